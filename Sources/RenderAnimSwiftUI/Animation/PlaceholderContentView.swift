/// The view a keyframe or phase animator's `content` closure receives: the view the animator is on.
nonisolated public struct PlaceholderContentView<Value>: View, PrimitiveView {
  public typealias Body = Never
  let resolveContent: (ResolveContext) throws(ViewError) -> [ViewNode]
  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode] {
    try resolveContent(context)
  }
}

extension ResolveContext {
  /// A placeholder that resolves `content` at `path` with the environment outside the animator.
  func placeholder<Host>(for content: any View, path: ViewPath, environment: ViewEnvironment) -> PlaceholderContentView<Host> {
    PlaceholderContentView<Host> { (context: ResolveContext) throws(ViewError) in
      try context.resolve(content, path: path, environment: environment)
    }
  }
}
