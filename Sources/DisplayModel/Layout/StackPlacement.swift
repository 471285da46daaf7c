import Foundation
import Keyframes

/// Places the children of a stack: each child's centre relative to the stack's centre, and the size the
/// stack takes, for the layout's animatable data (`StackLayout.animatableComponents`).
///
/// Children enter with a weight (their presence, 0…1): a child being inserted or removed takes a
/// share of its size and spacing, so its siblings move over under the same animation. Every quantity is
/// linear in the weights and in the layout's data, so a layout switch (`HStack` → `VStack`) moves each
/// child on the straight line between its two placements, as SwiftUI's animated layout does.
public struct StackPlacement: Sendable, Equatable {
  /// Each child's centre, relative to the stack's centre.
  public var centers: [(x: Double, y: Double)]
  /// The size the stack's children take.
  public var size: Size

  public static func == (a: StackPlacement, b: StackPlacement) -> Bool {
    a.size == b.size && a.centers.count == b.centers.count
      && zip(a.centers, b.centers).allSatisfy { $0.x == $1.x && $0.y == $1.y }
  }

  /// - Parameters:
  ///   - sizes: each child's size (its frame plus padding).
  ///   - weights: each child's presence (1 in place).
  ///   - layout: `StackLayout.animatableComponents` (or an interpolation of two).
  public init(sizes: [Size], weights: [Double], layout: [Double]) {
    let n = sizes.count
    var centers = Array(repeating: (x: 0.0, y: 0.0), count: n)
    var size = Size.zero
    for axis in 0..<3 where layout[axis * 4] != 0 {
      let w = layout[axis * 4]
      let placed = Self.place(
        axis: axis, sizes: sizes, weights: weights, spacing: layout[axis * 4 + 1] / w,
        ax: layout[axis * 4 + 2] / w, ay: layout[axis * 4 + 3] / w)
      for i in 0..<n {
        centers[i].x += w * placed.centers[i].x
        centers[i].y += w * placed.centers[i].y
      }
      size.width += w * placed.size.width
      size.height += w * placed.size.height
    }
    self.centers = centers
    self.size = size
  }

  static func place(
    axis: Int, sizes: [Size], weights: [Double], spacing: Double, ax: Double, ay: Double
  )
    -> (centers: [(x: Double, y: Double)], size: Size)
  {
    let present = sizes.indices.filter { weights[$0] > 0 }
    let crossW = present.map { sizes[$0].width }.max() ?? 0
    let crossH = present.map { sizes[$0].height }.max() ?? 0
    switch axis {
    case 2:  // ZStack
      let centers = sizes.map { (x: (ax - 0.5) * (crossW - $0.width), y: (ay - 0.5) * (crossH - $0.height)) }
      return (centers, Size(width: crossW, height: crossH))
    default:
      let horizontal = axis == 0
      func main(_ s: Size) -> Double { horizontal ? s.width : s.height }
      let total = weights.reduce(0, +)
      let length = max(0, zip(sizes, weights).reduce(0) { $0 + $1.1 * main($1.0) } + spacing * (total - 1))
      var edge = -length / 2
      var centers: [(x: Double, y: Double)] = []
      for (s, w) in zip(sizes, weights) {
        let along = edge + main(s) / 2
        if horizontal {
          centers.append((along, (ay - 0.5) * (crossH - s.height)))
        } else {
          centers.append(((ax - 0.5) * (crossW - s.width), along))
        }
        edge += w * (main(s) + spacing)
      }
      return (centers, horizontal ? Size(width: length, height: crossH) : Size(width: crossW, height: length))
    }
  }
}
