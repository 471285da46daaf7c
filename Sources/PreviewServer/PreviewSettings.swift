/// What the preview page can change about the clip it shows: the appearance, the canvas, and the taps a
/// person added by clicking (each re-renders the clip).
public struct PreviewSettings: Sendable, Codable, Equatable {
  /// `light` or `dark`; `nil` for the command line's choice.
  public var colorScheme: String?
  /// A device name (`iphone15`, …); `nil` for the command line's choice.
  public var device: String?
  /// The canvas in points, `WxH`; `nil` for the command line's choice.
  public var size: String?
  /// Taps in `--tap`'s form (`X,Y@T` in canvas points, or `NAME@T`), played after the command line's.
  public var taps: [String]

  /// Creates settings.
  public init(colorScheme: String? = nil, device: String? = nil, size: String? = nil, taps: [String] = []) {
    self.colorScheme = colorScheme
    self.device = device
    self.size = size
    self.taps = taps
  }
}

/// Why a clip could not be made: the lines a person reads (swiftc's errors, a scene's `file:line:column`).
public struct PreviewLoadFailure: Error, Sendable, CustomStringConvertible {
  /// The message, one or more lines.
  public var message: String
  /// Creates a failure.
  public init(message: String) { self.message = message }
  public var description: String { message }
}
