/// SwiftUI's `StrokeStyle` beyond the width: how ends and corners are drawn, and dashes.
public struct StrokeStyle: Sendable, Equatable, Hashable {
  /// How the ends of an open line, and of each dash, are drawn (SwiftUI's `CGLineCap`).
  public enum Cap: String, Sendable, CaseIterable {
    /// Square ends that stop at the line's end point.
    case butt
    /// Half-circle ends centred on the end point.
    case round
    /// Square ends that reach past the end point by half the line width.
    case square
  }
  /// How corners where two segments meet are drawn (SwiftUI's `CGLineJoin`).
  public enum Join: String, Sendable, CaseIterable {
    /// Sharp corners: the outer edges extended until they meet.
    case miter
    /// Rounded corners: an arc centred on the corner.
    case round
    /// Cut-off corners: the outer edges joined by a straight line.
    case bevel
  }
  /// How the ends of open lines and dashes are drawn.
  public var lineCap: Cap
  /// How corners are drawn.
  public var lineJoin: Join
  /// Dash and gap lengths in points; empty for a solid line.
  public var dash: [Double]
  /// How far into the dash pattern, in points, the stroke starts.
  public var dashPhase: Double

  /// Creates a stroke style; the defaults are a solid line with butt caps and miter joins.
  public init(lineCap: Cap = .butt, lineJoin: Join = .miter, dash: [Double] = [], dashPhase: Double = 0) {
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.dash = dash
    self.dashPhase = dashPhase
  }
}
