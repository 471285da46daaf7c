// swift-tools-version:6.0
import Foundation
import PackageDescription

// SwiftParser, SwiftSyntax, SwiftOperators and SwiftIfConfig (scene expressions, `#Preview` rewriting, a view
// file's `#if`) come from the Swift toolchain's own copy in `usr/lib/swift/host` when it has one: the compiler
// ships them for itself, so they need no build and match the swiftc that compiles view files. A toolchain without them falls back to the
// swift-syntax package, built from source (about 10 minutes on 2 cores). `RENDER_ANIM_SWIFT_SYNTAX=package`
// forces the package; `RENDER_ANIM_SWIFT_SYNTAX=DIR` names the folder. See docs/building.md.
let syntaxModules = ["SwiftParser", "SwiftSyntax", "SwiftOperators", "SwiftIfConfig"]

/// The toolchain's `usr/lib/swift/host` when it holds every module and library of `syntaxModules`.
func toolchainSwiftSyntax() -> String? {
  let environment = ProcessInfo.processInfo.environment
  let files = FileManager.default
  func complete(_ dir: String) -> Bool {
    syntaxModules.allSatisfy {
      files.fileExists(atPath: "\(dir)/\($0).swiftmodule") && files.fileExists(atPath: "\(dir)/lib\($0).so")
    }
  }
  switch environment["RENDER_ANIM_SWIFT_SYNTAX"] {
  case "package": return nil
  case let dir? where !dir.isEmpty: return complete(dir) ? dir : nil
  default: break
  }
  #if os(Linux)
  for dir in (environment["PATH"] ?? "").split(separator: ":") {
    let swiftc = URL(fileURLWithPath: "\(dir)/swiftc")
    guard files.isExecutableFile(atPath: swiftc.path) else { continue }
    let host = swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("../lib/swift/host").standardizedFileURL.path
    return complete(host) ? host : nil
  }
  #endif
  return nil
}

let hostSyntax = toolchainSwiftSyntax()
/// What a target that imports the syntax modules depends on: the package's products, or nothing.
let syntaxDependencies: [Target.Dependency] = hostSyntax != nil ? [] : syntaxModules.map {
  .product(name: $0, package: "swift-syntax")
}
/// `-I` for the toolchain's modules, when they are used.
let syntaxSwiftSettings: [SwiftSetting] = hostSyntax.map { [.unsafeFlags(["-I", $0])] } ?? []
/// The toolchain's libraries, found at run time where they are (render-anim needs the toolchain anyway).
let syntaxLinkerSettings: [LinkerSetting] = hostSyntax.map { host in
  [.unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host])] + syntaxModules.map { .linkedLibrary($0) }
} ?? []

/// pangocairo's include folders, from `pkg-config --cflags-only-I` (Debian's folders when pkg-config is
/// missing). They are given to the compiler directly: with `pkgConfig:` SwiftPM warns about the `-pthread`
/// that pangocairo's pkg-config file adds. Every Swift target gets them, as it would see a pkg-config
/// module's flags: the modules that import CCairo are imported in turn.
func pangoIncludeFlags() -> [String] {
  var folders = ["/usr/include/pango-1.0", "/usr/include/glib-2.0", "/usr/lib/x86_64-linux-gnu/glib-2.0/include",
                 "/usr/include/harfbuzz", "/usr/include/freetype2", "/usr/include/libpng16", "/usr/include/fribidi",
                 "/usr/include/cairo", "/usr/include/pixman-1"].map { "-I" + $0 }
  #if os(Linux)
  let process = Process()
  let pipe = Pipe()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["pkg-config", "--cflags-only-I", "pangocairo"]
  process.standardOutput = pipe
  process.standardError = FileHandle.nullDevice
  if (try? process.run()) != nil {
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let flags = output.split(whereSeparator: \.isWhitespace).map(String.init).filter { $0.hasPrefix("-I") }
    if process.terminationStatus == 0, !flags.isEmpty { folders = flags }
  }
  #endif
  return folders.flatMap { ["-Xcc", $0] }
}

let pangoSwiftSettings: [SwiftSetting] = [.unsafeFlags(pangoIncludeFlags())]

