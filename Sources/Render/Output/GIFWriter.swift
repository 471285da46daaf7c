import Foundation

/// Writes an animated GIF with one palette for the whole clip, chosen by libimagequant (what gifski
/// uses) from the colours of every frame, then each frame remapped to it with libimagequant's dithering
/// and encoded with libavcodec's `gif` (which stores only what changed from the frame before).
///
/// The frames are drawn twice: once for the palette, once to remap (every frame is a pure function of
/// time, so nothing is spooled). A pixel whose colour is the same as in the frame before keeps that
/// frame's palette index, so dithering does not crawl over still areas.
///
/// Delays are in centiseconds, rounded so their sum is the clip's exact duration:
/// delay_i = round(100·(i+1)/fps) − round(100·i/fps). Decoders stretch delays under 2 cs, so above 50 fps
/// a frame whose delay would fall below 2 cs is merged into the one before it (the total stays exact).
public final class GIFWriter: FrameWriter {
  let output: AtomicOutput
  let width: Int, height: Int
  let settings: EncodeSettings
  let frameCount: Int
  private let quantizer: QuantizerSettings
  private var histogram: ColorHistogram?
  private var palette: QuantizedPalette?
  private var encoder: GIFEncoder?
  private var pass = 0
  private var index = 0
  private var indices: [UInt8] = [], previousIndices: [UInt8] = [], previousRGBA: [UInt8] = []
  /// The frames shown (each at least 2 cs after the one before), and the clip's end, in centiseconds.
  private let kept: [Int]
  private var keptNext = 0
  /// Exact colours of a sample of every frame's pixels (first pass).
  private var colorCounts: [UInt32: Int] = [:]
  private var sampledPixels = 0

  /// Opens `path` for `frameCount` frames of `width` × `height` pixels.
  public init(path: String, width: Int, height: Int, frameCount: Int, settings: EncodeSettings) throws {
    output = try AtomicOutput(target: URL(fileURLWithPath: path))
    self.width = width
    self.height = height
    self.settings = settings
    self.frameCount = frameCount
    do { quantizer = try QuantizerSettings() } catch { throw RenderError.encoder(error.description) }
    var kept: [Int] = []
    for i in 0..<frameCount where kept.isEmpty || Self.centiseconds(i, settings) - Self.centiseconds(kept.last!, settings) >= 2 {
      kept.append(i)
    }
    if kept.count > 1, Self.centiseconds(frameCount, settings) - Self.centiseconds(kept.last!, settings) < 2 { kept.removeLast() }
    self.kept = kept
  }

  static func centiseconds(_ i: Int, _ settings: EncodeSettings) -> Int64 {
    Int64((100 * Double(i) * Double(settings.fpsDenominator) / Double(settings.fpsNumerator)).rounded())
  }

  public typealias Preparer = StraightRGBAPreparer

  public var preparation: StraightRGBAPreparer.Configuration { StraightRGBAPreparer.Configuration() }
  public var passes: Int { 2 }

  public func startPass(_ pass: Int) throws {
    self.pass = pass
    index = 0
    do {
      if pass == 0 {
        histogram = try ColorHistogram(settings: quantizer)
        colorCounts = [:]
        sampledPixels = 0
      } else {
        // Flat areas (a background, a filled shape) keep their exact colour: any colour on at least 1% of
        // the pixels seen is fixed in the palette (at most 32), the rest is libimagequant's choice.
        let common = colorCounts.filter { $0.value * 100 >= sampledPixels }.sorted { $0.value > $1.value }.prefix(32)
        for (color, _) in common {
          try histogram?.addFixed((UInt8(color & 0xFF), UInt8((color >> 8) & 0xFF), UInt8((color >> 16) & 0xFF), UInt8(color >> 24)))
        }
        palette = try histogram?.quantize(dithering: 1)
        histogram = nil
        try FFmpegLibraries.load()
        let finalDelay = Self.centiseconds(frameCount, settings) - Self.centiseconds(kept.last ?? 0, settings)
        encoder = try GIFEncoder(path: output.temporary.path, width: width, height: height, finalDelay: finalDelay)
      }
    } catch let error as RenderError {
      throw error
    } catch {
      throw RenderError.encoder("\(error)")
    }
  }

  /// Counts a frame's colours (first pass) or remaps and encodes it (second pass).
  public func write(_ rgba: [UInt8]) throws {
    guard rgba.count == width * height * 4 else { throw RenderError.encoder("frame size changed") }
    defer { index += 1 }
    do {
      if pass == 0 {
        try rgba.withUnsafeBytes { raw in
          try histogram!.add(rgba: raw.baseAddress!, width: width, height: height)
          // Every 7th pixel's exact colour, for the colours that cover large areas.
          for i in stride(from: 0, to: width * height, by: 7) {
            colorCounts[raw.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self), default: 0] += 1
            sampledPixels += 1
          }
        }
        return
      }
      guard keptNext < kept.count, kept[keptNext] == index, let palette, let encoder else { return }
      try rgba.withUnsafeBytes { try palette.remap(rgba: $0.baseAddress!, width: width, height: height, into: &indices) }
      stabilize(rgba)
      let start = Self.centiseconds(index, settings)
      let end = keptNext + 1 < kept.count ? Self.centiseconds(kept[keptNext + 1], settings) : Self.centiseconds(frameCount, settings)
      try encoder.encode(indices, palette: palette.colors, at: start, duration: end - start)
      keptNext += 1
    } catch let error as RenderError {
      throw error
    } catch {
      throw RenderError.encoder("\(error)")
    }
  }

  /// Pixels whose colour did not change since the last frame shown keep that frame's index.
  private func stabilize(_ rgba: [UInt8]) {
    if previousRGBA.count == rgba.count {
      rgba.withUnsafeBytes { now in
        previousRGBA.withUnsafeBytes { before in
          for i in 0..<indices.count
          where now.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self) == before.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self) {
            indices[i] = previousIndices[i]
          }
        }
      }
    }
    previousRGBA = rgba
    previousIndices = indices
  }

  public func finish() throws {
    do {
      guard let encoder else { throw RenderError.encoder("the GIF was finished before its frames were written") }
      try encoder.finish()
    } catch {
      output.discard()
      throw (error as? RenderError) ?? RenderError.encoder("\(error)")
    }
    try output.commit()
  }
}

/// A worker's conversion to straight RGBA, tightly packed.
public struct StraightRGBAPreparer: FramePreparer {
  public struct Configuration: Sendable { public init() {} }
  public init(_ configuration: Configuration) {}

  public func prepare(_ pixels: FramePixels) throws -> [UInt8] {
    var rgba = [UInt8](repeating: 0, count: pixels.width * pixels.height * 4)
    rgba.withUnsafeMutableBytes { Unpremultiply.frame(pixels, into: $0.baseAddress!, order: .rgba) }
    return rgba
  }
}
