/// SwiftUI's `BlurReplaceTransition`: a view inserted or removed blurs, scales and fades (iOS 17). Apple
/// documents what it does, not its numbers: here a view away from `.identity` is blurred by 20 points,
/// transparent, and at half its size, or, removed with `.upUp`, at one and a half times it
/// (docs/swift-views.md, Transitions).
nonisolated public struct BlurReplaceTransition: Transition {
  /// Which way the view scales.
  public struct Configuration: Hashable, Sendable {
    let scalesUpWhenRemoved: Bool
    /// Scales down while removed and up while inserted.
    public static let downUp = Configuration(scalesUpWhenRemoved: false)
    /// Scales up while removed and while inserted.
    public static let upUp = Configuration(scalesUpWhenRemoved: true)
  }

  /// Which way the view scales.
  public var configuration: Configuration

  /// A transition that scales as `configuration` says.
  public init(configuration: Configuration = .downUp) { self.configuration = configuration }

  public func body(content: Content, phase: TransitionPhase) -> some View {
    content
      .blur(radius: phase.isIdentity ? 0 : 20)
      .scaleEffect(scale(phase))
      .opacity(phase.isIdentity ? 1 : 0)
  }

  private func scale(_ phase: TransitionPhase) -> Double {
    switch phase {
    case .willAppear: 0.5
    case .identity: 1
    case .didDisappear: configuration.scalesUpWhenRemoved ? 1.5 : 0.5
    }
  }
}

nonisolated extension Transition where Self == BlurReplaceTransition {
  /// Blurs, scales down and fades a view removed, and the reverse for one inserted.
  public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition() }
  /// Blurs, scales and fades as `configuration` says.
  public static func blurReplace(
    _ configuration: BlurReplaceTransition.Configuration = .downUp
  )
    -> BlurReplaceTransition
  { BlurReplaceTransition(configuration: configuration) }
}
