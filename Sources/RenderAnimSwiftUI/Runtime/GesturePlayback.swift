import DisplayModel
import Foundation

/// Drags and long presses played as a person makes them (docs/swift-views.md, Gestures): the finger lands
/// on the front-most view hit at the point (HitTest), and the nearest drag or long press on it or around
/// it receives the gesture. A drag moves in a straight line at a steady speed, sampled 60 times a second
/// as iOS samples touches; each sample is an event of the history at its clip time, as a tap is.
nonisolated enum GesturePlayback {
  /// Touch samples a second.
  static let sampleRate = 60.0

  /// Schedules the gesture's events on `graph` and returns what happens as the finger lands.
  static func start(_ tap: ViewTap, in graph: ViewGraph) throws(ViewError) -> () -> Void {
    guard let location = tap.location else { throw ViewError(.usage, "a drag or long press needs a point") }
    let at = String(format: "%g,%g at %.3f s", Double(location.x), Double(location.y), tap.time)
    let hits = HitTest(frames: graph.previousFrames ?? [:]).hits(
      at: (Double(location.x), Double(location.y)), in: graph.tree)
    guard let chain = hits.first?.chain else {
      throw ViewError(.usage, "\(kindName(tap)) \(at): nothing is drawn there")
    }
    if chain.contains(where: \.disabled) {
      throw ViewError(.usage, "\(kindName(tap)) \(at): \(chain.last!.path.readable) is disabled")
    }
    switch tap.gesture {
    case .tap:
      return {}
    case .drag(let to, let duration):
      // The nearest drag gesture or scroll view around the point takes the drag.
      guard let owner = chain.last(where: { $0.drag != nil || $0.scroller != nil }) else {
        throw ViewError(
          .usage, "--drag \(at): \(chain.last!.path.readable) is there and has no drag gesture or scroll view")
      }
      if owner.drag == nil, let scroller = owner.scroller {
        let horizontal = scroller.axis == .horizontal
        let distance = Double(horizontal ? to.x - location.x : to.y - location.y)
        ScrollPlayback(path: owner.path, graph: graph).play(
          distance: distance, start: tap.time, duration: duration, count: samples(duration))
        return {}
      }
      return drag(owner.path, from: location, to: to, start: tap.time, duration: duration, in: graph)
    case .longPress(let duration):
      guard let owner = chain.last(where: { $0.longPress != nil }) else {
        // A button held: pressed while the finger is down, its action as the finger lifts, as on iOS.
        if let button = chain.last(where: { $0.tap?.isButton == true }), let target = button.tap {
          graph.schedule(at: tap.time + duration) {
            let lifted = graph.node(at: button.path)?.tap
            lifted?.pressing?(false)
            lifted?.action()
          }
          return { target.pressing?(true) }
        }
        throw ViewError(
          .usage, "--long-press \(at): \(chain.last!.path.readable) is there and has no long press or button")
      }
      return longPress(owner.path, start: tap.time, duration: duration, in: graph)
    }
  }

  /// How many touch samples a drag of `duration` seconds has after the finger lands.
  static func samples(_ duration: Double) -> Int { max(Int((duration * sampleRate).rounded()), 1) }

  private static func kindName(_ tap: ViewTap) -> String {
    if case .drag = tap.gesture { return "--drag" }
    return "--long-press"
  }

  /// The drag's samples: `onChanged` once the finger is `minimumDistance` from where it landed, then at
  /// every sample; `onEnded` and the `@GestureState` resets when it lifts (if the drag began).
  private static func drag(
    _ path: ViewPath, from: CGPoint, to: CGPoint, start: Double, duration: Double,
    in graph: ViewGraph
  ) -> () -> Void {
    let frame = graph.previousFrames?[path] ?? Frame(x: 0, y: 0, width: 0, height: 0)
    let origin = (x: frame.x - frame.width / 2, y: frame.y - frame.height / 2)
    let count = samples(duration)
    let velocity = CGSize(width: (to.x - from.x) / max(duration, 1e-3), height: (to.y - from.y) / max(duration, 1e-3))
    func local(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x - origin.x, y: p.y - origin.y) }
    func value(_ k: Int, at t: Double) -> DragGesture.Value {
      let f = Double(k) / Double(count)
      let p = CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
      // Where a flick at this speed would come to rest: UIKit's normal deceleration, v × 0.998/(1 − 0.998) ms.
      let rest = CGPoint(x: p.x + velocity.width * 0.499, y: p.y + velocity.height * 0.499)
      return DragGesture.Value(
        time: RenderClock.date(t), location: local(p), startLocation: local(from), velocity: velocity,
        predictedEndLocation: local(rest))
    }
    var began = false
    // Sample times rounded to 0.1 ms, as the render clock's other events, so that the sixth of a drag
    // starting at 0.2 s is at 0.3 s, not a hair after.
    func time(_ k: Int) -> Double { ((start + Double(k) * duration / Double(count)) * 1e4).rounded() / 1e4 }
    func sample(_ k: Int) {
      let t = time(k)
      let v = value(k, at: t)
      let moved =
        (Double(v.translation.width) * Double(v.translation.width) + Double(v.translation.height)
        * Double(v.translation.height)).squareRoot()
      guard let target = graph.node(at: path)?.drag else { return }
      if !began, moved + 1e-9 >= target.minimumDistance { began = true }
      if began { target.changed.forEach { $0(v) } }
      if k == count, began {
        target.ended.forEach { $0(v) }
        target.resets.forEach { $0() }
      }
    }
    for k in 1...count { graph.schedule(at: time(k)) { sample(k) } }
    return { sample(0) }
  }

  /// The press: `onPressingChanged(true)` as the finger lands, the action once it has been down
  /// `minimumDuration` (if the press lasts that long), `onPressingChanged(false)` when it lifts.
  private static func longPress(_ path: ViewPath, start: Double, duration: Double, in graph: ViewGraph) -> () -> Void {
    guard let target = graph.node(at: path)?.longPress else { return {} }
    if duration >= target.minimumDuration {
      graph.schedule(at: start + target.minimumDuration) { graph.node(at: path)?.longPress?.action.forEach { $0() } }
    }
    graph.schedule(at: start + duration) { graph.node(at: path)?.longPress?.pressing.forEach { $0(false) } }
    return { target.pressing.forEach { $0(true) } }
  }
}

extension ViewGraph {
  /// The node at `path` in the tree the last update made.
  func node(at path: ViewPath) -> ViewNode? {
    var stack = tree
    while let n = stack.popLast() {
      if n.path == path { return n }
      stack += n.children
    }
    return nil
  }
}
