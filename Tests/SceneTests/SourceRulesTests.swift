import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// The project's rule that no function is longer than 80 lines (docs/building.md, Formatting): every
/// function, initialiser, accessor, subscript and computed property in Sources, Tests and Plugins, from
/// its first token after the documentation comment to its closing brace.
@Suite struct FunctionLengthTests {
  static let limit = 80
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func noFunctionIsLongerThan80Lines() throws {
    var long: [String] = []
    for folder in ["Sources", "Tests", "Plugins"] {
      for file in try Self.swiftFiles(in: Self.root.appendingPathComponent(folder)) {
        let text = try String(contentsOf: file, encoding: .utf8)
        let finder = LongFunctionFinder(file: file.path, tree: Parser.parse(source: text), limit: Self.limit)
        long += finder.found
      }
    }
    #expect(long.isEmpty, "functions over \(Self.limit) lines:\n\(long.joined(separator: "\n"))")
  }

  /// The finder itself: a 3-line function passes, an 81-line one is reported with its name and length.
  @Test func theFinderCountsLinesFromTheSignatureToTheClosingBrace() {
    let short = "/// A doc line.\nfunc f() {\n  g()\n}\n"
    let body = Array(repeating: "  g()", count: 79).joined(separator: "\n")
    let long = "/// A doc line.\nfunc tooLong(a: Int) {\n\(body)\n}\n"
    let getter = "var v: Int {\n\(body)\n}\n"
    #expect(LongFunctionFinder(file: "s", tree: Parser.parse(source: short), limit: 80).found.isEmpty)
    #expect(
      LongFunctionFinder(file: "l", tree: Parser.parse(source: long), limit: 80).found == ["l:2: tooLong (81 lines)"])
    #expect(LongFunctionFinder(file: "v", tree: Parser.parse(source: getter), limit: 80).found == ["v:1: v (81 lines)"])
  }

  static func swiftFiles(in folder: URL) throws -> [URL] {
    guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
    return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
  }
}

/// Finds the declarations with a body longer than the limit in one parsed file.
final class LongFunctionFinder: SyntaxVisitor {
  private let file: String
  private let limit: Int
  private let converter: SourceLocationConverter
  private(set) var found: [String] = []

  init(file: String, tree: SourceFileSyntax, limit: Int) {
    self.file = file
    self.limit = limit
    converter = SourceLocationConverter(fileName: file, tree: tree)
    super.init(viewMode: .sourceAccurate)
    walk(tree)
  }

  private func measure(_ node: some SyntaxProtocol, _ name: String) {
    let first = node.startLocation(converter: converter, afterLeadingTrivia: true).line
    let last = node.endLocation(converter: converter, afterTrailingTrivia: false).line
    if last - first + 1 > limit { found.append("\(file):\(first): \(name) (\(last - first + 1) lines)") }
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    measure(node, node.name.text)
    return .visitChildren
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    measure(node, "init")
    return .visitChildren
  }

  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
    measure(node, "subscript")
    return .visitChildren
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if node.accessorBlock != nil { measure(node, node.pattern.trimmedDescription) }
    return .visitChildren
  }
}
