import Foundation

/// A track resolved against a timeline's initial value: segments with precomputed start times.
protocol ResolvedTrack<Root> {
  associatedtype Root
  var duration: Double { get }
  var keyPath: AnyKeyPath { get }
  /// When each keyframe's segment ends, from the track's start.
  var ends: [Double] { get }
  /// Writes the track's value at `time` into `root` (nothing when the track has no keyframes).
  func apply(to root: inout Root, time: Double)
  /// The track's velocity at `time` (its animatable data), zero past the end.
  func velocity(at time: Double) -> Any
}

struct TypedTrack<Root, Value: Animatable>: ResolvedTrack {
  let writableKeyPath: WritableKeyPath<Root, Value>
  /// The initial value, whose non-animatable parts the track keeps.
  let template: Value
  let segments: [KeyframeSegment<Value.AnimatableData>]
  /// `ends[i]` is when segment i ends.
  let ends: [Double]

  init(keyPath: WritableKeyPath<Root, Value>, template: Value, segments: [KeyframeSegment<Value.AnimatableData>]) {
    writableKeyPath = keyPath
    self.template = template
    self.segments = segments
    var t = 0.0
    ends = segments.map {
      t += $0.duration
      return t
    }
  }

  var duration: Double { ends.last ?? 0 }
  var keyPath: AnyKeyPath { writableKeyPath }

  /// The segment holding `time` and the time into it: a boundary belongs to the earlier segment
  /// (docs/semantics.md §3); `nil` past the end.
  func locate(_ time: Double) -> (index: Int, local: Double)? {
    guard let last = ends.last, time <= last else { return nil }
    var lo = 0
    var hi = ends.count - 1
    while lo < hi {
      let mid = (lo + hi) / 2
      if time <= ends[mid] { hi = mid } else { lo = mid + 1 }
    }
    let begin = lo == 0 ? 0 : ends[lo - 1]
    return (lo, max(time - begin, 0))
  }

  func data(at time: Double) -> Value.AnimatableData? {
    guard let last = segments.last else { return nil }
    guard let (i, local) = locate(time) else { return last.end }
    return segments[i].value(at: local)
  }

  func apply(to root: inout Root, time: Double) {
    guard let data = data(at: time) else { return }
    var value = template
    value.animatableData = data
    root[keyPath: writableKeyPath] = value
  }

  func velocity(at time: Double) -> Any {
    guard let (i, local) = locate(time) else { return Value.AnimatableData.zero }
    return segments[i].velocity(at: local)
  }
}

/// A track whose animatable data is a `Double` (numbers, angles): the same as ``TypedTrack`` but with
/// its segments in concrete, specialised code, which runs several times faster than the generic path.
struct ScalarTrack<Root, Value: Animatable>: ResolvedTrack {
  let writableKeyPath: WritableKeyPath<Root, Value>
  let template: Value
  let segments: [KeyframeSegment<Double>]
  let ends: [Double]
  let last: Double?

  init(keyPath: WritableKeyPath<Root, Value>, template: Value, segments: [KeyframeSegment<Double>]) {
    writableKeyPath = keyPath
    self.template = template
    self.segments = segments
    var t = 0.0
    ends = segments.map {
      t += $0.duration
      return t
    }
    last = segments.isEmpty ? nil : segments[segments.count - 1].end
  }

  var duration: Double { ends.isEmpty ? 0 : ends[ends.count - 1] }
  var keyPath: AnyKeyPath { writableKeyPath }

  func locate(_ time: Double) -> (index: Int, local: Double)? {
    guard !ends.isEmpty, time <= ends[ends.count - 1] else { return nil }
    var lo = 0
    var hi = ends.count - 1
    while lo < hi {
      let mid = (lo + hi) / 2
      if time <= ends[mid] { hi = mid } else { lo = mid + 1 }
    }
    return (lo, max(time - (lo == 0 ? 0 : ends[lo - 1]), 0))
  }

  func apply(to root: inout Root, time: Double) {
    guard let last else { return }
    let data = locate(time).map { segments[$0.index].value(at: $0.local) } ?? last
    var value = template
    value.animatableData = unsafeBitCast(data, to: Value.AnimatableData.self)
    root[keyPath: writableKeyPath] = value
  }

  func velocity(at time: Double) -> Any {
    let v = locate(time).map { segments[$0.index].velocity(at: $0.local) } ?? 0
    return unsafeBitCast(v, to: Value.AnimatableData.self)
  }
}
