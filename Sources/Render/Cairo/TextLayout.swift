internal import CCairo
import SceneFormat

/// A shaped run of text or emoji (`PangoLayout`), laid out for one Cairo context's font settings.
///
/// Sizes are absolute (points = user-space units), hinting is off, so a run measures and draws the same
/// at every scale and on every frame.
final class TextLayout {
  let pointer: OpaquePointer
  /// Logical extents in points: origin offset and size.
  let logical: (x: Double, y: Double, width: Double, height: Double)
  /// Ink extents in points, in the same coordinates as ``logical``: where the glyphs draw.
  let ink: (x: Double, y: Double, width: Double, height: Double)
  /// Characters the font could not render.
  let missing: [Character]

  /// Shapes `text` in `font` on `context` (emoji: family "Noto Color Emoji"), set in lines by `paragraph`.
  convenience init(_ text: String, family: String, size: Double, weight: Int, context: DrawingContext) {
    self.init(Key(text: text, font: FontSpec(size: size, weight: weight, family: family)), context: context)
  }

  /// Shapes `key.text` in `key.font` (whose family is resolved) on `context`, set in lines by `key.paragraph`.
  init(_ key: Key, context: DrawingContext) {
    FontConfiguration.prepare()
    let shaped = FontFaceLock.run { Self.shape(key, on: context) }
    pointer = shaped.layout
    logical = shaped.logical
    ink = shaped.ink
    missing = shaped.missing
  }

