import Foundation
import Keyframes

/// A modifier that wraps the view in a layout node (frame, padding, aspect ratio, background, overlay).
nonisolated public struct _LayoutModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let kind: ViewNode.Kind
  let name: String
  /// Extra views laid out with the content (backgrounds and overlays), drawn before (`under`) or after it.
  var decoration: (view: any View, over: Bool, alignment: Alignment)? = nil
  /// The decoration made from the content's views (`.overlayPreferenceValue`), replacing `decoration`'s view.
  var decorationFromContent: (([ViewNode]) -> any View)? = nil

  /// A group of views (`Group`, `ForEach`, a body of several views) is no layout: the modifier applies to
  /// each of them, as SwiftUI applies a modifier on a group to each view in it (docs/swift-views.md).
  func resolve(
    content: any View, path: ViewPath, environment: ViewEnvironment, in context: ResolveContext
  ) throws(ViewError) -> [ViewNode] {
    let inner = try context.resolve(content, path: path.appending(name), environment: environment)
    var modifier = self
    if let make = decorationFromContent { modifier.decoration?.view = make(inner) }
    return try modifier.wrapEach(inner, path: path, environment: environment, in: context)
  }

  private func wrapEach(
    _ inner: [ViewNode], path: ViewPath, environment: ViewEnvironment, in context: ResolveContext
  ) throws(ViewError) -> [ViewNode] {
    switch inner.count {
    case 0:
      return [
        try wrap(
          ViewNode(
            path: path.appending(name).appending("group"), kind: .stack(.vertical, alignment: .center, spacing: nil)),
          path: path, environment: environment, in: context)
      ]
    case 1 where inner[0].listSection == nil:
      return [try wrap(inner[0], path: path, environment: environment, in: context)]
    default:
      var each: [ViewNode] = []
      // "~": no view's own path has it, so the wrapper is not mistaken for a view inside the child.
      func wrapped(_ child: ViewNode) throws(ViewError) -> ViewNode {
        try wrap(child, path: child.path.appending("~" + name), environment: environment, in: context)
      }
      for child in inner {
        // Written on a section in a list, the modifier applies to each of its rows (the section stays one).
        var view = child
        try view.changeEachView(wrapped)
        each.append(view)
      }
      return each
    }
  }

  private func wrap(
    _ child: ViewNode, path: ViewPath, environment: ViewEnvironment, in context: ResolveContext
  ) throws(ViewError) -> ViewNode {
    guard let decoration else { return ViewNode(path: path, kind: kind, children: [child]) }
    var env = environment
    env.transaction = environment.transaction
    // The content is at `path/overlay` (the modifier's name) too: the decoration's own component keeps the
    // two apart, so `.overlay(A).overlay(B)` gives A, B and the view three identities, as in SwiftUI.
    let place = path.appending(decoration.over ? "overlay" : "background").appending("decoration")
    let extra = try context.resolve(decoration.view, path: place, environment: env)
    // No decoration now (`if` false): no layer, so one that appears later is inserted where layout puts
    // it rather than growing out of an empty layer's corner.
    guard !extra.isEmpty else {
      return ViewNode(path: path, kind: .layered(main: 0, alignment: decoration.alignment), children: [child])
    }
    // The layer's own component is one no view appends (a GeometryReader or Button at `place` appends
    // `stack` for its own content).
    let layer = ViewNode(
      path: place.appending("~layer"),
      kind: .stack(.depth, alignment: decoration.alignment, spacing: 0), children: extra)
    let children = decoration.over ? [child, layer] : [layer, child]
    return ViewNode(
      path: path, kind: .layered(main: decoration.over ? 0 : 1, alignment: decoration.alignment),
      children: children)
  }
}

