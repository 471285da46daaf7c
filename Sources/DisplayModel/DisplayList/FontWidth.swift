/// The widths of the system font (SwiftUI's `Font.Width`, UIKit's `UIFont.Width`): SF Pro comes in
/// compressed, condensed, standard and expanded widths, which SwiftUI asks for with a value from −0.3 to
/// 0.2 (docs/swift-views.md, Text and Dynamic Type). fontconfig chooses a face by its width class; where
/// the family drawn has no face of that width (Inter has only its standard width), render-anim draws the
/// standard face scaled horizontally by the ratio SF Pro's width draws a line at (docs/text-calibration.md,
/// Widths).
public enum FontWidth: Int, Sendable, CaseIterable {
  /// `Font.Width.compressed` (−0.3): the narrowest.
  case compressed = 50
  /// `Font.Width.condensed` (−0.2).
  case condensed = 75
  /// `Font.Width.standard` (0).
  case standard = 100
  /// `Font.Width.expanded` (0.2): the widest.
  case expanded = 125

  /// SwiftUI's value for this width.
  public var value: Double {
    switch self {
    case .compressed: -0.3
    case .condensed: -0.2
    case .standard: 0
    case .expanded: 0.2
    }
  }

  /// The width nearest SwiftUI's `value` (a value between two widths takes the nearer; one past either
  /// end, the end's: SF Pro draws `Font.Width(0.3)` wider still, which render-anim has not measured).
  public init(value: Double) {
    guard value.isFinite else {
      self = .standard
      return
    }
    self = Self.allCases.min { abs($0.value - value) < abs($1.value - value) } ?? .standard
  }

  /// The width class fontconfig matches a face by (`FC_WIDTH`; the raw value): each width asks for a class
  /// far enough from its neighbours' that a family with faces of its own (SF Pro's widths, DejaVu Sans
  /// Condensed) gets the nearest of them.
  public var widthClass: Int { rawValue }

  /// How much narrower or wider a line of SF Pro is at this width than at the standard width: the ratio
  /// render-anim scales its standard face by where the family has no face of this width (the mean of the
  /// ink widths of two lines drawn by iOS at each width, docs/text-calibration.md, Widths).
  public var lineScale: Double {
    switch self {
    case .compressed: 0.67
    case .condensed: 0.79
    case .standard: 1
    case .expanded: 1.30
    }
  }
}

extension FontSpec {
  /// The families of SwiftUI's designs, which iOS draws at one width whatever `Font.Width` asks (SF Pro
  /// Rounded, New York and SF Mono have no width faces).
  public static let designFamilies = Set(["rounded", "serif", "monospaced"].compactMap { family(design: $0) })

  /// The width this font is drawn at: its ``width``, except for a design's family, which has one width.
  public var drawnWidth: FontWidth {
    guard let family, Self.designFamilies.contains(family) else { return FontWidth(value: width) }
    return .standard
  }
}
