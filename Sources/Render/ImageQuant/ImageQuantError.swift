internal import CImageQuant

/// A failure reported by libimagequant.
struct ImageQuantError: Error, Sendable, Equatable, CustomStringConvertible {
  /// libimagequant's code (`liq_error`).
  let code: Int32
  let what: String
  var description: String { "\(what): libimagequant error \(code)" }

  /// The one place `liq_error` codes become Swift errors.
  static func check(_ code: liq_error, _ what: String) throws(ImageQuantError) {
    guard code != LIQ_OK else { return }
    throw ImageQuantError(code: Int32(bitPattern: code.rawValue), what: what)
  }
}
