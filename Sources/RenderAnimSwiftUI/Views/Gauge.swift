import DisplayModel

/// A value within a range, shown as its gauge style draws it (SwiftUI's `Gauge`, iOS 16): on iOS by
/// default a bar that fills from the leading edge (`.linearCapacity`), or the accessory styles' rings and
/// bars (docs/swift-views.md, Gauges).
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>:
  View, PrimitiveView
{
  public typealias Body = Never
  /// The value's place in the range, 0…1.
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: BoundsLabel?
  let maximumValueLabel: BoundsLabel?

  init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel?,
    minimumValueLabel: BoundsLabel?, maximumValueLabel: BoundsLabel?
  ) {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    let f = span > 0 ? Double(value - bounds.lowerBound) / span : 0
    fraction = f.isFinite ? min(max(f, 0), 1) : 0
    self.label = label
    self.currentValueLabel = currentValueLabel
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
  }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    let configuration = GaugeStyleConfiguration(
      value: fraction, label: .init(content: AnyView(label)),
      currentValueLabel: currentValueLabel.map { .init(content: AnyView($0)) },
      minimumValueLabel: minimumValueLabel.map { .init(content: AnyView($0)) },
      maximumValueLabel: maximumValueLabel.map { .init(content: AnyView($0)) })
    var env = environment
    let body: any View
    if let custom = environment.customGaugeStyle {
      env.customGaugeStyle = nil
      body = custom.makeBody(configuration)
    } else {
      body = GaugeLook(kind: environment.gaugeStyle, configuration: configuration, tint: environment.tint)
    }
    return try context.resolve(AnyView(body), path: path.appending("gauge"), environment: env)
  }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge of `value` in `bounds` with a label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    self.init(
      value: value, in: bounds, label: label(), currentValueLabel: nil, minimumValueLabel: nil, maximumValueLabel: nil)
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge of `value` in `bounds` with a label and a label of the current value.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: nil,
      maximumValueLabel: nil)
  }
}

extension Gauge where MarkedValueLabels == EmptyView {
  /// A gauge of `value` in `bounds` with a label, a label of the current value and labels of the bounds.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    self.init(
      value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(),
      minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
  }
}

extension Gauge where BoundsLabel == EmptyView {
  /// A gauge with labels at marked values; the marked labels are accepted and not drawn.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    self.init(
      value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: nil,
      maximumValueLabel: nil)
  }
}

extension Gauge {
  /// A gauge with every label; the marked labels are accepted and not drawn.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    self.init(
      value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(),
      minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
  }
}
