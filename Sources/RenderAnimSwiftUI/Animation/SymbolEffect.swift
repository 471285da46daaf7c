import DisplayModel
import Keyframes

/// An animation of an SF Symbol (SwiftUI's `SymbolEffect`): bounce, pulse, variable colour, scale,
/// appear and disappear, breathe, wiggle, rotate, replace. render-anim's symbols are one layer each, so an
/// effect moves the whole symbol (`.byLayer` is `.wholeSymbol`), and each effect is a keyframe motion of
/// the symbol's scale, opacity and angle played by the keyframe engine on the render clock
/// (docs/swift-views.md, Symbol effects).
public protocol SymbolEffect: Sendable {
  /// The motion of one run.
  var _motion: SymbolMotion { get }
}

/// An effect that plays when a value changes (`.symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that plays while it is active (`.symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that shows or hides the symbol (`appear`, `disappear`).
public protocol TransitionSymbolEffect: SymbolEffect {}
/// An effect that replaces one symbol with another (`contentTransition(.symbolEffect(.replace))`).
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// One run of a symbol effect: keyframes of the symbol's scale, opacity and angle (degrees), each track
/// starting from and returning to rest (1, 1, 0) unless the effect holds a state (`held`).
public struct SymbolMotion: Sendable, Equatable {
  /// One keyframe: the value and the time to reach it (a cubic keyframe, which arrives exactly).
  public struct Step: Sendable, Equatable {
    var to: Double
    var duration: Double
  }
  var scale: [Step] = []
  var opacity: [Step] = []
  var angle: [Step] = []
  /// A shift along `direction`, in shares of the symbol's size.
  var shift: [Step] = []
  var direction = SIMD2<Double>(1, 0)
  /// A variable colour run's progress through the symbol's variable parts, 0 → 1 (linear), and how it
  /// lights them.
  var variable: [Step] = []
  var coloring: VariableColorStyle? = nil
  /// The rest after a run before an indefinite effect runs again.
  var pause = 0.0
  /// A held state instead of a run (`scale`, `appear`, `disappear`): the pose while active.
  var held: SymbolPose? = nil
}

/// The pose an effect gives a symbol.
public struct SymbolPose: Sendable, Equatable {
  /// Scale about the centre.
  public var scale = 1.0
  /// Opacity.
  public var opacity = 1.0
  /// Rotation in degrees, clockwise.
  public var angle = 0.0
  /// How far a variable colour run is through the symbol's parts (0 and 1: at rest).
  public var variable = 0.0
  /// A shift along the effect's direction, in shares of the symbol's size.
  public var shift = 0.0
  /// At rest.
  public static let rest = SymbolPose()
}

/// `bounce`: a quick scale up (or down), an overshoot the other way and back to rest, half a second.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
  var peak = 1.2
  /// Grows, then settles (the default).
  public var up: BounceSymbolEffect {
    var e = self
    e.peak = 1.2
    return e
  }
  /// Shrinks, then settles.
  public var down: BounceSymbolEffect {
    var e = self
    e.peak = 0.8
    return e
  }
  /// Each layer in turn (one layer here: the whole symbol).
  public var byLayer: BounceSymbolEffect { self }
  /// The whole symbol at once.
  public var wholeSymbol: BounceSymbolEffect { self }
  public var _motion: SymbolMotion {
    SymbolMotion(
      scale: [
        .init(to: peak, duration: 0.15), .init(to: 1 - (peak - 1) / 4, duration: 0.2), .init(to: 1, duration: 0.2),
      ],
      pause: 0.6)
  }
}

/// `pulse`: the opacity falls to half and comes back, a second a run.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
  /// Each layer in turn (one layer here).
  public var byLayer: PulseSymbolEffect { self }
  /// The whole symbol.
  public var wholeSymbol: PulseSymbolEffect { self }
  public var _motion: SymbolMotion {
    SymbolMotion(opacity: [.init(to: 0.5, duration: 0.5), .init(to: 1, duration: 0.5)])
  }
}

/// How a variable colour run lights a symbol's variable parts.
public struct VariableColorStyle: Sendable, Equatable {
  /// One part at a time, else each part stays lit until the run ends.
  var iterative = true
  /// The parts not lit hidden, else dimmed.
  var hidesInactive = false
  /// Every other run goes back down the parts.
  var reversing = false
}

