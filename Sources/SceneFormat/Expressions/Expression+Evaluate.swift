import Foundation
import Keyframes

/// What an expression position expects: resolves implicit members such as `.zero` or `.bouncy`.
public enum ExpressionType: String, Sendable, Equatable {
  /// `any` expects nothing in particular (an implicit member's type is guessed from its name); each other case
  /// expects the ``SceneValue`` case of the same name (`number` a `Double` or `CGFloat`, `keyframe` a keyframe).
  case any, number, bool, string, angle, unitPoint, point, size, color, animation, spring, unitCurve, keyframe,
    transition, layout
}

/// The names an expression can read: state, `value`, `phase`.
public protocol ExpressionContext {
  /// The value of `name`, or `nil` if there is no such name.
  func lookup(_ name: String) -> SceneValue?
  /// Every name, for did-you-mean.
  var names: [String] { get }
}

extension Dictionary: ExpressionContext where Key == String, Value == SceneValue {
  public func lookup(_ name: String) -> SceneValue? { self[name] }
  public var names: [String] { Array(keys) }
}

extension Expression {
  /// Evaluates the expression.
  /// - Parameters:
  ///   - context: the names the expression reads (state, `value`, `phase`) and their values.
  ///   - expecting: the type the position expects (resolves `.zero`, `.bouncy`, …).
  ///   - keyframeValue: the value type of keyframes' `to` and velocities.
  public func evaluate(
    in context: some ExpressionContext, expecting: ExpressionType = .any,
    keyframeValue: ExpressionType = .any
  ) throws(ExpressionError) -> SceneValue {
    var evaluator = Evaluator(context: context, source: source, keyframeValue: keyframeValue)
    let value = try evaluator.eval(root, expecting, column: 1)
    return try evaluator.conform(value, to: expecting, column: 1)
  }
}

/// The interpreter.
struct Evaluator<Context: ExpressionContext> {
  let context: Context
  let source: String
  let keyframeValue: ExpressionType

  func fail(_ message: String, _ column: Int) -> ExpressionError {
    ExpressionError(message: message, column: column, source: source)
  }

  mutating func eval(
    _ node: ExpressionNode, _ expect: ExpressionType, column: Int
  ) throws(ExpressionError) -> SceneValue {
    switch node {
    case .located(let c, let inner): return try eval(inner, expect, column: c)
    case .number(let x): return .number(x)
    case .bool(let b): return .bool(b)
    case .string(let s): return .string(s)
    case .null:
      guard expect == .animation || expect == .any else { throw fail("nil is not a \(expect.rawValue)", column) }
      return .animation(nil)
    case .name(let n):
      if let v = context.lookup(n) { return v }
      if let type = Builtins.typeNames[n] {
        throw fail("'\(n)' is a type; use a member such as '\(n).\(Builtins.exampleMember(type))'", column)
      }
      throw fail(
        "unknown name '\(n)'" + DidYouMean.hint(for: n, among: context.names + Array(Builtins.typeNames.keys)), column)
    case .implicitMember(let m):
      return try Builtins.member(
        m, of: expect == .any ? Builtins.guessType(ofMember: m) : expect, column: column, evaluator: self)
    case .member(let base, let m):
      if case .name(let t) = base.bare, context.lookup(t) == nil, let type = Builtins.typeNames[t] {
        return try Builtins.member(m, of: type, column: column, evaluator: self)
      }
      let value = try eval(base, .any, column: base.column ?? column)
      switch (value, m) {
      case (.point(let x, _), "x"): return .number(x)
      case (.point(_, let y), "y"): return .number(y)
      case (.unitPoint(let p), "x"): return .number(Double(p.x))
      case (.unitPoint(let p), "y"): return .number(Double(p.y))
      case (.size(let w, _), "width"): return .number(w)
      case (.size(_, let h), "height"): return .number(h)
      case (.angle(let a), "degrees"): return .number(a.degrees)
      case (.angle(let a), "radians"): return .number(a.radians)
      default: break
      }
      guard case .record(let fields) = value else { throw fail("\(value.kind) has no member '\(m)'", column) }
      guard let field = fields[m] else {
        throw fail("no field '\(m)'" + DidYouMean.hint(for: m, among: fields.keys), column)
      }
      return field
    case .call(let callee, let args):
      return try call(callee, args, expect, column: column)
    case .unary(let op, let a):
      let v = try eval(a, expect, column: a.column ?? column)
      switch (op, v) {
      case ("-", .number(let x)): return .number(-x)
      case ("-", .angle(let x)): return .angle(.radians(-x.radians))
      case ("+", .number): return v
      case ("!", .bool(let b)): return .bool(!b)
      default: throw fail("cannot apply '\(op)' to \(v.kind)", column)
      }
    case .binary(let op, let a, let b):
      return try binary(op, a, b, expect, column: column)
    case .ternary(let c, let a, let b):
      guard case .bool(let condition) = try eval(c, .bool, column: c.column ?? column) else {
        throw fail("the condition of '?:' must be a Bool", c.column ?? column)
      }
      return condition
        ? try eval(a, expect, column: a.column ?? column) : try eval(b, expect, column: b.column ?? column)
    }
  }

