import DisplayModel
import Keyframes

/// A render modifier (offset, scale, rotation, opacity, blur, shadow, colour effects, clips): the view's
/// nodes get one more ``Effect``, innermost first.
nonisolated public struct _EffectModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let kind: Effect.Kind
  let name: String
  let components: [String]
  let vector: [Double]

  func resolve(
    content: any View, path: ViewPath, environment: ViewEnvironment, in context: ResolveContext
  ) throws(ViewError) -> [ViewNode] {
    var nodes = try context.resolve(content, path: path, environment: environment)
    for i in nodes.indices {
      let effect = context.effect(kind, name: name, components: components, vector: vector, environment: environment)
      // Written on a section in a list, the effect applies to each of its rows' content (the cards stay).
      try nodes[i].changeEachView { view throws(ViewError) in
        var view = view
        view.effects.append(effect)
        return view
      }
    }
    return nodes
  }
}

nonisolated extension View {
  func effect(
    _ kind: Effect.Kind, _ name: String, _ components: [String], _ vector: [Double]
  ) -> ModifiedContent<Self, _EffectModifier> {
    modifier(_EffectModifier(kind: kind, name: name, components: components, vector: vector))
  }

  /// Moves the view by `x`, `y` points without changing its layout.
  public func offset(x: Double = 0, y: Double = 0) -> some View { effect(.offset, "offset", ["x", "y"], [x, y]) }
  /// Moves the view by `offset`.
  public func offset(_ offset: CGSize) -> some View { self.offset(x: Double(offset.width), y: Double(offset.height)) }

  /// Scales the view about `anchor`.
  public func scaleEffect(_ s: Double, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: s, y: s, anchor: anchor)
  }
  /// Scales the view by `x` and `y` about `anchor`.
  public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> some View {
    effect(.scale(anchor: anchor), "scaleEffect", ["x", "y"], [x, y])
  }
  /// Scales the view by a size's width and height.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: Double(scale.width), y: Double(scale.height), anchor: anchor)
  }
  /// Rotates the view about `anchor` (clockwise for positive angles, y down).
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    effect(.rotation(anchor: anchor), "rotationEffect", ["radians"], [angle.radians])
  }
  /// Multiplies the view's opacity.
  public func opacity(_ opacity: Double) -> some View { effect(.opacity, "opacity", [""], [opacity]) }
  /// Blurs the view (Gaussian, `radius` points).
  public func blur(radius: Double, opaque: Bool = false) -> some View { effect(.blur, "blur", [""], [radius]) }
  /// Draws a shadow under the view.
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: Double, x: Double = 0, y: Double = 0
  ) -> some View {
    let c = color.rgba.linearPremultiplied
    return effect(
      .shadow, "shadow", ["color.r", "color.g", "color.b", "color.a", "radius", "x", "y"], c + [radius, x, y])
  }
  /// Saturation: 0 grey, 1 unchanged.
  public func saturation(_ amount: Double) -> some View { effect(.saturation, "saturation", [""], [amount]) }
  /// Grey by `amount`.
  public func grayscale(_ amount: Double) -> some View { effect(.grayscale, "grayscale", [""], [amount]) }
  /// Adds `amount` to every channel.
  public func brightness(_ amount: Double) -> some View { effect(.brightness, "brightness", [""], [amount]) }
  /// Contrast about middle grey.
  public func contrast(_ amount: Double) -> some View { effect(.contrast, "contrast", [""], [amount]) }
  /// Rotates hues.
  public func hueRotation(_ angle: Angle) -> some View {
    effect(.hueRotation, "hueRotation", ["radians"], [angle.radians])
  }
  /// Multiplies by a colour.
  public func colorMultiply(_ color: Color) -> some View {
    effect(.colorMultiply, "colorMultiply", ["r", "g", "b", "a"], color.rgba.linearPremultiplied)
  }
  /// Inverts colours.
  public func colorInvert() -> some View { effect(.colorInvert, "colorInvert", [""], [1]) }
  /// Rotates the view in 3-D about `axis` with SwiftUI's perspective.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View {
    effect(
      .rotation3D, "rotation3DEffect",
      ["radians", "axis.x", "axis.y", "axis.z", "anchor.x", "anchor.y", "anchorZ", "perspective"],
      [
        angle.radians, Double(axis.x), Double(axis.y), Double(axis.z), Double(anchor.x), Double(anchor.y),
        Double(anchorZ), Double(perspective),
      ])
  }
  /// Masks the view with a shape or gradient the size of its frame (its paint's alpha).
  public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View {
    modifier(_MaskModifier(mask: mask(), alignment: alignment))
  }
  /// Masks the view with a shape or gradient (the older form).
  public func mask<M: View>(_ mask: M) -> some View { modifier(_MaskModifier(mask: mask)) }
  /// Makes the view one picture before the effects written after it apply: its ancestors' opacity,
  /// shadows and blend modes then apply to the picture, not to each view inside (where a view shows
  /// through the half-transparent one in front of it).
  public func compositingGroup() -> some View { effect(.compositingGroup, "compositingGroup", [], []) }
  /// Draws the view into one picture before it is shown, as ``compositingGroup()`` does (`opaque` and
  /// `colorMode` change nothing in an 8-bit sRGB render).
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
    effect(.compositingGroup, "drawingGroup", [], [])
  }
  /// How the view combines with what is under it.
  public func blendMode(_ mode: BlendMode) -> some View { annotate { node, _ in node.blendMode = mode } }
  /// Clips the view to a shape.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    modifier(_ClipShapeModifier(shape: shape))
  }
  /// Clips the view to its frame.
  public func clipped(antialiased: Bool = false) -> some View { clipShape(Rectangle()) }
  /// A `shape` filled with `color` the size of the view, under it or `over` it, drawn as an effect of the
  /// view (a scene file's `background` and `overlay`: one layer, whose colour and corner radius animate).
  package func decoration(_ shape: ShapeSpec, color: Color, over: Bool) -> some View {
    effect(
      .background(shape, over: over), over ? "overlay" : "background",
      ["color.r", "color.g", "color.b", "color.a", "cornerRadius"],
      color.rgba.linearPremultiplied + [shape.cornerRadius])
  }
  /// Clips the view to a rounded rectangle.
  public func cornerRadius(_ radius: Double, antialiased: Bool = true) -> some View {
    effect(.clip(ShapeSpec(kind: .roundedRectangle, cornerRadius: radius)), "cornerRadius", [""], [radius])
  }
}

