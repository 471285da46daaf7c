import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `render-anim preview` in a real browser (docs/preview.md): headless Chromium loads the page, which
/// plays; scrubbing shows the very frame `render-anim frame` draws for that time; a click on the picture
/// taps the view there; saving the file re-renders; a compile error shows swiftc's lines while the last
/// clip stays; and the server answers only on its loopback address.
@Suite(.serialized) struct PreviewCommandTests {
  /// A 200 × 100 view: a 40-point square slides 60 points right over the first second (from centre
  /// (100, 50)); a tap turns it from blue to red over half a second.
  static let view = """
    import SwiftUI
    struct Slide: View {
      @State private var liked = false
      @State private var x = 0.0
      var body: some View {
        ZStack {
          Color.white
          Rectangle().fill(liked ? Color.red : Color.blue).frame(width: 40, height: 40).offset(x: x)
            .onTapGesture { withAnimation(.linear(duration: 0.5)) { liked.toggle() } }
        }
        .frame(width: 200, height: 100)
        .onAppear { withAnimation(.linear(duration: 1)) { x = 60 } }
      }
    }
    """

  @Test func thePageInABrowser() throws {
    let dir = try RenderAnimBinary.temporaryFolder("preview")
    let file = dir.appendingPathComponent("Slide.swift")
    try Self.view.write(to: file, atomically: true, encoding: .utf8)
    let environment = ["XDG_CACHE_HOME": RenderAnimBinary.viewCache]
    let server = try RenderAnimBinary.start(["preview", file.path, "--no-open"], environment: environment)
    // SIGKILL: a process started from the test runner inherits its blocked signals.
    defer {
      kill(server.process.processIdentifier, SIGKILL)
      server.process.waitUntilExit()
    }
    let line = try Self.line(from: server.out, seconds: 30)
    let address = try #require(line.split(separator: " ").first { $0.hasPrefix("http://127.0.0.1:") }, "\(line)")
    let url = try #require(URL(string: String(address)))

    let browser = try HeadlessChromium()
    try browser.open(url)
    // It loads and plays: the frame shown moves on by itself.
    try browser.wait(for: "window.preview && window.preview.shown >= 0", seconds: 120)
    let first = try browser.evaluate("window.preview.shown") as? Int ?? -1
    try browser.wait(for: "window.preview.shown !== \(first) && window.preview.playing", seconds: 10)
    #expect(try browser.evaluate("window.preview.clip.frameCount") as? Int == 60)

    let box = try Self.scrubbingShowsTheFrame(browser, dir: dir, file: file)
    try Self.aClickTaps(browser, at: box, dir: dir, file: file)
    try Self.savingRerenders(browser, at: box, dir: dir, file: file)
    try Self.onlyTheLoopbackAddressAnswers(url)
  }

