import Foundation
import Keyframes

/// One animated quantity: a modifier instance's animatable data (docs/scene-format.md), or a layer's position.
struct Channel: Sendable {
  enum Kind: Sendable {
    case offset, scale, rotation, opacity, blur, color, position
    /// `shadow`: colour (linear, premultiplied), radius, x, y.
    case shadow
    /// A colour modifier (the channel's name says which): its amount, angle or colour.
    case colorEffect
    /// `trim(from:to:)` of a shape's outline.
    case trim
    /// `background`/`overlay`: colour (linear, premultiplied) and corner radius (``Channel/clipShape`` is the shape).
    case decoration
    /// `rotation3DEffect`: angle, axis x, y, z, anchor x, y, anchorZ, perspective.
    case rotation3D
    /// `clipShape`/`cornerRadius`: the corner radius of the clip (``Channel/clipShape`` says which shape).
    case clip
    /// A gradient fill: its stops' colours, then its parameters by name (points, radii, angles).
    case gradient
    /// `mask`: the corner radius of the mask's shape (``Channel/clipShape`` and ``Channel/maskPaint``).
    case mask
    /// A layer's presence under `if:`: 1 inserted, 0 removed; transitions read its progress.
    case presence
    /// A group's stack layout (axis weights, spacing, alignment).
    case layout
    /// `frame(width:height:)`; −1 where a dimension is not given.
    case frame
    /// `padding(_:)`.
    case padding
    /// A text, emoji or symbol layer's font size in points, when it is an expression.
    case fontSize
    /// A text layer's content-transition progress (0 at a change, 1 when it has played).
    case text
    /// `matchedGeometryEffect(isSource: false)`: a weight per candidate source, 1 for the one whose id matches.
    case matched
  }

  /// How a transaction is rewritten on its way to a modifier: `animation:` and `transaction:` modifiers
  /// outside it (SwiftUI applies them from the outside in).
  enum Rewrite: Sendable {
    case animation(ValueSpec, value: String)
    case transaction(animation: ValueSpec?, disablesAnimations: Bool?)
  }
  enum Driver: Sendable {
    /// Animated by transactions of state changes.
    case state
    /// Read at each instant from a keyframe animator's value.
    case keyframe(Int)
    /// A channel of a phase animator's engine.
    case phase(animator: Int, channel: Int)
  }

  var kind: Kind
  var driver: Driver
  /// The modifier's values (x, y, anchor, …) as written.
  var specs: [ValueSpec]
  /// `sample` names, e.g. "scaleEffect.x".
  var name: String
  /// For a clip: its shape.
  var clipShape: ShapeKind? = nil
  /// A mask's paint: a colour or a gradient (nil for both: opaque).
  var maskPaint: (color: ValueSpec?, gradient: GradientSpec?) = (nil, nil)
  /// A `background`/`overlay` filled with a gradient (evaluated per frame from state).
  var paintGradient: GradientSpec? = nil
  /// A gradient channel's number of stops and the names of its parameters (its specs after the stops).
  var gradientStopCount = 0
  var gradientParameterNames: [String] = []
  /// `animation:` and `transaction:` modifiers after this one in the chain (then the parents'), innermost first.
  var rewrites: [Rewrite] = []

  /// Implicit animations (`animation:` modifiers after this one in the chain), innermost first.
  var implicitAnimations: [(animation: ValueSpec, value: String)] {
    rewrites.compactMap {
      if case .animation(let a, let v) = $0 { return (a, v) }
      return nil
    }
  }

  /// The animation a transaction with `animation` (and `disablesAnimations`) gives this channel when the
  /// state names in `changed` changed.
  func animation(
    for animation: Animation?, disablesAnimations: Bool, changed: Set<String>,
    _ context: some ExpressionContext
  ) throws(SceneError) -> Animation? {
    var chosen = animation
    var disables = disablesAnimations
    for rewrite in rewrites.reversed() {
      switch rewrite {
      case .transaction(let a, let d):
        if let d { disables = d }
        if let a, case .animation(let value) = try a.evaluate(context) { chosen = value }
      case .animation(let a, let value):
        if !disables, changed.contains(value), case .animation(let v) = try a.evaluate(context) { chosen = v }
      }
    }
    return chosen
  }

  /// The animatable vector in `context`.
  func vector(_ context: some ExpressionContext) throws(SceneError) -> AnimatableVector {
    var components: [Double] = []
    if kind == .text { return AnimatableVector([1]) }
    for (i, spec) in specs.enumerated() {
      let v = try spec.evaluate(context)
      if kind == .matched {
        var weights: [Double] = []
        for other in specs.dropFirst() { weights.append(try other.evaluate(context) == v ? 1 : 0) }
        return AnimatableVector(weights)
      }
      if kind == .presence {
        guard case .bool(let b) = v else { throw spec.location.error("'if' needs a Bool, got \(v.kind)") }
        return AnimatableVector([b ? 1 : 0])
      }
      guard let c = v.animatableComponents else {
        throw spec.location.error("expected \(Builtins.spelled(spec.type)), got \(v.kind)")
      }
      if (kind == .rotation || kind == .rotation3D) && i == 0, case .number = v {
        throw spec.location.error("rotationEffect needs an Angle such as .degrees(16), got a number")
      }
      components += c
    }
    return AnimatableVector(components)
  }

