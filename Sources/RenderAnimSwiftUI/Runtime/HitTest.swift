import DisplayModel
import Foundation

/// A tap at a point (`--tap X,Y@T`), as a person taps: the front-most view that is hit there, and the
/// nearest gesture on it or around it (docs/swift-views.md, Taps).
///
/// As in SwiftUI, views are hit where they draw: text, symbols, images, and shapes or colours that are
/// not fully transparent; a view with `.contentShape` anywhere in that shape of its frame. Views are
/// taken front to back (siblings by `zIndex`, then in the order written; children in front of their
/// parent). A view under `.allowsHitTesting(false)` or with opacity 0 is passed through. The gesture is
/// the nearest one on the view hit or on a view around it; under `.disabled(true)` the tap does nothing.
/// Geometry is the model's (the values the last update laid out, with their offsets, scales and
/// rotations), not the animation's presentation, as in SwiftUI.
nonisolated struct HitTest {
  /// A view hit at the point: the chain of nodes from the root to it.
  struct Hit {
    var chain: [ViewNode]
  }

  let frames: [ViewPath: Frame]

  /// What was hit at `point`, front-most first.
  func hits(at point: (x: Double, y: Double), in roots: [ViewNode]) -> [Hit] {
    var found: [Hit] = []
    for root in ViewNode.drawingOrder(roots, zIndex: \.drawingZIndex) {
      walk(root, parent: .identity, parentCentre: (0, 0), opacity: 1, chain: [], point: point, into: &found)
    }
    return found.reversed()
  }

  private func walk(
    _ node: ViewNode, parent: PlaneTransform, parentCentre: (Double, Double), opacity: Double,
    chain: [ViewNode], point: (x: Double, y: Double), into found: inout [Hit]
  ) {
    guard node.hitTesting, let frame = frames[node.path] else { return }
    let size = Size(width: frame.width, height: frame.height)
    let looks = Looks(modelOf: node, size: size)
    let opacity = opacity * looks.opacity
    guard opacity > 0 else { return }
    let transform = parent.concatenating(.translation(x: frame.x - parentCentre.0, y: frame.y - parentCentre.1))
      .concatenating(looks.transform)
    let chain = chain + [node]
    if let shape = node.contentShape ?? (Self.drawsInk(node) ? Self.outline(of: node) : nil),
      let local = transform.inverted?.apply(x: point.x, y: point.y), Self.contains(shape, size: size, local)
    {
      found.append(Hit(chain: chain))
    }
    for child in ViewNode.drawingOrder(node.children, zIndex: \.drawingZIndex) {
      walk(
        child, parent: transform, parentCentre: (frame.x, frame.y), opacity: opacity, chain: chain, point: point,
        into: &found)
    }
  }

  /// Whether the node draws something a finger can land on.
  static func drawsInk(_ node: ViewNode) -> Bool {
    switch node.kind {
    case .fixed, .resizableImage, .resizableSymbol: return true
    case .shape(let s):
      return (s.fill?.alpha ?? 0) > 0 || s.gradient != nil || (s.strokeColor?.alpha ?? 0) > 0 || s.strokeGradient != nil
    default: return false
    }
  }

  /// The shape a node is hit in: its own for shapes, its frame otherwise.
  static func outline(of node: ViewNode) -> ShapeSpec {
    if case .shape(let s) = node.kind { return s }
    return ShapeSpec(kind: .rectangle)
  }

  /// Whether `p` (relative to the frame's centre) is inside `shape` laid over a frame of `size`.
  static func contains(_ shape: ShapeSpec, size: Size, _ p: (x: Double, y: Double)) -> Bool {
    let hw = size.width / 2
    let hh = size.height / 2
    guard abs(p.x) <= hw, abs(p.y) <= hh else { return false }
    switch shape.kind {
    case .circle:
      let r = min(hw, hh)
      return p.x * p.x + p.y * p.y <= r * r
    case .ellipse:
      guard hw > 0, hh > 0 else { return false }
      return (p.x / hw) * (p.x / hw) + (p.y / hh) * (p.y / hh) <= 1
    case .capsule, .roundedRectangle:
      let r = shape.kind == .capsule ? min(hw, hh) : min(max(shape.cornerRadius, 0), hw, hh)
      let dx = max(abs(p.x) - (hw - r), 0)
      let dy = max(abs(p.y) - (hh - r), 0)
      return dx * dx + dy * dy <= r * r
    case .rectangle, .star, .heart:
      return true
    }
  }

  /// The tap target for a tap at `point`: the nearest gesture around the front-most view hit there, or
  /// why there is none.
  func target(at point: (x: Double, y: Double), in roots: [ViewNode]) -> Outcome {
    guard let hit = hits(at: point, in: roots).first else { return .nothing }
    guard let index = hit.chain.lastIndex(where: { $0.tap != nil }) else { return .notTappable(hit.chain.last!) }
    if hit.chain.contains(where: \.disabled) { return .disabled(hit.chain[index]) }
    return .tap(hit.chain[index].tap!)
  }

  /// What a tap at a point does: the action, or why there is none.
  enum Outcome {
    /// The gesture that runs.
    case tap(TapTarget)
    /// Nothing is drawn there.
    case nothing
    /// The view there has no gesture, nor does any view around it.
    case notTappable(ViewNode)
    /// The gesture there is disabled.
    case disabled(ViewNode)
  }
}

extension Looks {
  /// A node's modifiers at their model values (the last update's), for hit testing.
  init(modelOf node: ViewNode, size: Size) {
    self.init()
    for effect in node.effects { add(effect.kind, effect.vector, size: size) }
  }
}
