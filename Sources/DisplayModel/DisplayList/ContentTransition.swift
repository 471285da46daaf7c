/// Another name for ``ContentTransition``, the transition a text layer shows a change of its string with.
public typealias TextContentTransition = ContentTransition

/// `contentTransition(_:)`: how a text layer shows a change of its string.
public enum ContentTransition: Sendable, Equatable {
  /// The new string at once.
  case identity
  /// The old string fades out as the new one fades in (`.opacity`, `.interpolate`).
  case opacity
  /// Changed characters roll: the old ones slide out and the new ones in, up when the number grows
  /// (down when it shrinks, or always down with `countsDown: true`).
  case numericText(countsDown: Bool?)
  /// A symbol replaced by another (`.contentTransition(.symbolEffect(.replace))`, SF Symbols' down-up
  /// replace): the old one shrinks to half its size as it fades out, the new one grows from half as it
  /// fades in (Apple publishes no numbers; these are estimates). A text changes as with ``opacity``.
  case replace
}
