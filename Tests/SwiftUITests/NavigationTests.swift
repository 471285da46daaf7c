import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// A navigation stack draws its bar as iOS 17 does at the top of a scroll view (docs/swift-views.md,
/// Navigation): a 44-point bar, items 16 points in from its sides, a large title 16 points in whose line
/// ends 8 points above the bottom of the 52-point row under the bar, an inline title centred in the bar,
/// and the content centred in what is left. Positions are the text items' centres, derived by hand from
/// the measured sizes.
@Suite struct NavigationTests {
  let measurer = EstimatedTextMeasurer()

  func texts(
    _ size: Size, _ root: @escaping () -> any View
  ) throws -> [String: (x: Double, y: Double, w: Double, h: Double)] {
    let scene = try ViewScene.scene(
      file: "/tmp/Navigation.swift", text: "nav", options: ViewSceneOptions(size: size),
      measurer: measurer, root: root)
    var found: [String: (Double, Double, Double, Double)] = [:]
    for item in try scene.displayList(at: 0, measurer: measurer).items {
      if case .text(let s, _, _, _, _) = item.content {
        found[s] = (item.transform.x0, item.transform.y0, item.frameSize.width, item.frameSize.height)
      }
    }
    return found
  }

  @Test func aLargeTitleAndItemsAtTheBarsSides() throws {
    let t = try texts(Size(width: 390, height: 400)) {
      NavigationStack {
        Text("Body")
          .navigationTitle("Inbox")
          .toolbar {
            ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
            ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
          }
      }
    }
    let title = try #require(t["Inbox"])
    let edit = try #require(t["Edit"])
    let add = try #require(t["Add"])
    let body = try #require(t["Body"])
    #expect(abs(title.x - (16 + title.w / 2)) < 1e-9 && abs(title.y - (44 + 52 - 8 - title.h / 2)) < 1e-9)
    #expect(abs(edit.x - (16 + edit.w / 2)) < 1e-9 && abs(edit.y - 22) < 1e-9)
    #expect(abs(add.x - (390 - 16 - add.w / 2)) < 1e-9 && abs(add.y - 22) < 1e-9)
    // The content is centred in the 304 points under the 96-point bar.
    #expect(abs(body.x - 195) < 1e-9 && abs(body.y - (96 + 152)) < 1e-9)
  }

  @Test func anInlineTitleIsCentredInTheBar() throws {
    let t = try texts(Size(width: 300, height: 200)) {
      NavigationView { Text("Body").navigationTitle("Settings").navigationBarTitleDisplayMode(.inline) }
    }
    let title = try #require(t["Settings"])
    let body = try #require(t["Body"])
    #expect(abs(title.x - 150) < 1e-9 && abs(title.y - 22) < 1e-9)
    #expect(abs(body.y - (44 + 78)) < 1e-9)
  }

  @Test func aHiddenBarLeavesTheContent() throws {
    let t = try texts(Size(width: 300, height: 200)) {
      NavigationStack { Text("Body").navigationTitle("Hidden").toolbar(.hidden, for: .navigationBar) }
    }
    #expect(t["Hidden"] == nil)
    #expect(abs((t["Body"]?.y ?? 0) - 100) < 1e-9)
  }

  /// An "Inbox" list of `rows` rows under a large title on a 390 × 600 canvas, dragged 100 points up from
  /// (200, 400) at 0.2 s over 0.2 s.
  func draggedInbox(rows: Int, duration: Double) throws -> Scene {
    try ViewScene.scene(
      file: "/tmp/Navigation.swift", text: "nav",
      options: ViewSceneOptions(
        size: Size(width: 390, height: 600), duration: duration,
        taps: [ViewTap(dragFrom: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 300), time: 0.2, duration: 0.2)]),
      measurer: measurer
    ) {
      NavigationStack { List(0..<rows) { i in Text("Row \(i)") }.navigationTitle("Inbox") }
    }
  }

  /// A list of 40 rows under a large title, dragged 100 points up from 0.2 s over 0.2 s (12 samples of
  /// 8⅓ points; the content follows once the finger is 10 points away). The large title takes the first 52
  /// points: at 0.26 s (three samples, 15 scrolled) the title has risen 15 with the rows; at 0.4 s (90
  /// scrolled, 38 past the title, more than the 8-point fade) the title is the inline one, centred in the
  /// 44-point bar (y = 22), and the first row is 90 points higher than at rest.
  @Test func scrollingAListFoldsTheLargeTitleIntoTheBar() throws {
    let scene = try draggedInbox(rows: 40, duration: 1)
    let layers = try scene.sample(at: [0, 0.26, 0.4], measurer: measurer).layers
    func ys(_ suffix: String) throws -> [Double] {
      try #require(layers.first { $0.id?.hasSuffix(suffix) == true }).transform.map { $0[5] ?? .nan }
    }
    let row = try ys("[0]/Text")
    let title = try ys("NavigationLayout/Text")
    #expect(abs(row[1] - (row[0] - 15)) < 1e-9 && abs(row[2] - (row[0] - 90)) < 1e-9, "\(row)")
    #expect(abs(title[1] - (title[0] - 15)) < 1e-9 && abs(title[2] - 22) < 1e-9, "\(title)")
    // Scrolled under, the bar has its material and, at its bottom edge, a one-pixel hairline (1× here).
    let hairline = try #require(layers.first { $0.id?.hasSuffix("background/overlay/Rectangle") == true })
    #expect(hairline.opacity[0] == nil && hairline.transform[2][5] == 43.5, "\(hairline.transform)")
  }

  /// A list of three rows, shorter than the screen, dragged up under a large title: it comes back, the
  /// title large again at rest (the title took the offset's first points, and the list could not scroll).
  @Test func aShortListComesBackUnderItsLargeTitle() throws {
    let scene = try draggedInbox(rows: 3, duration: 3)
    let layers = try scene.sample(at: [0, 2.9], measurer: measurer).layers
    let title = try #require(layers.first { $0.id?.hasSuffix("NavigationLayout/Text") == true }).transform
    #expect(abs((title[1][5] ?? 0) - (title[0][5] ?? 1)) < 0.1, "\(title)")
  }
}
