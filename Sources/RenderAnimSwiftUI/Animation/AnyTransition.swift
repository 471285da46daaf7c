import Keyframes

/// How a view is inserted and removed (SwiftUI's `AnyTransition`): effects that take the view from
/// absent (progress 0) to present (progress 1).
nonisolated public struct AnyTransition: Sendable {
  /// An effect at progress p: opacity, scale, offset.
  struct Step: Sendable {
    var opacity: Double? = nil
    var scale: Double? = nil
    var scaleAnchor: UnitPoint = .center
    var offset: (x: Double, y: Double)? = nil
    /// Moves the view towards this edge by its own size (SwiftUI's `MoveTransition`), or past the
    /// canvas's edge when `offScreen` (a sheet's or dialog's slide, as UIKit presents it).
    var edge: Edge? = nil
    var offScreen = false
    /// `.modifier(active:identity:)`: the effects of the two modifiers on a view, from `active` (absent)
    /// to `identity` (present).
    var modifier: (@Sendable (ResolveContext) -> (active: [Effect], identity: [Effect]))? = nil
    /// `.modifier(active:identity:)`: the view in its `identity` modifier, as it stays while present.
    var identity: (@Sendable (AnyView) -> AnyView)? = nil
  }
  var insertion: [Step]
  var removal: [Step]
  /// Whether insertion and removal are the same modifiers: a removal during the insertion then animates
  /// those modifiers on from where they are (one presence, its animations combined), where an asymmetric
  /// transition's insertion plays on under its removal.
  var symmetric: Bool
  /// The animations the transition's own ``animation(_:)`` gave its insertion and its removal, which
  /// override the transaction's; nil where the transaction's plays (none: the view appears or goes at once).
  var insertionAnimation: Animation?
  var removalAnimation: Animation?

  init(_ steps: [Step]) {
    insertion = steps
    removal = steps
    symmetric = true
  }
  init(insertion: [Step], removal: [Step], symmetric: Bool = false) {
    self.insertion = insertion
    self.removal = removal
    self.symmetric = symmetric
  }

  /// Fades in and out.
  public static let opacity = AnyTransition([Step(opacity: 0)])
  /// Appears at once.
  public static let identity = AnyTransition([])
  /// Scales from 0.
  public static let scale = AnyTransition([Step(scale: 0)])
  /// Slides in from the leading edge, out to the trailing edge.
  public static let slide = AnyTransition(insertion: [Step(edge: .leading)], removal: [Step(edge: .trailing)])
  /// Scales from `scale` about `anchor`.
  public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition([Step(scale: scale, scaleAnchor: anchor)])
  }
  /// Moves in from and out to `edge`: by the view's own size, towards that edge of the view.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition([Step(edge: edge)]) }
  /// Moves in from and out past `edge` of the canvas (a presentation's slide, as UIKit's).
  static func moveOffScreen(edge: Edge) -> AnyTransition { AnyTransition([Step(edge: edge, offScreen: true)]) }
  /// Moves in from `edge` and out towards the opposite edge, fading in and out (SwiftUI's `push(from:)`).
  public static func push(from edge: Edge) -> AnyTransition {
    let opposite: Edge =
      switch edge {
      case .top: .bottom
      case .bottom: .top
      case .leading: .trailing
      case .trailing: .leading
      }
    return AnyTransition(
      insertion: [Step(edge: edge), Step(opacity: 0)], removal: [Step(edge: opposite), Step(opacity: 0)])
  }
  /// Moves by an offset.
  public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition { AnyTransition([Step(offset: (x, y))]) }
  /// Moves by an offset.
  public static func offset(_ offset: CGSize) -> AnyTransition {
    .offset(x: Double(offset.width), y: Double(offset.height))
  }
  /// Different transitions for insertion and removal.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    var both = AnyTransition(insertion: insertion.insertion, removal: removal.removal)
    both.insertionAnimation = insertion.insertionAnimation
    both.removalAnimation = removal.removalAnimation
    return both
  }
  /// Both transitions at once. One presence animates them both: where the two have animations of their own,
  /// this one's plays for both.
  public func combined(with other: AnyTransition) -> AnyTransition {
    var both = AnyTransition(
      insertion: insertion + other.insertion, removal: removal + other.removal,
      symmetric: symmetric && other.symmetric)
    both.insertionAnimation = insertionAnimation ?? other.insertionAnimation
    both.removalAnimation = removalAnimation ?? other.removalAnimation
    return both
  }
  /// A transition between two states of a modifier: `active` while the view is absent, `identity` when
  /// it is present. The view is drawn in its `identity` modifier, as SwiftUI keeps it while the view is
  /// there (what that modifier adds — an overlay, its own state and `onAppear` — comes with the view), and
  /// the two modifiers' render effects that differ (offset, scale, rotation, opacity, blur…) are
  /// interpolated over it as the view comes and goes.
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    // The two modifiers, type-erased outside the closure (which keeps no generic type of its own).
    let views = Unchecked(value: (Color.clear.modifier(active) as any View, Color.clear.modifier(identity) as any View))
    let wrap: (AnyView) -> AnyView = { view in AnyView(view.modifier(identity)) }
    let present = Unchecked(value: wrap)
    return AnyTransition([
      Step(
        modifier: { context in
          let (a, i) = views.value as! (any View, any View)
          func effects(_ view: any View) -> [Effect] {
            let probe = ResolveContext(
              mode: .probe, time: context.time, measurer: context.measurer, store: StateStore(), assetDirectories: [])
            let nodes = (try? probe.resolve(view, path: ViewPath("/transition"), environment: ViewEnvironment())) ?? []
            return mainEffects(nodes)
          }
          return (effects(a), effects(i))
        }, identity: { view in (present.value as! (AnyView) -> AnyView)(view) })
    ])
  }

  /// The effects of `nodes` and of the views they show as their main content (an overlay's or background's
  /// view): those of a modifier that also adds views around its content.
  private static func mainEffects(_ nodes: [ViewNode]) -> [Effect] {
    nodes.flatMap { node -> [Effect] in
      guard case .layered(let main, _) = node.kind, main < node.children.count else { return node.effects }
      return node.effects + mainEffects([node.children[main]])
    }
  }

  /// `view` in the identity modifiers of the transition's `.modifier(active:identity:)` parts, the
  /// insertion's first (a symmetric transition's removal is its insertion).
  func presenting(_ view: AnyView) -> AnyView {
    let steps = insertion + (symmetric ? [] : removal)
    return steps.reduce(view) { view, step in step.identity?(view) ?? view }
  }

  /// Whether the transition keeps its view in a modifier while it is present.
  var presents: Bool { (insertion + removal).contains { $0.identity != nil } }

  /// This transition with its own animation: its insertion and removal play with `animation` whatever the
  /// transaction's (with none, a view inserted outside `withAnimation` still transitions in). An animation
  /// the transition already has (written closer to it) stays.
  public func animation(_ animation: Animation?) -> AnyTransition {
    var animated = self
    animated.insertionAnimation = insertionAnimation ?? animation
    animated.removalAnimation = removalAnimation ?? animation
    return animated
  }
}
