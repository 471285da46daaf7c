/// How a `DatePicker` is drawn (SwiftUI's `DatePickerStyle`).
nonisolated public protocol DatePickerStyle {
  /// The look it stands for.
  var _kind: DatePickerStyleKind { get }
}

/// The looks a date picker is drawn with (docs/swift-views.md, Controls).
nonisolated public enum DatePickerStyleKind: Sendable, Equatable {
  /// The title, then the date and the time each in a pill of the tertiary fill.
  case compact
  /// A month's calendar with the chosen day marked, and a row for the time.
  case graphical
  /// Wheels of the components.
  case wheel
}

/// The platform's date picker style (compact on iOS).
nonisolated public struct DefaultDatePickerStyle: DatePickerStyle {
  /// The default style.
  public init() {}
  public var _kind: DatePickerStyleKind { .compact }
}
/// The title and the chosen date and time in pills.
nonisolated public struct CompactDatePickerStyle: DatePickerStyle {
  /// The compact style.
  public init() {}
  public var _kind: DatePickerStyleKind { .compact }
}
/// A calendar.
nonisolated public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// The graphical style.
  public init() {}
  public var _kind: DatePickerStyleKind { .graphical }
}
/// Wheels.
nonisolated public struct WheelDatePickerStyle: DatePickerStyle {
  /// The wheel style.
  public init() {}
  public var _kind: DatePickerStyleKind { .wheel }
}

nonisolated extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The platform's style (compact on iOS).
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
nonisolated extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// The title and the chosen date and time in pills.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
nonisolated extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A calendar.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
nonisolated extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// Wheels.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

nonisolated extension View {
  /// How date pickers inside are drawn.
  public func datePickerStyle(_ style: some DatePickerStyle) -> some View {
    environmentChange { $0.datePickerStyle = style._kind }
  }
  /// Hides the titles of controls inside (toggles, pickers, date pickers, steppers, sliders): only the
  /// control is drawn.
  public func labelsHidden() -> some View { environmentChange { $0.labelsHidden = true } }
}
