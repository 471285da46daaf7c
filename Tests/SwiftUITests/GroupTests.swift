import Foundation
import RealModule
import RenderAnimSwiftUI
import Scene
import Testing

/// `Group` is no layout: its views are the container's children, and a modifier on the group applies to
/// each of them (docs/swift-views.md, Groups). Positions by hand in a 200 × 200 canvas.
@Suite struct GroupTests {
  let measurer = EstimatedTextMeasurer()

  func items(taps: [ViewTap] = [], at t: Double = 0, _ root: @escaping () -> any View) throws -> [DisplayItem] {
    let scene = try ViewScene.scene(file: "/tmp/Test.swift", text: "test",
                                    options: ViewSceneOptions(size: Size(width: 200, height: 200), fps: 60, taps: taps),
                                    measurer: measurer, root: root)
    return try scene.displayList(at: t, measurer: measurer).items
  }

  func centre(_ item: DisplayItem) -> (Double, Double) { (item.transform.x0, item.transform.y0) }

  /// Each view gets its own 100 × 100 frame and the ZStack overlays them: both centred at (100, 100).
  /// (As a VStack they were at y = 76 and 114.)
  @Test func aGroupInAZStackOverlays() throws {
    let list = try items {
      ZStack {
        Group {
          Color.red.frame(width: 40, height: 20)
          Color.blue.frame(width: 20, height: 40)
        }
        .frame(width: 100, height: 100)
      }
    }
    try #require(list.count == 2)
    #expect(centre(list[0]) == (100, 100) && centre(list[1]) == (100, 100))
    #expect(list[0].frameSize == Size(width: 40, height: 20) && list[1].frameSize == Size(width: 20, height: 40))
  }

  /// In an HStack with no spacing, two 50-point frames side by side: 100 wide, centred, so the views'
  /// centres are at 75 and 125.
  /// (Each view's own inner `.frame` sits where a wrapper of the same name would: they must not collide.)
  @Test func aGroupInAnHStackLaysItsViewsOutAcross() throws {
    let list = try items {
      HStack(spacing: 0) {
        Group {
          Color.red.frame(width: 40, height: 20)
          Color.blue.frame(width: 20, height: 40)
        }
        .frame(width: 50, height: 50)
      }
    }
    try #require(list.count == 2)
    #expect(centre(list[0]) == (75, 100) && centre(list[1]) == (125, 100), "\(list.map(centre))")
  }

  /// A background on a group is a background behind each view: two green plates, each the size of its view.
  @Test func aBackgroundOnAGroupIsOnEachView() throws {
    let list = try items {
      VStack(spacing: 10) {
        Group {
          Color.red.frame(width: 40, height: 20)
          Color.blue.frame(width: 60, height: 30)
        }
        .padding(5)
        .background(Color.green)
      }
    }
    // Plate, red, plate, blue: the stack is 30 + 10 + 40 = 80 high from y = 60.
    try #require(list.count == 4)
    #expect(list[0].frameSize == Size(width: 50, height: 30) && centre(list[0]) == (100, 75))
    #expect(list[2].frameSize == Size(width: 70, height: 40) && centre(list[2]) == (100, 120))
  }

  struct Tappable: View {
    @State var on = false
    var body: some View {
      VStack {
        Group {
          Color.red.frame(width: 20, height: 20)
          Color.blue.frame(width: 20, height: 20)
        }
        .opacity(on ? 0.5 : 1)
        .onTapGesture { on = true }
      }
    }
  }

  /// A tap attached to a group is one target: an unnamed `--tap` finds exactly one.
  @Test func aTapOnAGroupIsOneTarget() throws {
    let list = try items(taps: [ViewTap(target: nil, time: 0.1)], at: 0.2) { Tappable() }
    try #require(list.count == 2)
    #expect(list.allSatisfy { $0.opacity == 0.5 })
  }
}