  mutating func binary(
    _ op: String, _ a: ExpressionNode, _ b: ExpressionNode, _ expect: ExpressionType,
    column: Int
  ) throws(ExpressionError) -> SceneValue {
    if op == "&&" || op == "||" {
      guard case .bool(let x) = try eval(a, .bool, column: a.column ?? column) else {
        throw fail("'\(op)' needs Bool operands", column)
      }
      if op == "&&" && !x { return .bool(false) }
      if op == "||" && x { return .bool(true) }
      guard case .bool(let y) = try eval(b, .bool, column: b.column ?? column) else {
        throw fail("'\(op)' needs Bool operands", column)
      }
      return .bool(y)
    }
    let operandType: ExpressionType = ["<", ">", "<=", ">=", "==", "!="].contains(op) ? .any : expect
    if op == "==" || op == "!=" {
      // A phase named in the scene compares with `.name` or "name": `phase == .move`.
      func side(_ n: ExpressionNode) throws(ExpressionError) -> SceneValue {
        if case .implicitMember(let m) = n.bare, Builtins.guessType(ofMember: m) == .any { return .string(m) }
        let v = try eval(n, .any, column: n.column ?? column)
        if case .record(let r) = v, let name = r["__name"] { return name }
        return v
      }
      return .bool((try side(a) == side(b)) == (op == "=="))
    }
    if ["<", ">", "<=", ">="].contains(op), let (p, q) = try phaseOrder(a, b, column: column) {
      return .bool([p < q, p > q, p <= q, p >= q][["<", ">", "<=", ">="].firstIndex(of: op)!])
    }
    let x = try eval(a, operandType, column: a.column ?? column)
    let y = try eval(b, operandType, column: b.column ?? column)
    switch (x, y) {
    case (.number(let p), .number(let q)):
      switch op {
      case "+": return .number(p + q)
      case "-": return .number(p - q)
      case "*": return .number(p * q)
      case "/":
        guard q != 0 else { throw fail("division by zero", b.column ?? column) }
        return .number(p / q)
      case "%":
        guard q != 0 else { throw fail("division by zero", b.column ?? column) }
        return .number(p.truncatingRemainder(dividingBy: q))
      case "<": return .bool(p < q)
      case ">": return .bool(p > q)
      case "<=": return .bool(p <= q)
      case ">=": return .bool(p >= q)
      default: break
      }
    case (.angle(let p), .angle(let q)) where op == "+" || op == "-":
      return .angle(.radians(op == "+" ? p.radians + q.radians : p.radians - q.radians))
    case (.angle(let p), .number(let q)) where op == "*" || op == "/":
      guard op == "*" || q != 0 else { throw fail("division by zero", b.column ?? column) }
      return .angle(.radians(op == "*" ? p.radians * q : p.radians / q))
    case (.number(let p), .angle(let q)) where op == "*":
      return .angle(.radians(p * q.radians))
    case (.angle(let p), .angle(let q)) where ["<", ">", "<=", ">="].contains(op):
      let r = [p.radians < q.radians, p.radians > q.radians, p.radians <= q.radians, p.radians >= q.radians]
      return .bool(r[["<", ">", "<=", ">="].firstIndex(of: op)!])
    case (.string(let p), .string(let q)) where op == "+":
      return .string(p + q)
    default: break
    }
    throw fail("cannot apply '\(op)' to \(x.kind) and \(y.kind)", column)
  }

