/// An instant worth marking on a curve: something happened to the scene's animations.
///
/// ```swift
/// for mark in scene.marks() where mark.kind == .removed { print(mark.time, mark.label) }
/// ```
public struct TimelineMark: Sendable, Equatable {
  /// What happened.
  public enum Kind: String, Sendable, Equatable, CaseIterable {
    /// An event of `events` ran.
    case event
    /// A completion ran.
    case completion
    /// A state value that an animator uses as its `trigger` changed.
    case trigger
    /// A keyframe of a keyframe animator ended (a boundary between keyframes).
    case keyframe
    /// A phase animator started moving to a phase.
    case phase
    /// A transaction's animation became logically complete (a spring at start + response).
    case settled
    /// Every animation on a modifier was removed: the value snaps to its target and stops.
    case removed
  }

  /// What happened.
  public var kind: Kind
  /// When, in seconds.
  public var time: Double
  /// A short description: `"trigger likeCount"`, `"phase → move"`, `"keyframe scale[1]"`.
  public var label: String
  /// The top-level layer it concerns (its index in `layers`); nil for events, which concern the scene.
  public var layer: Int?
  /// The quantity it concerns, as `sample` names values without the component (`value.scale`,
  /// `offset`); nil when it concerns the whole layer.
  public var quantity: String? = nil

  /// Creates a mark.
  public init(kind: Kind, time: Double, label: String, layer: Int? = nil, quantity: String? = nil) {
    self.kind = kind
    self.time = time
    self.label = label
    self.layer = layer
    self.quantity = quantity
  }

  /// Whether the mark belongs on the curve of the value named `name` (`value.scale`, `offset.x`) of
  /// top-level layer `layer`. Keyframe boundaries also belong on the curves of modifiers, which read the
  /// animator's value.
  public func applies(toLayer layer: Int, value name: String) -> Bool {
    guard self.layer == nil || self.layer == layer else { return false }
    guard let quantity else { return true }
    if kind == .keyframe && !name.hasPrefix("value") { return true }
    return name == quantity || name.hasPrefix(quantity + ".") || name.hasPrefix(quantity + "[")
      || name.hasPrefix(quantity + "#")
  }
}
