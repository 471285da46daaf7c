import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// UIKit's basics for SwiftUI code (docs/swift-views.md, UIKit): the screen is the canvas, fonts and
/// images pass through SwiftUI's initialisers, haptics do nothing.
@Suite struct UIKitTests {
  let measurer = EstimatedTextMeasurer()

  func list(size: Size?, scale: Double = 1, _ root: @escaping () -> any View) throws -> DisplayList {
    let scene = try ViewScene.scene(
      file: "/tmp/UIKit.swift", text: "uikit",
      options: ViewSceneOptions(size: size, scale: scale), measurer: measurer, root: root)
    return try scene.displayList(at: 0, measurer: measurer)
  }

  struct ScreenSized: View {
    let fraction: Double
    var body: some View {
      Color.blue.frame(
        width: UIScreen.main.bounds.width * fraction,
        height: UIScreen.main.bounds.height * fraction * UIScreen.main.scale)
    }
  }

  /// `UIScreen.main.bounds` is `--size`; without one, an iPhone 15's 393 × 852; `scale` is `--scale`.
  @Test func theScreenIsTheCanvas() throws {
    let sized = try list(size: Size(width: 200, height: 120)) { ScreenSized(fraction: 0.5) }
    #expect(sized.items.first?.frameSize == Size(width: 100, height: 60))
    let phone = try list(size: nil, scale: 2) { ScreenSized(fraction: 0.25) }
    #expect(phone.items.first?.frameSize == Size(width: 98.25, height: 426))
  }

  @Test func fontsAndImagesPassThroughSwiftUIsInitialisers() throws {
    func font(_ root: @escaping () -> any View) throws -> FontSpec? {
      if case .text(_, let f, _, _, _)? = try list(size: Size(width: 100, height: 100), root).items.first?.content {
        return f
      }
      return nil
    }
    #expect(
      try font { Text("A").font(Font(UIFont.systemFont(ofSize: 21, weight: .semibold))) }
        == FontSpec(size: 21, weight: 600))
    #expect(
      try font { Text("A").font(Font(UIFont.preferredFont(forTextStyle: .title1))) } == FontSpec(size: 28, weight: 400))
    #expect(try font { Text("A").font(Font(UIFont.boldSystemFont(ofSize: 9))) } == FontSpec(size: 9, weight: 700))
    #expect(
      try font { Text("A").font(Font(UIFont.systemFont(ofSize: 21, weight: .bold, width: .condensed))) }
        == FontSpec(size: 21, weight: 700, width: -0.2))
    let symbol = try list(size: Size(width: 100, height: 100)) { Image(systemName: "heart.fill") }.items.first?.content
    let uiSymbol = try list(size: Size(width: 100, height: 100)) { Image(uiImage: UIImage(systemName: "heart.fill")!) }
      .items.first?.content
    #expect(symbol != nil && symbol == uiSymbol)
    #expect(UIImage(systemName: "") == nil)
  }

  /// Haptics and `UIApplication.shared.open` in a tap handler compile and do nothing; the tap still acts.
  @Test func feedbackGeneratorsDoNothing() throws {
    struct Tapped: View {
      @State var on = false
      var body: some View {
        Color.red.frame(width: 10, height: on ? 40 : 10).onTapGesture {
          UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
          UINotificationFeedbackGenerator().notificationOccurred(.success)
          UIApplication.shared.open(URL(string: "https://example.com")!)
          on = true
        }
      }
    }
    let scene = try ViewScene.scene(
      file: "/tmp/UIKit.swift", text: "tap",
      options: ViewSceneOptions(
        size: Size(width: 50, height: 50),
        taps: [ViewTap(target: nil, time: 0.1)]),
      measurer: measurer
    ) { Tapped() }
    #expect(try scene.displayList(at: 0.5, measurer: measurer).items.first?.frameSize == Size(width: 10, height: 40))
    #expect(UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.systemName == "iOS")
  }
}
