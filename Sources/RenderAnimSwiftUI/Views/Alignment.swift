import DisplayModel
import Foundation

/// Horizontal alignment: where along x a child sits (0 leading, 0.5 centre, 1 trailing), or a custom
/// alignment made from an ``AlignmentID``.
nonisolated public struct HorizontalAlignment: Hashable, Sendable {
  let key: AlignmentKey
  /// The alignment at `fraction` of the length (a scene file's unit point).
  package init(fraction: Double) { key = AlignmentKey(fraction: fraction) }
  /// A custom alignment whose value in a view with no explicit guide is `id`'s default value.
  public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id) }
  /// The view's leading edge.
  public static let leading = HorizontalAlignment(fraction: 0)
  /// The view's horizontal centre.
  public static let center = HorizontalAlignment(fraction: 0.5)
  /// The view's trailing edge.
  public static let trailing = HorizontalAlignment(fraction: 1)
  /// The alignment's value in a view of `size` with no explicit guide.
  func defaultValue(_ size: Size) -> Double { key.defaultValue(size, length: size.width) }
}

/// Vertical alignment: where along y a child sits (0 top, 0.5 centre, 1 bottom), or a custom alignment
/// made from an ``AlignmentID``.
nonisolated public struct VerticalAlignment: Hashable, Sendable {
  let key: AlignmentKey
  /// The alignment at `fraction` of the length (a scene file's unit point).
  package init(fraction: Double) { key = AlignmentKey(fraction: fraction) }
  /// A custom alignment whose value in a view with no explicit guide is `id`'s default value.
  public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id) }
  /// The view's top edge.
  public static let top = VerticalAlignment(fraction: 0)
  /// The view's vertical centre.
  public static let center = VerticalAlignment(fraction: 0.5)
  /// The view's bottom edge.
  public static let bottom = VerticalAlignment(fraction: 1)
  /// The baseline of the first line of text in the view (the bottom of a view without text).
  public static let firstTextBaseline = VerticalAlignment(baseline: .first)
  /// The baseline of the last line of text in the view (the bottom of a view without text).
  public static let lastTextBaseline = VerticalAlignment(baseline: .last)
  init(baseline: AlignmentKey.Baseline) { key = AlignmentKey(baseline: baseline) }
  /// The alignment's value in a view of `size` with no explicit guide.
  func defaultValue(_ size: Size) -> Double { key.defaultValue(size, length: size.height) }
}

/// A type that gives a custom alignment's value in a view without an explicit guide for it (SwiftUI's
/// `AlignmentID`): `extension VerticalAlignment { static let mid = VerticalAlignment(Mid.self) }`.
public protocol AlignmentID {
  /// The alignment's value in `context`, measured from the view's leading or top edge.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// What tells alignments apart: a fraction of the view's length for the built-in ones, the `AlignmentID`
/// type for custom ones.
nonisolated struct AlignmentKey: Hashable, @unchecked Sendable {
  /// A text baseline alignment: the first or last line's.
  enum Baseline: Hashable, Sendable { case first, last }

  let fraction: Double
  let id: ObjectIdentifier?
  let baseline: Baseline?
  /// The custom alignment's type (metatypes are immutable; unchecked for Swift 5 clients).
  private let type: (any AlignmentID.Type)?

  init(fraction: Double) {
    self.fraction = fraction
    id = nil
    type = nil
    baseline = nil
  }
  init(id: any AlignmentID.Type) {
    fraction = 0
    self.id = ObjectIdentifier(id)
    type = id
    baseline = nil
  }
  /// A baseline alignment: where a view has no text, its bottom.
  init(baseline: Baseline) {
    fraction = 1
    id = nil
    type = nil
    self.baseline = baseline
  }

  static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
    a.fraction == b.fraction && a.id == b.id && a.baseline == b.baseline
  }
  func hash(into h: inout Hasher) {
    h.combine(fraction)
    h.combine(id)
    h.combine(baseline)
  }

  func defaultValue(_ size: Size, length: Double) -> Double {
    guard let type else { return fraction * length }
    return Double(type.defaultValue(in: ViewDimensions(width: size.width, height: size.height)))
  }
}

/// A view's size and alignment guides, as an `alignmentGuide` closure sees them (SwiftUI's
/// `ViewDimensions`).
nonisolated public struct ViewDimensions {
  /// The view's width.
  public let width: CGFloat
  /// The view's height.
  public let height: CGFloat
  /// The explicit guides of the view (those written inside the modifier that asks).
  let explicit: (GuideKey) -> Double?

  init(width: Double, height: Double, explicit: @escaping (GuideKey) -> Double? = { _ in nil }) {
    self.width = CGFloat(width)
    self.height = CGFloat(height)
    self.explicit = explicit
  }

  private var size: Size { Size(width: Double(width), height: Double(height)) }
  /// The value of `guide`: its explicit guide, or its default.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    CGFloat(explicit(.horizontal(guide)) ?? guide.defaultValue(size))
  }
  /// The value of `guide`: its explicit guide, or its default.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    CGFloat(explicit(.vertical(guide)) ?? guide.defaultValue(size))
  }
  /// The explicit guide for `guide`, if the view has one.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(.horizontal(guide)).map { CGFloat($0) } }
  /// The explicit guide for `guide`, if the view has one.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(.vertical(guide)).map { CGFloat($0) } }
}

/// An alignment on one axis, as layout asks for a guide.
nonisolated enum GuideKey: Hashable {
  case horizontal(HorizontalAlignment)
  case vertical(VerticalAlignment)

  /// Whether it is an alignment of an ``AlignmentID`` of the code's own.
  var isCustom: Bool {
    switch self {
    case .horizontal(let a): a.key.id != nil
    case .vertical(let a): a.key.id != nil
    }
  }
}

/// `.alignmentGuide(_:computeValue:)` on a view: its value of `key`, computed from its dimensions.
nonisolated struct AlignmentGuide {
  var key: GuideKey
  var compute: (ViewDimensions) -> Double
}

/// Both alignments.
nonisolated public struct Alignment: Hashable, Sendable {
  /// The alignment along x.
  public var horizontal: HorizontalAlignment
  /// The alignment along y.
  public var vertical: VerticalAlignment
  /// An alignment made of `horizontal` and `vertical`.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  /// The centre.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// The middle of the leading edge.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// The middle of the trailing edge.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// The middle of the top edge.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// The middle of the bottom edge.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// The top leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// The top trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// The bottom leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// The bottom trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// Insets on four edges.
nonisolated public struct EdgeInsets: Hashable, Sendable {
  /// The inset from each edge, in points.
  public var top: Double, leading: Double, bottom: Double, trailing: Double
  /// Insets of the given lengths (zero for an edge not given).
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// An edge of a rectangle.
nonisolated public enum Edge: Int8, Hashable, Sendable, CaseIterable {
  /// The top, leading, bottom and trailing edges.
  case top, leading, bottom, trailing
  /// A set of edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set holding `edge` alone.
    public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
    /// The set holding just that edge: the top, leading, bottom or trailing one.
    public static let top = Set(.top), leading = Set(.leading), bottom = Set(.bottom), trailing = Set(.trailing)
    /// All four edges.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    /// The leading and trailing edges.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Set = [.top, .bottom]
  }
}

/// A layout axis.
nonisolated public enum Axis: Sendable, Hashable {
  /// The horizontal (x) and vertical (y) axes.
  case horizontal, vertical
  /// A set of axes.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)
  }
}
