import Foundation
import Testing

/// Colour and scheduling calls public view files make (docs/swift-views.md, What is supported), compiled
/// as a user's file is: `#colorLiteral`, `Color.mix`, a `Gradient` as a shape style, and
/// `DispatchWorkItem`s on the render clock.
@Suite(.serialized) struct ColorVocabularyTests {
  /// Five 50-point squares in a row, drawn at 0.5 s. Each expectation is derived by hand:
  /// 1. `#colorLiteral(red: 0, green: 0.5, blue: 1)`: (0, 128, 255).
  /// 2. white mixed with black by 0.25 in sRGB components: 0.75 × 255 = 191.
  /// 3. red mixed with blue halfway in Oklab: (140, 83, 162), as CSS's `color-mix(in oklab, red, blue)`.
  /// 4. `Gradient(colors: [.black, .white])`: black at the top, white at the bottom.
  /// 5. green once a work item scheduled for 0.2 s has run; a second one, cancelled, would paint it black.
  @Test func coloursAndWorkItems() throws {
    let dir = try RenderAnimBinary.temporaryFolder("color-vocabulary")
    let path = dir.appendingPathComponent("Swatches.swift").path
    try """
    import SwiftUI
    struct Swatches: View {
      @State private var done = false
      @State private var spoiled = false
      let literal = #colorLiteral(red: 0, green: 0.5, blue: 1, alpha: 1)
      var body: some View {
        HStack(spacing: 0) {
          Rectangle().fill(Color(literal))
          Rectangle().fill(Color.white.mix(with: .black, by: 0.25, in: .device))
          Rectangle().fill(Color(red: 1, green: 0, blue: 0).mix(with: Color(red: 0, green: 0, blue: 1), by: 0.5))
          Rectangle().foregroundStyle(Gradient(colors: [.black, .white]))
          Rectangle().fill(spoiled ? Color.black : done ? Color.green : Color.red)
        }
        .frame(width: 250, height: 50)
        .onAppear {
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.2, execute: DispatchWorkItem { done = true })
          let spoil = DispatchWorkItem { spoiled = true }
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: spoil)
          spoil.cancel()
        }
      }
    }
    """.write(toFile: path, atomically: true, encoding: .utf8)
    let out = dir.appendingPathComponent("swatches.png").path
    let r = try RenderAnimBinary.runWithViewCache([
      "frame", path, "--size", "250x50", "--duration", "1", "--time", "0.5", "-o", out,
    ])
    try #require(r.status == 0, "\(r.err)")
    func rgb(_ x: Int, _ y: Int) throws -> [UInt8] { Array(try PNGFile.pixel(out, width: 250, x, y).prefix(3)) }
    #expect(try rgb(25, 25) == [0, 128, 255])
    #expect(try rgb(75, 25) == [191, 191, 191])
    let mixed = try rgb(125, 25)
    #expect(abs(Int(mixed[0]) - 140) <= 1 && abs(Int(mixed[1]) - 83) <= 1 && abs(Int(mixed[2]) - 162) <= 1, "\(mixed)")
    #expect(try rgb(175, 1)[0] < 16 && rgb(175, 48)[0] > 239)
    // iOS's green in light mode.
    #expect(try rgb(225, 25) == [52, 199, 89])
  }
}
