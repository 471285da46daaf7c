import Foundation
import Testing
@testable import Render

/// Our MP4 writer: the boxes `MP4Movie` writes, checked field by field, and files from libx264 checked
/// with ffprobe (B-frames, edit list, frame order).
@Suite struct MP4Tests {
  /// A box tree: type → body, found by a path of types ("moov/trak/mdia/mdhd").
  struct Boxes {
    let bytes: [UInt8]

    func u32(_ at: Int) -> UInt32 { bytes[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) } }
    func u16(_ at: Int) -> UInt16 { UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1]) }
    func type(_ at: Int) -> String { String(decoding: bytes[at + 4..<at + 8], as: UTF8.self) }

    /// The top-level boxes from `start` to `end`: (type, start of body, end).
    func children(_ start: Int, _ end: Int) -> [(String, Int, Int)] {
      var result: [(String, Int, Int)] = []
      var at = start
      while at + 8 <= end {
        let size = Int(u32(at))
        result.append((type(at), at + 8, at + size))
        at += size
      }
      return result
    }

    /// The body range of the box at `path`; inside `stsd` and `avc1`, boxes follow fixed fields.
    func find(_ path: String) -> (Int, Int)? {
      var range = (0, bytes.count)
      var parent = ""
      for name in path.split(separator: "/").map(String.init) {
        let skip = parent == "stsd" ? 8 : parent == "avc1" ? 78 : 0
        guard let box = children(range.0 + skip, range.1).first(where: { $0.0 == name }) else { return nil }
        range = (box.1, box.2)
        parent = name
      }
      return range
    }

    /// The (count, value) runs of stts or ctts.
    func runs(_ path: String) -> [[UInt32]] {
      guard let (start, _) = find(path) else { return [] }
      return (0..<Int(u32(start + 4))).map { [u32(start + 8 + 8 * $0), u32(start + 12 + 8 * $0)] }
    }
  }

  /// Four pictures as libx264 gives them at 60 fps with B-frames: I P B B in decoding order.
  func movie() -> MP4Movie {
    var m = MP4Movie(width: 64, height: 32, fpsNumerator: 60, fpsDenominator: 1,
                     avcConfiguration: MP4Movie.avcConfiguration(sps: [0x67, 100, 0, 30, 1, 2], pps: [0x68, 9]))
    m.samples = [.init(size: 100, dts: -2, pts: 0, isKeyframe: true), .init(size: 50, dts: -1, pts: 3, isKeyframe: false),
                 .init(size: 20, dts: 0, pts: 1, isKeyframe: false), .init(size: 30, dts: 1, pts: 2, isKeyframe: false)]
    return m
  }

  @Test func timingBoxes() throws {
    let header = movie().header(mediaBytes: 200)
    let b = Boxes(bytes: header)
    #expect(b.children(0, header.count).map(\.0) == ["ftyp", "moov", "mdat"])
    // 60 fps: 60 doubled to 15360 ticks a second, 256 a frame; four frames are 1024 ticks, 67 ms.
    let mdhd = try #require(b.find("moov/trak/mdia/mdhd"))
    #expect(b.u32(mdhd.0 + 12) == 15360 && b.u32(mdhd.0 + 16) == 1024)
    let mvhd = try #require(b.find("moov/mvhd"))
    #expect(b.u32(mvhd.0 + 12) == 1000 && b.u32(mvhd.0 + 16) == 67)
    #expect(b.runs("moov/trak/mdia/minf/stbl/stts") == [[4, 256]])
    // Composition offsets pts − dts: 2, 4, 1, 1 frames.
    #expect(b.runs("moov/trak/mdia/minf/stbl/ctts") == [[1, 512], [1, 1024], [2, 256]])
    // The edit list starts presentation at the first frame's composition time (2 frames of delay).
    let elst = try #require(b.find("moov/trak/edts/elst"))
    #expect(b.u32(elst.0 + 4) == 1 && b.u32(elst.0 + 8) == 67 && b.u32(elst.0 + 12) == 512)
    // Only the first picture is a sync sample.
    let stss = try #require(b.find("moov/trak/mdia/minf/stbl/stss"))
    #expect(b.u32(stss.0 + 4) == 1 && b.u32(stss.0 + 8) == 1)
    let stsz = try #require(b.find("moov/trak/mdia/minf/stbl/stsz"))
    #expect((0..<4).map { b.u32(stsz.0 + 12 + 4 * $0) } == [100, 50, 20, 30])
    // Each sample is a chunk; the first starts right after the header, the rest follow it.
    let stco = try #require(b.find("moov/trak/mdia/minf/stbl/stco"))
    let h = UInt32(header.count)
    #expect((0..<4).map { b.u32(stco.0 + 8 + 4 * $0) } == [h, h + 100, h + 150, h + 170])
    #expect(b.u32(header.count - 8) == 208 && b.type(header.count - 8) == "mdat")
  }

  @Test func sampleEntryIsTaggedBT709Limited() throws {
    let header = movie().header(mediaBytes: 200)
    let b = Boxes(bytes: header)
    let avcC = try #require(b.find("moov/trak/mdia/minf/stbl/stsd/avc1/avcC"))
    // Version 1, High profile 100, level 30, 4-byte lengths, one SPS, one PPS, then 4:2:0 8-bit.
    #expect(Array(header[avcC.0..<avcC.1]) == [1, 100, 0, 30, 0xFF, 0xE1, 0, 6, 0x67, 100, 0, 30, 1, 2, 1, 0, 2, 0x68, 9,
                                               0xFD, 0xF8, 0xF8, 0])
    let colr = try #require(b.find("moov/trak/mdia/minf/stbl/stsd/avc1/colr"))
    #expect(Array(header[colr.0..<colr.1]) == Array("nclx".utf8) + [0, 1, 0, 1, 0, 1, 0])
  }

  @Test func noBFramesMeansNoCompositionOffsets() {
    var m = movie()
    m.samples = (0..<3).map { .init(size: 10, dts: Int64($0), pts: Int64($0), isKeyframe: $0 == 0) }
    let b = Boxes(bytes: m.header(mediaBytes: 30))
    #expect(b.find("moov/trak/mdia/minf/stbl/ctts") == nil)
    #expect(b.runs("moov/trak/mdia/minf/stbl/stts") == [[3, 256]])
  }

  /// 29.97 fps: the timescale is the numerator (already ≥ 10000), 1001 ticks a frame.
  @Test func fractionalFrameRate() {
    var m = movie()
    m.fpsNumerator = 30000
    m.fpsDenominator = 1001
    #expect(m.timescale == (30000, 1001))
  }
}
