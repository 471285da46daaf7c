import Foundation

/// One run of a body: the update it belongs to (its time) and the seed of its random numbers.
nonisolated struct BodyRun {
  let time: Double
  let seed: UInt64

  /// The seed of the body at `path` in an update seeded `update`: each body draws its own numbers, so a
  /// body that does not run again keeps them whatever the bodies around it draw.
  static func seed(update: UInt64, path: ViewPath) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in path.description.utf8 { hash = (hash ^ UInt64(b)) &* 0x100_0000_01b3 }
    return ViewRandomState(seed: update ^ hash).next()
  }

  /// The root view, made as a preview's closure is made once: with numbers from `--seed` alone and at
  /// t = 0, so it is the same view in every update and frame.
  static func root(_ make: () -> any View, seed: UInt64) -> any View {
    ViewRandom.$current.withValue(ViewRandomState(seed: seed ^ 0x2545_F491_4F6C_DD1D)) {
      PublishedClock.$bodyTime.withValue(0) { make() }
    }
  }
}

extension ResolveContext {
  /// Evaluates `body` (a body at `path`, and what it returns) as the run it belongs to. During an update
  /// the body runs again when its inputs changed (``BodyInputs``) and otherwise counts as its last run;
  /// a frame finds the run of the update it draws. Either way the body draws its run's random numbers
  /// and reads its run's time from `Date()`, so a body whose inputs did not change gives what it gave
  /// when it last ran, as SwiftUI, which does not run it again (docs/swift-views.md, "Bodies run where
  /// something changed").
  func evaluatingBody<R>(of value: Any, at path: ViewPath, _ body: () throws(ViewError) -> R) throws(ViewError) -> R {
    let run: BodyRun?
    var ran = false
    switch mode {
    case .update(let graph):
      (run, ran) = graph.bodyRun(
        at: path, inputs: BodyInputs(value, objects: graph.objectChanges), closuresMatch: !bodyRan)
    case .frame(let history):
      run = history.bodyRun(at: path, time: time)
    case .probe:
      (run, ran) =
        runsOf.map {
          $0.plannedBodyRun(at: path, inputs: BodyInputs(value, objects: $0.objectChanges), closuresMatch: !bodyRan)
        } ?? (nil, false)
    }
    guard let run else { return try body() }
    let outer = bodyRan
    bodyRan = ran
    defer { bodyRan = outer }
    // A side evaluation is not a run: what its bodies print is not printed (Print.swift).
    let repeated = runsOf != nil || !ran
    let result: Result<R, ViewError> = ViewRandom.$current.withValue(ViewRandomState(seed: run.seed)) {
      PublishedClock.$bodyTime.withValue(run.time) {
        PublishedClock.$repeatedBody.withValue(repeated) {
          do throws(ViewError) { return .success(try body()) } catch { return .failure(error) }
        }
      }
    }
    return try result.get()
  }
}

extension ViewGraph {
  /// The run the body at `path` belongs to in this update, and whether it is a new one: a body runs
  /// again when it is new or its inputs differ from those of its last run.
  func bodyRun(at path: ViewPath, inputs: BodyInputs, closuresMatch: Bool) -> (BodyRun, Bool) {
    evaluatedBodies.insert(path)
    let (run, new) = plannedBodyRun(at: path, inputs: inputs, closuresMatch: closuresMatch)
    guard new else { return (run, false) }
    bodyInputs[path] = inputs
    if bodyRuns[path]?.last?.time == currentTime { bodyRuns[path]!.removeLast() }
    bodyRuns[path, default: []].append(run)
    return (run, true)
  }

  /// The run ``bodyRun(at:inputs:closuresMatch:)`` would give, and whether it would be a new one, without
  /// recording it: what a side evaluation in the update evaluates a body with.
  func plannedBodyRun(at path: ViewPath, inputs: BodyInputs, closuresMatch: Bool) -> (BodyRun, Bool) {
    if let old = bodyInputs[path], old.matches(inputs, closuresMatch: closuresMatch), let last = bodyRuns[path]?.last {
      return (last, false)
    }
    return (BodyRun(time: currentTime, seed: BodyRun.seed(update: updateSeed, path: path)), true)
  }

  /// Forgets the inputs of bodies this update did not reach: a view that comes back is a new one.
  func forgetBodiesNotEvaluated() {
    bodyInputs = bodyInputs.filter { evaluatedBodies.contains($0.key) }
    evaluatedBodies = []
  }
}

extension ViewHistory {
  /// The run of the body at `path` that the frame at `t` shows: its last run at or before `t`.
  func bodyRun(at path: ViewPath, time t: Double) -> BodyRun? {
    bodyRuns[path]?.last { $0.time <= t }
  }
}
