import DisplayModel
import Foundation
import Keyframes

/// Runs a view's history once, in time order: the first evaluation at t = 0, `onAppear`, taps, and the
/// completions of `withAnimation`. Each update evaluates the bodies with the current state and hands every
/// changed value (modifier data, layout frames, custom `animatableData`) to its property animator with
/// the update's transaction. The result is a ``ViewHistory``: frames are then a pure function of t.
nonisolated final class ViewGraph: StateObserver {
  let makeRoot: () -> any View
  /// The root view made at the first update, kept when it holds objects (SharedRoot).
  private(set) var sharedRoot: Unchecked?
  private var rootMade = false

  /// The root view for an update: made again each time, or the first one when it holds objects.
  private func root() -> any View {
    if let sharedRoot { return sharedRoot.value as! any View }
    let made = BodyRun.root(makeRoot, seed: seed)
    if !rootMade, SharedRoot.holdsObjects(made) { sharedRoot = Unchecked(value: made) }
    rootMade = true
    return made
  }
  let measurer: any TextMeasuring
  /// Where `Image("name")` looks for files, in order.
  let assetDirectories: [URL]
  let store = StateStore()
  /// The numbers of `ForEach` elements identified by reference, in the order the history met them.
  let elementIdentities = ElementIdentities()
  var canvas: Size?
  /// Without a canvas given: the largest of the root's ideal sizes (each side at least 64, rounded up) at
  /// the updates so far.
  private(set) var largestIdeal: Size? = nil

  var animators: [String: PropertyAnimator<AnimatableVector>] = [:]
  var dataAnimators: [String: any DataAnimating] = [:]
  private var previousValues: [String: any Equatable] = [:]
  var triggers: [ViewPath: [Double]] = [:]
  var keyframeHosts: [ViewPath: ([Double]) -> KeyframeHost] = [:]
  /// Each keyframe animator's `initialValue:` from each update that changed it, in time order: a
  /// `[(time: Double, value: Value)]` of the animator's value type.
  var keyframeInitials: [ViewPath: Any] = [:]
  /// Each scroll view's latest touch (ScrollPlayback): a finger that lands stops what an earlier one set
  /// moving.
  var scrollTouches: [ViewPath: Int] = [:]
  /// Each phase animator's run (PhaseRun).
  var phaseRuns: [ViewPath: PhaseRun] = [:]
  /// The animators cycling phase animators moved, and when each one's first cycle was complete: a clip
  /// without a duration lasts one cycle, not until the last move's animations come to rest.
  var cyclingKeys: Set<String> = []
  var cycleEnds: [Double] = []
  /// What each update left: its state, seed and geometry.
  var epochs: [Epoch] = []
  /// Where the last layout put the views bodies ask about, and whether the last update had any.
  private var geometry = ViewGeometry()
  private var readsGeometry = true
  /// Updates run so far: each draws new random numbers, as each evaluation of a body does in SwiftUI.
  private var evaluations: UInt64 = 0
  /// `--seed`, mixed into every update's seed.
  let seed: UInt64
  var tree: [ViewNode] = []
  /// Each text's string changes under a content transition, in time order.
  var textChanges: [ViewPath: [TextChange]] = [:]
  /// Each text's string (a symbol's name), view and frame as last recorded: what a change fades out, set in
  /// its lines only when a change needs it.
  private var texts: [ViewPath: (string: String, node: ViewNode, frame: Frame?)] = [:]
  /// The transaction each view of the update being recorded took (its own, or the one around it).
  private var recordedTransactions: [ViewPath: Transaction] = [:]
  /// Each `TimelineView`'s entries as clip times, and whether it has more after the clip's end.
  var timelines: [ViewPath: (ticks: [Double], endless: Bool)] = [:]
  /// The clip's length when it is known (the entries of timelines are scheduled up to it).
  var horizon: Double?
  /// The clip's frames per second: a `TimelineView(.animation)` whose content reacts to its date updates
  /// at each frame's time.
  var fps = 60
  /// Views removed with an animated transition, drawn until it ends.
  var ghosts: [Ghost] = []
  private(set) var previousFrames: [ViewPath: Frame]? = nil
  /// Each scroll view's region inside its content insets in the last layout (``ScrollExtent``).
  private(set) var scrollRegions: [ViewPath: Frame] = [:]
  /// The matched views' placements in the window in the update running, and in the one before.
  private var placements: [ViewPath: MatchedPlacement] = [:]
  private var previousPlacements: [ViewPath: MatchedPlacement] = [:]
  /// Whether any update had a matched view moved or scaled by what is around it: only then do frames look
  /// for placements (ViewHistory).
  private(set) var movesMatchedViews = false
  var marks: [TimelineMark] = []
  /// The view each mark of ``marks`` (by its index) belongs to, for the marks drawn on a layer: a
  /// trigger's animator.
  var markViews: [Int: ViewPath] = [:]
  /// What was drawn in place of something missing, in the order first met.
  var warnings: [String] = []
  /// Records a warning (once).
  func warn(_ message: String) {
    if !warnings.contains(message) { warnings.append(message) }
  }
  var lastEvent = 0.0
  /// `.onReceive` of a `Timer.publish` timer, by the view that receives: when it fires next on the
  /// render clock, every how many seconds, and the latest action (TimerPublisher.swift).
  private(set) var receivers:
    [ViewPath: (
      next: Double, interval: Double, action: (Date) -> Void, publisher: Timer.TimerPublisher,
      cancelled: Bool
    )] = [:]
  private var receiving: Set<ViewPath> = []
  /// `.onReceive` of other publishers, by the view that receives, in the order its modifiers ran
  /// (ViewGraph+Receptions.swift), and how many each view's modifiers asked for in this update.
  var receptions: [ViewPath: [Reception]] = [:]
  var receptionsAsked: [ViewPath: Int] = [:]
  /// The plain properties of objects changed by hand (`objectWillChange.send()`), by update.
  let plainProperties = PlainPropertyHistory()
  /// Work due at clip times on the render clock (`DispatchQueue.main.asyncAfter`, `Timer.scheduledTimer`
  /// in a view file), in the order it was scheduled at equal times.
  private var timers: [(time: Double, sequence: Int, label: String, action: () -> Void)] = []
  /// Where the view's tasks run (`.task`, `Task { }`), drained at the clip times that resume them.
  let taskExecutor = RenderTaskExecutor()
  /// The task each `.task` started, by view, cancelled when its id changes or the view disappears.
  var tasks: [ViewPath: Task<Void, Never>] = [:]
  private var timerSequence = 0
  /// Each body's inputs at its last run, and its runs (ResolveContext+BodyRuns).
  var bodyInputs: [ViewPath: BodyInputs] = [:]
  var bodyRuns: [ViewPath: [BodyRun]] = [:]
  var evaluatedBodies: Set<ViewPath> = []
  /// The views holding objects that bodies made, by place, in time order (HeldView).
  var heldViews: [ViewPath: [HeldView]] = [:]
  /// Published changes of observable objects so far: a view that observes one depends on them all.
  private(set) var objectChanges = 0
  /// The seed of the update running now, from which each body that runs again takes its own.
  private(set) var updateSeed: UInt64 = 0

  private var time = 0.0
  /// Taps so far toward a gesture that needs several (`onTapGesture(count:)`), by view, with the last's time.
  private var tapCounts: [ViewPath: (count: Int, last: Double)] = [:]
  /// The longest time between two taps of a double (or triple) tap, in seconds: render-anim's choice,
  /// as Apple publishes none.
  static let multiTapInterval = 0.35
  /// The instant of the update or action running now.
  var currentTime: Double { time }
  private var dirty = false
  /// Views that read their places came with the last update and were offered the canvas.
  private var placesPending = false
  /// The last update asked for another window scheme than the one it ran in.
  private var schemePending = false
  private var transactions: [Int: Transaction] = [:]
  /// The state changes since the last update, in the order made.
  private var writes: [StateWrite] = []
  private var handles: [(key: String, handle: AnimationHandle)] = []
  private var scheduled: [() -> Void] = []
  private var appearing: [(ViewPath, () -> Void)] = []
  private var present: Set<ViewPath> = []
  /// The `onDisappear` actions met in this update, and those of the views there after the last one.
  private var disappearing: [(ViewPath, () -> Void)] = []
  private var disappearActions: [ViewPath: [() -> Void]] = [:]
  private var failure: ViewError? = nil

  /// The most events, completions and updates one history may run.
  static let maximumEvents = 100_000
  /// How long a timer may run in a clip whose length is not given before it is taken for one that never
  /// stops (a countdown that cancels itself stops sooner).
  static let maximumTimerTime = 600.0

  /// The environment at the root: the colour scheme of `--color-scheme`.
  var rootEnvironment = ViewEnvironment()
  /// What the view's code reads from the platform while bodies run: `UIScreen.main` (the canvas, `--size`,
  /// else an iPhone 15's screen, at the output's scale), the asset catalogs and the render clock's date at
  /// t = 0 (`--date`).
  var platform: ViewPlatform
  /// The scheme a `.preferredColorScheme` asked for in the update running: the presentation's, so the
  /// canvas's background.
  var preferredColorScheme: ColorScheme?
  /// The window's scheme: what the last update's `.preferredColorScheme` asked for, which every view reads
  /// (nil: `--color-scheme`'s).
  private var windowScheme: ColorScheme?

  /// The screen's safe area (`--device`), where the root is laid out.
  let safeArea: SafeArea?

  init(
    root: @escaping () -> any View, measurer: any TextMeasuring, assetDirectories: [URL], canvas: Size?,
    seed: UInt64 = 0,
    colorScheme: ColorScheme = .light, scale: Double = 1, catalogs: AssetCatalogs = AssetCatalogs(catalogs: []),
    date: Date = RenderClock.defaultEpoch, safeArea: EdgeInsets? = nil
  ) {
    self.seed = seed
    self.safeArea = canvas.flatMap { c in safeArea.map { SafeArea(screen: c, insets: $0) } }
    rootEnvironment.values.colorScheme = colorScheme
    let bounds = canvas ?? Size(width: 393, height: 852)
    platform = ViewPlatform(
      screen: UIScreen(
        bounds: CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height), scale: scale,
        safeAreaInsets: safeArea.map {
          UIEdgeInsets(top: $0.top, left: $0.leading, bottom: $0.bottom, right: $0.trailing)
        } ?? .zero),
      catalogs: catalogs, epoch: date)
    makeRoot = root
    self.measurer = measurer
    self.assetDirectories = assetDirectories
    self.canvas = canvas
    store.observer = self
  }

  // MARK: Recording, called while bodies are evaluated

  func stateDidChange(key: StateKey?, transaction: Transaction?, undo: (() -> Void)?, redo: (() -> Void)?) {
    stateDidChange(key: key, transaction: transaction, undo: undo, redo: redo, object: nil)
  }

  /// A change of state, or of a property of `object` (key nil), with its transaction and how to take it
  /// back and apply it again.
  func stateDidChange(
    key: StateKey?, transaction: Transaction?, undo: (() -> Void)?, redo: (() -> Void)?, object: ObjectIdentifier?
  ) {
    dirty = true
    if key == nil { objectChanges += 1 }
    if let t = transaction { transactions[t.serial] = t }
    writes.append(StateWrite(transaction: transaction, undo: undo, redo: redo, object: object, key: key))
  }

  /// Whether `value` differs from the one recorded under `key` at an earlier update (false the first time).
  func changed<V: Equatable>(key: String, to value: V) -> Bool {
    defer { previousValues[key] = value }
    guard let old = previousValues[key] else { return false }
    return (old as? V) != value
  }

  func previous(key: String) -> Any? { previousValues[key] }

  /// A trigger of the animator at `path` changed now: marked with its `name`, else with the path.
  func trigger(_ path: ViewPath, name: String? = nil) {
    triggers[path, default: []].append(time)
    markViews[marks.count] = path
    marks.append(TimelineMark(kind: .trigger, time: time, label: "trigger \(name ?? path.readable)"))
  }

  /// `onAppear` of the view at `path`: run after this update if the view was not there before.
  func appeared(_ path: ViewPath, _ action: @escaping () -> Void) { appearing.append((path, action)) }

  /// `onDisappear` of the view at `path`: run after the first update the view is not there in (when its
  /// removal begins, as SwiftUI calls it when a view is about to be removed, before its transition ends).
  func disappears(_ path: ViewPath, _ action: @escaping () -> Void) { disappearing.append((path, action)) }

  /// Cancels the task the `.task` of the view at `path` started (its next `Task.sleep` throws).
  func cancelTask(at path: ViewPath) {
    tasks[path]?.cancel()
    tasks[path] = nil
  }

  /// Forgets the `onAppear`s and `onDisappear`s met under `path` in this update: a view resolved but not
  /// shown (a tab that is not chosen) does not appear, and disappears if it was shown.
  func forgetAppearances(under path: ViewPath) {
    appearing.removeAll { $0.0.isInside(path) }
    disappearing.removeAll { $0.0.isInside(path) }
  }

  /// Whether the view at `path`, which registers an `onAppear` at every update, is there after the last one.
  func isPresent(_ path: ViewPath) -> Bool { present.contains(path) }

  /// Fails the action running now (work of the runtime's own that finds an error, as a phase animator
  /// whose cycle takes no time): `perform` throws it.
  func fail(_ error: ViewError) { if failure == nil { failure = error } }

  /// Runs the actions scheduled by the last update (`onAppear`, `onChange`).
  func runScheduled() {
    let actions = scheduled
    scheduled = []
    for a in actions { a() }
  }

  /// Runs `action` after this update (`onChange`).
  func schedule(_ action: @escaping () -> Void) { scheduled.append(action) }

  /// A custom `Animatable`'s data.
  func record<V: VectorArithmetic>(data: V, key: String, environment: ViewEnvironment) {
    guard !environment.direct else { return }
    if var animator = dataAnimators[key] as? DataAnimator<V> {
      if let h = animator.set(data, animation: environment.transaction.animation, at: time) { handles.append((key, h)) }
      dataAnimators[key] = animator
    } else {
      dataAnimators[key] = DataAnimator(data)
    }
  }

  /// The view at `path` receives `publisher`'s dates: it starts now (the first tick one interval on), or
  /// goes on with its schedule when the view was receiving already; the latest action is kept. The timer
  /// is the view's: a body that makes its publisher again (every update does here) keeps the schedule,
  /// and a cancelled one stays cancelled, as a view's stored timer does on iOS; a new timer an action
  /// made (put in a `@State` or `@Published` property) starts again from now, as iOS subscribes to it.
  func receive(_ publisher: Timer.TimerPublisher, at path: ViewPath, action: @escaping (Date) -> Void) {
    receiving.insert(path)
    let interval = max(publisher.interval, 0.0001)
    if let r = receivers[path], r.interval == interval, r.publisher === publisher || !publisher.madeInAction {
      receivers[path] = (
        r.next, interval, action, publisher, r.cancelled || r.publisher.isCancelled || publisher.isCancelled
      )
    } else {
      receivers[path] = (time + interval, interval, action, publisher, publisher.isCancelled)
    }
  }

  /// Runs `action` at clip time `t` (not before the instant running now), as an event like a tap, marked
  /// `label` on `plot`'s timeline.
  func schedule(at t: Double, label: String = "timer", _ action: @escaping () -> Void) {
    timerSequence += 1
    timers.append((max(t, time), timerSequence, label, action))
  }

  /// When the next scheduled work is due (+∞ when none is left).
  var nextTimerTime: Double { timers.map(\.time).min() ?? .infinity }

  /// The next scheduled work, removed from the queue.
  func nextTimer() -> (time: Double, label: String, action: () -> Void)? {
    guard
      let i = timers.indices.min(by: { (timers[$0].time, timers[$0].sequence) < (timers[$1].time, timers[$1].sequence) }
      )
    else {
      return nil
    }
    let timer = timers.remove(at: i)
    return (timer.time, timer.label, timer.action)
  }

  /// The next timer tick due: the receiving view and its instant (nil when no timer runs).
  var nextTick: (path: ViewPath, time: Double)? {
    receivers.filter { !($0.value.cancelled || $0.value.publisher.isCancelled) }
      .min { ($0.value.next, $0.key.description) < ($1.value.next, $1.key.description) }
      .map { ($0.key, $0.value.next) }
  }

  /// Fires the tick of the view at `path`: its action with the render clock's date, then the next one.
  func tick(_ path: ViewPath) throws(ViewError) -> [(Transaction, [(key: String, handle: AnimationHandle)])] {
    guard let r = receivers[path] else { return [] }
    receivers[path]?.next = r.next + r.interval
    let updates = try perform({ r.action(RenderClock.date(r.next)) }, at: r.next)
    if r.publisher.isCancelled { receivers[path]?.cancelled = true }
    return updates
  }

  /// A custom `Animatable`'s data as presented at the update's time.
  func presentedData<V: VectorArithmetic>(_ key: String) -> V? {
    (dataAnimators[key] as? DataAnimator<V>)?.value(at: time)
  }

  // MARK: Running

  /// Evaluates the bodies at `t` with `transaction` and records every change. When the views read their
  /// places (`GeometryReader`, anchors), side evaluations settle the places first (``ViewGeometry``).
  func update(at t: Double, transaction: Transaction) throws(ViewError) {
    time = t
    handles = []
    appearing = []
    disappearing = []
    var env = rootEnvironment
    env.transaction = transaction
    if let windowScheme { env.values.colorScheme = windowScheme }
    evaluations += 1
    let seed = (ViewRandomState.seed(t) &+ evaluations &* 0x9E37_79B9_7F4A_7C15) ^ self.seed
    updateSeed = seed
    let settled = readsGeometry
    if settled { try settleGeometry(environment: env, seed: seed) }
    let context = ResolveContext(
      mode: .update(self), time: t, measurer: measurer, store: store, assetDirectories: assetDirectories)
    context.geometry = geometry
    // Each update's bodies ask for the presentation's scheme again: a tap may turn the window dark. The
    // window takes a new one at once, with an update in it (``update(at:settling:)``), as every view in
    // the window reads it.
    preferredColorScheme = nil
    let nodes = try evaluate(context, environment: env, seed: seed)
    if preferredColorScheme != windowScheme {
      windowScheme = preferredColorScheme
      schemePending = true
    }
    forgetBodiesNotEvaluated()
    let root = ViewLayout.screen(nodes)
    let (frames, regions) = layOut(root)
    let used = geometry
    geometry = ViewGeometry(measuring: context.measured, spaces: context.spaceNames, in: frames)
    readsGeometry = !context.measured.isEmpty || !context.spaceNames.isEmpty
    // A reader that came with this update was offered the canvas: update again with its place
    // (``update(at:settling:)``).
    if !settled, geometry != used { placesPending = true }
    recordedTransactions = [:]
    previousPlacements = placements
    placements = MatchedPlacement.of(root, frames: frames)
    if !placements.isEmpty { movesMatchedViews = true }
    record(
      root, frames: frames, group: Frame(x: 0, y: 0, width: 0, height: 0), parentPath: nil, transaction: transaction)
    if let old = tree.first, let oldFrames = previousFrames {
      removeWithTransitions(old, parentPath: nil, index: 0, now: frames, oldFrames: oldFrames)
    }
    if let last = epochs.last, last.time == t { epochs.removeLast() }
    epochs.append(
      Epoch(time: t, values: store.values, seed: seed, geometry: used, colorScheme: env.colorScheme))
    receivers = receivers.filter { receiving.contains($0.key) }
    receiving = []
    endReceptions()
    plainProperties.record(at: t)
    tree = [root]
    previousFrames = frames
    scrollRegions = regions
    runAppearanceActions()
  }

  /// Schedules the `onDisappear`s of the views gone since the last update, then the `onAppear`s of those
  /// that came.
  private func runAppearanceActions() {
    var shown: [ViewPath: [() -> Void]] = [:]
    for (path, action) in disappearing { shown[path, default: []].append(action) }
    for (path, actions) in disappearActions.sorted(by: { $0.key.text < $1.key.text }) where shown[path] == nil {
      scheduled += actions
    }
    disappearActions = shown
    var now: Set<ViewPath> = []
    for (path, action) in appearing {
      now.insert(path)
      if !present.contains(path) { scheduled.append(action) }
    }
    present = now
  }

  /// The root evaluated with `context`, bound to the platform and seeded with the update's numbers.
  private func evaluate(
    _ context: ResolveContext, environment: ViewEnvironment, seed: UInt64
  ) throws(ViewError) -> [ViewNode] {
    do {
      return try platform.bind {
        try ViewRandom.$current.withValue(ViewRandomState(seed: seed)) {
          try context.resolve(self.root(), path: ViewPath(""), environment: environment)
        }
      }
    } catch let e as ViewError { throw e } catch { throw ViewError(.unsupported, "\(error)") }
  }

  /// Every view's frame and each scroll view's region inside its content insets, the canvas sized to the
  /// root's ideal size first when no size was given. The
  /// largest ideal size of any update is kept (``largestIdeal``): a view that grows after its first frame
  /// is laid out again at it (``ViewScene``).
  private func layOut(_ root: ViewNode) -> (frames: [ViewPath: Frame], scrollRegions: [ViewPath: Frame]) {
    if canvas == nil || largestIdeal != nil {
      let ideal = ViewLayout(measurer: measurer).size(root, ProposedSize(width: nil, height: nil))
      let rounded = Size(width: max(64, ideal.width.rounded(.up)), height: max(64, ideal.height.rounded(.up)))
      let known = largestIdeal ?? rounded
      largestIdeal = Size(width: max(known.width, rounded.width), height: max(known.height, rounded.height))
      if canvas == nil { canvas = rounded }
    }
    let layout = ViewLayout(measurer: measurer, safeArea: safeArea)
    return (layout.frames(root, canvas: canvas!), layout.sizes.scrollRegions)
  }

  /// Evaluates the bodies on the side (nothing is recorded) and lays them out until the places they ask
  /// about stop moving, at most `ViewGeometry.maximumPasses` times.
  private func settleGeometry(environment: ViewEnvironment, seed: UInt64) throws(ViewError) {
    for _ in 0..<ViewGeometry.maximumPasses {
      let probe = ResolveContext(
        mode: .probe, time: time, measurer: measurer, store: store, assetDirectories: assetDirectories)
      probe.geometry = geometry
      probe.runsOf = self
      // A side evaluation is not a run of the bodies: what they print is not printed (Print.swift).
      let result: Result<[ViewNode], ViewError> = PublishedClock.$repeatedBody.withValue(true) {
        do throws(ViewError) { return .success(try evaluate(probe, environment: environment, seed: seed)) } catch {
          return .failure(error)
        }
      }
      let nodes = try result.get()
      guard !probe.measured.isEmpty || !probe.spaceNames.isEmpty else { return }
      let measured = ViewGeometry(
        measuring: probe.measured, spaces: probe.spaceNames, in: layOut(ViewLayout.screen(nodes)).frames)
      if measured == geometry { return }
      geometry = measured
    }
  }

  private func record(
    _ node: ViewNode, frames: [ViewPath: Frame], group: Frame, parentPath: ViewPath?, transaction: Transaction
  ) {
    let t = node.layoutTransaction ?? transaction
    recordedTransactions[node.path] = t
    let f = frames[node.path]
    // A view that is new where its parent was already: its insertion transition plays, with the transition's
    // own animation or the transaction's. A view shown before under the same identity (an `if` toggled back)
    // was fully there then: the animator made now starts at 1 before this insertion.
    if let old = previousFrames, old[node.path] == nil, parentPath.map({ old[$0] != nil }) ?? true,
      let animation = node.insertionTransition?.insertionAnimation ?? t.animation
    {
      var presence =
        animators[node.path.description + "#presence"] ?? PropertyAnimator(initialValue: AnimatableVector([1]))
      presence.reset(to: AnimatableVector([0]), at: time)
      if let h = presence.set(AnimatableVector([1]), animation: animation, at: time) {
        handles.append((node.path.description + "#presence", h))
      }
      animators[node.path.description + "#presence"] = presence
    }
    if let f {
      let (key, vector) = Self.frameKey(node, f, group: group, placement: placements[node.path])
      set(key, vector, animation: t.animation)
    }
    for (i, e) in node.effects.enumerated() {
      guard case .state = e.source else { continue }
      set(Self.effectKey(node, i), e.vector, animation: e.animation)
    }
    if let paint = AnimatedPaint.vector(of: node) {
      set(paint.key, paint.vector, animation: t.animation)
    }
    if let content = node.changingDrawn, let string = Self.changingContent(of: node, content) {
      // A text's or symbol's change plays its content transition: progress 0 → 1 with the change's animation.
      if node.textTransition != nil, let previous = texts[node.path], previous.string != string,
        let animation = t.animation
      {
        let key = node.path.description + "#text"
        var progress = animators[key] ?? PropertyAnimator(initialValue: AnimatableVector([1]))
        progress.reset(to: AnimatableVector([0]), at: time)
        if let h = progress.set(AnimatableVector([1]), animation: animation, at: time) { handles.append((key, h)) }
        animators[key] = progress
        // The text before as it was set in its layout (wrapped at its frame then): what the crossfade fades out.
        var old = previous.node
        if let frame = previous.frame {
          ViewLayout(measurer: measurer, safeArea: safeArea).wrapTexts(&old, model: [old.path: frame])
        }
        if let drawn = old.changingDrawn(in: previous.frame.map { Size(width: $0.width, height: $0.height) }) {
          textChanges[node.path, default: []].append(
            TextChange(time: time, from: previous.string, to: string, old: drawn))
        }
      }
      texts[node.path] = (string, node, f)
    }
    let inner = node.groupsGeometry ? f ?? group : group
    for c in node.children { record(c, frames: frames, group: inner, parentPath: node.path, transaction: t) }
  }

  /// What a content transition compares to find a change: a text's (or an emoji text's) string, a symbol's
  /// name with its variant (`Image(systemName:)`); nil for other content.
  static func changingContent(of node: ViewNode, _ content: DisplayContent) -> String? {
    if case .text(let string, _, _, _, _) = content, node.name == nil { return string }
    if case .emoji(let string, _) = content, node.name == nil { return string }
    return node.symbolDrawn ?? node.name
  }

  /// Views of the last tree that are gone now where their parent stays: each keeps being drawn, at its
  /// last frame, while its removal transition plays with the transition's own animation, or else with the
  /// transaction where it was — its parent's in this update, so an `.animation(_:value:)` around it animates
  /// its removal as SwiftUI does.
  private func removeWithTransitions(
    _ node: ViewNode, parentPath: ViewPath?, index: Int, now: [ViewPath: Frame], oldFrames: [ViewPath: Frame]
  ) {
    if now[node.path] == nil {
      guard let parentPath, now[parentPath] != nil,
        let animation = node.insertionTransition?.removalAnimation ?? recordedTransactions[parentPath]?.animation
      else { return }
      let key = "\(node.path.description)#removal@\(time)"
      // A view removed while its symmetric insertion plays leaves from where the insertion has brought it,
      // the removal combined with it as any property's animations are (an asymmetric one's insertion plays
      // on under the removal).
      var presence = PropertyAnimator(initialValue: AnimatableVector([1]))
      if node.insertionTransition?.symmetric ?? true,
        let inserting = animators[node.path.description + "#presence"], inserting.isAnimating(at: time)
      {
        presence = inserting
      } else {
        presence.reset(to: AnimatableVector([1]), at: time)
      }
      if let h = presence.set(AnimatableVector([0]), animation: animation, at: time) { handles.append((key, h)) }
      animators[key] = presence
      var frames: [ViewPath: Frame] = [:]
      func keep(_ n: ViewNode) {
        frames[n.path] = oldFrames[n.path]
        n.children.forEach(keep)
      }
      keep(node)
      // Its texts set in the lines they had (the old tree's frames), as the live tree's are each frame.
      var kept = node
      ViewLayout(measurer: measurer, safeArea: safeArea).wrapTexts(&kept, model: frames)
      ghosts.append(
        Ghost(
          node: kept, parent: parentPath, index: index, frames: frames, key: key, start: time,
          placements: previousPlacements))
      return
    }
    for (i, c) in node.children.enumerated() {
      removeWithTransitions(c, parentPath: node.path, index: i, now: now, oldFrames: oldFrames)
    }
  }

  /// The animator key of a node's frame and the frame as it animates, as SwiftUI animates geometry: each
  /// view its own frame on the canvas, with the transaction where it is (an `.animation(_:value:)` around
  /// a view animates where it moves as well as its size, whatever moves its parent), unless it is inside a
  /// `.geometryGroup()`, whose frame `group` is: then relative to the group's centre, so that it moves with
  /// the group. A matched geometry's source is keyed by its id, on the canvas, so that a view inserted as
  /// another of its id is removed moves from that one's frame; a view that is not the source keeps its own
  /// key, so that when its id names another source it moves to that one's frame with the transaction.
  /// A matched view's frame is where it is in the window (`placement`: the offsets and scales around it).
  static func frameKey(
    _ node: ViewNode, _ laidOut: Frame, group: Frame, placement: MatchedPlacement? = nil
  ) -> (String, [Double]) {
    let f = node.matched == nil ? laidOut : placement?.apply(laidOut) ?? laidOut
    if let m = node.matched, m.isSource { return ("matched#\(m.key)", [f.x, f.y, f.width, f.height]) }
    if node.matched != nil { return (node.path.description + "#frame", [f.x, f.y, f.width, f.height]) }
    return (node.path.description + "#frame", [f.x - group.x, f.y - group.y, f.width, f.height])
  }

  static func effectKey(_ node: ViewNode, _ i: Int) -> String {
    "\(node.path.description)#\(i).\(node.effects[i].name)"
  }

  private func set(_ key: String, _ vector: [Double], animation: Animation?) {
    let v = AnimatableVector(vector)
    guard var animator = animators[key], animator.modelValue.components.count == vector.count else {
      animators[key] = PropertyAnimator(initialValue: v)
      return
    }
    guard animator.modelValue != v else { return }
    if let h = animator.set(v, animation: animation, at: time) { handles.append((key, h)) }
    animators[key] = animator
  }

  /// Counts a tap at the current time on the view at `path`, whose gesture needs `count` taps: true when
  /// this tap is the last of them (each within ``multiTapInterval`` of the one before), which starts the
  /// count again.
  func completesTaps(at path: ViewPath, count: Int) -> Bool {
    var taps = 1
    if let last = tapCounts[path], time - last.last <= Self.multiTapInterval { taps = last.count + 1 }
    if taps >= count {
      tapCounts[path] = nil
      return true
    }
    tapCounts[path] = (taps, time)
    return false
  }

  /// Marks the state changed, so that the next `perform` updates (a timeline's entry).
  func invalidate() { dirty = true }

  /// Runs `action` (a tap, a completion, `onAppear`) at `t`, then updates until nothing changes.
  func perform(
    _ action: () -> Void, at t: Double
  ) throws(ViewError) -> [(Transaction, [(key: String, handle: AnimationHandle)])] {
    var started: [(Transaction, [(key: String, handle: AnimationHandle)])] = []
    time = t
    transactions = [:]
    platform.bind { ViewRandom.$current.withValue(ViewRandomState(seed: ViewRandomState.seed(t) &+ 1)) { action() } }
    var rounds = 0
    while dirty {
      rounds += 1
      guard rounds <= 1000 else {
        throw ViewError(
          .runaway, String(format: "the view changes its state without end at %.3f s (onAppear or onChange loops)", t))
      }
      let made = transactions.keys.sorted().map { transactions[$0]! }
      var merged = made.last(where: { $0.animation != nil }) ?? made.last ?? Transaction()
      merged.completions = made.flatMap(\.completions)
      let groups = StateWrite.groups(writes)
      dirty = false
      transactions = [:]
      writes = []
      if groups.count > 1 {
        // Changes made with different transactions in one action (two `withAnimation` calls, or a plain
        // change and an animated one) are applied one transaction at a time, each with an update of its
        // own, as SwiftUI commits them: each view animates with the transaction of the change it shows.
        // An object's properties live outside the graph: on iOS the first transaction that changed an
        // object makes its views read it as the whole action left it, so all of that object's changes show
        // in that transaction's update, and another object's in the first transaction that changed it.
        let all = groups.flatMap(\.writes)
        for w in all.reversed() { w.undo?() }
        let observing = bodyInputs.mapValues(\.objects).filter { !$0.value.isEmpty }
        let written = Set(all.compactMap(\.object))
        var shown: Set<ObjectIdentifier> = []
        for group in groups {
          let objects = Self.objectsShown(
            by: group.writes, written: written, observing: observing
          ).subtracting(shown)
          shown.formUnion(objects)
          for w in all where w.object.map(objects.contains) ?? group.writes.contains(where: { $0 === w }) {
            w.redo?()
          }
          let made = try update(at: t, settling: group.transaction)
          started.append((group.transaction, made))
          if group.transaction.cyclesPhases { cyclingKeys.formUnion(made.map(\.key)) }
        }
      } else {
        let made = try update(at: t, settling: merged)
        started.append((merged, made))
        if merged.cyclesPhases { cyclingKeys.formUnion(made.map(\.key)) }
      }
      let actions = scheduled
      scheduled = []
      for a in actions { a() }
    }
    if let failure { throw failure }
    return started
  }

  /// The objects among `written` whose changes the update of a transaction with `writes` shows: those it
  /// changed, and those observed by a view whose state it changed (iOS draws that view again in the
  /// transaction, reading its objects as they are). A view drawn again because another object it observes
  /// changed is not followed: a parent that keeps its children's objects in `@StateObject`s would take
  /// them all in, where on iOS each child reads its own in the transaction that changed it.
  /// `observing`: the objects each view observes.
  static func objectsShown(
    by writes: [StateWrite], written: Set<ObjectIdentifier>, observing: [ViewPath: Set<ObjectIdentifier>]
  ) -> Set<ObjectIdentifier> {
    var objects = Set(writes.compactMap(\.object))
    for w in writes { if let key = w.key { objects.formUnion(observing[key.view, default: []]) } }
    return objects.intersection(written)
  }

  /// Updates at `t` with `transaction`, and at once again, without animation, when views that read their
  /// places came with it (they were offered the canvas): before any `onAppear` of theirs runs, so that
  /// they start where layout puts them, as on iOS; or when the update asked for another window scheme,
  /// so that every view reads it. The animations the update started.
  private func update(
    at t: Double, settling transaction: Transaction
  ) throws(ViewError) -> [(key: String, handle: AnimationHandle)] {
    try update(at: t, transaction: transaction)
    var started = handles
    if placesPending || schemePending {
      placesPending = false
      schemePending = false
      try update(at: t, transaction: Transaction())
      started += handles
    }
    return started
  }

  /// Updates at `t` again, without animation, when the last update asked for another window scheme (the
  /// first update, whose bodies say which scheme the window has).
  func settleWindowScheme(at t: Double) throws(ViewError) {
    guard schemePending else { return }
    schemePending = false
    try update(at: t, transaction: Transaction())
  }

  /// When an animation started by an update is complete by `criteria`.
  func completionTime(
    _ handles: [(key: String, handle: AnimationHandle)], criteria: AnimationCompletionCriteria, from t: Double
  ) -> Double {
    handles.map { h in
      if let a = animators[h.key] { return a.completionTime(of: h.handle, criteria: criteria) }
      return dataAnimators[h.key]?.completionTime(of: h.handle, criteria: criteria) ?? t
    }.max() ?? t
  }

  /// The tappable views now: each with the texts it can be named by.
  func tappables() -> [(path: ViewPath, names: [String], target: TapTarget)] {
    var result: [(ViewPath, [String], TapTarget)] = []
    // An identifier written outside the view with the gesture (`.padding().accessibilityIdentifier("go")`)
    // names it too.
    func walk(_ n: ViewNode, _ outer: [String]) {
      // A view layout left out (the views `ViewThatFits` did not choose) is not drawn and cannot be tapped.
      if let frames = previousFrames, frames[n.path] == nil { return }
      // A view under `.allowsHitTesting(false)` (or covered by a pushed view) cannot be tapped by name either.
      guard n.hitTesting else { return }
      let outer = outer + (n.identifier.map { [$0] } ?? [])
      if let tap = n.tap { result.append((n.path, outer + n.texts, tap)) }
      for c in n.children { walk(c, outer) }
    }
    for n in tree { walk(n.reachable, []) }
    return result
  }
}

