import Foundation
internal import SwiftOperators
internal import SwiftParser
internal import SwiftSyntax

/// A Swift expression from a scene file, parsed once with SwiftParser and evaluated by a small
/// interpreter (docs/scene-format.md).
/// ```swift
/// let e = try Expression(".spring(duration: 0.3, bounce: 0.7)")
/// try e.evaluate(in: [:], expecting: .animation)   // .animation(.spring(duration: 0.3, bounce: 0.7))
/// ```
public struct Expression: Sendable, CustomStringConvertible {
  /// The source text.
  public let source: String
  let root: ExpressionNode

  /// Parses `source`; throws with the column of the first syntax error or unsupported construct.
  public init(_ source: String) throws(ExpressionError) {
    self.source = source
    try Self.checkBrackets(source)
    var parser = Parser(source)
    let parsed = ExprSyntax.parse(from: &parser)
    let converter = SourceLocationConverter(fileName: "", tree: parsed)
    func column(_ node: some SyntaxProtocol) -> Int {
      converter.location(for: node.positionAfterSkippingLeadingTrivia).column
    }
    if source.trimmingCharacters(in: .whitespaces).isEmpty {
      throw ExpressionError(message: "empty expression", column: 1, source: source)
    }
    if parsed.hasError {
      let bad = parsed.tokens(viewMode: .all).first {
        $0.presence == .missing || $0.hasError || $0.parent?.is(UnexpectedNodesSyntax.self) == true
      }
      let at = bad.map { column($0) } ?? 1
      let what = bad.map {
        $0.presence == .missing
          ? "expected more after '\($0.previousToken(viewMode: .sourceAccurate)?.text ?? "")'"
          : "unexpected '\($0.text)'"
      }
      throw ExpressionError(
        message: "cannot parse Swift expression: \(what ?? "syntax error")", column: at, source: source)
    }
    let folded: Syntax
    do {
      folded = try OperatorTable.standardOperators.foldAll(parsed)
    } catch {
      throw ExpressionError(message: "cannot combine these operators", column: 1, source: source)
    }
    root = try Self.convert(folded, column: { column($0) }, source: source)
  }

  public var description: String { source }

  /// The deepest bracket nesting an expression may have.
  static let maximumNesting = 100

  /// Parentheses must pair up, at most ``maximumNesting`` deep, before the parser sees the text: its
  /// recovery from unclosed brackets takes time exponential in their number (found by `make fuzz`).
  static func checkBrackets(_ source: String) throws(ExpressionError) {
    var open: [(Character, Int)] = []
    var inString = false
    var escaped = false
    for (i, ch) in source.enumerated() {
      if inString {
        if escaped { escaped = false } else if ch == "\\" { escaped = true } else if ch == "\"" { inString = false }
        continue
      }
      switch ch {
      case "\"": inString = true
      case "[", "{":
        // Nothing in a scene expression is written with these, and the parser's lookahead over nested
        // ones takes time exponential in their depth (found by `make fuzz`).
        let what = ch == "[" ? "array literals and subscripts" : "closures"
        throw ExpressionError(
          message: "\(what) are not supported in expressions ('\(ch)')", column: i + 1, source: source)
      case "(":
        open.append((ch, i + 1))
        if open.count > maximumNesting {
          throw ExpressionError(
            message: "brackets nested more than \(maximumNesting) deep", column: i + 1, source: source)
        }
      case ")", "]", "}":
        guard open.popLast() != nil, ch == ")" else {
          throw ExpressionError(
            message: "cannot parse Swift expression: unexpected '\(ch)'", column: i + 1, source: source)
        }
      default: break
      }
    }
    if let (ch, column) = open.last {
      throw ExpressionError(
        message: "cannot parse Swift expression: '\(ch)' is never closed", column: column, source: source)
    }
  }

  /// The names of state (and `value`, `phase`) the expression reads.
  public var referencedNames: Set<String> { Self.names(in: root) }

  static func names(in node: ExpressionNode) -> Set<String> {
    switch node {
    case .name(let n): return [n]
    case .located(_, let n): return names(in: n)
    case .member(let b, _): return names(in: b)
    case .call(let f, let args): return args.reduce(names(in: f)) { $0.union(names(in: $1.value)) }
    case .unary(_, let a): return names(in: a)
    case .binary(_, let a, let b): return names(in: a).union(names(in: b))
    case .ternary(let a, let b, let c): return names(in: a).union(names(in: b)).union(names(in: c))
    default: return []
    }
  }

