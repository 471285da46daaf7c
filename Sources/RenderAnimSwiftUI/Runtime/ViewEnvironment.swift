import DisplayModel
import Keyframes

/// What flows down the view tree while bodies are evaluated: the font and foreground style, the
/// symbol variant, and the transaction of the update in progress.
nonisolated struct ViewEnvironment {
  var font: Font? = nil
  var fontWeight: Font.Weight? = nil
  var fontDesign: Font.Design? = nil
  /// `.fontWidth(_:)`: the width of the system font inside.
  var fontWidth: Font.Width? = nil
  /// `.italic()` on a view.
  var italic = false
  /// `.lineLimit` and `.multilineTextAlignment`.
  var lineLimit: Int? = nil
  /// `.lineLimit(_:reservesSpace:)` and a range's lower bound: the lines text takes at least.
  var reservedLines: Int? = nil
  /// `.minimumScaleFactor`: how far text may shrink to fit its lines.
  var minimumScaleFactor = 1.0
  /// `.allowsTightening(true)`: a line of text that would be cut may set its characters closer instead.
  var allowsTightening = false
  var textAlignment = TextAlignment.leading
  /// `.lineSpacing`, `.tracking` (and `.kerning`), `.monospacedDigit()` and `.truncationMode` for text inside.
  var lineSpacing = 0.0
  var tracking = 0.0
  var monospacedDigit = false
  var truncation = TextParagraph.Truncation.tail
  var foreground: RGBAColor? = nil
  /// `.scrollPosition(_:)`: the position the next scroll view inside is bound to.
  var scrollPosition: Binding<ScrollPosition>? = nil
  /// `.scrollPosition(id:anchor:)`: the identity the next scroll view inside scrolls to when it changes.
  var scrollPositionID: (get: () -> AnyHashable?, anchor: UnitPoint?)? = nil
  /// `.onScrollGeometryChange`: what the next scroll view inside tells of its geometry, at each update.
  var scrollGeometryReaders: [(ScrollGeometry, String, ViewGraph) -> Void] = []
  /// The foreground a button's style gave its label from the tint (SwiftUI's `.tint` shape style): a
  /// `.tint(_:)` inside the label changes it while nothing else has.
  var tintForeground: RGBAColor? = nil
  /// A gradient foreground style: text and symbols inside are painted with it.
  var foregroundGradient: GradientFill? = nil
  /// `.symbolVariant`: the shape, fill and slash SF Symbols inside take.
  var symbolVariant = SymbolVariants.none
  /// `.symbolRenderingMode`: how symbols inside paint their layers (nil: palette when
  /// ``secondaryForeground`` has a style, else monochrome, as SwiftUI chooses).
  var symbolRenderingMode: SymbolRenderingMode? = nil
  /// The styles after the primary of `.foregroundStyle(_:_:)` and `.foregroundStyle(_:_:_:)`.
  var secondaryForeground: [RGBAColor] = []
  /// `.imageScale`: the size of symbols relative to the font.
  var imageScale = Image.Scale.medium
  var buttonStyle = ButtonStyleKind.automatic
  /// `.buttonStyle(MyStyle())`: a custom ``ButtonStyle`` (it wins over ``buttonStyle``).
  var customButtonStyle: AnyButtonStyle? = nil
  /// `.progressViewStyle`: how progress views inside are drawn.
  var progressStyle = ProgressStyleKind.automatic
  /// `.progressViewStyle(MyStyle())`: a progress view style of your own (it wins over ``progressStyle``).
  var customProgressStyle: AnyProgressViewStyle? = nil
  /// `.gaugeStyle`: how gauges inside are drawn, a built-in look or a style of your own (it wins).
  var gaugeStyle = GaugeStyleKind.linearCapacity
  var customGaugeStyle: AnyGaugeStyle? = nil
  /// `.toggleStyle`: how toggles inside are drawn (nil: the switch).
  var toggleStyle: AnyToggleStyle? = nil
  /// `.disclosureGroupStyle`: how disclosure groups inside are drawn (nil: iOS's).
  var disclosureGroupStyle: AnyDisclosureGroupStyle? = nil
  /// `.buttonBorderShape`: the plate of bordered buttons.
  var buttonBorderShape = ButtonBorderShape.automatic
  /// `.textFieldStyle`: how text fields in the view look (nil: the default).
  var textFieldStyle: AnyTextFieldStyle? = nil
  /// `.listStyle`: how lists inside are drawn (nil: iOS's default, inset grouped).
  var listStyle: ListStyleKind? = nil
  /// Inside a list or form: its style, which its sections are drawn in (nil: not in a list).
  var listContext: ListStyleKind? = nil
  /// The axis of the stack the view is in, through the modifiers around it (SwiftUI's stack orientation):
  /// a `Spacer` grows along it only and a `Divider` lies across it, also inside a `.frame` or `.padding`
  /// (`.horizontal` or `.vertical`; `.depth` in a `ZStack`, a list or a scroll view's content: both ways).
  var stackAxis: StackAxis = .depth
  /// Inside a navigation stack: pushes a link's destination onto it.
  var navigationPush: ((NavigationTarget) -> Void)? = nil
  /// `.listSectionSpacing`: the space between sections (nil: the style's).
  var listSectionSpacing: Double? = nil
  /// `.scrollTargetBehavior`: where scroll views inside come to rest after a flick.
  var scrollTargetBehavior = ScrollBehaviorKind.free
  /// `.listRowSpacing`: the space between rows (nil: none, rows joined on one card).
  var listRowSpacing: Double? = nil
  /// `.scrollContentBackground(.hidden)`: lists draw no background of their own.
  var listBackgroundHidden = false
  /// `.labelStyle`: how labels inside are drawn (nil: the icon before the title).
  var labelStyle: AnyLabelStyle? = nil
  /// `.groupBoxStyle`: how group boxes inside are drawn (nil: iOS's card).
  var groupBoxStyle: AnyGroupBoxStyle? = nil
  /// `.tabViewStyle`: how tab views inside are drawn.
  var tabViewStyle = TabViewStyleKind.bar
  /// `.indexViewStyle(.page(backgroundDisplayMode: .always))`: page dots on a capsule.
  var pageIndexBacked = false
  /// `.datePickerStyle`: how date pickers inside are drawn (nil: iOS's default, compact).
  var datePickerStyle: DatePickerStyleKind? = nil
  /// `.labelsHidden()`: controls inside draw without their titles (SwiftUI's `labelsVisibility`).
  var labelsHidden: Bool {
    get { values.labelsVisibility == .hidden }
    set { values.labelsVisibility = newValue ? .hidden : .automatic }
  }
  /// `.pickerStyle`: how pickers inside are drawn (nil: iOS's default, a menu).
  var pickerStyle: PickerStyleKind? = nil
  /// `.textCase`: text inside in capitals or small letters.
  var textCase: Text.Case? = nil
  /// `.contentTransition`: how text inside changes.
  var contentTransition: TextContentTransition? = nil
  /// `.tint`: the colour of buttons (nil: the accent colour).
  var tint: RGBAColor? = nil
  /// Inside an alert's or dialog's `actions`: buttons hand themselves to it instead of drawing.
  var actionSink: PresentationActions? = nil
  /// The transaction the update applies to views here (after `.animation(_:value:)` and `.transaction`).
  var transaction = Transaction()
  /// Inside a keyframe animator's content: modifier values are set per frame, not animated.
  var direct = false
  /// What `plot` calls an animator's trigger here (a scene file's state name); nil: the animator's path.
  var triggerName: String? = nil
  /// What `plot` calls the tracks of the keyframe animators here, in order (a scene file's fields).
  var keyframeTrackNames: [String]? = nil
  /// What `plot` calls the phases of the phase animators here, in order (a scene file's as written).
  var phaseNames: [String]? = nil
  /// What `@Environment` reads (`.environment(_:_:)` sets).
  var values = EnvironmentValues()

  /// The colour scheme here (`.colorScheme`, `.preferredColorScheme`, `--color-scheme`).
  var colorScheme: ColorScheme { values.colorScheme }
  /// What text, symbols and shapes without a style of their own are painted with: the foreground style,
  /// else the primary label colour of the scheme (black in light mode, white in dark).
  var foregroundColor: RGBAColor { foreground ?? Color.primary.resolved(colorScheme) }

  /// How a symbol here paints its layers, with `mode` (the image's own) before the environment's.
  func symbolRendering(_ mode: SymbolRenderingMode? = nil) -> SymbolRendering {
    switch (mode ?? symbolRenderingMode)?.kind {
    case .monochrome?: .monochrome
    case .hierarchical?: .hierarchical
    case .multicolor?: .multicolor
    case .palette?: .palette([foregroundColor] + secondaryForeground)
    case nil: secondaryForeground.isEmpty ? .monochrome : .palette([foregroundColor] + secondaryForeground)
    }
  }

  /// The font request for text here.
  var resolvedFont: FontSpec {
    var spec = (font ?? .body).spec(at: values.dynamicTypeSize)
    if let w = fontWeight { spec.weight = w.value }
    if let d = fontDesign, spec.family == nil { spec.family = FontSpec.family(design: d.name) }
    if let w = fontWidth { spec.width = Double(w.value) }
    if italic { spec.italic = true }
    return spec
  }

  /// How text here sets its lines (the width comes from layout).
  var paragraph: TextParagraph {
    var paragraph = TextParagraph(
      lineLimit: lineLimit, alignment: textAlignment.paragraphAlignment, lineSpacing: lineSpacing, tracking: tracking,
      tabularDigits: monospacedDigit || font?.monospacedDigits == true, truncation: truncation)
    paragraph.reservedLines = reservedLines
    if let style = font == nil ? TextStyle.body : font?.leadingStyle {
      paragraph.styleLeading = style.dynamicSizes[values.dynamicTypeSize.rawValue].leading
    }
    paragraph.redacted = values.drawsPlaceholders
    return paragraph
  }
}
