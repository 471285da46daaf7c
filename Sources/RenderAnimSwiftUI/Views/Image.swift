import DisplayModel
import Foundation

/// An image: an SF Symbol (drawn from render-anim's icon font), a PNG beside the view file, or, for an
/// asset-catalogue name render-anim cannot see, placeholder art of the project's own (a gradient card).
nonisolated public struct Image: View, PrimitiveView {
  public typealias Body = Never
  enum Source {
    case symbol(String)
    case named(String)
    /// A PNG or JPEG file of `natural` points (a scene file's `image:`, resolved when it was read).
    case file(String, natural: Size)
  }
  let source: Source
  var isResizable = false
  var isTemplate = false
  var aspect: (ratio: Double?, fit: Bool)? = nil
  var symbolRenderingMode: SymbolRenderingMode? = nil
  var variableValue: Double? = nil
  /// Inside a variable colour symbol effect: how its run lights the symbol's parts now.
  var coloring: SFSymbols.VariableColoring? = nil

  /// An SF Symbol.
  public init(systemName: String) { source = .symbol(systemName) }
  /// An SF Symbol with a variable value 0…1 (wifi bars, speaker waves): the parts above the value are
  /// dimmed, for the symbols `data/sf-symbols/variable.tsv` splits; others draw whole (docs/swift-views.md).
  public init(systemName: String, variableValue: Double?) {
    source = .symbol(systemName)
    self.variableValue = variableValue
  }
  /// An image by asset name.
  public init(_ name: String) { source = .named(name) }
  /// An image by asset name in a bundle (there are no bundles here: the name alone).
  public init(_ name: String, bundle: Bundle?) { source = .named(name) }
  /// An image by asset name, with `label` for accessibility (drawn as the image alone).
  public init(_ name: String, bundle: Bundle? = nil, label: Text) { source = .named(name) }
  /// An image by asset name that accessibility skips (drawn as the image).
  public init(decorative name: String, bundle: Bundle? = nil) { source = .named(name) }
  /// An image set of the view's asset catalog by its generated symbol (`Image(.logo)`).
  public init(_ resource: ImageResource) { source = .named(resource.name) }
  /// The PNG or JPEG at `path`, `natural` points in size (a scene file's `image:`, already resolved).
  package init(filePath path: String, natural: Size) { source = .file(path, natural: natural) }

  /// An image that scales to its frame.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
    var i = self
    i.isResizable = true
    return i
  }
  /// How the image is resized.
  public enum ResizingMode: Sendable {
    /// The image repeated at its own size to fill the frame (accepted: render-anim stretches it).
    case tile
    /// The image scaled to fill the frame (the default).
    case stretch
  }
  /// `.template` paints the image in the foreground style through its alpha; `.original` (the default
  /// for images) draws its own colours. SF Symbols are templates either way.
  public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
    var i = self
    i.isTemplate = mode == .template
    return i
  }
  /// How the symbol paints its layers; wins over the environment's `.symbolRenderingMode`.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
    var i = self
    i.symbolRenderingMode = mode
    return i
  }
  /// How an image is coloured.
  public enum TemplateRenderingMode: Sendable {
    /// The image painted in the foreground style through its alpha.
    case template
    /// The image in its own colours (SF Symbols are drawn as templates all the same).
    case original
  }
  /// Interpolation quality (kept for API compatibility).
  public func interpolation(_ interpolation: Interpolation) -> Image { self }
  /// Interpolation qualities.
  public enum Interpolation: Sendable {
    /// No smoothing (the nearest pixel), or smoothing of low, medium or high quality (accepted: every image
    /// is drawn alike).
    case none, low, medium, high
  }

  func withAspect(_ ratio: Double?, fit: Bool) -> Image {
    var i = self
    i.aspect = (ratio, fit)
    return i
  }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    let nodes = try resolveImage(path: path, environment: environment, in: context)
    guard environment.values.drawsPlaceholders else { return nodes }
    return nodes.map { placeholder(of: $0, environment: environment) }
  }

  /// `redacted(reason: .placeholder)`: the image's place filled with the foreground colour at 0.16 opacity,
  /// as SwiftUI redacts an image (docs/swift-views.md, Redaction).
  private func placeholder(of node: ViewNode, environment: ViewEnvironment) -> ViewNode {
    var colour = environment.foregroundColor
    colour.alpha *= TextParagraph.placeholderOpacity
    var shape = ViewNode(
      path: node.path.appending("placeholder"),
      kind: .shape(ShapeSpec(kind: .rectangle, fill: colour)))
    shape.staticPaint = true
    var frame = node
    switch node.kind {
    case .fixed(_, let size):
      frame.kind = .frame(FrameLayout(width: size.width, height: size.height, alignment: .center))
    case .resizableImage(_, let natural, let aspect?, _), .resizableSymbol(_, _, let natural, let aspect?, _):
      frame.kind = .aspect(ratio: aspect.ratio ?? natural.width / max(natural.height, 1e-9), fit: aspect.fit)
    case .resizableImage, .resizableSymbol:
      shape.path = node.path
      return shape
    default:
      // Placeholder art (an image or symbol render-anim does not have) keeps its frame.
      frame.children = [shape]
      return frame
    }
    frame.children = [shape]
    return frame
  }

  private func resolveImage(
    path: ViewPath, environment: ViewEnvironment, in context: ResolveContext
  ) throws(ViewError) -> [ViewNode] {
    switch source {
    case .symbol(let name):
      if let posing = environment.values.symbolPose {
        // Inside a symbol effect: the symbol takes the effect's pose (always wrapped, so its path holds).
        var env = environment
        env.values.symbolPose = nil
        if posing.perFrame { env.direct = true }
        var image = self
        if let style = posing.coloring {
          image.coloring = SFSymbols.VariableColoring(
            progress: posing.pose.variable, iterative: style.iterative, hidesInactive: style.hidesInactive)
        }
        return try context.resolve(
          SymbolMotion.posed(
            image, posing.pose, side: environment.resolvedFont.size * environment.imageScale.factor,
            direction: posing.direction),
          path: path.appending("symbolEffect"), environment: env)
      }
      return [symbol(name, path: path, environment: environment, in: context)]
    case .file(let file, let natural): return [node(file: file, natural: natural, path: path, environment: environment)]
    case .named(let name):
      if let (file, natural) = context.image(named: name, scheme: environment.colorScheme) {
        return [node(file: file, natural: natural, path: path, environment: environment)]
      }
      context.warn(
        "no image '\(name)' (looked for an image set with a PNG or JPEG in the asset catalogs, and for \(name).png, "
          + ".jpg or .jpeg beside the view, in Assets/ and in --assets); drawn as placeholder art"
      )
      // Placeholder art: a gradient card whose colours come from the name, with the name on it.
      var art = ViewNode(path: path.appending("art"), kind: .shape(PlaceholderArt.card(named: name)))
      art.staticPaint = true
      let label = ViewNode(
        path: path.appending("label"),
        kind: .fixed(
          .text(name, font: PlaceholderArt.labelFont, color: .white),
          size: context.measurer.size(ofText: name, font: PlaceholderArt.labelFont)))
      let card = ViewNode(path: path.appending("stack"), kind: .layered(main: 0), children: [art, label])
      if isResizable { return [card] }
      return [
        ViewNode(
          path: path,
          kind: .frame(
            FrameLayout(
              width: PlaceholderArt.size.width, height: PlaceholderArt.size.height, alignment: .center,
              reportsValues: false)), children: [card])
      ]
    }
  }
}

