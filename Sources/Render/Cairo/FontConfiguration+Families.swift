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
  /// The Apple family that draws each open family render-anim installs, when installed: the system font
  /// in SF Pro's optical sizes (Text below 20 points, Display from 20, as Apple switches), rounded, serif
  /// and monospaced designs in SF Pro Rounded, New York and SF Mono.
  static func appleFamilies(for family: String, size: Double) -> [String] {
    switch family {
    case FontSpec.systemFamily: size < 20 ? ["SF Pro Text", "SF Pro"] : ["SF Pro Display", "SF Pro"]
    case FontSpec.family(design: "rounded"): ["SF Pro Rounded"]
    case FontSpec.family(design: "serif"): ["New York"]
    case FontSpec.family(design: "monospaced"): ["SF Mono"]
    default: []
    }
  }

  /// The family that draws `family` at `size` points, given the families fontconfig has: the first Apple
  /// family installed for it, else `family` itself.
  public static func family(_ family: String, size: Double, installed: (String) -> Bool) -> String {
    appleFamilies(for: family, size: size).first(where: installed) ?? family
  }

  /// The family that draws `font` here.
  public static func drawingFamily(of font: FontSpec) -> String { drawingFamily(font.resolvedFamily, size: font.size) }

  /// The family that draws `family` at `size` points here.
  static func drawingFamily(_ family: String, size: Double) -> String {
    Self.family(family, size: size, installed: isInstalled)
  }

  /// Families already asked about; emptied when a folder is added.
  private static let installedFamilies = Mutex<[String: Bool]>([:])

  /// Whether fontconfig has a face whose family is `family`.
  static func isInstalled(_ family: String) -> Bool {
    if let known = installedFamilies.withLock({ $0[family] }) { return known }
    prepare()
    guard let pattern = FcPatternCreate() else { return false }
    defer { FcPatternDestroy(pattern) }
    FcPatternAddString(pattern, FC_FAMILY, family)
    guard let objects = FcObjectSetCreate() else { return false }
    defer { FcObjectSetDestroy(objects) }
    FcObjectSetAdd(objects, FC_FAMILY)
    let list = FcFontList(nil, pattern, objects)
    defer { if let list { FcFontSetDestroy(list) } }
    let found = (list?.pointee.nfont ?? 0) > 0
    installedFamilies.withLock { $0[family] = found }
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
    installedFamilies.withLock { $0.removeAll() }
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

  /// The face fontconfig chooses for `font` as Pango asks for it — family, style and file — in one line,
  /// for `--verbose`.
  public static func describe(_ font: FontSpec) -> String {
    prepare()
    let family = drawingFamily(of: font)
    guard let pattern = FcPatternCreate() else { return family }
    defer { FcPatternDestroy(pattern) }
    FcPatternAddString(pattern, FC_FAMILY, family)
    FcPatternAddDouble(pattern, FC_PIXEL_SIZE, font.size)
    FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(min(max(font.weight, 1), 1000))))
    FcPatternAddInteger(pattern, FC_SLANT, font.italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
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
    return "\(string(FC_FAMILY)) \(string(FC_STYLE)) (\(string(FC_FILE)))"
  }
}
