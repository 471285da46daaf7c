import RenderAnimSwiftUI
import SceneFormat

extension SceneFormat.Transition {
  /// SwiftUI's transition of a scene file's `transition`, with the same parameters.
  var anyTransition: AnyTransition {
    switch self {
    case .identity: return .identity
    case .opacity: return .opacity
    case .scale(let scale, let anchor): return .scale(scale: scale, anchor: anchor)
    case .move(let edge): return .move(edge: edge.swiftUI)
    case .offset(let x, let y): return .offset(x: x, y: y)
    case .slide: return .slide
    case .push(let edge): return .push(from: edge.swiftUI)
    case .asymmetric(let insertion, let removal):
      return .asymmetric(insertion: insertion.anyTransition, removal: removal.anyTransition)
    case .combined(let a, let b): return a.anyTransition.combined(with: b.anyTransition)
    }
  }
}

extension SceneFormat.Transition {
  /// Whether it moves the layer (`move`, `slide`, `push`).
  var moves: Bool {
    switch self {
    case .move, .slide, .push: return true
    case .asymmetric(let a, let b), .combined(let a, let b): return a.moves || b.moves
    case .identity, .opacity, .scale, .offset: return false
    }
  }

  /// Whether it scales the layer about an anchor of its frame.
  var scales: Bool {
    switch self {
    case .scale: return true
    case .asymmetric(let a, let b), .combined(let a, let b): return a.scales || b.scales
    case .identity, .opacity, .move, .offset, .slide, .push: return false
    }
  }
}

extension SceneFormat.Transition.Edge {
  /// SwiftUI's edge of the same name.
  var swiftUI: RenderAnimSwiftUI.Edge {
    switch self {
    case .leading: return .leading
    case .trailing: return .trailing
    case .top: return .top
    case .bottom: return .bottom
    }
  }
}
