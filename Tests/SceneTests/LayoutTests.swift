import Foundation
import Keyframes
import RealModule
import SceneFormat
import Testing

/// Stacks, frame/padding, matched geometry and geometryGroup against hand-derived frames (issue 9).
@Suite struct LayoutTests {
  let m = EstimatedTextMeasurer()
  /// The centres of a stack's three children (red 60×60, green 90×60, blue 60×60 with padding 6: 72×72)
  /// relative to the stack's centre, under `layout`, with the blue one at `presence` of its insertion.
  func centres(_ layout: String, blueHalfInserted: Bool = false) throws -> [(x: Double, y: Double)] {
    let scene = try runtimeScene(
      text: """
        size: [400, 400]
        fps: 10
        state: { blue: \(!blueHalfInserted) }
        events: [{ at: 0, withAnimation: ".linear(duration: 1)", set: { blue: true } }]
        layers:
          - layout: "\(layout)"
            group:
              - { shape: rectangle, fill: .red, modifiers: [ frame: [60, 60] ] }
              - { shape: rectangle, fill: .green, modifiers: [ frame: [90, 60] ] }
              - { shape: circle, fill: .blue, if: blue, modifiers: [ frame: [60, 60], padding: 6 ] }
        """)
    let list = try scene.displayList(at: blueHalfInserted ? 0.5 : 0, measurer: m)
    guard case .group(let kids) = list.items[0].content else { return [] }
    let stack = list.items[0].transform
    return kids.map { ($0.transform.x0 + stack.x0 - 200, $0.transform.y0 + stack.y0 - 200) }
  }

  @Test func hStackPlacesChildrenSideBySide() throws {
    // Length 60 + 90 + 72 + 2 × 12 = 246; centres −123 + 30, −123 + 72 + 45, −123 + 174 + 36.
    let c = try centres("AnyLayout(HStackLayout(spacing: 12))")
    #expect(c.map(\.x) == [-93, -6, 87] && c.map(\.y) == [0, 0, 0], "\(c)")
  }

  @Test func vStackAlignsLeading() throws {
    // Length 60 + 60 + 72 + 16 = 208; leading edges at −45 (the widest child is 90).
    let c = try centres("AnyLayout(VStackLayout(alignment: .leading, spacing: 8))")
    #expect(c.map(\.y) == [-74, -6, 68] && c.map(\.x) == [-15, 0, -9], "\(c)")
  }

  @Test func zStackAlignsTopTrailing() throws {
    let c = try centres("AnyLayout(ZStackLayout(alignment: .topTrailing))")
    #expect(c.map(\.x) == [15, 0, 9] && c.map(\.y) == [-6, -6, 0], "\(c)")
  }

  /// As SwiftUI inserts a view in a stack, the blue child takes its whole place at once (docs/architecture.md,
  /// Layout that animates) and the others move over under the animation: half way, the red one is half way
  /// from −51 (two children: length 60 + 90 + 12 = 162) to −93.
  @Test func anInsertedChildTakesItsPlaceAsTheOthersMove() throws {
    let c = try centres("AnyLayout(HStackLayout(spacing: 12))", blueHalfInserted: true)
    #expect(c.first.map { $0.x.isApproximatelyEqual(to: (-51 + -93) / 2) } == true, "\(c)")
  }

  static let switcher = """
    size: [400, 400]
    fps: 10
    state: { horizontal: true }
    events:
      - { at: 0, withAnimation: ".linear(duration: 1)", set: { horizontal: false } }
    layers:
      - layout: "horizontal ? AnyLayout(HStackLayout(spacing: 12)) : \
    AnyLayout(VStackLayout(alignment: .leading, spacing: 12))"
        group:
          - { shape: rectangle, fill: .red, modifiers: [ frame: [60, 60] ] }
          - { shape: rectangle, fill: .green, modifiers: [ frame: [90, 60] ] }
          - { shape: circle, fill: .blue, modifiers: [ frame: [60, 60], padding: 6 ] }
    """

