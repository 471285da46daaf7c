nonisolated extension AnyTransition {
  /// iOS 17's symbol-effect transition: the symbol scales up from nothing as it fades in, and scales
  /// down as it fades out (SF Symbols' appear and disappear, drawn whole: render-anim's symbols have one
  /// layer), with the change's animation as every transition here.
  public static var symbolEffect: AnyTransition { AnyTransition([Step(opacity: 0, scale: 0)]) }

  /// A symbol-effect transition with `effect` (`.appear`, `.disappear` and their directions): drawn as
  /// ``symbolEffect``, since both scale the whole symbol with its opacity.
  public static func symbolEffect<T: TransitionSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default
  ) -> AnyTransition {
    symbolEffect
  }
}
