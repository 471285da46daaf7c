import DisplayModel
import Foundation
import Render
import RenderAnimSwiftUI
import Testing

/// Layouts of your own (docs/swift-views.md, Layout) on a white 200-point canvas. Each place is derived
/// from the layout's own arithmetic by hand.
@Suite struct CustomLayoutTests {
  /// Subviews left to right at their ideal sizes, `gap` apart, tops aligned; the container as wide as the
  /// row and as tall as the tallest.
  nonisolated struct Row: Layout {
    var gap: CGFloat = 10
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
      let width = sizes.map(\.width).reduce(0, +) + gap * CGFloat(max(sizes.count - 1, 0))
      return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      var x = bounds.minX
      for s in subviews {
        let size = s.sizeThatFits(.unspecified)
        s.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
        x += size.width + gap
      }
    }
  }

  /// A 20-point and a 30-point square, 10 apart: the row is 60 × 30, centred at (100, 100), so it spans
  /// x = 70…130 and y = 85…115. Red fills x = 70…90, y = 85…105; blue x = 100…130.
  @Test func aLayoutSizesItselfAndPlacesItsSubviews() throws {
    let f = try viewFrame {
      Row {
        Color.red.frame(width: 20, height: 20)
        Color.blue.frame(width: 30, height: 30)
      }
    }
    #expect(near(f.rgb(72, 87), (255, 59, 48)), "\(f.rgb(72, 87))")
    #expect(near(f.rgb(88, 103), (255, 59, 48)), "\(f.rgb(88, 103))")
    #expect(near(f.rgb(80, 108), (255, 255, 255)), "\(f.rgb(80, 108))")
    #expect(near(f.rgb(95, 100), (255, 255, 255)), "\(f.rgb(95, 100))")
    #expect(near(f.rgb(102, 87), (0, 122, 255)), "\(f.rgb(102, 87))")
    #expect(near(f.rgb(128, 113), (0, 122, 255)), "\(f.rgb(128, 113))")
    #expect(near(f.rgb(132, 100), (255, 255, 255)), "\(f.rgb(132, 100))")
  }

  nonisolated struct Lift: LayoutValueKey { static let defaultValue: CGFloat = 0 }

  /// Like `Row`, each subview raised by its `Lift` value.
  nonisolated struct LiftedRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      Row().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      var x = bounds.minX
      for s in subviews {
        s.place(at: CGPoint(x: x, y: bounds.minY - s[Lift.self]), proposal: .unspecified)
        x += s.sizeThatFits(.unspecified).width + 10
      }
    }
  }

  /// Two 20-point squares in a 50 × 20 row at x = 75…125, y = 90…110; the second is lifted by 40 with
  /// `.layoutValue`, to y = 50…70.
  @Test func aSubviewGivesItsLayoutAValue() throws {
    let f = try viewFrame {
      LiftedRow {
        Color.red.frame(width: 20, height: 20)
        Color.blue.frame(width: 20, height: 20).layoutValue(key: Lift.self, value: 40)
      }
    }
    #expect(near(f.rgb(85, 100), (255, 59, 48)), "\(f.rgb(85, 100))")
    #expect(near(f.rgb(115, 60), (0, 122, 255)), "\(f.rgb(115, 60))")
    #expect(near(f.rgb(115, 100), (255, 255, 255)), "\(f.rgb(115, 100))")
  }

  /// A layout that places nothing: SwiftUI puts each subview at the centre of the bounds, at its ideal size.
  nonisolated struct PlacesNothing: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
  }

  @Test func aSubviewNotPlacedSitsInTheMiddle() throws {
    let f = try viewFrame { PlacesNothing { Color.green.frame(width: 20, height: 20) } }
    #expect(near(f.rgb(100, 100), (52, 199, 89)), "\(f.rgb(100, 100))")
    #expect(near(f.rgb(92, 92), (52, 199, 89)), "\(f.rgb(92, 92))")
    #expect(near(f.rgb(88, 100), (255, 255, 255)), "\(f.rgb(88, 100))")
  }

  /// One subview on a circle of radius 50 around the bounds' centre, at `angle` (radians, clockwise from
  /// the right); the angle is the layout's `animatableData`.
  nonisolated struct Orbit: Layout {
    var angle: Double
    var animatableData: Double {
      get { angle }
      set { angle = newValue }
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      for s in subviews {
        let p = CGPoint(x: bounds.midX + 50 * cos(angle), y: bounds.midY + 50 * sin(angle))
        s.place(at: p, anchor: .center, proposal: .unspecified)
      }
    }
  }

  nonisolated struct Orbiting: View {
    @State private var half = false
    var body: some View {
      Orbit(angle: half ? .pi : 0) { Color.black.frame(width: 10, height: 10) }
        .onAppear { withAnimation(.linear(duration: 1)) { half = true } }
    }
  }

  /// The angle animates from 0 to π over a second, and the layout is laid out at the animated angle: at
  /// 0.5 s the square is at π/2, (100, 150), on the circle — not at (100, 100), halfway along the straight
  /// line between its places at 0 (150, 100) and π (50, 100).
  @Test func anAnimatableLayoutMovesAlongItsOwnPath() throws {
    let start = try viewFrame(at: 0, duration: 2) { Orbiting() }
    #expect(start.rgb(150, 100).r < 40)
    let middle = try viewFrame(at: 0.5, duration: 2) { Orbiting() }
    #expect(middle.rgb(100, 150).r < 40, "\(middle.rgb(100, 150))")
    #expect(middle.rgb(100, 100).r > 240, "\(middle.rgb(100, 100))")
    let end = try viewFrame(at: 1.5, duration: 2) { Orbiting() }
    #expect(end.rgb(50, 100).r < 40)
  }

  nonisolated struct Switching: View {
    @State private var stacked = false
    var body: some View {
      let layout = stacked ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(Row(gap: 0))
      layout {
        Color.red.frame(width: 20, height: 20)
        Color.blue.frame(width: 20, height: 20)
      }
      .onAppear { withAnimation(.linear(duration: 1)) { stacked = true } }
    }
  }

  /// `AnyLayout` from a row of your own to a `VStackLayout` keeps the subviews: the blue square slides
  /// from (110, 100) to (100, 110), and is at (105, 105) halfway.
  @Test func switchingAnAnyLayoutMovesTheSameSubviews() throws {
    let start = try viewFrame(at: 0, duration: 2) { Switching() }
    #expect(near(start.rgb(118, 92), (0, 122, 255)), "\(start.rgb(118, 92))")
    let middle = try viewFrame(at: 0.5, duration: 2) { Switching() }
    #expect(near(middle.rgb(96, 114), (0, 122, 255)), "\(middle.rgb(96, 114))")
    #expect(near(middle.rgb(113, 96), (0, 122, 255)), "\(middle.rgb(113, 96))")
    #expect(near(middle.rgb(93, 93), (255, 59, 48)), "\(middle.rgb(93, 93))")
    let end = try viewFrame(at: 1.5, duration: 2) { Switching() }
    #expect(near(end.rgb(100, 118), (0, 122, 255)), "\(end.rgb(100, 118))")
  }

  /// An `HStackLayout` asked as a layout (a layout of your own built on it) gives the sizes and places of
  /// an `HStack`: two 20-point squares with 8 points between them make a 48 × 20 row.
  @Test func aStackLayoutAnswersAsItsStack() throws {
    nonisolated struct ViaHStack: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        HStackLayout().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
      }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        HStackLayout().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      }
    }
    let f = try viewFrame {
      ViaHStack {
        Color.red.frame(width: 20, height: 20)
        Color.blue.frame(width: 20, height: 20)
      }
      .background(Color.black.padding(-1))
    }
    // 48 wide: x = 76…124; the gap x = 96…104 shows the black background.
    #expect(f.rgb(100, 100).r < 40, "\(f.rgb(100, 100))")
    #expect(near(f.rgb(78, 100), (255, 59, 48)), "\(f.rgb(78, 100))")
    #expect(near(f.rgb(122, 100), (0, 122, 255)), "\(f.rgb(122, 100))")
    #expect(near(f.rgb(72, 100), (255, 255, 255)), "\(f.rgb(72, 100))")
  }

  /// `ViewThatFits` draws the first view whose ideal size fits: a 300-point bar does not fit the 200-point
  /// canvas, so the 100-point one is drawn (x = 50…150) and the wide one not at all; constrained only
  /// vertically, the wide one fits (its width is then offered, 200 points, and it keeps its frame's 300).
  @Test func viewThatFitsDrawsTheFirstThatFits() throws {
    let f = try viewFrame {
      ViewThatFits {
        Color.red.frame(width: 300, height: 20)
        Color.blue.frame(width: 100, height: 20)
      }
    }
    #expect(near(f.rgb(52, 100), (0, 122, 255)), "\(f.rgb(52, 100))")
    #expect(near(f.rgb(40, 100), (255, 255, 255)), "\(f.rgb(40, 100))")
    let vertical = try viewFrame {
      ViewThatFits(in: .vertical) {
        Color.red.frame(width: 300, height: 20)
        Color.blue.frame(width: 100, height: 20)
      }
    }
    #expect(near(vertical.rgb(10, 100), (255, 59, 48)), "\(vertical.rgb(10, 100))")
    #expect(near(vertical.rgb(100, 100), (255, 59, 48)), "\(vertical.rgb(100, 100))")
  }

  /// The views `ViewThatFits` leaves out cannot be tapped: a tap on "Wide" (the 300-point button that does
  /// not fit) is refused as a name no view has, and "Narrow" turns the canvas green.
  @Test func viewsLeftOutCannotBeTapped() throws {
    nonisolated struct Choice: View {
      @State var tapped = false
      var body: some View {
        ViewThatFits {
          Button("Wide") { tapped = true }.frame(width: 300)
          Button("Narrow") { tapped = true }.frame(width: 100)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(tapped ? Color.green : Color.white)
      }
    }
    #expect(throws: (any Error).self) {
      try viewFrame(at: 0.5, duration: 1, taps: [ViewTap(target: "Wide", time: 0.1)]) { Choice() }
    }
    let f = try viewFrame(at: 0.5, duration: 1, taps: [ViewTap(target: "Narrow", time: 0.1)]) { Choice() }
    #expect(near(f.rgb(5, 5), (52, 199, 89)))
  }

  /// A layout that takes all it is offered is as flexible as a colour: between two 20-point bars in a
  /// 200-point column it takes the 144 points left (200 − 40 − 2 × 8), y = 28…172. Asked how far it could
  /// grow, its infinite answer used to be read as 0, and it got a third of the column.
  @Test func aGreedyLayoutTakesWhatIsLeft() throws {
    nonisolated struct Fill: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
      }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews {
          s.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .init(bounds.size))
        }
      }
    }
    let f = try viewFrame {
      VStack {
        Color.gray.frame(height: 20)
        Fill { Color.red }
        Color.gray.frame(height: 20)
      }
    }
    #expect(near(f.rgb(100, 30), (255, 59, 48)), "\(f.rgb(100, 30))")
    #expect(near(f.rgb(100, 170), (255, 59, 48)), "\(f.rgb(100, 170))")
  }
}
