import Render
import Testing

/// The blur's multiply-and-shift division equals integer division for every numerator it is given.
@Suite struct ExactDivisionTests {
  /// Every numerator from 0 to 256·d, for every window a blur of radius up to 300 pixels uses, and for the
  /// largest divisors allowed.
  @Test func equalsIntegerDivision() {
    let divisors = Array(1...601) + [4095, 8191, 65_535, 1 << 20, (1 << 23) - 1]
    for d in divisors {
      let divide = ExactDivision(by: Int32(d))
      let limit = 256 * d
      let step = d > 601 ? max(1, d / 7) : 1
      for n in Swift.stride(from: 0, through: limit, by: step) {
        if divide(Int32(n)) != Int32(n / d) {
          Issue.record("\(n) / \(d): \(divide(Int32(n))), expected \(n / d)")
          return
        }
      }
      // Around every multiple near the top of the range, where an error would show first.
      for q in [255, 256] where q * d <= limit {
        for n in [q * d - 1, q * d] where n >= 0 { #expect(divide(Int32(n)) == Int32(n / d)) }
      }
    }
  }
}
