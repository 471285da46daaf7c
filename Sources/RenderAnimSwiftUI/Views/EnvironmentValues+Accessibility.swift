/// The accessibility settings a view reads from its environment, as an iPhone with none of them turned on
/// reports them: a render is what a viewer without assistive settings sees (Reduce Motion, which a view
/// may set for its subtree, is ``EnvironmentValues/accessibilityReduceMotion``).
nonisolated extension EnvironmentValues {
  /// Differentiate Without Colour: off.
  public var accessibilityDifferentiateWithoutColor: Bool { false }
  /// Reduce Transparency: off.
  public var accessibilityReduceTransparency: Bool { false }
  /// Smart Invert: off.
  public var accessibilityInvertColors: Bool { false }
  /// Button Shapes: off.
  public var accessibilityShowButtonShapes: Bool { false }
  /// VoiceOver: off.
  public var accessibilityVoiceOverEnabled: Bool { false }
  /// Switch Control: off.
  public var accessibilitySwitchControlEnabled: Bool { false }
  /// Whether an assistive technology is running: none is.
  public var accessibilityEnabled: Bool { false }
  /// The Large Content Viewer: off.
  public var accessibilityLargeContentViewerEnabled: Bool { false }
  /// Dim Flashing Lights: off.
  public var accessibilityDimFlashingLights: Bool { false }
  /// Animated images play: on.
  public var accessibilityPlayAnimatedImages: Bool { true }
}
