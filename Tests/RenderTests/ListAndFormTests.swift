import DisplayModel
import Render
import RenderAnimSwiftUI
import Testing

/// Lists and forms as iOS 17 draws them (docs/swift-views.md, Lists and forms), on a 390-point-wide canvas
/// at 1×. Two text rows without a header make a card 20 points in (x = 20…370) and 35 points down, each
/// row 44 points: y = 35…79 and 79…123, the separator the last point of the first row (y = 78) from the
/// text's edge (x = 40) to the card's. Colours are iOS's, composited by hand: the separator (60, 60, 67 at
/// 0.29 over white) is 198, 198, 200; in dark mode (84, 84, 88 at 0.6 over 28, 28, 30) 62, 62, 65.
@Suite struct ListAndFormTests {
  static let size = Size(width: 390, height: 200)
  static let light = (background: (242, 242, 247), card: (255, 255, 255), separator: (198, 198, 200))
  static let dark = (background: (0, 0, 0), card: (28, 28, 30), separator: (62, 62, 65))

  func rgb(_ c: (Int, Int, Int)) -> RGB { (UInt8(c.0), UInt8(c.1), UInt8(c.2)) }

  @Test(arguments: [ColorScheme.light, .dark])
  func aFormIsACardOfRowsOnTheGroupedBackground(_ scheme: ColorScheme) throws {
    let c = scheme == .light ? Self.light : Self.dark
    let f = try viewFrame(size: Self.size, scheme: scheme) {
      Form {
        Text("Alpha")
        Text("Beta")
      }
    }
    #expect(near(f.rgb(5, 100), rgb(c.background)), "\(f.rgb(5, 100))")
    #expect(near(f.rgb(200, 33), rgb(c.background)), "\(f.rgb(200, 33))")
    #expect(near(f.rgb(200, 37), rgb(c.card)), "\(f.rgb(200, 37))")
    #expect(near(f.rgb(200, 121), rgb(c.card)), "\(f.rgb(200, 121))")
    #expect(near(f.rgb(200, 124), rgb(c.background)), "\(f.rgb(200, 124))")
    #expect(near(f.rgb(368, 60), rgb(c.card)) && near(f.rgb(372, 60), rgb(c.background)))
    // The separator: under the first row only, from the text's edge.
    #expect(near(f.rgb(200, 78), rgb(c.separator)), "\(f.rgb(200, 78))")
    #expect(near(f.rgb(41, 78), rgb(c.separator)), "\(f.rgb(41, 78))")
    #expect(near(f.rgb(30, 78), rgb(c.card)), "\(f.rgb(30, 78))")
    #expect(near(f.rgb(200, 122), rgb(c.card)))
    // The rounded corner: its corner pixel is the background.
    #expect(near(f.rgb(20, 35), rgb(c.background)), "\(f.rgb(20, 35))")
  }

  /// Sections are 35 points apart: the second card is at y = 79 + 35 = 114…158.
  @Test func sectionsAreSeparateCards() throws {
    let f = try viewFrame(size: Self.size) {
      Form {
        Section { Text("Alpha") }
        Section { Text("Beta") }
      }
    }
    #expect(near(f.rgb(200, 77), rgb(Self.light.card)))
    #expect(near(f.rgb(200, 100), rgb(Self.light.background)), "\(f.rgb(200, 100))")
    #expect(near(f.rgb(200, 116), rgb(Self.light.card)), "\(f.rgb(200, 116))")
    #expect(near(f.rgb(200, 160), rgb(Self.light.background)), "\(f.rgb(200, 160))")
  }

