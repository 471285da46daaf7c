import DisplayModel
import Keyframes

/// How a progress view is drawn (SwiftUI's `ProgressViewStyle`): `makeBody(configuration:)` makes the
/// view from the part done and the labels; `ProgressView(configuration)` inside it draws iOS's own.
@MainActor @preconcurrency public protocol ProgressViewStyle {
  /// The view a progress view is drawn as.
  associatedtype Body: View
  /// The progress view drawn from its configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// The part done and the labels.
  typealias Configuration = ProgressViewStyleConfiguration
}

/// What a ``ProgressViewStyle`` draws a progress view from.
nonisolated public struct ProgressViewStyleConfiguration {
  /// The label, as a view.
  public typealias Label = StyleConfigurationLabel
  /// The label of the current value, as a view.
  public typealias CurrentValueLabel = StyleConfigurationLabel
  /// The part done, 0…1 (nil: not known).
  public let fractionCompleted: Double?
  /// The label, when there is one.
  public var label: Label?
  /// The label of the current value, when there is one.
  public var currentValueLabel: CurrentValueLabel?
}

/// A built-in progress view style: its look and its own tint (the older `init(tint:)`), drawn by the
/// progress view itself; its body is the progress view in that look.
protocol BuiltInProgressViewStyle: ProgressViewStyle {
  nonisolated var kind: ProgressStyleKind { get }
  nonisolated var tint: Color? { get }
}

extension BuiltInProgressViewStyle {
  /// The progress view in this look (``View/progressViewStyle(_:)`` applies the tint).
  public func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration).progressViewStyle(self)
  }
}

/// The spinner, with or without a value.
public struct CircularProgressViewStyle: BuiltInProgressViewStyle {
  nonisolated let tint: Color?
  nonisolated var kind: ProgressStyleKind { .circular }
  /// The spinner.
  nonisolated public init() { tint = nil }
  /// The spinner in `tint` (the older form).
  nonisolated public init(tint: Color) { self.tint = tint }
}
/// The bar.
public struct LinearProgressViewStyle: BuiltInProgressViewStyle {
  nonisolated let tint: Color?
  nonisolated var kind: ProgressStyleKind { .linear }
  /// The bar.
  nonisolated public init() { tint = nil }
  /// The bar in `tint` (the older form).
  nonisolated public init(tint: Color) { self.tint = tint }
}
/// The spinner without a value, the bar with one.
public struct DefaultProgressViewStyle: BuiltInProgressViewStyle {
  nonisolated var tint: Color? { nil }
  nonisolated var kind: ProgressStyleKind { .automatic }
  /// The platform's choice.
  nonisolated public init() {}
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// The spinner.
  nonisolated public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// The bar.
  nonisolated public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The spinner without a value, the bar with one.
  nonisolated public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

/// The built-in look progress views take (the environment's), unless a style of your own is set.
enum ProgressStyleKind { case automatic, circular, linear }

nonisolated extension View {
  /// Draws the progress views inside as `style` says: a built-in look, or your own style's body.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    let builtIn = style as? any BuiltInProgressViewStyle
    return environmentChange {
      $0.progressStyle = builtIn?.kind ?? $0.progressStyle
      $0.customProgressStyle = builtIn == nil ? AnyProgressViewStyle(style) : nil
      if let tint = builtIn?.tint { $0.tint = tint.resolved($0.colorScheme) }
    }
  }

}

/// iOS's spinner (`UIActivityIndicatorView`'s medium style): eight rounded spokes in a 20-point circle, each
/// 2 points wide from 4.5 to 9.5 points out; the lit spoke moves on clockwise every eighth of a second (a
/// turn a second), and the seven behind it fade to a quarter of its opacity. Apple publishes no drawing;
/// these are render-anim's reading of the control (docs/swift-views.md, Progress views).
nonisolated struct ProgressSpinner: View {
  static let spokes = 8
  static let stepDuration = 0.125
  let step: Int
  let tint: RGBAColor?

  /// The lit spoke at `t` on the render clock.
  static func step(at t: Double) -> Int {
    guard t.isFinite, t > 0 else { return 0 }
    return Int((t / stepDuration).rounded(.down)) % spokes
  }

  /// The opacity of a spoke `behind` steps after the lit one: 1, falling evenly to 0.25.
  static func opacity(behind: Int) -> Double { 1 - 0.75 * Double(behind) / Double(spokes - 1) }

  var body: some View {
    ZStack {
      ForEach(0..<Self.spokes, id: \.self) { i in
        Capsule()
          .fill(tint.map { Color($0) } ?? Color.secondary)
          .frame(width: 2, height: 5)
          .offset(y: -7)
          .rotationEffect(.degrees(Double(i) * 360 / Double(Self.spokes)))
          .opacity(Self.opacity(behind: (step - i + Self.spokes) % Self.spokes))
      }
    }
    .frame(width: 20, height: 20)
    .transaction { $0.animation = nil }
  }
}

/// iOS's bar (`UIProgressView`'s default style): a 4-point capsule of the system fill, the part done a capsule
/// of the tint from the leading edge; a change of value animates with its transaction.
nonisolated struct ProgressBar: View {
  let fraction: Double
  let tint: RGBAColor?
  var body: some View {
    ZStack(alignment: .leading) {
      Capsule().fill(Color(uiColor: .systemFill))
      LeadingCapsule(fraction: fraction).fill(tint.map { Color($0) } ?? Color.accentColor)
    }
    .frame(height: 4)
  }
}

/// A capsule `fraction` of its frame wide from the leading edge (animatable).
nonisolated struct LeadingCapsule: Shape {
  var fraction: Double
  var animatableData: Double {
    get { fraction }
    set { fraction = newValue }
  }
  func path(in rect: CGRect) -> Path {
    let width = rect.width * CGFloat(min(max(fraction, 0), 1))
    guard width > 0 else { return Path() }
    return Path(
      roundedRect: CGRect(x: rect.minX, y: rect.minY, width: width, height: rect.height),
      cornerRadius: min(width, rect.height) / 2)
  }
}
