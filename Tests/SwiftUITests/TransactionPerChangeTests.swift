import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// Changes made in one action with different transactions each animate with their own
/// (docs/swift-views.md, The runtime's rules), as SwiftUI commits them one transaction at a time: one view
/// shows x, another y. (Two changes of one animatable value, such as both sides of one `offset`, merge by
/// docs/semantics.md §0b as SwiftUI merges them.)
@Suite struct TransactionPerChangeTests {
  struct Two: View {
    @State var x = 0.0
    @State var y = 0.0
    let plainX: Bool
    var body: some View {
      ZStack {
        Rectangle().frame(width: 10, height: 10).offset(x: x)
        Rectangle().frame(width: 10, height: 10).offset(y: y)
      }
      .onTapGesture {
        if plainX { x = 100 } else { withAnimation(.linear(duration: 1)) { x = 100 } }
        withAnimation(.linear(duration: 2)) { y = 100 }
      }
    }
  }

  final class Model: ObservableObject {
    @Published var x = 0.0
    @Published var y = 0.0
  }

  /// The same two changes, made to an object's properties (and, with `state`, the first to a `@State`).
  struct Observing: View {
    @StateObject var model = Model()
    @State var x = 0.0
    let state: Bool
    var body: some View {
      ZStack {
        Rectangle().frame(width: 10, height: 10).offset(x: state ? x : model.x)
        Rectangle().frame(width: 10, height: 10).offset(y: model.y)
      }
      .onTapGesture {
        withAnimation(.linear(duration: 1)) { if state { x = 100 } else { model.x = 100 } }
        withAnimation(.linear(duration: 2)) { model.y = 100 }
      }
    }
  }

  func centre(_ plainX: Bool, at t: Double) throws -> [Double] {
    try centre(at: t) { Two(plainX: plainX) }
  }

  func centre(at t: Double, _ root: @escaping () -> any View) throws -> [Double] {
    let m = EstimatedTextMeasurer()
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "t",
      options: ViewSceneOptions(size: Size(width: 200, height: 200), taps: [ViewTap(target: nil, time: 0)]),
      measurer: m, root: root)
    let items = try scene.displayList(at: t, measurer: m).items
    try #require(items.count == 2)
    return [items[0].transform.x0 - 100, items[1].transform.y0 - 100]
  }

  /// Tapped at 0: at 0.5 s, x is half way through its 1 s linear animation (50) and y a quarter through
  /// its 2 s one (25); at 1 s x is there (100), y half way (50). (With one transaction for both, x was 25
  /// at 0.5 s.)
  @Test func twoWithAnimationCallsEachAnimateTheirChange() throws {
    let half = try centre(false, at: 0.5)
    let one = try centre(false, at: 1)
    #expect(
      half[0].isApproximatelyEqual(to: 50, absoluteTolerance: 1e-9)
        && half[1].isApproximatelyEqual(to: 25, absoluteTolerance: 1e-9))
    #expect(
      one[0].isApproximatelyEqual(to: 100, absoluteTolerance: 1e-9)
        && one[1].isApproximatelyEqual(to: 50, absoluteTolerance: 1e-9))
  }

  /// A change outside `withAnimation` beside an animated one does not animate: x is at 100 at once.
  @Test func aPlainChangeBesideAnAnimatedOneJumps() throws {
    let half = try centre(true, at: 0.5)
    #expect(
      half[0].isApproximatelyEqual(to: 100, absoluteTolerance: 1e-9)
        && half[1].isApproximatelyEqual(to: 25, absoluteTolerance: 1e-9))
  }

  /// An object's properties live outside the view graph: both changes show in the first transaction's
  /// update, as iOS reads the object there, so both animate over 1 s (at 0.5 s both are at 50; with the
  /// last transaction for both, as before, both were at 25).
  @Test func objectChangesShowInTheFirstTransaction() throws {
    for state in [false, true] {
      let half = try centre(at: 0.5) { Observing(state: state) }
      #expect(
        half[0].isApproximatelyEqual(to: 50, absoluteTolerance: 1e-9)
          && half[1].isApproximatelyEqual(to: 50, absoluteTolerance: 1e-9), "state: \(state), \(half)")
    }
  }

  /// Two views, each observing an object of its own; one action changes the first's object with a 1 s
  /// animation and the second's with a 2 s one. Each view is drawn again in the transaction that changed
  /// its object, as on iOS: at 0.5 s the first is at 50, the second at 25. (One view that observes both
  /// objects reads both in the first transaction, as `objectChangesShowInTheFirstTransaction` shows.)
  nonisolated struct Mover: View {
    @ObservedObject var model: Model
    var body: some View { Rectangle().frame(width: 10, height: 10).offset(x: model.x) }
  }

  nonisolated struct Separate: View {
    @StateObject var first = Model()
    @StateObject var second = Model()
    var body: some View {
      ZStack {
        Mover(model: first)
        Mover(model: second)
      }
      .onTapGesture {
        withAnimation(.linear(duration: 1)) { first.x = 100 }
        withAnimation(.linear(duration: 2)) { second.x = 100 }
      }
    }
  }

  @Test func separateObjectsShowInTheirOwnTransactions() throws {
    let m = EstimatedTextMeasurer()
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "t",
      options: ViewSceneOptions(size: Size(width: 200, height: 200), taps: [ViewTap(target: nil, time: 0)]),
      measurer: m
    ) { Separate() }
    let x = try scene.displayList(at: 0.5, measurer: m).items.map { $0.transform.x0 - 100 }
    #expect(
      x.count == 2 && x[0].isApproximatelyEqual(to: 50, absoluteTolerance: 1e-9)
        && x[1].isApproximatelyEqual(to: 25, absoluteTolerance: 1e-9), "\(x)")
  }
}
