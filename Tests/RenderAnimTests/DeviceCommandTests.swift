import Foundation
import Testing

/// `--device` on the command line and `device:` in a view scene (docs/swift-views.md, Canvas): the
/// device's screen at its scale, the view laid out in its safe area. An iPhone SE is 375 × 667 points at
/// 2× with a 20-point inset at the top: the safe area's centre is at (187.5, 343.5).
@Suite(.serialized) struct DeviceCommandTests {
  func folder() throws -> URL {
    let dir = try RenderAnimBinary.temporaryFolder("device")
    try """
    import SwiftUI
    struct Screen: View {
      @State private var on = false
      var body: some View {
        ZStack {
          Color.blue.ignoresSafeArea()
          Color.red.frame(width: 100, height: 100).opacity(on ? 1 : 0.5).onTapGesture { on = true }
        }
      }
    }
    """.write(to: dir.appendingPathComponent("Screen.swift"), atomically: true, encoding: .utf8)
    return dir
  }

  /// 750 × 1334 pixels; iOS's blue (0, 122, 255) reaches the top edge (it ignores the safe area); the
  /// half-opaque square of iOS's red (255, 59, 48) is centred in the safe area, at pixel (375, 687): half
  /// of each, (128, 91, 151).
  @Test func aFrameOnAPhone() throws {
    let dir = try folder()
    let png = dir.appendingPathComponent("se.png").path
    let r = try RenderAnimBinary.runWithViewCache([
      "frame", dir.appendingPathComponent("Screen.swift").path, "--device", "iPhone SE",
      "--time", "0", "-o", png,
    ])
    try #require(r.status == 0, "\(r.err)")
    let size = try PNGFile.size(png)
    #expect(size.width == 750 && size.height == 1334)
    #expect(try PNGFile.pixel(png, width: 750, 10, 4) == [0, 122, 255, 255])
    let middle = try PNGFile.pixel(png, width: 750, 375, 687)
    #expect(zip(middle, [128, 91, 151, 255]).allSatisfy { abs(Int($0) - $1) <= 1 }, "\(middle)")
    // 51 points below the safe area's centre (just past the square's edge): blue.
    #expect(try PNGFile.pixel(png, width: 750, 375, 687 + 102) == [0, 122, 255, 255])
  }

  /// A view scene with `device:` and a tap at a point of the screen: the square turns fully opaque.
  @Test func aViewSceneOnAPhone() throws {
    let dir = try folder()
    let png = dir.appendingPathComponent("scene.png").path
    let scene = dir.appendingPathComponent("screen.yaml")
    try """
    view: Screen.swift
    device: iphonese
    scale: 1
    events:
      - { at: 0.1, tap: [187.5, 343.5] }
    """.write(to: scene, atomically: true, encoding: .utf8)
    let r = try RenderAnimBinary.runWithViewCache(["frame", scene.path, "--time", "0.5", "-o", png])
    try #require(r.status == 0, "\(r.err)")
    let size = try PNGFile.size(png)
    #expect(size.width == 375 && size.height == 667)
    #expect(try PNGFile.pixel(png, width: 375, 187, 343) == [255, 59, 48, 255])
  }

  @Test(arguments: [
    (["--device", "pixel"], "--device must be one of iphone15,"),
    (["--device", "iphone15", "--size", "100x100"], "--size and --device both set the canvas"),
  ])
  func devicesThatCannotBeUsed(_ arguments: [String], _ message: String) throws {
    let dir = try folder()
    let r = try RenderAnimBinary.runWithViewCache(
      ["sample", dir.appendingPathComponent("Screen.swift").path] + arguments)
    #expect(r.status == 64)
    #expect(r.err.contains(message) && r.err.split(separator: "\n").count <= 3, "\(r.err)")
  }
}
