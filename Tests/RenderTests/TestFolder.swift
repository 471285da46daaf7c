import Foundation

/// Folders for a test's files, in this test run's folder under the temporary directory
/// (`render-anim-render-tests/run-<pid>`), which is removed with all it holds when the test process exits:
/// a run leaves nothing behind, whichever tests it ran and however they ended.
enum TestFolder {
  /// This run's folder.
  static let run: URL = {
    atexit { try? FileManager.default.removeItem(at: folder(of: getpid())) }
    return folder(of: getpid())
  }()

  private static func folder(of pid: Int32) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("render-anim-render-tests/run-\(pid)")
  }

  /// A new empty folder named after `name`, two levels below the temporary directory (a file in the
  /// temporary directory itself would look for asset catalogs in another test's folders).
  static func make(_ name: String) throws -> URL {
    let dir = run.appendingPathComponent("\(name)-\(UUID())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
  }
}