  /// Scrubbing to frame 30 shows render-anim's frame at 0.5 s, pixel for pixel; the picture's box.
  static func scrubbingShowsTheFrame(
    _ browser: HeadlessChromium, dir: URL, file: URL
  ) throws -> (x: Double, y: Double, width: Double, height: Double) {
    try browser.evaluate(
      "(() => { const s = document.getElementById('scrub'); s.value = 30; s.dispatchEvent(new Event('input')); })()")
    try browser.wait(for: "window.preview.shown === 30 && !window.preview.playing")
    #expect(
      try browser.evaluate("document.getElementById('time').textContent") as? String == "0.500 s · frame 30 of 60")
    let box = try Self.canvasBox(browser)
    #expect(box.width == 200 && box.height == 100)
    let shot = dir.appendingPathComponent("shot.png").path
    try browser.screenshot(x: box.x, y: box.y, width: 200, height: 100).write(to: URL(fileURLWithPath: shot))
    let reference = dir.appendingPathComponent("reference.png").path
    let drawn = try RenderAnimBinary.runWithViewCache(["frame", file.path, "--time", "0.5", "-o", reference])
    try #require(drawn.status == 0, "\(drawn.err)")
    #expect(try Self.largestDifference(shot, reference) <= 1)
    return box
  }

  /// A click taps the view at that point and time.
  static func aClickTaps(
    _ browser: HeadlessChromium, at box: (x: Double, y: Double, width: Double, height: Double), dir: URL, file: URL
  ) throws {
    let shot = dir.appendingPathComponent("shot.png").path
    let reference = dir.appendingPathComponent("reference.png").path
    // A click taps the view there at that time. As on iOS, a view is hit where the model put it, not
    // where the animation shows it: at 0.5 s the square is drawn at x = 130 but its offset is already 60.
    // A click at 130 taps nothing, says why, and is undone; one at 160 taps the square and the clip is
    // made again with the tap, its last frame render-anim's with the same tap.
    let clip = try browser.evaluate("window.preview.clip.id") as? Int ?? 0
    try browser.click(x: box.x + 130, y: box.y + 50)
    try browser.wait(for: "!document.getElementById('notice').hidden", explain: "window.preview.state")
    let notice = try browser.evaluate("document.getElementById('notice').textContent") as? String ?? ""
    #expect(notice.contains("--tap 130,50 at 0.500 s") && notice.contains("has no gesture"), "\(notice)")
    #expect(try browser.evaluate("window.preview.state.settings.taps.length") as? Int == 0)
    // The notice is under the picture: the picture stays where it was.
    #expect(try Self.canvasBox(browser) == box)
    try browser.click(x: box.x + 160, y: box.y + 50)
    try browser.wait(
      for: "window.preview.clip.id > \(clip) && window.preview.state.settings.taps.length === 1",
      explain: "window.preview.state")
    #expect(try browser.evaluate("document.getElementById('notice').hidden") as? Bool == true)
    let tap = try browser.evaluate("window.preview.state.settings.taps[0]") as? String ?? ""
    #expect(tap == "160.00,50.00@0.5000")
    try browser.evaluate("window.preview.seek(59)")
    try browser.wait(for: "window.preview.shown === 59")
    try browser.screenshot(x: box.x, y: box.y, width: 200, height: 100).write(to: URL(fileURLWithPath: shot))
    let tapped = try RenderAnimBinary.runWithViewCache([
      "frame", file.path, "--tap", tap, "--frame", "59", "-o", reference,
    ])
    try #require(tapped.status == 0, "\(tapped.err)")
    #expect(try Self.largestDifference(shot, reference) <= 1)
    // Nearly iOS's red (255, 59, 48): 97 % of the way from blue (0, 122, 255), at the square's centre (160, 50).
    let red = try PNGFile.pixel(shot, width: 200, 160, 50)
    #expect(red[0] >= 230 && red[1] <= 100 && red[2] <= 120, "\(red)")
  }

  /// Saving the file re-renders, and a compile error shows swiftc's lines while the last clip stays.
  static func savingRerenders(
    _ browser: HeadlessChromium, at box: (x: Double, y: Double, width: Double, height: Double), dir: URL, file: URL
  ) throws {
    let shot = dir.appendingPathComponent("shot.png").path
    // Saving the file re-renders: green instead of blue, the tap kept.
    let tappedClip = try browser.evaluate("window.preview.clip.id") as? Int ?? 0
    try Self.view.replacingOccurrences(of: "Color.blue", with: "Color.green").write(
      to: file, atomically: true, encoding: .utf8)
    try browser.wait(for: "window.preview.clip.id > \(tappedClip)", seconds: 120)
    try browser.evaluate("window.preview.seek(0)")
    try browser.wait(for: "window.preview.shown === 0")
    try browser.screenshot(x: box.x, y: box.y, width: 200, height: 100).write(to: URL(fileURLWithPath: shot))
    #expect(try PNGFile.pixel(shot, width: 200, 100, 50) == [52, 199, 89, 255])

    // A compile error shows swiftc's lines; the last clip stays on the page.
    let goodClip = try browser.evaluate("window.preview.clip.id") as? Int ?? 0
    try (Self.view + "\nlet broken: Int = \"text\"\n").write(to: file, atomically: true, encoding: .utf8)
    try browser.wait(for: "!document.getElementById('error').hidden", seconds: 120)
    let error = try browser.evaluate("document.getElementById('error').textContent") as? String ?? ""
    #expect(error.contains("Slide.swift:15:") && error.contains("error:"), "\(error)")
    #expect(try browser.evaluate("window.preview.clip.id") as? Int == goodClip)
    #expect(try browser.evaluate("document.getElementById('frame').dataset.clip") as? String == "\(goodClip)")

  }

  /// Only the loopback address: another Host is refused, and no other address of this machine answers.
  static func onlyTheLoopbackAddressAnswers(_ url: URL) throws {
    let port = url.port ?? 0
    #expect(try Self.curl(["-H", "Host: example.com", "http://127.0.0.1:\(port)/state"]) == "403")
    #expect(try Self.curl(["http://127.0.0.1:\(port)/state"]) == "200")
    for address in try Self.otherAddresses() {
      #expect(try Self.curl(["--connect-timeout", "2", "http://\(address):\(port)/"]) == "000", "\(address) answered")
    }
  }

  /// A scene file previews the same way: the page's state names its frames, and a frame the server sends
  /// is the very PNG `render-anim frame` writes (the same encoder, byte for byte).
  @Test func aSceneFile() throws {
    let dir = try RenderAnimBinary.temporaryFolder("preview-scene")
    let server = try RenderAnimBinary.start(["preview", "scenes/two-phase.yaml", "--no-open"])
    defer {
      kill(server.process.processIdentifier, SIGKILL)
      server.process.waitUntilExit()
    }
    let line = try Self.line(from: server.out, seconds: 30)
    let address = try #require(line.split(separator: " ").first { $0.hasPrefix("http://127.0.0.1:") }, "\(line)")
    var clip: [String: Any] = [:]
    for _ in 0..<200 {
      let state = try Self.download(address + "state")
      clip = (try? JSONSerialization.jsonObject(with: state) as? [String: Any])?["clip"] as? [String: Any] ?? [:]
      if !clip.isEmpty { break }
      usleep(50_000)
    }
    let frames = try #require(clip["frameCount"] as? Int)
    #expect(frames > 12)
    let served = try Self.download(address + "frame/\(clip["id"] as? Int ?? 0)/12.png")
    let reference = dir.appendingPathComponent("12.png")
    let drawn = try RenderAnimBinary.run(["frame", "scenes/two-phase.yaml", "--frame", "12", "-o", reference.path])
    try #require(drawn.status == 0, "\(drawn.err)")
    #expect(served == (try Data(contentsOf: reference)))
  }

  /// The body curl gets from `url`.
  static func download(_ url: String) throws -> Data {
    try RenderAnimBinary.runProgram("/usr/bin/curl", ["-s", url]).out
  }

  /// The canvas's box in the window, CSS pixels.
  static func canvasBox(_ browser: HeadlessChromium) throws -> (x: Double, y: Double, width: Double, height: Double) {
    let text =
      try browser.evaluate("JSON.stringify(document.getElementById('frame').getBoundingClientRect())") as? String
      ?? "{}"
    let box = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Double] ?? [:]
    return (box["x"] ?? 0, box["y"] ?? 0, box["width"] ?? 0, box["height"] ?? 0)
  }

  /// The largest difference of any channel of any pixel between two PNGs of the same size.
  static func largestDifference(_ a: String, _ b: String) throws -> Int {
    let x = try PNGFile.rgba(a)
    let y = try PNGFile.rgba(b)
    guard x.count == y.count, !x.isEmpty else { return Int.max }
    return zip(x, y).map { abs(Int($0) - Int($1)) }.max() ?? 0
  }

  /// The first line the process prints, waiting at most `seconds`.
  static func line(from pipe: Pipe, seconds: Double) throws -> String {
    let fd = pipe.fileHandleForReading.fileDescriptor
    var bytes: [UInt8] = []
    let deadline = Date().addingTimeInterval(seconds)
    while !bytes.contains(10), Date() < deadline {
      var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, 100) > 0 else { continue }
      var byte: UInt8 = 0
      guard read(fd, &byte, 1) == 1 else { break }
      bytes.append(byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The HTTP status curl gets (`000` when nothing answers).
  static func curl(_ arguments: [String]) throws -> String {
    let r = try RenderAnimBinary.runProgram(
      "/usr/bin/curl", ["-s", "-o", "/dev/null", "-w", "%{http_code}"] + arguments)
    return String(decoding: r.out, as: UTF8.self)
  }

  /// This machine's IPv4 addresses other than loopback (`hostname -I`).
  static func otherAddresses() throws -> [String] {
    let text = String(decoding: try RenderAnimBinary.runProgram("/usr/bin/hostname", ["-I"]).out, as: UTF8.self)
    return text.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
      .filter { $0.contains(".") && !$0.hasPrefix("127.") }
  }
}

/// `make docs-images`: the picture of the preview page in docs/preview.md and the README, taken by headless
/// Chromium (Apple's keyframe sample, tapped at 0.5 s, paused at 1 s).
@Suite(.enabled(if: ProcessInfo.processInfo.environment["RENDER_ANIM_DOCS_IMAGES"] != nil))
struct PreviewDocsImage {
  @Test func previewPage() throws {
    let view = RenderAnimBinary.root.appendingPathComponent("scenes/swift/KeyframeAnimationView.swift").path
    let server = try RenderAnimBinary.start(
      ["preview", view, "--tap", "0.5", "--size", "400x400", "--no-open"],
      environment: ["XDG_CACHE_HOME": RenderAnimBinary.viewCache])
    defer {
      kill(server.process.processIdentifier, SIGKILL)
      server.process.waitUntilExit()
    }
    let line = try PreviewCommandTests.line(from: server.out, seconds: 120)
    let address = try #require(line.split(separator: " ").first { $0.hasPrefix("http://127.0.0.1:") }, "\(line)")
    let browser = try HeadlessChromium(width: 900, height: 780)
    try browser.open(try #require(URL(string: String(address))))
    try browser.wait(for: "window.preview && window.preview.shown >= 0", seconds: 120)
    try browser.evaluate("window.preview.seek(60)")
    try browser.wait(for: "window.preview.shown === 60")
    let png = try browser.screenshot(x: 0, y: 0, width: 900, height: 780)
    try png.write(to: RenderAnimBinary.root.appendingPathComponent("docs/preview.png"))
  }
}
