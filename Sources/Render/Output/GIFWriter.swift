import Foundation
internal import CFFmpeg

/// Writes an animated GIF with one palette for the whole clip: frames are spooled to a temporary file
/// (memory stays bounded), the palette is chosen from samples of every frame, then each frame is
/// dithered and encoded with libavcodec's `gif`. Delays are in centiseconds, rounded so their sum is the
/// clip's exact duration: delay_i = round(100·(i+1)/fps) − round(100·i/fps). Decoders stretch delays under
/// 2 cs, so above 50 fps a frame whose delay would fall below 2 cs is merged into the one before it
/// (the total stays exact).
public final class GIFWriter: FrameWriter {
  let output: AtomicOutput
  let spool: URL
  let handle: FileHandle
  let width: Int, height: Int
  let settings: EncodeSettings
  private var count = 0
  private var samples: [UInt32] = []
  private var straight: [UInt8] = []

  public init(path: String, width: Int, height: Int, settings: EncodeSettings) throws {
    output = try AtomicOutput(target: URL(fileURLWithPath: path))
    spool = output.companion(extension: "frames")
    FileManager.default.createFile(atPath: spool.path, contents: nil)
    handle = try FileHandle(forUpdating: spool)
    self.width = width
    self.height = height
    self.settings = settings
  }

  deinit {
    try? handle.close()
    try? FileManager.default.removeItem(at: spool)
  }

  public func write(_ frame: RenderedFrame) throws {
    guard frame.width == width, frame.height == height else { throw RenderError.encoder("frame size changed") }
    if straight.count != width * height * 4 { straight = [UInt8](repeating: 0, count: width * height * 4) }
    // Straight alpha, tightly packed; sample about 20000 colours per frame for the palette.
    let step = max(1, width * height / 20000)
    var k = 0
    for y in 0..<height {
      for x in 0..<width {
        let s = y * frame.bytesPerRow + x * 4, d = (y * width + x) * 4
        let a = Int(frame.pixels[s + 3])
        straight[d + 3] = UInt8(a)
        for c in 0..<3 { straight[d + c] = a == 0 ? 0 : UInt8(min(255, (Int(frame.pixels[s + c]) * 255 + a / 2) / a)) }
        if k % step == 0 && a >= 128 {
          samples.append(UInt32(straight[d + 2]) << 16 | UInt32(straight[d + 1]) << 8 | UInt32(straight[d]))
        }
        k += 1
      }
    }
    try handle.write(contentsOf: straight)
    count += 1
  }

  public func finish() throws {
    if samples.count > 400_000 {
      let stride = samples.count / 400_000 + 1
      samples = samples.enumerated().filter { $0.offset % stride == 0 }.map(\.element)
    }
    let palette = Palette(samples: samples)
    do {
      try FFmpegLibraries.load()
      try encode(palette)
    } catch let e as FFmpegError {
      output.discard()
      throw RenderError.encoder(e.description)
    }
    try output.commit()
  }

  private func encode(_ initial: Palette) throws {
    var palette = initial
    av_log_set_level(AV_LOG_ERROR)
    let codec = try CodecContext(encoder: "gif")
    let c = codec.pointer
    c.pointee.width = Int32(width)
    c.pointee.height = Int32(height)
    c.pointee.pix_fmt = AV_PIX_FMT_PAL8
    c.pointee.time_base = AVRational(num: 1, den: 100)
    func centiseconds(_ i: Int) -> Int64 {
      Int64((100 * Double(i) * Double(settings.fpsDenominator) / Double(settings.fpsNumerator)).rounded())
    }
    // The frames shown: each at least 2 cs after the previous one.
    var kept: [Int] = []
    for i in 0..<count where kept.isEmpty || centiseconds(i) - centiseconds(kept.last!) >= 2 { kept.append(i) }
    if kept.count > 1, centiseconds(count) - centiseconds(kept.last!) < 2 { kept.removeLast() }
    let keptSet = Set(kept)
    let muxer = try Muxer(container: "gif", path: output.temporary.path)
    try codec.open()
    let finalDelay = centiseconds(count) - centiseconds(kept.last ?? 0)
    try muxer.start(codec: codec, path: output.temporary.path, options: ["loop": "0", "final_delay": String(finalDelay)])
    let frame = try Frame(width: width, height: height, format: AV_PIX_FMT_PAL8)
    let packet = try Packet()
    var indices = [UInt8](repeating: 0, count: width * height)
    let frameBytes = width * height * 4
    try handle.seek(toOffset: 0)
    var written = 0
    func drain() throws {
      while try codec.receive(into: packet) {
        let end = written + 1 < kept.count ? centiseconds(kept[written + 1]) : centiseconds(count)
        packet.pointer.pointee.duration = end - centiseconds(kept[written])
        written += 1
        try muxer.write(packet, from: codec)
      }
    }
    for i in 0..<count {
      guard let data = try handle.read(upToCount: frameBytes), data.count == frameBytes else {
        throw RenderError.encoder("the GIF spool file is short")
      }
      guard keptSet.contains(i) else { continue }
      data.withUnsafeBytes { raw in
        palette.quantize(raw.bindMemory(to: UInt8.self).baseAddress!, width: width, height: height,
                         bytesPerRow: width * 4, into: &indices)
      }
      try frame.makeWritable()
      let f = frame.pointer.pointee
      let line = Int(f.linesize.0)
      for y in 0..<height {
        indices.withUnsafeBufferPointer { src in
          (f.data.0! + y * line).update(from: src.baseAddress! + y * width, count: width)
        }
      }
      f.data.1!.withMemoryRebound(to: UInt32.self, capacity: 256) { pal in
        for j in 0..<256 {
          if j < palette.colors.count {
            let col = palette.colors[j]
            pal[j] = 0xFF00_0000 | UInt32(col.r) << 16 | UInt32(col.g) << 8 | UInt32(col.b)
          } else {
            pal[j] = 0   // transparent
          }
        }
      }
      frame.pointer.pointee.pts = centiseconds(i)
      try codec.send(frame)
      try drain()
    }
    try codec.send(nil)
    try drain()
    try muxer.finish()
  }
}