nonisolated extension Image {
  /// The image file drawn at its natural size, or scaled to the frame it is offered when resizable (keeping
  /// its aspect when given), painted in the foreground colour as a template.
  private func node(file: String, natural: Size, path: ViewPath, environment: ViewEnvironment) -> ViewNode {
    let template = isTemplate ? environment.foregroundColor : nil
    if isResizable {
      return ViewNode(
        path: path, kind: .resizableImage(path: file, natural: natural, aspect: aspect, template: template))
    }
    return ViewNode(path: path, kind: .fixed(.image(path: file, template: template), size: natural))
  }

  /// An SF Symbol (docs/swift-views.md, SF Symbols): its box is the font's size times the image scale;
  /// the glyph is drawn 1.2 times larger, as Material's glyphs fill five sixths of their em. Made
  /// `resizable`, the glyph's ink is scaled to the frame (keeping its aspect with `scaledToFit`/`aspectRatio`,
  /// stretched without), as iOS fills a frame with a resizable symbol. A name not in the table draws a
  /// placeholder of the box's size (the frame's when resizable) and warns once.
  func symbol(_ name: String, path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) -> ViewNode {
    let side = environment.resolvedFont.size * environment.imageScale.factor
    var node: ViewNode
    if let (content, size) = SFSymbols.content(
      environment.symbolVariant.name(name), fill: environment.symbolVariant.filled, side: side,
      color: environment.foregroundColor, gradient: environment.foregroundGradient,
      rendering: environment.symbolRendering(symbolRenderingMode), variableValue: variableValue, coloring: coloring,
      weight: environment.resolvedFont.weight, measurer: context.measurer)
    {
      if isResizable {
        // Stretched by its ink, as iOS stretches a symbol image whose bounds hug the glyph; a composed
        // symbol by its box.
        let ink = SFSymbols.inkBox(of: content, size: size, measurer: context.measurer)
        node = ViewNode(
          path: path,
          kind: .resizableSymbol(
            content, glyph: size, natural: ink?.size ?? Size(width: side, height: side), aspect: aspect,
            inkCentre: ink?.centre ?? (0, 0)))
      } else {
        node = ViewNode(path: path, kind: .fixed(content, size: size))
      }
    } else {
      context.warn(
        "no SF Symbol '\(name)' in render-anim's table; drawn as a placeholder"
          + DidYouMean.hint(for: name, among: SFSymbols.names))
      let box = side * SFSymbols.sizeFactor
      var art = ViewNode(path: path.appending("art"), kind: .shape(SFSymbols.placeholder(side: box)))
      art.staticPaint = true
      if isResizable {
        node =
          aspect.map { ViewNode(path: path, kind: .aspect(ratio: $0.ratio ?? 1, fit: $0.fit), children: [art]) } ?? art
        node.path = path
      } else {
        node = ViewNode(
          path: path, kind: .frame(FrameLayout(width: box, height: box, alignment: .center)), children: [art])
      }
    }
    node.name = name
    let variant = environment.symbolVariant
    node.symbolDrawn = variant.filled ? variant.name(name) + "+fill" : variant.name(name)
    // A symbol whose name (or variant) changes under an animation crossfades, as a text does (SwiftUI: symbol images
    // "work the same way as text"); `.contentTransition(.identity)` shows the new one at once, and
    // `.contentTransition(.symbolEffect(.replace))` shrinks the old one as the new one grows.
    if node.drawsChangingContent, environment.contentTransition != .identity {
      if case .replace = environment.contentTransition {
        node.textTransition = environment.contentTransition
      } else {
        node.textTransition = .opacity
      }
    }
    return node
  }

  /// The relative sizes of symbols (SwiftUI's `Image.Scale`, set with `.imageScale`).
  public enum Scale: Hashable, Sendable {
    /// About 0.8 times medium.
    case small
    /// The font's size (the default).
    case medium
    /// About 1.3 times medium.
    case large
    /// The box relative to the font's size: small and large are about 0.8 and 1.3 times medium, as SF
    /// Symbols draws them (an approximation; Apple publishes no ratio).
    var factor: Double {
      switch self {
      case .small: 0.8
      case .medium: 1
      case .large: 1.3
      }
    }
  }
}
