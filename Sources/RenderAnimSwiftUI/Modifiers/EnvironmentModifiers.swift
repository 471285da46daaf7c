import DisplayModel
import Foundation

/// A modifier that changes what flows down to the views inside it (font, colours, symbol variant).
nonisolated public struct _EnvironmentModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let update: (inout ViewEnvironment) -> Void
  /// The object the modifier places (`.environmentObject`, `.environment(object)`), kept where a look at
  /// the root's stored values finds it (ViewRoot+Objects.swift).
  var object: AnyObject? = nil
  func resolve(
    content: any View, path: ViewPath, environment: ViewEnvironment, in context: ResolveContext
  ) throws(ViewError) -> [ViewNode] {
    var env = environment
    update(&env)
    return try context.resolve(content, path: path, environment: env)
  }
}

nonisolated extension View {
  func environmentChange(
    placing object: AnyObject? = nil, _ update: @escaping (inout ViewEnvironment) -> Void
  ) -> ModifiedContent<Self, _EnvironmentModifier> {
    modifier(_EnvironmentModifier(update: update, object: object))
  }
  /// The font of text inside.
  public func font(_ font: Font?) -> some View { environmentChange { $0.font = font } }
  /// The weight of text inside.
  public func fontWeight(_ weight: Font.Weight?) -> some View { environmentChange { $0.fontWeight = weight } }
  /// The design of text inside.
  public func fontDesign(_ design: Font.Design?) -> some View { environmentChange { $0.fontDesign = design } }
  /// The width of the system font for text inside (nil: the font's own).
  public func fontWidth(_ width: Font.Width?) -> some View { environmentChange { $0.fontWidth = width } }
  /// Text inside in the system font's fixed-width design when `isActive` (SwiftUI's `monospaced(_:)`).
  public func monospaced(_ isActive: Bool = true) -> some View {
    environmentChange { if isActive { $0.fontDesign = .monospaced } }
  }
  /// Bold text inside.
  public func bold(_ isActive: Bool = true) -> some View { environmentChange { if isActive { $0.fontWeight = .bold } } }
  /// The colour of text, symbols and shapes inside.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { foregroundStyles(style, []) }
  /// The primary foreground style and those after it (a symbol's palette).
  func foregroundStyles<S: ShapeStyle>(_ primary: S, _ others: [any ShapeStyle]) -> some View {
    environmentChange { env in
      // `.foreground` is the style already there: it changes nothing.
      if primary.unwrapped is ForegroundStyle, others.isEmpty { return }
      env.foreground = primary.flatColor(env.colorScheme)
      env.foregroundGradient = primary.gradientFill(env.colorScheme)
      env.secondaryForeground = others.map { $0.flatColor(env.colorScheme) ?? env.foregroundColor }
    }
  }
  /// The colour of text, symbols and shapes inside.
  public func foregroundColor(_ color: Color?) -> some View {
    environmentChange {
      $0.foreground = color?.resolved($0.colorScheme)
      $0.foregroundGradient = nil
      $0.secondaryForeground = []
    }
  }
  /// The tint (the colour of buttons inside, and of a button's label drawn in its tint: `Button { Text("A")
  /// .tint(.primary) }` draws the text in the primary colour).
  public func tint(_ color: Color?) -> some View {
    environmentChange {
      $0.tint = color?.resolved($0.colorScheme)
      if let tint = $0.tint, let given = $0.tintForeground, $0.foreground == given {
        $0.foreground = tint
        $0.tintForeground = tint
      }
    }
  }
  /// The accent colour of controls inside (deprecated in SwiftUI for `tint(_:)`, which it is here).
  public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }
  /// The size of SF Symbols inside relative to the font (small, medium, large).
  public func imageScale(_ scale: Image.Scale) -> some View { environmentChange { $0.imageScale = scale } }
  /// The variant of SF Symbols inside.
  public func symbolVariant(_ variant: SymbolVariants) -> some View { environmentChange { $0.symbolVariant = variant } }
  /// How SF Symbols inside paint their layers (docs/swift-views.md, SF Symbols): hierarchical and palette
  /// draw an enclosed symbol (`person.circle.fill`) or a composed one (`1.circle`) in two layers.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    environmentChange { $0.symbolRenderingMode = mode }
  }
  /// Two foreground styles: text and shapes inside take the primary; symbols inside are drawn in palette
  /// rendering, their primary layer in the first style and their secondary in the second.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
    foregroundStyles(primary, [secondary])
  }
  /// Three foreground styles: as two, with the third for a symbol's tertiary layer (render-anim's symbols
  /// have at most two layers, so the third is kept for API compatibility and not drawn).
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    foregroundStyles(primary, [secondary, tertiary])
  }
  /// The most lines of text inside (nil: no limit); the last line shown ends in "…" when text is cut.
  public func lineLimit(_ number: Int?) -> some View { lineLimits(number, reserving: nil) }
  /// At most `limit` lines; with `reservesSpace`, text inside is as tall as `limit` lines even when it has
  /// fewer, its lines at the top (so cards of short and long titles line up, as in SwiftUI).
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    lineLimits(limit, reserving: reservesSpace ? limit : nil)
  }
  /// Between `limit.lowerBound` lines (reserved when the text has fewer) and `limit.upperBound`.
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    lineLimits(limit.upperBound, reserving: limit.lowerBound)
  }
  /// At least `limit.lowerBound` lines (reserved when the text has fewer), with no most.
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { lineLimits(nil, reserving: limit.lowerBound) }
  /// At most `limit.upperBound` lines.
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { lineLimits(limit.upperBound, reserving: nil) }
  private func lineLimits(_ most: Int?, reserving least: Int?) -> some View {
    environmentChange {
      $0.lineLimit = most.map { max($0, 1) }
      $0.reservedLines = least.map { max($0, 1) }
    }
  }
  /// Text inside that does not fit the width (and height) it is offered in its lines shrinks, down to
  /// `factor` of its size, until it fits (SwiftUI's `minimumScaleFactor`).
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    environmentChange { $0.minimumScaleFactor = min(max(Double(factor), 0.01), 1) }
  }
  /// Points added between the lines of text inside.
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
    environmentChange { $0.lineSpacing = Double(lineSpacing) }
  }
  /// Points added after each character of text inside.
  public func tracking(_ tracking: CGFloat) -> some View { environmentChange { $0.tracking = Double(tracking) } }
  /// Points added after each character of text inside (as `tracking`: Pango spaces the characters of a
  /// ligature apart alike).
  public func kerning(_ kerning: CGFloat) -> some View { environmentChange { $0.tracking = Double(kerning) } }
  /// Digits of text inside all as wide (the font's tabular figures).
  public func monospacedDigit() -> some View { environmentChange { $0.monospacedDigit = true } }
  /// Where text inside cut at its line limit loses its characters: `.tail` (the default) ends in "…",
  /// `.head` starts with it, `.middle` has it in the middle.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    environmentChange { $0.truncation = mode.paragraph }
  }
  /// Whether a line of text inside that would be cut may set its characters closer to fit instead, as
  /// TextKit tightens a line at most 5 % too wide (docs/swift-views.md, Lines and letters).
  public func allowsTightening(_ flag: Bool) -> some View { environmentChange { $0.allowsTightening = flag } }
  /// Where the lines of text inside stand in their text's frame (the default is `.leading`).
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environmentChange { $0.textAlignment = alignment }
  }
  /// Italic text inside.
  public func italic(_ isActive: Bool = true) -> some View { environmentChange { $0.italic = isActive } }
  /// How buttons inside are drawn: `.bordered` and `.borderedProminent` draw iOS's rounded-rectangle
  /// backgrounds; the others draw the label alone.
  public func buttonStyle(_ style: ButtonStyleKind) -> some View {
    environmentChange {
      $0.buttonStyle = style
      $0.customButtonStyle = nil
    }
  }
  /// On `edges` that it reaches, the view grows into the safe area: the screen's (with `--device`; without
  /// one the canvas has no safe area) and a `.safeAreaInset`'s around it. A scroll view keeps no content
  /// inset on those edges. The keyboard's region alone changes nothing: there is no keyboard.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    annotate { node, _ in
      guard regions.contains(.container) else { return }
      node.ignoredSafeAreaEdges.formUnion(edges)
      // A scroll view told to ignore the safe area there has no content inset there either.
      node.contentInsetEdges.subtract(edges)
    }
  }
  /// On `edges` that it reaches, the view grows into the screen's safe area (the older form).
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { ignoresSafeArea(.all, edges: edges) }
  /// Taps on the view and everything in it do nothing (`--tap X,Y@T` at it is refused), and the controls
  /// in it draw disabled: buttons in the tertiary label colour, switches, sliders, steppers and pickers
  /// dimmed (`isEnabled` is false inside).
  public func disabled(_ disabled: Bool) -> some View {
    environmentChange { if disabled { $0.values.isEnabled = false } }
      .annotate { node, _ in node.disabled = node.disabled || disabled }
  }
  /// With `false`, a tap at a point passes through the view to what is behind it.
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    annotate { node, _ in node.hitTesting = node.hitTesting && enabled }
  }
  /// The view keeps its place in the layout and draws nothing; taps pass through it (SwiftUI's `hidden`).
  public func hidden() -> some View { opacity(0).allowsHitTesting(false) }
  /// The view is hit anywhere inside `shape` laid over its frame, not only where it draws (a custom shape
  /// counts as its frame).
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    let spec = (shape as? any BuiltInShape)?.spec ?? ShapeSpec(kind: .rectangle)
    return annotate { node, _ in node.contentShape = spec }
  }
  /// Draws the view above its siblings with a lower value, below those with a higher one (ties in the
  /// order written).
  public func zIndex(_ value: Double) -> some View { annotate { node, _ in node.zIndex = value } }
  /// Isolates the geometry of the views inside from the view's parent: their frames animate relative to
  /// this view's frame, so a view inserted inside moves with it, where without it a view animates its own
  /// frame on the canvas and one just inserted stands at its final place at once (docs/swift-views.md,
  /// Animating layout).
  public func geometryGroup() -> some View { annotate { node, _ in node.geometryGroup = true } }
}