/// `variableColor`: the symbol's variable parts light in turn over a run of 1.2 s — one at a time
/// (`iterative`, the default here) or adding up (`cumulative`), the others dimmed (`dimInactiveLayers`, the
/// default) or hidden; `reversing` runs back down every other time. Only symbols with variable parts
/// (`data/sf-symbols/variable.tsv`) change, as on iOS only symbols with variable layers do.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
  var style = VariableColorStyle()
  /// One part after another.
  public var iterative: VariableColorSymbolEffect { with { $0.iterative = true } }
  /// The parts add up.
  public var cumulative: VariableColorSymbolEffect { with { $0.iterative = false } }
  /// Forth and back.
  public var reversing: VariableColorSymbolEffect { with { $0.reversing = true } }
  /// Forth only.
  public var nonReversing: VariableColorSymbolEffect { with { $0.reversing = false } }
  /// The parts not lit hidden.
  public var hideInactiveLayers: VariableColorSymbolEffect { with { $0.hidesInactive = true } }
  /// The parts not lit dimmed.
  public var dimInactiveLayers: VariableColorSymbolEffect { with { $0.hidesInactive = false } }
  private func with(_ change: (inout VariableColorStyle) -> Void) -> VariableColorSymbolEffect {
    var e = self
    change(&e.style)
    return e
  }
  public var _motion: SymbolMotion { SymbolMotion(variable: [.init(to: 1, duration: 1.2)], coloring: style) }
}

/// `scale`: the symbol grows (`.up`, 1.2) or shrinks (`.down`, 0.85) while active.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect {
  var factor = 1.2
  /// Larger.
  public var up: ScaleSymbolEffect {
    var e = self
    e.factor = 1.2
    return e
  }
  /// Smaller.
  public var down: ScaleSymbolEffect {
    var e = self
    e.factor = 0.85
    return e
  }
  /// Each layer (one here).
  public var byLayer: ScaleSymbolEffect { self }
  /// The whole symbol.
  public var wholeSymbol: ScaleSymbolEffect { self }
  public var _motion: SymbolMotion { SymbolMotion(held: SymbolPose(scale: factor)) }
}

/// `appear` (shown while active) and `disappear` (hidden while active): the symbol scales from or to half
/// its size as it fades.
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
  var appears: Bool
  /// Scales up as it comes.
  public var up: AppearSymbolEffect { self }
  /// Scales down as it comes.
  public var down: AppearSymbolEffect { self }
  /// Each layer (one here).
  public var byLayer: AppearSymbolEffect { self }
  /// The whole symbol.
  public var wholeSymbol: AppearSymbolEffect { self }
  public var _motion: SymbolMotion {
    SymbolMotion(held: appears ? .rest : SymbolPose(scale: 0.5, opacity: 0))
  }
}

/// `breathe`: a slow swell, to 1.1 and back over two seconds, while active.
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
  /// The swell alone.
  public var plain: BreatheSymbolEffect { self }
  /// The swell with a pulse of opacity.
  public var pulse: BreatheSymbolEffect { self }
  /// Each layer (one here).
  public var byLayer: BreatheSymbolEffect { self }
  /// The whole symbol.
  public var wholeSymbol: BreatheSymbolEffect { self }
  public var _motion: SymbolMotion { SymbolMotion(scale: [.init(to: 1.1, duration: 1), .init(to: 1, duration: 1)]) }
}

