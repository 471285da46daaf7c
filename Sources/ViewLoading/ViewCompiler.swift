import Foundation

/// Compiles a view file with `swiftc` into a shared library against render-anim's own SwiftUI module
/// (`-module-alias SwiftUI=RenderAnimSwiftUI`), cached by the hash of the source, the root expression,
/// the toolchain and render-anim's module (docs/swift-views.md, How it works).
struct ViewCompiler {
  /// Where `RenderAnimSwiftUI.swiftmodule` and its dependencies' modules are.
  let modules: URL
  /// The `swiftc` to run.
  let swiftc: String
  /// `$XDG_CACHE_HOME/render-anim/views` (default `~/.cache/render-anim/views`).
  let cache: URL

  /// The entry point every compiled view defines.
  static let entrySymbol = "render_anim_view_root"
  /// Held while a view compiles.
  static let compiling = NSLock()

  /// Finds the modules beside the running executable (a SwiftPM build directory, a plugin tool's, or an install
  /// prefix's `lib/render-anim/Modules`), `swiftc` on the PATH, and the cache directory.
  static func locate() throws(ViewLoadingError) -> ViewCompiler {
    let env = ProcessInfo.processInfo.environment
    let exe = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    let executable = URL(
      fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? exe.path)
    var candidates: [URL] = []
    if let m = env["RENDER_ANIM_MODULES"] { candidates.append(URL(fileURLWithPath: m)) }
    // A SwiftPM plugin's tool (`swift package render-anim`) keeps its modules apart, in `Modules-tool`, beside
    // a build of the same modules in `Modules` (a test process's, or the package's own); either may be
    // older than the program. The program's own are the ones built with it: the pair's nearer in time.
    for dir in [executable.deletingLastPathComponent(), exe] {
      let pair = ["Modules", "Modules-tool"].map { dir.appendingPathComponent($0) }
      let built = Self.modified(executable.path)
      candidates += pair.sorted {
        abs(Self.modified(Self.module(in: $0)) - built) < abs(Self.modified(Self.module(in: $1)) - built)
      }
      candidates.append(dir.deletingLastPathComponent().appendingPathComponent("lib/render-anim/Modules"))
    }
    guard let modules = candidates.first(where: { FileManager.default.fileExists(atPath: Self.module(in: $0)) })
    else {
      throw ViewLoadingError(
        .environment,
        "render-anim's SwiftUI module is not installed beside the program "
          + "(looked in \(candidates.map(\.path).joined(separator: ", "))); run `make demo` or `make install`"
      )
    }
    guard let swiftc = env["RENDER_ANIM_SWIFTC"] ?? Self.which("swiftc") else {
      throw ViewLoadingError(.environment, "swiftc is not on the PATH; Swift views need the Swift toolchain")
    }
    let base =
      env["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
    return ViewCompiler(modules: modules, swiftc: swiftc, cache: base.appendingPathComponent("render-anim/views"))
  }

  static func which(_ program: String) -> String? {
    for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
      let path = "\(dir)/\(program)"
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }

  /// The compiled library for `source` with `root` as its root view: from the cache, or compiled now.
  /// `symbols` is more source compiled with it: the asset catalogs' generated symbols.
  func library(
    for source: SwiftViewSource, helpers: [SwiftViewSource] = [], root: String, symbols: String = "",
    swiftVersion: Int = 5
  ) throws(ViewLoadingError) -> URL {
    let entry = """
      import SwiftUI
      @_cdecl("\(Self.entrySymbol)") public func __renderAnimRoot() -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(ViewRoot { @MainActor in AnyView(erasing: { @MainActor () -> any View in \
      \(root) }()) }).toOpaque()
      }
      """
    let key = hash(
      [source.compiled, entry, symbols, "swift \(swiftVersion)", toolchainIdentity(), moduleIdentity()]
        + helpers.flatMap { [$0.path, $0.compiled] })
    // One compile at a time in a process (tests run in parallel): a second asker of the same view finds it
    // in the cache once the first is done.
    Self.compiling.lock()
    defer { Self.compiling.unlock() }
    let dir = cache.appendingPathComponent(key)
    let library = dir.appendingPathComponent("view.so")
    if FileManager.default.fileExists(atPath: library.path) { return library }
    do {
      try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    } catch {
      throw ViewLoadingError(
        .environment, "cannot create the cache directory \(dir.path): \(error.localizedDescription)")
    }
    // Its own folder: other processes may be compiling the same view beside this one.
    let work = dir.appendingPathComponent("build-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    let viewFile = work.appendingPathComponent("View.swift")
    let entryFile = work.appendingPathComponent("Entry.swift")
    let absolute = URL(fileURLWithPath: source.path).standardizedFileURL.path
    var helperFiles: [URL] = []
    do {
      try ("#sourceLocation(file: \"\(absolute)\", line: 1)\n" + source.compiled).write(
        to: viewFile, atomically: true, encoding: .utf8)
      try (entry + "\n" + symbols).write(to: entryFile, atomically: true, encoding: .utf8)
      for (i, helper) in helpers.enumerated() {
        let file = work.appendingPathComponent("Helper\(i).swift")
        let path = URL(fileURLWithPath: helper.path).standardizedFileURL.path
        try ("#sourceLocation(file: \"\(path)\", line: 1)\n" + helper.compiled).write(
          to: file, atomically: true, encoding: .utf8)
        helperFiles.append(file)
      }
    } catch {
      throw ViewLoadingError(.environment, "cannot write to the cache directory \(dir.path)")
    }
    let output = work.appendingPathComponent("view.so")
    let arguments =
      [
        "-emit-library", "-parse-as-library", "-swift-version", String(swiftVersion), "-Onone",
        "-module-name", "RenderAnimView_\(key)", "-module-alias", "SwiftUI=RenderAnimSwiftUI",
        "-module-alias", "UIKit=RenderAnimUIKit", "-module-alias", "Combine=RenderAnimCombine",
        "-module-alias", "CoreGraphics=RenderAnimCoreGraphics",
        // `@Observable`'s expansion names `Observation.ObservationRegistrar`: the module must be imported by
        // the file itself, not only through SwiftUI, for the expansion's conformance to be seen.
        "-module-alias", "Observation=RenderAnimObservation",
        "-Xfrontend", "-import-module", "-Xfrontend", "Observation",
        "-I", modules.path, "-diagnostic-style", "llvm", "-suppress-warnings",
        viewFile.path, entryFile.path,
      ] + helperFiles.map(\.path) + ["-o", output.path]
    let (status, diagnostics) = run(swiftc, arguments)
    guard status == 0 else {
      let errors = diagnostics.split(separator: "\n").filter { $0.contains(": error: ") }
      let lines = errors.isEmpty ? diagnostics.split(separator: "\n").suffix(3) : errors[...]
      throw ViewLoadingError(.compile, lines.map(String.init).joined(separator: "\n"))
    }
    // Publish atomically: another render of the same view may be compiling beside this one.
    if rename(output.path, library.path) != 0, !FileManager.default.fileExists(atPath: library.path) {
      throw ViewLoadingError(.environment, "cannot move the compiled view into \(dir.path)")
    }
    return library
  }

  /// The SwiftUI module in a modules folder.
  private static func module(in folder: URL) -> String {
    folder.appendingPathComponent("RenderAnimSwiftUI.swiftmodule").path
  }

  /// When a file was last changed (seconds), or −∞ when it is missing.
  private static func modified(_ path: String) -> Double {
    let date = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    return date?.timeIntervalSince1970 ?? -.infinity
  }

  private func run(_ program: String, _ arguments: [String]) -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = pipe
    do { try process.run() } catch { return (127, "error: cannot run \(program): \(error.localizedDescription)") }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The toolchain: swiftc's path and its file's size and modification time (cheaper than `--version`).
  private func toolchainIdentity() -> String {
    let path = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().path
    return "\(path)|\(fileStamp(path))"
  }

  /// render-anim's build: the SwiftUI module's and the running program's sizes and modification times
  /// (a compiled view binds to the program's symbols).
  private func moduleIdentity() -> String {
    let program =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    return
      "\(modules.path)|\(fileStamp(modules.appendingPathComponent("RenderAnimSwiftUI.swiftmodule").path))|"
      + "\(program)|\(fileStamp(program))"
  }

  private func fileStamp(_ path: String) -> String {
    var s = stat()
    guard stat(path, &s) == 0 else { return "-" }
    return "\(s.st_size)-\(s.st_mtim.tv_sec)-\(s.st_mtim.tv_nsec)"
  }

  /// FNV-1a over the parts, 64 bits, hexadecimal (a cache key, not a security hash).
  private func hash(_ parts: [String]) -> String { CacheKey.of(parts.map { Data($0.utf8) }) }
}
