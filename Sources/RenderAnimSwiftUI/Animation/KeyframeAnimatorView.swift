import DisplayModel
import Keyframes

/// `keyframeAnimator(initialValue:trigger:content:keyframes:)`: the content closure is evaluated at every
/// frame with the keyframes' value at that instant (Keyframes' `KeyframeAnimatorPlayback`).
nonisolated public struct _KeyframeAnimatorView<Value, Content: View, Output: View, K: Keyframes<Value>>: View,
  PrimitiveView
{
  public typealias Body = Never
  let content: Content?
  let initialValue: Value
  let trigger: (any Equatable)?
  let repeating: Bool
  let makeContent: (PlaceholderContentView<Content>, Value) -> Output
  let keyframes: (Value) -> K
  /// A triggered animator that also runs once when it first appears (a symbol effect active from the
  /// start with a finite repeat count).
  var playsOnAppear = false

  /// This animator, running once when it first appears too.
  func playingOnAppear(_ plays: Bool) -> Self {
    var a = self
    a.playsOnAppear = plays
    return a
  }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    var value = initialValue
    switch context.mode {
    case .update(let graph):
      value = update(graph, path: path, environment: environment)
    case .frame(let history):
      if let playback = history.keyframePlaybacks[path]?.value as? KeyframeAnimatorPlayback<Value> {
        value = playback.value(at: context.time)
      }
    case .probe:
      break
    }
    let placeholder: PlaceholderContentView<Content> =
      content.map { context.placeholder(for: $0, path: path.appending("content"), environment: environment) }
      ?? PlaceholderContentView { _, _, _ in [] }
    var env = environment
    env.direct = true
    var nodes = try context.resolve(
      makeContent(placeholder, value), path: path.appending("keyframes"), environment: env)
    let fields = AnimatedFields.components(of: value, prefix: "value")
    for i in nodes.indices { nodes[i].values += fields }
    return nodes
  }
}

extension _KeyframeAnimatorView {
  /// Records this update's trigger and initial value and the host that builds the playback once the history
  /// is complete; the value the playback has now, from the triggers so far, which the content shows in
  /// this update (so that a change in it animates only where the keyframes' value changes).
  private func update(_ graph: ViewGraph, path: ViewPath, environment: ViewEnvironment) -> Value {
    let key = path.description + "#trigger"
    if playsOnAppear, trigger != nil, graph.previous(key: key) == nil {
      graph.trigger(path, name: environment.triggerName)
    }
    if let trigger, graph.changed(key: key, to: trigger) { graph.trigger(path, name: environment.triggerName) }
    // Without a trigger, the loop starts when the view appears repeating or `repeating` turns true, and
    // stops when it turns false: the instants it appears and changes, kept as a trigger's are.
    if trigger == nil, graph.previous(key: key) == nil { graph.triggers[path, default: []].append(graph.currentTime) }
    if trigger == nil, graph.changed(key: key, to: repeating) { graph.trigger(path, name: environment.triggerName) }
    // The initial value from this update on (an `initialValue:` that reads state changes with it), kept
    // where it changes.
    var values = graph.keyframeInitials[path] as? [(time: Double, value: Value)] ?? []
    if values.last?.time == graph.currentTime { values.removeLast() }
    if values.last.map({ !Self.same($0.value, initialValue) }) ?? true {
      values.append((graph.currentTime, initialValue))
    }
    graph.keyframeInitials[path] = values
    let initial = initialValue
    let keyframes = self.keyframes
    let repeating = self.repeating
    let triggered = trigger != nil
    let names = environment.keyframeTrackNames
    let host = { (times: [Double]) -> KeyframeHost in
      let mode: KeyframeAnimatorPlayback<Value>.Mode =
        triggered ? .triggered(times) : .looping(Self.loops(changes: times, last: repeating))
      let playback = KeyframeAnimatorPlayback(initialValue: initial, initialValues: values, mode: mode) { current in
        keyframes(current)
      }
      let boundaries = playback.runs.flatMap { run in
        run.timeline.trackBoundaries.enumerated().flatMap { track, ends in
          ends.enumerated().map {
            KeyframeBoundary(
              track: track, name: names.flatMap { track < $0.count ? $0[track] : nil }, index: $0.offset,
              time: run.start + $0.element)
          }
        }
      }
      // A loop running at the end counts one cycle from its start (0: it has no duration, an error).
      guard !triggered, repeating, let run = playback.runs.first else {
        return KeyframeHost(playback: playback, end: playback.endTime, cycle: nil, boundaries: boundaries)
      }
      return KeyframeHost(
        playback: playback, end: playback.endTime, cycle: run.timeline.duration > 0 ? playback.endTime : 0,
        boundaries: boundaries)
    }
    graph.keyframeHosts[path] = host
    guard let now = host(graph.triggers[path] ?? []).playback as? KeyframeAnimatorPlayback<Value> else {
      return initialValue
    }
    return now.value(at: graph.currentTime)
  }

