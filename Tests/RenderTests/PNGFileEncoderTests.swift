import Foundation
import Render
import Testing

/// The PNG writer: files that libpng (through Cairo) and FFmpeg decode to the frame's pixels.
@Suite struct PNGFileEncoderTests {
  /// A premultiplied BGRA frame with flat rows, repeated rows, long and short zero runs after filtering,
  /// noise, and translucent and transparent pixels; an odd width exercises the byte tails.
  static func testFrame(width: Int = 1201, height: Int = 64) -> RenderedFrame {
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func random() -> UInt8 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 33)
    }
    for y in 0..<height {
      for x in 0..<width {
        let i = (y * width + x) * 4
        var (b, g, r, a): (UInt8, UInt8, UInt8, UInt8) = (0xD6, 0x56, 0x58, 255)  // flat background
        if (20..<28).contains(y) && (100..<400).contains(x) { (b, g, r, a) = (random(), random(), random(), 255) }
        if (30..<34).contains(y) && (1000..<1010).contains(x) { (b, g, r, a) = (40, 30, 20, 128) }  // premultiplied
        if y == 40 && x > 600 { (b, g, r, a) = (0, 0, 0, 0) }  // transparent
        if y == 50 && x % 3 == 0 { (b, g, r, a) = (255, 255, 255, 255) }  // short runs only
        pixels[i] = b
        pixels[i + 1] = g
        pixels[i + 2] = r
        pixels[i + 3] = a
      }
    }
    return RenderedFrame(width: width, height: height, bytesPerRow: width * 4, pixels: pixels)
  }

  func encode(_ f: RenderedFrame) throws -> Data {
    try f.pixels.withUnsafeBytes {
      try PNGFileEncoder(width: f.width, height: f.height).encode($0.baseAddress!, bytesPerRow: f.bytesPerRow)
    }
  }

  @Test func libpngDecodesTheSamePixels() throws {
    let frame = Self.testFrame()
    let png = try encode(frame)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("enc-\(UUID()).png").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try png.write(to: URL(fileURLWithPath: path))
    let back = try RenderedFrame(pngAt: path)
    #expect(back.width == frame.width && back.height == frame.height)
    var worst = 0
    for y in 0..<frame.height {
      for x in 0..<frame.width {
        let a = frame.pixel(x: x, y: y)
        let b = back.pixel(x: x, y: y)
        let d = max(
          abs(Int(a.b) - Int(b.b)), abs(Int(a.g) - Int(b.g)), abs(Int(a.r) - Int(b.r)), abs(Int(a.a) - Int(b.a)))
        if a.a == 255 || a.a == 0 { #expect(d == 0, "(\(x), \(y))") }
        worst = max(worst, d)
      }
    }
    #expect(worst <= 1)  // premultiplied → straight → premultiplied rounds translucent pixels
  }

  /// FFmpeg's own PNG decoder (its own inflate) gives the straight RGBA the encoder meant.
  @Test func ffmpegDecodesTheSamePixels() throws {
    let frame = Self.testFrame(width: 301, height: 40)
    let png = try encode(frame)
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ffdec-\(UUID())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    try png.write(to: dir.appendingPathComponent("f.png"))
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
    p.arguments = [
      "-v", "error", "-i", dir.appendingPathComponent("f.png").path, "-f", "rawvideo", "-pix_fmt", "rgba",
      dir.appendingPathComponent("f.rgba").path,
    ]
    try p.run()
    p.waitUntilExit()
    #expect(p.terminationStatus == 0)
    let rgba = [UInt8](try Data(contentsOf: dir.appendingPathComponent("f.rgba")))
    var expected = [UInt8](repeating: 0, count: frame.width * 4)
    var all: [UInt8] = []
    for y in 0..<frame.height {
      frame.pixels.withUnsafeBytes { src in
        expected.withUnsafeMutableBytes {
          Unpremultiply.row(
            src.baseAddress! + y * frame.bytesPerRow, count: frame.width, into: $0.baseAddress!, order: .rgba)
        }
      }
      all += expected
    }
    #expect(rgba == all)
  }

  @Test func sameFrameSameBytes() throws {
    let frame = Self.testFrame()
    #expect(try encode(frame) == encode(frame))
  }

  /// A flat frame is all zero runs: about 50 bytes a row (13 bits per 258 zeros) instead of 7681.
  @Test func flatFramesAreSmall() throws {
    let flat = RenderedFrame(
      width: 1920, height: 1080, bytesPerRow: 7680,
      pixels: [UInt8](repeating: 255, count: 1920 * 1080 * 4))
    let png = try encode(flat)
    #expect(png.count < 60_000)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("flat-\(UUID()).png").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try png.write(to: URL(fileURLWithPath: path))
    #expect(try RenderedFrame(pngAt: path) == flat)
  }
}
