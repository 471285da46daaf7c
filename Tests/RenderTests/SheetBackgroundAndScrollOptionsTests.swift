import DisplayModel
import Render
import RenderAnimSwiftUI
import Testing

/// A sheet's background as a style or a view (iOS 16.4), the scroll-indicator modifiers (nothing to
/// draw: render-anim draws no indicators) and SF Symbols 6's renamed arrows (docs/swift-views.md).
@Suite struct SheetBackgroundAndScrollOptionsTests {
  /// A medium sheet in a 200 × 200 canvas covers y 100…200; its fill is the view given (orange over its
  /// top half, green below), or the style given, in the sheet's shape (the corner at (1, 101) is the
  /// dimmed screen).
  @Test func aSheetIsFilledWithTheViewOrStyleGiven() throws {
    let f = try viewFrame {
      Color.white.sheet(isPresented: .constant(true)) {
        Text("Hi").presentationDetents([.medium]).presentationBackground {
          VStack(spacing: 0) {
            Color.orange; Color.green
          }
        }
      }
    }
    #expect(f.rgb(20, 110) == (255, 149, 0), "\(f.rgb(20, 110))")
    #expect(f.rgb(20, 190) == (52, 199, 89), "\(f.rgb(20, 190))")
    #expect(f.rgb(1, 101) != (255, 149, 0))
    let g = try viewFrame {
      Color.white.sheet(isPresented: .constant(true)) {
        Text("Hi").presentationDetents([.medium]).presentationBackground(Color.purple)
      }
    }
    #expect(g.rgb(20, 150) == (175, 82, 222), "\(g.rgb(20, 150))")
  }

  /// Hidden or flashed, a scroll view draws as it does without the modifiers (iOS shows indicators only
  /// while a view scrolls).
  @Test func scrollIndicatorModifiersDrawNothing() throws {
    func list() -> some View { ScrollView { ForEach(0..<20) { Text("Row \($0)") } } }
    let plain = try viewFrame { list() }
    let hidden = try viewFrame { list().scrollIndicators(.hidden).scrollIndicatorsFlash(trigger: 1) }
    #expect(plain.pixels == hidden.pixels)
  }

  @Test func renamedSymbolsAreKnown() {
    for name in ["accessibility", "leaf.arrow.trianglehead.clockwise", "arrow.trianglehead.2.counterclockwise"] {
      #expect(SFSymbols.isKnown(name), "\(name)")
    }
  }
}
