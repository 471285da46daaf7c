/// The description of an MP4 with one H.264 video track: everything but the media data, which follows
/// the header (`ftyp`, `moov`, then `mdat`: the `+faststart` layout, so players start before the end).
///
/// Timing follows FFmpeg's `mp4` muxer, so tools read our files as they read its: the media timescale is
/// the frame rate's numerator doubled until it reaches 10000 (60 fps → 15360, each frame 256 ticks), the
/// movie timescale is 1000, and when B-frames make decoding start before presentation, an edit list skips
/// that delay so the first frame shows at time 0.
struct MP4Movie {
  /// One coded picture in decoding order.
  struct Sample {
    var size: UInt32
    /// Decoding and presentation times in frames, as the encoder gave them.
    var dts: Int64, pts: Int64
    var isKeyframe: Bool
  }

  var width: Int, height: Int
  var fpsNumerator: Int, fpsDenominator: Int
  /// The `avcC` record: profile, level, SPS and PPS.
  var avcConfiguration: [UInt8]
  var samples: [Sample] = []

  static let movieTimescale: UInt64 = 1000

  /// Ticks per second of the media, and ticks per frame.
  var timescale: (perSecond: UInt32, perFrame: UInt32) {
    var scale = 1
    while fpsNumerator * scale < 10000 { scale *= 2 }
    return (UInt32(fpsNumerator * scale), UInt32(fpsDenominator * scale))
  }

  /// The media's length in ticks: decoding time of the last sample plus one frame.
  var mediaDuration: UInt64 {
    guard let last = samples.last, let first = samples.first else { return 0 }
    return UInt64(last.dts - first.dts + 1) * UInt64(timescale.perFrame)
  }

  /// The movie's length in milliseconds, rounded.
  var movieDuration: UInt64 {
    (mediaDuration * Self.movieTimescale + UInt64(timescale.perSecond) / 2) / UInt64(timescale.perSecond)
  }

  /// The bytes before the media data: `ftyp`, `moov`, and the `mdat` box header for `mediaBytes` bytes.
  func header(mediaBytes: UInt64) -> [UInt8] {
    let large = mediaBytes + 8 > UInt64(UInt32.max)
    let mdatHeader = large ? 16 : 8
    let ftyp = fileType()
    // The chunk offsets do not change the size of `moov`: measure it, then write it with real offsets.
    let wide = UInt64(ftyp.count) + mediaBytes + 1 << 20 > UInt64(UInt32.max)
    let moovSize = movie(dataStart: 0, wideOffsets: wide).count
    var bytes = ftyp + movie(dataStart: UInt64(ftyp.count + moovSize + mdatHeader), wideOffsets: wide)
    var w = MP4BoxWriter()
    if large {
      w.u32(1); w.fourCC("mdat"); w.u64(mediaBytes + 16)
    } else {
      w.u32(UInt32(mediaBytes + 8)); w.fourCC("mdat")
    }
    bytes += w.bytes
    return bytes
  }

  private func fileType() -> [UInt8] {
    var w = MP4BoxWriter()
    w.box("ftyp") { w in
      w.fourCC("isom"); w.u32(512)
      w.fourCC("isom"); w.fourCC("iso2"); w.fourCC("avc1"); w.fourCC("mp41")
    }
    return w.bytes
  }

  /// `moov`, with the samples' data starting at file offset `dataStart`.
  private func movie(dataStart: UInt64, wideOffsets: Bool) -> [UInt8] {
    var w = MP4BoxWriter()
    w.box("moov") { w in
      w.fullBox("mvhd") { w in
        w.u32(0); w.u32(0)                                  // creation and modification: none, for identical bytes
        w.u32(UInt32(Self.movieTimescale)); w.u32(UInt32(clamping: movieDuration))
        w.u32(0x0001_0000); w.u16(0x0100); w.zeros(10)       // rate 1.0, volume 1.0
        w.unityMatrix()
        w.zeros(24)
        w.u32(2)                                            // next track ID
      }
      w.box("trak") { w in
        track(&w, dataStart: dataStart, wideOffsets: wideOffsets)
      }
    }
    return w.bytes
  }

  private func track(_ w: inout MP4BoxWriter, dataStart: UInt64, wideOffsets: Bool) {
    w.fullBox("tkhd", flags: 3) { w in                       // enabled, in the movie
      w.u32(0); w.u32(0); w.u32(1); w.u32(0)
      w.u32(UInt32(clamping: movieDuration))
      w.zeros(8); w.u16(0); w.u16(0); w.u16(0); w.u16(0)   // layer, group, volume
      w.unityMatrix()
      w.u32(UInt32(width) << 16); w.u32(UInt32(height) << 16)
    }
    w.box("edts") { w in
      w.fullBox("elst") { w in
        w.u32(1)
        w.u32(UInt32(clamping: movieDuration))
        w.i32(Int32(clamping: presentationDelay))
        w.u32(0x0001_0000)
      }
    }
    w.box("mdia") { w in
      w.fullBox("mdhd") { w in
        w.u32(0); w.u32(0); w.u32(timescale.perSecond); w.u32(UInt32(clamping: mediaDuration))
        w.u16(0x55C4); w.u16(0)                            // language "und"
      }
      w.fullBox("hdlr") { w in
        w.u32(0); w.fourCC("vide"); w.zeros(12)
        w.append(Array("VideoHandler".utf8) + [0])
      }
      w.box("minf") { w in
        w.fullBox("vmhd", flags: 1) { w in w.zeros(8) }
        w.box("dinf") { w in
          w.fullBox("dref") { w in
            w.u32(1)
            w.fullBox("url ", flags: 1) { _ in }            // the data is in this file
          }
        }
        w.box("stbl") { w in sampleTable(&w, dataStart: dataStart, wideOffsets: wideOffsets) }
      }
    }
  }

