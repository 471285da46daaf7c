internal import CCairo
import DisplayModel
import Synchronization

/// Fonts named by their PostScript name, as iOS names a face: `Font.custom("IBMPlexMono-Medium", size:)` and
/// `UIFont(name:size:)` take the name inside the font file (docs/swift-views.md, Text and Dynamic Type),
/// where fontconfig and Pango look faces up by family. A name that no family answers and one face's
/// PostScript name does is drawn with that face's family, weight and slant.
extension FontConfiguration {
  /// A face's family, weight (100 … 1000) and slant.
  struct PostScriptFace: Sendable, Equatable {
    let family: String
    let weight: Int
    let italic: Bool
  }

  /// The faces found by PostScript name so far (nil: none has it), forgotten when `--font-dir` adds a folder.
  private static let postScriptFaces = Mutex<[String: PostScriptFace?]>([:])

  /// The face whose PostScript name is `name`; nil when none is, or when `name` has a space (a PostScript
  /// name has none) or is a family render-anim resolves itself (the system font and its designs).
  static func postScriptFace(_ name: String) -> PostScriptFace? {
    guard !name.contains(" "), name != FontSpec.systemFamily, !candidateFamilies.contains(name) else { return nil }
    return postScriptFaces.withLock { known in
      if let face = known[name] { return face }
      let face = lookUpPostScriptName(name)
      known[name] = face
      return face
    }
  }

  /// Forgets the faces found by PostScript name (a folder of fonts was added).
  static func forgetPostScriptFaces() { postScriptFaces.withLock { $0 = [:] } }

  /// `font` with its family, weight and slant those of the face its family names by PostScript name, if one
  /// does: a weight other than regular asked for on top (`.bold()`) is kept.
  static func resolvingPostScriptName(_ font: FontSpec) -> FontSpec {
    guard let family = font.family, let face = postScriptFace(family) else { return font }
    var resolved = font
    resolved.family = face.family
    if font.weight == 400 { resolved.weight = face.weight }
    resolved.italic = font.italic || face.italic
    return resolved
  }

  private static func lookUpPostScriptName(_ name: String) -> PostScriptFace? {
    prepare()
    guard let pattern = FcPatternCreate() else { return nil }
    defer { FcPatternDestroy(pattern) }
    guard let objects = FcObjectSetCreate() else { return nil }
    defer { FcObjectSetDestroy(objects) }
    FcPatternAddString(pattern, FC_POSTSCRIPT_NAME, name)
    for object in [FC_FAMILY, FC_WEIGHT, FC_SLANT] { FcObjectSetAdd(objects, object) }
    guard let list = FcFontList(nil, pattern, objects) else { return nil }
    defer { FcFontSetDestroy(list) }
    guard list.pointee.nfont > 0, let face = list.pointee.fonts[0] else { return nil }
    var family: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(face, FC_FAMILY, 0, &family) == FcResultMatch, let family else { return nil }
    var weight: Int32 = 80
    _ = FcPatternGetInteger(face, FC_WEIGHT, 0, &weight)
    var slant: Int32 = 0
    _ = FcPatternGetInteger(face, FC_SLANT, 0, &slant)
    return PostScriptFace(
      family: String(cString: family), weight: Int(FcWeightToOpenType(weight)), italic: slant != 0)
  }
}
