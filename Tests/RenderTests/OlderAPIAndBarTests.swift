import DisplayModel
import Foundation
import Render
import RenderAnimSwiftUI
import RenderAnimUIKit
import Testing

/// Calls public code makes that render-anim lacked (corpus28 and corpus29, docs/swift-views.md): the older
/// `ActionSheet`, iOS 18's `toolbarVisibility`, a tab bar hidden from its tab, SwiftGen's image calls,
/// `UIPasteboard`, and SF Symbols whose outline and filled forms differ.
@Suite struct OlderAPIAndBarTests {
  let green: RGB = (52, 199, 89)
  let red: RGB = (255, 59, 48)

  struct Item: Identifiable { let id = 1 }

  /// `.actionSheet(item:)`: a tap sets the item, the sheet's destructive button runs its action and ends the
  /// sheet, and the view turns green.
  nonisolated struct Sheet: View {
    @State private var item: Item?
    @State private var deleted = false
    var body: some View {
      (deleted ? Color.green : Color.red)
        .onTapGesture { item = Item() }
        .actionSheet(item: $item) { _ in
          ActionSheet(
            title: Text("Clear?"), message: Text("All of it"),
            buttons: [.destructive(Text("Delete")) { deleted = true }, .cancel()])
        }
    }
  }

  @Test func anActionSheetsButtonRunsItsAction() throws {
    let taps = [ViewTap(target: nil, time: 0.1), ViewTap(target: "Delete", time: 1)]
    let f = try viewFrame(size: Size(width: 300, height: 500), at: 2, duration: 2.5, taps: taps) { Sheet() }
    #expect(near(f.rgb(150, 40), green), "\(f.rgb(150, 40))")
    let shown = try viewFrame(size: Size(width: 300, height: 500), at: 0.9, duration: 2.5, taps: taps) { Sheet() }
    // The sheet is up over the dimmed red: its title's row is not red.
    #expect(!near(shown.rgb(150, 40), green), "\(shown.rgb(150, 40))")
  }

  /// `.toolbar(.hidden, for: .tabBar)` (and iOS 18's `.toolbarVisibility`) in the chosen tab: no bar, the tab
  /// down to the safe area's bottom (818 on an iPhone 15), where the bar's 49 points would stand.
  @Test func aTabHidesTheTabBar() throws {
    for hides in [false, true] {
      let f = try viewFrame(device: .named("iphone15")!) {
        TabView {
          Color.red.toolbarVisibility(hides ? .hidden : .visible, for: .tabBar)
            .tabItem { Label("Home", systemImage: "house") }
        }
      }
      #expect(near(f.rgb(196, 800), red) == hides, "\(hides): \(f.rgb(196, 800))")
    }
  }

  /// SwiftGen's asset code: `Image(_:bundle:label:)` and `Image(decorative:bundle:)` called from an
  /// extension of `Image`, and `UIImage(named:in:compatibleWith:)`; a pasteboard drops what is copied.
  @Test func swiftGensImageCallsAndThePasteboard() {
    #expect(UIImage(named: "Logo", in: .main, compatibleWith: nil) != nil)
    UIPasteboard.general.string = "copied"
    #expect(UIPasteboard.general.string == nil && !UIPasteboard.general.hasStrings)
    _ = Image(named: "Logo", label: Text("Logo"))
    _ = Image(decorativeNamed: "Logo")
  }

  /// `house` and `gearshape` are outlines, their `.fill` forms solid: the outline has less ink.
  @Test func outlineSymbolsAreNotTheirFilledForms() throws {
    for name in ["house", "gearshape", "umbrella"] {
      func ink(_ symbol: String) throws -> Int {
        let f = try viewFrame(size: Size(width: 100, height: 100)) {
          Image(systemName: symbol).font(.system(size: 60))
        }
        var dark = 0
        for y in 0..<f.height { for x in 0..<f.width where f.rgb(x, y).r < 128 { dark += 1 } }
        return dark
      }
      let outline = try ink(name)
      let filled = try ink(name + ".fill")
      #expect(outline > 0 && Double(outline) < 0.8 * Double(filled), "\(name): \(outline) against \(filled)")
    }
  }
}

extension Image {
  fileprivate init(named name: String, label: Text) { self.init(name, bundle: .main, label: label) }
  fileprivate init(decorativeNamed name: String) { self.init(decorative: name, bundle: .main) }
}
