import Foundation

/// A value views hand up to the views around them (SwiftUI's `PreferenceKey`): each view's value is its
/// own `.preference`, else its children's values combined in order by ``reduce(value:nextValue:)``.
nonisolated public protocol PreferenceKey {
  /// The value's type.
  associatedtype Value
  /// The value where no view in a subtree sets one.
  static var defaultValue: Value { get }
  /// Combines the value so far with the next sibling's.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

/// A preference written on a view: a value (`.preference`) or a change of its children's
/// (`.transformPreference`), for one key.
nonisolated struct PreferenceWrite {
  let key: ObjectIdentifier
  /// The view's value from its children's (nil when none of them has one).
  let apply: (Any?) -> Any
}

extension ViewNode {
  /// The value of `K` that this view hands up: its own writes over its children's values combined in order
  /// (nil when nothing in it writes `K`).
  func preference<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
    let id = ObjectIdentifier(key)
    var value: K.Value? = nil
    for child in children {
      guard let next = child.preference(key) else { continue }
      if value == nil {
        value = next
      } else {
        K.reduce(value: &value!, nextValue: { next })
      }
    }
    for write in preferences where write.key == id { value = write.apply(value) as? K.Value }
    return value
  }

  /// The value of `K` over several views, combined in order.
  static func preference<K: PreferenceKey>(_ key: K.Type, in nodes: [ViewNode]) -> K.Value {
    ViewNode(path: ViewPath("/preferences"), kind: .wrapper, children: nodes).preference(key) ?? K.defaultValue
  }
}

nonisolated extension View {
  /// Sets the view's value of `key` (the values inside it are not handed up).
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    annotate { node, _ in node.preferences.append(PreferenceWrite(key: ObjectIdentifier(key)) { _ in value }) }
  }

  /// Changes the value of `key` that the view hands up.
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    annotate { node, _ in
      node.preferences.append(
        PreferenceWrite(key: ObjectIdentifier(key)) { old in
          var value = (old as? K.Value) ?? K.defaultValue
          callback(&value)
          return value
        })
    }
  }

  /// Runs `action` with the value of `key` inside the view when the view first appears and whenever the
  /// value changes (after the update that changed it, as `onChange`).
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    annotate { node, context in
      guard let graph = context.graph else { return }
      let value = node.preference(key) ?? K.defaultValue
      let slot = context.slot(node.path, "onPreferenceChange")
      let first = graph.previous(key: slot) == nil
      if graph.changed(key: slot, to: value) || first { graph.schedule { action(value) } }
    }
  }

  /// Draws `transform`'s view of the value of `key` inside the view over it.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(
      _LayoutModifier(kind: .wrapper, name: "content", decoration: (EmptyView(), true, alignment)) {
        transform(ViewNode.preference(key, in: $0))
      })
  }

  /// Draws `transform`'s view of the value of `key` inside the view behind it.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(
      _LayoutModifier(kind: .wrapper, name: "content", decoration: (EmptyView(), false, alignment)) {
        transform(ViewNode.preference(key, in: $0))
      })
  }
}
