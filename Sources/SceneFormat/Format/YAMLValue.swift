import Foundation
internal import Yams

/// A node of the scene document with its location and key path, and typed accessors that fail with a
/// ``SceneError`` pointing at the node.
struct YAMLValue {
  let node: Node
  let path: String
  let file: String

  var line: Int { node.mark?.line ?? 1 }
  var column: Int { node.mark?.column ?? 1 }

  func error(_ message: String) -> SceneError {
    SceneError(file: file, line: line, column: column, message: message, keyPath: path)
  }

  func child(_ key: String, _ node: Node) -> YAMLValue {
    YAMLValue(node: node, path: path.isEmpty ? key : "\(path).\(key)", file: file)
  }

  func element(_ i: Int, _ node: Node) -> YAMLValue {
    YAMLValue(node: node, path: "\(path)[\(i)]", file: file)
  }

  /// A scalar as written: plain scalars `true`/`false` are Booleans (YAML 1.2 core), plain numbers are
  /// numbers, `null`/`~` is null; everything else (and anything quoted) is a string.
  enum Scalar {
    case null
    case bool(Bool)
    case number(Double)
    case string(String, plain: Bool)
  }

  var scalar: Scalar? {
    guard case .scalar(let s) = node else { return nil }
    guard s.style == .plain else { return .string(s.string, plain: false) }
    switch s.string {
    case "true": return .bool(true)
    case "false": return .bool(false)
    case "null", "~", "": return .null
    default:
      let text = s.string
      if let d = Double(text), text.first.map({ $0.isNumber || $0 == "-" || $0 == "+" || $0 == "." }) == true,
        !text.lowercased().contains("inf"), !text.lowercased().contains("nan")
      {
        return .number(d)
      }
      if [".nan", ".NaN", ".inf", ".Inf", "-.inf", "-.Inf", "+.inf"].contains(text) {
        return .number(
          text.contains("nan") || text.contains("NaN") ? .nan : (text.hasPrefix("-") ? -.infinity : .infinity))
      }
      return .string(text, plain: true)
    }
  }

  var isMapping: Bool {
    if case .mapping = node { return true }
    return false
  }
  var isSequence: Bool {
    if case .sequence = node { return true }
    return false
  }

  /// The entries of a mapping, in order; duplicate keys are an error.
  func mapping() throws(SceneError) -> [(key: String, value: YAMLValue)] {
    guard case .mapping(let m) = node else { throw error("expected a mapping, got \(kindName)") }
    var seen = Set<String>()
    var result: [(String, YAMLValue)] = []
    for (k, v) in m {
      let key = YAMLValue(node: k, path: path, file: file)
      guard case .scalar(let ks) = k else { throw key.error("keys must be plain names") }
      guard seen.insert(ks.string).inserted else { throw child(ks.string, k).error("duplicate key '\(ks.string)'") }
      result.append((ks.string, child(ks.string, v)))
    }
    return result
  }

  /// A mapping with only `allowed` keys; unknown keys get a did-you-mean.
  func fields(allowed: [String]) throws(SceneError) -> [String: YAMLValue] {
    var result: [String: YAMLValue] = [:]
    for (k, v) in try mapping() {
      guard allowed.contains(k) else {
        let keyNode = keyNode(for: k) ?? v
        throw keyNode.error("unknown key '\(k)'" + DidYouMean.hint(for: k, among: allowed))
      }
      result[k] = v
    }
    return result
  }

  /// The key node of `key` (for errors pointing at the key itself).
  func keyNode(for key: String) -> YAMLValue? {
    guard case .mapping(let m) = node else { return nil }
    for (k, _) in m where k.string == key { return child(key, k) }
    return nil
  }

  func sequence() throws(SceneError) -> [YAMLValue] {
    guard case .sequence(let s) = node else { throw error("expected a list, got \(kindName)") }
    return s.enumerated().map { element($0.offset, $0.element) }
  }

  var kindName: String {
    switch node {
    case .mapping: return "a mapping"
    case .sequence: return "a list"
    case .alias: return "an alias"
    case .scalar:
      switch scalar {
      case .null: return "null"
      case .bool: return "a Boolean"
      case .number: return "a number"
      default: return "a string"
      }
    }
  }

  func number() throws(SceneError) -> Double {
    guard case .number(let d) = scalar else { throw error("expected a number, got \(kindName)") }
    guard d.isFinite else { throw error("expected a finite number, got \(d)") }
    return d
  }

  func string() throws(SceneError) -> String {
    switch scalar {
    case .string(let s, _): return s
    case .number, .bool: if case .scalar(let s) = node { return s.string }
    default: break
    }
    throw error("expected a string, got \(kindName)")
  }

  func bool() throws(SceneError) -> Bool {
    guard case .bool(let b) = scalar else { throw error("expected true or false, got \(kindName)") }
    return b
  }

  /// `[a, b]` of two numbers.
  func pair() throws(SceneError) -> (Double, Double) {
    let items = try sequence()
    guard items.count == 2 else { throw error("expected two numbers [a, b], got \(items.count) items") }
    return (try items[0].number(), try items[1].number())
  }

  /// Parses an expression in this node, mapping its errors to this node's location.
  func expression() throws(SceneError) -> Expression {
    let text = try string()
    do { return try Expression(text) } catch { throw expressionError(error) }
  }

  func expressionError(_ e: ExpressionError) -> SceneError {
    // Quoted scalars start one column later than their text.
    var quoteOffset = 0
    if case .scalar(let s) = node, s.style != .plain { quoteOffset = 1 }
    return SceneError(
      file: file, line: line, column: column + quoteOffset + e.column - 1,
      message: "\(e.message) in '\(e.quoted)'", keyPath: path)
  }
}
