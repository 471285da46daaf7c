import Foundation
import Keyframes
import RealModule
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// Everyday SwiftUI calls that public animation code makes, drawn as SwiftUI draws them (values by hand).
@Suite struct EverydayAPITests {
  let measurer = EstimatedTextMeasurer()

  func first(_ root: @escaping () -> any View) throws -> DisplayItem {
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test", options: ViewSceneOptions(size: Size(width: 100, height: 100)),
      measurer: measurer, root: root)
    return try #require(scene.displayList(at: 0, measurer: measurer).items.first)
  }

  func spec(_ item: DisplayItem) -> ShapeSpec? {
    if case .shape(let s) = item.content { return s }
    return nil
  }

  /// `stroke(lineWidth:)` and `stroke(style:)` outline the shape in the foreground style (black by default,
  /// the `.foregroundStyle` around it otherwise), with no fill.
  @Test func strokeWithoutAStyleUsesTheForeground() throws {
    let plain = try #require(spec(first { Circle().stroke(lineWidth: 4) }))
    #expect(
      plain.fill == nil && plain.strokeColor == RGBAColor(red: 0, green: 0, blue: 0, alpha: 1) && plain.lineWidth == 4)
    let tinted = try #require(
      spec(first { Circle().stroke(style: StrokeStyle(lineWidth: 3, lineCap: .round)).foregroundStyle(Color.red) }))
    // iOS's red, #FF3B30.
    #expect(
      tinted.strokeColor?.red == 1 && abs((tinted.strokeColor?.green ?? 0) - 59.0 / 255) < 1e-9 && tinted.lineWidth == 3
    )
    let border = try #require(spec(first { RoundedRectangle(cornerRadius: 8).strokeBorder(lineWidth: 2) }))
    #expect(border.strokeInside && border.lineWidth == 2)
  }

  /// `.background(LinearGradient(…))` (a gradient is a view and a shape style) compiles as in Xcode and
  /// paints the gradient behind the view; `Color`'s description is its sRGB hex.
  @Test func gradientBackgroundAndColorDescription() throws {
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test", options: ViewSceneOptions(size: Size(width: 100, height: 100)),
      measurer: measurer
    ) {
      Text("Hi").background(
        LinearGradient(gradient: Gradient(colors: [.blue, .red]), startPoint: .leading, endPoint: .trailing))
    }
    let items = try scene.displayList(at: 0, measurer: measurer).items
    #expect(items.count == 2 && spec(items[0])?.gradient?.stops.count == 2)
    #expect(Color(red: 1, green: 0.5, blue: 0).description == "#FF8000FF")
    // iOS 17's initialiser from a colour style, called with a colour.
    let tint = Color.blue
    let on = tint != .red
    #expect(Color(on ? tint : .red) == tint)
    #expect(String(Color(red: 0, green: 0, blue: 1, opacity: 0.5).description.prefix(7)) == "#0000FF")
  }

  /// `Angle` adds, subtracts and scales in place, as SwiftUI's does.
  @Test func angleArithmetic() {
    var a = Angle.degrees(10)
    a += .degrees(20)
    a -= .degrees(5)
    #expect(a.degrees.isApproximatelyEqual(to: 25, absoluteTolerance: 1e-12))
    #expect((a * 2).degrees.isApproximatelyEqual(to: 50, absoluteTolerance: 1e-12))
    #expect((2 * a / 4).degrees.isApproximatelyEqual(to: 12.5, absoluteTolerance: 1e-12))
  }

  /// `rotation3DEffect` takes SwiftUI's `CGFloat` axis: a tuple of CGFloats compiles and turns the view.
  @Test func rotation3DTakesCGFloatAxes() throws {
    let x: CGFloat = 1
    let zero: CGFloat = 0
    let item = try first {
      Color.red.frame(width: 40, height: 40).rotation3DEffect(.degrees(30), axis: (x: x, y: zero, z: zero))
    }
    #expect(item.projection != nil)
  }

  /// `EllipticalGradient` fills the frame's ellipse (radius fractions of the frame); the angular
  /// gradient's `angle:` initialiser is a full turn from that angle.
  @Test func ellipticalAndAngularGradients() throws {
    let elliptical = try #require(
      spec(first { Rectangle().fill(EllipticalGradient(colors: [Color.red, Color.blue])) }))
    guard case .elliptical(let c, let f0, let f1)? = elliptical.gradient?.kind else {
      Issue.record("not elliptical")
      return
    }
    #expect(c == .center && f0 == 0 && f1 == 0.5)
    let angular = try #require(
      spec(
        first { Circle().fill(AngularGradient(colors: [Color.red, Color.blue], center: .center, angle: .degrees(90))) })
    )
    guard case .angular(_, let a0, let a1)? = angular.gradient?.kind else {
      Issue.record("not angular")
      return
    }
    #expect(
      a0.isApproximatelyEqual(to: .pi / 2, absoluteTolerance: 1e-12)
        && a1.isApproximatelyEqual(to: .pi / 2 + 2 * .pi, absoluteTolerance: 1e-12))
  }

  /// iOS 17's `stroke(…).fill(style)` fills the shape over the stroke, as SwiftUI's `FillShapeView` draws
  /// its fill over its background (the stroked view it was made from: the stroke's outer half shows round
  /// the fill); `AnyShapeStyle` and the `ShapeStyle` statics paint as the style they stand for.
  @Test func strokeThenFillAndStyleStatics() throws {
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test", options: ViewSceneOptions(size: Size(width: 100, height: 100)),
      measurer: measurer
    ) {
      Circle().stroke(Color.blue, style: StrokeStyle(lineWidth: 6)).fill(
        .linearGradient(colors: [Color.red, Color.blue], startPoint: .top, endPoint: .bottom))
    }
    let shapes = try scene.displayList(at: 0, measurer: measurer).items.compactMap(spec)
    try #require(shapes.count == 2, "\(shapes)")
    #expect(shapes[0].strokeColor?.blue == 1 && shapes[0].lineWidth == 6 && shapes[0].fill == nil)
    #expect(shapes[1].strokeColor == nil && shapes[1].strokeGradient == nil)
    guard case .linear(let start, let end)? = shapes[1].gradient?.kind else {
      Issue.record("no gradient fill")
      return
    }
    #expect(start == .top && end == .bottom)
    let wrapped = try #require(spec(first { Rectangle().fill(AnyShapeStyle(Color.blue)) }))
    #expect(wrapped.fill?.blue == 1 && wrapped.fill?.red == 0)
  }

  /// `.position(x:y:)` puts the view's centre there in the space its parent offers: in the 100 × 100
  /// canvas, at (20, 70).
  @Test func positionPlacesTheCentre() throws {
    let item = try first { Circle().frame(width: 10, height: 10).position(x: 20, y: 70) }
    #expect(item.transform.x0 == 20 && item.transform.y0 == 70 && item.frameSize == Size(width: 10, height: 10))
  }

  /// `Rectangle().rotation(.degrees(90))` in a 40 × 20 frame: the outline turned a quarter about the
  /// centre (20, 10): the corner (0, 0) goes to (30, −10).
  @Test func rotatedShapeTurnsItsOutline() throws {
    let s = try #require(
      spec(first { Rectangle().rotation(.degrees(90)).fill(Color.green).frame(width: 40, height: 20) }))
    guard case .move(let x, let y)? = s.outline?.first else {
      Issue.record("no outline")
      return
    }
    #expect(
      x.isApproximatelyEqual(to: 30, absoluteTolerance: 1e-9)
        && y.isApproximatelyEqual(to: -10, absoluteTolerance: 1e-9))
  }
}

