import Foundation
import Testing

/// A package's render-anim.yaml (docs/package.md): a mistake is one line at its line and column with its
/// key path, exit 65, and nothing is written. (The example package runs the working path in `make test`.)
@Suite struct PackageManifestTests {
  @Test(arguments: [
    (
      "views:\n  - view: A.swift\n    formats: [mp4, avi]\n",
      "render-anim.yaml:3:14: error: 'formats' must be a list of apng, gif, mov, mp4, png, webm (at views[0].formats)"
    ),
    (
      "views:\n  - view: A.swift\n    sise: [10, 10]\n",
      "render-anim.yaml:3:5: error: unknown key 'sise' in a view scene"
    ),
    (
      "views:\n  - view: A.swift\n    goldens: [0, later]\n",
      "render-anim.yaml:3:18: error: a golden time is seconds (0…1000000) or end (at views[0].goldens)"
    ),
    (
      "views:\n  - view: A.swift\n  - view: A.swift\n",
      "render-anim.yaml:3:5: error: two views are named 'A'; give one a 'name' (at views[1].name)"
    ),
    ("docs: out\n", "render-anim.yaml:1:1: error: 'views' must be a list of views (at views)"),
  ])
  func aMistakeIsOneLine(yaml: String, expected: String) throws {
    let dir = try RenderAnimBinary.temporaryFolder("manifest")
    try yaml.write(to: dir.appendingPathComponent("render-anim.yaml"), atomically: true, encoding: .utf8)
    try "import SwiftUI\nstruct A: View { var body: some View { Color.red } }\n"
      .write(to: dir.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
    let r = try RenderAnimBinary.run(["docs", dir.appendingPathComponent("render-anim.yaml").path])
    #expect(r.status == 65)
    let line = r.err.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(line.hasSuffix(expected) || line.contains(expected), "\(line)")
    #expect(!line.contains("\n"))
    #expect(RenderAnimBinary.contents(dir) == ["A.swift", "render-anim.yaml"])
  }
}
