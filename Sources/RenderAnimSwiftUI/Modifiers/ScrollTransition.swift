/// The coordinate space a `ScrollView` names for the views inside it (`.scrollView`).
nonisolated enum ScrollViewSpace {
  static var name: AnyHashable { AnyHashable("_scrollView") }
}

/// Where a view inside a scroll view is relative to its visible region (SwiftUI's
/// `ScrollTransitionPhase`).
nonisolated public enum ScrollTransitionPhase: Sendable, Hashable {
  /// Past the top or leading edge, partly or wholly.
  case topLeading
  /// Within the visible region.
  case identity
  /// Past the bottom or trailing edge, partly or wholly.
  case bottomTrailing

  /// Whether the view is within the visible region.
  public var isIdentity: Bool { self == .identity }
  /// −1 for `.topLeading`, 0 for `.identity`, 1 for `.bottomTrailing`.
  public var value: Double {
    switch self {
    case .topLeading: -1
    case .identity: 0
    case .bottomTrailing: 1
    }
  }
}

/// How a scroll transition follows the view's place (SwiftUI's `ScrollTransitionConfiguration`).
nonisolated public struct ScrollTransitionConfiguration: Sendable {
  let interactive: Bool
  /// The animation a phase change plays with (nil: at once).
  var animation: Animation? = nil
  /// The share of the view that must be visible for its identity phase (1: all of it; 0: any of it).
  var visible = 1.0
  /// Keeps the identity phase wherever the view is (`.identity`).
  var keepsIdentity = false
  /// Follows the view as it crosses the edge of the visible region.
  public static let interactive = ScrollTransitionConfiguration(interactive: true)
  /// Changes phase when the view crosses the edge, with the default animation.
  public static let animated = ScrollTransitionConfiguration(interactive: false, animation: .default)
  /// Changes phase when the view crosses the edge, with `animation`.
  public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(interactive: false, animation: animation)
  }
  /// Does not change the view's appearance: the identity phase wherever the view is.
  public static let identity = ScrollTransitionConfiguration(interactive: false, keepsIdentity: true)

  /// When the view is in its identity phase: while at least `threshold`'s share of it is visible. An
  /// interactive transition moves from there to the view's leaving the region.
  public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
    var configuration = self
    configuration.visible = threshold.visible
    return configuration
  }

  /// How much of a view must be visible for a scroll transition's identity phase (SwiftUI's
  /// `ScrollTransitionConfiguration.Threshold`).
  public struct Threshold: Sendable {
    /// The share of the view, 0…1.
    let visible: Double
    /// All of the view (the default).
    public static let visible = Threshold(visible: 1)
    /// Any of it.
    public static let hidden = Threshold(visible: 0)
    /// `amount` of it (0…1).
    public static func visible(_ amount: Double) -> Threshold { Threshold(visible: min(max(amount, 0), 1)) }
  }

  /// The transition's progress away from the identity phase for a view `past` (0…1) beyond the edge.
  func progress(past: Double) -> Double {
    let hidden = 1 - visible  // the share past the edge at which the identity phase ends
    guard !keepsIdentity, past > hidden else { return 0 }
    return interactive ? (past - hidden) / max(1 - hidden, 1e-9) : 1
  }
}

nonisolated extension View {
  /// Applies the effects `transition` makes for the view's phase in the scroll view around it: its
  /// identity while the view is wholly in the scroll view's frame, and toward `.topLeading` (−1) or
  /// `.bottomTrailing` (1) by the share of the view past the edge (`.interactive`), or all the way once
  /// any of it is (`.animated`) — along `axis`, or the axis along which the view is cut. The scroll view
  /// is at its start until a drag scrolls it (`--drag`).
  public func scrollTransition(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
  }

  /// The same with one configuration for the views past the top or leading edge and another for those past
  /// the bottom or trailing edge.
  public func scrollTransition(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
    axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    _VisualEffectView(content: self) { proxy, scroller in
      let (phase, amount) = ScrollTransitionPhase.of(proxy.frame(in: .global), in: scroller, axis: axis)
      let identity = transition(EmptyVisualEffect(), .identity)
      let configuration = phase == .topLeading ? topLeading : bottomTrailing
      let progress = configuration.progress(past: amount)
      let effect: any VisualEffect =
        phase == .identity || progress == 0
        ? identity : _VisualEffectChain(between: identity, and: transition(EmptyVisualEffect(), phase), at: progress)
      guard !configuration.interactive else { return effect }
      // A phase change animates (an update's scroll has no animation of its own).
      return _AnimatedVisualEffect(
        base: effect, animation: configuration.animation, phase: progress > 0 ? Int(phase.value) : 0)
    }
  }
}

/// Effects whose change of phase animates with `animation` (an `.animated` scroll transition's).
nonisolated struct _AnimatedVisualEffect: VisualEffect {
  let base: any VisualEffect
  let animation: Animation?
  /// The phase the effects are for: −1, 0 or 1.
  let phase: Int
  var _effects: [_VisualEffectStep] { base._effects }
}

extension _VisualEffectChain {
  /// The effects of `a` moved `fraction` of the way to those of `b`, number by number, as SwiftUI
  /// animates a visual effect (the two closures' chains have the same effects in the same order; where
  /// they do not, `b`'s).
  init(between a: any VisualEffect, and b: any VisualEffect, at fraction: Double) {
    let (x, y) = (a._effects, b._effects)
    guard x.count == y.count, zip(x, y).allSatisfy({ $0.vector.count == $1.vector.count }) else {
      self.init(_effects: y)
      return
    }
    self.init(
      _effects: zip(x, y).map { p, q in
        _VisualEffectStep(vector: zip(p.vector, q.vector).map { $0 + ($1 - $0) * fraction }, make: q.make)
      })
  }
}

extension ScrollTransitionPhase {
  /// The phase of a view whose frame is `frame` in a scroll view whose frame is `scroller` (identity
  /// without one), and the share of the view past the edge along `axis` (or the axis it is cut along).
  static func of(_ frame: CGRect, in scroller: CGRect?, axis: Axis?) -> (ScrollTransitionPhase, Double) {
    guard let s = scroller, frame.width > 0, frame.height > 0 else { return (.identity, 0) }
    func past(_ lo: Double, _ hi: Double, _ slo: Double, _ shi: Double) -> (before: Double, after: Double) {
      let length = hi - lo
      return (min(max(slo - lo, 0), length) / length, min(max(hi - shi, 0), length) / length)
    }
    let h = past(frame.minX, frame.maxX, s.minX, s.maxX)
    let v = past(frame.minY, frame.maxY, s.minY, s.maxY)
    let along =
      axis.map { $0 == .horizontal ? h : v } ?? (max(h.before, h.after) >= max(v.before, v.after) ? h : v)
    if along.before > 0 { return (.topLeading, along.before) }
    if along.after > 0 { return (.bottomTrailing, along.after) }
    return (.identity, 0)
  }
}
