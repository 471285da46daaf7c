import Keyframes

/// `AnyTransition`'s members and functions, with SwiftUI's labels (docs/scene-format.md).
enum TransitionBuiltins {
  static let properties: [String: Transition] = [
    "identity": .identity, "opacity": .opacity, "scale": .scale(0, anchor: .center), "slide": .slide,
  ]

  /// Edges are written like SwiftUI's `Edge`; the interpreter reads them as unit points.
  static func edge(_ v: SceneValue?) -> Transition.Edge? {
    guard case .unitPoint(let p) = v else { return nil }
    switch (p.x, p.y) {
    case (0, 0.5): return .leading
    case (1, 0.5): return .trailing
    case (0.5, 0): return .top
    case (0.5, 1): return .bottom
    default: return nil
    }
  }

  static func transition(_ v: SceneValue?) -> Transition {
    if case .transition(let t) = v { return t }
    return .identity
  }

  static let notAnEdge = "an edge is .leading, .trailing, .top or .bottom"

  static let functions: [String: [Overload]] = [
    "scale": [
      Overload(parameters: [
        .optional("scale", .number, .number(0)), .optional("anchor", .unitPoint, .unitPoint(.center)),
      ]) { v in
        guard case .unitPoint(let anchor) = v[1]! else { return .transition(.identity) }
        return .transition(.scale(v[0]!.number, anchor: anchor))
      }
    ],
    "move": [
      Overload(parameters: [.required("edge", .unitPoint)]) { v throws(ExpressionError) in
        guard let e = edge(v[0]) else { throw ExpressionError(message: notAnEdge, column: 1, source: "") }
        return .transition(.move(e))
      }
    ],
    "push": [
      Overload(parameters: [.required("from", .unitPoint)]) { v throws(ExpressionError) in
        guard let e = edge(v[0]) else { throw ExpressionError(message: notAnEdge, column: 1, source: "") }
        return .transition(.push(from: e))
      }
    ],
    "offset": [
      Overload(parameters: [.optional("x", .number, .number(0)), .optional("y", .number, .number(0))]) { v in
        .transition(.offset(x: v[0]!.number, y: v[1]!.number))
      },
      Overload(parameters: [.required(nil, .size)]) { v in
        guard case .size(let w, let h) = v[0]! else { return .transition(.identity) }
        return .transition(.offset(x: w, y: h))
      },
    ],
    "asymmetric": [
      Overload(parameters: [.required("insertion", .transition), .required("removal", .transition)]) { v in
        .transition(.asymmetric(insertion: transition(v[0]), removal: transition(v[1])))
      }
    ],
  ]

  /// `t.combined(with:)`.
  static func methods(_ t: Transition) -> [String: [Overload]] {
    [
      "combined": [
        Overload(parameters: [.required("with", .transition)]) { v in
          .transition(.combined(t, transition(v[0])))
        }
      ]
    ]
  }
}