  /// Component names for `sample`.
  var componentNames: [String] {
    switch kind {
    case .offset, .position: return ["x", "y"]
    case .scale: return ["x", "y"]
    case .rotation: return ["radians"]
    case .opacity, .blur, .presence, .padding, .text, .fontSize: return [""]
    case .matched: return specs.dropFirst().indices.map { "source\($0)" }
    case .color: return ["r", "g", "b", "a"]
    case .shadow: return ["color.r", "color.g", "color.b", "color.a", "radius", "x", "y"]
    case .clip, .mask: return [""]
    case .gradient: return gradientNames
    case .trim: return ["from", "to"]
    case .decoration: return ["color.r", "color.g", "color.b", "color.a", "cornerRadius"]
    case .rotation3D:
      return ["radians", "axis.x", "axis.y", "axis.z", "anchor.x", "anchor.y", "anchorZ", "perspective"]
    case .colorEffect:
      return name == "colorMultiply" ? ["r", "g", "b", "a"] : name == "hueRotation" ? ["radians"] : [""]
    case .layout:
      return ["hStack", "vStack", "zStack"].flatMap { [$0, "\($0).spacing", "\($0).alignment.x", "\($0).alignment.y"] }
    case .frame: return ["width", "height"]
    }
  }
}

/// One entry of a layer's effective chain, pointing at its channel.
struct ChainEntry: Sendable {
  var channel: Int
}

/// A layer ready to evaluate: its spec, the chain of channels (innermost first) and its position channel.
struct ResolvedLayer: Sendable {
  var spec: LayerSpec
  var chain: [Int]
  var position: Int?
  var children: [ResolvedLayer]
  /// The keyframe animator whose `value` the layer's content may read (innermost), if any.
  var keyframeAnimators: [Int]
  var phaseAnimators: [Int]
  /// The presence channel (`if:`), its transition, and the text channel of `contentTransition`.
  var presence: Int? = nil
  var transition: ValueSpec? = nil
  var textTransition: (channel: Int, kind: ContentTransition)? = nil
  /// The gradient fill's channel: its stop colours and parameters animate like any state-driven value.
  var gradient: Int? = nil
  /// A group's layout channel; the layer's frame and padding channels.
  var layout: Int? = nil
  var frame: Int? = nil
  var padding: [Int] = []
  /// The font size's channel, when the size is an expression.
  var fontSize: Int? = nil
  /// The `fill` and `foregroundColor` keys' channels, when they read state: they animate with its
  /// transactions, as SwiftUI animates `.fill(…)` and `.foregroundStyle(…)` (not listed in `sample`).
  var fillColor: Int? = nil
  /// The `stroke` colour's channel, when it changes with state.
  var strokeColor: Int? = nil
  var foregroundColor: Int? = nil
  var matched: MatchedGeometrySpec? = nil
  /// For a layer with `isSource: false`: its weights over the sources (sibling indices) of its namespace.
  var follows: (channel: Int, sources: [Int])? = nil
  var geometryGroup = false
  /// `blendMode(_:)` and how many of ``chain``'s modifiers stand inside it.
  var blendMode: (mode: BlendMode, after: Int)? = nil
  /// The layer's `animation:`/`transaction:` modifiers and its parents', innermost first.
  var rewrites: [Channel.Rewrite] = []
}

/// The environment expressions see: state, plus `value` and `phase` inside animators.
package struct ExpressionEnvironment: ExpressionContext {
  package var state: [String: SceneValue]
  package var extra: [String: SceneValue] = [:]

  package init(state: [String: SceneValue], extra: [String: SceneValue] = [:]) {
    self.state = state
    self.extra = extra
  }

  package func lookup(_ name: String) -> SceneValue? { extra[name] ?? state[name] }
  package var names: [String] { Array(state.keys) + Array(extra.keys) }
}

extension Channel {
  /// The parameters of a gradient channel after its stops, in this order, with their component counts.
  static let gradientParameters: [(name: String, components: [String])] = [
    ("center", ["x", "y"]), ("endAngle", ["radians"]), ("endPoint", ["x", "y"]), ("endRadius", [""]),
    ("endRadiusFraction", [""]), ("startAngle", ["radians"]), ("startPoint", ["x", "y"]), ("startRadius", [""]),
    ("startRadiusFraction", [""]),
  ]

  /// `stops[0].r` … then `startPoint.x`, … for the parameters the gradient has (its specs after the stops
  /// are its parameters in ``gradientParameters`` order, named in ``gradientParameterNames``).
  var gradientNames: [String] {
    var names: [String] = []
    for i in 0..<gradientStopCount { names += ["r", "g", "b", "a"].map { "stops[\(i)].\($0)" } }
    for p in gradientParameterNames {
      let components = Self.gradientParameters.first { $0.name == p }?.components ?? [""]
      names += components.map { $0.isEmpty ? p : "\(p).\($0)" }
    }
    return names
  }
}
