/// UIKit's keyboards (`UIKeyboardType`), as `.keyboardType(_:)` takes them. No keyboard is drawn.
nonisolated public enum UIKeyboardType: Int, Sendable {
  /// The standard keyboard; ASCII letters; numbers and punctuation; URL entry; digits; a telephone keypad; a pad for
  /// names or phone numbers; email address entry. Accepted and ignored: no keyboard is drawn.
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
  /// Digits and a decimal point; a keyboard with `@` and `#` at hand; search terms and URLs; ASCII digits only.
  /// Accepted and ignored: no keyboard is drawn.
  case decimalPad, twitter, webSearch, asciiCapableNumberPad
  /// The alphabet keyboard.
  public static let alphabet = UIKeyboardType.asciiCapable
}

/// UIKit's automatic capitals (`UITextAutocapitalizationType`), as the iOS 13 `.autocapitalization(_:)`
/// takes them.
nonisolated public enum UITextAutocapitalizationType: Int, Sendable {
  /// No automatic capitals; the first letter of each word; the first letter of each sentence; every letter.
  /// Accepted and ignored: a render types no text.
  case none, words, sentences, allCharacters
}

/// What a field holds, for autofill (UIKit's `UITextContentType`).
nonisolated public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  /// A content type named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Autofill's "name".
  public static let name = UITextContentType(rawValue: "name")
  /// Autofill's "given-name".
  public static let givenName = UITextContentType(rawValue: "given-name")
  /// Autofill's "family-name".
  public static let familyName = UITextContentType(rawValue: "family-name")
  /// Autofill's "nickname".
  public static let nickname = UITextContentType(rawValue: "nickname")
  /// Autofill's "organization".
  public static let organizationName = UITextContentType(rawValue: "organization")
  /// Autofill's "email".
  public static let emailAddress = UITextContentType(rawValue: "email")
  /// Autofill's "tel".
  public static let telephoneNumber = UITextContentType(rawValue: "tel")
  /// Autofill's "username".
  public static let username = UITextContentType(rawValue: "username")
  /// Autofill's "password".
  public static let password = UITextContentType(rawValue: "password")
  /// Autofill's "new-password".
  public static let newPassword = UITextContentType(rawValue: "new-password")
  /// Autofill's "one-time-code".
  public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
  /// Autofill's "url".
  public static let URL = UITextContentType(rawValue: "url")
  /// Autofill's "street-address".
  public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
  /// Autofill's "address-level2".
  public static let addressCity = UITextContentType(rawValue: "address-level2")
  /// Autofill's "postal-code".
  public static let postalCode = UITextContentType(rawValue: "postal-code")
  /// Autofill's "country-name".
  public static let countryName = UITextContentType(rawValue: "country-name")
  /// Autofill's "cc-number".
  public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
}