  /// A new layout of `key` and its extents (call with ``FontFaceLock`` held).
  private static func shape(
    _ key: Key, on context: DrawingContext
  ) -> (
    layout: OpaquePointer, logical: (x: Double, y: Double, width: Double, height: Double),
    ink: (x: Double, y: Double, width: Double, height: Double), missing: [Character]
  ) {
    let layout = pango_cairo_create_layout(context.pointer)!
    configure(layout)
    let description = pango_font_description_new()!
    let font = FontConfiguration.resolvingPostScriptName(key.font)
    pango_font_description_set_family(
      description, FontConfiguration.drawingFamily(of: font, tabularDigits: key.paragraph.tabularDigits))
    pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
    pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight)))
    pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    pango_font_description_set_stretch(description, FontConfiguration.stretch(font.drawnWidth))
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)
    setParagraph(key.paragraph, on: layout)
    let shaped = key.paragraph.shapedText(key.text)
    pango_layout_set_text(layout, shaped, -1)
    setRuns(key.paragraph, font: font, text: shaped, mask: key.gradientMask, on: layout)
    if let leading = key.paragraph.styleLeading { setLeading(leading, paragraph: key.paragraph, on: layout) }
    if let limit = key.paragraph.lineLimit { limitLines(layout, to: limit) }
    var ink = PangoRectangle()
    var rect = PangoRectangle()
    pango_layout_get_extents(layout, &ink, &rect)
    let scale = Double(PANGO_SCALE)
    let height = key.paragraph.reservedHeight(
      lines: Int(pango_layout_get_line_count(layout)), height: Double(rect.height) / scale)
    return (
      layout, (Double(rect.x) / scale, Double(rect.y) / scale, Double(rect.width) / scale, height),
      (Double(ink.x) / scale, Double(ink.y) / scale, Double(ink.width) / scale, Double(ink.height) / scale),
      missingCharacters(of: key.text, in: layout, context: context)
    )
  }

  /// The characters of `text` that `layout`'s font cannot draw, each probed alone (call with
  /// ``FontFaceLock`` held).
  private static func missingCharacters(
    of text: String, in layout: OpaquePointer, context: DrawingContext
  ) -> [Character] {
    guard pango_layout_get_unknown_glyphs_count(layout) > 0 else { return [] }
    var missing: [Character] = []
    for ch in text where !ch.isWhitespace {
      let probe = pango_cairo_create_layout(context.pointer)!
      configure(probe)
      pango_layout_set_font_description(probe, pango_layout_get_font_description(layout))
      pango_layout_set_text(probe, String(ch), -1)
      if pango_layout_get_unknown_glyphs_count(probe) > 0 { missing.append(ch) }
      g_object_unref(UnsafeMutableRawPointer(probe))
    }
    return missing
  }

  /// The baselines of the first and last lines, in points from the top of the logical extents (measured
  /// when asked: only layout's baseline alignment needs them, never drawing).
  var baselines: (first: Double, last: Double) { FontFaceLock.run { measuredBaselines } }

  private var measuredBaselines: (first: Double, last: Double) {
    let scale = Double(PANGO_SCALE)
    let first = Double(pango_layout_get_baseline(pointer)) / scale - logical.y
    guard let iter = pango_layout_get_iter(pointer) else { return (first, first) }
    defer { pango_layout_iter_free(iter) }
    while pango_layout_iter_next_line(iter) != 0 {}
    return (first, Double(pango_layout_iter_get_baseline(iter)) / scale - logical.y)
  }

  /// What a layout is shaped from: the cache key of the rasterizer and the measurer.
  struct Key: Hashable {
    var text: String
    var font: FontSpec
    var paragraph = TextParagraph()
    /// Set for the mask of the runs painted with this gradient: those runs opaque, every other character
    /// and decoration transparent (``TextRun/gradient``; the same glyphs at the same places).
    var gradientMask: GradientFill? = nil
  }

  /// Pango limits the lines of each paragraph; a text of several paragraphs may still have more lines in
  /// all. Then the text is cut where line `limit` starts and ends in "…" (again if the ellipsis wraps).
  private static func limitLines(_ layout: OpaquePointer, to limit: Int) {
    for _ in 0..<3 {
      guard limit > 0, Int(pango_layout_get_line_count(layout)) > limit,
        let line = pango_layout_get_line_readonly(layout, Int32(limit)), let text = pango_layout_get_text(layout)
      else { return }
      let bytes = Array(
        UnsafeBufferPointer(
          start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: Int(line.pointee.start_index)))
      var kept = String(decoding: bytes, as: UTF8.self)
      while let last = kept.last, last.isWhitespace || last == "…" { kept.removeLast() }
      pango_layout_set_text(layout, kept + "…", -1)
    }
  }

  /// Wrapping at the paragraph's width (words, then characters inside a word too long for a line), the
  /// lines' alignment, and the line limit (the last line shown ends in "…"). Pango aligns lines within the
  /// wrap width; the logical extents then start where the widest line does, so a text's frame is its
  /// widest line, as in SwiftUI.
  private static func setParagraph(_ paragraph: TextParagraph, on layout: OpaquePointer) {
    if let width = paragraph.width, width.isFinite, width >= 0 {
      pango_layout_set_width(layout, Int32((min(width, 1_000_000) * Double(PANGO_SCALE)).rounded(.down)))
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    }
    switch paragraph.alignment {
    case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
    case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
    }
    if let limit = paragraph.lineLimit, limit > 0 {
      pango_layout_set_height(layout, -Int32(min(limit, 100_000)))
      switch paragraph.truncation {
      case .head: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
      case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
      case .tail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
      }
    }
    if paragraph.lineSpacing != 0 {
      pango_layout_set_spacing(
        layout, Int32((min(max(paragraph.lineSpacing, -1000), 1000) * Double(PANGO_SCALE)).rounded()))
    }
  }

  /// A text style's lines `leading` apart (plus the paragraph's line spacing), as iOS sets them: the font's
  /// own distance between the first two baselines is measured, and the difference added between lines.
  private static func setLeading(_ leading: Double, paragraph: TextParagraph, on layout: OpaquePointer) {
    guard pango_layout_get_line_count(layout) > 1, let iter = pango_layout_get_iter(layout) else { return }
    defer { pango_layout_iter_free(iter) }
    let first = pango_layout_iter_get_baseline(iter)
    guard pango_layout_iter_next_line(iter) != 0 else { return }
    let scale = Double(PANGO_SCALE)
    let natural = Double(pango_layout_iter_get_baseline(iter) - first) / scale - paragraph.lineSpacing
    let spacing = min(max(leading + paragraph.lineSpacing - natural, -1000), 1000)
    pango_layout_set_spacing(layout, Int32((spacing * scale).rounded()))
  }

  /// No hyphens, the paragraph's tracking (with the system font's calibrated tracking,
  /// docs/text-calibration.md) and tabular digits over the whole text, then each run's styles over its
  /// bytes (Pango clamps a run that a line limit cut), then the calibrated spacing of the digits
  /// (``digitSpacing(_:font:text:)``), as Pango attributes. A run painted with a gradient is transparent
  /// here (its characters are painted through the layout of its `mask`; colours change no glyph's place).
  private static func setRuns(
    _ paragraph: TextParagraph, font: FontSpec, text: String, mask: GradientFill?, on layout: OpaquePointer
  ) {
    let runs = paragraph.runs
    func calibrated(_ run: TextRun?) -> Double {
      FontConfiguration.systemTracking(
        family: run?.family ?? font.resolvedFamily, size: run?.size ?? font.size,
        weight: run?.weight ?? font.weight, width: drawnWidth(of: run, in: font),
        tabularDigits: paragraph.tabularDigits)
    }
    let tracking = paragraph.tracking + calibrated(nil)
    let list = pango_attr_list_new()!
    func letterSpacing(_ points: Double) -> UnsafeMutablePointer<PangoAttribute>? {
      pango_attr_letter_spacing_new(Int32((min(max(points, -1000), 1000) * Double(PANGO_SCALE)).rounded()))
    }
    defer { pango_attr_list_unref(list) }
    func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ run: TextRun) {
      guard let attribute else { return }
      attribute.pointee.start_index = UInt32(clamping: max(run.start, 0))
      attribute.pointee.end_index = UInt32(clamping: max(run.end, 0))
      pango_attr_list_insert(list, attribute)
    }
    let whole = TextRun(start: 0, end: Int(Int32.max))
    // A word broken at a narrow width gets no hyphen, as iOS breaks it (Pango inserts one by default).
    add(pango_attr_insert_hyphens_new(0), whole)
    if tracking != 0 { add(letterSpacing(tracking), whole) }
    if paragraph.tabularDigits { add(pango_attr_font_features_new("tnum"), whole) }
    if mask != nil { addColors(of: whole, color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0), add) }
    for run in runs {
      if let w = run.weight { add(pango_attr_weight_new(PangoWeight(rawValue: UInt32(min(max(w, 100), 1000)))), run) }
      if let i = run.italic { add(pango_attr_style_new(i ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL), run) }
      if let f = run.family ?? (run.size != nil ? font.resolvedFamily : nil) {
        // A run of another size may take another optical size of its family (Inter Display from 20 points).
        let drawn = FontConfiguration.drawingFamily(
          f, size: run.size ?? font.size, tabularDigits: paragraph.tabularDigits)
        add(pango_attr_family_new(drawn), run)
      }
      if let s = run.size, s.isFinite, s > 0 {
        add(pango_attr_size_new_absolute(Int32(min(s, 10_000) * Double(PANGO_SCALE))), run)
      }
      addPaint(of: run, mask: mask, add)
      if run.width != nil {
        add(pango_attr_stretch_new(FontConfiguration.stretch(drawnWidth(of: run, in: font))), run)
      }
      if run.tracking != nil || run.family != nil || run.size != nil || run.weight != nil || run.width != nil {
        add(letterSpacing((run.tracking ?? paragraph.tracking) + calibrated(run)), run)
      }
      if let rise = run.baselineOffset, rise.isFinite {
        add(pango_attr_rise_new(Int32((min(max(rise, -10_000), 10_000) * Double(PANGO_SCALE)).rounded())), run)
      }
    }
    for (digits, spacing) in digitSpacing(paragraph, font: font, text: text) { add(letterSpacing(spacing), digits) }
    pango_layout_set_attributes(layout, list)
  }

  /// The stretches of ASCII digits that the system font's calibration spaces apart more than the letters
  /// around them (`FontConfiguration.systemDigitSpacing`: Inter Display's figures are narrower than SF Pro
  /// Display's), each with its letter spacing: its run's tracking and calibrated tracking, plus the
  /// digits' own. Empty when no digit is drawn in a family that has one.
  private static func digitSpacing(
    _ paragraph: TextParagraph, font: FontSpec, text: String
  ) -> [(TextRun, Double)] {
    var stretches: [(TextRun, Double)] = []
    var start: Int?
    let bytes = Array(text.utf8)
    for i in 0...bytes.count {
      let digit = i < bytes.count && (0x30...0x39).contains(bytes[i])
      if digit, start == nil { start = i }
      guard !digit, let s = start else { continue }
      start = nil
      let run = paragraph.runs.last { $0.start <= s && s < $0.end }
      let family = run?.family ?? font.resolvedFamily
      let size = run?.size ?? font.size
      let weight = run?.weight ?? font.weight
      let width = drawnWidth(of: run, in: font)
      let extra = FontConfiguration.systemDigitSpacing(
        family: family, size: size, width: width, tabularDigits: paragraph.tabularDigits)
      guard extra != 0 else { continue }
      let calibrated = FontConfiguration.systemTracking(
        family: family, size: size, weight: weight, width: width, tabularDigits: paragraph.tabularDigits)
      stretches.append((TextRun(start: s, end: i), (run?.tracking ?? paragraph.tracking) + calibrated + extra))
    }
    return stretches
  }

  /// A colour channel (0…1) in Pango's 16 bits.
  private static func channel(_ v: Double) -> UInt16 { UInt16((min(max(v, 0), 1) * 65535).rounded()) }

  /// The run's colour, background and lines. With a gradient it is transparent (its characters are painted
  /// through the mask layout); in the mask layout of `mask`, only the runs painted with it are drawn,
  /// opaque, with their lines.
  private static func addPaint(
    of run: TextRun, mask: GradientFill?, _ add: (UnsafeMutablePointer<PangoAttribute>?, TextRun) -> Void
  ) {
    if let mask, run.gradient != mask { return }
    if mask != nil {
      addColors(of: run, color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 1), add)
    } else if run.gradient != nil {
      addColors(of: run, color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0), add)
    } else if let c = run.color {
      addColors(of: run, color: c, add)
    }
    if let c = run.background, mask == nil {
      add(pango_attr_background_new(channel(c.red), channel(c.green), channel(c.blue)), run)
      add(pango_attr_background_alpha_new(max(channel(c.alpha), 1)), run)
    }
    if run.strikethrough { add(pango_attr_strikethrough_new(1), run) }
    if let c = run.strikethroughColor, mask == nil {
      add(pango_attr_strikethrough_color_new(channel(c.red), channel(c.green), channel(c.blue)), run)
    }
    if run.underline { add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), run) }
    if let c = run.underlineColor, mask == nil {
      add(pango_attr_underline_color_new(channel(c.red), channel(c.green), channel(c.blue)), run)
    }
  }

  /// The run's characters in `color` (Pango's foreground colour and alpha). Pango reads an alpha of 0 as
  /// none (opaque), so a transparent run gets 1 of 65 535, which Cairo draws as nothing.
  private static func addColors(
    of run: TextRun, color c: RGBAColor, _ add: (UnsafeMutablePointer<PangoAttribute>?, TextRun) -> Void
  ) {
    add(pango_attr_foreground_new(channel(c.red), channel(c.green), channel(c.blue)), run)
    add(pango_attr_foreground_alpha_new(max(channel(c.alpha), 1)), run)
  }

  /// The width `run` (nil: the whole text) is drawn at: its own width or the text's, in its own family or
  /// the text's (a design's family has one width).
  private static func drawnWidth(of run: TextRun?, in font: FontSpec) -> FontWidth {
    var spec = font
    if let family = run?.family { spec.family = family }
    if let width = run?.width { spec.width = width }
    return spec.drawnWidth
  }

  deinit { FontFaceLock.run { g_object_unref(UnsafeMutableRawPointer(pointer)) } }

  /// No hinting and grey antialiasing: layout independent of the device scale.
  static func configure(_ layout: OpaquePointer) {
    let pangoContext = pango_layout_get_context(layout)
    let options = cairo_font_options_create()!
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(pangoContext, options)
    cairo_font_options_destroy(options)
    pango_cairo_context_set_resolution(pangoContext, 72)
    pango_layout_context_changed(layout)
  }

  /// The box the run may draw in when ``draw(in:)`` centres it: its ink and its logical box (where
  /// placeholder bars go), in points from the origin.
  var drawnBounds: (x0: Double, y0: Double, x1: Double, y1: Double) {
    let dx = -logical.width / 2 - logical.x
    let dy = -logical.height / 2 - logical.y
    return (
      min(ink.x, logical.x) + dx, min(ink.y, logical.y) + dy, max(ink.x + ink.width, logical.x + logical.width) + dx,
      max(ink.y + ink.height, logical.y + logical.height) + dy
    )
  }

  /// Draws the run so that its logical box is centred on the origin, as shaped: Cairo renders its glyphs
  /// for the context's transform, and the layout is not shaped again for it (hinting is off, so positions
  /// are the same at every scale), so text whose scale or rotation changes every frame loads no new fonts.
  func draw(in context: DrawingContext) {
    cairo_move_to(context.pointer, -logical.width / 2 - logical.x, -logical.height / 2 - logical.y)
    FontFaceLock.run { pango_cairo_show_layout(context.pointer, pointer) }
  }

  /// Adds the outlines of the run's glyphs, placed as ``draw(in:)`` places them, to the context's path.
  func addPath(to context: DrawingContext) {
    cairo_move_to(context.pointer, -logical.width / 2 - logical.x, -logical.height / 2 - logical.y)
    FontFaceLock.run { pango_cairo_layout_path(context.pointer, pointer) }
  }
}
