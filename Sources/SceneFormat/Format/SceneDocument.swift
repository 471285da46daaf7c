import Foundation
import Keyframes
internal import Yams

/// A scene file decoded and validated: the model before evaluation.
package struct SceneDocument: Sendable {
  package var file: String
  package var directory: URL
  package var width: Double
  package var height: Double
  package var fpsNumerator: Int
  package var fpsDenominator: Int
  /// `fps` as written (a number or "30000/1001").
  package var fpsText: String
  package var scale: Double
  package var duration: Double?
  package var background: RGBAColor
  package var state: [(String, SceneValue)]
  package var events: [EventSpec]
  package var layers: [LayerSpec]
  /// `timeline:`: the scene is a `TimelineView`; expressions read `context.date`.
  package var timeline: (schedule: TimelineSchedule, location: SourceLocation)? = nil
}

/// Decodes a scene document from YAML or JSON text (docs/scene-format.md).
struct SceneDecoder {
  let file: String
  let directory: URL
  /// `--assets` folders, searched for asset names after the scene's folder and its `Assets/`.
  var assetDirectories: [URL] = []

  func decode(_ text: String) throws(SceneError) -> SceneDocument {
    let root = YAMLValue(node: try compose(text), path: "", file: file)
    let keys = ["size", "fps", "scale", "duration", "background", "state", "events", "layers", "timeline"]
    let f = try root.fields(allowed: keys)
    guard let sizeNode = f["size"] else { throw root.error("missing required key 'size' ([width, height] in points)") }
    guard let fpsNode = f["fps"] else { throw root.error("missing required key 'fps'") }
    let (w, h) = try sizeNode.pair()
    for (v, name) in [(w, "width"), (h, "height")] where !(v > 0 && v <= 16384) {
      throw sizeNode.error("\(name) must be between 1 and 16384 points, got \(v)")
    }
    let (num, den, fpsText) = try fps(fpsNode)
    var scale = 1.0
    if let s = f["scale"] { scale = try self.scale(s, width: w, height: h) }
    if let problem = Scene.pixelLimitProblem(width: w, height: h, scale: scale) {
      throw (f["scale"] ?? sizeNode).error(problem)
    }
    var duration: Double? = nil
    if let d = f["duration"] { duration = try self.duration(d, fps: (num, den)) }
    var background = RGBAColor.white
    if let b = f["background"] { background = try color(b) }
    var state: [(String, SceneValue)] = []
    if let s = f["state"] { state = try self.state(s) }
    var timeline: (TimelineSchedule, SourceLocation)? = nil
    if let t = f["timeline"] {
      timeline = (try self.timeline(t), SourceLocation(file: file, line: t.line, column: t.column, path: t.path))
      if let taken = f["state"].flatMap({ try? $0.mapping() })?.first(where: { $0.0 == "context" }) {
        throw taken.1.error("'context' is the timeline's (TimelineView's context); rename this state")
      }
      state.append(("context", .record(["date": .number(0)])))
    }
    let names = state.map(\.0)
    var events: [EventSpec] = []
    if let e = f["events"] {
      for item in try e.sequence() { events.append(try event(item, stateNames: names, topLevel: true)) }
    }
    var layers: [LayerSpec] = []
    if let l = f["layers"] { layers = try self.layers(l, stateNames: names) }
    return SceneDocument(
      file: file, directory: directory, width: w, height: h, fpsNumerator: num, fpsDenominator: den,
      fpsText: fpsText, scale: scale, duration: duration, background: background, state: state,
      events: events, layers: layers, timeline: timeline)
  }

  /// The YAML or JSON text's root node, after the document's shape is checked.
  private func compose(_ text: String) throws(SceneError) -> Node {
    do {
      // `.basic`: no tag resolution. `YAMLValue.scalar` types plain scalars itself, and Yams' default
      // resolver compiles seven ICU regular expressions (~2 ms of start-up) for nothing.
      try DocumentShape.check(text, file: file)
      guard let n = try Yams.compose(yaml: text, .basic) else {
        throw SceneError(file: file, line: 1, column: 1, message: "the scene is empty")
      }
      return n
    } catch let e as SceneError {
      throw e
    } catch let e as YamlError {
      throw Self.yamlError(e, file: file)
    } catch {
      throw SceneError(file: file, line: 1, column: 1, message: "cannot read the scene: \(error)")
    }
  }

