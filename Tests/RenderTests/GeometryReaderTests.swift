import DisplayModel
import Foundation
import Render
import RenderAnimSwiftUI
import Testing

/// `GeometryReader`, coordinate spaces, preferences and anchors (docs/swift-views.md, Geometry and
/// preferences), on a white 200-point canvas. Each position is derived from the layout by hand.
@Suite struct GeometryReaderTests {
  /// A reader framed 100 × 20 in the middle (x = 50…150, y = 90…110) sees its own size, not the canvas:
  /// a blue rectangle half its width fills x = 50…100 and its height.
  @Test func aReaderSeesItsPlaceInTheLayout() throws {
    let f = try viewFrame {
      GeometryReader { p in Color.blue.frame(width: p.size.width / 2, height: p.size.height) }
        .frame(width: 100, height: 20)
    }
    #expect(near(f.rgb(60, 100), (0, 122, 255)), "\(f.rgb(60, 100))")
    #expect(near(f.rgb(110, 100), (255, 255, 255)), "\(f.rgb(110, 100))")
    #expect(near(f.rgb(60, 86), (255, 255, 255)), "\(f.rgb(60, 86))")
    #expect(near(f.rgb(60, 108), (0, 122, 255)), "\(f.rgb(60, 108))")
  }

  /// A 50-point spacer above a 20-point reader in a stack 70 points tall, centred: the stack's top is at
  /// y = 65 and the reader's at 115 in the canvas, and at 50 in the stack's named space. A black bar as
  /// wide as the reader's `minY` shows which.
  @Test func framesInTheCanvasAndInANamedSpace() throws {
    func barEnd(_ space: CoordinateSpace) throws -> Int {
      let f = try viewFrame {
        VStack(spacing: 0) {
          Color.clear.frame(height: 50)
          GeometryReader { p in Color.black.frame(width: p.frame(in: space).minY, height: 20) }.frame(height: 20)
        }
        .coordinateSpace(.named("stack"))
      }
      return (0..<200).last { f.rgb($0, 125).r < 128 } ?? -1
    }
    #expect(try barEnd(.global) == 114)
    #expect(try barEnd(.named("stack")) == 49)
    #expect(try barEnd(.local) == -1)
  }

  nonisolated struct WidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
  }

  /// Two bars 30 and 40 points wide hand their widths up through readers behind them; the key adds
  /// siblings, `onPreferenceChange` stores the sum (70) and a red bar that wide is drawn below, centred:
  /// x = 65…135.
  nonisolated struct SummedWidths: View {
    @State private var total: CGFloat = 0
    var body: some View {
      VStack(spacing: 0) {
        HStack(spacing: 0) {
          Color.gray.frame(width: 30, height: 10)
            .background(GeometryReader { p in Color.clear.preference(key: WidthKey.self, value: p.size.width) })
          Color.gray.frame(width: 40, height: 10)
            .background(GeometryReader { p in Color.clear.preference(key: WidthKey.self, value: p.size.width) })
        }
        .onPreferenceChange(WidthKey.self) { total = $0 }
        Color.red.frame(width: total, height: 10)
      }
    }
  }

  @Test func aPreferenceIsHandedUpAndObserved() throws {
    let f = try viewFrame { SummedWidths() }
    let red = (0..<200).filter { f.rgb($0, 105).r > 200 && f.rgb($0, 105).g < 100 }
    #expect(red.first == 65 && red.last == 134, "\(red.first ?? -1)…\(red.last ?? -1)")
  }

  nonisolated struct BoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
  }

  /// The second of two 40-point squares in a stack (spacing 40: x = 40…80 and 120…160, y = 80…120) hands up
  /// an anchor to its bounds; an overlay reads it in its own coordinates and puts a 10-point black square
  /// at its centre: x = 135…145 around (140, 100), the first square's centre untouched.
  @Test func anAnchorResolvesInTheReader() throws {
    let f = try viewFrame {
      HStack(spacing: 40) {
        Color.yellow.frame(width: 40, height: 40)
        Color.yellow.frame(width: 40, height: 40).anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
      }
      .overlayPreferenceValue(BoundsKey.self) { anchor in
        GeometryReader { p in
          if let anchor {
            Color.black.frame(width: 10, height: 10).position(x: p[anchor].midX, y: p[anchor].midY)
          }
        }
      }
    }
    #expect(f.rgb(140, 100).r < 20, "\(f.rgb(140, 100))")
    #expect(f.rgb(132, 100).r > 200, "\(f.rgb(132, 100))")
    #expect(f.rgb(60, 100).r > 200, "\(f.rgb(60, 100))")
  }

  nonisolated struct Anchored: View {
    @Namespace private var ns
    var body: some View {
      ZStack {
        Color.clear.frame(width: 100, height: 40)
          .matchedGeometryEffect(id: "top", in: ns, anchor: .top)
          .matchedGeometryEffect(id: "bottom", in: ns, anchor: .bottom)
        Color.red.frame(width: 20, height: 20)
          .matchedGeometryEffect(id: "bottom", in: ns, properties: .position, anchor: .top, isSource: false)
        Color.blue
          .matchedGeometryEffect(id: "top", in: ns, anchor: .bottom, isSource: false)
      }
    }
  }

  /// The shared position is the source's point at its anchor, where the follower puts its own: under a
  /// 100 × 40 source at y = 80…120, a follower anchored at its top on the source's bottom stands at
  /// y = 120…140 (x = 90…110), and a colour offered the source's 100 × 40, anchored at its bottom on the
  /// source's top, stands at y = 40…80. A view that is the source of two geometries is both.
  @Test func matchedGeometryMeetsAtTheAnchors() throws {
    let f = try viewFrame { Anchored() }
    #expect(near(f.rgb(100, 122), (255, 59, 48)), "\(f.rgb(100, 122))")
    #expect(near(f.rgb(100, 138), (255, 59, 48)), "\(f.rgb(100, 138))")
    #expect(near(f.rgb(100, 100), (255, 255, 255)), "\(f.rgb(100, 100))")
    #expect(near(f.rgb(52, 42), (0, 122, 255)), "\(f.rgb(52, 42))")
    #expect(near(f.rgb(148, 78), (0, 122, 255)), "\(f.rgb(148, 78))")
    #expect(near(f.rgb(100, 82), (255, 255, 255)), "\(f.rgb(100, 82))")
  }

  nonisolated struct MaskedFollower: View {
    @Namespace private var ns
    var body: some View {
      ZStack {
        Color.clear.frame(width: 60, height: 60)
          .matchedGeometryEffect(id: 1, in: ns)
          .position(x: 50, y: 50)
        Color.orange.mask { Rectangle().matchedGeometryEffect(id: 1, in: ns, isSource: false) }
      }
    }
  }

  /// A mask that takes another view's frame (`matchedGeometryEffect(isSource: false)` on the mask's shape)
  /// shows the view there only: the 60-point square at (20…80, 20…80) is orange, the rest of the 200 × 200
  /// canvas white.
  @Test func aMaskTakesTheMatchedFrame() throws {
    let f = try viewFrame { MaskedFollower() }
    #expect(near(f.rgb(50, 50), (255, 149, 0)), "\(f.rgb(50, 50))")
    #expect(near(f.rgb(150, 150), (255, 255, 255)), "\(f.rgb(150, 150))")
    #expect(near(f.rgb(90, 50), (255, 255, 255)), "\(f.rgb(90, 50))")
  }
}