  /// Positions in `phases` when one side is a named phase: `phase >= .folklore`, `phase < "red"`.
  mutating func phaseOrder(
    _ a: ExpressionNode, _ b: ExpressionNode, column: Int
  ) throws(ExpressionError) -> (Double, Double)? {
    func record(_ n: ExpressionNode) throws(ExpressionError) -> [String: SceneValue]? {
      if case .implicitMember = n.bare { return nil }
      if case .string = n.bare { return nil }
      if case .record(let r) = try eval(n, .any, column: n.column ?? column), r["__index"] != nil { return r }
      return nil
    }
    let ra = try record(a)
    let rb = ra == nil ? try record(b) : nil
    guard let phase = ra ?? rb else { return nil }
    func rank(_ n: ExpressionNode) throws(ExpressionError) -> Double {
      var name: String? = nil
      if case .implicitMember(let m) = n.bare { name = m }
      if case .string(let s) = n.bare { name = s }
      if let name {
        guard case .number(let r) = phase["__rank.\(name)"] else {
          let known = phase.keys.filter { $0.hasPrefix("__rank.") }.map { String($0.dropFirst(7)) }
          throw fail(
            "'\(name)' is not one of the phases" + DidYouMean.hint(for: name, among: known), n.column ?? column)
        }
        return r
      }
      guard case .record(let r) = try eval(n, .any, column: n.column ?? column), case .number(let i) = r["__index"]
      else {
        throw fail(
          """
          a phase compares with another phase or a phase name such as \
          .\(phase.keys.first { $0.hasPrefix("__rank.") }?.dropFirst(7) ?? "name")
          """,
          n.column ?? column)
      }
      return i
    }
    guard case .number(let own) = phase["__index"] else { return nil }
    return ra != nil ? (own, try rank(b)) : (try rank(a), own)
  }

  mutating func call(
    _ callee: ExpressionNode, _ args: [ExpressionNode.Argument], _ expect: ExpressionType,
    column: Int
  ) throws(ExpressionError) -> SceneValue {
    switch callee.bare {
    case .implicitMember(let m):
      let type = expect == .any ? Builtins.guessType(ofFunction: m) : expect
      return try Builtins.callStatic(m, of: type, args, column: column, evaluator: &self)
    case .member(let base, let m):
      if case .name(let t) = base.bare, context.lookup(t) == nil, let type = Builtins.typeNames[t] {
        return try Builtins.callStatic(m, of: type, args, column: column, evaluator: &self)
      }
      let receiver = try eval(base, .any, column: base.column ?? column)
      return try Builtins.callMethod(m, on: receiver, args, column: column, evaluator: &self)
    case .name(let n):
      return try Builtins.callConstructor(n, args, column: column, evaluator: &self)
    default:
      throw fail("this cannot be called", column)
    }
  }

  /// Binds `args` to the first overload whose labels fit, evaluating each with its parameter's type.
  mutating func bind(
    _ name: String, _ overloads: [Overload], _ args: [ExpressionNode.Argument],
    column: Int
  ) throws(ExpressionError) -> SceneValue {
    let labels = args.map(\.label)
    for overload in overloads {
      guard let slots = overload.match(labels) else { continue }
      var values: [SceneValue?] = overload.parameters.map { $0.defaultValue }
      for (i, slot) in slots.enumerated() {
        let p = overload.parameters[slot]
        let v = try eval(args[i].value, p.type, column: args[i].value.column ?? args[i].column)
        values[slot] = try conform(v, to: p.type, column: args[i].value.column ?? args[i].column)
      }
      do { return try overload.make(values) } catch {
        // Builders report without a position; point at the call's first argument.
        guard error.source.isEmpty else { throw error }
        throw fail(error.message, args.first.map { $0.value.column ?? $0.column } ?? column)
      }
    }
    // No overload fits: point at the first argument whose label is wrong.
    let known = Set(overloads.flatMap { $0.parameters.compactMap(\.label) })
    for a in args {
      if let l = a.label, !known.contains(l) {
        throw fail("'\(name)' has no argument '\(l):'" + DidYouMean.hint(for: l, among: known, suffix: ":"), a.column)
      }
    }
    let forms = overloads.map { $0.spelled(name) }.joined(separator: " or ")
    throw fail("wrong arguments for '\(name)'; expected \(forms)", args.first?.column ?? column)
  }

  /// Checks (and converts where Swift would) a value against an expected type.
  func conform(_ v: SceneValue, to type: ExpressionType, column: Int) throws(ExpressionError) -> SceneValue {
    if case .number(let x) = v, !x.isFinite { throw fail("the result is not a finite number", column) }
    guard v.conforms(to: type) else { throw fail("expected \(Builtins.spelled(type)), got \(v.kind)", column) }
    return v
  }
}

extension SceneValue {
  /// Whether the value is of `type` (any value is of `.any`; an optional's `nil` is of every type).
  package func conforms(to type: ExpressionType) -> Bool {
    switch (type, self) {
    case (.any, _), (.number, .number), (.bool, .bool), (.string, .string), (.angle, .angle), (.unitPoint, .unitPoint),
      (.point, .point), (.size, .size), (.color, .color), (.animation, .animation), (.spring, .spring),
      (.unitCurve, .unitCurve), (.keyframe, .keyframe), (.transition, .transition), (.layout, .layout):
      return true
    case (_, .record(let r)) where r["__nil"] != nil:
      return true
    default:
      return false
    }
  }
}
