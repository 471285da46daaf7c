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
      if let trigger, graph.changed(key: path.description + "#trigger", to: trigger) {
        graph.trigger(path, name: environment.triggerName)
      }
      var values: [[[Double]]] = []  // [phase][channel] → vector
      var paints: [[[Double]]] = []
      var names: [(path: String, quantity: String)] = []
      for p in phases.indices {
        let probe = ResolveContext(
          mode: .probe, time: context.time, measurer: context.measurer, store: context.store,
          assetDirectories: context.assetDirectories)
        let nodes = try resolvePhase(p, path: path, environment: environment, in: probe)
        let channels = Self.channels(nodes, host: path)
        if p == 0 { names = Self.channelNames(nodes, host: path) }
        values.append(channels.effects)
        paints.append(channels.paints)
      }
      let counts = Set(values.map(\.count))
      guard counts.count == 1 else {
        throw ViewError(
          .unsupported, "the phase animator at \(path.readable) applies different modifiers in different phases")
      }
      // The paints animate when every phase draws the same painted views (else each phase draws its own).
      if Set(paints.map(\.count)).count == 1 {
        for p in values.indices { values[p] += paints[p] }
      }
      // A paint that is a colour in one phase and a gradient in another changes at the phase's start, as
      // another image does: its channel is not animated.
      var perChannel = (0..<(values.first?.count ?? 0)).map { c in values.map { $0[c] } }
      var jumping: Set<Int> = []
      for c in perChannel.indices where Set(perChannel[c].map(\.count)).count > 1 {
        jumping.insert(c)
        perChannel[c] = perChannel[c].map { _ in [0] }
      }
      graph.phaseHosts[path] = PhaseHost(
        values: perChannel, animations: phases.map(animation), cycling: trigger == nil, jumping: jumping,
        names: names, labels: environment.phaseNames ?? phases.map { String(describing: $0) })
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

  /// Numbers the channels of this animator in tree order: first the effects its phases drive, then the
  /// views' paints (a colour, gradient or stroke, which a phase may change as it may change a modifier)
  /// that no animator inside drives.
  static func number(_ nodes: inout [ViewNode], host: ViewPath, next: inout Int) {
    func effects(_ nodes: inout [ViewNode]) {
      for i in nodes.indices {
        for e in nodes[i].effects.indices {
          if case .phase(let h, _) = nodes[i].effects[e].source, h == host {
            nodes[i].effects[e].source = .phase(host: host, channel: next)
            next += 1
          }
        }
        effects(&nodes[i].children)
      }
    }
    func paints(_ nodes: inout [ViewNode]) {
      for i in nodes.indices {
        if nodes[i].phasePaint == nil, AnimatedPaint.vector(of: nodes[i]) != nil {
          nodes[i].phasePaint = PhaseChannel(host: host, channel: next)
          next += 1
        }
        paints(&nodes[i].children)
      }
    }
    effects(&nodes)
    paints(&nodes)
  }

  /// The view and the modifier's name of each effect channel of this animator, in channel order (for
  /// `plot`'s marks).
  static func channelNames(_ nodes: [ViewNode], host: ViewPath) -> [(path: String, quantity: String)] {
    var names: [(channel: Int, path: String, quantity: String)] = []
    func collect(_ nodes: [ViewNode]) {
      for n in nodes {
        for e in n.effects {
          if case .phase(let h, let c) = e.source, h == host { names.append((c, n.path.description, e.name)) }
        }
        collect(n.children)
      }
    }
    collect(nodes)
    return names.sorted { $0.channel < $1.channel }.map { ($0.path, $0.quantity) }
  }

  /// The values of this animator's channels in the phase `nodes` show, in channel order: the effects', then
  /// the paints'.
  static func channels(_ nodes: [ViewNode], host: ViewPath) -> (effects: [[Double]], paints: [[Double]]) {
    var effects: [(channel: Int, vector: [Double])] = []
    var paints: [(channel: Int, vector: [Double])] = []
    func collect(_ nodes: [ViewNode]) {
      for n in nodes {
        for e in n.effects { if case .phase(let h, let c) = e.source, h == host { effects.append((c, e.vector)) } }
        if let p = n.phasePaint, p.host == host, let paint = AnimatedPaint.vector(of: n) {
          paints.append((p.channel, paint.vector))
        }
        collect(n.children)
      }
    }
    collect(nodes)
    return (
      effects.sorted { $0.channel < $1.channel }.map(\.vector), paints.sorted { $0.channel < $1.channel }.map(\.vector)
    )
  }
}

/// What a phase animator registered during the updates: each channel's value in each phase.
nonisolated struct PhaseHost {
  /// `values[channel][phase]`.
  var values: [[[Double]]]
  var animations: [Animation?]
  var cycling: Bool
  /// Channels whose values are not of one kind in every phase (a colour and a gradient): not animated.
  var jumping: Set<Int> = []
  /// The effect channels' views and modifier names, in channel order (the paints' after them have none).
  var names: [(path: String, quantity: String)] = []
  /// What `plot` calls each phase.
  var labels: [String] = []
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
