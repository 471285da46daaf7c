internal import SwiftIfConfig
internal import SwiftSyntax

/// The build configuration an iPhone app's view is compiled with in Xcode (a Debug build for the iOS
/// simulator, as previews are), against which render-anim decides a view file's `#if` blocks before it
/// compiles the file on Linux (docs/swift-views.md, `#if`): `os(iOS)`, `targetEnvironment(simulator)`,
/// `arch(arm64)` and `DEBUG` hold; `canImport` holds for the modules render-anim provides (SwiftUI, UIKit,
/// Combine, Observation, Foundation); `_runtime(_ObjC)` does not, as Linux has no Objective-C runtime.
struct IPhoneBuildConfiguration: BuildConfiguration {
  /// The modules a view file can import here.
  static let importable: Set<String> = [
    "SwiftUI", "UIKit", "Combine", "Observation", "Foundation", "Dispatch", "Swift",
  ]

  func isCustomConditionSet(name: String) -> Bool { name == "DEBUG" }
  func hasFeature(name: String) -> Bool { false }
  func hasAttribute(name: String) -> Bool { true }
  func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
    importPath.first.map { Self.importable.contains($0.1) } ?? false
  }
  func isActiveTargetOS(name: String) -> Bool { name == "iOS" }
  func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
  func isActiveTargetEnvironment(name: String) -> Bool { name == "simulator" }
  func isActiveTargetRuntime(name: String) -> Bool { name == "_Native" }
  func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
  func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }
  var targetPointerBitWidth: Int { 64 }
  var targetAtomicBitWidths: [Int] { [32, 64, 128] }
  var endianness: Endianness { .little }
  var languageVersion: VersionTuple { VersionTuple(5, 10) }
  var compilerVersion: VersionTuple { VersionTuple(6, 2) }
}