/// `.clipShape`: a built-in shape clips with its spec (its corner radius animates); any other shape with its
/// outline, made from the shape with its `animatableData` stepped as a custom `Animatable`'s is, so that
/// `Rectangle().offset(y: shown ? 0 : 120)` slides the clip as the change animates.
nonisolated public struct _ClipShapeModifier<S: Shape>: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let shape: S
  func resolve(
    content: any View, path: ViewPath, environment: ViewEnvironment, in context: ResolveContext
  ) throws(ViewError) -> [ViewNode] {
    let spec = (shape as? any BuiltInShape)?.spec ?? ShapeSpec(kind: .rectangle)
    var outline: CustomOutline? = nil
    if !(shape is any BuiltInShape) {
      let animated = try context.animate(shape, key: path.description + "#clipShape", environment: environment)
      outline = CustomOutline.of(animated)
    }
    return try context.resolve(
      content, path: path, environment: environment, adding: .clip(spec, outline: outline), name: "clipShape",
      cornerRadius: spec.cornerRadius)
  }
}

/// `.mask`: the mask view is resolved here; a shape, colour or gradient becomes the nodes' mask effect (its
/// corner radius and outline animate); any other view (text, stacks, images) is laid out over the view as an
/// overlay is, at `alignment`, and the alpha of what it draws multiplies the view.
nonisolated public struct _MaskModifier<M: View>: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let mask: M
  var alignment: Alignment = .center
  func resolve(
    content: any View, path: ViewPath, environment: ViewEnvironment, in context: ResolveContext
  ) throws(ViewError) -> [ViewNode] {
    let masks = try context.resolve(mask, path: path.appending("mask"), environment: environment)
    let spec: ShapeSpec
    let outline: CustomOutline?
    // A shape with effects of its own (a rotation, an offset) is drawn as a view: its effects move it, as a
    // `Canvas` (a shape node that draws) is: what it draws is the mask; so is a shape that takes another
    // view's frame (`matchedGeometryEffect(isSource: false)`).
    if masks.count == 1, case .shape(let shape) = masks[0].kind, masks[0].effects.isEmpty, masks[0].drawing == nil,
      masks[0].matched == nil
    {
      (spec, outline) = (shape, masks[0].outline)
    } else if masks.count == 1, let (shape, framed) = Self.framedShape(masks[0]) {
      (spec, outline) = (shape, framed)
    } else {
      // On a group of views the mask applies to each, as a layout modifier does: each gets its own mask
      // views (the first the ones resolved above).
      let views = try context.resolve(content, path: path, environment: environment)
      var masked: [ViewNode] = []
      for (i, view) in views.enumerated() {
        let wrapper = i == 0 ? path.appending("~mask") : view.path.appending("~mask")
        let maskPath = i == 0 ? path.appending("mask") : wrapper.appending("mask")
        let own = i == 0 ? masks : try context.resolve(mask, path: maskPath, environment: environment)
        let layer = ViewNode(
          path: maskPath.appending("~layer"), kind: .stack(.depth, alignment: alignment, spacing: 0), children: own)
        var node = ViewNode(path: wrapper, kind: .layered(main: 0, alignment: alignment), children: [view, layer])
        node.masksFrom = 1
        masked.append(node)
      }
      return masked
    }
    return try context.resolve(
      content, path: path, environment: environment, adding: .mask(spec, outline: outline), name: "mask",
      cornerRadius: spec.cornerRadius)
  }
}

extension ResolveContext {
  /// `content` resolved at `path`, each of its views with a shape's effect (a clip or mask) whose corner
  /// radius animates.
  fileprivate func resolve(
    _ content: any View, path: ViewPath, environment: ViewEnvironment, adding kind: Effect.Kind, name: String,
    cornerRadius: Double
  ) throws(ViewError) -> [ViewNode] {
    var nodes = try resolve(content, path: path, environment: environment)
    for i in nodes.indices {
      nodes[i].effects.append(
        effect(kind, name: name, components: [""], vector: [cornerRadius], environment: environment))
    }
    return nodes
  }
}