  @Test func switchingLayoutsMovesEachChildOnAStraightLine() throws {
    let scene = try runtimeScene(text: Self.switcher)
    func centres(_ t: Double) throws -> [(Double, Double)] {
      guard case .group(let kids) = try scene.displayList(at: t, measurer: m).items[0].content else { return [] }
      return kids.map { ($0.transform.x0, $0.transform.y0) }
    }
    // HStack (spacing 12): x −93, −6, 87. VStack leading (spacing 12): length 216, y −78, −6, 72; x −15, 0, −9.
    let mid = try centres(0.25)
    let expected = [(-93.0, 0.0, -15.0, -78.0), (-6, 0, 0, -6), (87, 0, -9, 72)]
    for (c, e) in zip(mid, expected) {
      #expect(
        c.0.isApproximatelyEqual(to: e.0 + (e.2 - e.0) * 0.25)
          && c.1.isApproximatelyEqual(to: e.1 + (e.3 - e.1) * 0.25),
        "\(c) vs \(e)")
    }
    // Shapes take the size of their frame modifier.
    guard case .group(let kids) = try scene.displayList(at: 1, measurer: m).items[0].content else { return }
    #expect(kids[1].frameSize == Size(width: 90, height: 60))
  }

  static let hero = """
    size: [400, 300]
    fps: 10
    state: { expanded: false, tab: 0 }
    events:
      - { at: 0.3, withAnimation: ".linear(duration: 1)", set: { expanded: true, tab: 2 } }
    layers:
      - { id: thumb, shape: rectangle, frame: [80, 60], position: [70, 230], if: "!expanded",
          modifiers: [ matchedGeometryEffect: { id: card, in: hero } ] }
      - { id: detail, shape: rectangle, frame: [300, 180], position: [200, 130], if: expanded,
          modifiers: [ matchedGeometryEffect: { id: card, in: hero } ] }
      - { id: t0, shape: rectangle, frame: [50, 6], position: [230, 270], \
    modifiers: [ matchedGeometryEffect: { id: 0, in: tabs } ] }
      - { id: t2, shape: rectangle, frame: [70, 6], position: [360, 270], \
    modifiers: [ matchedGeometryEffect: { id: 2, in: tabs } ] }
      - { id: line, shape: rectangle, frame: [10, 6], \
    modifiers: [ matchedGeometryEffect: { id: tab, in: tabs, isSource: false } ] }
    """

  @Test func matchedFramesInterpolateBetweenTheTwoLayers() throws {
    let list = try runtimeScene(text: Self.hero).displayList(at: 0.55, measurer: m)
    func item(_ id: String) throws -> DisplayItem { try #require(list.items.first { $0.id == id }) }
    // A quarter of the way: centre (70 + 0.25 × 130, 230 − 0.25 × 100), size (80 + 0.25 × 220, 60 + 0.25 × 120).
    let detail = try item("detail")
    let thumb = try item("thumb")
    for i in [detail, thumb] {
      #expect(i.transform.x0.isApproximatelyEqual(to: 102.5) && i.transform.y0.isApproximatelyEqual(to: 205))
      #expect(
        (i.transform.xx * i.frameSize.width).isApproximatelyEqual(to: 135)
          && (i.transform.yy * i.frameSize.height).isApproximatelyEqual(to: 90), "\(i.frameSize) \(i.transform)")
    }
    #expect(detail.opacity.isApproximatelyEqual(to: 0.25) && thumb.opacity.isApproximatelyEqual(to: 0.75))
    // The follower: weights 0.75 on tab 0 and 0.25 on tab 2.
    let line = try item("line")
    #expect(line.transform.x0.isApproximatelyEqual(to: 0.75 * 230 + 0.25 * 360))
    #expect(
      (line.transform.xx * line.frameSize.width).isApproximatelyEqual(to: 0.75 * 50 + 0.25 * 70),
      "\(line.frameSize) \(line.transform)")
  }

  @Test func geometryGroupMovesNewChildrenWithTheGroup() throws {
    func childX(_ grouped: Bool) throws -> (group: Double, child: Double) {
      let scene = try runtimeScene(
        text: """
          size: [400, 200]
          fps: 10
          state: { moved: false }
          events:
            - { at: 0.5, withAnimation: ".linear(duration: 1)", set: { moved: true } }
          layers:
            - group:
                - { shape: circle, frame: [10, 10], if: moved, modifiers: [ transition: .identity ] }
              frame: [100, 100]
              position: ["moved ? 300 : 100", 100]
              modifiers: \(grouped ? "[ geometryGroup: true ]" : "[]")
          """)
      let group = try scene.displayList(at: 1.0, measurer: m).items[0]
      guard case .group(let kids) = group.content, let kid = kids.first else { return (group.transform.x0, .nan) }
      return (group.transform.x0, kid.transform.x0)
    }
    // Half-way the group is at x = 200. Without geometryGroup the new child is already at its final
    // place (300, i.e. +100 in the group); with it, the child rides with the group.
    let free = try childX(false)
    let grouped = try childX(true)
    #expect(free.group == 200 && free.child == 100)
    #expect(grouped.group == 200 && grouped.child == 0)
  }
}
