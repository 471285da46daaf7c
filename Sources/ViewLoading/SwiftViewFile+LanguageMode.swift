import Foundation

extension SwiftViewFile {
  /// The Swift language mode a view file compiles in when none is asked for, as its own build would compile
  /// it: its SwiftPM target's (``PackageTarget/languageMode``), else that of the Xcode project above it when
  /// every `SWIFT_VERSION` of the project agrees, else 5 (docs/swift-views.md, The main actor).
  public static func languageMode(of path: String) -> Int {
    if let mode = PackageTarget.containing(path)?.languageMode { return mode }
    var folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
    for _ in 0..<8 {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      if let project = entries.sorted().first(where: { $0.hasSuffix(".xcodeproj") }) {
        let file = folder.appendingPathComponent(project).appendingPathComponent("project.pbxproj")
        return FileManager.default.contents(atPath: file.path).map { xcodeMode(String(decoding: $0, as: UTF8.self)) }
          ?? 5
      }
      if entries.contains("Package.swift") || entries.contains(".git") { break }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { break }
      folder = parent
    }
    return 5
  }

  /// The mode of an Xcode project's `project.pbxproj`: its `SWIFT_VERSION`s' major version when they all
  /// agree on one render-anim has, else 5.
  static func xcodeMode(_ text: String) -> Int {
    var majors: Set<Int> = []
    for line in text.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      guard trimmed.hasPrefix("SWIFT_VERSION = ") else { continue }
      let value = trimmed.dropFirst("SWIFT_VERSION = ".count).drop { $0 == "\"" }
      if let major = Int(value.prefix { $0.isNumber }) { majors.insert(major) }
    }
    guard majors.count == 1, let major = majors.first, Choice.swiftVersions.contains(major) else { return 5 }
    return major
  }
}
