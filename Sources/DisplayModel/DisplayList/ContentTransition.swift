/// Another name for ``ContentTransition``, the transition a text layer shows a change of its string with.
public typealias TextContentTransition = ContentTransition

/// `contentTransition(_:)`: how a text layer shows a change of its string.
public enum ContentTransition: Sendable, Equatable {
  /// The new string at once.
  case identity
  /// The old string fades out as the new one fades in (`.opacity`, `.interpolate`).
  case opacity
  /// Changed characters roll: the old ones slide out and the new ones in, up (`countsDown: false`, the new
  /// ones from below) or down (`true`) whichever way the number moved, as SwiftUI's `numericText(countsDown:)`;
  /// with nil (`numericText(value:)`), up when the number grows and down when it shrinks.
  case numericText(countsDown: Bool?)
  /// A symbol replaced by another (`.contentTransition(.symbolEffect(.replace))`): the new one grows from
  /// half its size as it fades in, the old one goes as its ``SymbolReplacement`` says (Apple publishes no
  /// numbers; these are estimates). A text changes as with ``opacity``.
  case replace(SymbolReplacement = .downUp)
}

/// How a symbol's replace takes the old symbol away: SF Symbols' Down-Up, Up-Up and Off-Up.
public enum SymbolReplacement: Sendable, Equatable {
  /// The old symbol shrinks to half its size as it fades out.
  case downUp
  /// The old symbol grows to one and a half times its size as it fades out.
  case upUp
  /// The old symbol is gone at once.
  case offUp

  /// The old symbol's scale and opacity when the new one is `shown` (0 → 1) of the way in.
  public func old(shown: Double) -> (scale: Double, opacity: Double) {
    switch self {
    case .downUp: (1 - 0.5 * shown, 1 - shown)
    case .upUp: (1 + 0.5 * shown, 1 - shown)
    case .offUp: (1, 0)
    }
  }
}