/// `@Environment` reads what `.environment(_:_:)` set above the view, its key's default otherwise; custom
/// `EnvironmentKey`s work like the built-in ones.
@Suite struct EnvironmentTests {
  let measurer = EstimatedTextMeasurer()

  struct Spacing: EnvironmentKey { static let defaultValue = 10.0 }

  struct Probe: View {
    @Environment(\.colorScheme) var scheme
    @Environment(\.spacing) var spacing
    var body: some View {
      Rectangle().fill(scheme == .dark ? Color.black : Color.white).frame(width: spacing, height: 10)
    }
  }

  func item(_ root: @escaping () -> any View) throws -> DisplayItem {
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test", options: ViewSceneOptions(size: Size(width: 100, height: 100)),
      measurer: measurer, root: root)
    return try #require(scene.displayList(at: 0, measurer: measurer).items.first)
  }

  func fill(_ item: DisplayItem) -> RGBAColor? {
    if case .shape(let s) = item.content { return s.fill }
    return nil
  }

  @Test func defaultsAndValuesSetAbove() throws {
    let plain = try item { Probe() }
    #expect(plain.frameSize.width == 10 && fill(plain)?.red == 1)
    let set = try item { Probe().environment(\.spacing, 30).preferredColorScheme(.dark) }
    #expect(set.frameSize.width == 30 && fill(set)?.red == 0)
  }

  struct Badge: EnvironmentKey { static let defaultValue: Double? = 20 }

  /// A key whose value is optional keeps its default until a view sets it, nil included: an iPhone's
  /// horizontal size class is `.compact` and its vertical one `.regular`; a custom key's default of 20 is 20
  /// wide, and 40 once set.
  struct SizeProbe: View {
    @Environment(\.horizontalSizeClass) var horizontal
    @Environment(\.verticalSizeClass) var vertical
    @Environment(\.badge) var badge
    var body: some View {
      let phone = horizontal == .compact && vertical == .regular
      Rectangle().fill(phone ? Color.black : Color.white).frame(width: badge ?? 5, height: 10)
    }
  }

  @Test func optionalValuesKeepTheirDefaults() throws {
    let plain = try item { SizeProbe() }
    #expect(plain.frameSize.width == 20 && fill(plain)?.red == 0)
    #expect(try item { SizeProbe().environment(\.badge, 40) }.frameSize.width == 40)
    #expect(try item { SizeProbe().environment(\.badge, nil) }.frameSize.width == 5)
    #expect(try fill(item { SizeProbe().environment(\.horizontalSizeClass, .regular) })?.red == 1)
  }
}

