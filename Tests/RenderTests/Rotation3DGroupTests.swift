import DisplayModel
import Foundation
import Render
import RenderAnimSwiftUI
import Testing

/// A 3-D effect around a group whose child draws beyond the group's frame (docs/swift-views.md, What is
/// supported): the flat layer the effect warps holds the child's shadow, as Core Animation's layer does.
/// A white 100 × 120 card centred on a grey 200-point canvas (its bottom at y = 160) casts a shadow of
/// radius 5 moved 10 points down, which darkens the canvas below the card.
@Suite struct Rotation3DGroupTests {
  nonisolated struct Card: View {
    var turned: Bool
    var body: some View {
      let card = RoundedRectangle(cornerRadius: 25, style: .continuous).fill(Color.white)
        .frame(width: 100, height: 120)
        .shadow(radius: 5, y: 10)
        .background(Color.clear)
      ZStack {
        Color(white: 0.85)
        if turned { card.rotation3DEffect(.degrees(0), axis: (x: 0, y: 1, z: 0)) } else { card }
      }
    }
  }

  @Test func aGroupsChildShadowIsInItsThreeDLayer() throws {
    let flat = try viewFrame { Card(turned: false) }
    let turned = try viewFrame { Card(turned: true) }
    // Below the card, inside its shadow: darker than the canvas's grey (217), the same with the effect.
    #expect(flat.rgb(100, 166).r < 200)
    for (x, y) in [(100, 166), (60, 170), (140, 163), (100, 175)] {
      #expect(abs(Int(turned.rgb(x, y).r) - Int(flat.rgb(x, y).r)) <= 2, "\(x), \(y)")
    }
  }

  /// Two 3-D effects in a row (the tilt card's pair): the outer one's layer holds all the inner one draws. A
  /// 300 × 200 card turned −30° about y reaches 70…330 at its near (right) edge, beyond its 100…300 frame
  /// on a 500 × 400 canvas; turned 30° about x after that, its top right corner stands above y = 118 and
  /// its bottom right below 315, where a layer of the frame's size cut them flat at 125 and 304.
  nonisolated struct Tilted: View {
    var body: some View {
      Rectangle().fill(Color.orange)
        .frame(width: 300, height: 200)
        .rotation3DEffect(.degrees(-30), axis: (x: 0, y: 1, z: 0))
        .rotation3DEffect(.degrees(30), axis: (x: 1, y: 0, z: 0))
    }
  }

  @Test func aThreeDEffectHoldsTheOneInsideIt() throws {
    let f = try viewFrame(size: Size(width: 500, height: 400)) { Tilted() }
    func inked(_ x: Int, _ y: Int) -> Bool { f.rgb(x, y).b < 128 }
    let top = (0..<400).first { y in (350..<360).contains { inked($0, y) } } ?? 400
    let bottom = (0..<400).last { y in (400..<410).contains { inked($0, y) } } ?? 0
    #expect(top < 118 && bottom > 315, "top \(top), bottom \(bottom)")
  }
}