  /// `.listRowSpacing(10)`: the rows are apart, each on a card of its own with its own corners and no
  /// separator: 35…79, then 10 points of background, then 89…133.
  @Test func rowSpacingPutsEachRowOnItsOwnCard() throws {
    let f = try viewFrame(size: Self.size) {
      Form {
        Text("Alpha")
        Text("Beta")
      }
      .listRowSpacing(10)
    }
    #expect(near(f.rgb(200, 78), rgb(Self.light.card)), "\(f.rgb(200, 78))")
    #expect(near(f.rgb(200, 84), rgb(Self.light.background)), "\(f.rgb(200, 84))")
    #expect(near(f.rgb(200, 91), rgb(Self.light.card)), "\(f.rgb(200, 91))")
    #expect(near(f.rgb(200, 131), rgb(Self.light.card)), "\(f.rgb(200, 131))")
    #expect(near(f.rgb(200, 135), rgb(Self.light.background)), "\(f.rgb(200, 135))")
    #expect(near(f.rgb(20, 89), rgb(Self.light.background)), "\(f.rgb(20, 89))")
  }

  /// A modifier written on a section applies to each of its rows: `.listRowBackground` paints both rows
  /// (iOS's yellow, 255, 204, 0, at y = 57 and 101), and `.padding` pads the row, the section keeping its
  /// header over the card, which starts 37 points down (y = 36 is the background, not a card holding the
  /// header as a row).
  @Test func modifiersOnASectionApplyToItsRows() throws {
    let f = try viewFrame(size: Self.size) {
      Form {
        Section {
          Text("Alpha")
          Text("Beta")
        }
        .listRowBackground(Color.yellow)
      }
    }
    #expect(near(f.rgb(200, 57), (255, 204, 0)) && near(f.rgb(200, 101), (255, 204, 0)), "\(f.rgb(200, 57))")
    let padded = try viewFrame(size: Self.size) {
      Form {
        Section("Header") { Text("Alpha") }.padding(.leading, 30)
      }
    }
    #expect(near(padded.rgb(200, 36), rgb(Self.light.background)), "\(padded.rgb(200, 36))")
    #expect(near(padded.rgb(200, 45), rgb(Self.light.card)), "\(padded.rgb(200, 45))")
  }

  /// An effect written on a section applies to each row's content, as a modifier on the section applies
  /// to each view of its content: `.opacity(0.3)` fades the rows' text over a card that stays white.
  @Test func effectsOnASectionApplyToItsRowsContent() throws {
    func form(_ opacity: Double) throws -> RenderedFrame {
      try viewFrame(size: Self.size) {
        Form {
          Section { Text("████") }.opacity(opacity)
        }
      }
    }
    let plain = try form(1)
    let faded = try form(0.3)
    // The first ink pixel of the row's text in the plain form, and the same pixel faded.
    var inked: (x: Int, y: Int)?
    for y in 20..<80 where inked == nil {
      for x in 30..<200 where plain.rgb(x, y).r < 20 {
        inked = (x, y)
        break
      }
    }
    let (x, y) = try #require(inked)
    // Black at 0.3 over white: 255 × 0.7 = 178.5.
    #expect(abs(Int(faded.rgb(x + 2, y + 2).r) - 178) <= 2, "\(faded.rgb(x + 2, y + 2))")
    #expect(near(faded.rgb(300, y), rgb(Self.light.card)), "\(faded.rgb(300, y))")
    #expect(near(faded.rgb(200, 10), rgb(Self.light.background)))
  }

  /// A header is in capitals in the secondary colour over the background (60, 60, 67 at 0.6 over 242, 242,
  /// 247: 133, 133, 139), starting at the text's edge; `.textCase(nil)` keeps it as written.
  @Test func headersAreCapitalsInTheSecondaryColour() throws {
    func form(_ header: @escaping () -> any View) throws -> RenderedFrame {
      try viewFrame(size: Self.size) {
        Form {
          Section {
            Text("Row")
          } header: {
            AnyView(header())
          }
        }
      }
    }
    let written = try form { Text("Head") }
    #expect(written.pixels == (try form { Text("HEAD") }).pixels)
    #expect(written.pixels != (try form { Text("Head").textCase(nil) }).pixels)
    var ink: [(x: Int, c: RGB)] = []
    for y in 0..<36 {
      for x in 0..<390 {
        let c = written.rgb(x, y)
        if Int(c.r) + Int(c.g) + Int(c.b) < 600 { ink.append((x, c)) }
      }
    }
    let left = ink.map { $0.x }.min() ?? -1
    #expect((40...41).contains(left), "\(left)")
    let darkest = ink.min { $0.c.r < $1.c.r }
    #expect(darkest.map { near($0.c, (133, 133, 139)) } == true, "\(String(describing: darkest))")
  }

