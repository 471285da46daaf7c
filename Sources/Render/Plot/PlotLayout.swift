import Foundation

/// Where a value-over-time chart puts things: one panel per quantity stacked vertically, a shared time
/// axis. Pure geometry, in pixels (y down), so tests can ask where a value is drawn.
public struct PlotLayout: Sendable, Equatable {
  /// A panel's plotting area and the value range it shows.
  public struct Panel: Sendable, Equatable {
    /// Left, top, width and height of the plotting area in pixels.
    public var x: Double, y: Double, width: Double, height: Double
    /// The values at the bottom and the top edge of the area.
    public var low: Double, high: Double
  }

  /// The whole image's size in pixels.
  public var width: Int, height: Int
  /// The time at the left and right edge of every panel's area.
  public var startTime: Double, endTime: Double
  /// Panels from top to bottom.
  public var panels: [Panel]

  /// Space above the first panel (title and legend), above each area (its title), below each area
  /// (time labels), and beside the areas.
  static let header = 64.0, panelTitle = 22.0, axisLabels = 26.0, left = 84.0, right = 28.0, bottom = 10.0

  /// Lays out `ranges.count` panels of `panelHeight` pixels in an image `width` pixels wide.
  public init(width: Int, panelHeight: Int, ranges: [(low: Double, high: Double)], startTime: Double, endTime: Double) {
    self.width = width
    self.startTime = startTime
    self.endTime = endTime > startTime ? endTime : startTime + 1
    var panels: [Panel] = []
    var y = Self.header
    for r in ranges {
      var (lo, hi) = (r.low, r.high)
      if !(hi - lo > 1e-12) {
        let pad = max(abs(lo) * 0.1, 1)
        lo -= pad
        hi += pad
      }
      let margin = (hi - lo) * 0.08
      panels.append(
        Panel(
          x: Self.left, y: y + Self.panelTitle, width: Double(width) - Self.left - Self.right,
          height: Double(panelHeight), low: lo - margin, high: hi + margin))
      y += Self.panelTitle + Double(panelHeight) + Self.axisLabels
    }
    self.panels = panels
    height = Int(y + Self.bottom)
  }

  /// The x pixel of time `t`.
  public func x(time t: Double) -> Double {
    let p = panels.first.map { ($0.x, $0.width) } ?? (Self.left, Double(width) - Self.left - Self.right)
    return p.0 + (t - startTime) / (endTime - startTime) * p.1
  }

  /// The y pixel of `value` in panel `panel`.
  public func y(panel: Int, value: Double) -> Double {
    let p = panels[panel]
    return p.y + p.height - (value - p.low) / (p.high - p.low) * p.height
  }

  /// Round tick values covering `low…high`, about `count` of them (steps of 1, 2 or 5 × 10ⁿ).
  public static func ticks(low: Double, high: Double, count: Int) -> [Double] {
    guard high > low, count > 0 else { return [low] }
    let raw = (high - low) / Double(count)
    let magnitude = pow(10, (log10(raw)).rounded(.down))
    let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? 10 * magnitude
    var ticks: [Double] = []
    var k = (low / step).rounded(.up)
    while k * step <= high + step * 1e-9 {
      ticks.append(abs(k * step) < step * 1e-9 ? 0 : k * step)
      k += 1
    }
    return ticks
  }

  /// Frames between two small frame ticks: 1, 2, 5, 10, … so that ticks stand at least 4 px apart.
  public func frameTickStep(fps: Double) -> Int {
    let pixelsPerFrame = (x(time: 1 / fps) - x(time: 0))
    for step in [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 1200, 3000, 6000] where pixelsPerFrame * Double(step) >= 4 {
      return step
    }
    return 6000
  }
}
