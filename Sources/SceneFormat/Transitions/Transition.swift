import Foundation
import Keyframes

/// SwiftUI's `AnyTransition`: how a layer is drawn while it is inserted or removed.
///
/// A transition is a pair of states of a few modifiers, *active* (the layer not there) and *identity*
/// (the layer in place). Insertion animates from active to identity under the transaction's animation,
/// removal from identity to active; the layer is dropped when its removal animation ends.
/// ```yaml
/// modifiers:
///   - transition: ".asymmetric(insertion: .scale, removal: .opacity)"
/// ```
public indirect enum Transition: Sendable, Equatable, CustomStringConvertible {
  /// No change: the layer appears and disappears at once (when the animation ends, for removal).
  case identity
  /// Opacity 0 when active.
  case opacity
  /// `scaleEffect(scale, anchor:)` when active (`.scale` is `.scale(scale: 0)`).
  case scale(Double, anchor: UnitPoint)
  /// Moved by its own width or height towards `edge` when active.
  case move(Edge)
  /// Offset by `(x, y)` when active.
  case offset(x: Double, y: Double)
  /// In from the leading edge, out to the trailing edge.
  case slide
  /// In from `edge` and out towards the opposite edge, fading.
  case push(from: Edge)
  /// One transition for insertion, another for removal.
  case asymmetric(insertion: Transition, removal: Transition)
  /// Both at once.
  case combined(Transition, Transition)

  /// An edge of a layer's frame, written as SwiftUI's `Edge` (`.leading`, `.trailing`, `.top`, `.bottom`).
  public enum Edge: String, Sendable, Equatable, CaseIterable {
    /// The left (leading, as in a left-to-right layout), right (trailing), top and bottom edges.
    case leading, trailing, top, bottom

    /// The opposite edge.
    public var opposite: Edge {
      switch self {
      case .leading: return .trailing
      case .trailing: return .leading
      case .top: return .bottom
      case .bottom: return .top
      }
    }

    /// The offset that moves a frame of `size` just past this edge.
    func offset(_ size: Size) -> (x: Double, y: Double) {
      switch self {
      case .leading: return (-size.width, 0)
      case .trailing: return (size.width, 0)
      case .top: return (0, -size.height)
      case .bottom: return (0, size.height)
      }
    }
  }

  /// The transition used for insertion (`removal == false`) or removal.
  public func side(removal: Bool) -> Transition {
    switch self {
    case .asymmetric(let i, let r): return (removal ? r : i).side(removal: removal)
    case .slide: return .move(removal ? .trailing : .leading)
    case .push(let edge): return .combined(.move(removal ? edge.opposite : edge), .opacity)
    case .combined(let a, let b): return .combined(a.side(removal: removal), b.side(removal: removal))
    default: return self
    }
  }

  public var description: String {
    switch self {
    case .identity: return ".identity"
    case .opacity: return ".opacity"
    case .scale(let s, let a): return ".scale(scale: \(s), anchor: UnitPoint(x: \(a.x), y: \(a.y)))"
    case .move(let e): return ".move(edge: .\(e.rawValue))"
    case .offset(let x, let y): return ".offset(x: \(x), y: \(y))"
    case .slide: return ".slide"
    case .push(let e): return ".push(from: .\(e.rawValue))"
    case .asymmetric(let i, let r): return ".asymmetric(insertion: \(i), removal: \(r))"
    case .combined(let a, let b): return "\(a).combined(with: \(b))"
    }
  }
}
