/// What the keyboard does to typed text (SwiftUI's `TextInputAutocapitalization`).
nonisolated public struct TextInputAutocapitalization: Sendable, Equatable {
  let kind: Int
  /// No automatic capitals.
  public static let never = TextInputAutocapitalization(kind: 0)
  /// A capital at each word.
  public static let words = TextInputAutocapitalization(kind: 1)
  /// A capital at each sentence.
  public static let sentences = TextInputAutocapitalization(kind: 2)
  /// Every letter a capital.
  public static let characters = TextInputAutocapitalization(kind: 3)
}

/// The return key's title (SwiftUI's `SubmitLabel`).
nonisolated public struct SubmitLabel: Sendable, Equatable {
  let name: String
  /// "Done".
  public static let done = SubmitLabel(name: "done")
  /// "Go".
  public static let go = SubmitLabel(name: "go")
  /// "Send".
  public static let send = SubmitLabel(name: "send")
  /// "Join".
  public static let join = SubmitLabel(name: "join")
  /// "Route".
  public static let route = SubmitLabel(name: "route")
  /// "Search".
  public static let search = SubmitLabel(name: "search")
  /// "Return".
  public static let `return` = SubmitLabel(name: "return")
  /// "Next".
  public static let next = SubmitLabel(name: "next")
  /// "Continue".
  public static let `continue` = SubmitLabel(name: "continue")
}

/// What submits a view's fields (SwiftUI's `SubmitTriggers`).
nonisolated public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  /// Triggers from `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// A text field's return key.
  public static let text = SubmitTriggers(rawValue: 1)
  /// A search field's return key.
  public static let search = SubmitTriggers(rawValue: 2)
}

/// How scrolling hides the keyboard (SwiftUI's `ScrollDismissesKeyboardMode`).
nonisolated public struct ScrollDismissesKeyboardMode: Sendable {
  let kind: Int
  /// As the scroll view's kind decides.
  public static let automatic = ScrollDismissesKeyboardMode(kind: 0)
  /// As soon as scrolling starts.
  public static let immediately = ScrollDismissesKeyboardMode(kind: 1)
  /// With the drag.
  public static let interactively = ScrollDismissesKeyboardMode(kind: 2)
  /// Never.
  public static let never = ScrollDismissesKeyboardMode(kind: 3)
}

// The keyboard's settings: accepted, and drawing nothing, as no keyboard is up in a render
// (docs/swift-views.md, Text fields).
nonisolated extension View {
  /// The keyboard the view's fields bring up.
  public func keyboardType(_ type: UIKeyboardType) -> some View { self }
  /// The automatic capitals of the view's fields.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
  /// The iOS 13 automatic capitals.
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
  /// Whether autocorrection is off in the view's fields.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
  /// The iOS 13 autocorrection switch.
  public func disableAutocorrection(_ disable: Bool?) -> some View { self }
  /// What the view's fields hold, for autofill.
  public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
  /// The return key's title.
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
  /// Runs `action` when a field is submitted: never, as nothing is typed in a render.
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
  /// How scrolling hides the keyboard.
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
}
