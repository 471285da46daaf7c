internal import CCairo

/// A failure reported by Cairo or Pango.
public struct CairoError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Cairo's status code (`cairo_status_t`), or −1 for Pango and file errors.
  public let code: Int32
  /// What failed, in words.
  public let message: String

  public var description: String { message }

  /// The one place Cairo statuses become Swift errors: `nil` for success.
  static func check(_ status: cairo_status_t, _ what: String) -> CairoError? {
    guard status != CAIRO_STATUS_SUCCESS else { return nil }
    let text = cairo_status_to_string(status).map { String(cString: $0) } ?? "unknown error"
    return CairoError(code: Int32(status.rawValue), message: "\(what): \(text)")
  }
}
