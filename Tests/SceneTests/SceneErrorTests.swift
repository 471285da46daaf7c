import Foundation
import SceneFormat
import Testing

/// Bad input (docs/scene-format.md): one line, file:line:column, key path, exit code; never a crash.
@Suite struct SceneErrorTests {
  static let header = "size: [100, 100]\nfps: 30\n"

  func error(_ text: String) -> SceneError? {
    do {
      _ = try runtimeScene(text: text, file: "bad.yaml")
      return nil
    } catch { return error }
  }

  @Test(arguments: [
    // (scene, expected message fragment, line, column, key path)
    ("size: [100, 100]\nfps: 30\nlayrs: []\n", "unknown key 'layrs' (did you mean 'layers'?)", 3, 1, "layrs"),
    ("fps: 30\n", "missing required key 'size'", 1, 1, ""),
    ("size: [0, 100]\nfps: 30\n", "width must be between 1 and 16384", 1, 7, "size"),
    ("size: [100, 20000]\nfps: 30\n", "height must be between 1 and 16384", 1, 7, "size"),
    ("size: [100, 100]\nfps: 0\n", "fps must be a whole number", 2, 6, "fps"),
    ("size: [100, 100]\nfps: \"30/0\"\n", "fps must be a whole number or a fraction", 2, 6, "fps"),
    ("size: [100, 100]\nfps: 30\nduration: -1\n", "duration must not be negative", 3, 11, "duration"),
    ("size: [100, 100]\nfps: 30\nduration: .nan\n", "expected a finite number", 3, 11, "duration"),
    ("size: [100, 100]\nfps: 60\nduration: 100000\n", "more than 1000000 frames", 3, 11, "duration"),
    ("size: [100, 100]\nfps: 30\nscale: yes\n", "expected a number, got a string", 3, 8, "scale"),
    (
      "size: [100, 100]\nfps: 30\nlayers:\n  - shape: hexagon\n    frame: [10, 10]\n", "unknown shape 'hexagon'", 4, 12,
      "layers[0].shape"
    ),
    (
      "size: [100, 100]\nfps: 30\nlayers:\n  - emoji: \"x\"\n    text: \"y\"\n", "exactly one content", 4, 5,
      "layers[0]"
    ),
    (
      "size: [100, 100]\nfps: 30\nlayers:\n  - emoji: \"x\"\n    modifiers:\n      - opacity: \"1 +\"\n",
      "cannot parse Swift expression", 6, 22, "layers[0].modifiers[0].opacity"
    ),
    (
      "size: [100, 100]\nfps: 30\nlayers:\n  - emoji: \"x\"\n    modifiers:\n      - rotationEffect: .degres(3)\n",
      "has no function '.degres(…)'", 6, 25, "layers[0].modifiers[0].rotationEffect"
    ),
    (
      "size: [100, 100]\nfps: 30\nstate: { n: 1 }\nevents:\n  - at: 1\n    set: { m: 2 }\n",
      "'m' is not in state (did you mean 'n'?)", 6, 12, "events[0].set.m"
    ),
    ("size: [100, 100]\nfps: 30\nevents:\n  - set: {}\n", "an event needs 'at'", 4, 5, "events[0]"),
    ("size: [100, 100]\nfps: 30\nlayers: [\n", "malformed YAML/JSON", 4, 1, ""),
    (
      "{\"size\": [100, 100], \"fps\": 30, \"layers\": [{\"emoji\": \"x\", \"font\": {\"size\": -3}}]}",
      "font size must be between 0.1 and 4096", 1, 76, "layers[0].font.size"
    ),
    (
      "size: [100, 100]\nfps: 30\nlayers:\n  - emoji: \"x\"\n    modifiers:\n      - phaseAnimator: { phases: [] }\n",
      "phases must not be empty", 6, 34, "layers[0].modifiers[0].phaseAnimator.phases"
    ),
    (
      """
      size: [100, 100]\nfps: 30\n\
      layers:\n  - emoji: \"x\"\n    modifiers:\n      - keyframeAnimator:\n          initialValue: \
      { s: 1.0 }\n          keyframes:\n            t: [\"LinearKeyframe(1, duration: 1)\"]\n
      """,
      "'t' is not a field of initialValue", 9, 13, "layers[0].modifiers[0].keyframeAnimator.keyframes.t"
    ),
    (
      """
      size: [100, 100]\nfps: 30\n\
      layers:\n  - emoji: \"x\"\n    modifiers:\n      - keyframeAnimator:\n          initialValue: \
      { a: .zero }\n          keyframes:\n            a: [\"LinearKeyframe(1, duration: 1)\"]\n
      """,
      "expected an Angle, got number", 9, 33, "layers[0].modifiers[0].keyframeAnimator.keyframes.a[0]"
    ),
    (
      """
      size: [100, 100]\nfps: 30\n\
      layers:\n  - emoji: \"x\"\n    modifiers:\n      - keyframeAnimator:\n          initialValue: \
      0.0\n          trigger: tap\n          keyframes: [\"MoveKeyframe(1)\"]\n
      """,
      "trigger 'tap' is not in state", 8, 20, "layers[0].modifiers[0].keyframeAnimator.trigger"
    ),
    (
      "size: [100, 100]\nfps: 30\nlayers:\n  - emoji: \"x\"\n    modifiers:\n      - opacity: \"value.x\"\n",
      "unknown name 'value'", 6, 18, "layers[0].modifiers[0].opacity"
    ),
    (
      "size: [100, 100]\nfps: 30\nlayers:\n  - image: missing.png\n", "cannot read image 'missing.png'", 4, 12,
      "layers[0].image"
    ),
    (
      """
      size: [100, 100]\nfps: 30\n\
      state: { x: 0 }\nevents:\n  - at: 0\n    withAnimation: \".linear.repeatForever()\"\n    set: \
      { x: 1 }\nlayers:\n  - emoji: \"x\"\n    modifiers:\n      - offset: { x: x }\n
      """,
      "never comes to rest", 1, 1, ""
    ),
    (
      """
      size: [100, 100]\nfps: 30\n\
      layers:\n  - emoji: \"x\"\n    modifiers:\n      - phaseAnimator:\n          phases: [a, b]\n          content: \
      [{ opacity: \"phase == .a ? 1 : 0.5\" }]\n          animation: { a: nil, b: nil }\n
      """,
      "every transition of this cycling phase animator takes no time", 7, 11, "layers[0].modifiers[0].phaseAnimator"
    ),
  ])
  func badScene(text: String, message: String, line: Int, column: Int, keyPath: String) throws {
    let e = try #require(error(text), "no error for: \(text)")
    #expect(e.message.contains(message), "\(e.description)")
    #expect(e.line == line && e.column == column, "\(e.description)")
    #expect(e.keyPath == keyPath, "\(e.description)")
    #expect(!e.description.contains("\n"))
    #expect(e.exitCode == (message.hasPrefix("cannot read image") ? 66 : 65))
  }

