import Foundation
import Render
import SceneFormat
import Testing

/// Large shadows are blurred at half resolution (``BoxBlur/halfResolutionRadius``): the result must stay
/// close to the full-resolution blur it replaces, and keep the shape a Gaussian has across an edge.
@Suite struct HalfResolutionShadowTests {
  /// A 400 × 120 coverage plane: opaque in x < 200, clear beyond (a straight vertical edge), blurred by a
  /// shadow of radius 20 pt at scale 1: box passes of half-widths 20, 19, 19 (variance (420 + 380 + 380) / 3
  /// = 393.3, as near 20² = 400 as 406.7 is), past the half-resolution threshold.
  func edge() throws -> ImageSurface {
    let s = try ImageSurface(width: 400, height: 120)
    s.withPixels { data, stride in
      for y in 0..<120 { for x in 0..<200 { for c in 0..<4 { data[y * stride + 4 * x + c] = 255 } } }
    }
    return s
  }

  /// Against the full-resolution blur of the same coverage: every pixel within 3 levels of 255 (1 level at
  /// SwiftUI's default shadow opacity of 33 %); the edge
  /// pixels either side sum to 255 (a symmetric kernel); the passes reach 58 pixels, and at half resolution
  /// about as far, so 64 pixels from the edge both sides are untouched.
  @Test func matchesTheFullResolutionBlur() throws {
    #expect(BoxBlur.boxRadii(sigma: 20) == [20, 19, 19] && 19 >= BoxBlur.halfResolutionRadius)
    let half = try edge()
    BoxBlur.applyTinted(to: half, radius: 20, color: (0, 0, 0, 1))
    let full = try edge()
    var plane = [Int32](repeating: 0, count: 400 * 120)
    full.withPixels { data, stride in
      for y in 0..<120 { for x in 0..<400 { plane[y * 400 + x] = Int32(data[y * stride + 4 * x + 3]) } }
    }
    plane.withUnsafeMutableBufferPointer {
      BoxBlur.blurPlane($0.baseAddress!, width: 400, height: 120, radii: BoxBlur.boxRadii(sigma: 20))
    }
    var worst = 0
    half.withPixels { data, stride in
      for y in 0..<120 {
        for x in 0..<400 { worst = max(worst, abs(Int(data[y * stride + 4 * x + 3]) - Int(plane[y * 400 + x]))) }
      }
      let row = 60 * stride
      let left = Int(data[row + 4 * 199 + 3])
      let right = Int(data[row + 4 * 200 + 3])
      #expect(abs(left + right - 255) <= 2, "\(left) + \(right)")
      #expect(data[row + 4 * 135 + 3] == 255 && data[row + 4 * 264 + 3] == 0)
    }
    #expect(worst <= 3, "largest difference \(worst)")
  }
}
