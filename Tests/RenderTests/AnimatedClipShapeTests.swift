import DisplayModel
import Render
import RenderAnimSwiftUI
import Testing

/// `clipShape` with a shape that moves (docs/swift-views.md, Shapes): the clip's offset animates with the
/// change, as SwiftUI's `OffsetShape` animates its offset. A 100-point pink square in the middle of a
/// 200-point canvas (50…150) is clipped by `Rectangle().offset(y: shown ? 0 : 100)`: hidden at first, the
/// clip slides up linearly over a second from `onAppear`, so at 0.5 s the square shows from y = 100 (the
/// clip's top, 50 + 100 − 50) down to 150, and from 1 s all of it.
@Suite struct AnimatedClipShapeTests {
  nonisolated struct Reveal: View {
    @State private var shown = false
    var body: some View {
      Rectangle().fill(Color.pink).frame(width: 100, height: 100)
        .clipShape(Rectangle().offset(x: 0, y: shown ? 0 : 100))
        .onAppear { withAnimation(.linear(duration: 1)) { shown = true } }
    }
  }

  /// The rows of the middle column that are pink.
  func pinkRows(at t: Double) throws -> ClosedRange<Int>? {
    let f = try viewFrame(at: t, duration: 2) { Reveal() }
    let rows = (0..<200).filter { y in
      let p = f.pixel(x: 100, y: y)
      return p.r > 200 && p.g < 100
    }
    guard let first = rows.first, let last = rows.last else { return nil }
    return first...last
  }

  @Test func theClipSlidesWithTheChange() throws {
    #expect(try pinkRows(at: 0) == nil)
    #expect(try pinkRows(at: 0.5) == 100...149)
    #expect(try pinkRows(at: 1) == 50...149)
  }
}