  /// Whether two values are equal, for a value type that is `Equatable` (false otherwise).
  private static func same(_ a: Value, _ b: Value) -> Bool {
    guard let x = a as? any Equatable else { return false }
    func equal<E: Equatable>(_ e: E) -> Bool { (b as? E) == e }
    return equal(x)
  }

  /// The spans a `repeating:` animator loops in, from the instants it appeared and changed (`changes`,
  /// each a change of the Bool, which is `last` after the last).
  static func loops(changes: [Double], last: Bool) -> [Range<Double>] {
    var spans: [Range<Double>] = []
    for (i, t) in changes.enumerated() where (changes.count - 1 - i) % 2 == 0 ? last : !last {
      spans.append(t..<(i + 1 < changes.count ? changes[i + 1] : .infinity))
    }
    return spans
  }
}

nonisolated extension View {
  /// Plays keyframes each time `trigger` changes; `content` builds the view from the current value.
  public func keyframeAnimator<Value, Output: View, K: Keyframes<Value>>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Output,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
  ) -> _KeyframeAnimatorView<Value, Self, Output, K> {
    _KeyframeAnimatorView(
      content: self, initialValue: initialValue, trigger: trigger, repeating: false,
      makeContent: content, keyframes: keyframes)
  }

  /// Plays keyframes in a loop while `repeating` (from when the view appears or `repeating` turns true);
  /// otherwise the value is the keyframes' start.
  public func keyframeAnimator<Value, Output: View, K: Keyframes<Value>>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Output,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
  ) -> _KeyframeAnimatorView<Value, Self, Output, K> {
    _KeyframeAnimatorView(
      content: self, initialValue: initialValue, trigger: nil, repeating: repeating,
      makeContent: content, keyframes: keyframes)
  }
}

/// SwiftUI's `KeyframeAnimator` view: `content` builds the view from the keyframes' value.
nonisolated public struct KeyframeAnimator<Value, Output: View, K: Keyframes<Value>>: View {
  let view: _KeyframeAnimatorView<Value, EmptyView, Output, K>

  /// Plays each time `trigger` changes.
  public init(
    initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Output,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
  ) {
    view = _KeyframeAnimatorView(
      content: nil, initialValue: initialValue, trigger: trigger, repeating: false,
      makeContent: { _, v in content(v) }, keyframes: keyframes)
  }
  /// Plays in a loop (`repeating`) or once.
  public init(
    initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Output,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
  ) {
    view = _KeyframeAnimatorView(
      content: nil, initialValue: initialValue, trigger: nil, repeating: repeating,
      makeContent: { _, v in content(v) }, keyframes: keyframes)
  }
  public var body: some View { view }
}

/// The animatable fields of a value, by name (`value.scale`, `value.angle`), for `sample`.
nonisolated enum AnimatedFields {
  static func components(of value: Any, prefix: String) -> [(String, Double)] {
    if let x = scalar(value) { return [(prefix, x)] }
    if let named = value as? any SampledComponents { return named.sampledComponents(prefix: prefix) }
    var result: [(String, Double)] = []
    for child in Mirror(reflecting: value).children {
      guard let label = child.label else { continue }
      if let x = scalar(child.value) {
        result.append(("\(prefix).\(label)", x))
      } else if let p = child.value as? CGPoint {
        result += [("\(prefix).\(label).x", Double(p.x)), ("\(prefix).\(label).y", Double(p.y))]
      } else if let s = child.value as? CGSize {
        result += [("\(prefix).\(label).width", Double(s.width)), ("\(prefix).\(label).height", Double(s.height))]
      }
    }
    return result
  }

  static func scalar(_ value: Any) -> Double? {
    switch value {
    case let x as Double: return x
    case let x as CGFloat: return Double(x)
    case let x as Float: return Double(x)
    case let x as Int: return Double(x)
    case let a as Angle: return a.radians
    default: return nil
    }
  }
}

/// A keyframe animator's playback, built once the triggers are known: its value over the clip, when it
/// ends, the end of a loop's first cycle, and when each keyframe ends (for `plot`'s marks).
nonisolated struct KeyframeHost {
  var playback: Any
  var end: Double
  var cycle: Double?
  var boundaries: [KeyframeBoundary]
}

/// The end of keyframe `index` of track `track` (in declaration order, named `name` when the view says),
/// at clip time `time`.
nonisolated struct KeyframeBoundary: Sendable {
  var track: Int
  var name: String?
  var index: Int
  var time: Double
}
