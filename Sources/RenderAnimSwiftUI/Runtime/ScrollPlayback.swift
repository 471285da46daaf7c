import DisplayModel
import Foundation

/// A drag played on a scroll view (docs/swift-views.md, Scrolling), as UIKit's scroll view moves under a
/// finger: once the finger is ``slop`` points from where it landed, the content follows it (past an edge
/// by a rubber band's share of the distance); when it lifts, the content goes on at the finger's speed and
/// slows down at UIKit's normal rate, bounces back from an edge it passes, or, under `.paging` and
/// `.viewAligned`, comes to rest at a page or a view. The offset is state of the scroll view, set at every
/// touch sample and every 60th of a second after, each an event of the history without animation, so
/// readers of geometry and scroll transitions see the content where it is at each.
nonisolated struct ScrollPlayback {
  /// The scroll view's node path.
  let path: ViewPath
  let graph: ViewGraph

  /// How far the finger moves before the content follows (UIKit's pan recognizer, 10 points).
  static let slop = 10.0
  /// How much of the velocity is left after each millisecond of free deceleration
  /// (`UIScrollView.DecelerationRate.normal`).
  static let decelerationRate = 0.998
  /// The same for paging and coming to rest at a view (`UIScrollView.DecelerationRate.fast`).
  static let snappingDecelerationRate = 0.99
  /// UIKit's rubber band: past an edge the content moves `(1 − 1 / (x·c / d + 1))·d` for a finger's x,
  /// where d is the scroll view's length.
  static let rubberBandCoefficient = 0.55
  /// The angular frequency of the critically damped spring that brings content back from past an edge
  /// (a spring whose response is 0.4 s).
  static let bounceFrequency = 2 * Double.pi / 0.4

  /// Free deceleration's exponent per second: velocity × e^(−k t).
  static var decay: Double { -1000 * log(decelerationRate) }
  /// The same for ``snappingDecelerationRate``.
  static var snappingDecay: Double { -1000 * log(snappingDecelerationRate) }

  /// The scroll view's length and how far its content can scroll, from the last layout.
  func bounds() -> (length: Double, maximum: Double) {
    guard let node = graph.node(at: path), let scroller = node.scroller, let extent = ScrollExtent(of: node, in: graph)
    else { return (0, 0) }
    // A navigation bar's large title takes the first points of the offset (NavigationLayout+Scrolling):
    // the content itself moves by less, in a scroll view that much taller; the offset can reach the
    // content's length less the scroll view's with the title shown (none for content that fits there).
    var taken = 0.0
    if let moved = graph.node(at: scroller.content), case .scroll(_, let inner) = moved.kind {
      taken = scroller.offset() - inner
    }
    return (extent.length, max(extent.span(extent.content).length - (extent.length - taken), 0))
  }

  func offset() -> Double { graph.node(at: path)?.scroller?.offset() ?? 0 }
  func set(_ offset: Double) { graph.node(at: path)?.scroller?.setOffset(offset) }

  /// The offset a finger moved `translation` points along the axis gives, from `start`, rubber-banded past
  /// either edge.
  static func dragged(from start: Double, by translation: Double, length: Double, maximum: Double) -> Double {
    let raw = start - translation
    func band(_ x: Double) -> Double {
      guard length > 0 else { return 0 }
      return (1 - 1 / (x * rubberBandCoefficient / length + 1)) * length
    }
    if raw < 0 { return -band(-raw) }
    if raw > maximum { return maximum + band(raw - maximum) }
    return raw
  }

  /// Schedules the drag's samples from `start` for `duration`, the finger moving `distance` points along
  /// the axis (`count` samples); then the motion after it lifts.
  func play(distance: Double, start: Double, duration: Double, count: Int) {
    let origin = offset()
    var began = false
    // The finger landing stops the content where it is, as a touch stops a decelerating scroll view.
    let touch = (graph.scrollTouches[path] ?? 0) + 1
    graph.scrollTouches[path] = touch
    func time(_ k: Int) -> Double { ((start + Double(k) * duration / Double(count)) * 1e4).rounded() / 1e4 }
    for k in 1...count {
      graph.schedule(at: time(k)) {
        guard graph.scrollTouches[path] == touch else { return }
        let moved = distance * Double(k) / Double(count)
        if !began, abs(moved) + 1e-9 >= Self.slop { began = true }
        guard began else { return }
        let (length, maximum) = bounds()
        let x = Self.dragged(
          from: origin, by: moved - Self.slop * (moved < 0 ? -1 : 1), length: length, maximum: maximum)
        set(x)
        // The release reads the layout with the last sample's offset: it runs once that update is done.
        if k == count {
          graph.schedule(at: time(k)) {
            release(at: time(k), velocity: -distance / max(duration, 1e-3), touch: touch)
          }
        }
      }
    }
  }

  /// Schedules the content's motion once the finger lifts at `t` with the content moving at `velocity`
  /// points a second (along the offset), until another `touch` lands.
  func release(at t: Double, velocity: Double, touch: Int) {
    let x0 = offset()
    let (length, maximum) = bounds()
    guard let behavior = graph.node(at: path)?.scroller?.behavior else { return }
    let motion = ScrollMotion.after(
      release: x0, velocity: velocity, maximum: maximum, length: length, behavior: behavior,
      targets: { targets(maximum: maximum) })
    let steps = Int((motion.duration * 60).rounded(.up))
    for j in 1...max(steps, 1) {
      let dt = min(Double(j) / 60, motion.duration)
      graph.schedule(at: ((t + dt) * 1e4).rounded() / 1e4) {
        guard graph.scrollTouches[path] == touch else { return }
        set(j >= steps ? motion.rest : motion.offset(dt))
      }
    }
  }

  /// Where a `.viewAligned` scroll may come to rest: each target view's leading or top edge, as an offset.
  func targets(maximum: Double) -> [Double] {
    guard let scroller = graph.node(at: path)?.scroller, let content = graph.node(at: scroller.content),
      let frames = graph.previousFrames, let whole = frames[scroller.content]
    else { return [0, maximum] }
    let horizontal = scroller.axis == .horizontal
    func lead(_ f: Frame) -> Double { horizontal ? f.x - f.width / 2 : f.y - f.height / 2 }
    var layout = content.children.first
    var stack = [content]
    while let n = stack.popLast() {
      if n.scrollTargetLayout {
        layout = n
        break
      }
      stack += n.children
    }
    // The content's own frame stays where the scroll view starts; what is in it is moved by the offset it
    // was laid out with (less what a navigation bar's large title took).
    guard case .scroll(_, let offset) = content.kind else { return [0, maximum] }
    let edges = (layout?.children ?? []).compactMap { frames[$0.path].map { lead($0) - lead(whole) + offset } }
    return edges.map { min(max($0, 0), maximum) } + [0, maximum]
  }
}
