import Yams

/// Bounds on the shape of a composed YAML document, checked before anything is decoded. YAML aliases
/// make a small file expand to an exponential number of nodes ("billion laughs"), and unbounded nesting
/// exhausts the stack of every recursive pass after it; both are refused with a one-line error (exit 65).
enum DocumentShape {
  /// The most nodes the document may expand to, aliases counted at every place they stand (100 000
  /// layers with their keys and modifiers stay well below it).
  static let maximumNodes = 4_000_000
  /// The deepest nesting of mappings and sequences (a group nests three levels a step).
  static let maximumDepth = 160

  /// Walks `root` without recursion, stopping at the first node past a limit.
  static func check(_ root: Node, file: String) throws(SceneError) {
    var stack: [(node: Node, depth: Int)] = [(root, 1)]
    var count = 0
    while let (node, depth) = stack.popLast() {
      count += 1
      guard count <= maximumNodes else {
        throw error(at: node, file: file, "the scene expands to more than \(maximumNodes) YAML nodes (aliases repeated at many places?)")
      }
      guard depth <= maximumDepth else {
        throw error(at: node, file: file, "the scene nests more than \(maximumDepth) levels deep")
      }
      switch node {
      case .mapping(let m):
        for (k, v) in m { stack.append((k, depth + 1)); stack.append((v, depth + 1)) }
      case .sequence(let s):
        for v in s { stack.append((v, depth + 1)) }
      case .scalar, .alias:
        break
      }
    }
  }

  private static func error(at node: Node, file: String, _ message: String) -> SceneError {
    SceneError(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1, message: message)
  }
}
