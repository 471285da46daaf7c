import Foundation
import Keyframes

/// A layer evaluated at one instant: its item, the size it takes in a stack, and its presence.
struct Placement: Sendable {
  var item: DisplayItem
  /// The frame (or `frame` modifier) plus padding.
  var layoutSize: Size
  /// The presence value (1 without `if:`); the share of its size it takes in a stack.
  var weight: Double
  /// `false` when the layer is not there at this instant (never inserted, or removed).
  var drawn: Bool
  var presence: PresenceState?
  /// Where its `position` put its centre in its container (the container's centre without one).
  var position: (x: Double, y: Double) = (0, 0)
}

extension Scene {
  /// What the frame at time `t` draws.
  public func displayList(at t: Double, measurer: some TextMeasuring) throws(SceneError) -> DisplayList {
    if let source {
      return DisplayList(
        size: size, scale: document.scale, background: document.background,
        items: try fromSource { try source.items(at: t, canvas: size, measurer: measurer) })
    }
    var ignored: [[(String, Double)]] = []
    let placed = try siblings(
      program.layers, at: t, container: size, measurer: measurer, values: &ignored, nested: false,
      collect: false)
    return DisplayList(
      size: size, scale: document.scale, background: document.background,
      items: placed.filter(\.drawn).map(\.item))
  }

  /// Every animated scalar of each top-level layer at `t`, by name (for `sample`). A layer that is not
  /// there (under `if:`) is listed with opacity 0.
  public func values(
    at t: Double, measurer: some TextMeasuring
  ) throws(SceneError) -> [(layer: DisplayItem, values: [(String, Double)])] {
    if let source { return try fromSource { try source.values(at: t, canvas: size, measurer: measurer) } }
    var values: [[(String, Double)]] = []
    let placed = try siblings(
      program.layers, at: t, container: size, measurer: measurer, values: &values, nested: false)
    return zip(placed, values).map { p, v in
      var item = p.item
      if !p.drawn { item.effects.append(DisplayEffect(.opacity(0))) }
      return (item, v)
    }
  }

  /// A channel's vector at `t`.
  func channelValue(
    _ index: Int, at t: Double, environment: ExpressionEnvironment
  ) throws(SceneError) -> AnimatableVector {
    let channel = program.channels[index]
    switch channel.driver {
    case .state:
      return schedule.animators[index]!.value(at: t)
    case .keyframe(let k):
      var env = environment
      env.extra["value"] = program.keyframeSpecs[k].sceneValue(schedule.playbacks[k].value(at: t))
      return try channel.vector(env)
    case .phase(let a, let c):
      return schedule.engines[a].value(channel: c, at: t)
    }
  }

  /// Evaluates a list of sibling layers, then applies what relates siblings: matched geometry.
  func siblings(
    _ layers: [ResolvedLayer], at t: Double, container: Size, measurer: some TextMeasuring,
    values: inout [[(String, Double)]], nested: Bool,
    collect: Bool = true
  ) throws(SceneError) -> [Placement] {
    var placed: [Placement] = []
    for layer in layers {
      var v: [(String, Double)] = []
      placed.append(
        try item(layer, at: t, container: container, measurer: measurer, values: &v, nested: nested, collect: collect))
      values.append(v)
    }
    try matchGeometry(layers, &placed, at: t)
    return placed
  }

