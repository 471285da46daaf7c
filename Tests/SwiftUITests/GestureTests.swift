import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// Drags and long presses played as a person makes them (docs/swift-views.md, Gestures): values by hand.
@Suite struct GestureTests {
  let measurer = EstimatedTextMeasurer()

  struct Card: View {
    @State private var offset = CGSize.zero
    @GestureState private var pressing = false
    var body: some View {
      Rectangle().frame(width: 60, height: 40)
        .scaleEffect(pressing ? 2 : 1)
        .offset(offset)
        .gesture(
          DragGesture()
            .updating($pressing) { _, state, _ in state = true }
            .onChanged { offset = $0.translation }
            .onEnded { _ in withAnimation(.linear(duration: 0.5)) { offset = .zero } }
        )
    }
  }

  /// `root` on a 200-point canvas, dragged from its centre (100, 100) 60 points right over 0.5 s from 0.2 s.
  func rightwardDrag(_ root: @escaping () -> any View) throws -> Scene {
    try ViewScene.scene(
      file: "/tmp/Test.swift", text: "drag",
      options: ViewSceneOptions(
        size: Size(width: 200, height: 200),
        taps: [ViewTap(dragFrom: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 100), time: 0.2, duration: 0.5)]),
      measurer: measurer, root: root)
  }

  func item(_ s: Scene, _ t: Double) throws -> DisplayItem {
    try #require(s.displayList(at: t, measurer: measurer).items.first)
  }

  /// A drag from the card's centre (100, 100) 60 points right over 0.5 s from 0.2 s: 60 samples a second,
  /// each moving 2 points; the drag begins once the finger is 10 points away (0.2 + 5/60 s). At 0.3 s the
  /// card is 12 right and scaled 2 (the gesture state), at 0.45 s 30; it lifts at 0.7 s at 60, the state
  /// back to 1, and springs back linearly over 0.5 s: 30 at 0.95 s, 0 at 1.2 s.
  @Test func aDragMovesTheCard() throws {
    let s = try rightwardDrag { Card() }
    let expected: [(Double, Double, Double)] = [
      (0.25, 0, 1), (0.3, 12, 2), (0.45, 30, 2), (0.7, 60, 1), (0.95, 30, 1), (1.2, 0, 1),
    ]
    for (t, x, scale) in expected {
      let i = try item(s, t)
      #expect(
        abs(i.transform.x0 - 100 - x) < 1e-9 && abs(i.transform.xx - scale) < 1e-9,
        "t = \(t): \(i.transform.x0 - 100), \(i.transform.xx)")
    }
  }

  /// The same card with its gesture in a property of type `some Gesture`, as much public code writes it,
  /// and attached with `.simultaneousGesture`: played as the drag it is (it used to be dropped).
  struct OpaqueCard: View {
    @State private var offset = CGSize.zero
    var drag: some Gesture {
      DragGesture().onChanged { offset = $0.translation }
    }
    var body: some View {
      Rectangle().frame(width: 60, height: 40).offset(offset).simultaneousGesture(drag)
    }
  }

  @Test func aGestureOfAnUnnamedTypeIsPlayed() throws {
    let s = try rightwardDrag { OpaqueCard() }
    #expect(abs(try item(s, 0.45).transform.x0 - 130) < 1e-9)
    #expect(abs(try item(s, 1).transform.x0 - 160) < 1e-9)
  }

  struct Held: View {
    @State private var liked = false
    @State private var pressed = false
    var body: some View {
      Circle().frame(width: 30, height: 30).offset(x: liked ? 50 : 0, y: pressed ? 20 : 0)
        .onLongPressGesture(minimumDuration: 0.5) {
          liked = true
        } onPressingChanged: {
          pressed = $0
        }
    }
  }

  /// A press at 1 s for 1 s: pressing from 1 s to 2 s, the action at 1.5 s; a press of 0.3 s only presses.
  @Test func aLongPressActsAfterItsMinimumDuration() throws {
    func scene(_ duration: Double) throws -> Scene {
      try ViewScene.scene(
        file: "/tmp/Test.swift", text: "press",
        options: ViewSceneOptions(
          size: Size(width: 200, height: 200), duration: 3,
          taps: [ViewTap(longPressAt: CGPoint(x: 100, y: 100), time: 1, duration: duration)]),
        measurer: measurer
      ) { Held() }
    }
    let long = try scene(1)
    func at(_ s: Scene, _ t: Double) throws -> [Double] {
      let i = try item(s, t)
      return [i.transform.x0 - 100, i.transform.y0 - 100]
    }
    #expect(
      try at(long, 0.9) == [0, 0] && at(long, 1.2) == [0, 20] && at(long, 1.6) == [50, 20] && at(long, 2.1) == [50, 0])
    let short = try scene(0.3)
    #expect(try at(short, 1.2) == [0, 20] && at(short, 2) == [0, 0])
  }

  struct Volume: View {
    @State private var level = 5.0
    var step: Double?
    var body: some View {
      if let step {
        Slider(value: $level, in: 0...10, step: step).frame(width: 200)
      } else {
        Slider(value: $level, in: 0...10).frame(width: 200)
      }
    }
  }

  /// The thumb's centre on the canvas at `t` after a drag from the thumb (100, 100) 40 points right.
  func thumb(_ view: Volume, at t: Double) throws -> Double {
    let s = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "slider",
      options: ViewSceneOptions(
        size: Size(width: 200, height: 200), duration: 1,
        taps: [ViewTap(dragFrom: CGPoint(x: 100, y: 100), to: CGPoint(x: 140, y: 100), time: 0.2, duration: 0.5)]),
      measurer: measurer
    ) { view }
    let circles = try s.sample(at: [t], measurer: measurer).layers.filter { $0.id?.hasSuffix("Circle") == true }
    return try #require(circles.first?.transform.first?[4] ?? nil)
  }

  /// A finger on a slider's thumb moves it with the finger: at 5 of 0…10 the thumb is at the middle of a
  /// 200-point slider (100); 40 points right it is at 140 (the value 5 + 40/173 × 10, 173 points the
  /// thumb's travel); with steps of 1 the value rounds to 7, the thumb at 13.5 + 0.7 × 173 = 134.6.
  @Test func aDragOnASlidersThumbMovesIt() throws {
    #expect(abs(try thumb(Volume(), at: 0.1) - 100) < 1e-9)
    #expect(abs(try thumb(Volume(), at: 1) - 140) < 1e-9)
    #expect(abs(try thumb(Volume(step: 1), at: 1) - (13.5 + 0.7 * 173)) < 1e-9)
  }
}
