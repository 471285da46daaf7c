import DisplayModel
import Foundation

/// A `Text`'s string literal as SwiftUI reads it: the literal is the format (Markdown included, see
/// `TextMarkdown`) and each interpolated value an argument formatted for the locale where the text is,
/// with the specifier SwiftUI gives its type: `%lld` for an `Int` (so 1000 reads "1,000" in `en_US` and
/// "1.000" in `de_DE`), `%lf` for a `Double` or `CGFloat` ("2.500000"; give `specifier:` for fewer digits),
/// `%f` for a `Float`. Strings and other values go in as written (docs/swift-views.md, Text).
nonisolated public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
  /// The literal, with U+FFFC where each argument goes.
  var key: String
  var arguments: [Argument]

  /// Where an argument goes in ``key``.
  static let placeholder: Character = "\u{FFFC}"

  /// One interpolated value.
  enum Argument: Hashable, Sendable {
    case signed(Int64, specifier: String)
    case unsigned(UInt64, specifier: String)
    case float(Double, specifier: String)
    case string(String)
    /// Another `Text`, with its styles.
    case text([TextSegment])
    /// An SF Symbol (`Image(systemName:)`), set in the line as a glyph of its icon font.
    case symbol(String)

    /// The argument as a string for `locale` at `now` (a `Text`'s: its string).
    func formatted(_ locale: Locale, now: Date) -> String {
      switch self {
      case .signed(let v, let spec):
        return spec.contains("ll") || spec.contains("ld")
          ? TextFormatting.format(spec, v, locale: locale)
          : TextFormatting.format(spec, Int32(truncatingIfNeeded: v), locale: locale)
      case .unsigned(let v, let spec):
        return spec.contains("ll") || spec.contains("lu")
          ? TextFormatting.format(spec, v, locale: locale)
          : TextFormatting.format(spec, UInt32(truncatingIfNeeded: v), locale: locale)
      case .float(let v, let spec): return TextFormatting.format(spec, v, locale: locale)
      case .string(let s): return s
      case .text(let segments): return segments.map { $0.plain(locale, now: now) }.joined()
      case .symbol(let name): return SFSymbols.glyph(name).map { String($0.character) } ?? "\u{25A1}"
      }
    }
  }

  /// A key read as written (no arguments).
  public init(_ value: String) {
    key = value.replacingOccurrences(of: String(Self.placeholder), with: "")
    arguments = []
  }
  public init(stringLiteral value: String) { self.init(value) }
  public init(stringInterpolation: StringInterpolation) {
    key = stringInterpolation.key
    arguments = stringInterpolation.arguments
  }

  /// Builds the format and arguments of an interpolated literal.
  public struct StringInterpolation: StringInterpolationProtocol {
    var key = ""
    var arguments: [Argument] = []
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {
      key += literal.replacingOccurrences(of: String(LocalizedStringKey.placeholder), with: "")
    }
    private mutating func append(_ argument: Argument) {
      key.append(LocalizedStringKey.placeholder)
      arguments.append(argument)
    }
    /// A value as written (`"\(value)"`).
    public mutating func appendInterpolation<T>(_ value: T) { append(.string("\(value)")) }
    /// A string, as written (never read as Markdown).
    public mutating func appendInterpolation(_ string: String) { append(.string(string)) }
    /// An integer, `%lld` for the locale (grouped: "1,000").
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
      if T.isSigned {
        append(.signed(Int64(clamping: value), specifier: "%lld"))
      } else {
        append(.unsigned(UInt64(clamping: value), specifier: "%llu"))
      }
    }
    /// A floating-point number, `%lf` for the locale ("2.500000").
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
      append(.float(Double(value), specifier: T.self == Float.self ? "%f" : "%lf"))
    }
    /// A number with a `printf` format (precisions and widths up to 64), for the locale.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      switch value {
      case let v as any BinaryInteger: append(Self.integer(v, specifier: specifier))
      case let v as any BinaryFloatingPoint: append(.float(Double(v), specifier: specifier))
      default: append(.string(TextFormatting.format(specifier, value, locale: nil)))
      }
    }
    /// Another `Text`, with its styles.
    public mutating func appendInterpolation(_ value: Text) { append(.text(value.flattened)) }
    /// An SF Symbol, set in the line at the text's size (`"\(Image(systemName: "star.fill")) Favourites"`); an
    /// image from a file is left out.
    public mutating func appendInterpolation(_ image: Image) {
      if case .symbol(let name) = image.source { append(.symbol(name)) }
    }

    private static func integer<I: BinaryInteger>(_ v: I, specifier: String) -> Argument {
      I.isSigned
        ? .signed(Int64(clamping: v), specifier: specifier) : .unsigned(UInt64(clamping: v), specifier: specifier)
    }
  }
}

nonisolated enum TextFormatting {
  /// `String(format:locale:)` with widths and precisions bounded (a huge width would allocate without end).
  static func format(_ specifier: String, _ value: CVarArg, locale: Locale?) -> String {
    let digits = specifier.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    guard digits.allSatisfy({ $0 <= 64 }), specifier.filter({ $0 == "%" }).count == 1 else { return "\(value)" }
    return String(format: specifier, locale: locale, value)
  }
}
