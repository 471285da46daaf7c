/// Division of a box blur's window sums by the window's width as a multiplication and a shift, exactly
/// equal to integer division for every numerator the blur produces (at most 256 × the divisor).
///
/// Integer division was two thirds of a shadow's cost (`make bench`, effects-1080). With N bits for the
/// numerators and ℓ = ⌈log₂ d⌉, m = ⌈2^(N+ℓ) / d⌉ makes ⌊n·m / 2^(N+ℓ)⌋ = ⌊n / d⌋ for every n < 2^N: the
/// error n·(m·d − 2^(N+ℓ)) / (d·2^(N+ℓ)) is below n / 2^(N+ℓ) < 2^−ℓ ≤ 1/d, too little to reach the next
/// integer (Granlund and Montgomery, "Division by invariant integers using multiplication", 1994).
package struct ExactDivision {
  private let multiplier: UInt64, shift: UInt64

  /// A divisor from 1 to 2^23 − 1.
  package init(by divisor: Int32) {
    precondition(divisor > 0 && divisor < 1 << 23, "a blur window under 2^23 pixels")
    let d = UInt64(divisor)
    let numeratorBits = UInt64(64 - (256 * d).leadingZeroBitCount)
    let divisorBits = UInt64(64 - (d - 1).leadingZeroBitCount)
    shift = numeratorBits + divisorBits
    multiplier = ((1 << shift) + d - 1) / d
  }

  /// ⌊n / d⌋ for 0 ≤ n ≤ 256·d.
  @inline(__always) package func callAsFunction(_ n: Int32) -> Int32 {
    Int32(truncatingIfNeeded: (UInt64(UInt32(bitPattern: n)) &* multiplier) &>> shift)
  }
}
