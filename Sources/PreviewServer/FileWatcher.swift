import Foundation

/// Watches files and folders by polling their modification times and sizes, and calls back when any
/// changes (an editor's save, a new asset). Polling needs nothing from the system and sees saves that
/// replace a file (write to a temporary, rename), which watching a file's inode misses.
public final class FileWatcher: @unchecked Sendable {
  private let paths: [String]
  private let interval: Double
  private let changed: @Sendable () -> Void
  private let lock = NSLock()
  private var stopped = false

  /// Watches `paths` (files, or folders and everything under them) every `interval` seconds.
  public init(paths: [String], interval: Double = 0.25, changed: @escaping @Sendable () -> Void) {
    self.paths = paths
    self.interval = interval
    self.changed = changed
  }

  /// Starts polling on a thread of its own.
  public func start() {
    let thread = Thread { [self] in
      var last = fingerprint()
      while !lock.withLock({ stopped }) {
        Thread.sleep(forTimeInterval: interval)
        let now = fingerprint()
        if now != last {
          last = now
          changed()
        }
      }
    }
    thread.name = "render-anim.preview.watch"
    thread.start()
  }

  /// Stops polling.
  public func stop() { lock.withLock { stopped = true } }

  /// Every watched file's path, modification time and size; a missing file counts as one state.
  func fingerprint() -> [String] {
    let files = FileManager.default
    var lines: [String] = []
    func add(_ path: String) {
      guard let a = try? files.attributesOfItem(atPath: path) else { return lines.append(path + " missing") }
      let date = (a[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
      lines.append("\(path) \(date) \(a[.size] as? Int ?? 0)")
    }
    for path in paths {
      var isFolder: ObjCBool = false
      guard files.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
        add(path)
        continue
      }
      let walker = files.enumerator(atPath: path)
      while let name = walker?.nextObject() as? String { add(path + "/" + name) }
    }
    return lines.sorted()
  }
}
