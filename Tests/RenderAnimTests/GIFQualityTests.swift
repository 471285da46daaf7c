import Foundation
import Testing

/// A GIF is the clip's frames in at most 256 colours, read back by FFmpeg's decoder: on the gallery
/// (ten coloured dots moving over white, 50 frames) the background stays white and every frame is within
/// 60 dB PSNR of the PNG frames. Before, colours fixed in libimagequant's palette came back permuted: the
/// white background of the first frame decoded as yellow (5.7 dB).
@Suite struct GIFQualityTests {
  @Test func theGalleryKeepsItsColours() throws {
    let dir = try RenderAnimBinary.temporaryFolder("gif-quality")
    let arguments = ["render", "scenes/animation-gallery.yaml", "--fps", "25", "--duration", "2", "--quiet", "-o"]
    let gif = dir.appendingPathComponent("gallery.gif").path
    let frames = dir.appendingPathComponent("frames").path
    for output in [gif, frames] {
      let r = try RenderAnimBinary.run(arguments + [output])
      try #require(r.status == 0, "\(r.err)")
    }
    let first = dir.appendingPathComponent("first.png").path
    try ffmpeg(["-v", "error", "-i", gif, "-frames:v", "1", first])
    #expect(try PNGFile.pixel(first, width: 480, 400, 300) == [255, 255, 255, 255])
    let report = try ffmpeg([
      "-i", gif, "-framerate", "25", "-i", frames + "/frame-%05d.png", "-lavfi",
      "[0:v]format=rgb24[a];[1:v]format=rgb24[b];[a][b]psnr", "-f", "null", "-",
    ])
    let average = report.range(of: "average:").flatMap {
      Double(report[$0.upperBound...].prefix { $0 == "." || $0.isNumber })
    }
    #expect((average ?? 0) >= 60, "\(report.suffix(300))")
  }

  /// `--quality` trades size for quality as gifski's does: a lower target stops adding palette colours
  /// sooner, so the same clip is a smaller file.
  @Test func aLowerQualityIsASmallerFile() throws {
    let dir = try RenderAnimBinary.temporaryFolder("gif-quality-size")
    var sizes: [Int] = []
    for quality in ["100", "40"] {
      let gif = dir.appendingPathComponent("q\(quality).gif").path
      let r = try RenderAnimBinary.run([
        "render", "scenes/keyframe-bounce.yaml", "--fps", "25", "--duration", "1.5",
        "--quality", quality, "--quiet", "-o", gif,
      ])
      try #require(r.status == 0, "\(r.err)")
      sizes.append((try FileManager.default.attributesOfItem(atPath: gif)[.size] as? Int) ?? 0)
    }
    #expect(sizes[1] < sizes[0] * 3 / 4, "\(sizes)")
  }

  /// Runs ffmpeg; its standard error (where the psnr filter reports).
  @discardableResult
  func ffmpeg(_ arguments: [String]) throws -> String {
    try RenderAnimBinary.runProgram("/usr/bin/ffmpeg", ["-nostdin", "-y"] + arguments).err
  }
}