  /// `scale:`, pixels per point, with the canvas it makes at most 16384 pixels a side.
  private func scale(_ s: YAMLValue, width w: Double, height h: Double) throws(SceneError) -> Double {
    let scale = try s.number()
    guard scale > 0 && scale <= 16 else { throw s.error("scale must be greater than 0 and at most 16, got \(scale)") }
    guard w * scale <= 16384 && h * scale <= 16384 else {
      throw s.error("the canvas at this scale exceeds 16384 pixels")
    }
    return scale
  }

  /// `duration:` in seconds, at most a million frames at `fps` (numerator, denominator).
  private func duration(_ d: YAMLValue, fps: (Int, Int)) throws(SceneError) -> Double {
    let v = try d.number()
    guard v >= 0 else { throw d.error("duration must not be negative, got \(v)") }
    guard (v * Double(fps.0) / Double(fps.1)).rounded() <= 1_000_000 else {
      throw d.error("duration × fps is more than 1000000 frames")
    }
    return v
  }

  /// `state:`: each name a Swift identifier other than the animators' `value` and `phase`.
  private func state(_ s: YAMLValue) throws(SceneError) -> [(String, SceneValue)] {
    var state: [(String, SceneValue)] = []
    for (name, v) in try s.mapping() {
      guard name.first.map({ $0.isLetter || $0 == "_" }) == true,
        name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
      else {
        throw v.error("state name '\(name)' is not a Swift identifier")
      }
      guard !["value", "phase"].contains(name) else { throw v.error("'\(name)' is reserved for animators") }
      state.append((name, try constant(v)))
    }
    return state
  }

  /// `layers:`, at most `Scene.maximumLayers` counting the layers inside groups.
  private func layers(_ l: YAMLValue, stateNames names: [String]) throws(SceneError) -> [LayerSpec] {
    var layers: [LayerSpec] = []
    for item in try l.sequence() { layers.append(try layer(item, stateNames: names)) }
    func count(_ list: [LayerSpec]) -> Int {
      list.reduce(0) { total, layer in
        if case .group(let children) = layer.content { return total + 1 + count(children) }
        return total + 1
      }
    }
    let total = count(layers)
    guard total <= Scene.maximumLayers else {
      throw l.error("the scene has \(total) layers, more than the limit of \(Scene.maximumLayers)")
    }
    return layers
  }

  static func yamlError(_ e: YamlError, file: String) -> SceneError {
    switch e {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
      .composer(_, let problem, let mark, _):
      return SceneError(file: file, line: mark.line, column: mark.column, message: "malformed YAML/JSON: \(problem)")
    case .reader(let problem, _, _, _):
      return SceneError(file: file, line: 1, column: 1, message: "unreadable text: \(problem)")
    default:
      return SceneError(file: file, line: 1, column: 1, message: "malformed YAML/JSON: \(e)")
    }
  }

  func fps(_ node: YAMLValue) throws(SceneError) -> (Int, Int, String) {
    switch node.scalar {
    case .number(let v):
      guard v == v.rounded(), v >= 1, v <= 1000 else {
        throw node.error("fps must be a whole number from 1 to 1000, or a fraction like \"30000/1001\"; got \(v)")
      }
      return (Int(v), 1, String(Int(v)))
    case .string(let s, _):
      let parts = s.split(separator: "/").map { Int($0.trimmingCharacters(in: .whitespaces)) }
      guard parts.count == 2, let n = parts[0], let d = parts[1], n > 0, d > 0, Double(n) / Double(d) <= 1000 else {
        throw node.error("fps must be a whole number or a fraction like \"30000/1001\"; got '\(s)'")
      }
      return (n, d, s)
    default:
      throw node.error("fps must be a number, got \(node.kindName)")
    }
  }

  /// A colour: "#RGB", "#RRGGBB", "#RRGGBBAA", a SwiftUI colour name, "clear", or a Color expression.
  func color(_ node: YAMLValue) throws(SceneError) -> RGBAColor {
    let text = try node.string()
    if let c = NamedColors.parse(text) { return c }
    if text.hasPrefix("#") { throw node.error("'\(text)' is not a colour: use #RGB, #RRGGBB or #RRGGBBAA") }
    let value = try valueSpec(node, type: .color)
    guard case .color(let c) = try value.evaluate([String: SceneValue]()) else { throw node.error("expected a colour") }
    return c
  }