  /// `.listStyle(.plain)`: rows the list's width on the system background from its top, the separator at
  /// y = 43 from x = 20.
  @Test func aPlainListHasNoCards() throws {
    let f = try viewFrame(size: Self.size) {
      List {
        Text("Alpha")
        Text("Beta")
      }
      .listStyle(.plain)
    }
    #expect(near(f.rgb(5, 100), (255, 255, 255)), "\(f.rgb(5, 100))")
    #expect(near(f.rgb(200, 43), rgb(Self.light.separator)), "\(f.rgb(200, 43))")
    #expect(near(f.rgb(10, 43), (255, 255, 255)), "\(f.rgb(10, 43))")
    #expect(near(f.rgb(385, 43), rgb(Self.light.separator)), "\(f.rgb(385, 43))")
  }

  /// A row's background and separator of its own; the list's background hidden.
  @Test func rowsChooseTheirBackgroundAndSeparator() throws {
    let f = try viewFrame(size: Self.size) {
      Form {
        Text("Alpha").listRowBackground(Color.yellow).listRowSeparator(.hidden)
        Text("Beta")
      }
      .scrollContentBackground(.hidden)
    }
    #expect(near(f.rgb(200, 60), (255, 204, 0)), "\(f.rgb(200, 60))")
    #expect(near(f.rgb(200, 78), (255, 204, 0)), "\(f.rgb(200, 78))")
    #expect(near(f.rgb(5, 100), (255, 255, 255)), "\(f.rgb(5, 100))")
  }

  /// In a navigation stack the form's background is drawn behind the bar too.
  @Test func theBackgroundGoesBehindTheNavigationBar() throws {
    let f = try viewFrame(size: Size(width: 390, height: 300)) {
      NavigationStack { Form { Text("Alpha") }.navigationTitle("Title") }
    }
    #expect(near(f.rgb(5, 5), rgb(Self.light.background)), "\(f.rgb(5, 5))")
    #expect(near(f.rgb(385, 290), rgb(Self.light.background)), "\(f.rgb(385, 290))")
  }
}

extension ListAndFormTests {
  /// On an iPhone 15 (393 × 852 at 1×, the safe area's bottom at y = 818) a list's rows and a scroll view's
  /// content go on under the home indicator to the screen's bottom, as on an iPhone; a short list leaves
  /// its grouped background there.
  @Test func listsAndScrollViewsReachTheBottomOfTheScreen() throws {
    let phone = try #require(Device.named("iphone15"))
    let long = try viewFrame(device: phone) { List { ForEach(0..<30) { Text("Row \($0)") } } }
    #expect(near(long.rgb(200, 840), rgb(Self.light.card)), "\(long.rgb(200, 840))")
    #expect(near(long.rgb(5, 840), rgb(Self.light.background)), "\(long.rgb(5, 840))")
    let short = try viewFrame(device: phone) { List { Text("Alpha") } }
    #expect(near(short.rgb(200, 840), rgb(Self.light.background)), "\(short.rgb(200, 840))")
    let scroll = try viewFrame(device: phone) {
      ScrollView { Color.yellow.frame(height: 2000) }
    }
    #expect(near(scroll.rgb(200, 840), (255, 204, 0)), "\(scroll.rgb(200, 840))")
    // A horizontal scroll view keeps to the safe area.
    let across = try viewFrame(device: phone) {
      ScrollView(.horizontal) { Color.yellow.frame(width: 2000) }
    }
    #expect(near(across.rgb(200, 840), (255, 255, 255)), "\(across.rgb(200, 840))")
  }

