/// How a gauge is drawn (SwiftUI's `GaugeStyle`): `makeBody(configuration:)` makes the view from the
/// value and the labels.
@MainActor @preconcurrency public protocol GaugeStyle {
  /// The view a gauge is drawn as.
  associatedtype Body: View
  /// The gauge drawn from its configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// The value and the labels.
  typealias Configuration = GaugeStyleConfiguration
}

/// What a ``GaugeStyle`` draws a gauge from.
nonisolated public struct GaugeStyleConfiguration {
  /// The label, as a view.
  public typealias Label = StyleConfigurationLabel
  /// The label of the current value, as a view.
  public typealias CurrentValueLabel = StyleConfigurationLabel
  /// The label of a bound, as a view.
  public typealias MinimumValueLabel = StyleConfigurationLabel
  /// The label of a bound, as a view.
  public typealias MaximumValueLabel = StyleConfigurationLabel
  /// The value's place in the gauge's range, 0…1.
  public var value: Double
  /// The label.
  public var label: Label
  /// The label of the current value, when there is one.
  public var currentValueLabel: CurrentValueLabel?
  /// The label of the lower bound, when there is one.
  public var minimumValueLabel: MinimumValueLabel?
  /// The label of the upper bound, when there is one.
  public var maximumValueLabel: MaximumValueLabel?
}

/// The built-in looks (GaugeLook.swift).
enum GaugeStyleKind: Sendable {
  case linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity
}

/// A built-in gauge style, drawn by the gauge itself; its body is the gauge in that look.
protocol BuiltInGaugeStyle: GaugeStyle {
  nonisolated var kind: GaugeStyleKind { get }
}

extension BuiltInGaugeStyle {
  /// The gauge in this look.
  public func makeBody(configuration: Configuration) -> some View {
    GaugeLook(kind: kind, configuration: configuration, tint: nil)
  }
}

/// The platform's gauge: on iOS, ``LinearCapacityGaugeStyle``.
public struct DefaultGaugeStyle: BuiltInGaugeStyle {
  nonisolated var kind: GaugeStyleKind { .linearCapacity }
  /// The platform's choice.
  nonisolated public init() {}
}
/// A bar that fills from the leading edge.
public struct LinearCapacityGaugeStyle: BuiltInGaugeStyle {
  nonisolated var kind: GaugeStyleKind { .linearCapacity }
  /// The bar.
  nonisolated public init() {}
}
/// A thin bar with a marker at the value.
public struct AccessoryLinearGaugeStyle: BuiltInGaugeStyle {
  nonisolated var kind: GaugeStyleKind { .accessoryLinear }
  /// The bar with a marker.
  nonisolated public init() {}
}
/// A thin bar that fills from the leading edge.
public struct AccessoryLinearCapacityGaugeStyle: BuiltInGaugeStyle {
  nonisolated var kind: GaugeStyleKind { .accessoryLinearCapacity }
  /// The filling bar.
  nonisolated public init() {}
}
/// An open ring with a marker at the value.
public struct AccessoryCircularGaugeStyle: BuiltInGaugeStyle {
  nonisolated var kind: GaugeStyleKind { .accessoryCircular }
  /// The open ring.
  nonisolated public init() {}
}
/// A closed ring filled from the top to the value.
public struct AccessoryCircularCapacityGaugeStyle: BuiltInGaugeStyle {
  nonisolated var kind: GaugeStyleKind { .accessoryCircularCapacity }
  /// The closed ring.
  nonisolated public init() {}
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  /// The platform's gauge.
  nonisolated public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  /// A bar that fills from the leading edge.
  nonisolated public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  /// A thin bar with a marker at the value.
  nonisolated public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  /// A thin bar that fills from the leading edge.
  nonisolated public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
    AccessoryLinearCapacityGaugeStyle()
  }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// An open ring with a marker at the value.
  nonisolated public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  /// A closed ring filled from the top to the value.
  nonisolated public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}

nonisolated extension View {
  /// Draws the gauges inside as `style` says: a built-in look, or your own style's body.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    let builtIn = style as? any BuiltInGaugeStyle
    return environmentChange {
      $0.gaugeStyle = builtIn?.kind ?? $0.gaugeStyle
      $0.customGaugeStyle = builtIn == nil ? AnyGaugeStyle(style) : nil
    }
  }
}