  func item(
    _ layer: ResolvedLayer, at t: Double, container: Size, measurer: some TextMeasuring,
    values: inout [(String, Double)], nested: Bool = false, collect: Bool = true
  ) throws(SceneError) -> Placement {
    var spec = layer.spec
    let presence = presence(of: layer, at: t)
    if layer.presence != nil { values.append(("presence", presence?.value ?? 0)) }
    let env = environment(of: layer, at: t, values: &values)
    if let c = layer.fontSize {
      // Pango needs a positive size; a spring may overshoot below it.
      spec.fontSize = min(max(try channelValue(c, at: t, environment: env)[0], 0.1), 4096)
      values.append(("font.size", spec.fontSize))
    }
    // `frame` and `padding` modifiers: the size the layer takes in a stack (and a shape's size).
    var framedWidth: Double? = nil
    var framedHeight: Double? = nil
    if let f = layer.frame {
      let v = try channelValue(f, at: t, environment: env)
      if v[0] >= 0 { framedWidth = v[0] }
      if v[1] >= 0 { framedHeight = v[1] }
      values.append(("frame.width", v[0]))
      values.append(("frame.height", v[1]))
    }
    var padding = 0.0
    for p in layer.padding {
      let v = try channelValue(p, at: t, environment: env)[0]
      padding += v
      values.append(("padding", v))
    }
    // Content and frame.
    var baseColor = try keyColor(spec.foregroundColor, channel: layer.foregroundColor, at: t, environment: env)
    var (content, frame) = try self.content(
      of: layer, spec: spec, framed: (framedWidth, framedHeight), baseColor: baseColor, at: t, container: container,
      measurer: measurer, environment: env, values: &values, collect: collect)
    if let f = spec.frame, case .emoji = spec.content { frame = Size(width: f.0, height: f.1) }
    let layoutSize = Size(
      width: (framedWidth ?? frame.width) + 2 * padding, height: (framedHeight ?? frame.height) + 2 * padding)
    // An image with a content mode is drawn at its ratio, fitted inside or filling its frame, centred.
    if case .image(_, let natural) = spec.content, let mode = spec.contentMode, frame.width > 0, frame.height > 0 {
      let ratio = mode.ratio ?? natural.0 / max(natural.1, 1e-9)
      let width = mode.fit ? min(frame.width, frame.height * ratio) : max(frame.width, frame.height * ratio)
      frame = Size(width: width, height: width / ratio)
    }
    var (chain, trim) = try modifierChain(
      of: layer, at: t, frame: frame, environment: env, baseColor: &baseColor, values: &values)
    // The transition, outside the modifiers.
    if let presence {
      let effect = try transitionEffect(layer, presence, size: frame, environment: env)
      chain.transform = effect.transform.concatenating(chain.transform)
      if effect.opacity != 1 { chain.add(.opacity(effect.opacity)) }
    }
    var px = container.width / 2
    var py = container.height / 2
    if let p = layer.position {
      let v = try channelValue(p, at: t, environment: env)
      px = v[0]
      py = v[1]
      values.append(("position.x", px))
      values.append(("position.y", py))
    }
    // Children of a group are placed in the group's frame-centred coordinates.
    let origin = AffineTransform.translation(x: px - container.width / 2, y: py - container.height / 2)
    let transform = (nested ? origin : AffineTransform.translation(x: px, y: py)).concatenating(chain.transform)
    content = try paint(
      content, of: layer, at: t, baseColor: baseColor, trim: trim, environment: env, measurer: measurer,
      frame: &frame, values: &values)
    // A background or overlay is the size of the final frame with its padding.
    let padded = Size(width: frame.width + 2 * padding, height: frame.height + 2 * padding)
    let effects = chain.effects.map { e in
      guard case .decoration(let shape, _, let over) = e.kind else { return e }
      return DisplayEffect(.decoration(shape, size: padded, over: over), inner: e.inner)
    }
    let item = DisplayItem(id: spec.id, content: content, frameSize: frame, transform: transform, effects: effects)
    return Placement(
      item: item, layoutSize: layoutSize, weight: presence?.value ?? 0, drawn: presence != nil,
      presence: presence, position: (px, py))
  }

  /// The state at `t` and, inside keyframe animators, `value` (each field also reported as a sample value).
  private func environment(
    of layer: ResolvedLayer, at t: Double, values: inout [(String, Double)]
  ) -> ExpressionEnvironment {
    var env = ExpressionEnvironment(state: schedule.state(at: t))
    for k in layer.keyframeAnimators {
      let fields = schedule.playbacks[k].value(at: t)
      let kspec = program.keyframeSpecs[k]
      env.extra["value"] = kspec.sceneValue(fields)
      values += fields.sampledComponents(prefix: "value")
    }
    return env
  }

