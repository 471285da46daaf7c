internal import CCairo
import DisplayModel
import Foundation
import Synchronization

/// Apple's fonts when the user has them, folders of fonts given on the command line, and which font file
/// draws a request (docs/swift-views.md, Text and Dynamic Type). Apple licenses SF Pro, SF Compact, SF Mono
/// and New York for mock-ups of interfaces for its platforms; render-anim never bundles or downloads them,
/// but where fontconfig finds them (installed in `~/.local/share/fonts`, or in a folder given with
/// `--font-dir`) the system font and its designs are drawn with them instead of the open faces.
extension FontConfiguration {
  /// The families that may draw `family` at `size` points, best first: for the system font SF Pro in its
  /// optical sizes (Text below 20 points, Display from 20, as Apple switches), then Inter's own optical
  /// sizes (Inter Display from 20); for the rounded, serif and monospaced designs SF Pro Rounded, New York
  /// and SF Mono. `family` itself comes last.
  static func candidates(for family: String, size: Double) -> [String] {
    switch family {
    case FontSpec.systemFamily:
      size < displaySize ? ["SF Pro Text", "SF Pro"] : ["SF Pro Display", "SF Pro", "Inter Display"]
    case FontSpec.family(design: "rounded"): ["SF Pro Rounded"]
    case FontSpec.family(design: "serif"): ["New York"]
    case FontSpec.family(design: "monospaced"): ["SF Mono"]
    default: []
    }
  }

  /// The size from which the system font is drawn in its display cut (SF Pro Display, Inter Display).
  static let displaySize = 20.0

  /// The family that draws `family` at `size` points, given the families fontconfig has: the first of its
  /// `candidates(for:size:)` installed, else `family` itself.
  public static func family(_ family: String, size: Double, installed: (String) -> Bool) -> String {
    candidates(for: family, size: size).first(where: installed) ?? family
  }

  /// The family that draws `font` here (with `tabularDigits`, a family whose tabular figures are tabular).
  public static func drawingFamily(of font: FontSpec, tabularDigits: Bool = false) -> String {
    drawingFamily(font.resolvedFamily, size: font.size, tabularDigits: tabularDigits)
  }

  /// The family that draws `family` at `size` points here. Debian's Inter Display (3.19) maps `tnum` to
  /// figures of different widths, so text with tabular digits stays in Inter, whose figures are tabular.
  static func drawingFamily(_ family: String, size: Double, tabularDigits: Bool = false) -> String {
    let chosen = Self.family(family, size: size, installed: isInstalled)
    return tabularDigits && chosen == "Inter Display" ? FontSpec.systemFamily : chosen
  }

  /// Every family ``candidates(for:size:)`` may name, each with whether fontconfig has it: looked up once,
  /// before any text is set, and again when `--font-dir` adds a folder, so that the threads drawing text
  /// only read it and never query fontconfig themselves.
  private static let installedFamilies = Mutex<[String: Bool]?>(nil)

  /// The families a request can resolve to besides the one asked for.
  static let candidateFamilies = [
    "SF Pro Text", "SF Pro Display", "SF Pro", "SF Pro Rounded", "New York", "SF Mono", "Inter Display",
  ]

  /// Whether fontconfig has a face whose family is `family` (one of ``candidateFamilies``).
  static func isInstalled(_ family: String) -> Bool {
    installedFamilies.withLock { known in
      if known == nil { known = lookUp() }
      return known?[family] ?? false
    }
  }

  /// Whether fontconfig has each of ``candidateFamilies``.
  private static func lookUp() -> [String: Bool] {
    prepare()
    var found: [String: Bool] = [:]
    for family in candidateFamilies {
      guard let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() else { continue }
      FcPatternAddString(pattern, FC_FAMILY, family)
      FcObjectSetAdd(objects, FC_FAMILY)
      let list = FcFontList(nil, pattern, objects)
      found[family] = (list?.pointee.nfont ?? 0) > 0
      if let list { FcFontSetDestroy(list) }
      FcObjectSetDestroy(objects)
      FcPatternDestroy(pattern)
    }
    return found
  }

  /// Adds the fonts of the folder at `path` (and its subfolders) to those render-anim draws with, before
  /// any text is set: `--font-dir`, for Apple's fonts kept outside fontconfig's folders. Returns the
  /// families of the faces fontconfig found there (sorted, each once; empty when it holds no font).
  @discardableResult
  public static func addDirectory(_ path: String) throws(CairoError) -> [String] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
      throw CairoError(code: -1, message: "\(path): no such folder of fonts")
    }
    prepare()
    guard FcConfigAppFontAddDir(nil, path) == FcTrue else {
      throw CairoError(code: -1, message: "\(path): fontconfig could not read this folder of fonts")
    }
    installedFamilies.withLock { $0 = lookUp() }
    forgetPostScriptFaces()
    let folder = URL(fileURLWithPath: path).standardizedFileURL.path + "/"
    var families = Set<String>()
    guard let set = FcConfigGetFonts(nil, FcSetApplication) else { return [] }
    for i in 0..<Int(set.pointee.nfont) {
      guard let face = set.pointee.fonts[i] else { continue }
      var file: UnsafeMutablePointer<FcChar8>?
      var family: UnsafeMutablePointer<FcChar8>?
      guard FcPatternGetString(face, FC_FILE, 0, &file) == FcResultMatch, let file,
        URL(fileURLWithPath: String(cString: file)).standardizedFileURL.path.hasPrefix(folder),
        FcPatternGetString(face, FC_FAMILY, 0, &family) == FcResultMatch, let family
      else { continue }
      families.insert(String(cString: family))
    }
    return families.sorted()
  }

  /// The face fontconfig chooses for `font` as Pango asks for it — family, style and file, and the scale of
  /// a synthetic width — in one line, for `--verbose`.
  public static func describe(_ asked: FontSpec) -> String {
    prepare()
    let font = resolvingPostScriptName(asked)
    let family = drawingFamily(of: font)
    guard let pattern = FcPatternCreate() else { return family }
    defer { FcPatternDestroy(pattern) }
    FcPatternAddString(pattern, FC_FAMILY, family)
    FcPatternAddDouble(pattern, FC_PIXEL_SIZE, font.size)
    FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(min(max(font.weight, 1), 1000))))
    FcPatternAddInteger(pattern, FC_SLANT, font.italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
    FcPatternAddInteger(pattern, FC_WIDTH, Int32(font.drawnWidth.widthClass))
    FcConfigSubstitute(nil, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultMatch
    guard let match = FcFontMatch(nil, pattern, &result) else { return "\(family): no face" }
    defer { FcPatternDestroy(match) }
    func string(_ object: String) -> String {
      var value: UnsafeMutablePointer<FcChar8>?
      guard FcPatternGetString(match, object, 0, &value) == FcResultMatch, let value else { return "?" }
      return String(cString: value)
    }
    var matrix: UnsafeMutablePointer<FcMatrix>?
    var scaled = ""
    if FcPatternGetMatrix(match, FC_MATRIX, 0, &matrix) == FcResultMatch, let m = matrix, m.pointee.xx != 1 {
      scaled = " scaled to \(m.pointee.xx) of its width"
    }
    return "\(string(FC_FAMILY)) \(string(FC_STYLE)) (\(string(FC_FILE)))\(scaled)"
  }
}
