internal import CCairo
import DisplayModel

/// The system font's widths (``FontWidth``) where the family drawn has no face of the width asked for.
/// Pango asks fontconfig for a width class; SF Pro has faces of each width and fontconfig picks them. Inter
/// and Inter Display have only their standard width, so a rule of render-anim's configuration gives the
/// standard face a matrix that scales its glyphs and advances horizontally by the width's ``FontWidth/lineScale``
/// (fontconfig's `matrix`, as its own synthetic oblique does; Pango shapes and draws with it).
extension FontConfiguration {
  /// The families drawn with a synthetic width: the open system font's two optical sizes.
  static let syntheticWidthFamilies = [FontSpec.systemFamily, "Inter Display"]

  /// fontconfig rules, one per family and width: a standard-width face of a family of
  /// ``syntheticWidthFamilies``, matched for a request of another width class, gets that width's scale.
  static var widthRules: String {
    var rules = ""
    for family in syntheticWidthFamilies {
      for width in FontWidth.allCases where width != .standard {
        rules += """
          <match target="font">
            <test name="family"><string>\(family)</string></test>
            <test name="width"><int>\(FontWidth.standard.widthClass)</int></test>
            <test target="pattern" name="width"><int>\(width.widthClass)</int></test>
            <edit name="matrix" mode="assign"><times><name>matrix</name>
              <matrix><double>\(width.lineScale)</double><double>0</double><double>0</double><double>1</double></matrix>
            </times></edit>
          </match>

          """
      }
    }
    return rules
  }

  /// Pango's stretch for `width`, which it passes to fontconfig as the width class.
  static func stretch(_ width: FontWidth) -> PangoStretch {
    switch width {
    case .compressed: PANGO_STRETCH_ULTRA_CONDENSED
    case .condensed: PANGO_STRETCH_CONDENSED
    case .standard: PANGO_STRETCH_NORMAL
    case .expanded: PANGO_STRETCH_EXPANDED
    }
  }

  /// The horizontal scale of `drawn` (a family text is drawn with) at `width`: the width's line scale for a
  /// family drawn with a synthetic width, 1 for one whose faces fontconfig chooses by width. The system
  /// font's calibrated tracking scales with it, so that a line is the standard line scaled.
  public static func syntheticScale(drawn: String, width: FontWidth) -> Double {
    syntheticWidthFamilies.contains(drawn) ? width.lineScale : 1
  }
}
