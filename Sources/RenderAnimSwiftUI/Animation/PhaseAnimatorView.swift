import Keyframes

/// `phaseAnimator(_:trigger:content:animation:)`: the content closure is called with the animator's phase,
/// state of its identity that each move to the next phase changes in a transaction with that phase's
/// animation (``PhaseRun``): what the phase changes animates as any state change does.
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
    let phase = StateBox(0)
    phase.key = StateKey(view: path, property: "#phase")
    phase.store = context.store
    if case .update(let graph) = context.mode {
      register(path: path, phase: phase, environment: environment, in: graph)
    }
    let placeholder: PlaceholderContentView<Content> =
      content.map { context.placeholder(for: $0, path: path.appending("content"), environment: environment) }
      ?? PlaceholderContentView { _, _, _ in [] }
    return try context.resolve(
      makeContent(placeholder, phases[min(max(phase.value, 0), phases.count - 1)]), path: path.appending("phases"),
      environment: environment)
  }

  /// Keeps the animator's run with this body's phases and animations; starts it when it appears (cycling)
  /// or when its trigger changes.
  private func register(path: ViewPath, phase: StateBox<Int>, environment: ViewEnvironment, in graph: ViewGraph) {
    let run = graph.phaseRuns[path] ?? PhaseRun(phase: phase, path: path, cycling: trigger == nil)
    graph.phaseRuns[path] = run
    let phases = self.phases
    let animation = self.animation
    run.count = phases.count
    run.animation = { animation(phases[$0]) }
    run.labels = environment.phaseNames ?? phases.map { String(describing: $0) }
    if let trigger, graph.changed(key: path.description + "#trigger", to: trigger) {
      graph.trigger(path, name: environment.triggerName)
      graph.schedule { [weak graph] in if let graph { run.advance(in: graph) } }
    }
    graph.appeared(path) { [weak graph] in
      if let graph, run.cycling { run.start(in: graph) }
    }
  }
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
