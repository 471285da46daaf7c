import DisplayModel
import Keyframes

/// A stack's bound path (`NavigationStack(path:)`) without its type: its values, and how to push and pop.
nonisolated struct NavigationPathBinding {
  let values: () -> [AnyHashable]
  let push: (AnyHashable) -> Void
  let pop: () -> Void
}

/// The views a navigation stack shows: its root under its bar, and over it each pushed view under a bar
/// of its own with a back button, sliding in from the trailing edge (docs/swift-views.md, Navigation).
///
/// What is pushed, bottom first: the views `.navigationDestination(isPresented:)` and `(item:)` push,
/// then the stack's path (bound, or its own state when none is bound; `NavigationLink`s append to it),
/// each value drawn by the first `.navigationDestination(for:)` of its type found in the views below it.
/// A push or pop animates with the presentations' spring whatever the change's transaction, as UIKit's
/// navigation controller animates it: the covered level moves a third of the way out and is shaded.
nonisolated struct NavigationPush {
  let stackPath: ViewPath
  let bound: NavigationPathBinding?
  let context: ResolveContext

  func resolve(root: some View, environment: ViewEnvironment) throws(ViewError) -> [ViewNode] {
    // The stack's own pushed targets, state kept by its identity (links push views onto it, and values
    // when no path is bound).
    let own = State<[NavigationTarget]>(wrappedValue: [])
    own.bind(key: StateKey(view: stackPath, property: "#pushed"), store: context.store)
    let bound = self.bound
    var env = environment
    env.navigationPush = { target in
      switch target {
      case .none: break
      case .value(let v) where bound != nil: bound?.push(v)
      default: own.wrappedValue.append(target)
      }
    }
    let content = try context.resolve(root, path: stackPath.appending("root"), environment: env)
    let bar = NavigationBarItems.collect(content)

    // Each pushed level, bottom first: what it shows and how it is popped.
    var levels: [(target: NavigationTarget, pop: () -> Void)] = bar.pushed.map { (.view($0.view), $0.pop) }
    for v in bound?.values() ?? [] { levels.append((.value(v), { bound?.pop() })) }
    for t in own.wrappedValue { levels.append((t, { own.wrappedValue.removeLast() })) }
    // A push or a pop now: the levels it covers or uncovers move with the push's spring too.
    let moving = context.graph?.changed(key: stackPath.description + "#levels", to: levels.count) ?? false
    let push = Transaction(animation: _PresentationModifier.animation)
    var layers = try resolveCovered(
      NavigationLayout(bar: bar, content: content), covered: !levels.isEmpty, moving: moving,
      path: stackPath.appending("bar"), environment: env)

    var pushed: [ViewNode] = []
    var previous = bar
    var destinations = bar.destinations
    for (i, level) in levels.enumerated() {
      let view: AnyView
      switch level.target {
      case .view(let v): view = v
      case .value(let v):
        // A value no destination draws pushes nothing, as SwiftUI draws nothing for it.
        guard let made = destinations.lazy.compactMap({ $0(v) }).first else { continue }
        view = made
      case .none: continue
      }
      let made = try resolveLevel(
        view, index: i, pop: level.pop, previous: previous, covered: i < levels.count - 1, moving: moving,
        environment: env)
      pushed += made.nodes
      previous = made.bar
      destinations += made.bar.destinations
    }
    // Only the top level can be tapped: the pushed views cover the ones below them.
    if !pushed.isEmpty {
      for i in layers.indices { layers[i].hitTesting = false }
      for i in pushed.indices.dropLast() { pushed[i].hitTesting = false }
    }
    var holder = ViewNode(
      path: stackPath.appending("pushed"), kind: .stack(.depth, alignment: .center, spacing: 0), children: pushed)
    if moving { holder.layoutTransaction = push }
    return [
      ViewNode(path: stackPath, kind: .stack(.depth, alignment: .center, spacing: 0), children: layers + [holder])
    ]
  }

  /// A pushed view under its bar: its title large when it asks for it, or as the level below shows its
  /// own when it asks for `.automatic`, as UIKit inherits it; a back button titled with the level
  /// below's title (Back when it has none), unless hidden. `dismiss` inside pops it.
  private func resolveLevel(
    _ view: AnyView, index i: Int, pop: @escaping () -> Void, previous: NavigationBarItems, covered: Bool,
    moving: Bool, environment: ViewEnvironment
  ) throws(ViewError) -> (nodes: [ViewNode], bar: NavigationBarItems) {
    let levelPath = stackPath.appending("push\(i)")
    var env = environment
    env.values.dismiss = DismissAction(pop)
    let content = try context.resolve(view, path: levelPath.appending("content"), environment: env)
    var bar = NavigationBarItems.collect(content)
    bar.pushed = []
    if bar.displayMode == nil || bar.displayMode == .automatic { bar.displayMode = previous.isLarge ? .large : .inline }
    if !bar.backButtonHidden {
      let back = try context.resolve(
        BackButton(title: previous.title, pop: pop), path: levelPath.appending("back"), environment: environment)
      bar.leading = back + bar.leading
    }
    let layer = NavigationLayout(bar: bar, content: content)
      .background(Color(named: "systemBackground").ignoresSafeArea())
    var nodes = try resolveCovered(
      layer, covered: covered, moving: moving, path: levelPath.appending("bar"), environment: env)
    for i in nodes.indices { nodes[i].transition = .moveOffScreen(edge: .trailing) }
    return (nodes, bar)
  }

  /// A level of the stack, moved a third of its width toward the leading edge and shaded by black at 10 %
  /// while a pushed view covers it, as UIKit's navigation controller moves it; `moving` (a push or pop
  /// now): with the push's spring.
  private func resolveCovered(
    _ view: some View, covered: Bool, moving: Bool, path: ViewPath, environment: ViewEnvironment
  ) throws(ViewError) -> [ViewNode] {
    var env = environment
    if moving { env.transaction = Transaction(animation: _PresentationModifier.animation) }
    let shaded = view.overlay {
      Color.black.opacity(covered ? 0.1 : 0).ignoresSafeArea().allowsHitTesting(false)
    }
    var nodes = try context.resolve(_CoveredLayout(covered: covered) { shaded }, path: path, environment: env)
    if moving { for i in nodes.indices { nodes[i].layoutTransaction = env.transaction } }
    return nodes
  }
}

/// Places its view a third of its width toward the leading edge while it is covered.
nonisolated struct _CoveredLayout: Layout {
  let covered: Bool
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.first?.sizeThatFits(proposal) ?? proposal.replacingUnspecifiedDimensions()
  }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for s in subviews {
      s.place(
        at: CGPoint(x: bounds.minX - (covered ? bounds.width / 3 : 0), y: bounds.minY), anchor: .topLeading,
        proposal: ProposedViewSize(width: bounds.width, height: bounds.height))
    }
  }
}

/// A pushed view's back button, as UIKit draws it: a semibold chevron and the title of the view below
/// (Back when it has none or it is longer than 18 characters), in the tint, 8 points from the leading
/// edge (the bar's items stand 16 in: the chevron's box reaches 8 points further).
nonisolated struct BackButton: View {
  let title: String?
  let pop: () -> Void
  var body: some View {
    Button(action: pop) {
      HStack(spacing: 4) {
        Image(systemName: "chevron.backward").font(.system(size: 17, weight: .semibold)).imageScale(.large)
        Text(verbatim: title.flatMap { $0.count <= 18 ? $0 : nil } ?? "Back")
      }
    }
    .padding(.leading, -8)
  }
}
