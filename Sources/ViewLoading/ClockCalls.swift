import Foundation
internal import SwiftSyntax

/// Finds the wall-clock calls of a view file that render-anim runs on the render clock, and the text
/// each is rewritten to (docs/swift-views.md, The render clock). Foundation's and Dispatch's own names
/// cannot be replaced by a library, so the calls are: `DispatchQueue.main.asyncAfter(` and
/// `DispatchQueue.main.async(` become `RenderClock.asyncAfter(`/`RenderClock.async(`,
/// `Timer.scheduledTimer(` becomes `RenderClock.scheduledTimer(`, `Date()`, `Date.now` and an implicit
/// `.now` that is not called (`Text(.now, style: .relative)`; `.now()` is DispatchTime's) become
/// `RenderClock.date()`, `UUID()` becomes `RenderClock.uuid()` (seeded), `Task { … }` (with or without
/// `priority:`) and `Task.detached { … }` become `RenderClock.task`/`RenderClock.detached` (run on the
/// view's executor) and `Task.sleep(` becomes `RenderClock.sleep(`. On the same line, so swiftc's line
/// numbers stay the file's.
final class ClockCalls: SyntaxVisitor {
  private(set) var edits: [(range: Range<Int>, replacement: String)] = []

  static let members: [String: String] = [
    "DispatchQueue.main.asyncAfter": "RenderClock.asyncAfter",
    "DispatchQueue.main.async": "RenderClock.async",
    "Timer.scheduledTimer": "RenderClock.scheduledTimer",
    "Date.now": "RenderClock.date()",
    "Task.sleep": "RenderClock.sleep",
    "Task.detached": "RenderClock.detached",
  ]

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if let replacement = Self.members[node.trimmedDescription] {
      replace(Syntax(node), with: replacement)
      return .skipChildren
    }
    // `.now` where a `Date` is expected (`Text(.now, style: .relative)`); not `.now()`, DispatchTime's.
    if node.base == nil, node.declName.baseName.text == "now",
      node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != node.id
    {
      replace(Syntax(node), with: "RenderClock.date()")
      return .skipChildren
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self), callee.baseName.text == "Task",
      node.trailingClosure != nil || node.arguments.contains(where: { $0.label?.text == "operation" })
    {
      replace(Syntax(callee), with: "RenderClock.task")
      return .visitChildren
    }
    if node.arguments.isEmpty, node.trailingClosure == nil,
      let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    {
      switch name {
      case "Date":
        replace(Syntax(node), with: "RenderClock.date()")
        return .skipChildren
      case "UUID":
        replace(Syntax(node), with: "RenderClock.uuid()")
        return .skipChildren
      default: break
      }
    }
    return .visitChildren
  }

  private func replace(_ node: Syntax, with text: String) {
    edits.append(
      (node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset, text))
  }
}