  /// A layer's content before its paint, and its frame.
  private func content(
    of layer: ResolvedLayer, spec: LayerSpec, framed: (Double?, Double?), baseColor: RGBAColor?, at t: Double,
    container: Size, measurer: some TextMeasuring, environment env: ExpressionEnvironment,
    values: inout [(String, Double)],
    collect: Bool
  ) throws(SceneError) -> (DisplayContent, Size) {
    let (framedWidth, framedHeight) = framed
    let content: DisplayContent
    var frame: Size
    switch spec.content {
    case .emoji(let v):
      let s = try string(v.evaluate(env), v)
      content = .emoji(s, fontSize: spec.fontSize)
      frame = measurer.size(ofEmoji: s, fontSize: spec.fontSize)
    case .text(let v):
      let s = try string(v.evaluate(env), v)
      // Text wraps at the width of its `frame` (key or modifier), as `Text(…).frame(width:)` does.
      var paragraph = spec.paragraph
      paragraph.width = framedWidth ?? spec.frame?.0
      content = .text(s, font: spec.font, color: .black, paragraph: paragraph)
      frame = measurer.size(ofText: s, font: spec.font, paragraph: paragraph)
    case .symbol(let v, let fill):
      let name = try string(v.evaluate(env), v)
      guard
        let symbol = SFSymbols.content(
          name, fill: fill, side: spec.fontSize, color: baseColor ?? .black, weight: spec.font.weight,
          measurer: measurer)
      else {
        // A placeholder the size of a symbol at this font size (the warning is the load's).
        let side = spec.fontSize * 1.2
        content = .shape(SFSymbols.placeholder(side: side))
        frame = Size(width: side, height: side)
        break
      }
      (content, frame) = symbol
    case .shape(let kind):
      content = .shape(ShapeSpec(kind: kind, cornerRadius: spec.cornerRadius))
      frame = Size(width: framedWidth ?? spec.frame?.0 ?? 0, height: framedHeight ?? spec.frame?.1 ?? 0)
    case .image(let path, let natural):
      // A template's colour is the foreground colour (animated), set below.
      content = .image(path: path, template: spec.templateImage ? .black : nil)
      frame = spec.frame.map { Size(width: $0.0, height: $0.1) } ?? Size(width: natural.0, height: natural.1)
    case .placeholder(let name):
      frame = spec.frame.map { Size(width: $0.0, height: $0.1) } ?? PlaceholderArt.size
      content = .group(Self.placeholderItems(name, frame: frame, measurer: measurer))
    case .group:
      (content, frame) = try groupContent(
        layer, at: t, container: container, measurer: measurer, values: &values,
        collect: collect)
    }
    return (content, frame)
  }

  /// The modifier chain, innermost first: affine modifiers accumulate, the others stack where written;
  /// also the trim and the foreground colour the chain sets.
  private func modifierChain(
    of layer: ResolvedLayer, at t: Double, frame: Size, environment env: ExpressionEnvironment,
    baseColor: inout RGBAColor?,
    values: inout [(String, Double)]
  ) throws(SceneError) -> (EffectChain, ClosedRange<Double>) {
    var chain = EffectChain()
    var trim: ClosedRange<Double> = 0...1
    var counts: [String: Int] = [:]
    for (position, index) in layer.chain.enumerated() {
      if let blend = layer.blendMode, blend.after == position, blend.mode != .normal {
        chain.add(.blendMode(blend.mode))
      }
      let channel = program.channels[index]
      let v = try channelValue(index, at: t, environment: env)
      counts[channel.name, default: 0] += 1
      let label = counts[channel.name]! > 1 ? "\(channel.name)#\(counts[channel.name]!)" : channel.name
      // A `foregroundColor` modifier sets the colour of what is inside, not a value of the layer's own.
      for (i, component) in channel.componentNames.enumerated() where channel.kind != .color {
        values.append((component.isEmpty ? label : "\(label).\(component)", v[i]))
      }
      try apply(channel, v, frame: frame, environment: env, chain: &chain, trim: &trim, baseColor: &baseColor)
    }
    if let blend = layer.blendMode, blend.after == layer.chain.count, blend.mode != .normal {
      chain.add(.blendMode(blend.mode))
    }
    return (chain, trim)
  }

