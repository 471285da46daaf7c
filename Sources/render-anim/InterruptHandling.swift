import Dispatch
import Foundation
import Render

/// SIGINT and SIGTERM during a render (the CLI's, never the library's): the first asks the render to
/// stop through its `shouldStop`, so the pipeline joins its workers and removes its temporary outputs
/// before `render` exits 1 (a runtime failure, below 128 so callers tell it from a crash). A second
/// signal removes the temporaries and exits at once.
enum InterruptHandling {
  nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
  private static let lock = NSLock()
  nonisolated(unsafe) private static var received: Int32 = 0

  /// Installs the handlers.
  static func install() {
    for sig in [SIGINT, SIGTERM] {
      signal(sig, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
      source.setEventHandler {
        lock.lock()
        let first = received == 0
        if first { received = sig }
        lock.unlock()
        guard !first else { return }
        removeTemporaryOutputs()
        FileHandle.standardError.write(
          Data("render-anim: error: interrupted by \(name(sig)); no output was written\n".utf8))
        exit(1)
      }
      source.resume()
      sources.append(source)
    }
  }

  /// The signal that asked to stop, if any.
  static var receivedSignal: Int32? {
    lock.lock()
    defer { lock.unlock() }
    return received == 0 ? nil : received
  }

  /// Whether a signal asked to stop.
  static var stopRequested: Bool { receivedSignal != nil }

  static func name(_ sig: Int32) -> String { sig == SIGINT ? "SIGINT" : sig == SIGTERM ? "SIGTERM" : "signal \(sig)" }
}
