/// A view value that holds an observable object, as the body that made it last made it
/// (docs/swift-views.md, "Bodies run where something changed").
///
/// SwiftUI keeps the views a body returned until the body runs again: a child that makes its model (an
/// `ObservableObject` or an `@Observable` class) in a plain property (`@ObservedObject private var model =
/// Model()`, `let model = Model()`, or in `init`) keeps that object while its parent's body does not run
/// again, and the object's changes show. A parent whose inputs did not change is still evaluated here in
/// every update and frame (its run's random numbers and clock make it give the same values), which would
/// make a new object each time; so a view that holds an observable object is kept from the run that made
/// it, and evaluated in its place while its other inputs are the same (``BodyInputs`` with objects counted
/// by kind, not identity). A plain class's changes draw nothing again, so a view holding one is not kept.
nonisolated struct HeldView {
  /// The time of the update whose run made it.
  let time: Double
  let value: Any
  let inputs: BodyInputs
}

extension ResolveContext {
  /// The value to evaluate for `value`, a view or modifier at `path` made by the body around it: the one
  /// held from that body's run when `value` holds an object and the body did not run again; `value`
  /// otherwise (held, during an update, when it holds an object).
  func held<T>(_ value: T, at path: ViewPath) -> T {
    switch mode {
    case .update(let graph):
      return held(value, at: path, graph: graph, record: true)
    case .probe:
      return runsOf.map { held(value, at: path, graph: $0, record: false) } ?? value
    case .frame(let history):
      guard let held = history.heldViews[path]?.last(where: { $0.time <= time }),
        let kept = held.value as? T,
        BodyInputs(value, objects: 0, identities: false).matches(held.inputs, closuresMatch: true)
      else { return value }
      return kept
    }
  }

  private func held<T>(_ value: T, at path: ViewPath, graph: ViewGraph, record: Bool) -> T {
    guard SharedRoot.holdsObservableObjects(value) else { return value }
    let inputs = BodyInputs(value, objects: 0, identities: false)
    if !bodyRan, let held = graph.heldViews[path]?.last, let kept = held.value as? T,
      held.inputs.matches(inputs, closuresMatch: true)
    {
      return kept
    }
    if record { graph.hold(HeldView(time: graph.currentTime, value: value, inputs: inputs), at: path) }
    return value
  }
}

extension ViewGraph {
  /// Keeps `view` as the one its body made at `path` in this update (one per update: a later one at the
  /// same instant replaces it).
  func hold(_ view: HeldView, at path: ViewPath) {
    if heldViews[path]?.last?.time == view.time { heldViews[path]!.removeLast() }
    heldViews[path, default: []].append(view)
  }
}
