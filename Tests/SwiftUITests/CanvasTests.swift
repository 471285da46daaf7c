import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// Without `--size`, the picture holds the view's own frame and everything it draws over the whole clip
/// (docs/swift-views.md, Canvas); the view keeps the layout of its own size.
@Suite struct CanvasTests {
  let measurer = EstimatedTextMeasurer()

  /// A 40-point ball that jumps 100 points up over a linear second. Its own canvas is 64 × 64 (the least),
  /// the ball centred at (32, 32); at the top its edge is at 32 − 100 − 20 = −88. So the picture is
  /// 64 × 152 with the canvas 88 points down: the ball at (32, 120) at rest, (32, 20) at the top.
  struct Jump: View {
    @State var up = false
    var body: some View {
      Circle().frame(width: 40, height: 40).offset(y: up ? -100 : 0)
        .onAppear { withAnimation(.linear(duration: 1)) { up = true } }
    }
  }

  @Test func thePictureHoldsEverythingDrawn() throws {
    let s = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test", options: ViewSceneOptions(fps: 60), measurer: measurer
    ) { Jump() }
    #expect(s.size == Size(width: 64, height: 152))
    let start = try #require(s.displayList(at: 0, measurer: measurer).items.first).transform
    let end = try #require(s.displayList(at: 1, measurer: measurer).items.first).transform
    #expect(start.x0 == 32 && start.y0 == 120)
    #expect(end.x0 == 32 && end.y0 == 20)
  }

  /// A bar that grows from 40 to 200 points wide when tapped at 0.5 s: the view is laid out at the largest
  /// ideal size it has (200 × 64), not its first (64 × 64), so the bar is centred in 200 points from the start.
  struct Grows: View {
    @State var wide = false
    var body: some View {
      Rectangle().frame(width: wide ? 200 : 40, height: 20).onTapGesture { wide = true }
    }
  }

  @Test func aViewThatGrowsIsLaidOutAtItsLargestIdealSize() throws {
    let s = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test",
      options: ViewSceneOptions(fps: 60, duration: 1, taps: [ViewTap(target: nil, time: 0.5)]), measurer: measurer
    ) { Grows() }
    #expect(s.size == Size(width: 200, height: 64))
    let start = try #require(s.displayList(at: 0, measurer: measurer).items.first)
    let end = try #require(s.displayList(at: 1, measurer: measurer).items.first)
    #expect(start.transform.x0 == 100 && start.frameSize.width == 40)
    #expect(end.transform.x0 == 100 && end.frameSize.width == 200)
  }

  /// A ball that flies 5000 points right: the picture grows at most 2048 points each way from the view's
  /// centre (32 + 2048 = 2080 wide here), and a warning says what is cut.
  struct Far: View {
    @State var far = false
    var body: some View {
      Circle().frame(width: 40, height: 40).offset(x: far ? 5000 : 0)
        .onAppear { withAnimation(.linear(duration: 1)) { far = true } }
    }
  }

  @Test func aPictureCutAtItsLargestSizeWarns() throws {
    let s = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test", options: ViewSceneOptions(fps: 10), measurer: measurer
    ) { Far() }
    #expect(s.size.width == 2080)
    #expect(
      s.sourceWarnings.contains { $0.contains("5052 × 64 points") && $0.contains("--size") }, "\(s.sourceWarnings)")
  }

  /// A stroke lies half outside its shape: a 100-point ring stroked 20 wide needs a 120-point picture, its
  /// centre at (60, 60).
  @Test func thePictureHoldsAStrokesOuterHalf() throws {
    let s = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test", options: ViewSceneOptions(fps: 60), measurer: measurer
    ) {
      Circle().stroke(Color.blue, lineWidth: 20).frame(width: 100, height: 100)
    }
    #expect(s.size == Size(width: 120, height: 120))
    #expect(try #require(s.displayList(at: 0, measurer: measurer).items.first).transform.x0 == 60)
  }

  /// With `--size`, the canvas is that size and what leaves it is cut, as before.
  @Test func aGivenSizeIsKept() throws {
    let s = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test", options: ViewSceneOptions(size: Size(width: 100, height: 100)),
      measurer: measurer
    ) { Jump() }
    #expect(s.size == Size(width: 100, height: 100))
    #expect(try #require(s.displayList(at: 1, measurer: measurer).items.first).transform.y0 == -50)
  }

  /// A tap at a point is in the view's canvas's coordinates (the picture's when it did not grow): the ball
  /// at rest is at (32, 32) of its 64 × 64 canvas, drawn at (32, 120) of the grown picture.
  struct TapToJump: View {
    @State var up = false
    var body: some View {
      Circle().frame(width: 40, height: 40).offset(y: up ? -100 : 0)
        .onTapGesture { withAnimation(.linear(duration: 1)) { up = true } }
    }
  }

  @Test func pointTapsAreInThePicture() throws {
    let taps = [ViewTap(location: CGPoint(x: 32, y: 32), time: 0.5)]
    let s = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test", options: ViewSceneOptions(taps: taps), measurer: measurer
    ) { TapToJump() }
    #expect(s.size == Size(width: 64, height: 152))
    #expect(try #require(s.displayList(at: 1.5, measurer: measurer).items.first).transform.y0 == 20)
  }
}