  /// Deep nesting and very long expressions end in a short one-line error, not a crash.
  @Test func deepAndLongInputs() throws {
    var group = "{ shape: circle, frame: [1, 1] }"
    for _ in 0..<3000 { group = "{ group: [\(group)] }" }
    let deep = try #require(error(Self.header + "layers:\n  - \(group)\n"))
    #expect(deep.message.contains("the scene nests more than 160 levels deep"))
    let parens = String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000)
    let long = try #require(
      error(
        Self.header + "layers:\n  - shape: circle\n    frame: [1, 1]\n    modifiers: [{ opacity: \"\(parens)\" }]\n"))
    #expect(long.description.count < 300)
  }

  @Test func yamlBooleansAreCoreSchema() throws {
    // `on` is a string in YAML 1.2, so it is not a valid Bool for `repeating`.
    let text =
      Self.header
      + "layers:\n  - emoji: \"x\"\n    modifiers:\n      - keyframeAnimator:\n          initialValue: 0.0\n"
      + "          repeating: on\n          keyframes: [\"LinearKeyframe(1, duration: 1)\"]\n"
    let e = try #require(error(text))
    #expect(e.message.contains("expected true or false, got a string"))
  }

  @Test func missingFileIs66() {
    do {
      _ = try runtimeScene(contentsOf: URL(fileURLWithPath: "/no/such/scene.yaml"))
      Issue.record("loaded a missing file")
    } catch {
      #expect(error.exitCode == 66)
      #expect(error.description.hasPrefix("/no/such/scene.yaml:1:1: error: no scene file"))
    }
  }
}
