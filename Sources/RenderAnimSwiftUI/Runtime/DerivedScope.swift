import Keyframes

/// Whether the views being made are the body of an `Animatable` view or modifier (docs/swift-views.md,
/// Animatable).
///
/// SwiftUI sets an `Animatable`'s `animatableData` to the animated value and evaluates its body on every
/// frame, so a body such as `content.offset(x: sin(n * .pi / 2) * 30)` moves along the sine, not along a
/// straight line between its end values. render-anim does the same: in an update the body sees the data
/// as presented at that instant (an animation that starts now has not moved yet), so nothing derived from
/// the data changes at the update; in a frame it sees the animated data. A value made in such a body is
/// the value computed now plus what remains of its own animations (from changes the body made for other
/// reasons, animated with their transaction), as SwiftUI's additive animations compose:
/// `presented = now + (animated − model)`.
///
/// The `content` a modifier's body receives is the view the modifier was applied to, made outside the
/// body: it is not derived.
nonisolated enum DerivedScope {
  /// True while the body of an `Animatable` with data is evaluated.
  @TaskLocal static var active = false

  /// `body` with the scope set to `on`.
  static func with<R>(_ on: Bool, _ body: () throws(ViewError) -> R) throws(ViewError) -> R {
    guard on != active else { return try body() }
    let result: Result<R, ViewError> = $active.withValue(on) {
      do throws(ViewError) { return .success(try body()) } catch { return .failure(error) }
    }
    return try result.get()
  }

  /// A derived value at `t`: `current` (computed now) plus what remains of the animations of `animator`,
  /// whose model at `t` is what the updates computed. Exactly the animated value when nothing was derived
  /// since the update.
  static func presented(_ current: [Double], animator a: PropertyAnimator<AnimatableVector>, at t: Double) -> [Double] {
    let model = a.modelValue(at: t).components
    guard model.count == current.count else { return current }
    let value = a.value(at: t).components
    if model == current { return value }
    return current.indices.map { current[$0] + (value[$0] - model[$0]) }
  }
}
