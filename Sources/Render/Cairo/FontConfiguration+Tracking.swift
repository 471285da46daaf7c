import DisplayModel

/// The spacing between characters that makes render-anim's system font set lines as wide as iOS sets them
/// (docs/text-calibration.md). iOS draws the system font with SF Pro's size-specific tracking (the Human
/// Interface Guidelines' table, applied by Core Text); Pango applies none of its own. With SF Pro installed,
/// render-anim applies that table; with Inter, the table less a constant and a weight term fitted to 69
/// lines of public iOS snapshots between 11 and 19 points; Inter Display, from 20 points, measured within
/// 2 % of SF Pro Display without any.
extension FontConfiguration {
  /// SF Pro's tracking in points at each whole size from 6 to 96 points (the HIG's iOS table; sizes
  /// between are interpolated, sizes past either end take the end's value).
  static let sfProTracking: [(size: Double, points: Double)] = [
    (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08), (14, -0.15),
    (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45), (21, -0.36), (22, -0.26),
    (23, -0.17), (24, -0.07), (25, 0), (26, 0.22), (27, 0.29), (28, 0.38), (29, 0.4), (30, 0.4), (31, 0.39),
    (32, 0.41), (33, 0.4), (34, 0.4), (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37),
    (44, 0.37), (48, 0.35), (50, 0.35), (52, 0.33), (54, 0.32), (56, 0.3), (58, 0.28), (60, 0.26),
    (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14), (72, 0.14), (76, 0.07), (80, 0), (96, 0),
  ]

  /// SF Pro's tracking at `size` points, interpolated between the table's sizes.
  static func sfProTracking(at size: Double) -> Double {
    let table = sfProTracking
    guard size > table[0].size else { return table[0].points }
    guard let upper = table.firstIndex(where: { $0.size >= size }) else { return table[table.count - 1].points }
    let (a, b) = (table[upper - 1], table[upper])
    return a.points + (b.points - a.points) * (size - a.size) / (b.size - a.size)
  }

  /// Inter set as iOS sets SF Pro: below 20 points the table's tracking, less 0.004 em, plus 0.013 em at
  /// semibold (weights 550…649) or less 0.010 em at bold and heavier (650 and above), the least-squares fit
  /// to the calibration set's 69 lines of 11 to 19 points; from 20 points (where Inter draws only tabular
  /// figures, Inter Display everything else) −0.028 em with the same weight terms, the mean of its lines at
  /// 20 and 34 points (docs/text-calibration.md).
  static func interTracking(size: Double, weight: Int) -> Double {
    let weightTerm = weight >= 650 ? -0.010 : weight >= 550 ? 0.013 : 0
    guard size < displaySize else { return (weightTerm - 0.028) * size }
    return sfProTracking(at: size) + (weightTerm - 0.004) * size
  }

  /// Points added after each character for the family that draws `drawn` at `size` and `weight`: SF
  /// Pro's table for SF Pro Text, Display and the variable SF Pro, the fit for Inter, Inter Display's
  /// weight term (``interDisplayTracking(weight:)``) for Inter Display, none for any other family.
  public static func tracking(drawn: String, size: Double, weight: Int) -> Double {
    switch drawn {
    case "SF Pro Text", "SF Pro Display", "SF Pro": sfProTracking(at: size)
    case FontSpec.systemFamily: interTracking(size: size, weight: weight)
    case "Inter Display": interDisplayTracking(weight: weight) * size
    default: designTracking(drawn: drawn, size: size)
    }
  }

  /// Inter Display's tracking in em, from 20 points (docs/text-calibration.md): none at regular and medium;
  /// 0.0084 at semibold (550…649), the fit to the 11 semibold lines of 20 to 53 points of
  /// `ios-widths-large.tsv`; 0.006 at bold (650…749), the fit to the 24 lines of 20 to 34 points of
  /// `ios-widths.tsv` with ``systemDigitSpacing(family:size:width:tabularDigits:)``; 0.0286 at heavy and
  /// black (750 and above), bold's term and the fit of one more to the 3 heavy lines of 24 to 36 points.
  static func interDisplayTracking(weight: Int) -> Double {
    weight >= 750 ? 0.0286 : weight >= 650 ? 0.006 : weight >= 550 ? 0.0084 : 0
  }

  /// The open faces of the system font's designs set as iOS sets SF Pro Rounded, New York and SF Mono
  /// (docs/text-calibration.md, Designs; fitted to lines an iOS 26.1 simulator drew): Quicksand
  /// 0.822 − 0.0607 × size points up to 34 points (the fit of a constant and a term in the size to 22
  /// lines of 11 to 34 points: Quicksand is narrower than SF Pro Rounded at small sizes and wider at large
  /// ones), the same share of the size above; DejaVu Serif −0.054 em and DejaVu Sans Mono −0.0195 em (the
  /// fit of one term to 4 and 3 lines); none for any other family.
  static func designTracking(drawn: String, size: Double) -> Double {
    switch drawn {
    case FontSpec.family(design: "rounded"): size <= 34 ? 0.822 - 0.0607 * size : (0.822 / 34 - 0.0607) * size
    case FontSpec.family(design: "serif"): -0.054 * size
    case FontSpec.family(design: "monospaced"): -0.0195 * size
    default: 0
    }
  }

  /// Points added after each character of text asked for in `family` at `size`, `weight` and `width`: the
  /// system font's tracking, or its design's, for the family that draws it here (scaled with a synthetic
  /// width, as the glyphs are), none for another family asked for by name.
  public static func systemTracking(
    family: String, size: Double, weight: Int, width: FontWidth = .standard, tabularDigits: Bool = false
  ) -> Double {
    guard family == FontSpec.systemFamily || FontSpec.designFamilies.contains(family), size.isFinite, size > 0
    else { return 0 }
    let drawn = drawingFamily(family, size: size, tabularDigits: tabularDigits)
    return tracking(drawn: drawn, size: size, weight: weight) * syntheticScale(drawn: drawn, width: width)
  }

  /// Points added around each ASCII digit of the system font, beyond its tracking: 0.017 em where Inter
  /// Display draws it (from 20 points), whose figures are narrower than SF Pro Display's (the same fit,
  /// docs/text-calibration.md); none for any other family or a family asked for by name.
  public static func systemDigitSpacing(
    family: String, size: Double, width: FontWidth = .standard, tabularDigits: Bool = false
  ) -> Double {
    guard family == FontSpec.systemFamily, size.isFinite, size > 0,
      drawingFamily(family, size: size, tabularDigits: tabularDigits) == "Inter Display"
    else { return 0 }
    return 0.017 * size * syntheticScale(drawn: "Inter Display", width: width)
  }
}
