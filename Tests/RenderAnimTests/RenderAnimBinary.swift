import Foundation
import Testing

/// The built `render-anim` binary, run as a user would run it, from the package root.
enum RenderAnimBinary {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The `render-anim` of the build these tests belong to: beside the test bundle in the build folder
  /// (`make test` builds and tests the release configuration, the one `make demo` builds).
  static let executable: URL = {
    let bundle =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      .map { URL(fileURLWithPath: $0) } ?? URL(fileURLWithPath: CommandLine.arguments[0])
    return bundle.deletingLastPathComponent().appendingPathComponent("render-anim")
  }()

  /// A started process with its output pipes.
  static func start(
    _ arguments: [String], environment: [String: String] = [:]
  ) throws -> (process: Process, out: Pipe, err: Pipe) {
    let p = Process()
    p.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": childTemporary.path]) { $1 }
      .merging(environment) { $1 }
    p.executableURL = executable
    p.arguments = arguments
    p.currentDirectoryURL = root
    let out = Pipe()
    let err = Pipe()
    p.standardOutput = out
    p.standardError = err
    try p.run()
    return (p, out, err)
  }

  /// Runs to the end: exit status, standard output, standard error.
  static func run(
    _ arguments: [String], environment: [String: String] = [:]
  ) throws -> (status: Int32, out: String, err: String) {
    let (p, out, err) = try start(arguments, environment: environment)
    let o = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let e = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    return (p.terminationStatus, o, e)
  }

  /// Runs another program (ffmpeg, curl, script) to the end, its input empty: exit status, standard
  /// output, standard error.
  static func runProgram(_ path: String, _ arguments: [String]) throws -> (status: Int32, out: Data, err: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: path)
    p.arguments = arguments
    p.currentDirectoryURL = root
    p.standardInput = FileHandle.nullDevice
    let out = Pipe()
    let err = Pipe()
    p.standardOutput = out
    p.standardError = err
    try p.run()
    // Standard error is read on another thread so that neither pipe fills while the other is read.
    let errors = ErrorText()
    let reader = Thread {
      errors.text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
    reader.start()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    while !reader.isFinished { usleep(1000) }
    return (p.terminationStatus, data, errors.text)
  }

  /// Standard error, handed from its reading thread.
  private final class ErrorText: @unchecked Sendable { var text = "" }

  /// Compiled Swift views are cached here, inside the build folder, so that every test (and every test
  /// run) shares one compilation of each view against the one build of the library.
  static let viewCache = root.appendingPathComponent(".build/view-cache").path

  /// Runs with the shared cache of compiled Swift views.
  static func runWithViewCache(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
    try run(arguments, environment: ["XDG_CACHE_HOME": viewCache])
  }

  /// This test run's folder under the temporary directory, `render-anim-tests/run-<pid>`, removed with all
  /// it holds when the test process exits (so that runs leave nothing behind, whatever a test does).
  static let runFolder: URL = {
    atexit { try? FileManager.default.removeItem(at: runFolder(of: getpid())) }
    return runFolder(of: getpid())
  }()

  private static func runFolder(of pid: Int32) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("render-anim-tests/run-\(pid)")
  }

  /// The temporary directory of the programs the tests start (`TMPDIR`): in ``runFolder``, so that what
  /// they leave there (SwiftPM's lock files, a compiler's scratch files) goes with it.
  static let childTemporary: URL = {
    let dir = runFolder.appendingPathComponent("tmp")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
  }()

  /// A new empty folder in ``runFolder``, below the temporary directory: a view file in the temporary
  /// directory itself looks for asset catalogs in its subfolders (AssetCatalog.catalogs), and must not find
  /// another test's.
  static func temporaryFolder(_ name: String) throws -> URL {
    let dir = runFolder.appendingPathComponent("\(name)-\(UUID())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
  }

  /// Each layer's `values` as `render-anim sample` prints them for a view file and its options (with the
  /// shared view cache); the run must succeed.
  static func sampledLayers(_ arguments: [String]) throws -> [[String: [Double?]]] {
    let r = try runWithViewCache(["sample"] + arguments)
    try #require(r.status == 0, "\(r.err)")
    struct Sample: Decodable {
      struct Layer: Decodable { var values: [String: [Double?]] }
      var layers: [Layer]
    }
    return try JSONDecoder().decode(Sample.self, from: Data(r.out.utf8)).layers.map(\.values)
  }

  /// The files in a folder, sorted (hidden ones too).
  static func contents(_ dir: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
  }
}
