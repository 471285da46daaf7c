/// A view's structural identity: its position in the bodies above it (type names, positions in blocks,
/// branches of conditionals, `ForEach` ids), written as a `/`-separated path.
///
/// Paths are the keys of the runtime's tables (state, frames, sizes, animators), looked up many times a
/// frame; each carries a 64-bit FNV-1a digest of its text, extended from its parent's as it is made, so
/// hashing a path costs one word however deep it is, and two paths compare their texts only when their
/// digests agree.
nonisolated struct ViewPath: Hashable, Sendable, CustomStringConvertible {
  private(set) var text: String
  private let digest: UInt64

  init(_ text: String) {
    self.text = text
    digest = Self.extend(Self.basis, with: text)
  }

  private init(text: String, digest: UInt64) {
    self.text = text
    self.digest = digest
  }

  /// The path of a child at `component`.
  func appending(_ component: String) -> ViewPath {
    ViewPath(text: text + "/" + component, digest: Self.extend(Self.extend(digest, with: "/"), with: component))
  }

  var description: String { text }

  /// Whether this is `other` or a view inside it (its path goes on from `other`'s).
  func isInside(_ other: ViewPath) -> Bool {
    text == other.text || (text.hasPrefix(other.text) && text.dropFirst(other.text.count).first == "/")
  }

  /// How many components deep the path is.
  var depth: Int { text.utf8.reduce(0) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 } }

  static func == (a: ViewPath, b: ViewPath) -> Bool { a.digest == b.digest && a.text == b.text }

  func hash(into hasher: inout Hasher) { hasher.combine(digest) }

  private static let basis: UInt64 = 0xcbf2_9ce4_8422_2325

  /// FNV-1a of `string`'s UTF-8 bytes, continued from `digest`.
  private static func extend(_ digest: UInt64, with string: String) -> UInt64 {
    var h = digest
    for b in string.utf8 { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
    return h
  }

  /// The path without positions and branch names: what `sample` prints for a layer without an
  /// `.accessibilityIdentifier` (`SimpleAnimationView/EmojiView/Image`).
  var readable: String {
    var parts: [String] = []
    for c in text.split(separator: "/") {
      if c.hasPrefix("$") {
        // A `ForEach` element (or `.id`): its id follows the view type it is in, `Row[3]`.
        let id = "[\(c.dropFirst())]"
        if parts.isEmpty { parts.append(id) } else { parts[parts.count - 1] += id }
      } else if !(c.allSatisfy(\.isNumber) || Self.structural.contains(String(c))) {
        parts.append(String(c))
      }
    }
    return parts.joined(separator: "/")
  }

  /// Path components that say where in a view's structure, not which view.
  static let structural: Set<String> = [
    "if", "else", "some", "content", "keyframes", "phases", "group", "art", "line", "decoration",
    "rows", "row", "inset", "stack", "items", "label", "frame", "padding", "aspectRatio", "fixedSize", "position",
    "scrolled", "~layer",
  ]
}

extension ViewPath {
  /// Whether the view at `a` is written before the view at `b` in the body that holds both: where their
  /// paths part, two positions in one `@ViewBuilder` block (`0`, `1`, …) compare as written; nil when their
  /// paths part elsewhere (`ForEach` ids, branches), whose order the paths do not tell.
  static func writtenBefore(_ a: ViewPath, _ b: ViewPath) -> Bool? {
    let x = a.text.split(separator: "/", omittingEmptySubsequences: false)
    let y = b.text.split(separator: "/", omittingEmptySubsequences: false)
    guard let i = x.indices.first(where: { $0 < y.count && x[$0] != y[$0] }), let m = Int(x[i]), let n = Int(y[i])
    else { return nil }
    return m < n
  }
}
