import Foundation
import Testing

/// Swift view files as input (docs/swift-views.md): Apple's sample views, verbatim in scenes/swift/,
/// sample exactly as their hand-written scene twins; bad view files fail with one line and their exit code.
@Suite(.serialized) struct SwiftViewTests {
  func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
    try RenderAnimBinary.runWithViewCache(arguments)
  }

  struct Sample: Decodable {
    struct Layer: Decodable {
      var id: String?
      var transform: [[Double?]]
      var opacity: [Double?]
      var values: [String: [Double?]]
    }
    var times: [Double]
    var layers: [Layer]
  }

  func sample(_ arguments: [String]) throws -> Sample {
    let r = try run(["sample"] + arguments)
    #expect(r.status == 0, "\(arguments): \(r.err)")
    return try JSONDecoder().decode(Sample.self, from: Data(r.out.utf8))
  }

  /// Each of Apple's seven views, tapped at 0.5 s (step 1 cycles without a tap), against its scene twin:
  /// the same layers, names, transforms, opacities and animated values at every frame, to 1e-9.
  @Test(arguments: [
    "SimpleAnimationViewNoCompletion", "SimpleAnimationView", "TwoPhaseAnimationView-step1",
    "TwoPhaseAnimationView-step2", "TwoPhaseAnimationView-step3", "ThreePhaseAnimationView",
    "KeyframeAnimationView",
  ])
  func appleViewSamplesLikeItsScene(_ name: String) throws {
    let options = name.hasSuffix("step1") ? ["--duration", "3"] : ["--tap", "0.5"]
    let view = try sample(["scenes/swift/\(name).swift", "--size", "400x400"] + options)
    let scene = try sample(["scenes/swift/\(name).yaml"] + (name.hasSuffix("step1") ? ["--duration", "3"] : []))
    #expect(view.times == scene.times)
    #expect(view.times.count > 90)
    try #require(view.layers.count == scene.layers.count)
    var moved = 0.0
    for (a, b) in zip(view.layers, scene.layers) {
      #expect(a.id == b.id)
      #expect(Set(a.values.keys) == Set(b.values.keys))
      func close(_ x: [Double?], _ y: [Double?], _ what: String, _ frame: Int) {
        #expect(x.count == y.count)
        for (p, q) in zip(x, y) {
          #expect(
            p != nil && q != nil && abs(p! - q!) <= 1e-9,
            "\(name) \(what) at frame \(frame): \(String(describing: p)) vs \(String(describing: q))")
        }
      }
      for f in view.times.indices {
        close(a.transform[f], b.transform[f], "transform", f)
        close([a.opacity[f]], [b.opacity[f]], "opacity", f)
        moved = max(moved, abs((a.transform[f][5] ?? 0) - (a.transform[0][5] ?? 0)), abs((a.transform[f][0] ?? 1) - 1))
      }
      for (key, values) in a.values {
        if let other = b.values[key] { for f in values.indices { close([values[f]], [other[f]], key, f) } }
      }
    }
    #expect(moved > 0.2, "the view never moved: the tap did nothing")
  }

  func temporaryView(_ source: String, name: String = "Bad.swift") throws -> String {
    let dir = try RenderAnimBinary.temporaryFolder("swift-view")
    let path = dir.appendingPathComponent(name).path
    try source.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func aFileThatDoesNotCompileGivesSwiftcsErrorLineAndExit65() throws {
    let path = try temporaryView(
      """
      import SwiftUI
      struct Broken: View {
        var body: some View {
          Text(42 + "x")
        }
      }
      """)
    let out = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("out.mp4").path
    let r = try run(["render", path, "-o", out])
    #expect(r.status == 65)
    let lines = r.err.split(separator: "\n")
    #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix(path + ":4:") && $0.contains(": error: ") }, "\(r.err)")
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test func aTapThatMatchesNothingNamesTheCandidates() throws {
    let path = try temporaryView(
      """
      import SwiftUI
      struct Two: View {
        @State private var on = false
        var body: some View {
          VStack {
            Button("Play") { on.toggle() }
            Text("Stop").onTapGesture { on = false }
          }
        }
      }
      """)
    let r = try run(["sample", path, "--tap", "Pause@0.5", "--times", "0"])
    #expect(r.status == 64)
    #expect(r.err.contains("'Pause'") && r.err.contains("'Play'") && r.err.contains("'Stop'"), "\(r.err)")
    #expect(r.err.split(separator: "\n").count == 1)
    let several = try run(["sample", path, "--tap", "0.5", "--times", "0"])
    #expect(several.status == 64 && several.err.contains("2 views are tappable"), "\(several.err)")
    let ok = try run(["sample", path, "--tap", "Play@0.5", "--times", "0,1"])
    #expect(ok.status == 0, "\(ok.err)")
  }

  /// A view that uses a type from another file of its package: an error alone, rendered with `--with`.
  @Test func helperFilesCompileWithTheView() throws {
    let helper = try temporaryView(
      """
      import SwiftUI
      struct Badge: View {
        var count: Int
        var body: some View { Text("\\(count)").padding(8).background(Circle().fill(.red)) }
      }
      #Preview { Badge(count: 3) }
      """, name: "Badge.swift")
    let view = URL(fileURLWithPath: helper).deletingLastPathComponent().appendingPathComponent("Inbox.swift").path
    try """
    import SwiftUI
    struct Inbox: View {
      @State private var unread = 1
      var body: some View {
        Badge(count: unread).scaleEffect(unread > 1 ? 2 : 1).onTapGesture { \
    withAnimation(.linear(duration: 1)) { unread += 1 } }
      }
    }
    #Preview { Inbox() }
    """.write(toFile: view, atomically: true, encoding: .utf8)
    let alone = try run(["sample", view, "--times", "0"])
    #expect(alone.status == 65 && alone.err.contains("cannot find 'Badge' in scope"), "\(alone.err)")
    let together = try run(["sample", view, "--with", helper, "--tap", "0", "--times", "0.5"])
    #expect(together.status == 0, "\(together.err)")
    #expect(together.out.contains("\"scaleEffect.x\":[1.5]"), "\(together.out)")
  }

  /// A helper file that imports only Foundation and calls `Date()` (a model's timestamp) runs on the
  /// render clock too: the rewrite imports SwiftUI for it, on its first line. The stamp at 0 s is the
  /// clock's epoch, so the view is 0 points wide there.
  @Test func aFoundationHelperReachesTheRenderClock() throws {
    let helper = try temporaryView(
      """
      import Foundation
      struct Stamp { var made = Date() }
      """, name: "Stamp.swift")
    let view = URL(fileURLWithPath: helper).deletingLastPathComponent().appendingPathComponent("Stamped.swift").path
    try """
    import SwiftUI
    struct Stamped: View {
      let stamp = Stamp()
      var body: some View { Color.red.frame(width: stamp.made.timeIntervalSince(RenderClock.epoch), height: 10) }
    }
    #Preview { Stamped() }
    """.write(toFile: view, atomically: true, encoding: .utf8)
    let result = try run(["sample", view, "--with", helper, "--times", "0"])
    #expect(result.status == 0, "\(result.err)")
  }

  /// A missing SF Symbol or image draws a placeholder and prints one warning line naming it.
  @Test func missingSymbolsAndImagesAreWarnings() throws {
    let path = try temporaryView(
      """
      import SwiftUI
      struct Missing: View {
        var body: some View { VStack { Image(systemName: "hearts"); \
      Image("cover").resizable().frame(width: 60, height: 60) } }
      }
      """)
    let r = try run(["sample", path, "--times", "0"])
    #expect(r.status == 0, "\(r.err)")
    let lines = r.err.split(separator: "\n")
    #expect(lines.count == 2, "\(r.err)")
    #expect(lines.contains { $0.contains("warning: no SF Symbol 'hearts'") && $0.contains("did you mean 'heart'") })
    #expect(lines.contains { $0.contains("warning: no image 'cover'") })
  }

  /// `--tap X,Y@T` taps where a person would: between two buttons titled alike, the one under the point.
  /// A point with nothing tappable is one line that lists the tappable views, and the names it lists are
  /// accepted back. HStack of two 80-point frames 20 apart in 200 × 100: centres at 50 and 150.
  @Test func aTapAtAPoint() throws {
    let path = try temporaryView(
      """
      import SwiftUI
      struct TwoButtons: View {
        @State var n = 0
        var body: some View {
          HStack(spacing: 20) {
            Button("Tap me") { n = 1 }.frame(width: 80, height: 40).accessibilityIdentifier("first")
            Button("Tap me") { n = 2 }.frame(width: 80, height: 40)
          }
          .offset(y: CGFloat(n) * 10)
        }
      }
      """, name: "TwoButtons.swift")
    func offsetY(_ tap: String) throws -> Double? {
      let r = try run(["sample", path, "--size", "200x100", "--tap", tap, "--times", "0.5"])
      #expect(r.status == 0, "\(r.err)")
      let s = try JSONDecoder().decode(Sample.self, from: Data(r.out.utf8))
      return s.layers.first?.values["offset.y"]?.first ?? nil
    }
    #expect(try offsetY("150,50@0.1") == 20)
    #expect(try offsetY("50,50@0.1") == 10)
    #expect(try offsetY("first@0.1") == 10)
    let miss = try run(["sample", path, "--size", "200x100", "--tap", "100,50@0.1", "--times", "0.5"])
    #expect(miss.status == 64 && miss.err.split(separator: "\n").count == 1, "\(miss.err)")
    #expect(miss.err.contains("nothing is drawn there") && miss.err.contains("'first' at 50,50"), "\(miss.err)")
  }

  /// A preview's fixed layout is the canvas, as in Xcode's: `#Preview(traits: .fixedLayout(width:height:))`
  /// and `.previewLayout(.fixed(width:height:))` draw the view in the middle of a canvas of that size.
  @Test func aFixedPreviewLayoutIsTheCanvas() throws {
    let path = try temporaryView(
      """
      import SwiftUI
      struct Dot: View { var body: some View { Circle().fill(.teal).frame(width: 40, height: 40) } }
      #Preview(traits: .fixedLayout(width: 200, height: 100)) { Dot() }
      struct Dot_Previews: PreviewProvider {
        static var previews: some View { Dot().previewLayout(.fixed(width: 120, height: 90)) }
      }
      """, name: "Dot.swift")
    func size(_ preview: String) throws -> (Int, Int) {
      let png = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("p\(preview).png")
      let r = try run(["frame", path, "--preview", preview, "--time", "0", "--scale", "1", "-o", png.path])
      #expect(r.status == 0, "\(r.err)")
      let data = try Data(contentsOf: png)
      // IHDR: width and height, big-endian, at bytes 16 and 20.
      let side = { (at: Int) in data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
      return (side(16), side(20))
    }
    #expect(try size("1") == (200, 100))
    #expect(try size("2") == (120, 90))
  }

  /// A `PreviewProvider`'s `previews` is the root when there is no `--view`; `--preview N` counts it with
  /// the `#Preview` blocks, in the order of the file, and each view of a `Group` of previews as one.
  @Test func aPreviewProviderIsAPreview() throws {
    let path = try temporaryView(
      """
      import SwiftUI
      struct Badge: View {
        var size: Double
        var body: some View { Circle().frame(width: size, height: size) }
      }
      struct Badge_Previews: PreviewProvider {
        static var previews: some View { Badge(size: 30).previewLayout(.sizeThatFits) }
      }
      #Preview { Badge(size: 50) }
      """, name: "Badge.swift")
    func width(_ extra: [String]) throws -> Double? {
      let r = try run(["sample", path, "--times", "0"] + extra)
      #expect(r.status == 0, "\(r.err)")
      let s = try JSONDecoder().decode(Sample.self, from: Data(r.out.utf8))
      return s.layers.first?.values["frame.width"]?.first ?? nil
    }
    #expect(try width([]) == 30)
    #expect(try width(["--preview", "2"]) == 50)
    let r = try run(["sample", path, "--preview", "3", "--times", "0"])
    #expect(r.status == 64 && r.err.contains("2 preview(s)"), "\(r.err)")
    // A `Group` of previews is one preview each, as Xcode shows them, the group's modifiers on each.
    let grouped = try temporaryView(
      """
      import SwiftUI
      struct Dot: View {
        var size: Double
        var body: some View { Circle().frame(width: size, height: size) }
      }
      struct Dot_Previews: PreviewProvider {
        static let big = 40.0
        static var previews: some View {
          Group {
            Dot(size: 20)
            Dot(size: big).preferredColorScheme(.dark)
          }
          .padding(5)
        }
      }
      """, name: "Dot.swift")
    func sampled(_ extra: [String], _ file: String? = nil) throws -> [String: [Double?]] {
      let r = try run(["sample", file ?? grouped, "--times", "0"] + extra)
      #expect(r.status == 0, "\(r.err)")
      return try JSONDecoder().decode(Sample.self, from: Data(r.out.utf8)).layers.first?.values ?? [:]
    }
    #expect(try sampled([])["frame.width"]?.first == 20)
    #expect(try sampled([])["padding"]?.first == 5)
    #expect(try sampled(["--preview", "2"])["frame.width"]?.first == 40)
    // Local values before the group (Xcode 11–14 files bind the view once) come with each preview.
    let local = try temporaryView(
      """
      import SwiftUI
      struct Dot: View {
        var size: Double
        var body: some View { Circle().frame(width: size, height: size) }
      }
      struct Dot_Previews: PreviewProvider {
        static var previews: some View {
          let small = Dot(size: 20)
          Group {
            small
            Dot(size: 40)
          }
        }
      }
      """, name: "LocalDot.swift")
    #expect(try sampled([], local)["frame.width"]?.first == 20)
    #expect(try sampled(["--preview", "2"], local)["frame.width"]?.first == 40)
  }

  /// Xcode 16's `@Previewable`: a `#Preview` whose `@State` lives in the preview is a view with that state (a
  /// tap on the bound view changes it: its frame grows from 20 to 40), and an error in the preview's body is
  /// reported at its own line and column.
  @Test func previewableStateIsThePreviewsState() throws {
    let path = try temporaryView(
      """
      import SwiftUI
      struct Grower: View {
        @Binding var big: Bool
        var body: some View {
          Circle().frame(width: big ? 40 : 20, height: 20).onTapGesture { big.toggle() }
        }
      }
      #Preview {
        @Previewable @State var big = false
        Grower(big: $big)
      }
      """, name: "Grower.swift")
    let r = try run(["sample", path, "--size", "100x100", "--tap", "0.1", "--times", "0,0.5"])
    #expect(r.status == 0, "\(r.err)")
    let widths = try JSONDecoder().decode(Sample.self, from: Data(r.out.utf8)).layers.first?.values["frame.width"]
    #expect(widths == [20, 40], "\(String(describing: widths))")
    let bad = try temporaryView(
      """
      import SwiftUI
      #Preview {
        @Previewable @State var on = false
        Text(on ? "a" : "b").nope()
      }
      """, name: "Bad.swift")
    let e = try run(["frame", bad, "--time", "0", "-o", "/dev/null"])
    #expect(e.status == 65 && e.err.contains("Bad.swift:4:24: error:"), "\(e.err)")
  }

  /// `#if` is decided as an iPhone's Debug build decides it (docs/swift-views.md, `#if`): `os(iOS)`,
  /// `canImport(UIKit)` and `DEBUG` hold, `os(macOS)` and `canImport(AppKit)` do not (their code, which
  /// does not type-check, is left out), a preview inside `#if DEBUG` is found, and an error after the
  /// blocks is reported on its own line of the file.
  @Test func conditionsAreAnIPhones() throws {
    let path = try temporaryView(
      """
      import SwiftUI
      struct Platform: View {
        var body: some View {
          #if os(iOS)
          Circle().frame(width: 30, height: 30)
          #elseif os(macOS)
          Circle().frame(width: 40, height: "40")
          #else
          Circle().frame(width: 50, height: 50)
          #endif
        }
      }
      #if canImport(AppKit)
      let notOnAnIPhone: Int = "text"
      #elseif canImport(UIKit)
      let size = 12.0
      #endif
      #if DEBUG
      #Preview { Platform().padding(size) }
      #endif
      """, name: "Platform.swift")
    let r = try run(["sample", path, "--times", "0"])
    #expect(r.status == 0, "\(r.err)")
    let s = try JSONDecoder().decode(Sample.self, from: Data(r.out.utf8))
    #expect(s.layers.first?.values["frame.width"]?.first == 30, "\(r.out)")
    #expect(s.layers.first?.values["padding"]?.first == 12, "\(r.out)")
    let broken = try temporaryView(
      """
      import SwiftUI
      #if os(iOS)
      struct Broken: View { var body: some View { Text("a") } }
      #endif
      let wrong: Int = "text"
      """, name: "Broken.swift")
    let e = try run(["sample", broken, "--view", "Broken", "--times", "0"])
    #expect(e.status != 0 && e.err.contains("Broken.swift:5:"), "\(e.err)")
  }

  /// `DispatchQueue.main.asyncAfter`, `Timer.scheduledTimer` and `Date()` in a view file run on the render
  /// clock: the work at 0.5 s starts a linear second to x = 40; the work at 0.75 s stamps the date, read
  /// as `Date()` and as an implicit `.now` (y = 10 × 0.75 s); the timer ticks at 0.25 and 0.5 s (100
  /// points each) and stops itself. By hand: x at 1 s is 200 + 20.
  @Test func wallClockCallsRunOnTheRenderClock() throws {
    let path = try temporaryView(
      """
      import SwiftUI
      struct Clocked: View {
        @State var x = 0.0
        @State var stamp = 0.0
        @State var ticks = 0
        func since(_ date: Date) -> Double { date.timeIntervalSince(RenderClock.epoch) }
        var body: some View {
          Circle().frame(width: 10, height: 10).offset(x: x + Double(ticks) * 100, y: stamp * 10)
            .onAppear {
              DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { withAnimation(.linear(duration: 1)) { x = 40 } }
              DispatchQueue.main.asyncAfter(deadline: .now() + 0.75) { \
      stamp = (Date().timeIntervalSince(RenderClock.epoch) + since(.now)) / 2 }
              Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { timer in
                ticks += 1
                if ticks == 2 { timer.invalidate() }
              }
            }
        }
      }
      """, name: "Clocked.swift")
    let r = try run(["sample", path, "--times", "0.2,0.3,0.55,1,2", "--size", "100x100"])
    #expect(r.status == 0, "\(r.err)")
    let s = try JSONDecoder().decode(Sample.self, from: Data(r.out.utf8))
    let xs = s.layers.first?.values["offset.x"]?.map { $0 ?? .nan } ?? []
    let ys = s.layers.first?.values["offset.y"]?.map { $0 ?? .nan } ?? []
    // `sample` prints single-precision values.
    #expect(
      xs.count == 5 && xs[0] == 0 && xs[1] == 100 && abs(xs[2] - 202) < 1e-4 && abs(xs[3] - 220) < 1e-4 && xs[4] == 240,
      "\(xs)")
    #expect(ys == [0, 0, 0, 7.5, 7.5], "\(ys)")
  }

  /// A view's `print` goes to standard error: `sample`'s JSON on standard output stays valid. A body prints
  /// when it runs, as on iOS.
  @Test func aViewsPrintGoesToStandardError() throws {
    let path = try temporaryView(
      """
      import SwiftUI
      struct Chatty: View {
        @State var on = false
        var body: some View {
          print("body", on, separator: "|")
          return Circle().frame(width: on ? 40 : 20).onAppear { on = true }
        }
      }
      """, name: "Chatty.swift")
    let r = try run(["sample", path, "--times", "0,1"])
    #expect(r.status == 0, "\(r.err)")
    #expect(throws: Never.self) { try JSONDecoder().decode(Sample.self, from: Data(r.out.utf8)) }
    // Once for each run of the body in an update (at t = 0, then after onAppear), never for a frame.
    #expect(r.err == "body|false\nbody|true\n", "\(r.err)")
    #expect(!r.out.contains("body|"))
  }

  @Test func aBodyThatContainsItselfIsAnErrorNotACrash() throws {
    let path = try temporaryView(
      """
      import SwiftUI
      struct Forever: View {
        var depth = 0
        var body: some View { VStack { Text("\\(depth)"); Forever(depth: depth + 1) } }
      }
      """)
    let r = try run(["sample", path, "--view", "Forever", "--times", "0"])
    #expect(r.status == 65)
    #expect(r.err.contains("nest more than") && r.err.split(separator: "\n").count == 1, "\(r.err)")
  }

  /// A body that never returns: the CLI's time limit (here 2 s) ends it with one line and exit 65.
  @Test func aBodyThatNeverReturnsHitsTheTimeLimit() throws {
    let path = try temporaryView(
      """
      import SwiftUI
      struct Spin: View {
        var body: some View {
          var n = 0
          while n >= 0 { n = (n + 1) % 1000 }
          return Text("never")
        }
      }
      """)
    let out = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("spin.mp4").path
    let r = try RenderAnimBinary.run(
      ["render", path, "-o", out],
      environment: [
        "XDG_CACHE_HOME": RenderAnimBinary.viewCache,
        "RENDER_ANIM_VIEW_TIME_LIMIT": "2",
      ])
    #expect(r.status == 65)
    #expect(r.err.contains("more than 2 s") && r.err.split(separator: "\n").count == 1, "\(r.err)")
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test func aViewThatNeverSettlesNeedsADuration() throws {
    let path = try temporaryView(
      """
      import SwiftUI
      struct Pulse: View {
        var body: some View {
          Circle().frame(width: 40, height: 40).phaseAnimator([1.0, 1.5]) { c, s in c.scaleEffect(s) }
        }
      }
      """)
    let r = try run(["sample", path, "--times", "0"])
    #expect(r.status == 0, "a cycling phase animator completes its first cycle: \(r.err)")
    let forever = try temporaryView(
      """
      import SwiftUI
      struct Spin: View {
        @State private var angle = 0.0
        var body: some View {
          Rectangle().frame(width: 40, height: 40).rotationEffect(.degrees(angle))
            .onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { angle = 360 } }
        }
      }
      """, name: "Spin.swift")
    let endless = try run(["sample", forever, "--times", "0"])
    #expect(endless.status == 65 && endless.err.contains("never comes to rest"), "\(endless.err)")
    let bounded = try run(["sample", forever, "--duration", "2", "--times", "0.25"])
    #expect(bounded.status == 0, "\(bounded.err)")
  }
}

/// Frames of Swift views: the same pixels as their scene twins, and the same from every path.
@Suite(.serialized) struct SwiftViewFrameTests {
  func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
    try RenderAnimBinary.runWithViewCache(arguments)
  }

  /// Apple's KeyframeAnimationView and ThreePhaseAnimationView draw byte-identical PNGs to the scenes
  /// that translate them, mid-animation.
  @Test(arguments: ["KeyframeAnimationView", "ThreePhaseAnimationView", "SimpleAnimationView"])
  func framesMatchTheSceneTwin(_ name: String) throws {
    let dir = try RenderAnimBinary.temporaryFolder("view-frames")
    defer { try? FileManager.default.removeItem(at: dir) }
    for t in ["0.6", "1.0", "1.7"] {
      let a = dir.appendingPathComponent("view-\(t).png").path
      let b = dir.appendingPathComponent("scene-\(t).png").path
      let rv = try run([
        "frame", "scenes/swift/\(name).swift", "--tap", "0.5", "--size", "400x400", "--time", t, "-o", a,
      ])
      let rs = try run(["frame", "scenes/swift/\(name).yaml", "--time", t, "-o", b])
      #expect(rv.status == 0 && rs.status == 0, "\(rv.err)\(rs.err)")
      let da = try Data(contentsOf: URL(fileURLWithPath: a))
      let db = try Data(contentsOf: URL(fileURLWithPath: b))
      #expect(da.count > 1000 && da == db, "\(name) at \(t) s")
    }
  }

  /// Apple's views and five handbook listings (scenes/swift/) against their goldens, through view scenes.
  @Test func swiftViewGoldens() throws {
    let artifacts = try RenderAnimBinary.temporaryFolder("view-golden-artifacts")
    defer { try? FileManager.default.removeItem(at: artifacts) }
    let r = try run(["golden", "verify", "Tests/RenderAnimTests/SwiftViewGoldens", "--artifacts", artifacts.path])
    #expect(r.status == 0, "\(r.out)\(r.err)")
    #expect(r.out.contains("30 goldens: 30 matched"), "\(r.out)")
  }

  /// A view with a transition and a completion chain: the PNG sequence is the same on 1 and 3 jobs and
  /// from a chunk, and `frame --time` gives the sequence's bytes.
  @Test func viewFramesAreTheSameFromEveryPath() throws {
    let dir = try RenderAnimBinary.temporaryFolder("view-purity")
    defer { try? FileManager.default.removeItem(at: dir) }
    let view = dir.appendingPathComponent("Fade.swift").path
    try """
    import SwiftUI
    struct Fade: View {
      @State private var on = false
      var body: some View {
        VStack(spacing: 12) {
          if on { Text("Hello 👋").font(.title).transition(.scale.combined(with: .opacity)) }
          Circle().fill(.blue.gradient).frame(width: 60, height: 60).offset(x: on ? 40 : -40)
            .shadow(radius: on ? 8 : 2)
        }
        .onTapGesture { withAnimation(.bouncy) { on.toggle() } completion: { withAnimation(.smooth) { on.toggle() } } }
      }
    }
    """.write(toFile: view, atomically: true, encoding: .utf8)
    // With --size, and without: then the picture grows to hold what the view draws over the clip, the
    // same from every path.
    for size in [["--size", "200x160"], []] {
      let out = dir.appendingPathComponent(size.isEmpty ? "grown" : "sized")
      try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
      let common = ["--tap", "0.1", "--fps", "30"] + size
      for (name, extra) in [
        ("one", ["--jobs", "1"]), ("three", ["--jobs", "3"]), ("chunk", ["--frames", "10..<20", "--jobs", "2"]),
      ] {
        let r = try run(
          ["render", view, "-o", out.appendingPathComponent(name).path + "/", "--format", "png", "--quiet"] + common
            + extra)
        #expect(r.status == 0, "\(r.err)")
      }
      let one = RenderAnimBinary.contents(out.appendingPathComponent("one"))
      let three = RenderAnimBinary.contents(out.appendingPathComponent("three"))
      #expect(one.count > 30 && one == three)
      var moving = 0
      for (i, file) in one.enumerated() {
        let a = try Data(contentsOf: out.appendingPathComponent("one/\(file)"))
        let b = try Data(contentsOf: out.appendingPathComponent("three/\(file)"))
        #expect(a == b, "\(file)")
        if i > 0, a != (try Data(contentsOf: out.appendingPathComponent("one/\(one[i - 1])"))) { moving += 1 }
      }
      #expect(moving > 10, "the view hardly moved")
      for file in RenderAnimBinary.contents(out.appendingPathComponent("chunk")) {
        #expect(
          try Data(contentsOf: out.appendingPathComponent("chunk/\(file)"))
            == Data(contentsOf: out.appendingPathComponent("one/\(file)")))
      }
      let single = out.appendingPathComponent("single.png").path
      let fifteen = out.appendingPathComponent("one/\(one[15])")
      #expect(try run(["frame", view, "--time", String(15.0 / 30), "-o", single, "--tap", "0.1"] + size).status == 0)
      #expect(try Data(contentsOf: URL(fileURLWithPath: single)) == Data(contentsOf: fifteen))
    }
  }
}
