/// How an accessibility element made of a view treats the elements inside it (SwiftUI's
/// `AccessibilityChildBehavior`): VoiceOver's grouping, which draws nothing.
nonisolated public struct AccessibilityChildBehavior: Hashable, Sendable {
  let value: Int
  /// The children are hidden from VoiceOver; the element describes them.
  public static let ignore = AccessibilityChildBehavior(value: 0)
  /// The children are elements inside the new one.
  public static let contain = AccessibilityChildBehavior(value: 1)
  /// The children's labels and values are combined into the new element's.
  public static let combine = AccessibilityChildBehavior(value: 2)
}

/// Whether a button held down repeats its action (iOS 17's `ButtonRepeatBehavior`). A tap in a render is
/// one instant, so the action runs once whatever this says.
nonisolated public struct ButtonRepeatBehavior: Hashable, Sendable {
  let value: Int
  /// The platform's choice: no repeat for a button.
  public static let automatic = ButtonRepeatBehavior(value: 0)
  /// Repeats while held.
  public static let enabled = ButtonRepeatBehavior(value: 1)
  /// Never repeats.
  public static let disabled = ButtonRepeatBehavior(value: 2)
}

nonisolated extension View {
  /// Makes the view an accessibility element of its own, treating the elements inside as `children`
  /// says: for VoiceOver, nothing is drawn.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
  /// A label for VoiceOver: nothing is drawn.
  public func accessibilityLabel(_ label: Text) -> some View { self }
  /// A label for VoiceOver, from a literal: nothing is drawn.
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { self }
  /// A value for VoiceOver (a slider's "50 percent"): nothing is drawn.
  public func accessibilityValue(_ valueDescription: Text) -> some View { self }
  /// A value for VoiceOver, from a literal: nothing is drawn.
  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { self }
  /// A value for VoiceOver, as written: nothing is drawn.
  @_disfavoredOverload public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
  /// Hides the view from VoiceOver (it is still drawn).
  public func accessibilityHidden(_ hidden: Bool) -> some View { self }
  /// The order VoiceOver reads the view in among its siblings: nothing is drawn.
  public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
  /// Whether a button held down repeats its action: a tap in a render is one instant, so it runs once.
  public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { self }
}
