/// SwiftUI's `StrokeStyle` beyond the width: how ends and corners are drawn, and dashes.
public struct StrokeStyle: Sendable, Equatable, Hashable {
  public enum Cap: String, Sendable, CaseIterable { case butt, round, square }
  public enum Join: String, Sendable, CaseIterable { case miter, round, bevel }
  public var lineCap: Cap
  public var lineJoin: Join
  /// Dash and gap lengths in points; empty for a solid line.
  public var dash: [Double]
  public var dashPhase: Double

  public init(lineCap: Cap = .butt, lineJoin: Join = .miter, dash: [Double] = [], dashPhase: Double = 0) {
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.dash = dash
    self.dashPhase = dashPhase
  }
}
