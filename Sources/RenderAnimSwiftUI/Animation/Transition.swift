/// A transition written as a view of its phase (SwiftUI's iOS 17 `Transition`): `body(content:phase:)`
/// is the view at `.willAppear` before an insertion, at `.identity` while present, and at `.didDisappear`
/// after a removal. An insertion animates the effects of the `.willAppear` body into those of the
/// `.identity` one, and a removal those of `.identity` into `.didDisappear`, with the change's transaction,
/// as ``AnyTransition/modifier(active:identity:)`` does (docs/swift-views.md, Transitions).
@MainActor @preconcurrency public protocol Transition {
  /// The view a phase makes.
  associatedtype Body: View
  /// The view the transition is applied to.
  typealias Content = PlaceholderContentView<Self>
  /// The view in `phase`.
  @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
  /// What the transition does (`hasMotion`).
  static var properties: TransitionProperties { get }
}

nonisolated extension Transition {
  /// A transition with motion.
  public static var properties: TransitionProperties { TransitionProperties() }

  /// This transition and `other` at once: `other`'s effects around this one's.
  public func combined<T: Transition>(with other: T) -> some Transition {
    CombinedTransition(first: self, second: other)
  }
}

/// Where a view is in its transition (SwiftUI's `TransitionPhase`).
nonisolated public enum TransitionPhase: Hashable, Sendable {
  /// Before an insertion.
  case willAppear
  /// Present.
  case identity
  /// After a removal.
  case didDisappear

  /// Whether the view is present.
  public var isIdentity: Bool { self == .identity }
  /// The phase as a number: −1 before appearing, 0 present, 1 after disappearing.
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}

/// What a transition does (SwiftUI's `TransitionProperties`).
nonisolated public struct TransitionProperties: Sendable {
  /// Whether it moves the view (Reduce Motion, off here, would replace it).
  public var hasMotion: Bool
  /// Properties with or without motion.
  public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

extension PlaceholderContentView {
  /// `content` as a ``Transition``'s body receives it, resolved where the body places it.
  init(content: any View) {
    self.init { (path: ViewPath, context: ResolveContext, environment: ViewEnvironment) throws(ViewError) in
      try context.resolve(content, path: path, environment: environment)
    }
  }
}

/// Two transitions at once.
nonisolated struct CombinedTransition<First: Transition, Second: Transition>: Transition {
  let first: First
  let second: Second
  func body(content: Content, phase: TransitionPhase) -> some View {
    // Bodies run on the graph's thread (mainActorBody).
    let inner = mainActorBody((first, content, phase)) {
      $0.0.body(content: PlaceholderContentView(content: $0.1), phase: $0.2)
    }
    return mainActorBody((second, inner, phase)) {
      $0.0.body(content: PlaceholderContentView(content: $0.1), phase: $0.2)
    }
  }
}

/// One phase of a ``Transition``, as a modifier.
nonisolated struct TransitionPhaseModifier<T: Transition>: ViewModifier {
  let transition: T
  let phase: TransitionPhase
  func body(content: Content) -> some View {
    // Bodies run on the graph's thread (mainActorBody).
    mainActorBody((transition, content, phase)) {
      $0.0.body(content: PlaceholderContentView(content: $0.1), phase: $0.2)
    }
  }
}

nonisolated extension AnyTransition {
  /// A ``Transition`` as a type-erased transition: inserted from `.willAppear` to `.identity`, removed
  /// from `.identity` to `.didDisappear`.
  public init<T: Transition>(_ transition: T) {
    func phase(_ p: TransitionPhase) -> TransitionPhaseModifier<T> {
      TransitionPhaseModifier(transition: transition, phase: p)
    }
    self = .asymmetric(
      insertion: .modifier(active: phase(.willAppear), identity: phase(.identity)),
      removal: .modifier(active: phase(.didDisappear), identity: phase(.identity)))
    // One `.identity` phase presents the view: the removal's is the insertion's.
    for i in removal.indices { removal[i].identity = nil }
  }
}

nonisolated extension View {
  /// Inserts and removes this view with `transition` (an iOS 17 ``Transition``).
  public func transition<T: Transition>(_ transition: T) -> some View { self.transition(AnyTransition(transition)) }
}
