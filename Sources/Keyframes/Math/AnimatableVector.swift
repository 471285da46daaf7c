/// A vector of any number of components, for values whose shape is known only at run time
/// (a scene file's animated fields).
///
/// Missing trailing components count as zero, so `.zero` (no components) adds to any vector.
/// ```swift
/// AnimatableVector([1, 2]) + AnimatableVector([0.5, 0.5])   // [1.5, 2.5]
/// ```
public struct AnimatableVector: VectorArithmetic, Animatable, Sendable, Hashable {
  /// The components.
  public var components: [Double]

  /// Creates a vector from its components.
  public init(_ components: [Double]) { self.components = components }

  /// The component at `index`, zero beyond the end.
  public subscript(index: Int) -> Double {
    get { index < components.count ? components[index] : 0 }
    set {
      if index >= components.count { components += Array(repeating: 0, count: index - components.count + 1) }
      components[index] = newValue
    }
  }

  public static var zero: AnimatableVector { AnimatableVector([]) }

  public static func + (lhs: Self, rhs: Self) -> Self { combine(lhs, rhs, +) }
  public static func - (lhs: Self, rhs: Self) -> Self { combine(lhs, rhs, -) }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    let n = max(lhs.components.count, rhs.components.count)
    return (0..<n).allSatisfy { lhs[$0] == rhs[$0] }
  }

  public func hash(into hasher: inout Hasher) {
    var trimmed = components
    while let last = trimmed.last, last == 0 { trimmed.removeLast() }
    hasher.combine(trimmed)
  }

  public mutating func scale(by rhs: Double) {
    for i in components.indices { components[i] *= rhs }
  }

  public var magnitudeSquared: Double { components.reduce(0) { $0 + $1 * $1 } }

  private static func combine(_ a: Self, _ b: Self, _ op: (Double, Double) -> Double) -> Self {
    let n = max(a.components.count, b.components.count)
    return AnimatableVector((0..<n).map { op(a[$0], b[$0]) })
  }
}