/// `wiggle`: a quick turn either way about the centre (15°), about 0.6 s a run; with a direction (`.left`,
/// `.up`, `.custom(angle:)`), a quick shift that way and back through the other (a tenth of the symbol's
/// size), in the same time. Apple publishes neither the amplitudes nor the timing: render-anim's estimates.
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
  var sign = 1.0
  /// The direction of a shifting wiggle in degrees (0: right, 90: down); nil for a turning one.
  var degrees: Double? = nil

  private func shifting(_ degrees: Double) -> WiggleSymbolEffect {
    var e = self
    e.degrees = degrees
    return e
  }
  private func turning(_ sign: Double) -> WiggleSymbolEffect {
    var e = self
    e.sign = sign
    e.degrees = nil
    return e
  }
  /// Shifts to the left first.
  public var left: WiggleSymbolEffect { shifting(180) }
  /// Shifts to the right first.
  public var right: WiggleSymbolEffect { shifting(0) }
  /// Shifts up first.
  public var up: WiggleSymbolEffect { shifting(270) }
  /// Shifts down first.
  public var down: WiggleSymbolEffect { shifting(90) }
  /// Shifts forward (in reading order) first.
  public var forward: WiggleSymbolEffect { right }
  /// Shifts backward first.
  public var backward: WiggleSymbolEffect { left }
  /// Turns clockwise first.
  public var clockwise: WiggleSymbolEffect { turning(1) }
  /// Turns counterclockwise first.
  public var counterClockwise: WiggleSymbolEffect { turning(-1) }
  /// Shifts along `angle` first (0°: to the right, measured clockwise as on the screen).
  public static func custom(angle: Angle) -> WiggleSymbolEffect { WiggleSymbolEffect().shifting(angle.degrees) }
  /// Each layer (one here).
  public var byLayer: WiggleSymbolEffect { self }
  /// The whole symbol.
  public var wholeSymbol: WiggleSymbolEffect { self }
  public var _motion: SymbolMotion {
    guard let degrees else {
      return SymbolMotion(
        angle: [
          .init(to: 15 * sign, duration: 0.15), .init(to: -15 * sign, duration: 0.3),
          .init(to: 0, duration: 0.15),
        ], pause: 0.6)
    }
    let radians = degrees * .pi / 180
    return SymbolMotion(
      shift: [.init(to: 0.1, duration: 0.15), .init(to: -0.1, duration: 0.3), .init(to: 0, duration: 0.15)],
      direction: SIMD2(cos(radians), sin(radians)), pause: 0.6)
  }
}

/// `rotate`: a full turn in a second (clockwise by default).
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
  var sign = 1.0
  /// Clockwise.
  public var clockwise: RotateSymbolEffect {
    var e = self
    e.sign = 1
    return e
  }
  /// Counterclockwise.
  public var counterClockwise: RotateSymbolEffect {
    var e = self
    e.sign = -1
    return e
  }
  /// Each layer (one here).
  public var byLayer: RotateSymbolEffect { self }
  /// The whole symbol.
  public var wholeSymbol: RotateSymbolEffect { self }
  public var _motion: SymbolMotion { SymbolMotion(angle: [.init(to: 360 * sign, duration: 1)]) }
}

/// `replace`: the new symbol scales up as the old one goes (a content transition): down-up by default, the
/// old symbol scaling down as it fades; up-up, scaling up as it fades; off-up, gone at once.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect {
  var replacement = SymbolReplacement.downUp
  /// The old symbol scales down as it fades.
  public var downUp: ReplaceSymbolEffect { with(.downUp) }
  /// The old symbol scales up as it fades.
  public var upUp: ReplaceSymbolEffect { with(.upUp) }
  /// The old symbol is removed at once.
  public var offUp: ReplaceSymbolEffect { with(.offUp) }
  /// Down-up (iOS 18's type property).
  public static var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect().downUp }
  /// Up-up (iOS 18's type property).
  public static var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect().upUp }
  /// Off-up (iOS 18's type property).
  public static var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect().offUp }

  private func with(_ replacement: SymbolReplacement) -> ReplaceSymbolEffect {
    var e = self
    e.replacement = replacement
    return e
  }
  /// Each layer (one here).
  public var byLayer: ReplaceSymbolEffect { self }
  /// The whole symbol.
  public var wholeSymbol: ReplaceSymbolEffect { self }
  public var _motion: SymbolMotion { SymbolMotion(held: SymbolPose(scale: 0.5, opacity: 0)) }
}

extension SymbolEffect where Self == BounceSymbolEffect {
  /// A bounce.
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
extension SymbolEffect where Self == PulseSymbolEffect {
  /// A pulse of opacity.
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
  /// Variable colour.
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
  /// A held scale.
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
extension SymbolEffect where Self == AppearSymbolEffect {
  /// Shown while active.
  public static var appear: AppearSymbolEffect { AppearSymbolEffect(appears: true) }
  /// Hidden while active.
  public static var disappear: AppearSymbolEffect { AppearSymbolEffect(appears: false) }
}
extension SymbolEffect where Self == BreatheSymbolEffect {
  /// A slow swell.
  public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
extension SymbolEffect where Self == WiggleSymbolEffect {
  /// A wiggle.
  public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}
extension SymbolEffect where Self == RotateSymbolEffect {
  /// A turn.
  public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}
extension SymbolEffect where Self == ReplaceSymbolEffect {
  /// A replacement.
  public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}
