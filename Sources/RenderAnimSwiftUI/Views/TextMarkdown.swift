/// The inline Markdown SwiftUI reads in a `Text`'s string literal (a `LocalizedStringKey`): `**bold**` and
/// `__bold__`, `*italic*` and `_italic_`, `***both***`, `` `code` ``, `~~strikethrough~~` and
/// `[links](https://…)`, with `\` escaping a delimiter. Anything else (headings, lists) stays as written,
/// as in SwiftUI, and an unmatched delimiter is kept as text. Our own parser: Foundation's
/// `AttributedString(markdown:)` is not in Linux's Foundation.
nonisolated enum TextMarkdown {
  /// How a stretch of the text is styled.
  struct Style: Hashable, Sendable {
    var bold = false, italic = false, code = false, strikethrough = false
    var link: String? = nil
    var isPlain: Bool { self == Style() }
  }

  /// A stretch of the text and its style.
  struct Piece: Hashable, Sendable {
    var text: String
    var style: Style
  }

  /// `source` without its Markdown, in pieces of one style each.
  static func parse(_ source: String) -> [Piece] {
    var pieces: [Piece] = []
    parse(Array(source), Style(), into: &pieces)
    return pieces
  }

  /// The emphasis delimiters, longest first: each sets bold, italic or strikethrough.
  private static let delimiters: [(String, bold: Bool, italic: Bool, strike: Bool)] = [
    ("***", true, true, false), ("**", true, false, false), ("__", true, false, false),
    ("~~", false, false, true), ("*", false, true, false), ("_", false, true, false),
  ]

  private static func parse(_ s: [Character], _ style: Style, into pieces: inout [Piece]) {
    var literal = ""
    func flush() {
      guard !literal.isEmpty else { return }
      if let last = pieces.last, last.style == style {
        pieces[pieces.count - 1].text += literal
      } else {
        pieces.append(Piece(text: literal, style: style))
      }
      literal = ""
    }
    var i = 0
    scan: while i < s.count {
      let c = s[i]
      if c == "\\", i + 1 < s.count, s[i + 1].isPunctuation || s[i + 1].isSymbol {
        literal.append(s[i + 1])
        i += 2
        continue
      }
      if c == "`", let close = s[(i + 1)...].firstIndex(of: "`"), close > i + 1 {
        flush()
        var code = style
        code.code = true
        pieces.append(Piece(text: String(s[(i + 1)..<close]), style: code))
        i = close + 1
        continue
      }
      if c == "[", let (label, url, end) = link(s, at: i) {
        flush()
        var linked = style
        linked.link = url
        parse(label, linked, into: &pieces)
        i = end
        continue
      }
      for (delimiter, bold, italic, strike) in delimiters where starts(s, i, delimiter) {
        let d = Array(delimiter)
        guard let close = closing(s, d, after: i) else { continue }
        flush()
        var inner = style
        inner.bold = inner.bold || bold
        inner.italic = inner.italic || italic
        inner.strikethrough = inner.strikethrough || strike
        parse(Array(s[(i + d.count)..<close]), inner, into: &pieces)
        i = close + d.count
        continue scan
      }
      literal.append(c)
      i += 1
    }
    flush()
  }

  private static func starts(_ s: [Character], _ i: Int, _ delimiter: String) -> Bool {
    let d = Array(delimiter)
    return i + d.count <= s.count && Array(s[i..<(i + d.count)]) == d
  }

  /// Where the delimiter `d` opened at `i` closes: flanked as CommonMark asks (no space just inside, and
  /// `_` not inside a word), with something between.
  private static func closing(_ s: [Character], _ d: [Character], after i: Int) -> Int? {
    let open = i + d.count
    guard open < s.count, !s[open].isWhitespace else { return nil }
    if d[0] == "_", i > 0, s[i - 1].isLetter || s[i - 1].isNumber { return nil }
    var j = open + 1
    while j + d.count <= s.count {
      if s[j] == "\\" {
        j += 2
        continue
      }
      if Array(s[j..<(j + d.count)]) == d, !s[j - 1].isWhitespace,
        // A single `*` must not close on the first star of a `**`.
        j + d.count == s.count || s[j + d.count] != d[0] || d.count > 1
      {
        if d[0] == "_", j + d.count < s.count, s[j + d.count].isLetter || s[j + d.count].isNumber {
          j += 1
          continue
        }
        return j
      }
      j += 1
    }
    return nil
  }

  /// `[label](url)` at `i`: its label, its address and the index after it.
  private static func link(_ s: [Character], at i: Int) -> ([Character], String, Int)? {
    guard let close = s[(i + 1)...].firstIndex(of: "]"), close + 1 < s.count, s[close + 1] == "(",
      let end = s[(close + 2)...].firstIndex(of: ")")
    else { return nil }
    return (Array(s[(i + 1)..<close]), String(s[(close + 2)..<end]), end + 1)
  }
}
