import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

extension VerticalAlignment {
  /// A custom alignment whose default is a view's bottom edge.
  enum TestMid: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
  }
  static let testMid = VerticalAlignment(TestMid.self)
}

extension HorizontalAlignment {
  /// A custom alignment whose default is a view's centre.
  enum TestMark: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[HorizontalAlignment.center] }
  }
  static let testMark = HorizontalAlignment(TestMark.self)
}

/// Alignment guides as SwiftUI's layout reads them (docs/swift-views.md, What is supported): a stack lines
/// its children up on each one's value of its alignment. Centres by hand in a 200 × 200 canvas, where the
/// stack is centred.
@Suite struct AlignmentGuideTests {
  let measurer = EstimatedTextMeasurer()

  func items(_ root: @escaping () -> any View) throws -> [DisplayItem] {
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test",
      options: ViewSceneOptions(size: Size(width: 200, height: 200), fps: 60),
      measurer: measurer, root: root)
    return try scene.displayList(at: 0, measurer: measurer).items
  }

  func centres(_ root: @escaping () -> any View) throws -> [[Double]] {
    try items(root).map { [$0.transform.x0, $0.transform.y0] }
  }

  /// Red (40 wide) leads at 0; blue (20 wide) puts its trailing edge, 20, on the line. The stack reaches
  /// 20 before the line and 40 after: 60 wide from x = 70, so red spans 90…130 and blue 70…90.
  @Test func aGuideInAVStackMovesItsView() throws {
    let c = try centres {
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 40, height: 10)
        Color.blue.frame(width: 20, height: 10).alignmentGuide(.leading) { d in d[.trailing] }
      }
    }
    #expect(c == [[110, 95], [80, 105]])
  }

  /// A custom `AlignmentID` (default: the bottom). Red (40 high) has it at 40; blue (20 high) sets it to
  /// its centre, 10. The stack is 40 above the line and 10 below: 50 high from y = 75; red spans 75…115,
  /// blue 105…125.
  @Test func aCustomAlignmentInAnHStack() throws {
    let c = try centres {
      HStack(alignment: .testMid, spacing: 0) {
        Color.red.frame(width: 10, height: 40)
        Color.blue.frame(width: 10, height: 20).alignmentGuide(.testMid) { d in d[VerticalAlignment.center] }
      }
    }
    #expect(c == [[95, 95], [105, 115]])
  }

  /// In a 100-point frame from x = 50, a leading guide of −10 puts the view's leading edge 10 points
  /// inside the frame's: 60…80.
  @Test func aFrameAlignsOnTheGuide() throws {
    let c = try centres {
      Color.red.frame(width: 20, height: 20).alignmentGuide(.leading) { _ in -10 }
        .frame(width: 100, height: 100, alignment: .leading)
    }
    #expect(c == [[70, 100]])
  }

  /// An overlay and a background are placed at their alignment in the view's frame (50…150): the
  /// overlay's 20 × 10 at the top-left corner, the background's 30 × 30 at the bottom-right.
  @Test func decorationsStandAtTheirAlignment() throws {
    let c = try centres {
      Color.red.frame(width: 100, height: 100)
        .overlay(alignment: .topLeading) { Color.blue.frame(width: 20, height: 10) }
        .background(alignment: .bottomTrailing) { Color.green.frame(width: 30, height: 30) }
    }
    #expect(c == [[135, 135], [100, 100], [60, 55]])
  }

  /// A guide inside a padding counts from the padding's edge: 20 + 5 = 25. The stack reaches 25 before
  /// the line and 40 after (blue): 65 wide from 67.5. Red's padding starts at 67.5, red at 72.5; blue at 92.5.
  /// Down: 30 + 10 high from 80, red at 85…105, blue at 110…120.
  @Test func aGuideReachesThroughPadding() throws {
    let c = try centres {
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 20, height: 20).alignmentGuide(.leading) { d in d.width }.padding(5)
        Color.blue.frame(width: 40, height: 10)
      }
    }
    #expect(c == [[82.5, 95], [112.5, 115]])
  }

  /// A guide's closure sees the guides written before it: trailing = explicit leading (7) + 1 = 8. Blue's
  /// trailing is 40: the stack is 40 + 12 = 52 wide from 74; red starts at 74 + 40 − 8 = 106, blue at 74.
  @Test func dimensionsSeeEarlierGuides() throws {
    let c = try centres {
      VStack(alignment: .trailing, spacing: 0) {
        Color.red.frame(width: 20, height: 10)
          .alignmentGuide(.leading) { _ in 7 }
          .alignmentGuide(.trailing) { d in (d[explicit: .leading] ?? 0) + 1 }
        Color.blue.frame(width: 40, height: 10)
      }
    }
    #expect(c == [[116, 95], [94, 105]])
  }

  /// A custom guide set on a view in an `HStack` is the stack's guide in the `ZStack` around it: the
  /// green box's leading edge is 40 into the row (after the 40-point blue box), the red bar's guide its
  /// centre, 2. The stack reaches 40 before the line and 100 after it: 140 wide from x = 30, so the red
  /// bar's centre is at 70 and the row's at 100. A built-in guide does not pass the stack: with
  /// `.leading` set the same way, the row's leading edge meets the bar's.
  @Test func aCustomGuidePassesOutOfAStack() throws {
    let c = try centres {
      ZStack(alignment: Alignment(horizontal: .testMark, vertical: .center)) {
        HStack(spacing: 0) {
          Color.blue.frame(width: 40, height: 40)
          Color.green.frame(width: 100, height: 40).alignmentGuide(.testMark) { d in d[HorizontalAlignment.leading] }
        }
        Color.red.frame(width: 4, height: 60)
      }
    }
    #expect(c == [[50, 100], [120, 100], [70, 100]], "\(c)")
    let builtIn = try centres {
      ZStack(alignment: .leading) {
        HStack(spacing: 0) {
          Color.blue.frame(width: 40, height: 40)
          Color.green.frame(width: 100, height: 40).alignmentGuide(.leading) { d in d[.trailing] }
        }
        Color.red.frame(width: 4, height: 60)
      }
    }
    #expect(builtIn == [[50, 100], [120, 100], [32, 100]], "\(builtIn)")
  }
}

