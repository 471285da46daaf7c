/// How much a scene holds and animates, as `render-anim check`'s one-line summary counts it.
public struct FrameCensus: Sendable, Equatable {
  /// The layers: a scene file's, counting a group's children; a view's drawn layers at the start.
  public var layers: Int
  /// The keyframe and phase animators.
  public var animators: Int
  /// The modifiers that animate at some time in the clip.
  public var animatedModifiers: Int

  /// A census of these counts.
  public init(layers: Int, animators: Int, animatedModifiers: Int) {
    self.layers = layers
    self.animators = animators
    self.animatedModifiers = animatedModifiers
  }
}
