import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// Taps at a point (`--tap X,Y@T`): the front-most view drawn there, and the nearest gesture on it or
/// around it (docs/swift-views.md, Taps). Positions by hand in a 200 × 100 canvas.
@Suite struct HitTestTests {
  let measurer = EstimatedTextMeasurer()

  func scene(_ taps: [ViewTap], _ root: @escaping () -> any View) throws -> Scene {
    try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test", options: ViewSceneOptions(size: Size(width: 200, height: 100), taps: taps),
      measurer: measurer, root: root)
  }

  func tap(_ x: Double, _ y: Double) -> [ViewTap] { [ViewTap(location: CGPoint(x: x, y: y), time: 0.1)] }

  func opacities(_ s: Scene) throws -> [Double] { try s.displayList(at: 0.5, measurer: measurer).items.map(\.opacity) }

  /// The opacity of the layers whose name starts with `prefix` (all of them equal, else nil).
  func opacity(_ s: Scene, _ prefix: String) throws -> Double? {
    let values = Set(
      try s.displayList(at: 0.5, measurer: measurer).items.filter { $0.id?.hasPrefix(prefix) == true }.map(\.opacity))
    return values.count == 1 ? values.first : nil
  }

  /// Two squares that a name cannot tell apart (both "Tap me"): 40 + 8 + 40 = 88 wide from x = 56, so
  /// the left one spans 56…96 and the right one 104…144. A tap at 120 fades the right one only.
  struct Twins: View {
    @State var faded: Set<Int> = []
    var body: some View {
      HStack {
        ForEach(0..<2, id: \.self) { i in
          Text("Tap me").frame(width: 40, height: 40).background(Color.yellow)
            .opacity(faded.contains(i) ? 0.5 : 1)
            .onTapGesture { faded.insert(i) }
        }
      }
    }
  }

  @Test func aPointTellsTwoSameTitledViewsApart() throws {
    let right = try scene(tap(120, 50)) { Twins() }
    #expect(try opacity(right, "Twins[0]") == 1 && opacity(right, "Twins[1]") == 0.5)
    let left = try scene(tap(60, 35)) { Twins() }
    #expect(try opacity(left, "Twins[0]") == 0.5 && opacity(left, "Twins[1]") == 1)
    // The gap between them (96…104) has nothing drawn: a clear error, not a guess.
    #expect(throws: (any Error).self) { try scene(tap(100, 50)) { Twins() } }
  }

  /// A transparent zone is hit only with a content shape, as in SwiftUI.
  struct Zone: View {
    var shaped: Bool
    @State var on = false
    var body: some View {
      ZStack {
        Circle().fill(Color.red).frame(width: 20, height: 20).opacity(on ? 0.5 : 1)
        if shaped {
          Color.clear.frame(width: 100, height: 100).contentShape(Rectangle()).onTapGesture { on = true }
        } else {
          Color.clear.frame(width: 100, height: 100).onTapGesture { on = true }
        }
      }
    }
  }

  @Test func aClearZoneNeedsAContentShape() throws {
    #expect(try opacity(scene(tap(140, 80)) { Zone(shaped: true) }, "Zone/Circle") == 0.5)
    #expect(throws: (any Error).self) { try scene(tap(140, 80)) { Zone(shaped: false) } }
  }

  /// The front view lets the tap through with `.allowsHitTesting(false)`; `.zIndex` decides which is in front.
  struct Layers: View {
    var passThrough: Bool
    var raiseBack: Bool
    @State var hit = ""
    var body: some View {
      ZStack {
        Color.blue.frame(width: 60, height: 60).opacity(hit == "back" ? 0.5 : 1)
          .onTapGesture { hit = "back" }.zIndex(raiseBack ? 1 : 0)
        Color.green.frame(width: 60, height: 60).opacity(hit == "front" ? 0.5 : 1)
          .onTapGesture { hit = "front" }.allowsHitTesting(!passThrough)
      }
    }
  }

  @Test func hitTestingAndZIndex() throws {
    #expect(try opacities(scene(tap(100, 50)) { Layers(passThrough: false, raiseBack: false) }) == [1, 0.5])
    #expect(try opacities(scene(tap(100, 50)) { Layers(passThrough: true, raiseBack: false) }) == [0.5, 1])
    // Raised, the blue square is drawn last and takes the tap.
    #expect(try opacities(scene(tap(100, 50)) { Layers(passThrough: false, raiseBack: true) }) == [1, 0.5])
    let raised = try scene([]) { Layers(passThrough: false, raiseBack: true) }
    guard case .shape(let top)? = try raised.displayList(at: 0, measurer: measurer).items.last?.content else {
      Issue.record("no shape")
      return
    }
    #expect(top.fill?.blue == 1 && top.fill?.green != 1)
  }

  /// An offset moves where the view is hit; a disabled view's gesture does nothing.
  struct Moved: View {
    var disabled = false
    @State var on = false
    var body: some View {
      Circle().fill(Color.red).frame(width: 20, height: 20).offset(x: 60).opacity(on ? 0.5 : 1)
        .onTapGesture { on = true }.disabled(disabled)
    }
  }

  @Test func offsetsMoveTheTargetAndDisabledRefuses() throws {
    #expect(try opacities(scene(tap(160, 50)) { Moved() }) == [0.5])
    #expect(throws: (any Error).self) { try scene(tap(100, 50)) { Moved() } }
    #expect(throws: (any Error).self) { try scene(tap(160, 50)) { Moved(disabled: true) } }
  }
}
