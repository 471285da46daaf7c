import Foundation

/// A temporary path beside the target that becomes the target only when complete (docs/architecture.md, Outputs): an
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
    guard access(dir.path, W_OK) == 0 else {
      throw RenderError.output("cannot write to the folder '\(dir.path)': \(String(cString: strerror(errno)))")
    }
    // Only a regular file or a folder is ever replaced: renaming over `/dev/null` or a FIFO would
    // replace the device, not write to it.
    var info = stat()
    if lstat(target.path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG, (info.st_mode & S_IFMT) != S_IFDIR {
      throw RenderError.output("cannot write to '\(target.path)': it is not a regular file or a folder")
    }
    Self.removeStale(beside: target)
    let name =
      "\(Self.prefix(of: target))\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
    temporary = dir.appendingPathComponent(name + (target.pathExtension.isEmpty ? "" : ".\(target.pathExtension)"))
    Self.lock.lock()
    Self.live.insert(temporary.path)
    Self.lock.unlock()
  }

  private var companions: [URL] = []

  /// Another temporary file beside the target (e.g. a spool), removed with the temporary on failure or
  /// interruption, and after a commit.
  func companion(extension ext: String) -> URL {
    let url = temporary.appendingPathExtension(ext)
    companions.append(url)
    Self.lock.lock()
    Self.live.insert(url.path)
    Self.lock.unlock()
    return url
  }

  private func removeCompanions() {
    for url in companions {
      try? FileManager.default.removeItem(at: url)
      Self.lock.lock()
      Self.live.remove(url.path)
      Self.lock.unlock()
    }
    companions = []
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
    Self.lock.lock()
    Self.live.remove(temporary.path)
    Self.lock.unlock()
    removeCompanions()
  }

  /// Removes the temporary (after a failure).
  func discard() {
    removeCompanions()
    try? FileManager.default.removeItem(at: temporary)
    Self.lock.lock()
    Self.live.remove(temporary.path)
    Self.lock.unlock()
  }

  deinit { if !committed { discard() } }

  /// The start of the temporaries' names for `target`: `.clip.mp4.tmp-`.
  static func prefix(of target: URL) -> String { ".\(target.lastPathComponent).tmp-" }

  /// Removes temporaries for `target` left by a process that no longer runs (one killed with SIGKILL
  /// cannot clean up after itself).
  static func removeStale(beside target: URL) {
    let dir = target.deletingLastPathComponent()
    let prefix = prefix(of: target)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: dir.path) else { return }
    for name in names where name.hasPrefix(prefix) {
      guard let pid = Int32(name.dropFirst(prefix.count).prefix { $0 != "-" }), pid > 0 else { continue }
      if kill(pid, 0) != 0 && errno == ESRCH {
        try? FileManager.default.removeItem(at: dir.appendingPathComponent(name))
      }
    }
  }

  /// Removes every temporary still in use (from a signal handler's queue).
  static func discardAll() {
    lock.lock()
    let paths = live
    lock.unlock()
    for p in paths { try? FileManager.default.removeItem(atPath: p) }
  }
}

/// Removes every temporary output a render in this process is writing (for a program that must exit at
/// once, e.g. on a second interrupt). A render that is stopped through its `shouldStop` removes its own.
public func removeTemporaryOutputs() { AtomicOutput.discardAll() }

/// A render that failed for a reason other than the scene (exit 1).
public enum RenderError: Error, Sendable, CustomStringConvertible, Equatable {
  /// The output cannot be made as asked: its folder is missing or cannot be written, an option does not fit
  /// (a quality for the format, a frame range, a chunk split, a layer or size of a sheet or trail), or parts
  /// do not join. The message says why.
  case output(String)
  /// The encoder failed: an FFmpeg, libimagequant or zlib error, or frames that do not fit the encoder
  /// (odd sizes for 4:2:0 video, a frame of another size). The message says why.
  case encoder(String)
  /// The caller's `shouldStop` asked the render to stop (e.g. after SIGINT); nothing was written.
  case interrupted

  public var description: String {
    switch self {
    case .output(let m): return m
    case .encoder(let m): return m
    case .interrupted: return "interrupted; no output was written"
    }
  }
}
