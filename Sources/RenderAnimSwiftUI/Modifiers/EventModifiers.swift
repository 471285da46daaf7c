/// A modifier that annotates the view's nodes: a tap action, an identifier, an appearance action, a
/// transition. On a group of views (`Group`, `ForEach`, a body of several views) it annotates each, as
/// SwiftUI applies a modifier on a group to each view in it; a tap action so attached is one target.
nonisolated public struct _AnnotationModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let annotate: (inout ViewNode, ResolveContext) -> Void
  func resolve(
    content: any View, path: ViewPath, environment: ViewEnvironment, in context: ResolveContext
  ) throws(ViewError) -> [ViewNode] {
    var nodes = try context.resolve(content, path: path, environment: environment)
    for i in nodes.indices {
      annotate(&nodes[i], context)
      if nodes[i].tap != nil, nodes[i].tap?.origin == nil { nodes[i].tap?.origin = path }
    }
    return nodes
  }
}

/// `.onAppear` and `.onDisappear`: the actions registered by the modifier's own identity, for the one view
/// it modifies or once for a group of views: they run when the first of them appears and when the last is
/// gone, not while any stays (SwiftUI merges a group's callbacks so). An identity inside the modifier
/// (`.id(x).onAppear`) does not make the view appear again; one outside it (`.onAppear.id(x)`) does.
nonisolated public struct _AppearModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let action: (() -> Void)?
  var disappear: (() -> Void)? = nil
  func resolve(
    content: any View, path: ViewPath, environment: ViewEnvironment, in context: ResolveContext
  ) throws(ViewError) -> [ViewNode] {
    let nodes = try context.resolve(content, path: path, environment: environment)
    guard let graph = context.graph, !nodes.isEmpty else { return nodes }
    if let action { graph.appeared(path, action) }
    if let disappear { graph.disappears(path, disappear) }
    return nodes
  }
}

nonisolated extension View {
  func annotate(_ f: @escaping (inout ViewNode, ResolveContext) -> Void) -> ModifiedContent<Self, _AnnotationModifier> {
    modifier(_AnnotationModifier(annotate: f))
  }
  /// Runs `action` when the view is tapped `count` times in quick succession: each tap within
  /// ``ViewGraph/multiTapInterval`` of the one before (`--tap` plays taps; docs/swift-views.md, Taps).
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    annotate { node, context in
      guard count > 1, let graph = context.graph else {
        node.tap = TapTarget(action: action, isButton: false)
        return
      }
      let path = node.path
      node.tap = TapTarget(action: { if graph.completesTaps(at: path, count: count) { action() } }, isButton: false)
    }
  }
  /// Names the view for `--tap` and `sample`.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    annotate { node, _ in node.identifier = identifier }
  }
  /// Kept for API compatibility.
  public func accessibilityLabel(_ label: String) -> some View { self }
  /// Runs `action` when the view first appears (at t = 0 for the views there from the start). Written on
  /// a group of views (`ForEach`, `Group`), it runs once, when the first of them appears, as SwiftUI merges
  /// a list's appearance callbacks.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(_AppearModifier(action: action))
  }
  /// Runs `action` when the view is removed (after the update that removes it, as its removal transition
  /// begins), or for a group of views when the last of them is.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(_AppearModifier(action: nil, disappear: action))
  }
  /// Runs `action` when `value` changes (after the update that changed it), and with `initial` when the
  /// view first appears.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
    annotate { node, context in
      context.changeHandlers += 1
      guard let graph = context.graph else { return }
      let key = context.slot(node.path, "onChange")
      let first = graph.previous(key: key) == nil
      if graph.changed(key: key, to: value) || (initial && first) { graph.schedule(action) }
    }
  }
  /// Runs `action` with the old and new values when `value` changes, and with `initial` when the view first
  /// appears (the initial value as both).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some View {
    annotate { node, context in
      context.changeHandlers += 1
      guard let graph = context.graph else { return }
      let key = context.slot(node.path, "onChange")
      let old = graph.previous(key: key) as? V
      if graph.changed(key: key, to: value), let old {
        graph.schedule { action(old, value) }
      } else if initial, old == nil {
        graph.schedule { action(value, value) }
      }
    }
  }

  /// Runs `action` with a value made from the view's geometry when the view appears and whenever the
  /// value changes (SwiftUI's `onGeometryChange`, iOS 16 and later): a geometry reader behind the view.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void
  ) -> some View {
    background(GeometryReader { proxy in Color.clear.onChange(of: transform(proxy), initial: true) { action($1) } })
  }

  /// ``onGeometryChange(for:of:action:)`` with the old and the new value (the initial value as both).
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T, T) -> Void
  ) -> some View {
    background(GeometryReader { proxy in Color.clear.onChange(of: transform(proxy), initial: true, action) })
  }
  /// Runs `action` with the new value when `value` changes (the iOS 14 form).
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
    annotate { node, context in
      context.changeHandlers += 1
      guard let graph = context.graph else { return }
      if graph.changed(key: context.slot(node.path, "onChange"), to: value) { graph.schedule { action(value) } }
    }
  }
  /// Gives the view an explicit identity: a new `id` is a new view.
  public func id<ID: Hashable>(_ id: ID) -> some View { _IdentifiedView(content: self, id: AnyHashable(id)) }
}

/// `.id(_:)`: the content at a path that includes the id.
nonisolated struct _IdentifiedView<Content: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content, id: AnyHashable
  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    try context.resolve(content, path: path.appending("$\(id)"), environment: environment)
  }
}

nonisolated extension View {
  /// Shares this view's frame with the other views of `id` in `namespace`: a view inserted as another of
  /// the same id is removed moves from that one's frame; a view that is not the source takes its frame.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    annotate { node, _ in
      let matched = MatchedGeometry(
        key: "\(namespace.value)/\(id)", isSource: isSource, properties: properties, anchor: anchor,
        effectsInside: node.effects.count)
      // A view can be the source of several geometries; the one written last is the one it animates by.
      if let earlier = node.matched, earlier.isSource, isSource { node.matchedSources.append(earlier) }
      node.matched = matched
    }
  }
}

/// Which geometry a matched geometry effect shares (the frame: position and size).
nonisolated public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The position: a follower moves so that its anchor lies on the source's anchor.
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// The size: a follower is offered the source's size and takes the size it chooses for it.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// Both the position and the size (the default).
  public static let frame: MatchedGeometryProperties = [.position, .size]
}
