import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// The project's rules on size (docs/building.md, Formatting), over every Swift file in Sources, Tests and
/// Plugins: no function is longer than 80 lines (every function, initialiser, accessor, subscript and
/// computed property, from its `func`, `init` or name to its closing brace), and no
/// line is longer than 120 characters (string literals included, which the formatter leaves alone).
@Suite struct SourceRulesTests {
  static let limit = 80
  static let columns = 120
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

  @Test func noLineIsLongerThan120Characters() throws {
    var long: [String] = []
    for folder in ["Sources", "Tests", "Plugins"] {
      for file in try Self.swiftFiles(in: Self.root.appendingPathComponent(folder)) {
        let lines = try String(contentsOf: file, encoding: .utf8).split(
          separator: "\n", omittingEmptySubsequences: false)
        for (i, line) in lines.enumerated() where line.count > Self.columns {
          long.append("\(file.path):\(i + 1): \(line.count) characters")
        }
      }
    }
    #expect(long.isEmpty, "lines over \(Self.columns) characters:\n\(long.joined(separator: "\n"))")
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

  /// From `keyword` (the declaration's `func`, `init`, `subscript` or name: its attributes, such as a
  /// test's table of arguments, are not its length) to the declaration's last token.
  private func measure(_ node: some SyntaxProtocol, from keyword: some SyntaxProtocol, _ name: String) {
    let first = keyword.startLocation(converter: converter, afterLeadingTrivia: true).line
    let last = node.endLocation(converter: converter, afterTrailingTrivia: false).line
    if last - first + 1 > limit { found.append("\(file):\(first): \(name) (\(last - first + 1) lines)") }
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    measure(node, from: node.funcKeyword, node.name.text)
    return .visitChildren
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    measure(node, from: node.initKeyword, "init")
    return .visitChildren
  }

  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
    measure(node, from: node.subscriptKeyword, "subscript")
    return .visitChildren
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if node.accessorBlock != nil { measure(node, from: node.pattern, node.pattern.trimmedDescription) }
    return .visitChildren
  }
}
