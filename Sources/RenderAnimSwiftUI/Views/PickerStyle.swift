/// How a `Picker` is drawn (SwiftUI's `PickerStyle`).
nonisolated public protocol PickerStyle {
  /// The look it stands for.
  var _kind: PickerStyleKind { get }
}

/// The looks a picker is drawn with (docs/swift-views.md, Controls).
nonisolated public enum PickerStyleKind: Sendable, Equatable {
  /// The chosen option's label with up-and-down chevrons: in the tint, or in a form's row at the trailing
  /// edge in the secondary colour after the picker's title.
  case menu
  /// iOS's segmented control.
  case segmented
  /// The wheel: the chosen option in the middle of its neighbours.
  case wheel
  /// A form's row leading to the options: title, chosen option and a chevron.
  case navigationLink
  /// In a form, each option a row of its own with a checkmark on the chosen one (elsewhere a menu).
  case inline
}

/// The platform's picker style (a menu on iOS).
nonisolated public struct DefaultPickerStyle: PickerStyle {
  /// The default style.
  public init() {}
  public var _kind: PickerStyleKind { .menu }
}
/// A menu of the options.
nonisolated public struct MenuPickerStyle: PickerStyle {
  /// The menu style.
  public init() {}
  public var _kind: PickerStyleKind { .menu }
}
/// iOS's segmented control.
nonisolated public struct SegmentedPickerStyle: PickerStyle {
  /// The segmented style.
  public init() {}
  public var _kind: PickerStyleKind { .segmented }
}
/// The wheel.
nonisolated public struct WheelPickerStyle: PickerStyle {
  /// The wheel style.
  public init() {}
  public var _kind: PickerStyleKind { .wheel }
}
/// The options inline in a form: a row each, the chosen one checked.
nonisolated public struct InlinePickerStyle: PickerStyle {
  /// The inline style.
  public init() {}
  public var _kind: PickerStyleKind { .inline }
}
/// A row that leads to the options.
nonisolated public struct NavigationLinkPickerStyle: PickerStyle {
  /// The navigation link style.
  public init() {}
  public var _kind: PickerStyleKind { .navigationLink }
}
/// A palette of the options (drawn segmented).
nonisolated public struct PalettePickerStyle: PickerStyle {
  /// The palette style.
  public init() {}
  public var _kind: PickerStyleKind { .segmented }
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The platform's style.
  nonisolated public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
  /// A menu.
  nonisolated public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
  /// The segmented control.
  nonisolated public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
  /// The wheel.
  nonisolated public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
  /// Inline options.
  nonisolated public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A row leading to the options.
  nonisolated public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle {
  /// A palette.
  nonisolated public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

nonisolated extension View {
  /// Draws the pickers inside in `style`.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    environmentChange { $0.pickerStyle = style._kind }
  }

  /// The value a picker's option stands for (`Picker` chooses the option whose tag is its selection).
  public func tag<V: Hashable>(_ tag: V) -> some View { annotate { node, _ in node.tag = AnyHashable(tag) } }
}
