import Foundation
import Keyframes

/// Where something came from in the file, for errors found after decoding.
package struct SourceLocation: Sendable {
  package var file: String
  package var line: Int
  package var column: Int
  package var path: String

  package func error(_ message: String) -> SceneError {
    SceneError(file: file, line: line, column: column, message: message, keyPath: path)
  }
}

/// A value in the file: a constant, or an expression evaluated against state, `value` or `phase`.
package struct ValueSpec: Sendable {
  package enum Source: Sendable {
    case constant(SceneValue)
    case expression(Expression)
  }
  package var source: Source
  package var type: ExpressionType
  package var location: SourceLocation

  package func evaluate(_ context: some ExpressionContext) throws(SceneError) -> SceneValue {
    switch source {
    case .constant(let v):
      guard v.conforms(to: type) else { throw location.error("expected \(Builtins.spelled(type)), got \(v.kind)") }
      return v
    case .expression(let e):
      do { return try e.evaluate(in: context, expecting: type) } catch {
        throw location.error("\(error.message) in '\(error.quoted)'")
      }
    }
  }

  package var names: Set<String> {
    if case .expression(let e) = source { return e.referencedNames }
    return []
  }

  /// The same value, expected to be of `type` (an argument decoded before its modifier's types were known).
  package func expecting(_ type: ExpressionType) -> ValueSpec {
    ValueSpec(source: source, type: type, location: location)
  }

  package static func constant(_ v: SceneValue, _ location: SourceLocation) -> ValueSpec {
    ValueSpec(source: .constant(v), type: .any, location: location)
  }
}

/// One entry of a layer's modifier chain (docs/scene-format.md).
package enum ModifierSpec: Sendable {
  case offset(x: ValueSpec, y: ValueSpec)
  case scaleEffect(x: ValueSpec, y: ValueSpec, anchor: ValueSpec)
  case rotationEffect(angle: ValueSpec, anchor: ValueSpec)
  case opacity(ValueSpec)
  case blur(ValueSpec)
  /// `saturation`, `grayscale`, `hueRotation`, `colorMultiply`, `brightness`, `contrast`, `colorInvert`:
  /// the effect's name and its value (an angle, a colour, a number; `colorInvert` has none).
  case colorEffect(name: String, value: ValueSpec)
  /// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`.
  case rotation3D(
    angle: ValueSpec, axisX: ValueSpec, axisY: ValueSpec, axisZ: ValueSpec, anchor: ValueSpec,
    anchorZ: ValueSpec, perspective: ValueSpec)
  /// `background(_:)` / `overlay(_:)` with a colour or a filled shape the size of the frame.
  /// `background`/`overlay`: a shape filled with a colour, or with `gradient` when one is given.
  case decoration(
    shape: ShapeKind, color: ValueSpec, cornerRadius: ValueSpec, over: Bool, gradient: GradientSpec? = nil)
  /// `trim(from:to:)` on a shape.
  case trim(from: ValueSpec, to: ValueSpec)
  /// `clipShape(_:)` (and `cornerRadius(_:)`, a rounded rectangle): the shape and its corner radius.
  case clip(shape: ShapeKind, cornerRadius: ValueSpec, modifier: String)
  /// `shadow(color:radius:x:y:)`.
  case shadow(color: ValueSpec, radius: ValueSpec, x: ValueSpec, y: ValueSpec)
  case color(ValueSpec)
  case keyframeAnimator(KeyframeAnimatorSpec)
  case phaseAnimator(PhaseAnimatorSpec)
  /// `.animation(_:value:)` over the modifiers before it.
  case animation(ValueSpec, value: String, location: SourceLocation)
  /// `.transaction { }` over the modifiers before it: replaces the animation and/or `disablesAnimations`.
  case transaction(animation: ValueSpec?, disablesAnimations: Bool?, location: SourceLocation)
  /// `.transition(_:)`: how the layer is inserted and removed (needs `if`).
  case transition(ValueSpec)
  /// `.frame(width:height:)`: the size the layer takes in a stack (and a shape's size); `nil` keeps the content's.
  case frame(width: ValueSpec?, height: ValueSpec?)
  /// `.padding(_:)` on every edge.
  case padding(ValueSpec)
  /// `.contentTransition(_:)` for a text layer's string changes.
  case contentTransition(ContentTransition)
  /// `.matchedGeometryEffect(id:in:isSource:)`.
  case matchedGeometry(MatchedGeometrySpec)
  /// `.geometryGroup()`.
  case geometryGroup
  /// `mask(_:)`: a shape with a colour or gradient whose alpha masks the layer.
  case mask(shape: ShapeKind, cornerRadius: ValueSpec, color: ValueSpec?, gradient: GradientSpec?)
  /// `.blendMode(_:)`: how the layer combines with what is under it.
  case blendMode(BlendMode)
  /// Any other SwiftUI modifier by its name, with its arguments in order: what the view runtime makes of it
  /// (SceneLowering's `ViewModifierTable`, where each such modifier is one line) decides whether it exists.
  case view(name: String, arguments: [ValueSpec], location: SourceLocation)

  package var name: String {
    switch self {
    case .offset: return "offset"
    case .scaleEffect: return "scaleEffect"
    case .rotationEffect: return "rotationEffect"
    case .opacity: return "opacity"
    case .blur: return "blur"
    case .shadow: return "shadow"
    case .colorEffect(let name, _): return name
    case .clip(_, _, let modifier): return modifier
    case .trim: return "trim"
    case .decoration(_, _, _, let over, _): return over ? "overlay" : "background"
    case .rotation3D: return "rotation3DEffect"
    case .color: return "foregroundColor"
    case .keyframeAnimator: return "keyframeAnimator"
    case .phaseAnimator: return "phaseAnimator"
    case .animation: return "animation"
    case .transaction: return "transaction"
    case .transition: return "transition"
    case .frame: return "frame"
    case .padding: return "padding"
    case .contentTransition: return "contentTransition"
    case .matchedGeometry: return "matchedGeometryEffect"
    case .geometryGroup: return "geometryGroup"
    case .blendMode: return "blendMode"
    case .view(let name, _, _): return name
    case .mask: return "mask"
    }
  }
}

