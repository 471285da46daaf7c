/// A parsed expression: our own small tree, built once from swift-syntax and evaluated many times.
indirect enum ExpressionNode: Sendable {
  case number(Double)
  case bool(Bool)
  case string(String)
  case null
  case name(String)
  /// `.name` with the type left to the context.
  case implicitMember(String)
  /// `base.name`
  case member(ExpressionNode, String)
  case call(ExpressionNode, [Argument])
  case unary(String, ExpressionNode)
  case binary(String, ExpressionNode, ExpressionNode)
  case ternary(ExpressionNode, ExpressionNode, ExpressionNode)
  /// The node with the column (1-based) where it starts in the source.
  case located(Int, ExpressionNode)

  struct Argument: Sendable {
    var label: String?
    var value: ExpressionNode
    var column: Int
  }

  /// The column of the node, if known.
  var column: Int? {
    if case .located(let c, _) = self { return c }
    return nil
  }

  /// The node without its location wrapper.
  var bare: ExpressionNode {
    if case .located(_, let n) = self { return n.bare }
    return self
  }
}
