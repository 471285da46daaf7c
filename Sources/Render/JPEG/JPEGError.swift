internal import CTurboJPEG

/// A failure reported by libjpeg-turbo.
public struct JPEGError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What failed, with libjpeg-turbo's own words.
  public let message: String
  public var description: String { message }

  /// The one place TurboJPEG's return codes become Swift errors: −1 is a failure, whose text the handle
  /// holds; a warning (a damaged but decodable image) is not an error.
  static func check(_ status: Int32, _ handle: tjhandle?, _ what: String) throws(JPEGError) {
    guard status != 0 else { return }
    if let handle, tjGetErrorCode(handle) == TJERR_WARNING.rawValue { return }
    let text = tjGetErrorStr2(handle).map { String(cString: $0) } ?? "unknown error"
    throw JPEGError(message: "\(what): \(text)")
  }
}
