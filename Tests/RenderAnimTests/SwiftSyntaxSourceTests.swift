import Foundation
import Testing

/// Where SwiftParser comes from (Package.swift, docs/building.md): the toolchain's own `usr/lib/swift/host`
/// when it has the modules and libraries, else the swift-syntax package. The manifest is evaluated as
/// SwiftPM evaluates it, with `swift package dump-package`, in a scratch folder of its own.
@Suite(.serialized) struct SwiftSyntaxSourceTests {
  struct Manifest {
    var dependencies: [String]
    /// Each target's `-I`/`-L` folders and linked libraries.
    var settings: [String: [String]]
  }

  func manifest(_ choice: String?) throws -> Manifest {
    let scratch = try RenderAnimBinary.temporaryFolder("manifest")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = ["swift", "package", "--scratch-path", scratch.path, "dump-package"]
    p.currentDirectoryURL = RenderAnimBinary.root
    var environment = ProcessInfo.processInfo.environment
    environment["RENDER_ANIM_SWIFT_SYNTAX"] = choice
    p.environment = environment
    let out = Pipe()
    p.standardOutput = out
    p.standardError = FileHandle.nullDevice
    try p.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    try #require(p.terminationStatus == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let dependencies = (json["dependencies"] as? [[String: Any]] ?? []).compactMap {
      (($0["sourceControl"] as? [[String: Any]])?.first?["identity"]) as? String
    }
    var settings: [String: [String]] = [:]
    for target in json["targets"] as? [[String: Any]] ?? [] {
      let name = target["name"] as? String ?? ""
      for setting in target["settings"] as? [[String: Any]] ?? [] {
        let kind = setting["kind"] as? [String: Any] ?? [:]
        let flags = (kind["unsafeFlags"] as? [String: Any])?["_0"] as? [String] ?? []
        let library = ((kind["linkedLibrary"] as? [String: Any])?["_0"] as? String).map { ["-l" + $0] } ?? []
        settings[name, default: []] += flags + library
      }
    }
    return Manifest(dependencies: dependencies, settings: settings)
  }

  /// The toolchain running these tests: the folder its swiftc's `../lib/swift/host` names, if complete.
  var toolchainHost: String? {
    guard
      let swiftc = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
        .map({ "\($0)/swiftc" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    else { return nil }
    let host = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("../lib/swift/host").standardizedFileURL.path
    let complete = ["SwiftParser", "SwiftSyntax", "SwiftOperators"].allSatisfy {
      FileManager.default.fileExists(atPath: "\(host)/\($0).swiftmodule")
        && FileManager.default.fileExists(atPath: "\(host)/lib\($0).so")
    }
    return complete ? host : nil
  }

  /// On a toolchain that ships them (this project's machines do), nothing of swift-syntax is built: no
  /// package, and every Swift target compiles against the host folder; SceneFormat and ViewLoading link it
  /// with the folder on the run path.
  @Test func theToolchainsCopyIsChosenWhenItIsThere() throws {
    let host = try #require(toolchainHost, "this toolchain has no usr/lib/swift/host with SwiftParser")
    let m = try manifest(nil)
    #expect(!m.dependencies.contains("swift-syntax"))
    #expect(m.dependencies.contains("yams"))
    for target in ["SceneFormat", "ViewLoading", "RenderAnimSwiftUI", "render-anim", "RenderTests"] {
      let s = m.settings[target] ?? []
      #expect(zip(s, s.dropFirst()).contains { $0 == ("-I", host) }, "\(target): \(s)")
    }
    for target in ["SceneFormat", "ViewLoading"] {
      let s = m.settings[target] ?? []
      #expect(s.contains("-lSwiftParser") && s.contains("-lSwiftOperators") && s.contains(host), "\(target): \(s)")
    }
  }

  /// Asked for (`package`), or where the named folder lacks the libraries, the package is built instead,
  /// and no target names a host folder.
  @Test(arguments: ["package", "/nonexistent/usr/lib/swift/host"])
  func thePackageIsTheFallback(choice: String) throws {
    let m = try manifest(choice)
    #expect(m.dependencies.contains("swift-syntax"))
    #expect(m.settings.values.allSatisfy { !$0.contains("-I") && !$0.contains("-lSwiftParser") }, "\(m.settings)")
  }
}
