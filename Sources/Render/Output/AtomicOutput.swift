import Foundation

/// A temporary path beside the target that becomes the target only when complete (DESIGN §6): an
/// interrupted or failed render leaves no partial file and never replaces a good one.
final class AtomicOutput: @unchecked Sendable {
  let target: URL
  let temporary: URL
  private var committed = false

  /// Every temporary path in use, for signal handlers to remove.
  nonisolated(unsafe) static var live = Set<String>()
  static let lock = NSLock()

  init(target: URL) throws {
    self.target = target
    let dir = target.deletingLastPathComponent()
    var isDir: ObjCBool = false
    guard FileManager.default.fileExists(atPath: dir.path, isDirectory: &isDir), isDir.boolValue else {
      throw RenderError.output("the folder '\(dir.path)' does not exist")
    }
    guard FileManager.default.isWritableFile(atPath: dir.path) else {
      throw RenderError.output("cannot write to the folder '\(dir.path)'")
    }
    let name = ".\(target.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
    temporary = dir.appendingPathComponent(name + (target.pathExtension.isEmpty ? "" : ".\(target.pathExtension)"))
    Self.lock.lock(); Self.live.insert(temporary.path); Self.lock.unlock()
  }

  /// Moves the temporary into place, replacing the target.
  func commit() throws {
    let fm = FileManager.default
    var isDirectory: ObjCBool = false
    if fm.fileExists(atPath: target.path, isDirectory: &isDirectory), isDirectory.boolValue {
      // A folder (PNG frames): move the old one aside, the new one in, then delete the old one.
      let aside = temporary.appendingPathExtension("old")
      guard rename(target.path, aside.path) == 0 else { throw RenderError.output("cannot replace '\(target.path)'") }
      guard rename(temporary.path, target.path) == 0 else {
        _ = rename(aside.path, target.path)
        throw RenderError.output("cannot write '\(target.path)'")
      }
      try? fm.removeItem(at: aside)
    } else {
      // rename(2) replaces a file atomically.
      guard rename(temporary.path, target.path) == 0 else {
        throw RenderError.output("cannot write '\(target.path)': \(String(cString: strerror(errno)))")
      }
    }
    committed = true
    Self.lock.lock(); Self.live.remove(temporary.path); Self.lock.unlock()
  }

  /// Removes the temporary (after a failure).
  func discard() {
    try? FileManager.default.removeItem(at: temporary)
    Self.lock.lock(); Self.live.remove(temporary.path); Self.lock.unlock()
  }

  deinit { if !committed { discard() } }

  /// Removes every temporary still in use (from a signal handler's queue).
  static func discardAll() {
    lock.lock()
    let paths = live
    lock.unlock()
    for p in paths { try? FileManager.default.removeItem(atPath: p) }
  }
}

/// A render that failed for a reason other than the scene (exit 1).
public enum RenderError: Error, Sendable, CustomStringConvertible, Equatable {
  case output(String)
  case encoder(String)

  public var description: String {
    switch self {
    case .output(let m): return m
    case .encoder(let m): return m
    }
  }
}