  private static func convert(
    _ syntax: Syntax, column: (Syntax) -> Int, source: String
  ) throws(ExpressionError) -> ExpressionNode {
    func fail(_ message: String, _ node: Syntax) -> ExpressionError {
      ExpressionError(message: message, column: column(node), source: source)
    }
    func sub(_ s: some SyntaxProtocol) throws(ExpressionError) -> ExpressionNode {
      try convert(Syntax(s), column: column, source: source)
    }
    let node: ExpressionNode
    if let e = syntax.as(IntegerLiteralExprSyntax.self) {
      guard let v = Double(e.literal.text.replacingOccurrences(of: "_", with: "")) else {
        throw fail("bad number '\(e.literal.text)'", syntax)
      }
      node = .number(v)
    } else if let e = syntax.as(FloatLiteralExprSyntax.self) {
      guard let v = Double(e.literal.text.replacingOccurrences(of: "_", with: "")) else {
        throw fail("bad number '\(e.literal.text)'", syntax)
      }
      node = .number(v)
    } else if let e = syntax.as(BooleanLiteralExprSyntax.self) {
      node = .bool(e.literal.text == "true")
    } else if syntax.is(NilLiteralExprSyntax.self) {
      node = .null
    } else if let e = syntax.as(StringLiteralExprSyntax.self) {
      var text = ""
      for segment in e.segments {
        guard let s = segment.as(StringSegmentSyntax.self) else {
          throw fail("string interpolation is not supported", Syntax(segment))
        }
        text += s.content.text
      }
      node = .string(text)
    } else if let e = syntax.as(DeclReferenceExprSyntax.self) {
      node = .name(e.baseName.text)
    } else if let e = syntax.as(MemberAccessExprSyntax.self) {
      let name = e.declName.baseName.text
      if let base = e.base { node = .member(try sub(base), name) } else { node = .implicitMember(name) }
    } else if let e = syntax.as(FunctionCallExprSyntax.self) {
      if e.trailingClosure != nil { throw fail("closures are not supported", syntax) }
      var args: [ExpressionNode.Argument] = []
      for a in e.arguments {
        args.append(.init(label: a.label?.text, value: try sub(a.expression), column: column(Syntax(a))))
      }
      node = .call(try sub(e.calledExpression), args)
    } else if let e = syntax.as(PrefixOperatorExprSyntax.self) {
      node = .unary(e.operator.text, try sub(e.expression))
    } else if let e = syntax.as(InfixOperatorExprSyntax.self) {
      guard let op = e.operator.as(BinaryOperatorExprSyntax.self) else {
        throw fail("unsupported operator", Syntax(e.operator))
      }
      node = .binary(op.operator.text, try sub(e.leftOperand), try sub(e.rightOperand))
    } else if let e = syntax.as(TernaryExprSyntax.self) {
      node = .ternary(try sub(e.condition), try sub(e.thenExpression), try sub(e.elseExpression))
    } else if let e = syntax.as(TupleExprSyntax.self), e.elements.count == 1, e.elements.first?.label == nil {
      return try sub(e.elements.first!.expression)
    } else {
      throw fail("unsupported expression '\(syntax.trimmedDescription)'", syntax)
    }
    return .located(column(syntax), node)
  }
}

/// An expression that cannot be parsed or evaluated: the message, and the 1-based column in the
/// expression's source where the problem is.
public struct ExpressionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong, without the place.
  public let message: String
  /// The 1-based column in `source` where the problem is.
  public let column: Int
  /// The expression's source text.
  public let source: String

  public var description: String { "\(message) in '\(quoted)' at column \(column)" }

  /// The source for messages, shortened around the column when long.
  public var quoted: String {
    guard source.count > 80 else { return source }
    let chars = Array(source)
    let start = max(0, min(column - 40, chars.count - 80))
    return (start > 0 ? "…" : "") + String(chars[start..<min(chars.count, start + 80)])
      + (start + 80 < chars.count ? "…" : "")
  }
}
