import Foundation

/// Something slow to open (an encoder), opened on its own thread while the caller goes on; the first
/// use waits for it. libx264 takes ~5 ms to open at 1080p (more at slower presets), time the first frame
/// spends drawing instead.
///
///     let encoder = Opening { try X264Encoder(…) }
///     try encoder.value().encode(…)
final class Opening<Value>: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var result: Result<Value, any Error>?
  private var waited = false

  init(_ open: @escaping @Sendable () throws -> Value) {
    Thread { [self] in
      result = Result { try open() }
      done.signal()
    }.start()
  }

  /// The opened value, or the error opening threw. Call from one thread at a time.
  func value() throws -> Value {
    if !waited {
      done.wait()
      waited = true
    }
    return try result!.get()
  }
}
