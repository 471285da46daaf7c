import Foundation
import Keyframes

/// A value in a scene: what an expression evaluates to, and what state holds.
public indirect enum SceneValue: Sendable, Equatable, CustomStringConvertible {
  /// A number: SwiftUI's `Double` or `CGFloat`.
  case number(Double)
  /// A `Bool`.
  case bool(Bool)
  /// A `String`.
  case string(String)
  /// An `Angle`.
  case angle(Angle)
  /// A `UnitPoint`: a point in a frame's unit coordinates.
  case unitPoint(UnitPoint)
  /// A `CGPoint`.
  case point(x: Double, y: Double)
  /// A `CGSize`.
  case size(width: Double, height: Double)
  /// A `Color`, as sRGB with straight alpha.
  case color(RGBAColor)
  /// An animation; `nil` is SwiftUI's "no animation".
  case animation(Animation?)
  /// A `Spring`.
  case spring(Spring)
  /// A `UnitCurve`.
  case unitCurve(UnitCurve)
  /// A keyframe of a keyframe track (`LinearKeyframe(…)` and the other kinds).
  case keyframe(KeyframeSpec)
  /// An `AnyTransition`.
  case transition(Transition)
  /// A stack layout (`AnyLayout(HStackLayout())`).
  case layout(StackLayout)
  /// A value with named fields: `value` of a keyframe animator, `phase` with properties.
  case record([String: SceneValue])

  /// The kind of value, for messages.
  public var kind: String {
    switch self {
    case .number: return "number"
    case .bool: return "Bool"
    case .string: return "String"
    case .angle: return "Angle"
    case .unitPoint: return "UnitPoint"
    case .point: return "CGPoint"
    case .size: return "CGSize"
    case .color: return "Color"
    case .animation: return "Animation"
    case .spring: return "Spring"
    case .unitCurve: return "UnitCurve"
    case .keyframe: return "keyframe"
    case .transition: return "AnyTransition"
    case .layout: return "AnyLayout"
    case .record: return "record"
    }
  }

  public var description: String {
    switch self {
    case .number(let x): return String(x)
    case .bool(let b): return String(b)
    case .string(let s): return "\"\(s)\""
    case .angle(let a): return ".radians(\(a.radians))"
    case .unitPoint(let p): return "UnitPoint(x: \(p.x), y: \(p.y))"
    case .point(let x, let y): return "CGPoint(x: \(x), y: \(y))"
    case .size(let w, let h): return "CGSize(width: \(w), height: \(h))"
    case .color(let c): return "Color(red: \(c.red), green: \(c.green), blue: \(c.blue), opacity: \(c.alpha))"
    case .animation(let a): return a.map(String.init(describing:)) ?? "nil"
    case .spring(let s): return "Spring(response: \(s.response), dampingRatio: \(s.dampingRatio))"
    case .unitCurve(let c): return "\(c)"
    case .keyframe(let k): return "\(k.kind)Keyframe(\(k.to))"
    case .transition(let t): return t.description
    case .layout(let l): return l.description
    case .record(let r): return "{" + r.keys.sorted().map { "\($0): \(r[$0]!)" }.joined(separator: ", ") + "}"
    }
  }

  /// The animatable components (numbers 1, angles in radians 1, points and sizes 2, colours 4 in linear
  /// light, premultiplied), or `nil` for values that do not animate.
  public var animatableComponents: [Double]? {
    switch self {
    case .number(let x): return [x]
    case .angle(let a): return [a.radians]
    case .point(let x, let y): return [x, y]
    case .size(let w, let h): return [w, h]
    case .unitPoint(let p): return [Double(p.x), Double(p.y)]
    case .color(let c): return c.linearPremultiplied
    case .layout(let l): return l.animatableComponents
    default: return nil
    }
  }

  /// The same kind of value with `components` (inverse of ``animatableComponents``).
  public func with(components c: [Double]) -> SceneValue {
    func at(_ i: Int) -> Double { i < c.count ? c[i] : 0 }
    switch self {
    case .number: return .number(at(0))
    case .angle: return .angle(.radians(at(0)))
    case .point: return .point(x: at(0), y: at(1))
    case .size: return .size(width: at(0), height: at(1))
    case .unitPoint: return .unitPoint(UnitPoint(x: at(0), y: at(1)))
    case .color: return .color(RGBAColor(linearPremultiplied: [at(0), at(1), at(2), at(3)]))
    default: return self
    }
  }
}

/// A keyframe written in a scene: `LinearKeyframe(1.0, duration: 0.36)` and friends.
public struct KeyframeSpec: Sendable, Equatable {
  /// The four SwiftUI keyframe kinds.
  public enum Kind: String, Sendable, Equatable {
    /// `LinearKeyframe`: moves to its value along its `timingCurve`.
    case linear = "Linear"
    /// `CubicKeyframe`: moves along a cubic curve, smooth through neighbouring cubic keyframes.
    case cubic = "Cubic"
    /// `SpringKeyframe`: moves towards its value with its `spring`.
    case spring = "Spring"
    /// `MoveKeyframe`: jumps to its value at once.
    case move = "Move"
  }
  /// Which of the four kinds the keyframe is.
  public var kind: Kind
  /// The value the keyframe moves to.
  public var to: SceneValue
  /// The keyframe's length in seconds; a spring keyframe without one lasts its spring's settling duration.
  public var duration: Double?
  /// The curve of a linear keyframe (default `.linear`).
  public var timingCurve: UnitCurve = .linear
  /// The velocity at the start of a cubic or spring keyframe, in units per second; `nil`: from the keyframes
  /// around it.
  public var startVelocity: SceneValue? = nil
  /// The velocity at the end of a cubic keyframe, in units per second; `nil`: from the keyframes around it.
  public var endVelocity: SceneValue? = nil
  /// The spring of a spring keyframe (default `Spring()`).
  public var spring: Spring = Spring()

  package init(
    kind: Kind, to: SceneValue, duration: Double? = nil, timingCurve: UnitCurve = .linear,
    startVelocity: SceneValue? = nil, endVelocity: SceneValue? = nil, spring: Spring = Spring()
  ) {
    (self.kind, self.to, self.duration, self.timingCurve) = (kind, to, duration, timingCurve)
    (self.startVelocity, self.endVelocity, self.spring) = (startVelocity, endVelocity, spring)
  }
}

extension SceneValue {
  /// A string, number or Bool as text shows it (`String(describing:)`, whole numbers without ".0"); nil
  /// for any other value.
  package var textValue: String? {
    switch self {
    case .string(let s): return s
    case .number(let x): return x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
    case .bool(let b): return String(b)
    default: return nil
    }
  }

  /// A colour, or a string that names one; nil for any other value.
  package var colorValue: RGBAColor? {
    switch self {
    case .color(let c): return c
    case .string(let s): return NamedColors.parse(s)
    default: return nil
    }
  }
}