  /// One channel's values `v` applied to the chain where it stands.
  private func apply(
    _ channel: Channel, _ v: AnimatableVector, frame: Size, environment env: ExpressionEnvironment,
    chain: inout EffectChain,
    trim: inout ClosedRange<Double>, baseColor: inout RGBAColor?
  ) throws(SceneError) {
    func about(_ ax: Double, _ ay: Double, _ m: AffineTransform) -> AffineTransform {
      let px = (ax - 0.5) * frame.width
      let py = (ay - 0.5) * frame.height
      return AffineTransform.translation(x: px, y: py).concatenating(m).concatenating(.translation(x: -px, y: -py))
    }
    switch channel.kind {
    case .offset: chain.transform = AffineTransform.translation(x: v[0], y: v[1]).concatenating(chain.transform)
    case .scale: chain.transform = about(v[2], v[3], .scale(x: v[0], y: v[1])).concatenating(chain.transform)
    case .rotation: chain.transform = about(v[1], v[2], .rotation(radians: v[0])).concatenating(chain.transform)
    case .opacity: chain.add(.opacity(v[0]))
    case .blur: chain.add(.blur(radius: max(v[0], 0)))
    case .decoration:
      var shape = ShapeSpec(
        kind: channel.clipShape ?? .rectangle, cornerRadius: max(v[4], 0),
        fill: RGBAColor(linearPremultiplied: [v[0], v[1], v[2], v[3]]))
      if let g = channel.paintGradient { shape.gradient = try gradient(g, env) }
      chain.add(.decoration(shape, size: frame, over: channel.name == "overlay"))
    case .rotation3D:
      let p = Projection.rotation3D(
        angle: v[0], axis: (v[1], v[2], v[3]), anchor: (v[4], v[5]), anchorZ: v[6],
        perspective: v[7], size: frame)
      chain.add(.projection(p))
    case .trim:
      let from = min(max(v[0], 0), 1)
      let to = min(max(v[1], 0), 1)
      trim = min(from, to)...max(from, to)
    case .clip:
      chain.add(.clip(ShapeSpec(kind: channel.clipShape ?? .rectangle, cornerRadius: max(v[0], 0))))
    case .mask:
      var shape = ShapeSpec(kind: channel.clipShape ?? .rectangle, cornerRadius: max(v[0], 0), fill: .black)
      if let c = channel.maskPaint.color { shape.fill = try color(c.evaluate(env), c) }
      if let g = channel.maskPaint.gradient { shape.gradient = try gradient(g, env) }
      chain.add(.mask(shape))
    case .colorEffect:
      switch channel.name {
      case "saturation": chain.add(.color(.saturation(v[0])))
      case "grayscale": chain.add(.color(.grayscale(v[0])))
      case "hueRotation": chain.add(.color(.hueRotation(v[0])))
      case "colorMultiply":
        chain.add(.color(.colorMultiply(RGBAColor(linearPremultiplied: [v[0], v[1], v[2], v[3]]))))
      case "brightness": chain.add(.color(.brightness(v[0])))
      case "contrast": chain.add(.color(.contrast(v[0])))
      default: chain.add(.color(.colorInvert))
      }
    case .shadow:
      chain.add(
        .shadow(
          color: RGBAColor(linearPremultiplied: [v[0], v[1], v[2], v[3]]), radius: max(v[4], 0), x: v[5], y: v[6]))
    case .color: if baseColor == nil { baseColor = RGBAColor(linearPremultiplied: [v[0], v[1], v[2], v[3]]) }
    case .position, .presence, .layout, .frame, .padding, .text, .matched, .gradient, .fontSize: break
    }
  }

