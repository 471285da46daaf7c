import Foundation

/// Foundation's localized string reference (iOS 16), which Linux's Foundation lacks: a key and its
/// interpolated values, formatted for the locale where it is shown, as a `LocalizedStringKey` is. A literal
/// is its own translation (render-anim has no string tables; docs/swift-views.md, Text).
nonisolated public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable,
  CustomStringConvertible
{
  /// The literal and its arguments, as a `Text` reads them.
  var value: LocalizedStringKey
  /// The string table named (not read: the key is its own translation).
  public var table: String?
  /// The locale the resource names; a `Text` formats for the locale of its environment.
  public var locale: Locale

  /// The interpolation of a `LocalizedStringKey`: each value formatted for the locale.
  public typealias StringInterpolation = LocalizedStringKey.StringInterpolation

  public init(stringLiteral value: String) {
    self.value = LocalizedStringKey(value)
    table = nil
    locale = Locale(identifier: "en_US")
  }
  public init(stringInterpolation: StringInterpolation) {
    value = LocalizedStringKey(stringInterpolation: stringInterpolation)
    table = nil
    locale = Locale(identifier: "en_US")
  }

  /// Where a resource's strings are (not read: the key is its own translation).
  public enum BundleDescription: Sendable, Hashable {
    /// The app's main bundle.
    case main
    /// The bundle at a URL.
    case atURL(URL)
  }

  /// A resource whose key is its value (`LocalizedStringResource("Flavor")`).
  public init(
    _ keyAndValue: LocalizedStringResource, table: String? = nil, locale: Locale = Locale(identifier: "en_US"),
    bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {
    self = keyAndValue
    self.table = table
    self.locale = locale
  }

  /// A resource with a key and the value shown (the key names a translation render-anim does not have).
  public init(
    _ key: StaticString, defaultValue: LocalizedStringResource, table: String? = nil,
    locale: Locale = Locale(identifier: "en_US"), bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {
    self.init(defaultValue, table: table, locale: locale)
  }

  /// The key: the literal with `%@` where each value goes, as Foundation writes it.
  public var key: String {
    value.key.replacingOccurrences(of: String(LocalizedStringKey.placeholder), with: "%@")
  }

  /// The text as shown in the resource's locale.
  public var description: String { TextSegment(content: .localized(value)).plain(locale, now: RenderClock.date()) }
}

/// A value that has a localized description (`CustomLocalizedStringResourceConvertible`, iOS 16).
nonisolated public protocol CustomLocalizedStringResourceConvertible {
  /// The value's description, to localize.
  var localizedStringResource: LocalizedStringResource { get }
}

extension String {
  /// The resource as shown in its locale.
  public init(localized resource: LocalizedStringResource) { self = resource.description }
}

extension Text {
  /// The resource's text, formatted for the locale here as a literal is (disfavoured, so that a literal
  /// stays a `LocalizedStringKey`).
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource) { self.init(resource.value) }
}

extension LabeledContent where Label == Text {
  /// Content with a label from a localized string resource.
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleResource.value) }
  }
}

extension Button where Label == Text {
  /// A button titled by a localized string resource.
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, action: @escaping () -> Void) {
    self.init(action: action) { Text(titleResource.value) }
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with an SF Symbol, titled by a localized string resource.
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
    self.init(titleResource.value, systemImage: name)
  }
}

nonisolated extension View {
  /// The navigation title from a localized string resource.
  @_disfavoredOverload
  public func navigationTitle(_ titleResource: LocalizedStringResource) -> some View {
    navigationTitle(titleResource.value)
  }
}
