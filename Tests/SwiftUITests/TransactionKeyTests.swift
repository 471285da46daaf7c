import Foundation
import Keyframes
import RealModule
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// A custom `TransactionKey` (docs/swift-views.md, What is supported): the change carries its value, and a
/// `.transaction` modifier below reads it to choose the animation. A slow change (linear, 2 s) is half way
/// at 1 s after its tap; a quick one (no animation) jumps. And `disablesAnimations`.
@Suite struct TransactionKeyTests {
  enum Speed { case slow, quick }
  struct SpeedKey: TransactionKey { static let defaultValue = Speed.quick }

  struct Mover: View {
    @State private var x = 0.0
    var body: some View {
      Rectangle().frame(width: 10, height: 10).offset(x: x)
        .transaction { $0.animation = $0[SpeedKey.self] == .slow ? .linear(duration: 2) : nil }
        .onTapGesture {
          withTransaction(\.speed, x == 0 ? .slow : .quick) { x = x == 0 ? 100 : 0 }
        }
    }
  }

  @Test func aChangeCarriesItsKeysValue() throws {
    let measurer = EstimatedTextMeasurer()
    let s = try tappedScene(size: Size(width: 200, height: 100), duration: 4, taps: [0, 3], measurer: measurer) {
      Mover()
    }
    func x(_ t: Double) throws -> Double {
      try #require(s.displayList(at: t, measurer: measurer).items.first).transform.x0 - 100
    }
    #expect(try x(1).isApproximatelyEqual(to: 50, absoluteTolerance: 1e-6))
    #expect(try x(2.5).isApproximatelyEqual(to: 100, absoluteTolerance: 1e-6))
    #expect(try x(3.1).isApproximatelyEqual(to: 0, absoluteTolerance: 1e-6))
    #expect(Transaction()[SpeedKey.self] == .quick)
  }

  struct Disabled: View {
    @State private var x = 0.0
    var body: some View {
      Rectangle().frame(width: 10, height: 10).offset(x: x)
        .animation(.linear(duration: 4), value: x)
        .onTapGesture {
          var transaction = Transaction(animation: .linear(duration: 2))
          transaction.disablesAnimations = true
          withTransaction(transaction) { x = 100 }
        }
    }
  }

  /// `disablesAnimations` keeps `.animation(_:value:)` from replacing the transaction's animation; the
  /// change still animates with the transaction's own (linear, 2 s: half way at 1 s, not a quarter of the
  /// way as the modifier's 4 s would be, nor at once).
  @Test func disablesAnimationsKeepsTheTransactionsAnimation() throws {
    let measurer = EstimatedTextMeasurer()
    let s = try tappedScene(size: Size(width: 200, height: 100), duration: 3, taps: [0], measurer: measurer) {
      Disabled()
    }
    let x = try #require(s.displayList(at: 1, measurer: measurer).items.first).transform.x0 - 100
    #expect(x.isApproximatelyEqual(to: 50, absoluteTolerance: 1e-6), "\(x)")
  }
}

extension Transaction {
  fileprivate var speed: TransactionKeyTests.Speed {
    get { self[TransactionKeyTests.SpeedKey.self] }
    set { self[TransactionKeyTests.SpeedKey.self] = newValue }
  }
}
