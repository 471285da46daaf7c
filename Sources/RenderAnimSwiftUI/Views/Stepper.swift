import DisplayModel

/// SwiftUI's `Stepper`: its title, then iOS's − and + buttons (tappable as `TITLE -` and `TITLE +`, where a
/// label that is one `Text` is the title). A
/// button that can do nothing (the bound value at an end of its range, or no closure) is dimmed and does
/// nothing when tapped, as on iOS. A tap is one instant: `onEditingChanged` hears `true`, then `false`.
nonisolated public struct Stepper<Label: View>: View {
  let label: Label
  let id: String
  let increment: (() -> Void)?
  let decrement: (() -> Void)?
  let editingChanged: (Bool) -> Void

  /// A stepper that calls `onIncrement` and `onDecrement` (a nil closure dims its button).
  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.init(label(), id: "", onIncrement, onDecrement, onEditingChanged)
  }

  /// A stepper over a bound value, by `step`, without bounds.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.init(label(), id: "", Self.steps(value, step: step, in: nil), onEditingChanged)
  }

  /// A stepper over a bound value within `bounds`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.init(label(), id: "", Self.steps(value, step: step, in: bounds), onEditingChanged)
  }

  init(
    _ label: Label, id: String, _ increment: (() -> Void)?, _ decrement: (() -> Void)?,
    _ editingChanged: @escaping (Bool) -> Void
  ) {
    self.label = label
    self.id = id
    self.increment = increment
    self.decrement = decrement
    self.editingChanged = editingChanged
  }

  init(
    _ label: Label, id: String, _ steps: (up: (() -> Void)?, down: (() -> Void)?),
    _ editingChanged: @escaping (Bool) -> Void
  ) {
    self.init(label, id: id, steps.up, steps.down, editingChanged)
  }

  /// The closures that step `value` up and down by `step`, clamped to `bounds`; at an end of the bounds,
  /// that end's closure is nil (its button is dimmed).
  static func steps<V: Strideable>(
    _ value: Binding<V>, step: V.Stride, in bounds: ClosedRange<V>?
  ) -> (up: (() -> Void)?, down: (() -> Void)?) {
    let now = value.wrappedValue
    let up: (() -> Void)? =
      bounds.map { now >= $0.upperBound } == true
      ? nil
      : {
        let next = value.wrappedValue.advanced(by: step)
        value.wrappedValue = bounds.map { Swift.min(next, $0.upperBound) } ?? next
      }
    let down: (() -> Void)? =
      bounds.map { now <= $0.lowerBound } == true
      ? nil
      : {
        let next = value.wrappedValue.advanced(by: -step)
        value.wrappedValue = bounds.map { Swift.max(next, $0.lowerBound) } ?? next
      }
    return (up, down)
  }

  public var body: some View {
    // A label of a text names the buttons as a title does.
    let name = id.isEmpty ? (label as? Text)?.string ?? "" : id
    return HStack {
      label
      Spacer()
      HStack(spacing: 0) {
        button("minus", width: 47, decrement, name: name + " -")
        Rectangle().fill(Color(white: 0.78)).frame(width: 1, height: 18)
        button("plus", width: 46, increment, name: name + " +")
      }
      .background(Color(red: 0.463, green: 0.463, blue: 0.502, opacity: 0.12), in: RoundedRectangle(cornerRadius: 8))
      // A UIStepper: one picture, which the opacity and shadows around it apply to whole.
      .compositingGroup()
      .modifier(_DimmedWhenDisabled())
    }
  }

  private func button(_ symbol: String, width: Double, _ action: (() -> Void)?, name: String) -> some View {
    let changed = editingChanged
    return Image(systemName: symbol).font(.system(size: 17))
      .foregroundStyle(action == nil ? Color(named: "tertiaryLabel") : Color.primary)
      .frame(width: width, height: 32)
      .onTapGesture {
        guard let action else { return }
        changed(true)
        action()
        changed(false)
      }
      .accessibilityIdentifier(name)
  }
}

extension Stepper where Label == Text {
  /// A stepper with a text title, from a literal, that calls `onIncrement` and `onDecrement`.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    let title = Text(titleKey).string
    self.init(Text(title), id: title, onIncrement, onDecrement, onEditingChanged)
  }
  /// A stepper with a text title, as written, that calls `onIncrement` and `onDecrement`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(Text(title), id: String(title), onIncrement, onDecrement, onEditingChanged)
  }
  /// A stepper with a text title, from a literal, over a bound value without bounds.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    let title = Text(titleKey).string
    self.init(Text(title), id: title, Self.steps(value, step: step, in: nil), onEditingChanged)
  }
  /// A stepper with a text title, as written, over a bound value without bounds.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(Text(title), id: String(title), Self.steps(value, step: step, in: nil), onEditingChanged)
  }
  /// A stepper with a text title, from a literal, over a bound value within `bounds`.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    let title = Text(titleKey).string
    self.init(Text(title), id: title, Self.steps(value, step: step, in: bounds), onEditingChanged)
  }
  /// A stepper with a text title, as written, over a bound value within `bounds`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(Text(title), id: String(title), Self.steps(value, step: step, in: bounds), onEditingChanged)
  }
}
