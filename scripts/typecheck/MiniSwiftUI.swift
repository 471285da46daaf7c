// The floor of `make bench`'s type-check measure (scripts/bench.sh, bench_typecheck): exactly the names
// scripts/typecheck/Chain.swift uses, one declaration each, returning `some View` as SwiftUI's modifiers
// do. Type-checking the chain against this module is the least any library with SwiftUI's names can cost;
// against RenderAnimSwiftUI it costs that plus what its overload sets and generic constraints add.
public protocol View { associatedtype Body: View; var body: Body { get } }
extension Never: View { public var body: Never { fatalError() } }
public protocol ShapeStyle {}
public protocol Shape: View {}
extension Shape { public var body: Never { fatalError() } }
@propertyWrapper public struct State<Value> {
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
}
public struct Modified<Content>: View { public var body: Never { fatalError() } }
public struct Text: View {
  public init(_ s: String) {}
  public var body: Never { fatalError() }
}
public struct Color: View, ShapeStyle {
  public static let blue = Color(), white = Color(), black = Color(), gray = Color(), red = Color()
  public static let green = Color(), clear = Color(), primary = Color(), orange = Color()
  public func opacity(_ o: Double) -> Color { self }
  public var body: Never { fatalError() }
}
extension ShapeStyle where Self == Color {
  public static var white: Color { .white }
  public static var red: Color { .red }
  public static var green: Color { .green }
  public static var primary: Color { .primary }
  public static var orange: Color { .orange }
}
public struct Capsule: Shape { public init() {} }
public struct Circle: Shape { public init() {} }
public struct RoundedRectangle: Shape { public init(cornerRadius: Double) {} }
public struct Rectangle: Shape { public init() {} }
extension Shape {
  public func stroke<S: ShapeStyle>(_ s: S, lineWidth: Double) -> some View { Modified<Self>() }
  public func fill<S: ShapeStyle>(_ s: S) -> some View { Modified<Self>() }
}
public struct Font { public static let title = Font() }
public struct Angle { public static func degrees(_ d: Double) -> Angle { Angle() } }
public struct UnitPoint { public static let topLeading = UnitPoint() }
public struct Alignment { public static let topTrailing = Alignment(), bottom = Alignment() }
public enum Edge { public struct Set { public static let horizontal = Set(), top = Set(), bottom = Set(), leading = Set() } }
public struct Animation {
  public static func spring(response: Double, dampingFraction: Double) -> Animation { Animation() }
  public static func easeInOut(duration: Double) -> Animation { Animation() }
}
public struct AnyTransition {
  public static let scale = AnyTransition(), opacity = AnyTransition()
  public func combined(with t: AnyTransition) -> AnyTransition { self }
}
public enum BlendMode { case normal }
extension Font { public enum Weight { case semibold } }
extension View {
  public func font(_ f: Font) -> some View { Modified<Self>() }
  public func foregroundStyle<S: ShapeStyle>(_ s: S) -> some View { Modified<Self>() }
  public func foregroundColor(_ c: Color) -> some View { Modified<Self>() }
  public func fontWeight(_ w: Font.Weight) -> some View { Modified<Self>() }
  public func padding(_ l: Double) -> some View { Modified<Self>() }
  public func padding(_ e: Edge.Set, _ l: Double) -> some View { Modified<Self>() }
  public func background<V: View>(_ v: V) -> some View { Modified<Self>() }
  public func background<V: View>(alignment: Alignment, _ v: () -> V) -> some View { Modified<Self>() }
  public func overlay<V: View>(_ v: V) -> some View { Modified<Self>() }
  public func overlay<V: View>(alignment: Alignment, _ v: () -> V) -> some View { Modified<Self>() }
  public func clipShape<S: Shape>(_ s: S) -> some View { Modified<Self>() }
  public func mask<V: View>(_ v: V) -> some View { Modified<Self>() }
  public func shadow(color: Color, radius: Double, x: Double, y: Double) -> some View { Modified<Self>() }
  public func shadow(radius: Double) -> some View { Modified<Self>() }
  public func scaleEffect(_ s: Double) -> some View { Modified<Self>() }
  public func scaleEffect(x: Double, y: Double) -> some View { Modified<Self>() }
  public func rotationEffect(_ a: Angle) -> some View { Modified<Self>() }
  public func rotationEffect(_ a: Angle, anchor: UnitPoint) -> some View { Modified<Self>() }
  public func rotation3DEffect(_ a: Angle, axis: (x: Double, y: Double, z: Double)) -> some View { Modified<Self>() }
  public func offset(x: Double, y: Double) -> some View { Modified<Self>() }
  public func offset(y: Double) -> some View { Modified<Self>() }
  public func opacity(_ o: Double) -> some View { Modified<Self>() }
  public func blur(radius: Double) -> some View { Modified<Self>() }
  public func frame(width: Double, height: Double) -> some View { Modified<Self>() }
  public func frame(width: Double) -> some View { Modified<Self>() }
  public func frame(height: Double) -> some View { Modified<Self>() }
  public func frame(maxWidth: Double) -> some View { Modified<Self>() }
  public func frame(minHeight: Double) -> some View { Modified<Self>() }
  public func animation<V: Equatable>(_ a: Animation, value: V) -> some View { Modified<Self>() }
  public func onTapGesture(_ action: @escaping () -> Void) -> some View { Modified<Self>() }
  public func brightness(_ b: Double) -> some View { Modified<Self>() }
  public func saturation(_ s: Double) -> some View { Modified<Self>() }
  public func contrast(_ c: Double) -> some View { Modified<Self>() }
  public func hueRotation(_ a: Angle) -> some View { Modified<Self>() }
  public func compositingGroup() -> some View { Modified<Self>() }
  public func border(_ c: Color, width: Double) -> some View { Modified<Self>() }
  public func cornerRadius(_ r: Double) -> some View { Modified<Self>() }
  public func zIndex(_ z: Double) -> some View { Modified<Self>() }
  public func allowsHitTesting(_ b: Bool) -> some View { Modified<Self>() }
  public func blendMode(_ m: BlendMode) -> some View { Modified<Self>() }
  public func transition(_ t: AnyTransition) -> some View { Modified<Self>() }
  public func id<H: Hashable>(_ h: H) -> some View { Modified<Self>() }
  public func disabled(_ b: Bool) -> some View { Modified<Self>() }
  public func accessibilityIdentifier(_ s: String) -> some View { Modified<Self>() }
  public func tint(_ c: Color) -> some View { Modified<Self>() }
}