  /// The content with its paint at `t`: text in its colour or gradient (or its content transition's runs),
  /// a template image in the foreground colour, a shape's fill, gradient, trim and stroke.
  private func paint(
    _ content: DisplayContent, of layer: ResolvedLayer, at t: Double, baseColor: RGBAColor?,
    trim: ClosedRange<Double>, environment env: ExpressionEnvironment, measurer: some TextMeasuring, frame: inout Size,
    values: inout [(String, Double)]
  ) throws(SceneError) -> DisplayContent {
    let spec = layer.spec
    var finalContent = content
    switch content {
    case .text(let s, let font, _, let paragraph, _):
      let gradient = try spec.foregroundGradient.map { (g: GradientSpec) throws(SceneError) in try self.gradient(g, env)
      }
      finalContent = .text(s, font: font, color: baseColor ?? .black, paragraph: paragraph, gradient: gradient)
      if let change = textChange(layer, at: t) {
        let (items, size) = change.kind.items(
          from: change.from, to: change.to, progress: change.progress,
          font: font, color: baseColor ?? .black, measurer: measurer)
        finalContent = .group(items)
        frame = size
      }
      if layer.textTransition != nil { values.append(("contentTransition", textChange(layer, at: t)?.progress ?? 1)) }
    case .image(let path, _?):
      finalContent = .image(path: path, template: baseColor ?? .black)
    case .shape(var shape) where spec.isShape:
      let fill = try keyColor(spec.fill, channel: layer.fillColor, at: t, environment: env)
      shape.fill = fill ?? baseColor ?? (spec.stroke == nil ? .black : nil)
      if let g = spec.gradient {
        if let c = layer.gradient {
          let v = try channelValue(c, at: t, environment: env)
          let animated = animatedGradient(g, v.components, parameters: program.channels[c].gradientParameterNames)
          values += animated.sampledValues
          shape.gradient = animated
        } else {
          shape.gradient = try gradient(g, env)
        }
      }
      shape.trim = trim
      if let stroke = spec.stroke {
        // A stroke colour over state animates with its transactions, as SwiftUI animates it.
        shape.strokeColor = try keyColor(stroke.color, channel: layer.strokeColor, at: t, environment: env)
        shape.strokeGradient = try spec.strokeGradient.map { (g: GradientSpec) throws(SceneError) in
          try gradient(g, env)
        }
        shape.strokeInside = spec.strokeInside
        shape.lineWidth = stroke.lineWidth
        shape.strokeStyle = spec.strokeStyle
      }
      finalContent = .shape(shape)
    default: break
    }
    return finalContent
  }

  /// A `fill` or `foregroundColor` key's colour at `t`: its animated value while its channel animates, its
  /// own colour otherwise (exactly, as the runtime draws a paint at rest).
  private func keyColor(
    _ spec: ValueSpec?, channel: Int?, at t: Double, environment env: ExpressionEnvironment
  ) throws(SceneError) -> RGBAColor? {
    guard let spec else { return nil }
    if let c = channel, animator(of: c)?.isAnimating(at: t) == true {
      return RGBAColor(linearPremultiplied: try channelValue(c, at: t, environment: env).components)
    }
    return try color(spec.evaluate(env), spec)
  }

  private func string(_ v: SceneValue, _ spec: ValueSpec) throws(SceneError) -> String {
    guard let text = v.textValue else { throw spec.location.error("expected text, got \(v.kind)") }
    return text
  }

  private func color(_ v: SceneValue, _ spec: ValueSpec) throws(SceneError) -> RGBAColor {
    if let c = v.colorValue { return c }
    throw spec.location.error("expected a colour, got \(v.kind)")
  }
}

/// A deterministic estimate of text extents for when no font engine is at hand (tests, `sample`
/// without the renderer): emoji are 1.17 × the font size square per grapheme (Noto Color Emoji's
/// advance), text 0.55 × size per character (scaled by the font's width, ``FontWidth/lineScale``) with the
/// paragraph's tracking between characters, and 1.2 × size high.
public struct EstimatedTextMeasurer: TextMeasuring {
  /// A measurer; it has no settings.
  public init() {}
  public func size(ofEmoji string: String, fontSize: Double) -> Size {
    Size(width: Double(max(string.count, 1)) * fontSize * 1.17, height: fontSize * 1.17)
  }
  public func size(ofText string: String, font: FontSpec, paragraph: TextParagraph) -> Size {
    let advance = font.size * 0.55 * font.drawnWidth.lineScale
    let tracking = paragraph.tracking
    var lines = paragraph.shapedText(string).split(separator: "\n", omittingEmptySubsequences: false).map(\.count)
    if let width = paragraph.width {
      let perLine = max(1, Int(max(width + tracking, 0) / max(advance + tracking, 1e-9) + 1e-9))
      lines = lines.flatMap { n in
        n <= perLine ? [n] : Array(repeating: perLine, count: n / perLine) + (n % perLine > 0 ? [n % perLine] : [])
      }
    }
    if let limit = paragraph.lineLimit, limit > 0 { lines = Array(lines.prefix(limit)) }
    let height = Double(max(lines.count, 1)) * font.size * 1.2
    let longest = Double(lines.max() ?? 0)
    return Size(
      width: longest * advance + max(longest - 1, 0) * tracking,
      height: paragraph.reservedHeight(lines: max(lines.count, 1), height: height))
  }
}

