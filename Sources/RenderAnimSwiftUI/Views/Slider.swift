import DisplayModel

/// SwiftUI's `Slider`, drawn as iOS 17 draws it (docs/swift-views.md, Controls): 34 points tall and as
/// wide as it is offered, a 4-point track 3 points in from its ends, filled in the tint up to the value
/// and in the system fill after it, and a 27-point white thumb with a soft shadow whose edges stay inside
/// the slider. The label is not drawn (on iOS it names the slider for accessibility); the minimum and
/// maximum value labels stand at its sides.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
  public typealias Body = Never
  /// The value's place in its range, 0…1.
  let fraction: Double
  let minimumValueLabel: ValueLabel?
  let maximumValueLabel: ValueLabel?

  init<V: BinaryFloatingPoint>(value: V, bounds: ClosedRange<V>, minimum: ValueLabel?, maximum: ValueLabel?) {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    let f = span > 0 ? Double(value - bounds.lowerBound) / span : 0
    fraction = f.isFinite ? min(max(f, 0), 1) : 0
    minimumValueLabel = minimum
    maximumValueLabel = maximum
  }

  static var height: Double { 34 }
  static var thumb: Double { 27 }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    let tint = environment.tint.map { Color($0) } ?? Color.accentColor
    let f = fraction
    let track = GeometryReader { p in
      let travel = max(Double(p.size.width) - Self.thumb, 0)
      ZStack(alignment: .leading) {
        Capsule().fill(Color(named: "systemFill")).frame(height: 4).padding(.horizontal, 3)
        Capsule().fill(tint).frame(width: max(travel * f + Self.thumb / 2 - 3, 0), height: 4).offset(x: 3)
        Circle().fill(Color.white).frame(width: Self.thumb, height: Self.thumb)
          .shadow(color: Color(white: 0, opacity: 0.15), radius: 4, y: 3)
          .offset(x: travel * f, y: -1)
      }
      .frame(width: p.size.width, height: Self.height)
    }
    .frame(height: Self.height)
    let body = HStack(spacing: 12) {
      if let minimumValueLabel { minimumValueLabel }
      track
      if let maximumValueLabel { maximumValueLabel }
    }
    return try _DimmedWhenDisabled().resolve(
      content: body, path: path.appending("slider"), environment: environment, in: context)
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider over `bounds` (0…1 by default).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value.wrappedValue, bounds: bounds, minimum: nil, maximum: nil)
  }
  /// A slider over `bounds` in steps of `step` (drawn at the value).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value.wrappedValue, bounds: bounds, minimum: nil, maximum: nil)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider with a label (not drawn, as on iOS).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value.wrappedValue, bounds: bounds, minimum: nil, maximum: nil)
  }
  /// A slider with a label, in steps.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value.wrappedValue, bounds: bounds, minimum: nil, maximum: nil)
  }
}

extension Slider {
  /// A slider with a label and views at its minimum and maximum ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value.wrappedValue, bounds: bounds, minimum: minimumValueLabel(), maximum: maximumValueLabel())
  }
  /// A slider with a label and end views, in steps.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value.wrappedValue, bounds: bounds, minimum: minimumValueLabel(), maximum: maximumValueLabel())
  }
}

extension Slider {
  /// A slider with end views, its label last (the iOS 13 form, deprecated in SwiftUI and still compiled).
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value.wrappedValue, bounds: bounds, minimum: minimumValueLabel, maximum: maximumValueLabel)
  }
  /// A slider in steps with end views, its label last (the iOS 13 form).
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value.wrappedValue, bounds: bounds, minimum: minimumValueLabel, maximum: maximumValueLabel)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider with its label last (the iOS 13 form).
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value.wrappedValue, bounds: bounds, minimum: nil, maximum: nil)
  }
  /// A slider in steps with its label last (the iOS 13 form).
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value.wrappedValue, bounds: bounds, minimum: nil, maximum: nil)
  }
}