extension EnvironmentValues {
  var spacing: Double {
    get { self[EnvironmentTests.Spacing.self] }
    set { self[EnvironmentTests.Spacing.self] = newValue }
  }
  var badge: Double? {
    get { self[EnvironmentTests.Badge.self] }
    set { self[EnvironmentTests.Badge.self] = newValue }
  }
}

/// `trim(from:to:)` animates (a progress ring), on built-in and custom shapes alike: a built-in shape is
/// drawn from its kind cut to the range, a custom shape from its outline cut by the trim (`path(in:)` of a
/// trimmed shape is the cut outline, as SwiftUI's).
@Suite struct TrimAnimationTests {
  let measurer = EstimatedTextMeasurer()

  struct Wave: Shape {
    func path(in rect: CGRect) -> Path {
      Path { p in
        p.move(to: CGPoint(x: rect.minX, y: rect.midY))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
      }
    }
  }

  struct Ring: View {
    var custom: Bool
    @State var on = false
    var body: some View {
      Group {
        if custom {
          Wave().trim(from: 0, to: on ? 1 : 0.2).stroke(Color.blue, lineWidth: 4)
        } else {
          Circle().trim(from: 0, to: on ? 1 : 0.2).stroke(Color.blue, lineWidth: 4)
        }
      }
      .frame(width: 80, height: 80)
      .onAppear { withAnimation(.linear(duration: 1)) { on = true } }
    }
  }

  /// Linear from 0.2 to 1 over a second: 0.6 at 0.5 s (the line of the custom shape, 80 points long,
  /// ends 48 points from its start).
  @Test(arguments: [false, true])
  func trimAnimates(custom: Bool) throws {
    let s = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test", options: ViewSceneOptions(size: Size(width: 100, height: 100)),
      measurer: measurer
    ) { Ring(custom: custom) }
    func spec(_ t: Double) throws -> ShapeSpec? {
      guard case .shape(let s)? = try s.displayList(at: t, measurer: measurer).items.first?.content else { return nil }
      return s
    }
    if custom {
      let half = try #require(try spec(0.5))
      let outline = try #require(half.outline)
      #expect(outline.count == 2 && half.trim == 0...1)
      guard case .line(let x, _) = outline.last else {
        Issue.record("\(outline)")
        return
      }
      #expect(x.isApproximatelyEqual(to: 48, absoluteTolerance: 1e-9), "\(x)")
    } else {
      #expect(try spec(0.5)?.trim.upperBound.isApproximatelyEqual(to: 0.6, absoluteTolerance: 1e-9) == true)
    }
    #expect(try spec(1)?.trim == 0...1)
  }
}
