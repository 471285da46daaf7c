import Foundation

extension SFSymbols {
  /// The opacity of the parts of a variable symbol above its value, relative to the lit parts. Apple
  /// publishes no number; this is how dim the SF Symbols app draws them to the eye (an approximation).
  public static let inactiveOpacity = 0.3

  /// How a variable symbol's glyph splits into the parts its value lights in order
  /// (`data/sf-symbols/variable.tsv`; docs/swift-views.md, SF Symbols, Variable value). Lengths are in
  /// units of the symbol's box, from its centre, y down.
  struct VariableParts: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
      /// Parts left to right: at level k, everything left of `ends[k]` is lit.
      case leftToRight
      /// Rings around a centre: at level k, everything within `ends[k]` of it is lit, and everything
      /// left of `left` when given (what does not vary and lies outside the rings).
      case rings(cx: Double, cy: Double, left: Double?)
    }
    var kind: Kind
    /// What is lit at each level, 0 (the parts that never vary) to the number of variable parts.
    var ends: [Double]
    /// The number of parts that vary.
    var count: Int { ends.count - 1 }
  }

  /// The variable symbols, read once from ``variableMapping``.
  static let variableTable: [String: VariableParts] = {
    var table: [String: VariableParts] = [:]
    for line in variableMapping.split(separator: "\n") {
      let cells = line.trimmingPrefix(while: { $0 == " " }).split(separator: "\t").map(String.init)
      guard cells.count == 6 else { continue }
      let ends = cells[5].split(separator: " ").compactMap { Double($0) }
      switch cells[1] {
      case "x": table[cells[0]] = VariableParts(kind: .leftToRight, ends: ends)
      default:
        guard let cx = Double(cells[2]), let cy = Double(cells[3]) else { continue }
        table[cells[0]] = VariableParts(kind: .rings(cx: cx, cy: cy, left: Double(cells[4])), ends: ends)
      }
    }
    return table
  }()

  /// The parts of `name` (with or without `.fill`), or nil when its value changes nothing here.
  static func variableParts(_ name: String) -> VariableParts? {
    if let parts = variableTable[name] { return parts }
    guard name.hasSuffix(".fill") else { return nil }
    return variableTable[String(name.dropLast(".fill".count))]
  }

  /// Whether `Image(systemName: name, variableValue:)` draws `name` differently with each value.
  public static func isVariable(_ name: String) -> Bool { variableParts(name) != nil }

  /// How many of `count` parts a variable `value` lights: a part lights once the value passes the share
  /// of the range before it, so 0 lights none, any value above 0 the first, 1 all (`ceil(value × count)`).
  public static func litParts(_ value: Double, count: Int) -> Int {
    guard value.isFinite, value > 0 else { return 0 }
    return min(count, Int((min(value, 1) * Double(count)).rounded(.up)))
  }

  /// A variable symbol's glyph `item` of a `side`-point box drawn at `value`: the whole glyph at
  /// ``inactiveOpacity``, and over it the glyph clipped to the parts the value lights.
  static func variable(_ item: DisplayItem, parts: VariableParts, value: Double, side: Double) -> DisplayContent {
    var dim = item
    dim.effects.append(DisplayEffect(.opacity(inactiveOpacity)))
    let end = parts.ends[litParts(value, count: parts.count)]
    let size = item.frameSize
    // From box units around the centre to points from the frame's top-left.
    func point(_ u: Double, _ v: Double) -> (x: Double, y: Double) {
      (size.width / 2 + u * side, size.height / 2 + v * side)
    }
    let far = 2.0
    var outline: [PathElement] = []
    switch parts.kind {
    case .leftToRight:
      outline = rectangle(point(-far, -far), point(end, far))
    case .rings(let cx, let cy, let left):
      outline = ringsAndLeft(centre: point(cx, cy), radius: end * side, left: left.map { point($0, 0).x }, size: size)
    }
    var clip = ShapeSpec(kind: .rectangle)
    clip.outline = outline
    let lit = DisplayItem(content: .group([item]), frameSize: size, effects: [DisplayEffect(.clip(clip))])
    return picture([dim, lit], size: size)
  }

  /// How a `variableColor` symbol effect lights a variable symbol's parts at one instant of its run.
  public struct VariableColoring: Sendable, Equatable {
    /// How far through the run, 0…1: at `k/(n+1)` the k-th of n parts lights.
    public var progress: Double
    /// One part at a time (`iterative`), or each part staying lit until the run ends (`cumulative`).
    public var iterative: Bool
    /// The parts not lit drawn transparent (`hideInactiveLayers`), else at ``inactiveOpacity``.
    public var hidesInactive: Bool
    /// A coloring `progress` of the way through a run.
    public init(progress: Double, iterative: Bool, hidesInactive: Bool) {
      (self.progress, self.iterative, self.hidesInactive) = (progress, iterative, hidesInactive)
    }
  }

  /// A variable symbol's glyph `item` during a `variableColor` run: the part (iterative) or the parts
  /// (cumulative) the run has reached lit, with the parts that never vary; the others dimmed or hidden.
  /// Nil at rest (progress 0 or 1): the glyph whole.
  static func variable(
    _ item: DisplayItem, parts: VariableParts, coloring: VariableColoring, side: Double
  ) -> DisplayContent? {
    guard coloring.progress > 0, coloring.progress < 1 else { return nil }
    let n = parts.count
    let reached = min(Int(coloring.progress * Double(n + 1)), n)
    let size = item.frameSize
    func point(_ u: Double, _ v: Double) -> (x: Double, y: Double) {
      (size.width / 2 + u * side, size.height / 2 + v * side)
    }
    let far = 2.0
    // The parts that never vary, then the band from the part before the lit one (iterative) or from them.
    let inner = coloring.iterative && reached > 0 ? parts.ends[reached - 1] : parts.ends[0]
    let outer = parts.ends[reached]
    var outline: [PathElement]
    switch parts.kind {
    case .leftToRight:
      outline =
        rectangle(point(-far, -far), point(parts.ends[0], far)) + rectangle(point(inner, -far), point(outer, far))
    case .rings(let cx, let cy, let left):
      let c = point(cx, cy)
      outline = ringsAndLeft(centre: c, radius: parts.ends[0] * side, left: left.map { point($0, 0).x }, size: size)
      if outer > inner {
        // A ring: the outer disc one way round and the inner the other, so that the inner is a hole.
        let (r1, r2) = (inner * side, outer * side)
        outline += [
          .move(x: c.x + r2, y: c.y), .arc(cx: c.x, cy: c.y, radius: r2, start: 0, end: 2 * .pi, clockwise: false),
          .close, .move(x: c.x + r1, y: c.y),
          .arc(cx: c.x, cy: c.y, radius: r1, start: 2 * .pi, end: 0, clockwise: true), .close,
        ]
      }
    }
    var clip = ShapeSpec(kind: .rectangle)
    clip.outline = outline
    let lit = DisplayItem(content: .group([item]), frameSize: size, effects: [DisplayEffect(.clip(clip))])
    guard !coloring.hidesInactive else { return picture([lit], size: size) }
    var dim = item
    dim.effects.append(DisplayEffect(.opacity(inactiveOpacity)))
    return picture([dim, lit], size: size)
  }

  /// A rectangle's outline from its top-left to its bottom-right corner.
  static func rectangle(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> [PathElement] {
    [.move(x: a.x, y: a.y), .line(x: b.x, y: a.y), .line(x: b.x, y: b.y), .line(x: a.x, y: b.y), .close]
  }

  /// The outline of a disc united with everything left of `left` (in the frame's points): where the
  /// line crosses the circle, the outline follows the line, then the arc right of it.
  static func ringsAndLeft(
    centre c: (x: Double, y: Double), radius r: Double, left: Double?, size: Size
  ) -> [PathElement] {
    let disc: [PathElement] = [
      .move(x: c.x + r, y: c.y), .arc(cx: c.x, cy: c.y, radius: r, start: 0, end: 2 * .pi, clockwise: false), .close,
    ]
    guard let left else { return disc }
    let top = -size.height
    let bottom = 2 * size.height
    let half = rectangle((-size.width, top), (left, bottom))
    if left >= c.x + r { return half }
    if left <= c.x - r { return half + disc }
    let angle = acos((left - c.x) / r)
    return [
      .move(x: -size.width, y: top), .line(x: left, y: top), .line(x: left, y: c.y - r * sin(angle)),
      .arc(cx: c.x, cy: c.y, radius: r, start: -angle, end: angle, clockwise: false),
      .line(x: left, y: bottom), .line(x: -size.width, y: bottom), .close,
    ]
  }
}
