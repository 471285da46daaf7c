/// The view a keyframe or phase animator's `content` closure receives: the view the animator is on.
nonisolated public struct PlaceholderContentView<Value>: View, PrimitiveView {
  public typealias Body = Never
  /// Resolves the content where the placeholder is placed (its path, the context, the environment there).
  let resolveContent: (ViewPath, ResolveContext, ViewEnvironment) throws(ViewError) -> [ViewNode]
  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    try resolveContent(path, context, environment)
  }
}

extension ResolveContext {
  /// A placeholder that resolves `content` at `path` with the environment where the content closure puts
  /// it (a `.foregroundStyle` or symbol effect written there reaches it), but with the animation state of
  /// the environment outside the animator: the content keeps its own animations, not the animator's
  /// per-frame values.
  func placeholder<Host>(
    for content: any View, path: ViewPath, environment: ViewEnvironment
  ) -> PlaceholderContentView<Host> {
    PlaceholderContentView<Host> { (_: ViewPath, context: ResolveContext, placed: ViewEnvironment) throws(ViewError) in
      var env = placed
      env.transaction = environment.transaction
      env.direct = environment.direct
      return try context.resolve(content, path: path, environment: env)
    }
  }
}