let package = Package(
  name: "render-anim",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "Keyframes", targets: ["Keyframes"]),
    .library(name: "DisplayModel", targets: ["DisplayModel"]),
    .library(name: "SceneFormat", targets: ["SceneFormat"]),
    .library(name: "SceneLowering", targets: ["SceneLowering"]),
    .library(name: "Render", targets: ["Render"]),
    .library(name: "GoldenTesting", targets: ["GoldenTesting"]),
    .library(name: "PreviewServer", targets: ["PreviewServer"]),
    // A package's own test target checks its views against goldens with this one product. Dynamic, so that
    // view files compiled in the test's process bind to its copy of RenderAnimSwiftUI (docs/package.md).
    .library(name: "RenderAnimTesting", type: .dynamic, targets: ["RenderAnimTesting"]),
    .library(name: "RenderAnimSwiftUI", targets: ["RenderAnimSwiftUI"]),
    .executable(name: "render-anim", targets: ["render-anim"]),
    .plugin(name: "RenderAnimPlugin", targets: ["RenderAnimPlugin"]),
    .executable(name: "keyframes-bench", targets: ["keyframes-bench"]),
    .executable(name: "render-bench", targets: ["render-bench"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
  ] + (hostSyntax != nil ? [] : [.package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1")]),
  targets: [
    // Pure Swift animation math, SwiftUI's API.
    .target(name: "Keyframes"),
    // What a frame draws (display list, effect stack, geometry) and the stack layout both front ends use.
    .target(name: "DisplayModel", dependencies: ["Keyframes"]),
    // Scene model, decoding, expressions, evaluation into a display list.
    .target(name: "SceneFormat", dependencies: [
      "Keyframes", "DisplayModel",
      .product(name: "Yams", package: "Yams"),
    ] + syntaxDependencies, linkerSettings: syntaxLinkerSettings),
    // System libraries: module maps and a C shim, nothing else.
    .systemLibrary(name: "CCairo", providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
    .systemLibrary(name: "CFFmpeg",
                   providers: [.apt(["libavformat-dev", "libavcodec-dev", "libswscale-dev", "libavutil-dev"])]),
    // FFmpeg's functions, forwarded to the libraries loaded on first use (the one C target).
    .target(name: "CFFmpegLoader"),
    .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
    .systemLibrary(name: "CImageQuant", pkgConfig: "imagequant", providers: [.apt(["libimagequant-dev"])]),
    .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
    // Rasterization, encoders, the frame pipeline.
    .target(name: "Render", dependencies: ["Keyframes", "SceneFormat", "CCairo", "CFFmpeg", "CFFmpegLoader", "CZlib", "CImageQuant", "CTurboJPEG"]),
    // SwiftUI's public API for animation code, and the runtime that turns views into a scene's frames.
    // A view file compiled by render-anim imports it as `SwiftUI` (docs/swift-views.md).
    .target(name: "RenderAnimSwiftUI", dependencies: ["Keyframes", "DisplayModel", "RenderAnimUIKit", "RenderAnimObservation"]),
    // `import Observation` in a view file: `@Observable` (the toolchain's own macro) on render-anim's registrar,
    // which keeps each change with its time so that frames stay a pure function of t.
    .target(name: "RenderAnimObservation"),
    // UIKit's types that SwiftUI code uses (colours, fonts, images, the screen); `import UIKit` in a view file.
    .target(name: "RenderAnimUIKit", dependencies: ["DisplayModel", "RenderAnimCoreGraphics"]),
    // `import CoreGraphics` in a view file: `CGAffineTransform` beside Foundation's `CGRect` and `CGFloat`.
    .target(name: "RenderAnimCoreGraphics"),
    // `import Combine` in a view file: SwiftUI's module, whose runtime runs Combine's timers and objects.
    .target(name: "RenderAnimCombine", dependencies: ["RenderAnimSwiftUI"]),
    // Swift view files as input: `#Preview` rewriting with SwiftParser, swiftc, the cache, dlopen.
    .target(name: "ViewLoading", dependencies: [
      "RenderAnimSwiftUI", "SceneFormat", "Render",
      .product(name: "Yams", package: "Yams"),
    ] + syntaxDependencies, linkerSettings: syntaxLinkerSettings),
    // Scene files on the view runtime: layers as views, state as state, events on the render clock.
    .target(name: "SceneLowering", dependencies: ["RenderAnimSwiftUI", "SceneFormat"]),
    // Golden-frame comparison and goldens.yaml suites, for test suites and `render-anim golden`.
    .target(name: "GoldenTesting", dependencies: ["Render", "SceneFormat", "SceneLowering", .product(name: "Yams", package: "Yams")]),
    // Golden checks of a package's views from its own test target (Swift Testing).
    // Built with library evolution, so that a test target that imports it loads only its interface, not
    // the modules it imports internally (render-anim's, and the toolchain's syntax modules).
    .target(name: "RenderAnimTesting", dependencies: ["ViewLoading", "GoldenTesting", "Render", "SceneFormat", "RenderAnimCombine"],
            swiftSettings: [.unsafeFlags(["-enable-library-evolution"])]),
    // `render-anim preview`: the live preview page, served on the loopback address with FlyingFox.
    .target(name: "PreviewServer", dependencies: [
      "Render", "SceneFormat", .product(name: "FlyingFox", package: "FlyingFox"),
    ]),
    // The command-line tool: thin.
    // It exports its symbols: compiled view files link against the RenderAnimSwiftUI inside it.
    .executableTarget(name: "render-anim", dependencies: [
      "Render", "GoldenTesting", "SceneFormat", "SceneLowering", "Keyframes", "RenderAnimSwiftUI", "RenderAnimCombine",
      "ViewLoading", "PreviewServer", .product(name: "ArgumentParser", package: "swift-argument-parser"),
    ], linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
    // `swift package render-anim …` in a package that depends on render-anim (docs/package.md).
    .plugin(
      name: "RenderAnimPlugin",
      capability: .command(
        intent: .custom(verb: "render-anim", description: "Render, preview and check SwiftUI views with render-anim"),
        permissions: [.writeToPackageDirectory(reason: "render-anim writes the videos, frames and goldens you ask for")]),
      dependencies: ["render-anim"]),
    // `make bench`: timeline sampling speed.
    .executableTarget(name: "keyframes-bench", dependencies: ["Keyframes"]),
    // `make bench`: render-anim against the encode floor.
    .executableTarget(name: "render-bench", dependencies: ["Render", "SceneFormat", "SceneLowering"]),
    // `make fuzz`: the libFuzzer target for the scene loader and evaluator.
    .executableTarget(name: "scene-fuzz", dependencies: ["SceneFormat", "SceneLowering"]),
    .testTarget(
      name: "KeyframesTests",
      dependencies: ["Keyframes", .product(name: "RealModule", package: "swift-numerics")]),
    .testTarget(
      name: "SceneTests",
      // The syntax modules: the function-length rule parses the project's sources.
      dependencies: ["SceneFormat", "SceneLowering", "Keyframes", .product(name: "RealModule", package: "swift-numerics")]
        + syntaxDependencies,
      exclude: ["BadScenes"]),
    .testTarget(name: "RenderAnimTests", exclude: ["SwiftViewGoldens"]),
    .testTarget(
      name: "SwiftUITests",
      dependencies: ["RenderAnimSwiftUI", "ViewLoading", "SceneFormat", "Keyframes", .product(name: "RealModule", package: "swift-numerics")],
      // The test views are written as a view file is compiled by default: in Swift 5 mode, as an Xcode
      // app target that has not opted into Swift 6 (docs/swift-views.md, "The main actor").
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "RenderTests",
      dependencies: ["Render", "GoldenTesting", "SceneFormat", "Keyframes", "RenderAnimSwiftUI", "ViewLoading",
                     "SceneLowering", .product(name: "RealModule", package: "swift-numerics")],
      exclude: ["Goldens", "LoweringScenes", "Samples"]),
  ]
)

// Every Swift target sees the toolchain's syntax modules, as every target sees the package's modules when
// they are built: a module that imports SwiftParser needs it again wherever it is imported.
for target in package.targets where target.type != .system && target.type != .plugin {
  target.swiftSettings = (target.swiftSettings ?? []) + syntaxSwiftSettings + pangoSwiftSettings
}
