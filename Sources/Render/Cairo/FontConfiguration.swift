internal import CCairo
import Foundation

/// fontconfig's configuration (its files and font caches), which Pango loads on first use: the system's,
/// with one rule of render-anim's. The install step puts the community's Material Design Icons 7.4.47 in
/// `/usr/local/share/fonts/render-anim` (scripts/install-icon-font.sh); Debian's package of the same family
/// is version 1.6.50, whose code points differ for some icons and which lacks most of them, and fontconfig
/// would pick either for the one family name. The rule rejects Debian's files, so the symbol table's code
/// points (data/sf-symbols/mapping.tsv) always meet 7.4.47. The other rules draw the open system font at
/// the widths it has no face of (``widthRules``). Only render-anim's process sees the rules.
public enum FontConfiguration {
  /// The rules added to the system's configuration.
  static let rules = """
    <?xml version="1.0"?>
    <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
    <fontconfig>
      <selectfont><rejectfont><glob>/usr/share/fonts/*/materialdesignicons-webfont/*</glob></rejectfont></selectfont>
    \(widthRules)</fontconfig>
    """

  /// Whether the configuration with the rule is fontconfig's current one; made once, before Pango's first
  /// use (``TextLayout`` asks for it), on whichever thread asks first.
  private static let installed: Bool = {
    guard let config = FcConfigCreate() else { return false }
    // FcConfigSetCurrent takes its own reference; this one is released whether or not it succeeds.
    defer { FcConfigDestroy(config) }
    return FcConfigParseAndLoad(config, nil, FcTrue) == FcTrue
      && FcConfigParseAndLoadFromMemory(config, rules, FcTrue) == FcTrue
      && FcConfigBuildFonts(config) == FcTrue
      && FcConfigSetCurrent(config) == FcTrue
  }()

  /// Makes the configuration current if it is not yet; cheap after the first call. When fontconfig refuses
  /// it (an unreadable system configuration), Pango loads the system's own as before.
  public static func prepare() { _ = installed }

  /// Starts loading the configuration on a background thread, so that it overlaps other start-up work.
  /// Harmless to call more than once or not at all: ``prepare()`` runs once, and text layout calls it.
  public static func loadInBackground() { StartupWork.start { prepare() } }
}
