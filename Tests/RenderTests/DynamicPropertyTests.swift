import DisplayModel
import Foundation
import Render
import RenderAnimSwiftUI
import Testing

/// Property wrappers of the view's own that conform to `DynamicProperty` (docs/swift-views.md, "Custom
/// dynamic properties"): the `@State` and `@Environment` inside them are the view's, and `update()` runs
/// before the body. On a 200-point canvas, a red bar 40 points tall at the top left.
@Suite struct DynamicPropertyTests {
  /// Counts taps in a state of its own; `update()` derives the bar's extra width, 40 points a tap.
  @propertyWrapper nonisolated struct TapWidth: DynamicProperty {
    @State private var taps = 0
    private var derived = 0.0
    var wrappedValue: Double { derived }
    var projectedValue: TapWidth { self }
    func tap() { taps += 1 }
    mutating func update() { derived = Double(taps) * 40 }
  }

  /// The colour scheme read through an `@Environment` inside a wrapper inside a wrapper.
  @propertyWrapper nonisolated struct SchemeTint: DynamicProperty {
    @Scheme private var scheme
    var wrappedValue: Color { scheme == .dark ? .green : .blue }
  }

  @propertyWrapper nonisolated struct Scheme: DynamicProperty {
    @Environment(\.colorScheme) private var scheme
    var wrappedValue: ColorScheme { scheme }
  }

  nonisolated struct Bar: View {
    @TapWidth var extra
    var body: some View {
      Color.red.frame(width: 20 + extra, height: 40)
        .onTapGesture { $extra.tap() }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  nonisolated struct Tinted: View {
    @SchemeTint var tint
    var body: some View { tint.frame(width: 40, height: 40) }
  }

  @Test func aWrappersStateIsTheViewsAndUpdateRunsBeforeTheBody() throws {
    let before = try viewFrame(at: 0.2) { Bar() }
    #expect(near(before.rgb(10, 20), (255, 59, 48)))
    #expect(near(before.rgb(30, 20), (255, 255, 255)))
    // One tap: the wrapper's state is 1, and update() made the bar 20 + 40 points wide.
    let after = try viewFrame(at: 0.5, taps: [ViewTap(location: CGPoint(x: 10, y: 20), time: 0.1)]) { Bar() }
    #expect(near(after.rgb(55, 20), (255, 59, 48)))
    #expect(near(after.rgb(65, 20), (255, 255, 255)))
    // Two taps: 100 points.
    let twice = try viewFrame(
      at: 0.5,
      taps: [ViewTap(location: CGPoint(x: 10, y: 20), time: 0.1), ViewTap(location: CGPoint(x: 10, y: 20), time: 0.2)]
    ) { Bar() }
    #expect(near(twice.rgb(95, 20), (255, 59, 48)))
    #expect(near(twice.rgb(105, 20), (255, 255, 255)))
  }

  @Test func anEnvironmentInsideNestedWrappersIsBound() throws {
    // iOS blue (0, 122, 255) in light mode, iOS dark green (48, 209, 88) in dark mode.
    #expect(near(try viewFrame { Tinted() }.rgb(100, 100), (0, 122, 255)))
    #expect(near(try viewFrame(scheme: .dark) { Tinted() }.rgb(100, 100), (48, 209, 88)))
  }
}
