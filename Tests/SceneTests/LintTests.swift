import Foundation
import SceneFormat
import SceneLowering
import Testing

/// `check`'s lints, on the scene as the view runtime runs it (SceneCheck): each fires on a scene made for
/// it, with its location and key path, and none fires on the example scenes.
@Suite struct LintTests {
  let measurer = EstimatedTextMeasurer()

  func warnings(
    _ body: String, header: String = "size: [200, 200]\nfps: 30\n",
    glyphs: (any GlyphCoverage)? = nil
  ) throws -> [SceneWarning] {
    try SceneCheck(text: header + body, file: "lint.yaml", measurer: measurer, glyphs: glyphs).warnings
  }

  /// A font that lacks one character.
  struct Lacks: GlyphCoverage {
    var character: Character
    func missingCharacters(in string: String, emoji: Bool, font: FontSpec) -> [Character] {
      string.contains(character) ? [character] : []
    }
  }

  @Test func springStillMovingAtTheEnd() throws {
    let w = try warnings(
      """
      duration: 1
      state: { x: 0.0 }
      events:
        - { at: 0.8, withAnimation: .bouncy, set: { x: 100 } }
      layers:
        - shape: circle
          frame: [10, 10]
          modifiers:
            - offset: { x: x }
      """)
    #expect(w.map(\.rule) == [.stillMoving])
    #expect(w[0].line == 11 && w[0].column == 22 && w[0].keyPath == "layers[0].modifiers[0].offset.x")
    #expect(w[0].description.hasPrefix("lint.yaml:11:22: warning: "))
    #expect(w[0].description.contains("warning: 'offset' of layers[0] is still moving when the clip ends at 1.000 s"))
  }

