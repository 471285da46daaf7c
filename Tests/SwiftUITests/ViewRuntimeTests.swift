import Foundation
import Keyframes
import RealModule
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// The SwiftUI runtime on views written in Swift, checked against values derived by hand.
@Suite struct ViewRuntimeTests {
  let measurer = EstimatedTextMeasurer()

  func scene(
    size: Size = Size(width: 200, height: 100), taps: [ViewTap] = [], duration: Double? = nil,
    _ root: @escaping () -> any View
  ) throws -> Scene {
    try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test",
      options: ViewSceneOptions(size: size, fps: 60, duration: duration, taps: taps),
      measurer: measurer, root: root)
  }

  func items(_ scene: Scene, at t: Double) throws -> [DisplayItem] {
    try scene.displayList(at: t, measurer: measurer).items
  }

  func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    a.isApproximatelyEqual(to: b, absoluteTolerance: tolerance)
  }

  struct Row: View {
    var body: some View {
      HStack {
        Rectangle().frame(width: 40, height: 20)
        Rectangle().frame(width: 60, height: 30)
      }
    }
  }

  /// HStack: 40 + 8 (SwiftUI's default spacing) + 60 = 108 wide, 30 high, centred in 200 × 100, so its left
  /// edge is at 46; the children's centres are at 46 + 20 = 66 and 46 + 40 + 8 + 30 = 124, both at y = 50.
  @Test func stackLayoutByHand() throws {
    let list = try items(try scene { Row() }, at: 0)
    try #require(list.count == 2)
    #expect(close(list[0].transform.x0, 66) && close(list[0].transform.y0, 50))
    #expect(close(list[1].transform.x0, 124) && close(list[1].transform.y0, 50))
    #expect(list[0].frameSize == Size(width: 40, height: 20) && list[1].frameSize == Size(width: 60, height: 30))
  }

  struct Padded: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 100, height: 10)
        Color.blue.frame(width: 40, height: 10)
      }
      .padding(5)
      .background(Color.green)
    }
  }

  /// A leading VStack of 100 × 10 and 40 × 10 with no spacing, padded by 5: 110 × 30, centred at (100, 50).
  /// The background fills the padded frame; the second child sits 20 from the stack's left edge (50 + 20 = 70).
  @Test func paddingBackgroundAndAlignmentByHand() throws {
    let list = try items(try scene { Padded() }, at: 0)
    try #require(list.count == 3)
    #expect(
      list[0].frameSize == Size(width: 110, height: 30) && close(list[0].transform.x0, 100)
        && close(list[0].transform.y0, 50))
    #expect(close(list[1].transform.x0, 100) && close(list[1].transform.y0, 45))
    #expect(close(list[2].transform.x0, 70) && close(list[2].transform.y0, 55))
  }

  struct Spaced: View {
    var body: some View {
      HStack {
        Circle().frame(width: 20, height: 20)
        Spacer()
        Circle().frame(width: 20, height: 20)
      }
      .frame(width: 180)
    }
  }

  /// A Spacer takes what is left: the circles sit at the ends of the 180-wide frame (centres 10 + 10 and
  /// 190 − 10 in a 200-wide canvas).
  @Test func spacerTakesTheRest() throws {
    let list = try items(try scene { Spaced() }, at: 0)
    try #require(list.count == 2)
    #expect(close(list[0].transform.x0, 20) && close(list[1].transform.x0, 180))
  }

  /// Two views without a maximum share a 200-point row as SwiftUI shares it: the one with the larger
  /// minimum (150) is offered its share first and takes 150, the other the 50 left (offered first, the
  /// other would take 100 and the row would overflow to 250). Centres: 25 and 125 in a 200-wide canvas.
  @Test func theViewWithTheLargerMinimumIsSizedFirst() throws {
    let list = try items(
      try scene {
        HStack(spacing: 0) {
          Color.red.frame(minWidth: 0, maxWidth: .infinity)
          Color.blue.frame(minWidth: 150, maxWidth: .infinity)
        }
        .frame(width: 200, height: 20)
      }, at: 0)
    try #require(list.count == 2)
    #expect(close(list[0].frameSize.width, 50) && close(list[1].frameSize.width, 150), "\(list.map(\.frameSize))")
    #expect(close(list[0].transform.x0, 25) && close(list[1].transform.x0, 125))
  }

  struct Jump: View {
    @State private var offset = 0.0
    var body: some View {
      Circle().frame(width: 20, height: 20).offset(y: offset)
        .onTapGesture { withAnimation(.spring(duration: 0.5, bounce: 0)) { offset = -40 } }
    }
  }

  /// A tap at 0.5 s animates with `.spring(duration: 0.5, bounce: 0)`: SwiftUI's integrated spring
  /// (docs/semantics.md §2.2) with k = (2π/0.5)², c = 2√k, steps of 1/300 s from x = v = a = 0 toward
  /// Δ = −40, ⌈300 τ − 1e-9⌉ steps after τ = t − 0.5; within 0.15 of the closed form
  /// −40 · (1 − (1 + ω τ) e^(−ω τ)).
  @Test func withAnimationSpringByHand() throws {
    let s = try scene(taps: [ViewTap(target: nil, time: 0.5)]) { Jump() }
    let omega = 2 * Double.pi / 0.5
    let k = omega * omega
    let c = 2 * omega
    func integrated(_ tau: Double) -> Double {
      var x = 0.0
      var v = 0.0
      var a = 0.0
      let steps = tau > 0 ? Int((300 * tau - 1e-9).rounded(.up)) : 0
      for _ in 0..<steps {
        let h = a / 600 + v
        x += h / 300
        a = -c * h + k * (-40 - x)
        v = a / 600 + h
      }
      return x
    }
    for t in [0.25, 0.5, 0.6, 0.75, 1.0, 1.4] {
      let tau = max(t - 0.5, 0)
      let expected = integrated(tau)
      #expect(abs(expected - -40 * (1 - (1 + omega * tau) * Foundation.exp(-omega * tau))) < 0.15)
      let values = try s.values(at: t, measurer: measurer)
      let y = values[0].values.first { $0.0 == "offset.y" }!.1
      #expect(close(y, expected, 1e-6), "t = \(t): \(y) vs \(expected)")
      #expect(close(values[0].layer.transform.y0, 50 + expected, 1e-6))
    }
  }

  struct Appear: View {
    @State private var shown = false
    var body: some View {
      VStack {
        if shown { Rectangle().frame(width: 30, height: 30).transition(.opacity) }
      }
      .onAppear { withAnimation(.linear(duration: 1)) { shown = true } }
    }
  }

  /// `onAppear` runs at 0; the inserted rectangle fades in linearly over 1 s.
  @Test func insertionTransitionIsLinearOpacity() throws {
    let s = try scene { Appear() }
    #expect(close(s.duration, 1))
    for t in [0.0, 0.25, 0.5, 1.0] {
      let list = try items(s, at: t)
      try #require(list.count == 1)
      #expect(close(list[0].opacity, t), "t = \(t)")
    }
  }

  struct Hero: View {
    @Namespace var ns
    @State private var right = false
    var body: some View {
      ZStack {
        if right {
          Rectangle().frame(width: 20, height: 20).matchedGeometryEffect(id: "box", in: ns).offset(x: 0).frame(
            maxWidth: .infinity, alignment: .trailing)
        } else {
          Rectangle().frame(width: 20, height: 20).matchedGeometryEffect(id: "box", in: ns).frame(
            maxWidth: .infinity, alignment: .leading)
        }
      }
      .onTapGesture { withAnimation(.linear(duration: 1)) { right.toggle() } }
    }
  }

  /// The inserted box moves from the removed one's frame: linear from x = 10 to x = 190 over a second.
  @Test func matchedGeometryMovesTheInsertedView() throws {
    let s = try scene(taps: [ViewTap(target: nil, time: 0)]) { Hero() }
    let quarter = try items(s, at: 0.25)
    // Both boxes are a quarter of the way (x = 55): the inserted one fading in, the removed one fading out.
    #expect(
      quarter.count == 2 && quarter.allSatisfy { close($0.transform.x0, 55) },
      "\(quarter.map { ($0.transform.x0, $0.opacity) })")
    #expect(Set(quarter.map(\.opacity)) == [0.25, 0.75])
    let end = try items(s, at: 1)
    #expect(end.count == 1 && close(end[0].transform.x0, 190) && close(end[0].opacity, 1))
  }

  struct Grow: View {
    @Namespace var ns
    @State private var big = false
    var body: some View {
      ZStack {
        if big {
          Rectangle().matchedGeometryEffect(id: "box", in: ns).frame(width: 60, height: 60).frame(
            maxWidth: .infinity, alignment: .trailing)
        } else {
          Rectangle().matchedGeometryEffect(id: "box", in: ns).frame(width: 20, height: 20).frame(
            maxWidth: .infinity, alignment: .leading)
        }
      }
      .onTapGesture { withAnimation(.linear(duration: 1)) { big.toggle() } }
    }
  }

  /// A 20-point box at the leading edge (centre x = 10) gives way to a 60-point one at the trailing edge
  /// (x = 170): each rectangle is proposed the shared frame, so at 0.25 s both are 30 points wide at
  /// x = 50, the removed one grown with the shared frame.
  @Test func aRemovedMatchedViewFollowsTheSharedFrame() throws {
    let s = try scene(taps: [ViewTap(target: nil, time: 0)]) { Grow() }
    let quarter = try items(s, at: 0.25)
    #expect(quarter.count == 2, "\(quarter.count)")
    for item in quarter {
      #expect(
        close(item.transform.x0, 50) && item.frameSize == Size(width: 30, height: 30),
        "\((item.transform.x0, item.frameSize))")
    }
  }

  struct Dice: View {
    var body: some View { Circle().frame(width: 10, height: 10).offset(x: Double.random(in: -50...50)) }
  }

  /// A random number in a body is the same for the same frame, from any evaluation of any scene.
  @Test func randomNumbersArePureFunctionsOfTime() throws {
    let a = try scene(duration: 1) { Dice() }
    let b = try scene(duration: 1) { Dice() }
    for t in [0.0, 0.5, 0.5, 0.25] {
      #expect(try items(a, at: t) == items(b, at: t))
    }
  }

  struct Nest: View {
    var body: some View { VStack { Nest() } }
  }

  @Test func aBodyThatContainsItselfThrows() throws {
    #expect(throws: ViewError.self) { _ = try scene { Nest() } }
  }

  struct Pulse: View {
    var body: some View {
      Circle().frame(width: 40, height: 40)
        .keyframeAnimator(initialValue: 1.0, repeating: true) { content, s in
          content.scaleEffect(s)
        } keyframes: { _ in
          LinearKeyframe(2.0, duration: 1)
          LinearKeyframe(1.0, duration: 1)
        }
    }
  }

  /// A repeating keyframe animator: the scale is 1 + t on the way up, frames in any order give the same.
  @Test func keyframeContentIsEvaluatedPerFrame() throws {
    let s = try scene(duration: 2) { Pulse() }
    for t in [1.5, 0.25, 0.75, 0.25] {
      let v = try s.values(at: t, measurer: measurer)[0].values
      let expected = t <= 1 ? 1 + t : 3 - t
      #expect(close(v.first { $0.0 == "scaleEffect.x" }!.1, expected), "t = \(t)")
      #expect(close(v.first { $0.0 == "value" }!.1, expected))
    }
  }

  struct Idle: View {
    @State private var on = false
    var body: some View {
      Circle().frame(width: 40, height: 40)
        .keyframeAnimator(initialValue: 0.0, repeating: on) { content, x in
          content.offset(x: x)
        } keyframes: { _ in
          LinearKeyframe(100.0, duration: 2)
        }
        .onTapGesture { on = true }
    }
  }

  /// `repeating: on`, turned on by a tap at 1 s: the value stays at the keyframes' start until the tap
  /// and loops from it (iOS starts the loop then; it used to loop from the clip's start).
  @Test func aRepeatingAnimatorLoopsFromWhenItTurnsOn() throws {
    let s = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "idle",
      options: ViewSceneOptions(size: Size(width: 300, height: 60), duration: 5, taps: [ViewTap(target: nil, time: 1)]),
      measurer: measurer
    ) { Idle() }
    for (t, x) in [(0.5, 0.0), (1.0, 0), (1.5, 25), (2.5, 75), (3.5, 25)] {
      let v = try s.values(at: t, measurer: measurer)[0].values
      #expect(close(v.first { $0.0 == "offset.x" }!.1, x), "t = \(t)")
    }
  }

  struct NeverTriggered: View {
    var body: some View {
      Circle().frame(width: 40, height: 40)
        .keyframeAnimator(initialValue: 1.0, trigger: 0) { content, s in
          content.scaleEffect(s)
        } keyframes: { _ in
          LinearKeyframe(2.0, duration: 1)
        }
    }
  }

  /// A triggered animator whose trigger never changes has no run: its value is the initial one (building
  /// its history once read a run that is not there and crashed).
  @Test func aTriggeredAnimatorNeverTriggeredShowsItsInitialValue() throws {
    let s = try scene(duration: 1) { NeverTriggered() }
    let v = try s.values(at: 0.5, measurer: measurer)[0].values
    #expect(v.first { $0.0 == "scaleEffect.x" }?.1 == 1)
  }

  struct Counter: View {
    @State private var n = 9
    var body: some View {
      Text("\(n)").contentTransition(.numericText()).onTapGesture { withAnimation(.linear(duration: 1)) { n += 1 } }
    }
  }

  /// `.contentTransition(.numericText())`: while the change plays the text is drawn as rolling characters
  /// (a group of items, as scene layers draw it); before and after, as one text.
  @Test func numericTextRollsWhileTheChangePlays() throws {
    let s = try scene(taps: [ViewTap(target: nil, time: 0.2)]) { Counter() }
    #expect(close(s.duration, 1.2))
    func content(_ t: Double) throws -> DisplayContent { try items(s, at: t)[0].content }
    if case .text(let x, _, _, _, _) = try content(0.1) {
      #expect(x == "9")
    } else {
      Issue.record("not text before the change")
    }
    if case .group(let parts) = try content(0.7) {
      #expect(parts.count >= 3)
    } else {
      Issue.record("not rolling mid-change")
    }
    if case .text(let x, _, _, _, _) = try content(1.2) {
      #expect(x == "10")
    } else {
      Issue.record("not text after the change")
    }
  }

  struct Ticker: View {
    var body: some View {
      TimelineView(.periodic(from: .now, by: 1)) { context in
        let second = Int(context.date.timeIntervalSince(RenderClock.epoch))
        Circle().frame(width: 10, height: 10)
          .offset(x: Double(second % 3) * 30)
          .animation(.linear(duration: 0.5), value: second)
      }
    }
  }

  /// A periodic TimelineView updates at 0, 1, 2… s of the render clock; `.animation(_:value:)` animates
  /// each change: the offset goes 0 → 30 linearly over [1, 1.5] and 30 → 60 over [2, 2.5].
  @Test func timelineEntriesAreUpdates() throws {
    let s = try scene(duration: 3) { Ticker() }
    for (t, x) in [(0.5, 0.0), (1.25, 15.0), (1.5, 30.0), (2.25, 45.0), (2.75, 60.0)] {
      let v = try s.values(at: t, measurer: measurer)[0].values.first { $0.0 == "offset.x" }!.1
      #expect(close(v, x), "t = \(t): \(v)")
    }
    #expect(throws: ViewError.self) { _ = try scene { Ticker() } }
  }

  struct Masked: View {
    var body: some View {
      Rectangle().fill(.red).frame(width: 40, height: 40)
        .mask { LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom) }
        .blendMode(.multiply)
    }
  }

  /// `.mask` with a gradient and `.blendMode` reach the display item.
  @Test func maskAndBlendMode() throws {
    let list = try items(try scene { Masked() }, at: 0)
    try #require(list.count == 1)
    let masks = list[0].effects.compactMap { if case .mask(let s) = $0.kind { s } else { nil } }
    #expect(masks.count == 1 && masks[0].gradient != nil)
    #expect(list[0].effects.contains { $0.kind == .blendMode(.multiply) })
  }

  struct Rows: View {
    @State private var rows = [1, 2]
    var body: some View {
      VStack(spacing: 10) {
        ForEach(rows, id: \.self) { r in Rectangle().frame(width: 50, height: 20) }
      }
      .onTapGesture { withAnimation(.linear(duration: 1)) { rows.insert(0, at: 0) } }
    }
  }

  /// `sample` follows views by identity: a row inserted later is its own layer, null before it exists;
  /// the rows there before keep their names and move down by 15 (half of 20 + 10) as the stack grows.
  @Test func sampleFollowsIdentity() throws {
    let s = try scene(size: Size(width: 100, height: 100), taps: [ViewTap(target: nil, time: 0.5)]) { Rows() }
    let report = try s.sample(at: [0, 1, 1.5], measurer: measurer)
    #expect(report.layers.map(\.id) == ["Rows[1]/Rectangle", "Rows[2]/Rectangle", "Rows[0]/Rectangle"])
    #expect(report.layers[2].opacity[0] == nil && report.layers[2].opacity[2] == 1)
    let y = report.layers[0].transform.map { $0[5]! }
    #expect(close(y[0], 35) && close(y[2], 50) && close(y[1], 42.5), "\(y)")
  }

  struct Tint: View {
    @State private var on = false
    var body: some View {
      Circle().fill(on ? Color.red : Color.blue).frame(width: 20, height: 20)
        .onTapGesture { withAnimation(.linear(duration: 1)) { on = true } }
    }
  }

  /// A fill colour animates in linear light: halfway from iOS blue to red the first channel is 0.5 linear,
  /// 0.735 encoded.
  @Test func colourChangesAnimate() throws {
    let s = try scene(taps: [ViewTap(target: nil, time: 0)]) { Tint() }
    guard case .shape(let spec) = try items(s, at: 0.5)[0].content, let fill = spec.fill else {
      Issue.record("no fill")
      return
    }
    #expect(close(fill.linearPremultiplied[0], 0.5, 1e-9) && abs(fill.red - 0.735) < 0.01)
    guard case .shape(let end) = try items(s, at: 1)[0].content else { return }
    #expect(end.fill == RGBAColor.named("red"))
  }

  struct Switcher: View {
    @State private var vertical = false
    var body: some View {
      let layout = vertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
      layout {
        Rectangle().frame(width: 20, height: 20)
        Rectangle().frame(width: 20, height: 20)
      }
      .onTapGesture { withAnimation(.linear(duration: 1)) { vertical.toggle() } }
    }
  }

  /// Switching an AnyLayout keeps the children: the first square goes from (86, 50) in the row (48 wide,
  /// from 76) to (100, 36) in the column, and is halfway, (93, 43), at 0.5 s.
  @Test func anyLayoutMovesItsChildren() throws {
    let s = try scene(taps: [ViewTap(target: nil, time: 0)]) { Switcher() }
    func first(_ t: Double) throws -> (Double, Double) {
      let i = try items(s, at: t)[0]
      return (i.transform.x0, i.transform.y0)
    }
    let (a, b, c) = (try first(0), try first(0.5), try first(1))
    #expect(close(a.0, 86) && close(a.1, 50), "the animation starts at the row: \(a)")
    #expect(close(b.0, 93) && close(b.1, 43), "\(b)")
    #expect(close(c.0, 100) && close(c.1, 36))
  }

  struct Twice: View {
    var body: some View {
      TimelineView(.explicit([RenderClock.epoch.addingTimeInterval(1), RenderClock.epoch.addingTimeInterval(2)])) {
        context in
        let second = context.date.timeIntervalSince(RenderClock.epoch)
        Circle().frame(width: 10, height: 10).offset(x: second * 10)
      }
    }
  }

  /// A finite schedule needs no duration: the clip lasts until its last entry (2 s), and the entries at 1
  /// and 2 s are updates (the offset steps 0 → 10 → 20).
  @Test func finiteTimelineEndsAtItsLastEntry() throws {
    let s = try scene { Twice() }
    #expect(close(s.duration, 2))
    for (t, x) in [(0.5, 0.0), (1.5, 10.0), (2.0, 20.0)] {
      let v = try s.values(at: t, measurer: measurer)[0].values.first { $0.0 == "offset.x" }!.1
      #expect(close(v, x), "t = \(t): \(v)")
    }
  }
}
