import Foundation
internal import SwiftIfConfig
internal import SwiftParser
internal import SwiftSyntax

/// A view file's text with its `#if` blocks decided as an iPhone build decides them
/// (``IPhoneBuildConfiguration``): each directive and each inactive clause is blanked, its line breaks
/// kept, so that the active code stands on the lines it was written on and swiftc's line numbers stay the
/// file's.
enum ActiveRegions {
  /// `text` with the inactive parts of its `#if` blocks blanked; `text` itself when it has none.
  static func resolve(_ text: String) -> String {
    guard text.contains("#if") else { return text }
    let tree = Parser.parse(source: text)
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(tree)
    guard !finder.blanks.isEmpty else { return text }
    var bytes = Array(text.utf8)
    for range in finder.blanks.sorted(by: { $0.lowerBound > $1.lowerBound }) {
      let kept = bytes[range].filter { $0 == UInt8(ascii: "\n") }
      bytes.replaceSubrange(range, with: kept)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The byte ranges to blank: every `#if`, `#elseif`, `#else` and `#endif` with its condition, and every
  /// clause that is not the active one; nested blocks of the active clause in turn.
  private final class Finder: SyntaxVisitor {
    var blanks: [Range<Int>] = []
    let configuration = IPhoneBuildConfiguration()

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
      let active = node.activeClause(in: configuration).clause
      for clause in node.clauses {
        let start = clause.positionAfterSkippingLeadingTrivia.utf8Offset
        if clause == active, let elements = clause.elements {
          blanks.append(start..<elements.positionAfterSkippingLeadingTrivia.utf8Offset)
          walk(elements)
        } else {
          blanks.append(start..<clause.endPositionBeforeTrailingTrivia.utf8Offset)
        }
      }
      let end = node.poundEndif
      blanks.append(end.positionAfterSkippingLeadingTrivia.utf8Offset..<end.endPositionBeforeTrailingTrivia.utf8Offset)
      return .skipChildren
    }
  }
}