/// `keyframeAnimator` (docs/scene-format.md).
package struct KeyframeAnimatorSpec: Sendable {
  /// Field name → initial value; a single value is stored under "".
  package var initialValue: [(String, SceneValue)]
  package var trigger: String?
  package var repeating: Bool
  package var content: [ModifierSpec]
  /// Tracks in declaration order: field (maybe dotted), keyframes.
  package var tracks: [(path: String, keyframes: [KeyframeSpec], location: SourceLocation)]
  package var location: SourceLocation

  package var isSingleValue: Bool { initialValue.count == 1 && initialValue[0].0 == "" }
}

/// `phaseAnimator` (docs/scene-format.md).
package struct PhaseAnimatorSpec: Sendable {
  package var phases: [SceneValue]
  package var trigger: String?
  /// Property → value per phase (indexed like `phases`).
  package var properties: [(String, [SceneValue])]
  package var content: [ModifierSpec]
  /// Animation per destination phase.
  package var animation: AnimationChoice
  package var location: SourceLocation

  package enum AnimationChoice: Sendable {
    case perPhase([ValueSpec?])  // nil entry: missing → .default
    case expression(ValueSpec)
  }

  /// The `phase` a content expression sees for phase `i`.
  /// Named phases also carry their order, so that `phase >= .folklore` compares positions in `phases`.
  /// The phases as a user wrote them: `move`, `1.5`, `true`.
  package var phaseNames: [String] { phases.map { $0.textValue ?? $0.description } }

  package func phaseValue(_ i: Int) -> SceneValue {
    let named = phases.allSatisfy {
      if case .string = $0 { return true }
      return false
    }
    if properties.isEmpty && !named { return phases[i] }
    var record: [String: SceneValue] = ["__name": phases[i], "__index": .number(Double(i))]
    if named {
      for (j, p) in phases.enumerated() {
        if case .string(let name) = p { record["__rank.\(name)"] = .number(Double(j)) }
      }
    }
    for (name, values) in properties { record[name] = values[i] }
    return .record(record)
  }
}

/// What a layer draws (docs/scene-format.md).
package enum ContentSpec: Sendable {
  case emoji(ValueSpec)
  case text(ValueSpec)
  /// `Image(systemName:)`: an SF Symbol name (an expression or the literal), filled with `symbolVariant: .fill`.
  case symbol(ValueSpec, fill: Bool)
  case shape(ShapeKind)
  /// A PNG or JPEG with its size in pixels (one pixel a point, as an image asset at @1x).
  case image(path: String, natural: (Double, Double))
  /// An asset name that no file answers: labelled placeholder art (docs/scene-format.md, Layers).
  case placeholder(name: String)
  case group([LayerSpec])
}

