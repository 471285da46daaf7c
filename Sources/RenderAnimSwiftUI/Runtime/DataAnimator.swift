import Keyframes

/// The animator of a custom `Animatable`'s `animatableData`, whatever its vector type.
protocol DataAnimating: Sendable {
  func completionTime(of handle: AnimationHandle, criteria: AnimationCompletionCriteria) -> Double
  var removalTime: Double { get }
}

/// A vector type the view declares, carried through Keyframes' `PropertyAnimator` (which needs
/// `Sendable`: the values are plain data, read on the frame workers only after the history is built).
nonisolated struct DataVector<V: VectorArithmetic>: VectorArithmetic, @unchecked Sendable {
  var value: V
  static var zero: DataVector { DataVector(value: .zero) }
  static func + (a: DataVector, b: DataVector) -> DataVector { DataVector(value: a.value + b.value) }
  static func - (a: DataVector, b: DataVector) -> DataVector { DataVector(value: a.value - b.value) }
  mutating func scale(by rhs: Double) { value.scale(by: rhs) }
  var magnitudeSquared: Double { value.magnitudeSquared }
  static func == (a: DataVector, b: DataVector) -> Bool { a.value == b.value }
}

nonisolated struct DataAnimator<V: VectorArithmetic>: DataAnimating {
  var animator: PropertyAnimator<DataVector<V>>
  init(_ initial: V) { animator = PropertyAnimator(initialValue: DataVector(value: initial)) }

  mutating func set(_ value: V, animation: Animation?, at t: Double) -> AnimationHandle? {
    guard animator.modelValue.value != value else { return nil }
    return animator.set(DataVector(value: value), animation: animation, at: t)
  }
  func value(at t: Double) -> V { animator.value(at: t).value }
  func completionTime(of handle: AnimationHandle, criteria: AnimationCompletionCriteria) -> Double {
    animator.completionTime(of: handle, criteria: criteria)
  }
  var removalTime: Double { animator.removalTime }
}
