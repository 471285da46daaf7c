import Foundation

/// A place in a view, handed up by `.anchorPreference` and read in another view's coordinates by a
/// `GeometryProxy` (`proxy[anchor]`), as SwiftUI's `Anchor`.
nonisolated public struct Anchor<Value>: Sendable {
  /// The view the anchor is in.
  let path: ViewPath
  /// Which place of the view it stands for (for equality).
  let place: String
  /// The value from the view's rectangle in the reader's coordinates.
  let value: @Sendable (CGRect) -> Value

  /// Which place of a view an anchor stands for.
  public struct Source: Sendable {
    let place: String
    let value: @Sendable (CGRect) -> Value
  }
}

extension Anchor: Equatable {
  /// Two anchors are equal when they stand for the same place of the same view.
  public static func == (a: Anchor, b: Anchor) -> Bool { a.path == b.path && a.place == b.place }
}

extension Anchor: Hashable {
  /// Hashes the view and the place.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(path)
    hasher.combine(place)
  }
}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source { .init(place: "bounds") { $0 } }
  /// A rectangle in the view's own coordinates.
  public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
    .init(place: "rect \(r)") { $0.origin == .zero ? r : r.offsetBy(dx: $0.minX, dy: $0.minY) }
  }
}

extension Anchor.Source where Value == CGPoint {
  /// A point in the view's own coordinates.
  public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
    .init(place: "point \(p)") { CGPoint(x: $0.minX + p.x, y: $0.minY + p.y) }
  }
  /// A unit point of the view (0…1 across its width and height).
  public static func unitPoint(_ u: UnitPoint) -> Anchor<CGPoint>.Source {
    .init(place: "unit \(u.x) \(u.y)") { CGPoint(x: $0.minX + u.x * $0.width, y: $0.minY + u.y * $0.height) }
  }
  /// The view's top-leading corner.
  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  /// The middle of the view's top edge.
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  /// The view's top-trailing corner.
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  /// The middle of the view's leading edge.
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  /// The view's centre.
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  /// The middle of the view's trailing edge.
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  /// The view's bottom-leading corner.
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  /// The middle of the view's bottom edge.
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  /// The view's bottom-trailing corner.
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

nonisolated extension View {
  /// Hands up `transform`'s value of an anchor at `value`'s place in this view, under `key`.
  public func anchorPreference<A, K: PreferenceKey>(
    key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    annotate { node, context in
      context.measured.insert(node.path)
      let anchor = Anchor(path: node.path, place: value.place, value: value.value)
      node.preferences.append(PreferenceWrite(key: ObjectIdentifier(K.self)) { _ in transform(anchor) })
    }
  }

  /// Changes the value of `key` the view hands up with an anchor at `value`'s place in this view.
  public func transformAnchorPreference<A, K: PreferenceKey>(
    key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> some View {
    annotate { node, context in
      context.measured.insert(node.path)
      let anchor = Anchor(path: node.path, place: value.place, value: value.value)
      node.preferences.append(
        PreferenceWrite(key: ObjectIdentifier(K.self)) { old in
          var result = (old as? K.Value) ?? K.defaultValue
          transform(&result, anchor)
          return result
        })
    }
  }
}