extension Scene {
  /// A gradient fill evaluated at one instant.
  func gradient(_ g: GradientSpec, _ env: ExpressionEnvironment) throws(SceneError) -> GradientFill {
    var colors: [RGBAColor] = []
    for stop in g.stops { colors.append(try color(stop.color.evaluate(env), stop.color)) }
    let stops: [GradientFill.Stop] =
      g.stops.allSatisfy { $0.location != nil }
      ? zip(colors, g.stops).map { GradientFill.Stop(color: $0, location: $1.location!) }
      : GradientFill.evenStops(colors)
    func point(_ key: String) throws(SceneError) -> UnitPoint {
      guard let spec = g.parameters[key], case .unitPoint(let p) = try spec.evaluate(env) else { return .center }
      return p
    }
    func number(_ key: String) throws(SceneError) -> Double {
      guard let spec = g.parameters[key], case .number(let x) = try spec.evaluate(env) else { return 0 }
      return x
    }
    func angle(_ key: String) throws(SceneError) -> Double {
      guard let spec = g.parameters[key], case .angle(let a) = try spec.evaluate(env) else { return 0 }
      return a.radians
    }
    switch g.kind {
    case .linearGradient:
      return GradientFill(kind: .linear(start: try point("startPoint"), end: try point("endPoint")), stops: stops)
    case .radialGradient:
      return GradientFill(
        kind: .radial(
          center: try point("center"), startRadius: max(try number("startRadius"), 0),
          endRadius: max(try number("endRadius"), 0)), stops: stops)
    case .ellipticalGradient:
      return GradientFill(
        kind: .elliptical(
          center: try point("center"), startRadiusFraction: max(try number("startRadiusFraction"), 0),
          endRadiusFraction: max(try number("endRadiusFraction"), 0)), stops: stops)
    case .angularGradient:
      return GradientFill(
        kind: .angular(
          center: try point("center"), startAngle: try angle("startAngle"), endAngle: try angle("endAngle")),
        stops: stops)
    }
  }
}

extension Scene {
  /// A gradient from its channel's vector: the stops' colours (linear premultiplied), then the parameters.
  func animatedGradient(_ g: GradientSpec, _ v: [Double], parameters: [String]) -> GradientFill {
    var colors: [RGBAColor] = []
    for i in g.stops.indices where 4 * i + 3 < v.count {
      colors.append(RGBAColor(linearPremultiplied: Array(v[(4 * i)..<(4 * i + 4)])))
    }
    let stops: [GradientFill.Stop] =
      g.stops.allSatisfy { $0.location != nil }
      ? zip(colors, g.stops).map { GradientFill.Stop(color: $0, location: $1.location!) }
      : GradientFill.evenStops(colors)
    var at = 4 * g.stops.count
    var values: [String: [Double]] = [:]
    for p in parameters {
      let n = Channel.gradientParameters.first { $0.name == p }?.components.count ?? 1
      values[p] = at + n <= v.count ? Array(v[at..<(at + n)]) : []
      at += n
    }
    func point(_ k: String) -> UnitPoint {
      values[k].map { $0.count == 2 ? UnitPoint(x: $0[0], y: $0[1]) : .center } ?? .center
    }
    func number(_ k: String) -> Double { max(values[k]?.first ?? 0, 0) }
    func angle(_ k: String) -> Double { values[k]?.first ?? 0 }
    switch g.kind {
    case .linearGradient:
      return GradientFill(kind: .linear(start: point("startPoint"), end: point("endPoint")), stops: stops)
    case .radialGradient:
      return GradientFill(
        kind: .radial(center: point("center"), startRadius: number("startRadius"), endRadius: number("endRadius")),
        stops: stops)
    case .ellipticalGradient:
      return GradientFill(
        kind: .elliptical(
          center: point("center"), startRadiusFraction: number("startRadiusFraction"),
          endRadiusFraction: number("endRadiusFraction")), stops: stops)
    case .angularGradient:
      return GradientFill(
        kind: .angular(center: point("center"), startAngle: angle("startAngle"), endAngle: angle("endAngle")),
        stops: stops)
    }
  }
}
