import DisplayModel
import Foundation
import Render
import RenderAnimSwiftUI
import Testing

/// `.buttonBorderShape` (docs/swift-views.md, Controls): a prominent button's plate is a 6-point rounded
/// rectangle by default, so the pixel 2 points in from its top-left corner is the tint; in a capsule (a
/// radius of half its height, 17 points or so) that pixel is outside the plate, white.
@Suite struct ButtonBorderShapeTests {
  func cornerPixel(_ shape: ButtonBorderShape?) throws -> RGB {
    let f = try viewFrame {
      if let shape {
        AnyView(Button("Go Ahead") {}.buttonStyle(.borderedProminent).buttonBorderShape(shape))
      } else {
        AnyView(Button("Go Ahead") {}.buttonStyle(.borderedProminent))
      }
    }
    let left = (0..<200).first { f.rgb($0, 100).r < 100 }!
    let top = (0..<200).first { f.rgb(100, $0).r < 100 }!
    return f.rgb(left + 2, top + 2)
  }

  @Test func theShapeOfThePlate() throws {
    #expect(near(try cornerPixel(nil), (0, 122, 255)))
    #expect(near(try cornerPixel(.roundedRectangle), (0, 122, 255)))
    #expect(try cornerPixel(.capsule).r > 200)
    #expect(try cornerPixel(.roundedRectangle(radius: 12)).r > 200)
  }
}
