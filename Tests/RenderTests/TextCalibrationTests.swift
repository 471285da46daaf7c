import DisplayModel
import Foundation
import Render
import Testing

/// Line widths against iOS (docs/text-calibration.md): each line of data/text-calibration/ios-widths.tsv
/// (SF Pro as iOS simulators drew it on public snapshot PNGs) is drawn as render-anim draws the system
/// font at the snapshot's scale, and its ink width compared with iOS's.
@Suite struct TextCalibrationTests {
  struct Sample {
    var string: String
    var size: Double
    var weight: Int
    var scale: Double
    var iosWidth: Double
    /// The design's family (nil: the system font).
    var family: String? = nil
  }

  static let weights = [
    "light": 300, "regular": 400, "medium": 500, "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
  ]

  /// The lines of 11 points and more of `file` in `design` (the issue's range; the system font's set's
  /// 8-point and monospaced lines are left out).
  func samples(_ file: String = "ios-widths.tsv", design: String = "default") throws -> [Sample] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let text = try String(
      contentsOf: root.appendingPathComponent("data/text-calibration/\(file)"), encoding: .utf8)
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
      let c = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard c.count >= 7, c[3] == design, let size = Double(c[1]), size >= 11, let weight = Self.weights[c[2]],
        let scale = Double(c[4]), let width = Double(c[6])
      else { return nil }
      return Sample(
        string: c[0], size: size, weight: weight, scale: scale, iosWidth: width,
        family: design == "default" ? nil : FontSpec.family(design: design))
    }
  }

  /// The ink width in points of `sample` drawn black on white at its scale (the same threshold as the
  /// measurement on the iOS PNGs: a channel 25 % of the way from white to black).
  func inkWidth(_ sample: Sample) throws -> Double {
    let font = FontSpec(size: sample.size, weight: sample.weight, family: sample.family)
    let size = PangoTextMeasurer().size(ofText: sample.string, font: font)
    let canvas = Size(width: size.width + 40, height: size.height + 20)
    let item = DisplayItem(
      content: .text(sample.string, font: font, color: .black), frameSize: size,
      transform: .translation(x: canvas.width / 2, y: canvas.height / 2))
    let frame = try Rasterizer().render(
      DisplayList(size: canvas, scale: sample.scale, background: .white, items: [item]))
    let inked = (0..<frame.width).filter { x in (0..<frame.height).contains { frame.pixel(x: x, y: $0).r < 192 } }
    guard let first = inked.first, let last = inked.last else { return 0 }
    return Double(last - first + 1) / sample.scale
  }

  /// How far from iOS's width each line of `samples` in `weight` is drawn (a share: +0.01 is 1 % wider).
  func deviations(_ samples: [Sample], weight: Int) throws -> [Double] {
    try samples.filter { $0.weight == weight }.map { try inkWidth($0) / $0.iosWidth - 1 }
  }

  /// 93 lines from 11 to 34 points: every line within 3 % of iOS's width, 85 % of them within 2 %, and
  /// the mean deviation under 1.5 % (before calibration: 7 within 2 %, a mean of 5.1 %, up to 10.1 %;
  /// now 85 within 2 %, a mean of 0.96 %, the widest 3.0 %).
  @Test func linesAreAsWideAsOnIOS() throws {
    let samples = try samples()
    #expect(samples.count == 93)
    var deviations: [(String, Double)] = []
    for sample in samples {
      deviations.append((sample.string, try inkWidth(sample) / sample.iosWidth - 1))
    }
    let worst = deviations.max { abs($0.1) < abs($1.1) }!
    #expect(abs(worst.1) <= 0.03, "\(worst)")
    let within = deviations.filter { abs($0.1) <= 0.02 }.count
    #expect(Double(within) >= 0.85 * Double(samples.count), "\(within) of \(samples.count)")
    let mean = deviations.map { abs($0.1) }.reduce(0, +) / Double(deviations.count)
    #expect(mean < 0.015, "\(mean)")
  }

  /// The designs' lines (docs/text-calibration.md, Designs: iOS 26.1, the only snapshots of them found):
  /// New York's 4 lines and SF Mono's 3 within 2 % as DejaVu Serif and DejaVu Sans Mono draw them (10.2 %
  /// and 2.7 % wider on average before); SF Pro Rounded's 22 as Quicksand draws them within 6 %, a mean
  /// under 3 % (4.7 % before, up to 7.5 %): Quicksand's proportions are not SF Pro Rounded's.
  /// The UIKit lines (docs/text-calibration.md, Medium, black and 32-point bold), measured, not fitted:
  /// medium at 18, 26 and 30 points (12 lines) within 3 % and 10 of them within 2 % (the widest +2.6 %,
  /// a mean of 0.7 %); bold at 32 points (5 lines) within 5 % with a mean under 2.5 % (+2.1 %); black at
  /// 32 points (1 line) within 2 % (−1.0 %; −4.9 % before heavy and black had their term).
  @Test func uikitLinesOfOtherWeightsAndSizes() throws {
    let samples = try samples("ios-widths-uikit.tsv")
    #expect(samples.count == 18)
    func deviations(_ weight: Int) throws -> [Double] { try self.deviations(samples, weight: weight) }
    let medium = try deviations(500)
    #expect(medium.count == 12 && medium.allSatisfy { abs($0) <= 0.03 }, "\(medium)")
    #expect(medium.filter { abs($0) <= 0.02 }.count >= 10, "\(medium)")
    let bold = try deviations(700)
    #expect(bold.count == 5 && bold.allSatisfy { abs($0) <= 0.05 }, "\(bold)")
    #expect(bold.map(abs).reduce(0, +) / 5 < 0.025, "\(bold)")
    let black = try deviations(900)
    #expect(black.count == 1 && black.allSatisfy { abs($0) <= 0.02 }, "\(black)")
  }

  /// The lines above 34 points and in the weights the other sets lack (docs/text-calibration.md, Large
  /// sizes, light and heavy), most recorded on iOS 11 to 15: regular from 28 to 64 points (34 lines) within
  /// 3.5 %, 32 of them within 2 % (measured, not fitted: the widest −3.4 %, "PDQ!" at 56 points); semibold from
  /// 20 to 53 points (11) within 2.5 %, a mean under 1 % (−1.5 % on average before its term); heavy at 24 to
  /// 36 points (3) within 1.5 % (−3.7 % before); light at 112 points (5, one iOS 11 image) within 5 %
  /// (not fitted: its lines spread from −2.6 % to +4.8 %); bold at 36 points (1) within 2 %.
  @Test func largeLinesAndOtherWeights() throws {
    let samples = try samples("ios-widths-large.tsv")
    #expect(samples.count == 54)
    func deviations(_ weight: Int) throws -> [Double] { try self.deviations(samples, weight: weight) }
    let regular = try deviations(400)
    #expect(regular.count == 34 && regular.allSatisfy { abs($0) <= 0.035 }, "\(regular)")
    #expect(regular.filter { abs($0) <= 0.02 }.count >= 32, "\(regular)")
    let semibold = try deviations(600)
    #expect(semibold.count == 11 && semibold.allSatisfy { abs($0) <= 0.025 }, "\(semibold)")
    #expect(semibold.map(abs).reduce(0, +) / 11 < 0.01, "\(semibold)")
    let heavy = try deviations(800)
    #expect(heavy.count == 3 && heavy.allSatisfy { abs($0) <= 0.015 }, "\(heavy)")
    let light = try deviations(300)
    #expect(light.count == 5 && light.allSatisfy { abs($0) <= 0.05 }, "\(light)")
    let bold = try deviations(700)
    #expect(bold.count == 1 && bold.allSatisfy { abs($0) <= 0.02 }, "\(bold)")
  }

  @Test(arguments: [("rounded", 22, 0.06, 0.03), ("serif", 4, 0.02, 0.02), ("monospaced", 3, 0.02, 0.02)])
  func designLinesAreAsWideAsOnIOS(design: String, count: Int, widest: Double, meanBound: Double) throws {
    let samples = try samples("ios-design-widths.tsv", design: design)
    #expect(samples.count == count)
    let deviations = try samples.map { (sample: Sample) in (sample.string, try inkWidth(sample) / sample.iosWidth - 1) }
    let worst = deviations.max { abs($0.1) < abs($1.1) }!
    #expect(abs(worst.1) <= widest, "\(worst)")
    let mean = deviations.map { abs($0.1) }.reduce(0, +) / Double(deviations.count)
    #expect(mean < meanBound, "\(mean)")
  }

  /// The tracking added to the system font: SF Pro's table (interpolated between its sizes), and Inter's
  /// fit to it, derived by hand from the table.
  @Test func trackingValues() {
    #expect(FontConfiguration.tracking(drawn: "SF Pro Text", size: 17, weight: 400) == -0.43)
    #expect(abs(FontConfiguration.tracking(drawn: "SF Pro Display", size: 42, weight: 400) - 0.37) < 1e-12)
    #expect(FontConfiguration.tracking(drawn: "SF Pro", size: 120, weight: 400) == 0)
    // Inter at 17: −0.43 − 0.004 × 17 = −0.498; semibold +0.013 × 17; bold −0.010 × 17.
    #expect(abs(FontConfiguration.tracking(drawn: "Inter", size: 17, weight: 400) + 0.498) < 1e-12)
    #expect(abs(FontConfiguration.tracking(drawn: "Inter", size: 17, weight: 600) + 0.277) < 1e-12)
    #expect(abs(FontConfiguration.tracking(drawn: "Inter", size: 17, weight: 700) + 0.668) < 1e-12)
    // Inter from 20 points (tabular figures): −0.028 em.
    #expect(abs(FontConfiguration.tracking(drawn: "Inter", size: 34, weight: 400) + 0.952) < 1e-12)
    // Inter Display: 0.006 em at bold, 0.0084 at semibold, 0.0286 at heavy and black, none at regular; its
    // digits 0.017 em more, the system font's only.
    #expect(abs(FontConfiguration.tracking(drawn: "Inter Display", size: 30, weight: 700) - 0.18) < 1e-12)
    #expect(abs(FontConfiguration.tracking(drawn: "Inter Display", size: 30, weight: 600) - 0.252) < 1e-12)
    #expect(abs(FontConfiguration.tracking(drawn: "Inter Display", size: 30, weight: 800) - 0.858) < 1e-12)
    #expect(abs(FontConfiguration.tracking(drawn: "Inter Display", size: 30, weight: 900) - 0.858) < 1e-12)
    #expect(FontConfiguration.tracking(drawn: "Inter Display", size: 34, weight: 400) == 0)
    #expect(abs(FontConfiguration.systemDigitSpacing(family: FontSpec.systemFamily, size: 30) - 0.51) < 1e-12)
    #expect(FontConfiguration.systemDigitSpacing(family: FontSpec.systemFamily, size: 17) == 0)
    #expect(FontConfiguration.systemDigitSpacing(family: FontSpec.systemFamily, size: 30, tabularDigits: true) == 0)
    #expect(FontConfiguration.systemDigitSpacing(family: "Lato", size: 30) == 0)
    // The designs' open faces: Quicksand 0.822 − 0.0607 × 17 = −0.2099 at 17 points, −0.0365 em above 34;
    // DejaVu Serif −0.054 em; DejaVu Sans Mono −0.0195 em; none for a family asked for by name.
    #expect(abs(FontConfiguration.tracking(drawn: "Quicksand", size: 17, weight: 400) + 0.2099) < 1e-12)
    #expect(
      abs(FontConfiguration.tracking(drawn: "Quicksand", size: 68, weight: 400) - 2 * (0.822 - 0.0607 * 34)) < 1e-12)
    #expect(abs(FontConfiguration.tracking(drawn: "DejaVu Serif", size: 20, weight: 400) + 1.08) < 1e-12)
    #expect(abs(FontConfiguration.tracking(drawn: "DejaVu Sans Mono", size: 20, weight: 400) + 0.39) < 1e-12)
    #expect(FontConfiguration.systemTracking(family: "Lato", size: 17, weight: 400) == 0)
    #expect(FontConfiguration.systemTracking(family: "Quicksand", size: 17, weight: 400) != 0)
  }
}
