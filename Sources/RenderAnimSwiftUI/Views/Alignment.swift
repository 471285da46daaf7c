/// Horizontal alignment: where along x a child sits (0 leading, 0.5 centre, 1 trailing).
nonisolated public struct HorizontalAlignment: Hashable, Sendable {
  let fraction: Double
  public static let leading = HorizontalAlignment(fraction: 0)
  public static let center = HorizontalAlignment(fraction: 0.5)
  public static let trailing = HorizontalAlignment(fraction: 1)
}

/// Vertical alignment: where along y a child sits (0 top, 0.5 centre, 1 bottom).
nonisolated public struct VerticalAlignment: Hashable, Sendable {
  let fraction: Double
  public static let top = VerticalAlignment(fraction: 0)
  public static let center = VerticalAlignment(fraction: 0.5)
  public static let bottom = VerticalAlignment(fraction: 1)
  public static let firstTextBaseline = VerticalAlignment(fraction: 0.5)
  public static let lastTextBaseline = VerticalAlignment(fraction: 0.5)
}

/// Both alignments.
nonisolated public struct Alignment: Hashable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// Insets on four edges.
nonisolated public struct EdgeInsets: Hashable, Sendable {
  public var top: Double, leading: Double, bottom: Double, trailing: Double
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
  }
}

/// An edge of a rectangle.
nonisolated public enum Edge: Int8, Hashable, Sendable, CaseIterable {
  case top, leading, bottom, trailing
  /// A set of edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
    public static let top = Set(.top), leading = Set(.leading), bottom = Set(.bottom), trailing = Set(.trailing)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
  }
}

/// A layout axis.
nonisolated public enum Axis: Sendable, Hashable {
  case horizontal, vertical
  /// A set of axes.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}
