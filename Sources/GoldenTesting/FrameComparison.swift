import Render

/// The result of comparing a rendered frame with its golden.
///
/// ```swift
/// let result = FrameComparison(actual: frame, golden: golden, tolerance: GoldenTolerance())
/// if !result.matches { print(result.summary) }
/// ```
public struct FrameComparison: Sendable {
  /// The tolerance compared with.
  public let tolerance: GoldenTolerance
  /// Set when the two frames differ in size (nothing else is compared).
  public let sizeMismatch: (actual: (Int, Int), golden: (Int, Int))?
  /// How many pixels differ beyond the tolerance.
  public let differingPixels: Int
  /// All pixels compared.
  public let totalPixels: Int
  /// The largest per-channel difference seen (straight alpha, 0…255).
  public let maxChannelDifference: Int
  /// Per pixel, 0 (same) to 255 (most different); only pixels beyond the tolerance are non-zero.
  let differenceMask: [UInt8]

  /// Whether the frame matches its golden within the tolerance.
  public var matches: Bool {
    sizeMismatch == nil && tolerance.accepts(differing: differingPixels, of: totalPixels)
  }

  /// One line: "matches" or what differs.
  public var summary: String {
    if let s = sizeMismatch {
      return "size mismatch: rendered \(s.actual.0)×\(s.actual.1), golden \(s.golden.0)×\(s.golden.1)"
    }
    let percent = totalPixels == 0 ? 0 : 100 * Double(differingPixels) / Double(totalPixels)
    let verdict = matches ? "matches" : "differs"
    return "\(verdict): \(differingPixels) of \(totalPixels) pixels (\(Self.format(percent))%) beyond tolerance, "
      + "max channel difference \(maxChannelDifference)"
  }

  static func format(_ x: Double) -> String {
    let scaled = (x * 1000).rounded() / 1000
    return String(scaled)
  }

  /// Compares `actual` with `golden` pixel by pixel.
  public init(actual: RenderedFrame, golden: RenderedFrame, tolerance: GoldenTolerance) {
    self.tolerance = tolerance
    guard actual.width == golden.width, actual.height == golden.height else {
      sizeMismatch = ((actual.width, actual.height), (golden.width, golden.height))
      differingPixels = 0
      totalPixels = 0
      maxChannelDifference = 255
      differenceMask = []
      return
    }
    sizeMismatch = nil
    totalPixels = actual.width * actual.height
    var mask = [UInt8](repeating: 0, count: totalPixels)
    var differing = 0
    var maxDifference = 0
    for y in 0..<actual.height {
      for x in 0..<actual.width {
        let a = StraightPixel(actual, x, y)
        let g = StraightPixel(golden, x, y)
        let d = a.maxChannelDifference(to: g)
        maxDifference = max(maxDifference, d)
        let beyond: Bool
        if let deltaE = tolerance.perceptual {
          beyond = abs(Int(a.a) - Int(g.a)) > tolerance.channel || a.deltaE2000(to: g) > deltaE
        } else {
          beyond = d > tolerance.channel
        }
        if beyond {
          differing += 1
          mask[y * actual.width + x] = UInt8(max(d, 64))
        }
      }
    }
    differingPixels = differing
    maxChannelDifference = maxDifference
    differenceMask = mask
  }

  /// A picture of the differences: the golden dimmed to a faint grey, differing pixels in red (brighter
  /// for larger differences). `nil` when the sizes differ.
  public func diffImage(golden: RenderedFrame) -> RenderedFrame? {
    guard sizeMismatch == nil else { return nil }
    var pixels = [UInt8](repeating: 255, count: golden.width * golden.height * 4)
    for y in 0..<golden.height {
      for x in 0..<golden.width {
        let i = (y * golden.width + x) * 4
        let m = differenceMask[y * golden.width + x]
        if m > 0 {
          pixels[i] = 0
          pixels[i + 1] = 0
          pixels[i + 2] = m
        } else {
          let g = StraightPixel(golden, x, y)
          let luma =
            (0.2126 * Double(g.r) + 0.7152 * Double(g.g) + 0.0722 * Double(g.b)) * Double(g.a) / 255
            + 255 * (1 - Double(g.a) / 255)
          let dimmed = UInt8(200 + luma * 55 / 255)
          pixels[i] = dimmed
          pixels[i + 1] = dimmed
          pixels[i + 2] = dimmed
        }
      }
    }
    return RenderedFrame(width: golden.width, height: golden.height, bytesPerRow: golden.width * 4, pixels: pixels)
  }
}