  /// A value known when the file is read (state initial values, animator initial values, phases).
  func constant(_ node: YAMLValue, type: ExpressionType = .any) throws(SceneError) -> SceneValue {
    try valueSpec(node, type: type).evaluate([String: SceneValue]())
  }

  /// A value that may be an expression.
  func valueSpec(_ node: YAMLValue, type: ExpressionType) throws(SceneError) -> ValueSpec {
    let location = SourceLocation(file: file, line: node.line, column: node.column, path: node.path)
    switch node.scalar {
    case .number(let d):
      guard d.isFinite else { throw node.error("expected a finite number, got \(d)") }
      if type == .angle { throw node.error("expected an angle such as .degrees(\(d)) or .radians(\(d)), got a number") }
      return .constant(.number(d), location)
    case .bool(let b): return .constant(.bool(b), location)
    case .string(let s, _):
      if type == .string { return .constant(.string(s), location) }
      if type == .color, let c = NamedColors.parse(s) { return .constant(.color(c), location) }
      if type == .color, s.hasPrefix("#") { throw node.error("'\(s)' is not a colour: use #RGB, #RRGGBB or #RRGGBBAA") }
      return ValueSpec(source: .expression(try node.expression()), type: type, location: location)
    case .null:
      if type == .animation { return .constant(.animation(nil), location) }
      throw node.error("expected a value, got null")
    case nil:
      if node.isSequence {
        let (a, b) = try node.pair()
        return .constant(type == .size ? .size(width: a, height: b) : .point(x: a, y: b), location)
      }
      throw node.error("expected a value, got \(node.kindName)")
    }
  }

  func event(_ node: YAMLValue, stateNames: [String], topLevel: Bool) throws(SceneError) -> EventSpec {
    let allowed =
      (topLevel ? ["at"] : []) + ["set", "withAnimation", "withTransaction", "completion", "completionCriteria"]
    let f = try node.fields(allowed: allowed)
    var at: Double? = nil
    if topLevel {
      guard let a = f["at"] else { throw node.error("an event needs 'at' (seconds)") }
      at = try a.number()
      guard at! >= 0 else { throw a.error("'at' must not be negative, got \(at!)") }
      guard at! <= Scene.maximumTime else {
        throw a.error("'at' must be at most \(Int(Scene.maximumTime)) seconds, got \(at!)")
      }
    }
    var set: [(String, ValueSpec)] = []
    if let s = f["set"] {
      for (name, v) in try s.mapping() {
        guard stateNames.contains(name) else {
          throw (s.keyNode(for: name) ?? v).error(
            "'\(name)' is not in state" + DidYouMean.hint(for: name, among: stateNames))
        }
        set.append((name, try valueSpec(v, type: .any)))
      }
    }
    var animation = try f["withAnimation"].map { (n: YAMLValue) throws(SceneError) in try valueSpec(n, type: .animation)
    }
    var disables = false
    if let t = f["withTransaction"] {
      guard animation == nil else { throw t.error("an event has withAnimation or withTransaction, not both") }
      let tf = try t.fields(allowed: ["animation", "disablesAnimations"])
      animation = try tf["animation"].map { (n: YAMLValue) throws(SceneError) in try valueSpec(n, type: .animation) }
      disables = try tf["disablesAnimations"]?.bool() ?? false
    }
    var criteria = AnimationCompletionCriteria.logicallyComplete
    if let c = f["completionCriteria"] {
      switch try c.string() {
      case ".logicallyComplete", "logicallyComplete": criteria = .logicallyComplete
      case ".removed", "removed": criteria = .removed
      case let other: throw c.error("completionCriteria must be .logicallyComplete or .removed, got '\(other)'")
      }
    }
    var completion: Box<EventSpec>? = nil
    if let c = f["completion"] { completion = Box(try event(c, stateNames: stateNames, topLevel: false)) }
    return EventSpec(
      at: at, set: set, animation: animation, disablesAnimations: disables, completionCriteria: criteria,
      completion: completion,
      location: SourceLocation(file: file, line: node.line, column: node.column, path: node.path))
  }
}
