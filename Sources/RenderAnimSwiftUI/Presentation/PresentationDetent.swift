import DisplayModel

/// A height a sheet rests at (SwiftUI's `PresentationDetent`).
nonisolated public struct PresentationDetent: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case large, medium
    case fraction(Double)
    case height(Double)
  }
  let kind: Kind
  /// The full height: the sheet's top 10 points below the top of the safe area.
  public static let large = PresentationDetent(kind: .large)
  /// Half the height of the screen's safe area.
  public static let medium = PresentationDetent(kind: .medium)
  /// A fraction of the height of the screen's safe area.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .fraction(Double(fraction)))
  }
  /// A height in points (the safe area's bottom inset below it, as on iOS).
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .height(Double(height)))
  }

  /// The sheet's height in a screen whose safe area is `safeHeight` tall.
  func height(in safeHeight: Double) -> Double {
    switch kind {
    case .large: return safeHeight - PresentationOptions.largeTopGap
    case .medium: return safeHeight / 2
    case .fraction(let f): return min(max(f, 0), 1) * safeHeight
    case .height(let h): return min(max(h, 0), safeHeight)
    }
  }
}

/// What a sheet's content asks of the sheet it is in (`.presentationDetents`,
/// `.presentationDragIndicator`, `.presentationCornerRadius`, `.presentationBackground`), handed up as a
/// preference.
nonisolated struct PresentationOptions {
  var detents: Set<PresentationDetent>? = nil
  var dragIndicator: Visibility? = nil
  var cornerRadius: Double? = nil
  /// What fills the sheet behind its content (`presentationBackground`), in the sheet's shape.
  var background: AnyView? = nil

  /// The gap between the top of the safe area and a large sheet.
  static let largeTopGap = 10.0
  /// iOS 17's sheet corners.
  static let defaultCornerRadius = 10.0

  /// The detent the sheet is shown at: the smallest of those given (large when none).
  var detent: PresentationDetent {
    guard let detents, !detents.isEmpty else { return .large }
    return detents.min { $0.height(in: 1000) < $1.height(in: 1000) }!
  }
}

nonisolated struct PresentationOptionsKey: PreferenceKey {
  static var defaultValue: PresentationOptions { PresentationOptions() }
  static func reduce(value: inout PresentationOptions, nextValue: () -> PresentationOptions) {
    let next = nextValue()
    value.detents = value.detents ?? next.detents
    value.dragIndicator = value.dragIndicator ?? next.dragIndicator
    value.cornerRadius = value.cornerRadius ?? next.cornerRadius
    value.background = value.background ?? next.background
  }
}

nonisolated extension View {
  /// The heights the sheet this view is in rests at; it is shown at the smallest.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    presentationOption { $0.detents = $0.detents ?? detents }
  }
  /// The heights the sheet rests at, and the one chosen (shown at the chosen one).
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View {
    presentationOption { $0.detents = $0.detents ?? [selection.wrappedValue] }
  }
  /// Whether the sheet shows its grabber (hidden by default, as for a sheet with one detent).
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    presentationOption { $0.dragIndicator = $0.dragIndicator ?? visibility }
  }
  /// The radius of the sheet's top corners (nil: iOS's 10 points).
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    presentationOption { $0.cornerRadius = $0.cornerRadius ?? cornerRadius.map(Double.init) }
  }
  /// What the sheet is filled with behind this view: a colour, a gradient or a material.
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    let fill = AnyView(Rectangle().fill(style))
    return presentationOption { $0.background = $0.background ?? fill }
  }
  /// A view behind the sheet's content, as large as the sheet and placed in it by `alignment` (iOS 16.4).
  public func presentationBackground<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    let view = AnyView(content().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment))
    return presentationOption { $0.background = $0.background ?? view }
  }
  /// Accepted: nothing is dragged in a render.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
  /// Accepted: the view behind a sheet is not interacted with in a render.
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }
  /// Accepted: a popover is a sheet on an iPhone, as iOS adapts it.
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }
  /// Accepted: a sheet's content does not scroll in a render.
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }

  private func presentationOption(_ change: @escaping (inout PresentationOptions) -> Void) -> some View {
    transformPreference(PresentationOptionsKey.self, change)
  }
}

/// Whether the views behind a sheet can be used (SwiftUI's `PresentationBackgroundInteraction`).
nonisolated public struct PresentationBackgroundInteraction: Sendable {
  let name: String
  /// The system's choice.
  public static let automatic = PresentationBackgroundInteraction(name: "automatic")
  /// The views behind are used.
  public static let enabled = PresentationBackgroundInteraction(name: "enabled")
  /// The views behind are used while the sheet is at or below `detent`.
  public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
    PresentationBackgroundInteraction(name: "enabled")
  }
  /// The views behind are not used.
  public static let disabled = PresentationBackgroundInteraction(name: "disabled")
}

/// How a presentation adapts to a compact screen (SwiftUI's `PresentationAdaptation`).
nonisolated public struct PresentationAdaptation: Sendable {
  let name: String
  /// The system's choice.
  public static let automatic = PresentationAdaptation(name: "automatic")
  /// Not adapted.
  public static let none = PresentationAdaptation(name: "none")
  /// A popover.
  public static let popover = PresentationAdaptation(name: "popover")
  /// A sheet.
  public static let sheet = PresentationAdaptation(name: "sheet")
  /// A full-screen cover.
  public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// Whether a sheet's content scrolls or resizes the sheet (SwiftUI's `PresentationContentInteraction`).
nonisolated public struct PresentationContentInteraction: Sendable {
  let name: String
  /// The system's choice.
  public static let automatic = PresentationContentInteraction(name: "automatic")
  /// A swipe resizes the sheet.
  public static let resizes = PresentationContentInteraction(name: "resizes")
  /// A swipe scrolls the content.
  public static let scrolls = PresentationContentInteraction(name: "scrolls")
}