/// `.minimumScaleFactor` (with ``EstimatedTextMeasurer``: 0.55 × size per character). Ten characters at
/// 20 pt are 110 wide; in one line of 60 they fit at 60 / 110 of the size, 10.909 pt; the bisection finds
/// the largest size that fits to 1/256 of the range (0.5 × 20 / 256 = 0.04 pt).
@Suite struct MinimumScaleFactorTests {
  let measurer = EstimatedTextMeasurer()

  func font(_ root: @escaping () -> any View) throws -> FontSpec? {
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test",
      options: ViewSceneOptions(size: Size(width: 200, height: 200)), measurer: measurer, root: root)
    guard
      case .text(_, let font, _, _, _) = try #require(scene.displayList(at: 0, measurer: measurer).items.first).content
    else { return nil }
    return font
  }

  @Test func textShrinksToFitItsLine() throws {
    let shrunk = try #require(
      try font { Text("aaaaaaaaaa").font(.system(size: 20)).lineLimit(1).minimumScaleFactor(0.5).frame(width: 60) })
    #expect(shrunk.size <= 60 / 5.5 && shrunk.size > 60 / 5.5 - 0.04, "\(shrunk.size)")
    // Not below the factor: at 0.3 the text would need 20 / 110 of its size; it stops at 6 pt.
    let floor = try #require(
      try font { Text("aaaaaaaaaa").font(.system(size: 20)).lineLimit(1).minimumScaleFactor(0.3).frame(width: 20) })
    #expect(floor.size.isApproximatelyEqual(to: 6, absoluteTolerance: 1e-9))
    // Without the modifier, or when it fits, the size is the font's.
    #expect(try font { Text("aaaaaaaaaa").font(.system(size: 20)).lineLimit(1).frame(width: 60) }?.size == 20)
    #expect(
      try font { Text("aaaaaaaaaa").font(.system(size: 20)).lineLimit(1).minimumScaleFactor(0.5).frame(width: 120) }?
        .size == 20)
  }
}

/// `.layoutPriority` (docs/swift-views.md, What is supported): in a 100-point HStack, two views that take
/// 10…80 points share 50/50; with priority 1, blue is offered 100 − red's minimum 10 = 90 and takes 80,
/// red the 20 left.
@Suite struct LayoutPriorityTests {
  @Test func theHigherPriorityIsOfferedSpaceFirst() throws {
    let m = EstimatedTextMeasurer()
    func widths(_ priority: Double) throws -> [Double] {
      let scene = try ViewScene.scene(
        file: "/tmp/Test.swift", text: "t", options: ViewSceneOptions(size: Size(width: 200, height: 200)),
        measurer: m
      ) {
        HStack(spacing: 0) {
          Color.red.frame(minWidth: 10, maxWidth: 80)
          Color.blue.frame(minWidth: 10, maxWidth: 80).layoutPriority(priority)
        }
        .frame(width: 100, height: 10)
      }
      return try scene.displayList(at: 0, measurer: m).items.map(\.frameSize.width)
    }
    #expect(try widths(0) == [50, 50])
    #expect(try widths(1) == [20, 80])
  }

  /// In a ZStack offered the 200-point canvas, a capsule with priority 1 takes 80 × 30 and the other
  /// child, a colour, is offered that size, not the canvas.
  @Test func aZStackSizesToItsHighestPriority() throws {
    let m = EstimatedTextMeasurer()
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "t", options: ViewSceneOptions(size: Size(width: 200, height: 200)),
      measurer: m
    ) {
      ZStack {
        Color.red
        Capsule().frame(width: 80, height: 30).layoutPriority(1)
      }
    }
    let items = try scene.displayList(at: 0, measurer: m).items
    #expect(items.map(\.frameSize) == [Size(width: 80, height: 30), Size(width: 80, height: 30)])
  }
}
