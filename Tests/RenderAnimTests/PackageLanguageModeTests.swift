import Foundation
import Testing

/// A view file in a package or an Xcode project compiles in the language mode its own build uses, and a
/// package target with resources has `Bundle.module` (docs/swift-views.md, "The main actor" and
/// "Packages").
@Suite(.serialized) struct PackageLanguageModeTests {
  /// A package of one target `Kit` holding `files`, with `manifest` as its `Package.swift`.
  func package(_ manifest: String, _ files: [String: String]) throws -> URL {
    let root = try RenderAnimBinary.temporaryFolder("package-mode")
    let kit = root.appendingPathComponent("Sources/Kit")
    try FileManager.default.createDirectory(at: kit, withIntermediateDirectories: true)
    try manifest.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    for (name, text) in files {
      try text.write(to: kit.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return kit
  }

  /// A button style whose `init` defaults to a main-actor value: Swift 6 isolates a default value to the
  /// style's main actor (SE-0411), Swift 5 mode calls it from a nonisolated context and refuses it.
  static let style = """
    import SwiftUI
    @MainActor enum Metrics { static func pad() -> CGFloat { 12 } }
    struct PadStyle: ButtonStyle {
      let pad: CGFloat
      init(pad: CGFloat = Metrics.pad()) { self.pad = pad }
      func makeBody(configuration: Configuration) -> some View { configuration.label.padding(pad) }
    }
    struct Padded: View {
      var body: some View { Button("Go") {}.buttonStyle(PadStyle()).offset(y: 5) }
    }
    """

  /// The same file compiles in a tools-version 6 package and stops in swiftc in a target that asks for
  /// Swift 5; `--swift-version` still decides when given.
  @Test func aPackageTargetCompilesInItsOwnMode() throws {
    let six = try package("// swift-tools-version: 6.0\n", ["Pad.swift": Self.style])
    let path = six.appendingPathComponent("Pad.swift").path
    let r = try RenderAnimBinary.runWithViewCache(["sample", path, "--view", "Padded", "--times", "0"])
    #expect(r.status == 0, "\(r.err)")
    let forced = try RenderAnimBinary.runWithViewCache([
      "sample", path, "--view", "Padded", "--times", "0", "--swift-version", "5",
    ])
    #expect(forced.status == 65 && forced.err.contains("error: call to main actor-isolated static method 'pad()'"))
    let five = try package(
      """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(name: "P", targets: [.target(name: "Kit", swiftSettings: [.swiftLanguageMode(.v5)])])
      """, ["Pad.swift": Self.style])
    let refused = try RenderAnimBinary.runWithViewCache([
      "sample", five.appendingPathComponent("Pad.swift").path, "--view", "Padded", "--times", "0",
    ])
    #expect(refused.status == 65, "\(refused.err)")
  }

  /// `Bundle.module` exists where SwiftPM makes it (a target that declares resources) and not elsewhere,
  /// and a file that declares it itself keeps its own.
  @Test func bundleModuleIsSwiftPMs() throws {
    let card = """
      import SwiftUI
      struct Card: View {
        var body: some View { Text("a", bundle: .module).offset(y: 3) }
      }
      """
    let manifest = { (resources: String) in
      "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", targets: "
        + "[.target(name: \"Kit\"\(resources))])\n"
    }
    let with = try package(manifest(", resources: [.process(\"Strings\")]"), ["Card.swift": card])
    let r = try RenderAnimBinary.runWithViewCache([
      "sample", with.appendingPathComponent("Card.swift").path, "--times", "0",
    ])
    #expect(r.status == 0, "\(r.err)")
    let without = try package(manifest(""), ["Card.swift": card])
    let refused = try RenderAnimBinary.runWithViewCache([
      "sample", without.appendingPathComponent("Card.swift").path, "--times", "0",
    ])
    #expect(refused.status == 65 && refused.err.contains("has no member 'module'"), "\(refused.err)")
    let own = try package(
      manifest(", resources: [.process(\"Strings\")]"),
      ["Card.swift": card + "\nextension Bundle { static let module = Bundle.main }\n"])
    let kept = try RenderAnimBinary.runWithViewCache([
      "sample", own.appendingPathComponent("Card.swift").path, "--times", "0",
    ])
    #expect(kept.status == 0, "\(kept.err)")
  }
}
