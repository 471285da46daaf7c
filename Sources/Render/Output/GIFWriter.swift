import Foundation

/// Writes an animated GIF with one palette for the whole clip, chosen by libimagequant (what gifski
/// uses) from the colours of every frame, up to its quality target (`--quality`, 100 by default), then
/// each frame remapped to it to the nearest colour and encoded with libavcodec's `gif` (which stores only
/// what changed from the frame before).
///
/// The frames are drawn twice: once for the palette, once to remap (every frame is a pure function of
/// time, so nothing is spooled). Only the rectangle that changed since the frame before is counted and
/// remapped, and a pixel whose colour did not change keeps its palette index, so still areas never
/// flicker.
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
  /// The last frame shown's palette indices and the pass's previous frame.
  private var indices: [UInt8] = [], previousRGBA: [UInt8] = []
  /// The frames shown (each at least 2 cs after the one before), and the clip's end, in centiseconds.
  private let kept: [Int]
  private var keptNext = 0

  /// Opens `path` for `frameCount` frames of `width` × `height` pixels.
  public init(path: String, width: Int, height: Int, frameCount: Int, settings: EncodeSettings) throws {
    output = try AtomicOutput(target: URL(fileURLWithPath: path))
    self.width = width
    self.height = height
    self.settings = settings
    self.frameCount = frameCount
    do { quantizer = try QuantizerSettings(quality: settings.quality) } catch {
      throw RenderError.encoder(error.description)
    }
    var kept: [Int] = []
    for i in 0..<frameCount
    where kept.isEmpty || Self.centiseconds(i, settings) - Self.centiseconds(kept.last!, settings) >= 2 {
      kept.append(i)
    }
    if kept.count > 1, Self.centiseconds(frameCount, settings) - Self.centiseconds(kept.last!, settings) < 2 {
      kept.removeLast()
    }
    self.kept = kept
  }

  static func centiseconds(_ i: Int, _ settings: EncodeSettings) -> Int64 {
    Int64((100 * Double(i) * Double(settings.fpsDenominator) / Double(settings.fpsNumerator)).rounded())
  }

  /// Workers hand the GIF writer straight RGBA; the palette and remapping happen in the writer.
  public typealias Preparer = StraightRGBAPreparer

  public var preparation: StraightRGBAPreparer.Configuration { StraightRGBAPreparer.Configuration() }
  public var passes: Int { 2 }

  public func startPass(_ pass: Int) throws {
    self.pass = pass
    index = 0
    previousRGBA = []
    do {
      if pass == 0 {
        histogram = try ColorHistogram(settings: quantizer)
      } else {
        // No fixed colours and no dithering (measured in `make bench`, docs/architecture.md, Writers): with
        // fixed colours libimagequant 2.17's remapped indices did not match the palette it reported (a
        // white background came out yellow), and its error diffusion, with no edge map for a palette made
        // from a histogram, speckled anti-aliased edges with dark dots and cost 1–8 dB of PSNR on every
        // scene measured.
        palette = try histogram?.quantize(dithering: 0)
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

  /// Counts a frame's colours (first pass) or remaps and encodes it (second pass). Only the rectangles
  /// that changed since the frame before are counted and remapped: a still background costs nothing
  /// after the first frame.
  public func write(_ rgba: [UInt8]) throws {
    guard rgba.count == width * height * 4 else { throw RenderError.encoder("frame size changed") }
    defer { index += 1 }
    do {
      if pass == 0 {
        let regions = changedRegions(rgba)
        previousRGBA = rgba
        try rgba.withUnsafeBytes { raw in
          // The changed rectangle of each frame, and every 8th frame whole, so that still areas weigh in
          // the palette about as long as they stay on screen.
          let whole = PixelRegion(x0: 0, y0: 0, x1: width, y1: height)
          for counted in index % 8 == 0 ? [whole] : regions {
            try histogram!.add(rgba: raw.baseAddress!, frameWidth: width, region: counted)
          }
        }
        return
      }
      guard keptNext < kept.count, kept[keptNext] == index, let palette, let encoder else { return }
      if indices.count != width * height { indices = [UInt8](repeating: 0, count: width * height) }
      let regions = changedRegions(rgba)
      if !regions.isEmpty {
        let first = previousRGBA.isEmpty
        let before = first ? [] : indices
        for region in regions {
          try rgba.withUnsafeBytes {
            try palette.remap(rgba: $0.baseAddress!, frameWidth: width, region: region, into: &indices)
          }
          if !first { keepUnchanged(rgba, before, in: region) }
        }
        previousRGBA = rgba
      }
      let start = Self.centiseconds(index, settings)
      let end =
        keptNext + 1 < kept.count
        ? Self.centiseconds(kept[keptNext + 1], settings) : Self.centiseconds(frameCount, settings)
      try encoder.encode(indices, palette: palette.colors, at: start, duration: end - start)
      keptNext += 1
    } catch let error as RenderError {
      throw error
    } catch {
      throw RenderError.encoder("\(error)")
    }
  }

  /// Where the frame differs from the previous frame of this pass, as one rectangle per band of
  /// ``bandHeight`` rows that has a change (so objects moving far apart do not make one large box), or
  /// the whole frame for the first one; empty when nothing changed.
  private func changedRegions(_ rgba: [UInt8]) -> [PixelRegion] {
    guard previousRGBA.count == rgba.count else { return [PixelRegion(x0: 0, y0: 0, x1: width, y1: height)] }
    var regions: [PixelRegion] = []
    rgba.withUnsafeBytes { now in
      previousRGBA.withUnsafeBytes { before in
        for y in 0..<height {
          let row = y * width * 4
          guard memcmp(now.baseAddress! + row, before.baseAddress! + row, width * 4) != 0 else { continue }
          var x0 = 0
          var x1 = width
          while now.loadUnaligned(fromByteOffset: row + 4 * x0, as: UInt32.self)
            == before.loadUnaligned(fromByteOffset: row + 4 * x0, as: UInt32.self)
          { x0 += 1 }
          while now.loadUnaligned(fromByteOffset: row + 4 * (x1 - 1), as: UInt32.self)
            == before.loadUnaligned(fromByteOffset: row + 4 * (x1 - 1), as: UInt32.self)
          { x1 -= 1 }
          if var last = regions.last, last.y0 / Self.bandHeight == y / Self.bandHeight {
            last.x0 = min(last.x0, x0)
            last.x1 = max(last.x1, x1)
            last.y1 = y + 1
            regions[regions.count - 1] = last
          } else {
            regions.append(PixelRegion(x0: x0, y0: y, x1: x1, y1: y + 1))
          }
        }
      }
    }
    return regions
  }

  /// The height of the bands changes are boxed in.
  static let bandHeight = 32

  /// Pixels of `region` whose colour did not change keep the index they had, so dithering does not crawl
  /// over still areas inside the changed rectangle.
  private func keepUnchanged(_ rgba: [UInt8], _ before: [UInt8], in region: PixelRegion) {
    rgba.withUnsafeBytes { now in
      previousRGBA.withUnsafeBytes { was in
        for y in region.y0..<region.y1 {
          for x in region.x0..<region.x1 {
            let i = y * width + x
            if now.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self)
              == was.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self)
            {
              indices[i] = before[i]
            }
          }
        }
      }
    }
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
  /// The conversion has no settings: every frame's size comes with its pixels.
  public struct Configuration: Sendable {
    /// The one configuration.
    public init() {}
  }
  /// A preparer; the configuration carries nothing.
  public init(_ configuration: Configuration) {}

  public func prepare(_ pixels: FramePixels) throws -> [UInt8] {
    var rgba = [UInt8](repeating: 0, count: pixels.width * pixels.height * 4)
    rgba.withUnsafeMutableBytes { Unpremultiply.frame(pixels, into: $0.baseAddress!, order: .rgba) }
    return rgba
  }
}
