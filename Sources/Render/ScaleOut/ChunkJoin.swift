import Foundation

/// Joins the MP4 chunks of one render into one file by stream copy (no decoding, no re-encoding): what
/// `render-anim join` does after a job array has rendered `render --chunk I/N` on many machines.
///
/// The parts may be given in any order. Each must carry the ``ChunkIdentity`` that `render` writes into
/// an MP4, all of one render (scene, settings, size, frame rate); their frames must meet exactly and cover
/// the render from its first frame to its last, and each must hold as many frames as it says. Anything else
/// — a part of another render, a missing, repeated or truncated part — is refused with one line naming it,
/// and nothing is written.
///
/// ```swift
/// try ChunkJoin.join(parts: ["part-0.mp4", "part-1.mp4"], to: "clip.mp4")
/// ```
public enum ChunkJoin {
  /// Checks `parts` and copies their frames, in frame order, into one MP4 at `output` that carries the whole
  /// render's identity; throws ``RenderError/output(_:)`` naming the first problem, and then leaves no output.
  public static func join(parts: [String], to output: String) throws {
    guard !parts.isEmpty else { throw RenderError.output("join needs at least one part") }
    try FFmpegLibraries.load()
    // Open every part and read what it says it is.
    var opened: [(path: String, file: InputFile, identity: ChunkIdentity)] = []
    for path in parts {
      guard FileManager.default.fileExists(atPath: path) else { throw RenderError.output("\(path): no such part") }
      let file: InputFile
      do { file = try InputFile(path: path) } catch {
        throw RenderError.output("\(path): not a readable MP4 (\(error.description))")
      }
      guard let text = file.tag("comment"), let identity = ChunkIdentity(metadataText: text) else {
        throw RenderError.output("\(path): not a part rendered by render-anim (no chunk metadata)")
      }
      opened.append((path, file, identity))
    }
    opened.sort { ($0.identity.start, $0.path) < ($1.identity.start, $1.path) }
    let first = opened[0].identity
    guard first.format == "mp4" else {
      throw RenderError.output("\(opened[0].path): only MP4 parts are joined (PNG chunks already form one sequence)")
    }
    var next = 0
    for part in opened {
      let id = part.identity
      guard id.sameRender(as: first) else {
        throw RenderError.output(
          "\(part.path): a part of another render (scene \(id.scene), \(id.width)×\(id.height), "
            + "\(id.frameCount) frames, \(id.preset) crf \(id.quality)) than \(opened[0].path)"
        )
      }
      if id.start < next {
        throw RenderError.output("\(part.path): frames \(id.start)..<\(id.end) repeat frames of another part")
      }
      if id.start > next { throw RenderError.output("frames \(next)..<\(id.start) are missing (no part holds them)") }
      next = id.end
    }
    guard next == first.frameCount else {
      throw RenderError.output("frames \(next)..<\(first.frameCount) are missing (no part holds them)")
    }

    let atomic = try AtomicOutput(target: URL(fileURLWithPath: output))
    do {
      var whole = first
      whole.start = 0
      whole.end = first.frameCount
      let copy = try StreamCopy(
        container: "mp4", path: atomic.temporary.path, like: opened[0].file,
        fpsNumerator: first.fpsNumerator, fpsDenominator: first.fpsDenominator,
        options: ["movflags": "+faststart"], metadata: ["comment": whole.metadataText])
      let packet = try Packet()
      for part in opened {
        var count = 0
        while try part.file.readVideoPacket(into: packet) {
          try copy.write(packet, frameOffset: part.identity.start)
          count += 1
        }
        let expected = part.identity.end - part.identity.start
        guard count == expected else {
          throw RenderError.output("\(part.path): truncated (\(count) of its \(expected) frames)")
        }
      }
      try copy.finish()
    } catch let error as FFmpegError {
      atomic.discard()
      throw RenderError.output("join: \(error.description)")
    } catch {
      atomic.discard()
      throw error
    }
    try atomic.commit()
  }
}
