import DisplayModel

/// A view that draws with immediate-mode calls (SwiftUI's `Canvas`): it takes the space it is offered,
/// and its `renderer` draws into a ``GraphicsContext`` of that size each time a frame is drawn (inside a
/// `TimelineView`, every frame), so what it draws may depend on the time (docs/swift-views.md, Canvas).
nonisolated public struct Canvas<Symbols: View>: View, PrimitiveView {
  public typealias Body = Never
  let renderer: (inout GraphicsContext, CGSize) -> Void
  let symbols: Symbols?

  /// A canvas drawn by `renderer`; the other arguments are accepted (render-anim draws every canvas
  /// synchronously, in sRGB).
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) where Symbols == EmptyView {
    self.renderer = renderer
    self.symbols = nil
  }

  /// A canvas drawn by `renderer`, which may draw `symbols`, views each marked with `.tag(_:)`
  /// (`GraphicsContext.resolveSymbol(id:)`).
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
  ) {
    self.renderer = renderer
    self.symbols = symbols()
  }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    var node = ViewNode(path: path, kind: .shape(ShapeSpec(kind: .rectangle)))
    let renderer = self.renderer
    // Text and images drawn in the canvas are resolved as views in the canvas's environment.
    let resolveView: (any View) -> (content: DisplayContent, size: Size)? = { view in
      let nodes = (try? context.resolve(view, path: path.appending("drawn"), environment: environment)) ?? []
      guard case .fixed(let content, let size)? = nodes.first?.kind else { return nil }
      return (content, size)
    }
    let drawnSymbols = try symbols.map { views throws(ViewError) in
      try Self.drawables(
        context.resolve(views, path: path.appending("symbols"), environment: environment), measurer: context.measurer)
    }
    node.drawing = { size in
      let recorder = GraphicsContext.Recorder(
        size: size, environment: environment, resolveView: resolveView, symbols: drawnSymbols ?? [:])
      var graphics = GraphicsContext(recorder: recorder)
      renderer(&graphics, CGSize(width: size.width, height: size.height))
      return recorder.items
    }
    node.staticPaint = true
    return [node]
  }

  /// The symbols that are one piece each, by tag, at their ideal sizes: a text, an image or SF Symbol
  /// (resizable too), or a shape, alone or in frames and aspect ratios.
  private static func drawables(
    _ nodes: [ViewNode], measurer: any TextMeasuring
  ) -> [AnyHashable: (content: DisplayContent, size: Size)] {
    var drawn: [AnyHashable: (content: DisplayContent, size: Size)] = [:]
    let layout = ViewLayout(measurer: measurer)
    for node in nodes {
      guard let tag = node.tag else { continue }
      let ideal = layout.size(node, ProposedSize(width: nil, height: nil))
      let frames = layout.frames(node, canvas: ideal)
      guard let outer = frames[node.path], let (leaf, content) = piece(node) else { continue }
      guard let inner = frames[leaf.path], inner.width > 0, inner.height > 0 else { continue }
      let size = Size(width: outer.width, height: outer.height)
      let item = DisplayItem(
        content: content(Size(width: inner.width, height: inner.height)),
        frameSize: Size(width: inner.width, height: inner.height),
        transform: .translation(x: inner.x - outer.x, y: inner.y - outer.y))
      drawn[tag] = (.group([item]), size)
    }
    return drawn
  }

  /// The one leaf `node` draws, through wrappers without effects, and its content at a size.
  private static func piece(_ node: ViewNode) -> (ViewNode, (Size) -> DisplayContent)? {
    guard node.effects.isEmpty else { return nil }
    switch node.kind {
    case .fixed(let content, _): return (node, { _ in content })
    case .shape(let spec) where node.drawing == nil: return (node, { _ in .shape(spec) })
    case .resizableImage(let path, _, _, let template): return (node, { _ in .image(path: path, template: template) })
    case .resizableSymbol:
      return (node, { size in node.changingDrawn(in: size) ?? .group([]) })
    case .frame, .aspect:
      guard node.children.count == 1 else { return nil }
      return piece(node.children[0])
    default: return nil
    }
  }
}

/// How a canvas blends colours (accepted; render-anim blends in sRGB).
nonisolated public enum ColorRenderingMode: Sendable, Hashable {
  /// A working space of gamma-encoded sRGB, of linear sRGB, or of linear sRGB with components allowed
  /// outside 0…1 (all three accepted: every canvas blends in gamma-encoded sRGB).
  case nonLinear, linear, extendedLinear
}
