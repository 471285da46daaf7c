import DisplayModel
import Foundation
import Render
import RenderAnimSwiftUI
import Testing

/// `Grid` and `GridRow` (docs/swift-views.md, Grids) on a white 200-point canvas, no spacing. Places
/// derived by hand: columns as wide as their widest cells, rows as tall as their tallest, the grid
/// centred, each cell centred in its cell unless told otherwise.
@Suite struct GridTests {
  /// Red 20 × 20 and blue 40 × 10 over green 30 × 30 and black 10 × 10: columns of 30 and 40, rows of
  /// 20 and 30, so a 70 × 50 grid at x = 65…135, y = 75…125.
  func twoByTwo(leadingFirstColumn: Bool = false) throws -> RenderedFrame {
    try viewFrame {
      Grid(horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow {
          Color.red.frame(width: 20, height: 20).gridColumnAlignment(leadingFirstColumn ? .leading : .center)
          Color.blue.frame(width: 40, height: 10)
        }
        GridRow {
          Color.green.frame(width: 30, height: 30)
          Color.black.frame(width: 10, height: 10)
        }
      }
    }
  }

  @Test func columnsTakeTheirWidestCellAndRowsTheirTallest() throws {
    let f = try twoByTwo()
    // Red centred in (65…95, 75…95): x = 70…90.
    #expect(near(f.rgb(71, 76), (255, 59, 48)), "\(f.rgb(71, 76))")
    #expect(near(f.rgb(67, 85), (255, 255, 255)), "\(f.rgb(67, 85))")
    // Blue fills its column (95…135) and is centred in its row: y = 80…90.
    #expect(near(f.rgb(96, 81), (0, 122, 255)), "\(f.rgb(96, 81))")
    #expect(near(f.rgb(134, 89), (0, 122, 255)), "\(f.rgb(134, 89))")
    #expect(near(f.rgb(115, 77), (255, 255, 255)), "\(f.rgb(115, 77))")
    // Green fills (65…95, 95…125); black centred in (95…135, 95…125): 110…120, 105…115.
    #expect(near(f.rgb(66, 124), (52, 199, 89)), "\(f.rgb(66, 124))")
    #expect(f.rgb(111, 106).r < 10, "\(f.rgb(111, 106))")
    #expect(near(f.rgb(108, 110), (255, 255, 255)), "\(f.rgb(108, 110))")
  }

  /// `.gridColumnAlignment(.leading)` on one cell aligns its whole column: red at x = 65…85.
  @Test func aColumnAlignmentMovesTheColumn() throws {
    let f = try twoByTwo(leadingFirstColumn: true)
    #expect(near(f.rgb(66, 85), (255, 59, 48)), "\(f.rgb(66, 85))")
    #expect(near(f.rgb(88, 85), (255, 255, 255)), "\(f.rgb(88, 85))")
  }

  /// A view outside a row spans the grid; unsized horizontally it does not widen it: a 2-point bar under
  /// a row of two 30-point squares is 60 wide (x = 70…130). A cell over two columns is as wide as both.
  @Test func spanningViews() throws {
    let f = try viewFrame {
      Grid(horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow {
          Color.red.frame(width: 30, height: 30)
          Color.blue.frame(width: 30, height: 30)
        }
        Color.black.frame(height: 2).gridCellUnsizedAxes(.horizontal)
        GridRow { Color.green.frame(maxWidth: .infinity).frame(height: 10).gridCellColumns(2) }
      }
    }
    // 60 × 42 grid: x = 70…130, y = 79…121; the bar at y = 109…111, the green row y = 111…121.
    #expect(f.rgb(71, 110).r < 10, "\(f.rgb(71, 110))")
    #expect(f.rgb(129, 110).r < 10, "\(f.rgb(129, 110))")
    #expect(near(f.rgb(68, 110), (255, 255, 255)), "\(f.rgb(68, 110))")
    #expect(near(f.rgb(71, 116), (52, 199, 89)), "\(f.rgb(71, 116))")
    #expect(near(f.rgb(129, 116), (52, 199, 89)), "\(f.rgb(129, 116))")
    #expect(near(f.rgb(132, 116), (255, 255, 255)), "\(f.rgb(132, 116))")
  }

