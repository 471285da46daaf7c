import Foundation
import Testing

/// The iOS platform a view file expects, compiled as a user's file is. SwiftUI's views are `@MainActor`,
/// as in the iOS 18 SDK, and view files compile in Swift 5 mode unless `--swift-version 6`
/// (docs/swift-views.md, "The main actor"): code that compiles in Xcode in a mode compiles here in that
/// mode, and code Xcode refuses in Swift 6 is refused here too. `import UIKit` and `import Combine`
/// resolve; UIKit's views are one clear error.
@Suite(.serialized) struct PlatformViewTests {
  func view(_ source: String, name: String) throws -> String {
    let path = try RenderAnimBinary.temporaryFolder("main-actor").appendingPathComponent(name).path
    try source.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// The `offset.y` of the first layer at each time.
  func offsets(_ arguments: [String]) throws -> [Double?] {
    let r = try RenderAnimBinary.runWithViewCache(["sample"] + arguments)
    #expect(r.status == 0, "\(arguments): \(r.err)")
    struct Sample: Decodable {
      struct Layer: Decodable { var values: [String: [Double?]] }
      var layers: [Layer]
    }
    let sample = try JSONDecoder().decode(Sample.self, from: Data(r.out.utf8))
    return sample.layers.first?.values["offset.y"] ?? []
  }

  /// A tap sets `on`; `onChange` calls the view's own `@MainActor` method, which a helper property calls
  /// too. In Xcode this compiles in both modes (the view, its body and its closures are main-actor
  /// isolated); the tap at 0.25 s moves the circle down 30 points by the next frame.
  @Test(arguments: [5, 6]) func aMainActorMethodCalledFromOnChangeCompiles(_ mode: Int) throws {
    let path = try view(
      """
      import SwiftUI
      struct Recorder: View {
        @State private var on = false
        @State private var drop = 0.0
        var body: some View {
          dot
            .onTapGesture { on.toggle() }
            .onChange(of: on) { _, value in record(value) }
        }
        var dot: some View { Circle().frame(width: 20, height: 20).offset(y: drop) }
        @MainActor func record(_ value: Bool) { drop = value ? 30 : 0 }
      }
      struct Recorder_Previews: PreviewProvider {
        static var previews: some View { Recorder() }
      }
      """, name: "Recorder.swift")
    let y = try offsets([
      path, "--swift-version", String(mode), "--size", "100x100", "--tap", "0.25", "--times", "0,0.5",
    ])
    #expect(y == [0, 30])
  }

  /// A global `var` compiles in Swift 5 mode (the default) and is Swift 6's data-race error in Swift 6
  /// mode: swiftc's line, exit 65, as in Xcode.
  @Test func aGlobalVarCompilesInSwift5AndNotIn6() throws {
    let path = try view(
      """
      import SwiftUI
      var lift = 12.0
      struct Lifted: View {
        var body: some View { Rectangle().frame(width: 10, height: 10).offset(y: lift) }
      }
      """, name: "Lifted.swift")
    #expect(try offsets([path, "--times", "0"]) == [12])
    let r = try RenderAnimBinary.runWithViewCache(["sample", path, "--swift-version", "6", "--times", "0"])
    #expect(r.status == 65)
    #expect(r.err.hasPrefix(path + ":2:5: error: var 'lift' is not concurrency-safe"), "\(r.err)")
    let bad = try RenderAnimBinary.runWithViewCache(["sample", path, "--swift-version", "4", "--times", "0"])
    #expect(bad.status == 64 && bad.err.contains("--swift-version must be 5 or 6"), "\(bad.err)")
  }

  /// `import UIKit` and `import Combine` resolve (the screen is the canvas: a quarter of 200 is 50 wide);
  /// a `UIViewRepresentable` stops in swiftc with one line that says why.
  @Test func uiKitAndCombineImportsResolve() throws {
    let path = try view(
      """
      import SwiftUI
      import UIKit
      import Combine
      final class Model: ObservableObject { @Published var lift = 0.0 }
      struct Quarter: View {
        @StateObject private var model = Model()
        var body: some View {
          Rectangle().fill(Color(uiColor: .systemTeal))
            .frame(width: UIScreen.main.bounds.width / 4, height: 10)
            .offset(y: model.lift)
            .onTapGesture { UISelectionFeedbackGenerator().selectionChanged(); model.lift = 7 }
        }
      }
      """, name: "Quarter.swift")
    #expect(try offsets([path, "--size", "200x100", "--tap", "0.1", "--times", "0,0.5"]) == [0, 7])
    let wrapped = try view(
      """
      import SwiftUI
      import UIKit
      struct Map: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ view: UIView, context: Context) {}
      }
      struct Screen: View { var body: some View { Map() } }
      """, name: "Map.swift")
    let r = try RenderAnimBinary.runWithViewCache(["sample", wrapped, "--times", "0"])
    #expect(r.status == 65)
    #expect(
      r.err == wrapped
        + ":3:13: error: 'Map' is a UIViewRepresentable, a UIKit view: render-anim draws SwiftUI views only "
        + "and cannot render it\n",
      "\(r.err)")
  }

  /// `import CoreGraphics` resolves, in a helper file that imports nothing else (geometry helpers do so):
  /// its `CGAffineTransform` doubles the lift, 5 → 10 points.
  @Test func coreGraphicsImportResolves() throws {
    let helper = try view(
      """
      import CoreGraphics
      func doubled(_ y: CGFloat) -> CGFloat { CGPoint(x: 0, y: y).applying(CGAffineTransform(scaleX: 1, y: 2)).y }
      """, name: "Geometry.swift")
    let path = try view(
      """
      import SwiftUI
      struct Lifted: View {
        var body: some View { Rectangle().frame(width: 10, height: 10).offset(y: doubled(5)) }
      }
      """, name: "Lifted.swift")
    #expect(try offsets([path, "--with", helper, "--size", "100x100", "--times", "0"]) == [10])
  }
}
