import DisplayModel
import Foundation

/// The parts of a date a `DatePicker` shows (SwiftUI's `DatePickerComponents`).
nonisolated public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt
  /// Components from their raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The hour and the minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
  /// The day, month and year.
  public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// SwiftUI's `DatePicker`, drawn as iOS 17 draws its styles (docs/swift-views.md, Controls): the chosen
/// date in the locale's formats (`en_US` by default, the machine's time zone), on the render clock's
/// "today". Days of the graphical calendar can be tapped (`--tap 27`); nothing else is played.
nonisolated public struct DatePicker<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label
  let selection: Binding<Date>
  let components: DatePickerComponents

  /// A date picker over `selection` titled by `label`.
  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.selection = selection
    self.components = displayedComponents
  }
  /// A date picker within `range` (the range limits what a person could choose; it is not drawn).
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }
  /// A date picker from a first date on.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }
  /// A date picker up to a last date.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    let text = DatePickerText(
      date: selection.wrappedValue, now: RenderClock.date(context.time), locale: environment.values.locale)
    let title = environment.labelsHidden ? nil : AnyView(label)
    let body: AnyView
    switch environment.datePickerStyle ?? .compact {
    case .compact:
      body = AnyView(
        CompactDatePicker(
          title: title, date: components.contains(.date) ? text.date : nil,
          time: components.contains(.hourAndMinute) ? text.time : nil))
    case .graphical:
      let binding = selection
      body = AnyView(
        CalendarDatePicker(
          month: text.month(), tint: environment.tint.map { Color($0) } ?? .accentColor,
          time: components.contains(.hourAndMinute) ? text.time : nil, showsDate: components.contains(.date),
          choose: { binding.wrappedValue = text.moving(to: $0) }))
    case .wheel:
      body = AnyView(DateWheels(columns: text.wheelColumns(components)))
    }
    return try _DimmedWhenDisabled().resolve(
      content: body, path: path.appending("picker"), environment: environment, in: context)
  }
}

nonisolated extension DatePicker where Label == Text {
  /// A date picker with a title.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  /// A date picker with a title, within `range`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  /// A date picker with a title, from a first date on.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  /// A date picker with a title, up to a last date.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  /// A date picker titled with a string, as written.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }
}
