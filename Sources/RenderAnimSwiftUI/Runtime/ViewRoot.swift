/// What a compiled view file hands to render-anim: a function that makes its root view. The compiled
/// library's entry point (`render_anim_view_root`) returns one, retained.
nonisolated public final class ViewRoot {
  private let maker: @MainActor () -> any View
  /// Wraps the function that makes the root view: isolated to the main actor, as a view's initialiser
  /// is (SwiftUI's views are `@MainActor`).
  public init(_ make: @escaping @MainActor () -> any View) { maker = make }
  /// Makes the root view (called once per evaluation: each frame builds its own view values).
  public func make() -> any View { mainActorBody(maker) { $0() } }
}
