import Foundation
import Render
import SceneFormat
import Testing

/// Text drawn on several threads at once, as `--jobs` workers draw it: rasterizers handed from thread to
/// thread between frames, one measurer shared by all, and more font files than Cairo keeps open (ten),
/// so that faces are closed and opened again while other threads draw. Without `FontFaceLock` this
/// crashed in Cairo in every run (a face closed under the thread drawing with it); each frame must also be
/// the frame one rasterizer draws alone.
@Suite struct ConcurrentTextTests {
  static let threads = 3
  static let framesPerThread = 150

  /// Frame `i` of thread `t`: four lines in a weight, italic or upright, size and horizontal scale that
  /// change from frame to frame (Inter's and Inter Display's 36 files take turns), and an emoji.
  static func list(thread t: Int, frame i: Int) -> DisplayList {
    var items: [DisplayItem] = []
    for k in 0..<4 {
      let size = 9 + Double((i + k) % 17) + Double((i * 7 + t) % 30)
      let font = FontSpec(size: size, weight: 100 * (1 + (i + k + t) % 9), italic: (i + k) % 2 == 0)
      let content = DisplayContent.text("Hello \(i % 97) \(k)", font: font, color: RGBAColor(red: 0, green: 0, blue: 0))
      let transform = AffineTransform(xx: 1 + Double(i % 53) / 37, yx: 0, xy: 0, yy: 1, x0: 40, y0: 12 + 18 * Double(k))
      items.append(DisplayItem(content: content, frameSize: Size(width: 60, height: 20), transform: transform))
    }
    let emoji = DisplayContent.emoji("😀", fontSize: 10 + Double(i % 9))
    items.append(DisplayItem(content: emoji, frameSize: Size(width: 20, height: 20)))
    return DisplayList(size: Size(width: 80, height: 80), background: .white, items: items)
  }

  /// What the threads share: idle rasterizers and the frames drawn, keyed by thread and frame.
  final class Shared: @unchecked Sendable {
    let lock = NSLock()
    var idle: [Rasterizer]
    var frames: [[Int]: RenderedFrame] = [:]
    init(_ rasterizers: [Rasterizer]) { idle = rasterizers }
  }

  @Test func textDrawnOnSeveralThreadsIsTheTextDrawnOnOne() throws {
    let shared = Shared((0..<Self.threads).map { _ in Rasterizer() })
    let measurer = PangoTextMeasurer()
    let done = DispatchGroup()
    for t in 0..<Self.threads {
      done.enter()
      Thread {
        for i in 0..<Self.framesPerThread {
          _ = measurer.size(ofText: "m\(t) \(i)", font: FontSpec(size: 8 + Double(i % 23)), paragraph: TextParagraph())
          // Whichever rasterizer is idle: one that another thread used for the frame before.
          guard let rasterizer = shared.lock.withLock({ shared.idle.popLast() }) else { continue }
          let frame = try? rasterizer.render(Self.list(thread: t, frame: i))
          shared.lock.withLock {
            shared.idle.insert(rasterizer, at: 0)
            shared.frames[[t, i]] = frame
          }
        }
        done.leave()
      }.start()
    }
    done.wait()
    #expect(shared.frames.count == Self.threads * Self.framesPerThread)
    let alone = Rasterizer()
    for (key, frame) in shared.frames.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) where key[1] % 10 == 0 {
      #expect(try alone.render(Self.list(thread: key[0], frame: key[1])) == frame, "thread \(key[0]) frame \(key[1])")
    }
  }
}