  /// Ticks from the start of decoding to the first frame's presentation (B-frame reordering delay).
  private var presentationDelay: Int64 {
    guard let first = samples.first else { return 0 }
    let firstShown = samples.map(\.pts).min() ?? 0
    return (firstShown - first.dts) * Int64(timescale.perFrame)
  }

  private func sampleTable(_ w: inout MP4BoxWriter, dataStart: UInt64, wideOffsets: Bool) {
    w.fullBox("stsd") { w in
      w.u32(1)
      w.box("avc1") { w in
        w.zeros(6); w.u16(1)                                // data reference 1
        w.zeros(16)
        w.u16(UInt16(width)); w.u16(UInt16(height))
        w.u32(0x0048_0000); w.u32(0x0048_0000)              // 72 dpi
        w.u32(0); w.u16(1)                                  // one frame per sample
        w.zeros(32)                                         // compressor name
        w.u16(0x18); w.u16(0xFFFF)                          // depth 24, no colour table
        w.box("avcC") { $0.append(avcConfiguration) }
        w.box("colr") { w in                                // BT.709 primaries, transfer and matrix; limited range
          w.fourCC("nclx"); w.u16(1); w.u16(1); w.u16(1); w.u8(0)
        }
      }
    }
    let perFrame = Int64(timescale.perFrame)
    // Decoding durations, run-length coded; the last sample lasts one frame.
    var runs: [(count: UInt32, value: UInt32)] = []
    func add(_ v: UInt32, _ runs: inout [(count: UInt32, value: UInt32)]) {
      if let last = runs.last, last.value == v { runs[runs.count - 1].count += 1 } else { runs.append((1, v)) }
    }
    for i in samples.indices {
      let next = i + 1 < samples.count ? samples[i + 1].dts : samples[i].dts + 1
      add(UInt32(clamping: (next - samples[i].dts) * perFrame), &runs)
    }
    w.fullBox("stts") { w in
      w.u32(UInt32(runs.count))
      for r in runs { w.u32(r.count); w.u32(r.value) }
    }
    if samples.contains(where: { !$0.isKeyframe }) {
      w.fullBox("stss") { w in
        let keys = samples.indices.filter { samples[$0].isKeyframe }
        w.u32(UInt32(keys.count))
        for k in keys { w.u32(UInt32(k + 1)) }
      }
    }
    if samples.contains(where: { $0.pts != $0.dts }) {
      var offsets: [(count: UInt32, value: UInt32)] = []
      for s in samples { add(UInt32(clamping: (s.pts - s.dts) * perFrame), &offsets) }
      w.fullBox("ctts") { w in
        w.u32(UInt32(offsets.count))
        for r in offsets { w.u32(r.count); w.u32(r.value) }
      }
    }
    // One sample per chunk: every sample's offset is in stco.
    w.fullBox("stsc") { w in w.u32(1); w.u32(1); w.u32(1); w.u32(1) }
    w.fullBox("stsz") { w in
      w.u32(0); w.u32(UInt32(samples.count))
      for s in samples { w.u32(s.size) }
    }
    var offset = dataStart
    if wideOffsets {
      w.fullBox("co64") { w in
        w.u32(UInt32(samples.count))
        for s in samples { w.u64(offset); offset += UInt64(s.size) }
      }
    } else {
      w.fullBox("stco") { w in
        w.u32(UInt32(samples.count))
        for s in samples { w.u32(UInt32(offset)); offset += UInt64(s.size) }
      }
    }
  }

  /// The `avcC` record (ISO/IEC 14496-15 §5.3.3) for one SPS and one PPS, 4-byte NAL lengths.
  static func avcConfiguration(sps: [UInt8], pps: [UInt8]) -> [UInt8] {
    var w = MP4BoxWriter()
    w.u8(1); w.u8(sps[1]); w.u8(sps[2]); w.u8(sps[3])
    w.u8(0xFF)                                              // lengthSizeMinusOne = 3
    w.u8(0xE1); w.u16(UInt16(sps.count)); w.append(sps)
    w.u8(1); w.u16(UInt16(pps.count)); w.append(pps)
    if [100, 110, 122, 144].contains(sps[1]) {              // High profiles: 4:2:0, 8-bit, no SPS extensions
      w.u8(0xFC | 1); w.u8(0xF8); w.u8(0xF8); w.u8(0)
    }
    return w.bytes
  }
}
