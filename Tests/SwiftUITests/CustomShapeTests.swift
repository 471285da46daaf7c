import Foundation
import RealModule
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// A custom `Shape`'s `path(in:)` is drawn at its frame's size, and its `animatableData` animates.
@Suite struct CustomShapeTests {
  /// A triangle whose apex moves along the top edge: `apex` 0 is the top-left corner, 1 the top-right.
  struct Triangle: Shape {
    var apex: Double
    var animatableData: Double {
      get { apex }
      set { apex = newValue }
    }
    func path(in rect: CGRect) -> Path {
      Path { p in
        p.move(to: CGPoint(x: rect.minX + rect.width * apex, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        p.closeSubpath()
      }
    }
  }

  struct Sail: View {
    @State var right = false
    var body: some View {
      Triangle(apex: right ? 1 : 0).fill(Color.red).frame(width: 80, height: 40)
        .onTapGesture { withAnimation(.linear(duration: 1)) { right = true } }
    }
  }

  @Test func outlineAtTheFrameSizeAnimates() throws {
    let m = EstimatedTextMeasurer()
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test",
      options: ViewSceneOptions(size: Size(width: 200, height: 200), taps: [ViewTap(target: nil, time: 0)]),
      measurer: m
    ) { Sail() }
    func apexX(_ t: Double) throws -> Double? {
      let item = try #require(
        scene.displayList(at: t, measurer: m).items.first {
          if case .shape = $0.content { return true }
          return false
        })
      guard case .shape(let spec) = item.content, case .move(let x, let y)? = spec.outline?.first else { return nil }
      #expect(y == 0 && item.frameSize == Size(width: 80, height: 40))
      #expect(spec.outline?[1] == .line(x: 80, y: 40) && spec.outline?.last == .close)
      return x
    }
    #expect(try apexX(0.5).map { $0.isApproximatelyEqual(to: 40, absoluteTolerance: 1e-6) } == true)
    #expect(try apexX(2) == 80)
  }

  /// `.clipShape` and `.mask` with a custom shape clip to its outline at the view's frame size.
  @Test func customClipsAndMasks() throws {
    let m = EstimatedTextMeasurer()
    func item(_ root: @escaping () -> any View) throws -> DisplayItem {
      let scene = try ViewScene.scene(
        file: "/tmp/Test.swift", text: "test", options: ViewSceneOptions(size: Size(width: 200, height: 200)),
        measurer: m, root: root)
      return try #require(scene.displayList(at: 0, measurer: m).items.first)
    }
    let triangle: [PathElement] = [.move(x: 50, y: 0), .line(x: 100, y: 60), .line(x: 0, y: 60), .close]
    let clipped = try item { Color.red.frame(width: 100, height: 60).clipShape(Triangle(apex: 0.5)) }
    #expect(clipped.effects.compactMap { if case .clip(let s) = $0.kind { s } else { nil } }.first?.outline == triangle)
    let masked = try item { Color.red.frame(width: 100, height: 60).mask { Triangle(apex: 0.5) } }
    #expect(masked.effects.compactMap { if case .mask(let s) = $0.kind { s } else { nil } }.first?.outline == triangle)
  }

  /// `Path` built directly is drawn as it is; the built-in shapes give their outlines to `path(in:)`.
  @Test func pathsAndBuiltInOutlines() {
    let r = CGRect(x: 0, y: 0, width: 100, height: 50)
    #expect(Rectangle().path(in: r).elements == PathElement.rect(x: 0, y: 0, width: 100, height: 50))
    #expect(Circle().path(in: r).elements == PathElement.ellipse(x: 25, y: 0, width: 50, height: 50))
    #expect(Capsule().path(in: r).elements == PathElement.roundedRect(x: 0, y: 0, width: 100, height: 50, radius: 25))
    var p = Path()
    p.addLines([CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4)])
    #expect(p.elements == [.move(x: 1, y: 2), .line(x: 3, y: 4)] && p.currentPoint == CGPoint(x: 3, y: 4))
  }

  /// `size`, `offset` and `scale` place a shape's outline in its frame; `Path.applying` keeps an arc an arc
  /// under a turn and makes Béziers of it under a stretch.
  @Test func transformedShapes() {
    let r = CGRect(x: 0, y: 0, width: 100, height: 50)
    #expect(
      Rectangle().size(width: 30, height: 20).path(in: r).elements
        == PathElement.rect(x: 0, y: 0, width: 30, height: 20))
    #expect(
      Rectangle().offset(x: 5, y: -2).path(in: r).elements == PathElement.rect(x: 5, y: -2, width: 100, height: 50))
    #expect(Rectangle().scale(0.5).path(in: r).elements == PathElement.rect(x: 25, y: 12.5, width: 50, height: 25))
    var arc = Path()
    arc.addArc(center: CGPoint(x: 10, y: 0), radius: 5, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    let turned = arc.applying(CGAffineTransform(rotationAngle: .pi / 2)).elements
    guard case .arc(let cx, let cy, let radius, let start, let end, false)? = turned.first else {
      Issue.record("\(turned)")
      return
    }
    #expect(
      abs(cx) < 1e-12 && abs(cy - 10) < 1e-12 && radius == 5 && abs(start - .pi / 2) < 1e-12 && abs(end - .pi) < 1e-12)
    let stretched = arc.applying(CGAffineTransform(scaleX: 2, y: 1)).elements
    // A line to the start (20 + 10, 0) and one quarter Bézier ending at (20, 5).
    #expect(stretched.first == .line(x: 30, y: 0))
    if case .curve(let x, let y, _, _, _, _)? = stretched.last {
      #expect(abs(x - 20) < 1e-12 && abs(y - 5) < 1e-12)
    } else {
      Issue.record("\(stretched)")
    }
  }
}