  /// A label and a value that fit the row side by side stay on one line each: the value is offered its
  /// room first, then the label (a 28-point label and value, 230 points in all, in a 310-point row).
  @Test func aLabelAndValueThatFitStayOnOneLine() throws {
    let f = try viewFrame(size: Self.size) {
      Form { LabeledContent("Frequency", value: "Every day").font(.system(size: 28)) }
    }
    var rows = Set<Int>()
    for y in 35..<110 { for x in 40..<350 where f.rgb(x, y).r < 160 { rows.insert(y) } }
    let height = (rows.max() ?? 0) - (rows.min() ?? 0)
    #expect(height > 15 && height < 40, "ink rows \(rows.min() ?? -1)…\(rows.max() ?? -1)")
  }

  /// `.labelsHidden()` leaves a `LabeledContent` its content alone: a 30-point circle in a 300-point frame
  /// is centred (x = 150), where with its label it stands at the trailing edge (270…300) and the label
  /// at the leading one.
  @Test func hiddenLabelsLeaveLabeledContentItsContent() throws {
    func frame(hidden: Bool) throws -> RenderedFrame {
      try viewFrame(size: Size(width: 300, height: 100)) {
        let row = LabeledContent {
          Circle().fill(Color.blue).frame(width: 30, height: 30)
        } label: {
          Text("Active")
        }
        return hidden ? AnyView(row.labelsHidden().frame(width: 300)) : AnyView(row.frame(width: 300))
      }
    }
    let hidden = try frame(hidden: true)
    #expect(near(hidden.rgb(150, 50), (0, 122, 255)) && near(hidden.rgb(285, 50), (255, 255, 255)))
    let shown = try frame(hidden: false)
    #expect(near(shown.rgb(285, 50), (0, 122, 255)) && near(shown.rgb(150, 50), (255, 255, 255)))
  }

  /// A scroll view's content starts at its top edge, however tall, and lengths take `CGFloat?` as in SwiftUI.
  @Test func aScrollViewStartsAtTheTop() throws {
    let height: CGFloat? = 50
    let f = try viewFrame {
      ScrollView {
        VStack(spacing: 0) {
          Color.blue.frame(height: height)
          Color.yellow.frame(height: 1000)
        }
      }
    }
    #expect(near(f.rgb(100, 10), (0, 122, 255)), "\(f.rgb(100, 10))")
    #expect(near(f.rgb(100, 60), (255, 204, 0)), "\(f.rgb(100, 60))")
  }
}

extension ListAndFormTests {
  /// Under a label's row the separator starts at its title, after the icon and 8 points (x ≥ 60 for a
  /// 17-point symbol), not at the content's edge (x = 40); the label's icon is in the tint.
  @Test func aLabelRowsSeparatorStartsAtItsTitle() throws {
    let f = try viewFrame(size: Self.size) {
      Form {
        Label("Favourites", systemImage: "star.fill")
        Text("Beta")
      }
    }
    #expect(near(f.rgb(45, 78), rgb(Self.light.card)), "\(f.rgb(45, 78))")
    #expect(near(f.rgb(100, 78), rgb(Self.light.separator)), "\(f.rgb(100, 78))")
    var icon: [RGB] = []
    for x in 40..<62 { for y in 40..<74 { icon.append(f.rgb(x, y)) } }
    #expect(icon.contains { near($0, (0, 122, 255)) })
  }

  /// A list longer than the canvas scrolls: its rows keep their 44 points from the top (the first card 35
  /// points down), and the rest is cut at the bottom. A 30-point red row is centred in its 44: y = 42…72,
  /// the next 86…116; squeezed into 200 points, ten rows would be 16.5 points each.
  @Test func aLongListKeepsItsRowsFromTheTop() throws {
    let f = try viewFrame {
      List { ForEach(0..<10) { _ in Color.red.frame(height: 30) } }
    }
    #expect(near(f.rgb(100, 45), (255, 59, 48)), "\(f.rgb(100, 45))")
    #expect(near(f.rgb(100, 70), (255, 59, 48)), "\(f.rgb(100, 70))")
    #expect(!near(f.rgb(100, 78), (255, 59, 48)), "\(f.rgb(100, 78))")
    #expect(near(f.rgb(100, 90), (255, 59, 48)), "\(f.rgb(100, 90))")
  }
}
