import DisplayModel
import Keyframes

/// How progress views inside are drawn (SwiftUI's built-in `ProgressViewStyle`s).
nonisolated public protocol ProgressViewStyle {}

/// The spinner, with or without a value.
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
  /// The spinner.
  public init() {}
}
/// The bar.
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
  /// The bar.
  public init() {}
}
/// The spinner without a value, the bar with one.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
  /// The platform's choice.
  public init() {}
}

nonisolated extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// The spinner.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
nonisolated extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// The bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
nonisolated extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The spinner without a value, the bar with one.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

/// The style progress views take (the environment's).
enum ProgressStyleKind { case automatic, circular, linear }

nonisolated extension View {
  /// Draws the progress views inside as `style` says.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    let kind: ProgressStyleKind =
      style is CircularProgressViewStyle ? .circular : style is LinearProgressViewStyle ? .linear : .automatic
    return environmentChange { $0.progressStyle = kind }
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
