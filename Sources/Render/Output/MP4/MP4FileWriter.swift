import Foundation

/// Writes H.264 MP4 (DESIGN §6): yuv420p, BT.709 limited range, tagged in the stream and in `colr`,
/// `+faststart`. libx264 encodes and ``MP4Movie`` describes the file; neither libavcodec nor libavformat
/// is loaded, which keeps start-up within a few milliseconds of the binary's own.
///
/// Coded pictures go to a spool file beside the target as they come; ``finish()`` writes the header, then
/// copies the spool behind it. Memory stays the same whatever the clip's length (a few bytes a frame for
/// the sample table).
public final class MP4FileWriter: ConvertedFrameWriter {
  let output: AtomicOutput
  let spool: URL
  let handle: FileHandle
  let width: Int, height: Int
  /// The encoder and the file's description, ready once libx264 has opened (on another thread).
  private let opening: Opening<Encoding>
  private var mediaBytes: UInt64 = 0
  private var index: Int64 = 0
  private let converter: FrameConverter

  /// The encoder and what the file needs from it.
  final class Encoding {
    let encoder: X264Encoder
    var movie: MP4Movie
    /// x264's SEI, which goes in front of the first picture (as libavcodec puts it).
    var prefix: [UInt8]

    init(width: Int, height: Int, settings: EncodeSettings) throws(X264Error) {
      encoder = try X264Encoder(width: width, height: height, fpsNumerator: settings.fpsNumerator,
                                fpsDenominator: settings.fpsDenominator, preset: settings.preset, crf: settings.quality)
      let headers = try encoder.headers()
      movie = MP4Movie(width: width, height: height, fpsNumerator: settings.fpsNumerator,
                       fpsDenominator: settings.fpsDenominator,
                       avcConfiguration: MP4Movie.avcConfiguration(sps: headers.sps, pps: headers.pps))
      prefix = headers.sei
    }
  }

  /// Opens `path` for frames of `width` × `height` pixels (both even). The encoder opens in the
  /// background; a failure to open surfaces at the first frame.
  public init(path: String, width: Int, height: Int, settings: EncodeSettings) throws {
    guard width % 2 == 0, height % 2 == 0 else {
      throw RenderError.encoder("mp4 needs even frame sizes, got \(width)×\(height)")
    }
    output = try AtomicOutput(target: URL(fileURLWithPath: path))
    spool = output.companion(extension: "mdat")
    do {
      handle = try Self.create(spool.path)
    } catch {
      output.discard()
      throw error
    }
    self.width = width
    self.height = height
    converter = try FrameConverter(format: .mp4, width: width, height: height)
    opening = Opening { try Encoding(width: width, height: height, settings: settings) }
  }

  deinit {
    try? handle.close()
  }

  /// The opened encoder; an error opening it becomes a ``RenderError``.
  private func encoding() throws -> Encoding {
    do {
      return try opening.value()
    } catch let error as X264Error {
      throw RenderError.encoder(error.description)
    }
  }

  public func makeConverter() throws -> FrameConverter {
    try FrameConverter(format: .mp4, width: width, height: height)
  }

  public func write(_ rendered: RenderedFrame) throws {
    try write(converted: converter.convert(rendered))
  }

  /// Encodes a frame converted by a ``FrameConverter`` of this writer (planes Y', Cb, Cr, tightly packed).
  public func write(converted: ConvertedFrame) throws {
    let planes = converted.planes
    guard planes.count == 3, planes[0].count == width * height, planes[1].count == width * height / 4 else {
      throw RenderError.encoder("a converted frame does not match the \(width)×\(height) video")
    }
    let encoding = try encoding()
    let encoder = encoding.encoder
    let picture: EncodedPicture?
    do throws(X264Error) {
      picture = try planes[0].withUnsafeBufferPointer { y throws(X264Error) in
        try planes[1].withUnsafeBufferPointer { cb throws(X264Error) in
          try planes[2].withUnsafeBufferPointer { cr throws(X264Error) in
            try encoder.encode(y: y.baseAddress!, cb: cb.baseAddress!, cr: cr.baseAddress!, pts: index)
          }
        }
      }
    } catch {
      throw RenderError.encoder(error.description)
    }
    index += 1
    if let picture { try store(picture, in: encoding) }
  }

  /// Appends a coded picture to the spool and the sample table.
  private func store(_ picture: EncodedPicture, in encoding: Encoding) throws {
    var bytes = picture.bytes
    if !encoding.prefix.isEmpty {
      bytes = encoding.prefix + bytes                        // x264's SEI, in the first picture only
      encoding.prefix = []
    }
    try handle.write(contentsOf: bytes)
    mediaBytes += UInt64(bytes.count)
    encoding.movie.samples.append(MP4Movie.Sample(size: UInt32(bytes.count), dts: picture.dts, pts: picture.pts,
                                         isKeyframe: picture.isKeyframe))
  }

  public func finish() throws {
    do {
      let encoding = try encoding()
      while let picture = try encoding.encoder.flush() { try store(picture, in: encoding) }
      try handle.close()
      try assemble(encoding.movie)
    } catch {
      output.discard()
      throw (error as? X264Error).map { RenderError.encoder($0.description) } ?? error
    }
    try output.commit()
  }

  /// The file: header, then the spooled media data.
  private func assemble(_ movie: MP4Movie) throws {
    let file = try Self.create(output.temporary.path)
    guard let media = FileHandle(forReadingAtPath: spool.path) else {
      throw RenderError.output("cannot read '\(spool.path)': \(String(cString: strerror(errno)))")
    }
    defer { try? file.close(); try? media.close() }
    try file.write(contentsOf: movie.header(mediaBytes: mediaBytes))
    while let chunk = try media.read(upToCount: 1 << 22), !chunk.isEmpty {
      try file.write(contentsOf: chunk)
    }
  }

  /// A new, empty file open for writing (`open(2)` directly: `FileManager.createFile` writes through a
  /// temporary file and a rename).
  private static func create(_ path: String) throws -> FileHandle {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw RenderError.output("cannot write '\(path)': \(String(cString: strerror(errno)))") }
    return FileHandle(fileDescriptor: fd, closeOnDealloc: true)
  }
}
