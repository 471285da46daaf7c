import Foundation

/// How a scroll view's content moves once the finger lifts: its offset at each time after the release, the
/// offset it comes to rest at, and when (ScrollPlayback.swift).
nonisolated struct ScrollMotion {
  /// The offset `t` seconds after the release.
  let offset: (Double) -> Double
  /// Where the content comes to rest.
  let rest: Double
  /// Seconds from the release until it rests (to a tenth of a point).
  let duration: Double

  /// The motion from `x0` moving at `v` points a second, with content that scrolls up to `maximum` in a
  /// scroll view `length` long, coming to rest as `behavior` says (`targets`: a view-aligned scroll's
  /// resting places).
  static func after(
    release x0: Double, velocity v: Double, maximum: Double, length: Double, behavior: ScrollBehaviorKind,
    targets: () -> [Double]
  ) -> ScrollMotion {
    if x0 < 0 || x0 > maximum { return bounce(from: x0, velocity: v, to: x0 < 0 ? 0 : maximum) }
    let k = ScrollPlayback.decay
    switch behavior {
    case .free:
      return decelerate(from: x0, velocity: v, maximum: maximum)
    case .paging:
      guard length > 0 else { return settle(from: x0, velocity: v, to: x0) }
      let page = x0 / length
      let target = abs(v) > 100 ? (v > 0 ? page.rounded(.down) + 1 : page.rounded(.up) - 1) : page.rounded()
      return settle(from: x0, velocity: v, to: min(max(target * length, 0), maximum))
    case .viewAligned:
      let natural = x0 + v / k
      let target = targets().min { abs($0 - natural) < abs($1 - natural) } ?? x0
      return settle(from: x0, velocity: v, to: min(max(target, 0), maximum))
    }
  }

  /// Free deceleration, x0 + v/k·(1 − e^(−kt)); past an edge, a bounce back from it at the speed it had.
  static func decelerate(from x0: Double, velocity v: Double, maximum: Double) -> ScrollMotion {
    let k = ScrollPlayback.decay
    let natural = x0 + v / k
    let free = { (t: Double) in x0 + v / k * (1 - exp(-k * t)) }
    guard natural < 0 || natural > maximum else {
      return ScrollMotion(offset: free, rest: natural, duration: time(toWithin: 0.1, of: abs(v / k), rate: k))
    }
    let edge = natural < 0 ? 0.0 : maximum
    // When it reaches the edge, and how fast it is moving then.
    let reached = -log(1 - (edge - x0) * k / v) / k
    let speed = v * exp(-k * reached)
    let back = bounce(from: edge, velocity: speed, to: edge)
    return ScrollMotion(
      offset: { t in t < reached ? free(t) : back.offset(t - reached) }, rest: edge,
      duration: reached + back.duration)
  }

  /// A critically damped spring from `x0` moving at `v` to `target` (content past an edge comes back).
  static func bounce(from x0: Double, velocity v: Double, to target: Double) -> ScrollMotion {
    let w = ScrollPlayback.bounceFrequency
    let e = x0 - target
    let offset = { (t: Double) in target + (e + (v + w * e) * t) * exp(-w * t) }
    // The last time, in 240ths of a second up to 5 s, that it is more than a tenth of a point away.
    let end = (0..<1200).last { abs(offset(Double($0) / 240) - target) > 0.1 }.map { Double($0 + 1) / 240 } ?? 0
    return ScrollMotion(offset: offset, rest: target, duration: end)
  }

  /// To `target` along a decelerating curve that starts at the release's speed where it can: toward the
  /// target, at a rate between UIKit's fast deceleration's (10 a second) and 20 a second.
  static func settle(from x0: Double, velocity v: Double, to target: Double) -> ScrollMotion {
    let d = target - x0
    guard abs(d) > 1e-9 else { return ScrollMotion(offset: { _ in target }, rest: target, duration: 0) }
    let rate = min(max(v / d, ScrollPlayback.snappingDecay), 20)
    return ScrollMotion(
      offset: { t in x0 + d * (1 - exp(-rate * t)) }, rest: target,
      duration: time(toWithin: 0.1, of: abs(d), rate: rate))
  }

  /// When `distance`·e^(−rate·t) falls under `tolerance`.
  static func time(toWithin tolerance: Double, of distance: Double, rate: Double) -> Double {
    distance <= tolerance ? 0 : log(distance / tolerance) / rate
  }
}