nonisolated extension View {
  /// Puts the view's centre at (`x`, `y`) in the space its parent offers, taking all of it (SwiftUI's
  /// `position`).
  public func position(x: Double = 0, y: Double = 0) -> some View {
    modifier(_LayoutModifier(kind: .position(x: x, y: y), name: "position"))
  }
  /// Puts the view's centre at `position`.
  public func position(_ position: CGPoint) -> some View { self.position(x: Double(position.x), y: Double(position.y)) }

  /// Sets the view's value of `g`, as the stack or frame around it lines its children up on `g`
  /// (SwiftUI's `alignmentGuide`): `computeValue` gets the view's dimensions, measured from its leading
  /// edge.
  public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View
  {
    annotate { node, _ in node.guides.append(AlignmentGuide(key: .horizontal(g), compute: { Double(computeValue($0)) }))
    }
  }
  /// Sets the view's value of `g`, measured from its top edge.
  public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
    annotate { node, _ in node.guides.append(AlignmentGuide(key: .vertical(g), compute: { Double(computeValue($0)) })) }
  }

  /// In a stack, the view is offered space before its siblings of lower priority (0 by default), which
  /// keep their minimum sizes (SwiftUI's `layoutPriority`).
  public func layoutPriority(_ value: Double) -> some View { annotate { node, _ in node.layoutPriority = value } }

  /// A frame of fixed width and height (either may be nil: the child's own).
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    modifier(
      _LayoutModifier(
        kind: .frame(FrameLayout(width: width.map(Double.init), height: height.map(Double.init), alignment: alignment)),
        name: "frame"))
  }
  /// A frame of fixed width and height that `sample` does not list: a scene layer's `frame` key, the size
  /// of its shape or image.
  package func contentFrame(width: Double, height: Double) -> some View {
    modifier(
      _LayoutModifier(
        kind: .frame(FrameLayout(width: width, height: height, alignment: .center, reportsValues: false)),
        name: "frame"))
  }
  /// A flexible frame.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    func d(_ x: CGFloat?) -> Double? { x.map(Double.init) }
    return modifier(
      _LayoutModifier(
        kind: .frame(
          FrameLayout(
            minWidth: d(minWidth), idealWidth: d(idealWidth), maxWidth: d(maxWidth),
            minHeight: d(minHeight), idealHeight: d(idealHeight), maxHeight: d(maxHeight),
            alignment: alignment)), name: "frame"))
  }
  /// Padding on `edges` (16 pt by default, SwiftUI's standard padding).
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let l = length.map(Double.init) ?? 16
    let insets = EdgeInsets(
      top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
      bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0)
    return modifier(_LayoutModifier(kind: .padding(insets), name: "padding"))
  }
  /// Padding of `length` on every edge.
  public func padding(_ length: CGFloat) -> some View { padding(.all, length) }
  /// Padding by insets.
  public func padding(_ insets: EdgeInsets) -> some View {
    modifier(_LayoutModifier(kind: .padding(insets), name: "padding"))
  }

  /// Keeps the child's aspect ratio (`ratio`, or its own), fitting or filling the space offered.
  public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modifier(
      _LayoutModifier(kind: .aspect(ratio: ratio.map(Double.init), fit: contentMode == .fit), name: "aspectRatio"))
  }
  /// Keeps a size's aspect ratio.
  public func aspectRatio(_ size: CGSize, contentMode: ContentMode) -> some View {
    aspectRatio(Double(size.width / size.height), contentMode: contentMode)
  }
  /// Scales to fit the space offered, keeping the aspect ratio.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
  /// Scales to fill the space offered, keeping the aspect ratio.
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
  /// The view at its ideal size whatever it is offered.
  public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }
  /// The view at its ideal size on the given axes, offered the space as usual on the others.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(_LayoutModifier(kind: .fixedSize(horizontal: horizontal, vertical: vertical), name: "fixedSize"))
  }

  /// A view behind this one, sized to it.
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(_LayoutModifier(kind: .wrapper, name: "content", decoration: (content(), false, alignment)))
  }
  /// A view behind this one (the older form, deprecated in SwiftUI: disfavoured, so a gradient, which is
  /// a view and a shape style, takes the shape-style form, as in Xcode).
  @_disfavoredOverload
  public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
    modifier(_LayoutModifier(kind: .wrapper, name: "content", decoration: (view, false, alignment)))
  }
  /// A shape style behind this one; on `edges` that the view reaches, it extends into the safe area.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    modifier(
      _LayoutModifier(
        kind: .wrapper, name: "content",
        decoration: (_StyleView(style: style, shape: Rectangle()).ignoresSafeArea(edges: edges), false, .center)))
  }
  /// A shape style behind this one, in a shape.
  public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    modifier(
      _LayoutModifier(
        kind: .wrapper, name: "content", decoration: (_StyleView(style: style, shape: shape), false, .center)))
  }
  /// A view over this one, sized to it.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(_LayoutModifier(kind: .wrapper, name: "content", decoration: (content(), true, alignment)))
  }
  /// A view over this one (the older form; disfavoured as `background(_:alignment:)` is).
  @_disfavoredOverload
  public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
    modifier(_LayoutModifier(kind: .wrapper, name: "content", decoration: (view, true, alignment)))
  }
  /// A shape style over this one, sized to it; on `edges` that the view reaches, it extends into the safe
  /// area.
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    modifier(
      _LayoutModifier(
        kind: .wrapper, name: "content",
        decoration: (_StyleView(style: style, shape: Rectangle()).ignoresSafeArea(edges: edges), true, .center)))
  }
  /// A shape style over this one, in a shape.
  public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
    modifier(
      _LayoutModifier(
        kind: .wrapper, name: "content", decoration: (_StyleView(style: style, shape: shape), true, .center)))
  }
}

/// How content scales into a frame.
nonisolated public enum ContentMode: Sendable, Hashable {
  /// The largest size of the aspect ratio that fits inside the space offered.
  case fit
  /// The smallest size of the aspect ratio that covers the space offered.
  case fill
}

/// A shape filled with a style (for `background(_:in:)`).
nonisolated struct _StyleView<S: ShapeStyle, T: Shape>: View {
  let style: S, shape: T
  var body: some View { shape.fill(style) }
}
