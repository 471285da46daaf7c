/// A haptic or sound a view plays on a change (SwiftUI's `SensoryFeedback`). A render has no haptics: the
/// feedback is accepted and plays nothing (docs/swift-views.md, What is supported).
nonisolated public struct SensoryFeedback: Equatable, Sendable {
  let name: String

  /// A task completed.
  public static let success = SensoryFeedback(name: "success")
  /// A warning.
  public static let warning = SensoryFeedback(name: "warning")
  /// An error.
  public static let error = SensoryFeedback(name: "error")
  /// A selection changed.
  public static let selection = SensoryFeedback(name: "selection")
  /// A value went up.
  public static let increase = SensoryFeedback(name: "increase")
  /// A value went down.
  public static let decrease = SensoryFeedback(name: "decrease")
  /// An activity started.
  public static let start = SensoryFeedback(name: "start")
  /// An activity stopped.
  public static let stop = SensoryFeedback(name: "stop")
  /// A dragged item lined up with something.
  public static let alignment = SensoryFeedback(name: "alignment")
  /// A level changed.
  public static let levelChange = SensoryFeedback(name: "levelChange")
  /// A physical impact.
  public static let impact = SensoryFeedback(name: "impact")

  /// The weight of an impact.
  public struct Weight: Equatable, Sendable {
    let value: Int
    /// A light impact.
    public static let light = Weight(value: 0)
    /// A medium impact.
    public static let medium = Weight(value: 1)
    /// A heavy impact.
    public static let heavy = Weight(value: 2)
  }
  /// The flexibility of the objects in an impact.
  public struct Flexibility: Equatable, Sendable {
    let value: Int
    /// Rigid objects.
    public static let rigid = Flexibility(value: 0)
    /// Solid objects.
    public static let solid = Flexibility(value: 1)
    /// Soft objects.
    public static let soft = Flexibility(value: 2)
  }
  /// An impact of `weight` at `intensity`.
  public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback { .impact }
  /// An impact of objects of `flexibility` at `intensity`.
  public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback { .impact }
}

nonisolated extension View {
  /// Plays `feedback` when `trigger` changes: nothing, in a render.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
  /// Plays `feedback` when `trigger` changes and `condition` holds: nothing, in a render.
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
  ) -> some View { self }
  /// Plays the feedback `feedback` chooses when `trigger` changes: nothing, in a render.
  public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
  ) -> some View { self }
  /// Describes what happens when the view is activated, for VoiceOver: nothing is drawn.
  public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }
  /// Describes what happens when the view is activated, for VoiceOver: nothing is drawn.
  public func accessibilityHint(_ hint: Text) -> some View { self }
  /// Describes what happens when the view is activated, for VoiceOver: nothing is drawn.
  @_disfavoredOverload public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
  /// A tooltip on platforms with a pointer: nothing is drawn on iOS.
  public func help(_ textKey: LocalizedStringKey) -> some View { self }
  /// A tooltip on platforms with a pointer: nothing is drawn on iOS.
  public func help(_ text: Text) -> some View { self }
  /// A tooltip on platforms with a pointer: nothing is drawn on iOS.
  @_disfavoredOverload public func help<S: StringProtocol>(_ text: S) -> some View { self }
}
