import Keyframes

/// `phaseAnimator(_:trigger:content:animation:)`: the modifiers the content closure applies are the
/// animator's channels, one value per phase, sequenced by Keyframes' `PhaseAnimatorEngine`.
nonisolated public struct _PhaseAnimatorView<Phase: Equatable, Content: View, Output: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content?
  let phases: [Phase]
  let trigger: (any Equatable)?
  let makeContent: (PlaceholderContentView<Content>, Phase) -> Output
  let animation: (Phase) -> Animation?

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    guard !phases.isEmpty else { throw ViewError(.unsupported, "a phase animator at \(path.readable) has no phases") }
    var phase = 0
    switch context.mode {
    case .update(let graph):
      if let trigger, graph.changed(key: path.description + "#trigger", to: trigger) { graph.trigger(path) }
      var values: [[[Double]]] = []  // [phase][channel] → vector
      for p in phases.indices {
        let probe = ResolveContext(
          mode: .probe, time: context.time, measurer: context.measurer, store: context.store,
          assetDirectories: context.assetDirectories)
        let nodes = try resolvePhase(p, path: path, environment: environment, in: probe)
        values.append(Self.channels(nodes, host: path).map(\.vector))
      }
      let counts = Set(values.map(\.count))
      guard counts.count == 1 else {
        throw ViewError(
          .unsupported, "the phase animator at \(path.readable) applies different modifiers in different phases")
      }
      graph.phaseHosts[path] = PhaseHost(
        values: (0..<(counts.first ?? 0)).map { c in values.map { $0[c] } },
        animations: phases.map(animation), cycling: trigger == nil)
    case .frame(let history):
      phase = history.phaseEngines[path]?.phase(at: context.time) ?? 0
    case .probe:
      break
    }
    return try resolvePhase(phase, path: path, environment: environment, in: context)
  }

  private func resolvePhase(
    _ p: Int, path: ViewPath, environment: ViewEnvironment, in context: ResolveContext
  ) throws(ViewError) -> [ViewNode] {
    let placeholder: PlaceholderContentView<Content> =
      content.map { context.placeholder(for: $0, path: path.appending("content"), environment: environment) }
      ?? PlaceholderContentView { _, _, _ in [] }
    var env = environment
    env.phaseHost = path
    var nodes = try context.resolve(
      makeContent(placeholder, phases[p]), path: path.appending("phases"), environment: env)
    var channel = 0
    Self.number(&nodes, host: path, next: &channel)
    return nodes
  }

  /// Numbers the effects driven by this animator in tree order.
  static func number(_ nodes: inout [ViewNode], host: ViewPath, next: inout Int) {
    for i in nodes.indices {
      for e in nodes[i].effects.indices {
        if case .phase(let h, _) = nodes[i].effects[e].source, h == host {
          nodes[i].effects[e].source = .phase(host: host, channel: next)
          next += 1
        }
      }
      number(&nodes[i].children, host: host, next: &next)
    }
  }

  static func channels(_ nodes: [ViewNode], host: ViewPath) -> [Effect] {
    var result: [Effect] = []
    for n in nodes {
      result += n.effects.filter {
        if case .phase(let h, _) = $0.source { return h == host }
        return false
      }
      result += channels(n.children, host: host)
    }
    return result
  }
}

/// What a phase animator registered during the updates: each channel's value in each phase.
nonisolated struct PhaseHost {
  /// `values[channel][phase]`.
  var values: [[[Double]]]
  var animations: [Animation?]
  var cycling: Bool
}

nonisolated extension View {
  /// Runs through `phases` each time `trigger` changes.
  public func phaseAnimator<Phase: Equatable, Output: View>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Output,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> _PhaseAnimatorView<Phase, Self, Output> {
    _PhaseAnimatorView(
      content: self, phases: Array(phases), trigger: trigger, makeContent: content, animation: animation)
  }

  /// Cycles through `phases` forever.
  public func phaseAnimator<Phase: Equatable, Output: View>(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Output,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> _PhaseAnimatorView<Phase, Self, Output> {
    _PhaseAnimatorView(content: self, phases: Array(phases), trigger: nil, makeContent: content, animation: animation)
  }
}

/// SwiftUI's `PhaseAnimator` view.
nonisolated public struct PhaseAnimator<Phase: Equatable, Output: View>: View {
  let view: _PhaseAnimatorView<Phase, EmptyView, Output>
  /// Runs through `phases` each time `trigger` changes.
  public init(
    _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Output,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    view = _PhaseAnimatorView(
      content: nil, phases: Array(phases), trigger: trigger, makeContent: { _, p in content(p) }, animation: animation)
  }
  /// Cycles through `phases` forever.
  public init(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Output,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    view = _PhaseAnimatorView(
      content: nil, phases: Array(phases), trigger: nil, makeContent: { _, p in content(p) }, animation: animation)
  }
  public var body: some View { view }
}
