import DisplayModel
import Keyframes

/// A progress indicator (SwiftUI's `ProgressView`), drawn as iOS 17 draws it (docs/swift-views.md,
/// Progress views): without a value, the spinner, turning on the render clock; with one, a bar the width
/// it is offered, 4 points tall, its fill in the tint over a track of the system fill. A label goes under
/// the spinner and over the bar.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
  public typealias Body = Never
  /// The part done, 0…1; nil: not known (the spinner).
  let fraction: Double?
  let label: Label?
  let currentValueLabel: CurrentValueLabel?

  init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
    self.fraction = fraction.map { $0.isFinite ? min(max($0, 0), 1) : 0 }
    self.label = label
    self.currentValueLabel = currentValueLabel
  }

  static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
    value.map { total > 0 ? Double($0) / Double(total) : 0 }
  }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    if let custom = environment.customProgressStyle {
      // A style of your own: its body, in which a progress view draws the built-in look again.
      var env = environment
      env.customProgressStyle = nil
      let configuration = ProgressViewStyleConfiguration(
        fractionCompleted: fraction, label: label.map { .init(content: AnyView($0)) },
        currentValueLabel: currentValueLabel.map { .init(content: AnyView($0)) })
      return try context.resolve(custom.makeBody(configuration), path: path.appending("style"), environment: env)
    }
    let linear: Bool
    switch environment.progressStyle {
    case .linear: linear = true
    case .circular: linear = false
    case .automatic: linear = fraction != nil
    }
    let tint = environment.tint
    let body: AnyView
    if linear {
      let bar = ProgressBar(fraction: fraction ?? 0, tint: tint)
      body = AnyView(
        VStack(alignment: .leading, spacing: 8) {
          if let label { label }
          bar
          if let currentValueLabel { currentValueLabel.font(.caption).foregroundStyle(.secondary) }
        })
    } else {
      let spinner = ProgressSpinner(step: ProgressSpinner.step(at: context.time), tint: tint)
      body = AnyView(
        VStack(spacing: 8) {
          spinner
          if let label { label.foregroundStyle(.secondary) }
        })
    }
    // The spinner's spokes are drawn as the render clock has them at this instant, not animated between
    // updates (as a keyframe animator's content is).
    var env = environment
    if !linear { env.direct = true }
    return try context.resolve(body, path: path.appending("progress"), environment: env)
  }
}

extension ProgressView
where
  Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
  /// The progress view a style was handed, drawn in the built-in look (or changed, `.tint(.red)`).
  public init(_ configuration: ProgressViewStyleConfiguration) {
    self.init(
      fraction: configuration.fractionCompleted, label: configuration.label,
      currentValueLabel: configuration.currentValueLabel)
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// The spinner.
  public init() { self.init(fraction: nil, label: nil, currentValueLabel: nil) }
  /// A bar at `value` of `total` (the spinner when `value` is nil).
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(fraction: Self.fraction(value, total), label: nil, currentValueLabel: nil)
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// The spinner with a label.
  public init(@ViewBuilder label: () -> Label) { self.init(fraction: nil, label: label(), currentValueLabel: nil) }
  /// A bar at `value` of `total` with a label.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: nil)
  }
}

extension ProgressView {
  /// A bar at `value` of `total` with a label and a label of the current value.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// The spinner with a title.
  public init(_ titleKey: LocalizedStringKey) {
    self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
  }
  /// The spinner with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {
    self.init(fraction: nil, label: Text(String(title)), currentValueLabel: nil)
  }
  /// A bar at `value` of `total` with a title.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.init(fraction: Self.fraction(value, total), label: Text(titleKey), currentValueLabel: nil)
  }
  /// A bar at `value` of `total` with a title.
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(fraction: Self.fraction(value, total), label: Text(String(title)), currentValueLabel: nil)
  }
}
