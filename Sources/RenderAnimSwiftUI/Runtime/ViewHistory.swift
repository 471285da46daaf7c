import DisplayModel
import Foundation
import Keyframes

/// A value carried across threads that the runtime only reads after the history is built.
nonisolated struct Unchecked: @unchecked Sendable { let value: Any }

/// A view's whole history, built once by ``ViewGraph``: the state after each update, every animator,
/// keyframe playback. Reading it is a pure function of t, safe from any thread: each
/// frame evaluates the bodies again on its own copy of the state.
nonisolated final class ViewHistory: @unchecked Sendable {
  let makeRoot: () -> any View
  /// The root the updates kept because it holds objects (SharedRoot): every frame evaluates it, in turn.
  let sharedRoot: Unchecked?
  private static let sharedRootFrames = NSLock()
  let assetDirectories: [URL]
  /// The canvas the view is laid out in (its own size, or `--size`).
  let canvas: Size
  /// The picture's size: the canvas, or larger when the view draws beyond it (ViewHistory+Canvas).
  private(set) var picture: Size
  /// Where the canvas stands in the picture.
  private(set) var placement = PlaneTransform.identity
  let epochs: [Epoch]
  /// The screen's safe area (`--device`).
  let safeArea: SafeArea?
  /// Whether a matched view was moved or scaled by what is around it in any update (else each frame skips
  /// looking for placements: its tree is one an update laid out).
  let movesMatchedViews: Bool
  /// `--seed`, and each body's runs (ResolveContext+BodyRuns).
  let seed: UInt64
  let bodyRuns: [ViewPath: [BodyRun]]
  /// The plain properties of objects changed by hand, set to their values at each frame's time.
  let plainProperties: PlainPropertyHistory
  /// The views holding objects that bodies made, by place, in time order (HeldView).
  let heldViews: [ViewPath: [HeldView]]
  let animators: [String: PropertyAnimator<AnimatableVector>]
  let dataAnimators: [String: any DataAnimating]
  /// The numbers the history gave `ForEach` elements identified by reference.
  let elementIdentities: ElementIdentities
  let keyframePlaybacks: [ViewPath: Unchecked]
  /// How many phase animators ran.
  let phaseAnimators: Int
  /// When each keyframe of each animator ends.
  let keyframeBoundaries: [ViewPath: [KeyframeBoundary]]
  /// The graph's marks in time order, each with the view it belongs to (a trigger's animator).
  let marks: [(mark: TimelineMark, view: ViewPath?)]
  /// What is drawn in place of something missing, and a picture cut at its largest size: one line each.
  var warnings: [String]
  /// Each `TimelineView`'s entries as clip times.
  let timelines: [ViewPath: [Double]]
  /// Each text's changes under a content transition.
  let textChanges: [ViewPath: [TextChange]]
  /// Removed views by parent, with the instant their transition ends.
  let ghosts: [ViewPath: [(ghost: Ghost, end: Double)]]
  /// When everything has come to rest (+∞ if something never does).
  let naturalEnd: Double
  /// The tappable views after the last event, in canvas points, each by a name `--tap` accepts.
  let tappables: [TappableView]

  /// The environment at the root (the graph's).
  let rootEnvironment: ViewEnvironment
  /// `UIScreen.main` while bodies run (the graph's).
  let platform: ViewPlatform

  /// The presentation's colour scheme at the start: a `.preferredColorScheme`'s, else the root's.
  var presentationColorScheme: ColorScheme { presentationColorScheme(at: 0) }
  /// Whether the canvas's colour is the system background of the scheme at each instant (no `--background`
  /// was given): where the presentation's scheme changes, frames draw the new one's over the canvas.
  private(set) var backgroundFollowsScheme = false

  init(graph: ViewGraph, duration: Double?) throws(ViewError) {
    makeRoot = graph.makeRoot
    sharedRoot = graph.sharedRoot
    rootEnvironment = graph.rootEnvironment
    platform = graph.platform
    assetDirectories = graph.assetDirectories
    canvas = graph.canvas ?? Size(width: 64, height: 64)
    picture = canvas
    epochs = graph.epochs
    seed = graph.seed
    safeArea = graph.safeArea
    movesMatchedViews = graph.movesMatchedViews
    bodyRuns = graph.bodyRuns
    plainProperties = graph.plainProperties
    heldViews = graph.heldViews
    elementIdentities = graph.elementIdentities
    animators = graph.animators
    dataAnimators = graph.dataAnimators
    var end = graph.lastEvent
    for (key, a) in graph.animators where a.removalTime > -.infinity && !graph.cyclingKeys.contains(key) {
      end = max(end, a.removalTime)
    }
    for e in graph.cycleEnds { end = max(end, e) }
    for (key, a) in graph.dataAnimators where a.removalTime > -.infinity && !graph.cyclingKeys.contains(key) {
      end = max(end, a.removalTime)
    }
    var playbacks: [ViewPath: Unchecked] = [:]
    var boundaries: [ViewPath: [KeyframeBoundary]] = [:]
    for (path, build) in graph.keyframeHosts {
      let built = build(graph.triggers[path] ?? [])
      playbacks[path] = Unchecked(value: built.playback)
      boundaries[path] = built.boundaries
      if let cycle = built.cycle {
        guard cycle > 0 else {
          throw ViewError(
            .unsupported, "the repeating keyframe animator at \(path.readable) has no keyframe with a duration")
        }
        end = max(end, cycle)
      } else if built.end > -.infinity {
        end = max(end, built.end)
      }
    }
    keyframePlaybacks = playbacks
    phaseAnimators = graph.phaseRuns.count
    keyframeBoundaries = boundaries
    textChanges = graph.textChanges
    warnings = graph.warnings
    timelines = graph.timelines.mapValues(\.ticks)
    var ghosts: [ViewPath: [(Ghost, Double)]] = [:]
    for g in graph.ghosts {
      let end = graph.animators[g.key]?.removalTime ?? g.start
      ghosts[g.parent, default: []].append((g, end))
    }
    self.ghosts = ghosts
    marks = graph.marks.enumerated().map { ($1, graph.markViews[$0]) }.sorted { $0.mark.time < $1.mark.time }
    naturalEnd = end
    tappables = Self.tappables(of: graph)
  }

  /// Draws the canvas at (`x`, `y`) in a picture of `size` (before the history is read from any thread).
  func place(at x: Double, _ y: Double, in size: Size) {
    picture = size
    placement = .translation(x: x, y: y)
  }

  /// The graph's tappable views now, each by its first name when no other view has it, else by its path.
  private static func tappables(of graph: ViewGraph) -> [TappableView] {
    let all = ViewScene.distinct(graph.tappables())
    let frames = graph.previousFrames ?? [:]
    let firstNames = all.map { $0.names.first { !$0.isEmpty } }
    return all.enumerated().map { i, entry in
      let name =
        firstNames[i].flatMap { n in firstNames.filter { $0 == n }.count == 1 ? n : nil } ?? entry.path.readable
      let f = frames[entry.path]
      return TappableView(
        name: name, centerX: f?.x ?? 0, centerY: f?.y ?? 0, width: f?.width ?? 0, height: f?.height ?? 0)
    }
  }

  /// ``tappables`` in picture points, and where the canvas stands in the picture.
  var tapSurface: TapSurface {
    let dx = placement.x0
    let dy = placement.y0
    let views = tappables.map { v in
      TappableView(name: v.name, centerX: v.centerX + dx, centerY: v.centerY + dy, width: v.width, height: v.height)
    }
    return TapSurface(views: views, originX: dx, originY: dy)
  }

  /// The presentation's colour scheme at `t`: the window's in the update drawn then, what a
  /// `.preferredColorScheme` asked for, else `--color-scheme`'s (docs/swift-views.md, Dark mode).
  func presentationColorScheme(at t: Double) -> ColorScheme { epochs[epoch(at: t)].colorScheme }

  /// Makes the canvas's colour follow the presentation's scheme (before the history is read from any
  /// thread).
  func followSchemeWithBackground() { backgroundFollowsScheme = true }

  /// The state of the last update at or before `t`.
  func state(at t: Double) -> [StateKey: Any] { epochs[epoch(at: t)].values }

  /// The index of the last update at or before `t`.
  func epoch(at t: Double) -> Int {
    var lo = 0
    var hi = epochs.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if epochs[mid].time <= t { lo = mid } else { hi = mid - 1 }
    }
    return lo
  }

  /// A custom `Animatable`'s animated data at `t`.
  func data<V: VectorArithmetic>(_ key: String, at t: Double) -> V? {
    (dataAnimators[key] as? DataAnimator<V>)?.value(at: t)
  }

  /// The view tree at `t`, laid out: nodes and their frames (animated).
  func evaluate(
    at t: Double, measurer: any TextMeasuring
  ) throws(ViewError) -> (root: ViewNode, frames: [ViewPath: Frame]) {
    let epoch = epochs[epoch(at: t)]
    let store = StateStore(values: epoch.values)
    let context = ResolveContext(
      mode: .frame(self), time: t, measurer: measurer, store: store, assetDirectories: assetDirectories)
    context.geometry = epoch.geometry
    let nodes: [ViewNode]
    do {
      // `@Published` and `@Observable` properties read as they were at `t`.
      if sharedRoot != nil { Self.sharedRootFrames.lock() }
      defer { if sharedRoot != nil { Self.sharedRootFrames.unlock() } }
      nodes = try _ObservationRuntime.frame(at: t) {
        try plainProperties.frame(at: t) {
          try PublishedClock.$frameTime.withValue(t) {
            // Seeded as the update whose state this is: a body's random numbers (and UUIDs) are the same as
            // when the update laid it out, so identities made in a body hold (docs/swift-views.md, Randomness).
            try platform.bind {
              try ViewRandom.$current.withValue(ViewRandomState(seed: epoch.seed)) {
                let root = sharedRoot.map { $0.value as! any View } ?? BodyRun.root(makeRoot, seed: seed)
                var environment = rootEnvironment
                environment.values.colorScheme = epoch.colorScheme
                return try context.resolve(root, path: ViewPath(""), environment: environment)
              }
            }
          }
        }
      }
    } catch let e as ViewError { throw e } catch { throw ViewError(.unsupported, "\(error)") }
    var root = ViewLayout.screen(nodes)
    let layout = ViewLayout(measurer: measurer, safeArea: safeArea)
    let model = layout.frames(root, canvas: canvas)
    layout.wrapTexts(&root, model: model)
    var frames: [ViewPath: Frame] = [:]
    let origin = Frame(x: 0, y: 0, width: 0, height: 0)
    animateFrames(
      root, model: model, placements: movesMatchedViews ? MatchedPlacement.of(root, frames: model) : [:],
      groupModel: origin,
      groupFinal: origin, at: t, into: &frames)
    return (root, frames)
  }

  /// Each node's frame at `t`: its animated frame on the canvas, or inside a `.geometryGroup()` its
  /// animated offset from the group's animated centre (matched geometry: its animated frame on the canvas).
  /// Every frame is the frame's own layout plus what remains of its animations (DerivedScope.presented):
  /// exactly the animated frame where the frame's layout is the update's, and, where an `Animatable`'s body
  /// changes a size between updates, the views around it laid out again around that size, as SwiftUI lays
  /// out every frame (a list row whose content's frame animates grows with it).
  private func animateFrames(
    _ node: ViewNode, model: [ViewPath: Frame], placements: [ViewPath: MatchedPlacement], groupModel: Frame,
    groupFinal: Frame, at t: Double, into frames: inout [ViewPath: Frame]
  ) {
    guard let m = model[node.path] else { return }
    let placement = placements[node.path]
    let (key, vector) = ViewGraph.frameKey(node, m, group: groupModel, placement: placement)
    var v = vector
    if let a = animators[key], a.modelValue.components.count == 4 {
      v = DerivedScope.presented(vector, animator: a, at: t)
    }
    // A matched view's frame animates in the window; it is drawn inside the offsets and scales around it.
    let final =
      node.matched != nil
      ? (placement ?? .identity).inverse(Frame(x: v[0], y: v[1], width: v[2], height: v[3]))
      : Frame(x: groupFinal.x + v[0], y: groupFinal.y + v[1], width: v[2], height: v[3])
    frames[node.path] = final
    let (innerModel, innerFinal) = node.groupsGeometry ? (m, final) : (groupModel, groupFinal)
    for c in node.children {
      animateFrames(
        c, model: model, placements: placements, groupModel: innerModel, groupFinal: innerFinal, at: t,
        into: &frames)
    }
  }

  /// A text's change in progress at `t`: the strings and the progress (nil when none is playing).
  func textChange(_ path: ViewPath, at t: Double) -> (change: TextChange, progress: Double)? {
    guard let change = textChanges[path]?.last(where: { $0.time <= t }), let a = animators[path.description + "#text"]
    else { return nil }
    let q = a.value(at: t)[0]
    guard a.isAnimating(at: t) || q < 1 else { return nil }
    return (change, q)
  }

  /// A view's presence at `t` while its insertion transition plays (nil: fully there).
  func presence(_ path: ViewPath, at t: Double) -> Double? {
    guard let a = animators[path.description + "#presence"], a.removalTime >= t || a.isAnimating(at: t) else {
      return nil
    }
    return a.value(at: t)[0]
  }

  /// An effect's value at `t`.
  func value(of effect: Effect, key: String, at t: Double) -> [Double] {
    switch effect.source {
    case .state:
      guard let a = animators[key] else { return effect.vector }
      return effect.derived ? DerivedScope.presented(effect.vector, animator: a, at: t) : a.value(at: t).components
    case .direct: return effect.vector
    }
  }
}