  /// Colours take what they are offered: in a grid framed 200 × 100, a 50-point-wide column of text-free
  /// fixed cells keeps 50 and the flexible column takes the other 150; the two rows share the height.
  @Test func flexibleColumnsShareTheWidth() throws {
    let f = try viewFrame {
      Grid(horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow {
          Color.red.frame(width: 50, height: 20)
          Color.blue
        }
        GridRow {
          Color.clear.frame(width: 50, height: 20)
          Color.green
        }
      }
      .frame(width: 200, height: 100)
    }
    // The grid is at y = 50…150. Columns 50 and 150; rows: the fixed cells are 20 tall, the colours
    // flexible: 50 each.
    #expect(near(f.rgb(52, 52), (0, 122, 255)), "\(f.rgb(52, 52))")
    #expect(near(f.rgb(198, 98), (0, 122, 255)), "\(f.rgb(198, 98))")
    #expect(near(f.rgb(198, 102), (52, 199, 89)), "\(f.rgb(198, 102))")
    #expect(near(f.rgb(25, 75), (255, 59, 48)), "\(f.rgb(25, 75))")
    #expect(near(f.rgb(25, 62), (255, 255, 255)), "\(f.rgb(25, 62))")
    #expect(near(f.rgb(48, 52), (255, 255, 255)), "\(f.rgb(48, 52))")
  }

  /// Two flexible columns, no spacing, in a 200-point width: 100 each. Four 20-point-tall cells make two
  /// rows, the grid 40 tall at y = 80…120; the third cell is at x = 0…100, y = 100…120.
  @Test func aLazyVGridSharesTheWidthOffered() throws {
    let f = try viewFrame {
      LazyVGrid(columns: [GridItem(.flexible(), spacing: 0), GridItem(.flexible())], spacing: 0) {
        ForEach(0..<4) { i in (i == 2 ? Color.red : Color.blue).frame(height: 20) }
      }
    }
    #expect(near(f.rgb(2, 102), (255, 59, 48)), "\(f.rgb(2, 102))")
    #expect(near(f.rgb(98, 118), (255, 59, 48)), "\(f.rgb(98, 118))")
    #expect(near(f.rgb(102, 102), (0, 122, 255)), "\(f.rgb(102, 102))")
    #expect(near(f.rgb(2, 82), (0, 122, 255)), "\(f.rgb(2, 82))")
    #expect(near(f.rgb(100, 78), (255, 255, 255)), "\(f.rgb(100, 78))")
  }

  /// An adaptive column of at least 60 points, 10 apart, in 200 points: three columns of 60 (x = 0…60,
  /// 70…130, 140…200). The fourth 20-point cell starts the second row, 8 points under the first.
  @Test func anAdaptiveItemFitsAsManyAsItCan() throws {
    let f = try viewFrame {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 60), spacing: 10)]) {
        ForEach(0..<4) { i in (i == 3 ? Color.red : Color.blue).frame(height: 20) }
      }
    }
    // Rows 20 + 8 + 20 = 48 tall: y = 76…124; the second row is y = 104…124.
    #expect(near(f.rgb(2, 80), (0, 122, 255)), "\(f.rgb(2, 80))")
    #expect(near(f.rgb(65, 80), (255, 255, 255)), "\(f.rgb(65, 80))")
    #expect(near(f.rgb(198, 80), (0, 122, 255)), "\(f.rgb(198, 80))")
    #expect(near(f.rgb(2, 106), (255, 59, 48)), "\(f.rgb(2, 106))")
    #expect(near(f.rgb(58, 122), (255, 59, 48)), "\(f.rgb(58, 122))")
    #expect(near(f.rgb(62, 110), (255, 255, 255)), "\(f.rgb(62, 110))")
  }

  /// Two fixed 30-point rows fill columns top to bottom; columns are as wide as their cells (40) and 10
  /// apart. The rows stand in the middle of the 200-point height (y = 70…130), the 90-point grid at
  /// x = 55…145: the third cell starts the second column, x = 105…145, y = 70…100.
  @Test func aLazyHGridFillsColumns() throws {
    let f = try viewFrame {
      LazyHGrid(rows: [GridItem(.fixed(30), spacing: 0), GridItem(.fixed(30))], spacing: 10) {
        ForEach(0..<3) { i in (i == 2 ? Color.red : Color.blue).frame(width: 40) }
      }
    }
    #expect(near(f.rgb(107, 72), (255, 59, 48)), "\(f.rgb(107, 72))")
    #expect(near(f.rgb(143, 98), (255, 59, 48)), "\(f.rgb(143, 98))")
    #expect(near(f.rgb(120, 110), (255, 255, 255)), "\(f.rgb(120, 110))")
    #expect(near(f.rgb(57, 128), (0, 122, 255)), "\(f.rgb(57, 128))")
    #expect(near(f.rgb(100, 100), (255, 255, 255)), "\(f.rgb(100, 100))")
    #expect(near(f.rgb(57, 68), (255, 255, 255)), "\(f.rgb(57, 68))")
  }
}