/// Text alignments.
nonisolated public enum TextAlignment: Sendable, Hashable {
  /// Lines start at the leading edge of the text's frame (the default).
  case leading
  /// Lines are centred in the text's frame.
  case center
  /// Lines end at the trailing edge of the text's frame.
  case trailing
}

extension TextAlignment {
  var paragraphAlignment: TextParagraph.Alignment {
    switch self {
    case .leading: return .leading
    case .center: return .center
    case .trailing: return .trailing
    }
  }
}

/// Safe-area regions (there is no safe area offline).
nonisolated public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The screen's insets for its status bar and home indicator (with `--device`), which `ignoresSafeArea`
  /// grows into; and the keyboard's region (accepted and ignored: a render has no keyboard).
  public static let container = SafeAreaRegions(rawValue: 1), keyboard = SafeAreaRegions(rawValue: 2)
  /// Both regions.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// SwiftUI's built-in button styles.
nonisolated public struct ButtonStyleKind: Hashable, Sendable {
  let name: String
  /// The default: the label alone, in the tint unless a foreground colour is set (red for a destructive
  /// button).
  public static let automatic = ButtonStyleKind(name: "automatic")
  /// The label as it is, in the foreground colour around it rather than the tint.
  public static let plain = ButtonStyleKind(name: "plain")
  /// The label alone, drawn as `automatic` draws it.
  public static let borderless = ButtonStyleKind(name: "borderless")
  /// The label in the tint, padded, on a plate (a rounded rectangle unless `buttonBorderShape` says otherwise)
  /// of the tint at 15 % opacity.
  public static let bordered = ButtonStyleKind(name: "bordered")
  /// The label in white, padded, on a plate of the tint (drawn as `bordered` when disabled).
  public static let borderedProminent = ButtonStyleKind(name: "borderedProminent")
}

/// `.preferredColorScheme` and `.colorScheme`: the scheme inside, which `@Environment(\.colorScheme)` reads
/// and the system colours follow. A preferred scheme is also the presentation's: the canvas's background
/// (docs/swift-views.md, Dark mode).
nonisolated public struct _ColorSchemeModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let scheme: ColorScheme?
  var preferred = false
  func resolve(
    content: any View, path: ViewPath, environment: ViewEnvironment, in context: ResolveContext
  ) throws(ViewError) -> [ViewNode] {
    var env = environment
    if let scheme {
      env.values.colorScheme = scheme
      if preferred { context.preferColorScheme(scheme) }
    }
    return try context.resolve(content, path: path, environment: env)
  }
}

nonisolated extension View {
  /// The colour scheme of the presentation: what `@Environment(\.colorScheme)` reads.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    modifier(_ColorSchemeModifier(scheme: colorScheme, preferred: true))
  }
  /// The colour scheme of this view and those inside it.
  public func colorScheme(_ colorScheme: ColorScheme) -> some View {
    modifier(_ColorSchemeModifier(scheme: colorScheme))
  }
}
