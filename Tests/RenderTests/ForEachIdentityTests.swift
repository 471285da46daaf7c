import DisplayModel
import Foundation
import Render
import RenderAnimSwiftUI
import Testing

/// `ForEach` over objects identified by reference (docs/swift-views.md, The runtime's rules): two objects
/// whose descriptions are the same are two views, each keeping its own state when another is inserted before
/// it. Each row keeps, in a `@State` of its own, the colour its object had when the row first appeared: 40
/// points tall rows from the top of a 200-point canvas.
@Suite struct ForEachIdentityTests {
  final class Swatch: Hashable {
    let color: Color
    init(_ color: Color) { self.color = color }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    static func == (a: Swatch, b: Swatch) -> Bool { a === b }
  }

  nonisolated struct Row: View {
    @State private var first: Color
    init(_ swatch: Swatch) { _first = State(initialValue: swatch.color) }
    var body: some View { first.frame(height: 40) }
  }

  nonisolated struct Swatches: View {
    @State private var swatches = [Swatch(.red)]
    var body: some View {
      VStack(spacing: 0) {
        ForEach(swatches, id: \.self) { Row($0) }
        Spacer()
      }
      .onTapGesture { swatches.insert(Swatch(.blue), at: 0) }
    }
  }

  @Test func objectsInsertedBeforeOthersAreViewsOfTheirOwn() throws {
    let before = try viewFrame(at: 0.5, duration: 1) { Swatches() }
    #expect(near(before.rgb(100, 20), (255, 59, 48)))
    #expect(near(before.rgb(100, 60), (255, 255, 255)))
    // The new blue swatch's row on top, the red one's moved below it with its state.
    let after = try viewFrame(at: 0.5, duration: 1, taps: [ViewTap(location: CGPoint(x: 100, y: 20), time: 0.1)]) {
      Swatches()
    }
    #expect(near(after.rgb(100, 20), (0, 122, 255)))
    #expect(near(after.rgb(100, 60), (255, 59, 48)))
  }
}
