import DisplayModel
import Render
import RenderAnimSwiftUI
import Testing

/// `ProgressView` (docs/swift-views.md, Progress views), in the middle of a 200-point canvas.
@Suite struct ProgressViewTests {
  /// A bar at a quarter, 160 points wide (x = 20…180): the tint to x = 60 and the system fill after it
  /// (grey 120, 120, 128 at 0.2 over white: 228, 228, 230), on the middle row.
  @Test func theBarFillsItsShareInTheTint() throws {
    let f = try viewFrame { ProgressView(value: 0.25).frame(width: 160) }
    #expect(near(f.rgb(40, 100), (0, 122, 255)), "\(f.rgb(40, 100))")
    #expect(near(f.rgb(120, 100), (228, 228, 230)), "\(f.rgb(120, 100))")
    #expect(near(f.rgb(10, 100), (255, 255, 255)))
    // 30 of 100 is the same bar as 0.3; a value past the total is full.
    #expect(
      try viewFrame { ProgressView(value: 30, total: 100).frame(width: 160) }.pixels
        == viewFrame { ProgressView(value: 0.3).frame(width: 160) }.pixels)
    #expect(near(try viewFrame { ProgressView(value: 2).frame(width: 160) }.rgb(170, 100), (0, 122, 255)))
  }

  /// The spinner's lit spoke moves on every eighth of a second: at 0 s the top spoke is lit and the one at
  /// 45° clockwise is seven steps behind (a quarter of the opacity); at 0.125 s the one at 45° is lit and the
  /// top one is one step behind (1 − 0.75 / 7). Ink is summed along each spoke's axis, 5 to 9 points out.
  @Test func theSpinnerTurnsOnTheRenderClock() throws {
    func ink(_ t: Double, _ degrees: Double) throws -> Double {
      let f = try viewFrame(at: t, duration: 1) { ProgressView().tint(.black) }
      let a = degrees * .pi / 180
      return stride(from: 5.0, through: 9.0, by: 0.5).reduce(0.0) { sum, d in
        let p = f.pixel(x: Int(100 + d * sin(a)), y: Int(100 - d * cos(a)))
        return sum + Double(255 - p.r) / 255
      }
    }
    let behind = try ink(0.125, 0) / ink(0, 0)
    #expect(abs(behind - (1 - 0.75 / 7)) < 0.02, "\(behind)")
    let before = try ink(0, 45) / ink(0.125, 45)
    #expect(abs(before - 0.25) < 0.02, "\(before)")
  }

  /// A style of your own draws the progress view from its configuration: a red bar as long as the part
  /// done (60 of 100 points: x = 50…110 in a 100-point frame at x = 50…150); in it, `ProgressView(configuration)`
  /// draws the built-in bar again, here in green under the red one (the 14-point stack is centred: red on
  /// y = 93…103, the 4-point bar on y = 103…107).
  struct Meter: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(spacing: 0) {
        Rectangle().fill(Color.red).frame(width: 100 * (configuration.fractionCompleted ?? 0), height: 10)
          .frame(width: 100, alignment: .leading)
        ProgressView(configuration).tint(.green).frame(width: 100)
      }
    }
  }

  @Test func aStyleOfYourOwnDrawsFromTheConfiguration() throws {
    let f = try viewFrame { ProgressView(value: 0.6).progressViewStyle(Meter()) }
    #expect(near(f.rgb(100, 95), (255, 59, 48)), "\(f.rgb(100, 95))")
    #expect(near(f.rgb(120, 95), (255, 255, 255)), "\(f.rgb(120, 95))")
    #expect(near(f.rgb(80, 105), (52, 199, 89)), "\(f.rgb(80, 105))")
    // The older built-in forms take their tint: the bar at a quarter in orange.
    let orange = try viewFrame {
      ProgressView(value: 0.25).progressViewStyle(LinearProgressViewStyle(tint: .orange)).frame(width: 160)
    }
    #expect(near(orange.rgb(40, 100), (255, 149, 0)), "\(orange.rgb(40, 100))")
  }
}
