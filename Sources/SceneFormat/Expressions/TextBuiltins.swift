import Foundation

/// `Int(_:)`, `String(_:)` and `String(format:_:…)`: what a `TimelineView` clock or a counter needs to
/// turn numbers into text.
///
/// ```yaml
/// text: "String(format: \"%02d:%02d\", Int(context.date / 60), Int(context.date) % 60)"
/// ```
package enum TextBuiltins {
  static let constructors: [String: [Overload]] = [
    "Int": [
      Overload(parameters: [.required(nil, .number)]) { v in
        let x = v[0]!.number
        return .number(x.rounded(.towardZero))
      }
    ],
    "String": [
      Overload(parameters: [
        .required("format", .string), .nilDefault(nil, .number), .nilDefault(nil, .number),
        .nilDefault(nil, .number), .nilDefault(nil, .number),
      ]) { v throws(ExpressionError) in
        guard case .string(let format) = v[0]! else { return .string("") }
        return .string(
          try TextBuiltins.format(format, v.dropFirst().compactMap { $0.flatMap { $0.isNilDefault ? nil : $0.number } })
        )
      },
      Overload(parameters: [.required(nil, .any)]) { v in .string(plain(v[0]!)) },
    ],
  ]

  /// A value as `String(describing:)` would print it, whole numbers without ".0".
  static func plain(_ v: SceneValue) -> String {
    if let text = v.textValue { return text }
    if case .record(let r) = v { return r["__name"].map(plain) ?? v.description }
    return v.description
  }

  /// printf-style formatting of numbers: `%d`/`%i` (truncated to an integer), `%f`, `%e`, `%g` with
  /// flags, width and precision, and `%%`.
  package static func format(_ format: String, _ args: [Double]) throws(ExpressionError) -> String {
    var out = ""
    var next = 0
    var chars = Array(format)[...]
    while let c = chars.popFirst() {
      guard c == "%" else {
        out.append(c)
        continue
      }
      var spec = "%"
      while let d = chars.first, "-+ 0#.123456789".contains(d) {
        spec.append(d)
        chars.removeFirst()
      }
      guard let conversion = chars.popFirst() else { throw fail("'\(format)' ends in the middle of a % specifier") }
      // Width and precision: each a whole number up to 64 (a wider field is no clock or counter).
      for part in spec.dropFirst().split(separator: ".", omittingEmptySubsequences: false) {
        let digits = part.drop(while: { "-+ 0#".contains($0) })
        guard digits.count <= 2, Int(digits) ?? 0 <= Self.maximumWidth else {
          throw fail("'\(format)': a width or precision is at most \(Self.maximumWidth), got \(digits)")
        }
      }
      if conversion == "%" {
        out.append("%")
        continue
      }
      guard next < args.count else { throw fail("'\(format)' needs more numbers than the \(args.count) given") }
      let x = args[next]
      next += 1
      switch conversion {
      case "d", "i":
        guard x.isFinite, abs(x) < 9e18 else { throw fail("\(x) cannot be formatted with %d") }
        out += String(format: spec + "lld", Int64(x.rounded(.towardZero)))
      case "f", "e", "g", "F", "E", "G":
        out += String(format: spec + String(conversion), x)
      default:
        throw fail("'%\(conversion)' is not supported; use %d, %f, %e, %g or %%")
      }
    }
    return out
  }

  /// The widest field and the longest precision `String(format:)` takes.
  static let maximumWidth = 64

  static func fail(_ message: String) -> ExpressionError { ExpressionError(message: message, column: 1, source: "") }
}
