import Foundation

/// Random numbers for view code, from a generator seeded per evaluation: `Double.random(in:)` in a body
/// gives the same value for the same frame every run, on every thread (frames are a pure function of t).
nonisolated struct ViewRandom: RandomNumberGenerator {
  /// The generator of the evaluation running on this thread; nil outside render-anim's evaluations.
  @TaskLocal static var current: ViewRandomState? = nil

  mutating func next() -> UInt64 { ViewRandom.current?.next() ?? UInt64.random(in: .min ... .max) }
}

/// SplitMix64 state (Steele, Lea and Flood 2014), one per evaluation.
nonisolated final class ViewRandomState: @unchecked Sendable {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A seed for an evaluation at `t`.
  static func seed(_ t: Double) -> UInt64 { t.bitPattern ^ 0x5DEE_CE66_D1CE_4E5B }
}

extension Double {
  /// A random value, from the evaluation's seeded generator (the same for the same frame every run).
  public static func random(in range: ClosedRange<Double>) -> Double {
    var g = ViewRandom()
    return Double.random(in: range, using: &g)
  }
  /// A random value, from the evaluation's seeded generator.
  public static func random(in range: Range<Double>) -> Double {
    var g = ViewRandom()
    return Double.random(in: range, using: &g)
  }
}

extension CGFloat {
  /// A random value, from the evaluation's seeded generator.
  public static func random(in range: ClosedRange<CGFloat>) -> CGFloat {
    var g = ViewRandom()
    return CGFloat.random(in: range, using: &g)
  }
}

extension Int {
  /// A random value, from the evaluation's seeded generator.
  public static func random(in range: ClosedRange<Int>) -> Int {
    var g = ViewRandom()
    return Int.random(in: range, using: &g)
  }
  /// A random value, from the evaluation's seeded generator.
  public static func random(in range: Range<Int>) -> Int {
    var g = ViewRandom()
    return Int.random(in: range, using: &g)
  }
}

extension Bool {
  /// A random value, from the evaluation's seeded generator.
  public static func random() -> Bool {
    var g = ViewRandom()
    return Bool.random(using: &g)
  }
}

extension Float {
  /// A random value, from the evaluation's seeded generator.
  public static func random(in range: ClosedRange<Float>) -> Float {
    var g = ViewRandom()
    return Float.random(in: range, using: &g)
  }
  /// A random value, from the evaluation's seeded generator.
  public static func random(in range: Range<Float>) -> Float {
    var g = ViewRandom()
    return Float.random(in: range, using: &g)
  }
}

extension CGFloat {
  /// A random value, from the evaluation's seeded generator.
  public static func random(in range: Range<CGFloat>) -> CGFloat {
    var g = ViewRandom()
    return CGFloat.random(in: range, using: &g)
  }
}

extension Sequence {
  /// The elements in a random order, from the evaluation's seeded generator.
  public func shuffled() -> [Element] {
    var g = ViewRandom()
    return shuffled(using: &g)
  }
}

extension MutableCollection where Self: RandomAccessCollection {
  /// Shuffles in place, from the evaluation's seeded generator.
  public mutating func shuffle() {
    var g = ViewRandom()
    shuffle(using: &g)
  }
}

extension Collection {
  /// A random element, from the evaluation's seeded generator.
  public func randomElement() -> Element? {
    var g = ViewRandom()
    return randomElement(using: &g)
  }
}
