/// What a compiled view file hands to render-anim: a function that makes its root view. The compiled
/// library's entry point (`render_anim_view_root`) returns one, retained.
public final class ViewRoot {
  /// Makes the root view (called once per evaluation: each frame builds its own view values).
  public let make: () -> any View
  public init(_ make: @escaping () -> any View) { self.make = make }
}
