import Foundation
internal import SwiftParser
internal import SwiftSyntax

/// What render-anim reads of a Swift package's manifest (`Package.swift`), without running it: the
/// language mode each target's files compile in, and which targets declare resources (for which SwiftPM
/// generates `Bundle.module`), as `swift build` decides them (docs/swift-views.md, Packages).
///
/// ```swift
/// let manifest = PackageManifest(text: "// swift-tools-version: 6.0\n…")
/// manifest.languageMode(of: "Kit")  // 6, unless the target or the package asks for .v5
/// ```
public struct PackageManifest: Sendable, Equatable {
  /// The major version of the `// swift-tools-version:` line, or `nil` when the first line is not one.
  public var toolsMajor: Int?
  /// The package's `swiftLanguageModes:` (or the older `swiftLanguageVersions:`), as major versions.
  public var packageModes: [Int]
  /// Each target's `swiftLanguageMode(.vN)` (or `swiftLanguageVersion`) setting, by name.
  public var targetModes: [String: Int]
  /// The targets that declare `resources:`.
  public var targetsWithResources: Set<String>

  /// Reads the manifest's text.
  public init(text: String) {
    let first = text.prefix { $0 != "\n" }
    if let range = first.range(of: "swift-tools-version:") {
      let version = first[range.upperBound...].drop { $0 == " " }
      toolsMajor = Int(version.prefix { $0.isNumber })
    } else {
      toolsMajor = nil
    }
    let reader = ManifestReader(viewMode: .sourceAccurate)
    reader.walk(Parser.parse(source: text))
    packageModes = reader.packageModes
    targetModes = reader.targetModes
    targetsWithResources = reader.targetsWithResources
  }

  /// The manifest of the package whose root is `folder`, or `nil` when it has no readable `Package.swift`.
  public init?(packageRoot folder: URL) {
    let url = folder.appendingPathComponent("Package.swift")
    guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
    self.init(text: String(decoding: data, as: UTF8.self))
  }

  /// The language mode `target`'s files compile in: the target's own setting, else the highest of the
  /// package's modes this compiler has (5 or 6), else 6 from tools version 6 on and 5 before, as SwiftPM
  /// decides.
  public func languageMode(of target: String) -> Int {
    if let mode = targetModes[target] { return mode }
    if let mode = packageModes.filter(SwiftViewFile.Choice.swiftVersions.contains).max() { return mode }
    return (toolsMajor ?? 5) >= 6 ? 6 : 5
  }
}

/// Walks a manifest for the calls that set language modes and resources.
private final class ManifestReader: SyntaxVisitor {
  var packageModes: [Int] = []
  var targetModes: [String: Int] = [:]
  var targetsWithResources: Set<String> = []

  override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let callee = call.calledExpression.trimmedDescription
    if callee == "Package" {
      for argument in call.arguments
      where ["swiftLanguageModes", "swiftLanguageVersions"].contains(argument.label?.text) {
        packageModes = Self.modes(in: argument.expression)
      }
    } else if callee.hasSuffix("arget"), let name = Self.name(of: call) {
      for argument in call.arguments {
        switch argument.label?.text {
        case "resources": targetsWithResources.insert(name)
        case "swiftSettings": if let mode = Self.modes(in: argument.expression).last { targetModes[name] = mode }
        default: break
        }
      }
    }
    return .visitChildren
  }

  /// A target call's `name:` string.
  private static func name(of call: FunctionCallExprSyntax) -> String? {
    guard let argument = call.arguments.first(where: { $0.label?.text == "name" }),
      let literal = argument.expression.as(StringLiteralExprSyntax.self)
    else { return nil }
    return literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
  }

  /// The major versions named in an expression: `.v5`, `.v6`, in a mode setting (`.swiftLanguageMode(.v6)`)
  /// or a list (`[.v5, .v6]`).
  private static func modes(in expression: ExprSyntax) -> [Int] {
    final class Finder: SyntaxVisitor {
      var modes: [Int] = []
      override func visit(_ member: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = member.declName.baseName.text
        if name.hasPrefix("v"), let major = Int(name.dropFirst().prefix { $0.isNumber }) { modes.append(major) }
        return .visitChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(expression)
    return finder.modes
  }
}
