import Foundation
import RenderAnimSwiftUI
import SceneFormat

/// One layer of a scene file as a view: its content (a shape, text, emoji, an SF Symbol, an image or a group
/// of layers) with the layer's own keys (`fill`, `stroke`, `font`, `frame`, `foregroundColor`), then its
/// modifiers in the order written, then its `position`, named by its `id` for `sample`.
nonisolated struct LayerView: View {
  /// The layer, held by reference (LayerModel).
  let model: LayerModel
  var spec: LayerSpec { model.spec }
  var environment: SceneEnvironment
  /// The size of the layer's container: the canvas, or its group's frame.
  let container: CGSize
  /// Its place among the scene's layers or its group's children, which names a layer without an `id` in
  /// `sample` (`#2`), as the scene engine names a group's child, whether or not the layers before it are there.
  var index: Int? = nil
  /// Whether a stack places it (its `position` is ignored, docs/scene-format.md).
  var inStack = false
  /// Whether `sample` lists its place (`place.x`, `place.y`): in a stack whose layout changes.
  var samplesPlace = false
  /// Whether its slot places it at its `position` (LayerSlot).
  var placedBySlot = false

  /// The point its `position` puts it at in its container, when it has one and no stack places it.
  var placement: (x: Double, y: Double)? {
    guard let position = spec.position, !inStack else { return nil }
    return (environment.number(position.x), environment.number(position.y))
  }

  /// The layer without its `position`, which its slot applies.
  var unplaced: LayerView {
    var layer = self
    layer.placedBySlot = true
    return layer
  }

  var body: some View {
    let layer = self
    let chain = ModifierChain(
      modifiers: spec.modifiers, environment: environment, matchedInFrame: contentFrameSize != nil)
    var view = chain.apply { e in
      var made = layer
      made.environment = e
      return made.content
    }
    // The transition applies to the layer's frame, outside its modifiers (docs/scene-format.md).
    for case .transition(let t) in spec.modifiers { view = AnyView(view.transition(environment.transition(t))) }
    // A group is one layer in `sample`, with its children's values by id (or `#index`).
    if case .group = spec.content { view = AnyView(view.sampledAsOneLayer()) }
    if let position = placement, !placedBySlot { view = AnyView(view.position(x: position.x, y: position.y)) }
    if let name = spec.id ?? index.map({ "#\($0)" }) { view = AnyView(view.accessibilityIdentifier(name)) }
    if samplesPlace { view = AnyView(view.placeSampled()) }
    return view
  }

  /// The content with the layer's own keys.
  private var content: AnyView {
    switch spec.content {
    case .shape(let kind): return shape(kind)
    case .text(let v): return text(environment.string(v))
    case .emoji(let v):
      let emoji = Text(environment.string(v)).font(.system(size: fontSize))
      let sized = spec.fontSizeExpression == nil ? AnyView(emoji) : AnyView(emoji.fontSizeSampled())
      return framed(sized)
    case .symbol(let v, let fill):
      let image = styled(Image(systemName: environment.string(v)).font(font))
      return fill ? AnyView(image.symbolVariant(.fill)) : image
    case .group: return group(model.children)
    case .image(let path, let natural): return image(path, natural: Size(width: natural.0, height: natural.1))
    case .placeholder(let name):
      // An asset name no file answers: `Image(name)` draws the placeholder art (the file's warning is the
      // scene engine's, as it reads the file), one layer in `sample`.
      guard spec.frame != nil else { return AnyView(Image(name).sampledAsOneLayer()) }
      return AnyView(framed(Image(name).resizable()).sampledAsOneLayer())
    }
  }

  /// A stack: the children laid out by the stack's layout (a child's `position` ignored); its size
  /// is the stack's unless the layer has a `frame`.
  private func stack(_ children: [LayerModel], layout spec: ValueSpec) -> AnyView {
    guard case .layout(let layout)? = environment.value(spec) else { return AnyView(EmptyView()) }
    let size = self.spec.frame.map { CGSize(width: $0.0, height: $0.1) }
    let stack = layout.anyLayout {
      ForEach(Array(children.indices), id: \.self) { i in
        LayerSlot(
          layer: LayerView(
            model: children[i], environment: environment, container: size ?? container, index: i, inStack: true,
            samplesPlace: !spec.names.isEmpty))
      }
    }
    return framed(stack)
  }

  /// The image at its own size, or resized to its `frame` (at its ratio, fitted or filling, with a
  /// `contentMode`), painted in the foreground colour with `renderingMode: .template`.
  private func image(_ path: String, natural: Size) -> AnyView {
    var image = Image(filePath: path, natural: natural)
    if spec.templateImage { image = image.renderingMode(.template) }
    guard spec.frame != nil else { return styled(image) }
    var view = AnyView(image.resizable())
    if let mode = spec.contentMode {
      view = AnyView(view.aspectRatio(mode.ratio.map { CGFloat($0) }, contentMode: mode.fit ? .fit : .fill))
    }
    return styled(framed(view))
  }

  /// The children over one another in the group's frame (the container's size unless the layer has a
  /// `frame`), each at its `position` in it or at its centre.
  private func group(_ children: [LayerModel]) -> AnyView {
    if let layout = spec.layout { return stack(children, layout: layout) }
    let size = spec.frame.map { CGSize(width: $0.0, height: $0.1) } ?? container
    let layers = ZStack {
      ForEach(Array(children.indices), id: \.self) { i in
        LayerSlot(layer: LayerView(model: children[i], environment: environment, container: size, index: i))
      }
    }
    return framed(layers)
  }

  /// The frame the content is drawn in: the layer's `frame`, or a group's container when no stack sizes
  /// it; nil for a symbol, which its font sizes.
  private var contentFrameSize: CGSize? {
    let frame = spec.frame.map { CGSize(width: $0.0, height: $0.1) }
    switch spec.content {
    case .symbol: return nil
    case .group: return frame ?? (spec.layout == nil ? container : nil)
    default: return frame
    }
  }

  /// `view` in the ``contentFrameSize``, with a `matchedGeometryEffect` of the layer inside it: the matched
  /// views share their frames, centre and size (docs/scene-format.md), as a SwiftUI view does whose
  /// `matchedGeometryEffect` is written before its `frame`. Without a content frame the modifier chain
  /// applies it where it is written.
  private func framed(_ view: some View) -> AnyView {
    guard let size = contentFrameSize else { return AnyView(view) }
    var matched = AnyView(view)
    for case .matchedGeometry(let m) in spec.modifiers {
      matched = AnyView(
        matched.matchedGeometryEffect(id: environment.matchID(m), in: m.namespaceID, isSource: m.isSource))
    }
    return AnyView(matched.contentFrame(width: size.width, height: size.height))
  }

  /// The font size; one over state (`font: { size: "big ? 48 : 24" }`) animates with its transactions, a
  /// text's and an emoji's alike.
  private var fontSize: Double {
    spec.fontSizeExpression.map { min(max(environment.number($0), 0.1), 4096) } ?? spec.fontSize
  }

  private var font: Font {
    let size = fontSize
    let font =
      spec.fontFamily.map { Font.custom($0, size: size).weight(weight) } ?? Font.system(size: size, weight: weight)
    let wide = spec.fontWidth == 0 ? font : font.width(Font.Width(spec.fontWidth))
    return spec.fontItalic ? wide.italic() : wide
  }

  private var weight: Font.Weight { Font.Weight(cssWeight: spec.fontWeight) }

  /// The foreground colour, or the `foregroundStyle` gradient across the text's or symbol's frame; nil
  /// without either, for the environment's (a `foregroundColor` modifier's, else black).
  private var foreground: AnyShapeStyle? {
    environment.style(spec.foregroundColor, gradient: spec.foregroundGradient)
  }

  /// `view` in the layer's ``foreground``, when it has one.
  private func styled(_ view: some View) -> AnyView {
    foreground.map { AnyView(view.foregroundStyle($0)) } ?? AnyView(view)
  }

  /// The text with its `lineLimit` and `multilineTextAlignment`, wrapped at its `frame`'s width.
  private func text(_ string: String) -> AnyView {
    let plain = Text(string).font(font)
    let text = foreground.map { plain.foregroundStyle($0) } ?? plain
    var view = spec.fontSizeExpression == nil ? AnyView(text) : AnyView(text.fontSizeSampled())
    let alignment: TextAlignment =
      switch spec.paragraph.alignment {
      case .leading: .leading
      case .center: .center
      case .trailing: .trailing
      }
    view = AnyView(view.lineLimit(spec.paragraph.lineLimit).multilineTextAlignment(alignment))
    return framed(view)
  }

  /// The shape filled (with `fill`, else the foreground colour or style; black without either) and stroked, as one
  /// shape the rasterizer draws as the scene engine's; `trim` cuts its outline wherever it stands in the
  /// chain (docs/scene-format.md), and animates as the shape's data.
  private func shape(_ kind: ShapeKind) -> AnyView {
    let shape = SceneShape(kind: kind, cornerRadius: spec.cornerRadius)
    let trim = spec.modifiers.compactMap { m -> (ValueSpec, ValueSpec)? in
      if case .trim(let from, let to) = m { (from, to) } else { nil }
    }.last
    var view =
      trim.map { painted(shape.trim(from: environment.number($0.0), to: environment.number($0.1))) }
      ?? painted(shape)
    // The scene engine lists a gradient fill's stops and points unless it reads `value` or `phase`.
    if let g = spec.gradient, !g.readsAnimatorValues { view = AnyView(view.gradientSampled()) }
    return framed(view)
  }

  private func painted<S: Shape>(_ shape: S) -> AnyView {
    let e = environment
    let paint = e.style(spec.fill, gradient: spec.gradient) ?? spec.foregroundColor.map { AnyShapeStyle(e.color($0)) }
    // Without a paint of its own a shape is filled with the foreground style (a `foregroundColor`
    // modifier's, else black).
    guard let stroke = spec.stroke else { return paint.map { AnyView(shape.fill($0)) } ?? AnyView(shape) }
    let style = StrokeStyle(lineWidth: stroke.lineWidth, spec.strokeStyle)
    let color = e.style(stroke.color, gradient: spec.strokeGradient) ?? AnyShapeStyle(Color.black)
    let view = paint.map { shape.fill($0) } ?? shape.stroke(color, style: style)
    return AnyView(view.stroked(color, style, inside: spec.strokeInside))
  }
}
