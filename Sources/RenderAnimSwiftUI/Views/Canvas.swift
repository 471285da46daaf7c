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
      try Self.drawables(context.resolve(views, path: path.appending("symbols"), environment: environment))
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

  /// The symbols that are one piece each, by tag: a text or image (at its size), or a shape in a frame of
  /// fixed size.
  private static func drawables(_ nodes: [ViewNode]) -> [AnyHashable: (content: DisplayContent, size: Size)] {
    var drawn: [AnyHashable: (content: DisplayContent, size: Size)] = [:]
    for node in nodes {
      guard let tag = node.tag else { continue }
      switch node.kind {
      case .fixed(let content, let size): drawn[tag] = (content, size)
      case .frame(let f):
        guard let w = f.width, let h = f.height, node.effects.isEmpty, node.children.count == 1,
          case .shape(let spec) = node.children[0].kind, node.children[0].effects.isEmpty
        else { continue }
        drawn[tag] = (.shape(spec), Size(width: w, height: h))
      default: continue
      }
    }
    return drawn
  }
}

/// How a canvas blends colours (accepted; render-anim blends in sRGB).
nonisolated public enum ColorRenderingMode: Sendable, Hashable {
  /// A working space of gamma-encoded sRGB, of linear sRGB, or of linear sRGB with components allowed
  /// outside 0…1 (all three accepted: every canvas blends in gamma-encoded sRGB).
  case nonLinear, linear, extendedLinear
}