/// A layer.
package struct LayerSpec: Sendable {
  /// Whether it draws a shape (whose paint is its `fill`, `stroke` and foreground colour).
  package var isShape: Bool { if case .shape = content { return true } else { return false } }
  /// The font its text is drawn in.
  package var font: FontSpec {
    FontSpec(size: fontSize, weight: fontWeight, family: fontFamily, italic: fontItalic, width: fontWidth)
  }

  package var id: String?
  package var content: ContentSpec
  package var fontSize: Double
  package var fontWeight: Int
  package var fontFamily: String?
  /// `font: { size: "big ? 48 : 24" }`: a font size that changes with state (and animates).
  package var fontSizeExpression: ValueSpec? = nil
  /// `font: { italic: true }`: SwiftUI's `.italic()`.
  package var fontItalic = false
  /// `font: { width: .condensed }`: SwiftUI's `Font.Width` value (0 the standard width).
  package var fontWidth = 0.0
  /// `lineLimit` and `multilineTextAlignment` of a text layer (its wrap width is its frame's).
  package var paragraph = TextParagraph()
  package var frame: (Double, Double)?
  package var cornerRadius: Double
  package var fill: ValueSpec?
  /// `fill: { linearGradient: … }` and the other gradients.
  package var gradient: GradientSpec? = nil
  package var stroke: (color: ValueSpec, lineWidth: Double)?
  /// `stroke: { color: { linearGradient: … } }`: the stroke's gradient.
  package var strokeGradient: GradientSpec? = nil
  /// `strokeBorder:` instead of `stroke:`: the stroke inside the shape's frame.
  package var strokeInside = false
  package var strokeStyle = StrokeStyle()
  package var foregroundColor: ValueSpec?
  /// `foregroundStyle: { linearGradient: … }`: text and symbols painted with a gradient across their frame.
  package var foregroundGradient: GradientSpec? = nil
  package var position: (x: ValueSpec, y: ValueSpec)?
  package var modifiers: [ModifierSpec]
  package var location: SourceLocation
  /// `if:`: the layer exists while this Bool holds (insertion and removal run its transition).
  package var condition: ValueSpec? = nil
  /// A group's stack layout (`layout:`, or the `HStack`/`VStack`/`ZStack` content keys).
  package var layout: ValueSpec? = nil
  /// `contentMode` (and `aspectRatio`) of an image: fit inside or fill the frame, keeping the ratio.
  package var contentMode: (ratio: Double?, fit: Bool)? = nil
  /// `renderingMode: .template`: the image is painted in the foreground colour through its alpha.
  package var templateImage = false
}

/// ``ContentTransition`` under a name that a module declaring SwiftUI's own can use.
/// `matchedGeometryEffect(id:in:isSource:)`.
package struct MatchedGeometrySpec: Sendable {
  package var id: ValueSpec
  package var namespace: String
  package var isSource: Bool
}

/// An event (docs/scene-format.md): changes of state at a time, maybe animated, maybe with a completion.
package struct EventSpec: Sendable {
  package var at: Double?
  package var set: [(String, ValueSpec)]
  package var animation: ValueSpec?
  /// `withTransaction` with `disablesAnimations: true`: implicit `animation:` modifiers do not apply.
  package var disablesAnimations: Bool = false
  package var completionCriteria: AnimationCompletionCriteria
  package var completion: Box<EventSpec>?
  package var location: SourceLocation
}

/// A reference box for recursive value types.
package final class Box<T: Sendable>: Sendable {
  package let value: T
  package init(_ value: T) { self.value = value }
}

/// A gradient fill as written: its kind's parameters and its colour stops, each an expression.
package struct GradientSpec: Sendable {
  package enum Kind: String, Sendable, CaseIterable {
    case linearGradient, radialGradient, ellipticalGradient, angularGradient
  }
  package var kind: Kind
  /// Colours with their locations (`nil`: spaced evenly).
  package var stops: [(color: ValueSpec, location: Double?)]
  /// By name: startPoint, endPoint, center (unit points); startRadius, endRadius, startRadiusFraction,
  /// endRadiusFraction (numbers); startAngle, endAngle (angles).
  package var parameters: [String: ValueSpec]

  /// Whether a colour or parameter reads state (or `phase`, `value`).
  package var readsState: Bool {
    valueSpecs.contains { !$0.names.isEmpty }
  }

  /// Whether a colour or parameter reads an animator's `value` or `phase`.
  package var readsAnimatorValues: Bool {
    valueSpecs.contains { !$0.names.isDisjoint(with: ["value", "phase"]) }
  }
}
