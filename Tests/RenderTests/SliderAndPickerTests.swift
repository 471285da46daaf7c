import DisplayModel
import Render
import RenderAnimSwiftUI
import Testing

/// `Slider`, `Picker` and `LabeledContent` (docs/swift-views.md, Controls), in the middle of a 200 × 100
/// canvas at 1×, 200 points wide.
@Suite struct SliderAndPickerTests {
  static let size = Size(width: 200, height: 100)
  /// The system fill (120, 120, 128 at 0.2) and the tertiary system fill (118, 118, 128 at 0.12) over white.
  static let systemFill: RGB = (228, 228, 230)
  static let tertiaryFill: RGB = (239, 239, 240)
  static let blue: RGB = (0, 122, 255)

  /// A slider at a quarter: 34 points tall (y = 33…67), its 4-point track on y = 48…52 from x = 3 to 197;
  /// the 27-point thumb travels 173 points, its centre at 13.5 + 173 / 4 = 56.75 (x = 43.25…70.25), the
  /// tint before it and the system fill after it.
  @Test func aSliderFillsUpToItsThumb() throws {
    let f = try viewFrame(size: Self.size) { Slider(value: .constant(0.25)).frame(width: 200) }
    #expect(near(f.rgb(20, 50), Self.blue), "\(f.rgb(20, 50))")
    #expect(near(f.rgb(56, 50), (255, 255, 255)), "\(f.rgb(56, 50))")
    #expect(near(f.rgb(150, 50), Self.systemFill), "\(f.rgb(150, 50))")
    #expect(near(f.rgb(1, 50), (255, 255, 255)), "\(f.rgb(1, 50))")
    #expect(near(f.rgb(150, 46), (255, 255, 255)), "\(f.rgb(150, 46))")
    // A range and a tint: 30 in 0…40 is three quarters, filled in red to 13.5 + 129.75.
    let red = try viewFrame(size: Self.size) {
      Slider(value: .constant(30.0), in: 0...40).frame(width: 200).tint(.red)
    }
    #expect(near(red.rgb(120, 50), (255, 59, 48)), "\(red.rgb(120, 50))")
    #expect(near(red.rgb(175, 50), Self.systemFill), "\(red.rgb(175, 50))")
  }

  nonisolated struct Segments: View {
    @State var choice = 1
    var switches = true
    var body: some View {
      Picker("Pick", selection: $choice) {
        Text("One").tag(0)
        Text("Two").tag(1)
      }
      .pickerStyle(.segmented)
      .frame(width: 200)
      .onAppear { if switches { withAnimation(.linear(duration: 1)) { choice = 0 } } }
    }
  }

  /// Two segments of 100 points on the tertiary fill (y = 34…66); the chosen one's white card is 2 points
  /// in (x = 102…198 for the second). Choosing the first slides the card linearly over a second: at 0.5 s
  /// it is at x = 52…148.
  @Test func theSegmentedCardSlidesToTheChoice() throws {
    let start = try viewFrame(size: Self.size, duration: 1) { Segments() }
    #expect(near(start.rgb(50, 38), Self.tertiaryFill), "\(start.rgb(50, 38))")
    #expect(near(start.rgb(110, 38), (255, 255, 255)), "\(start.rgb(110, 38))")
    #expect(near(start.rgb(100, 30), (255, 255, 255)))
    let middle = try viewFrame(size: Self.size, at: 0.5, duration: 1) { Segments() }
    #expect(near(middle.rgb(40, 38), Self.tertiaryFill), "\(middle.rgb(40, 38))")
    #expect(near(middle.rgb(60, 38), (255, 255, 255)), "\(middle.rgb(60, 38))")
    #expect(near(middle.rgb(155, 38), Self.tertiaryFill), "\(middle.rgb(155, 38))")
  }

  /// A segment is chosen by a tap on its label.
  @Test func aTapChoosesASegment() throws {
    let f = try viewFrame(size: Self.size, at: 0.5, taps: [ViewTap(target: "One", time: 0.1)]) {
      Segments(switches: false)
    }
    #expect(near(f.rgb(110, 38), Self.tertiaryFill), "\(f.rgb(110, 38))")
    #expect(near(f.rgb(50, 38), (255, 255, 255)), "\(f.rgb(50, 38))")
  }

  enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, mint
    var id: Self { self }
  }

  /// A menu picker shows the chosen option (in the tint, or in a form's row in the secondary colour after
  /// the title: 60, 60, 67 at 0.6 over white is 138, 138, 142); `ForEach` tags its views with their ids.
  @Test func aMenuPickerShowsTheChoice() throws {
    func menu(_ inForm: Bool, tagged: Bool) throws -> RenderedFrame {
      try viewFrame(size: Size(width: 390, height: 120)) {
        let picker = Picker("Flavor", selection: .constant(Flavor.mint)) {
          if tagged {
            Text("Vanilla").tag(Flavor.vanilla)
            Text("Mint").tag(Flavor.mint)
          } else {
            ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
          }
        }
        return inForm ? AnyView(Form { picker }) : AnyView(picker)
      }
    }
    let free = try menu(false, tagged: false)
    #expect(free.pixels == (try menu(false, tagged: true)).pixels)
    let inked = (0..<390).flatMap { x in (0..<120).map { free.rgb(x, $0) } }.filter { $0.r < 100 && $0.b > 200 }
    #expect(!inked.isEmpty)
    let row = try menu(true, tagged: false)
    var trailing: [RGB] = []
    for x in 250..<370 { for y in 35..<79 { trailing.append(row.rgb(x, y)) } }
    let darkest = trailing.min { Int($0.r) < Int($1.r) }!
    #expect(near(darkest, (138, 138, 142)), "\(darkest)")
  }

  /// A menu picker's up-and-down chevrons in a form's row as iOS 18 draws them: ink 8.67 × 12.33 points
  /// ending 2 points before the row's content edge (390 − 20 − 20 = 350), so x 339.33…348.
  @Test func aMenuPickersChevronsAreUIKits() throws {
    let f = try viewFrame(size: Size(width: 390, height: 120), scale: 3) {
      Form { Picker("Flavor", selection: .constant(Flavor.mint)) { ForEach(Flavor.allCases) { Text($0.rawValue) } } }
    }
    var columns = Set<Int>()
    var rows = Set<Int>()
    for x in (3 * 337)..<(3 * 355) {
      for y in 0..<f.height where f.rgb(x, y).r < 200 {
        columns.insert(x)
        rows.insert(y)
      }
    }
    let width = Double((columns.max() ?? 0) - (columns.min() ?? 0) + 1) / 3
    let height = Double((rows.max() ?? 0) - (rows.min() ?? 0) + 1) / 3
    #expect(abs(width - 26.0 / 3) <= 0.34 && abs(height - 37.0 / 3) <= 0.34, "\(width) × \(height)")
    #expect(abs(Double((columns.max() ?? 0) + 1) / 3 - 348) <= 0.34, "ends at \(Double((columns.max() ?? 0) + 1) / 3)")
  }

  /// `LabeledContent`'s value is in the secondary colour at the row's trailing edge, 20 points in.
  @Test func labeledContentPutsItsValueAtTheTrailingEdge() throws {
    let f = try viewFrame(size: Size(width: 390, height: 120)) { Form { LabeledContent("Size", value: "Large") } }
    var ink: [(x: Int, c: RGB)] = []
    for x in 200..<390 { for y in 35..<79 where f.rgb(x, y).r < 200 { ink.append((x, f.rgb(x, y))) } }
    let right = ink.map { $0.x }.max() ?? -1
    #expect((346...349).contains(right), "\(right)")
    #expect(near(ink.min { $0.c.r < $1.c.r }!.c, (138, 138, 142)))
  }

  /// An inline picker in a form: a row for each option (35…79 and 79…123), the chosen one checked in the
  /// tint at the trailing edge.
  @Test func anInlinePickerIsARowForEachOption() throws {
    let f = try viewFrame(size: Size(width: 390, height: 200)) {
      Form {
        Picker("Size", selection: .constant(1)) {
          Text("Small").tag(0)
          Text("Large").tag(1)
        }
        .pickerStyle(.inline)
      }
    }
    func blue(_ rows: Range<Int>) -> Bool {
      rows.contains { y in
        (320..<352).contains { x in
          let c = f.rgb(x, y); return c.b > 200 && c.r < 80
        }
      }
    }
    #expect(!blue(36..<78))
    #expect(blue(80..<122))
    #expect(near(f.rgb(200, 78), (198, 198, 200)), "\(f.rgb(200, 78))")
  }
}