  /// An animation that repeats forever, in a clip with a duration: it never comes to rest (the runtime's
  /// `removed` mark at infinity); a phase animator without a trigger cycles as long as the clip and is no
  /// mistake.
  @Test func foreverStillMoving() throws {
    let w = try warnings(
      """
      duration: 1
      state: { on: false }
      events:
        - { at: 0.5, withAnimation: ".linear(duration: 0.2).repeatForever()", set: { on: true } }
      layers:
        - shape: circle
          frame: [10, 10]
          modifiers:
            - opacity: "on ? 0.2 : 1"
            - phaseAnimator:
                phases: [1, 2]
                content: [{ scaleEffect: phase }]
      """)
    #expect(w.map(\.rule) == [.stillMoving])
    #expect(w[0].keyPath == "layers[0].modifiers[0].opacity" && w[0].line == 11)
    #expect(
      w[0].message == "'opacity' of layers[0] is still moving when the clip ends at 1.000 s; it never comes to rest")
  }

  /// A triggered keyframe animator whose run starts at 0.6 s and lasts 0.5 s is cut by a 1 s clip.
  @Test func keyframeRunPastTheEnd() throws {
    let w = try warnings(
      """
      duration: 1
      state: { taps: 0 }
      events: [{ at: 0.6, set: { taps: 1 } }]
      layers:
        - shape: circle
          frame: [10, 10]
          modifiers:
            - keyframeAnimator:
                initialValue: 0
                trigger: taps
                keyframes: ["LinearKeyframe(30, duration: 0.5)"]
                content: [{ offset: { x: value } }]
      """)
    #expect(w.map(\.rule) == [.stillMoving])
    #expect(w[0].keyPath == "layers[0].modifiers[0].keyframeAnimator")
    #expect(
      w[0].message == "this keyframe animator is still running when the clip ends at 1.000 s; its run from 0.600 s "
        + "ends at 1.100 s")
  }

  /// `check`'s summary counts the file's layers (a group's children too) and animators, and the modifiers the
  /// runtime animated; its duration is the runtime's.
  @Test func summary() throws {
    let check = try SceneCheck(
      text: """
        size: [200, 200]
        fps: 30
        duration: 1
        state: { x: 0.0 }
        events: [{ at: 0.5, withAnimation: ".linear(duration: 0.5)", set: { x: 100 } }]
        layers:
          - group: [{ shape: circle, frame: [10, 10] }, { text: hi }]
            modifiers: [{ offset: { x: x } }, { opacity: 0.5 }]
          - shape: circle
            frame: [10, 10]
            modifiers: [{ phaseAnimator: { phases: [1, 2], content: [{ scaleEffect: phase }] } }]
        """, measurer: measurer)
    #expect(
      check.scene.summary
        == "1.000 s, 30 frames at 30 fps, 200x200 pt @1x, 4 layers, 1 animators, 2 animated modifiers")
  }

  @Test func eventBetweenFrames() throws {
    let w = try warnings(
      """
      state: { x: 0.0 }
      events:
        - { at: 0.25, set: { x: 10 } }
      layers:
        - { shape: circle, frame: [10, 10], modifiers: [{ offset: { x: x } }] }
      """)
    #expect(w.map(\.rule) == [.offGrid])
    #expect(w[0].keyPath == "events[0].at" && w[0].line == 5)
    // 0.25 s at 30 fps is frame 7.5: the change first shows at frame 8, 0.267 s.
    #expect(w[0].message.contains("between frames 7 and 8 at 30 fps") && w[0].message.contains("frame 8 (0.267 s)"))
  }

  /// A linear keyframe turning at 0.25 s (frame 7.5 at 30 fps) is a corner the frames cut off; the same
  /// turn at 0.3 s (frame 9) is not reported, nor is a smooth cubic join between frames.
  @Test func keyframeCornerBetweenFrames() throws {
    func lint(_ keyframes: String) throws -> [SceneWarning] {
      try warnings(
        """
        layers:
          - shape: circle
            frame: [10, 10]
            modifiers:
              - keyframeAnimator:
                  initialValue: 0.0
                  content: [{ offset: { x: value } }]
                  keyframes: [\(keyframes)]
        """)
    }
    let off = try lint("\"LinearKeyframe(50, duration: 0.25)\", \"LinearKeyframe(0, duration: 0.35)\"")
    #expect(off.map(\.rule) == [.offGrid])
    #expect(off[0].keyPath == "layers[0].modifiers[0].keyframeAnimator.keyframes[0]")
    #expect(off[0].message.contains("keyframe 0 of track 'value' ends at 0.250 s, between frames 7 and 8"))
    #expect(try lint("\"LinearKeyframe(50, duration: 0.3)\", \"LinearKeyframe(0, duration: 0.3)\"").isEmpty)
    #expect(
      try lint(
        "\"CubicKeyframe(50, duration: 0.25)\", \"CubicKeyframe(100, duration: 0.25)\", "
          + "\"CubicKeyframe(150, duration: 0.1)\""
      ).isEmpty)
  }

  @Test func trackLongerThanTheClip() throws {
    let w = try warnings(
      """
      duration: 1
      layers:
        - shape: circle
          frame: [10, 10]
          modifiers:
            - keyframeAnimator:
                initialValue: { x: 0.0 }
                content: [{ offset: { x: value.x } }]
                keyframes:
                  x: ["LinearKeyframe(50, duration: 0.5)", "LinearKeyframe(0, duration: 1.0)"]
      """)
    #expect(w.map(\.rule) == [.trackLongerThanClip])
    #expect(w[0].line == 12 && w[0].message.contains("track 'x' lasts 1.500 s, longer than the clip (1.000 s)"))
  }

  @Test func triggerThatNeverChanges() throws {
    let w = try warnings(
      """
      state: { taps: 0 }
      layers:
        - shape: circle
          frame: [10, 10]
          modifiers:
            - phaseAnimator:
                phases: [0, 1]
                trigger: taps
                content: [{ opacity: phase }]
      """)
    #expect(w.map(\.rule) == [.triggerNeverChanges])
    #expect(w[0].keyPath == "layers[0].modifiers[0].phaseAnimator.trigger")
    #expect(w[0].message == "the trigger 'taps' never changes during the clip, so this phase animator never runs")
  }

  @Test func layerOffCanvasForTheWholeClip() throws {
    let w = try warnings(
      """
      duration: 1
      state: { x: 0.0 }
      events:
        - { at: 0.5, withAnimation: .linear, set: { x: 100 } }
      layers:
        - { id: seen, shape: circle, frame: [10, 10], position: [190, 100], modifiers: [{ offset: { x: x } }] }
        - { id: gone, shape: circle, frame: [10, 10], position: [300, 100], modifiers: [{ offset: { x: x } }] }
      """)
    #expect(w.map(\.rule) == [.offCanvas])
    #expect(w[0].line == 9 && w[0].keyPath == "layers[1]")
    #expect(
      w[0].message.hasPrefix(
        "layer 'gone' is drawn entirely off the 200×200 canvas on every frame (at first it covers x 295…305"))
  }

  @Test func missingGlyph() throws {
    let w = try warnings(
      """
      layers:
        - { emoji: "😀", position: [100, 100] }
        - { text: "a☃b", position: [100, 150] }
      """, glyphs: Lacks(character: "☃"))
    #expect(w.map(\.rule) == [.missingGlyph])
    #expect(w[0].keyPath == "layers[1].text" && w[0].message.contains("no glyph for U+2603 '☃'"))
  }

  @Test func phasesThatDrawTheSame() throws {
    func lint(_ sizes: String) throws -> [SceneWarning] {
      try warnings(
        """
        state: { taps: 0 }
        events: [{ at: 0.5, set: { taps: 1 } }]
        layers:
          - shape: circle
            frame: [10, 10]
            modifiers:
              - phaseAnimator:
                  phases: [a, b]
                  trigger: taps
                  properties: { size: \(sizes) }
                  content: [{ scaleEffect: phase.size }]
        """)
    }
    let same = try lint("{ a: 1, b: 1 }")
    #expect(same.map(\.rule) == [.phasesIdentical])
    #expect(same[0].keyPath == "layers[0].modifiers[0].phaseAnimator" && same[0].line == 10)
    #expect(same[0].message.hasPrefix("the 2 phases of this phase animator never differ in what is drawn"))
    #expect(try lint("{ a: 1, b: 2 }").isEmpty)
  }

  /// Every example scene is clean: the lints flag mistakes, not the docs' own examples.
  @Test(
    arguments: try FileManager.default.contentsOfDirectory(atPath: Self.scenes.path).filter { $0.hasSuffix(".yaml") })
  func examplesAreQuiet(_ name: String) throws {
    let found = try SceneCheck(contentsOf: Self.scenes.appendingPathComponent(name), measurer: measurer).warnings
    #expect(found.isEmpty, "\(found.map(\.description))")
  }

  static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("scenes")
}
