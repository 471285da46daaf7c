import Foundation
import RenderAnimSwiftUI
import SceneFormat

/// A scene file as a SwiftUI view (docs/architecture.md, One runtime): its `state` is the view's state, its
/// layers a `ZStack` of views with their modifiers in the order written, and its events work scheduled on
/// the render clock when the view appears, each run in `withAnimation` or `withTransaction` as the file says.
/// The view runtime then does what it does for any Swift view: transactions, property animators,
/// layout, transitions.
nonisolated struct SceneFileView: View {
  /// The scene as decoded, with its layers' models.
  let model: DocumentModel
  var document: SceneDocument { model.document }
  /// Where expressions that fail while the history runs are kept.
  let errors: LoweringErrors
  /// Where each event that runs is recorded, for `check`'s lints.
  let log: LoweringLog
  /// The scene's state: each name's current value.
  @State private var state: SceneState

  init(document: SceneDocument, errors: LoweringErrors, log: LoweringLog) {
    model = DocumentModel(document)
    self.errors = errors
    self.log = log
    _state = State(initialValue: SceneState(values: Dictionary(document.state, uniquingKeysWith: { $1 })))
  }

  var body: some View {
    let environment = SceneEnvironment(state: state.values, errors: errors)
    return ZStack {
      ForEach(Array(model.layers.indices), id: \.self) { i in
        LayerSlot(layer: LayerView(model: model.layers[i], environment: environment, container: canvas, index: i))
      }
    }
    .contentFrame(width: document.width, height: document.height)
    .onAppear { for event in document.events { schedule(event) } }
  }

  private var canvas: CGSize { CGSize(width: document.width, height: document.height) }

  /// Runs `event` at its time on the render clock.
  private func schedule(_ event: EventSpec) {
    RenderClock.schedule(atClipTime: event.at ?? 0, label: "event") { run(event) }
  }

  /// The event's changes, evaluated against the state before it, applied in its transaction; its
  /// completion runs when the transaction's animations complete (by its criterion).
  private func run(_ event: EventSpec, completion: Bool = false) {
    let before = SceneEnvironment(state: state.values, errors: errors)
    var changes: [(String, SceneValue)] = []
    for (name, spec) in event.set {
      guard let value = before.value(spec) else { continue }
      changes.append((name, value))
    }
    var after = state.values
    for (name, value) in changes { after[name] = value }
    log.record(
      LoweringLog.Entry(
        time: RenderClock.clipTime ?? event.at ?? 0, location: event.location, completion: completion,
        changed: Set(after.keys.filter { after[$0] != state.values[$0] }), state: after))
    let apply = { for (name, value) in changes { state.values[name] = value } }
    var transaction = Transaction(animation: animation(of: event, in: before))
    transaction.disablesAnimations = event.disablesAnimations
    if let completion = event.completion?.value {
      transaction.addAnimationCompletion(criteria: event.completionCriteria) { run(completion, completion: true) }
    }
    withTransaction(transaction, apply)
  }

  private func animation(of event: EventSpec, in environment: SceneEnvironment) -> Animation? {
    event.animation.flatMap { environment.animation($0) }
  }
}

/// The scene's state: name → value, compared whole.
struct SceneState: Equatable {
  var values: [String: SceneValue]
}