/// A view removed with an animated transition: its last nodes and frames, drawn until the transition ends.
nonisolated struct Ghost {
  var node: ViewNode
  var parent: ViewPath
  var index: Int
  /// Its subtree's frames when it was removed, in canvas points.
  var frames: [ViewPath: Frame]
  /// The key of its presence animator (1 → 0).
  var key: String
  var start: Double
  /// Where its matched views were in the window (``MatchedPlacement``) when it was removed.
  var placements: [ViewPath: MatchedPlacement] = [:]
}

/// A frame in canvas points: centre and size.
nonisolated struct Frame: Equatable {
  var x: Double, y: Double, width: Double, height: Double
}

/// One state change recorded during an action: its transaction and how to take it back and apply it again.
nonisolated final class StateWrite {
  let transaction: Transaction?
  let undo: (() -> Void)?
  let redo: (() -> Void)?
  /// The object whose property it changed (nil: a view's state).
  let object: ObjectIdentifier?
  /// The state it changed (nil: an object's property).
  let key: StateKey?

  init(
    transaction: Transaction?, undo: (() -> Void)?, redo: (() -> Void)?, object: ObjectIdentifier? = nil,
    key: StateKey? = nil
  ) {
    self.transaction = transaction
    self.undo = undo
    self.redo = redo
    self.object = object
    self.key = key
  }

  /// The writes grouped by transaction (a write with none is a group of its own kind), in the order each
  /// transaction first changed something.
  static func groups(_ writes: [StateWrite]) -> [(transaction: Transaction, writes: [StateWrite])] {
    var order: [Int] = []
    var groups: [Int: (transaction: Transaction, writes: [StateWrite])] = [:]
    for w in writes {
      let serial = w.transaction?.serial ?? 0
      if groups[serial] == nil {
        order.append(serial)
        groups[serial] = (w.transaction ?? Transaction(), [])
      }
      groups[serial]!.writes.append(w)
    }
    return order.map { groups[$0]! }
  }
}
