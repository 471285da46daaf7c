import DisplayModel
import Render
import RenderAnimSwiftUI
import Testing

/// A list's grouped background (#F2F2F7) is the list's own: in a navigation stack it shows behind the bar
/// only when the list is at the top of the content, and below the list only when the list is at its
/// bottom; a button under the list, or a header over it, stands on the window's white (docs/swift-views.md,
/// Navigation). On an iPhone 15 the bar is 59…103, the large title's row 103…155.
@Suite struct NavigationBackgroundTests {
  let grouped: RGB = (242, 242, 247)

  func same(_ a: RGB, _ b: RGB) -> Bool { a.r == b.r && a.g == b.g && a.b == b.b }

  @Test func aListAboveAButton() throws {
    let f = try viewFrame(device: .named("iphone15")!) {
      NavigationStack {
        VStack {
          List { Text("Row") }
          Button("Add") {}.padding(.vertical, 30)
        }
        .navigationTitle("Items")
      }
    }
    #expect(same(f.rgb(5, 30), grouped), "\(f.rgb(5, 30))")  // under the status bar
    #expect(same(f.rgb(5, 120), grouped), "\(f.rgb(5, 120))")  // beside the large title
    #expect(same(f.rgb(5, 300), grouped), "\(f.rgb(5, 300))")  // the list
    #expect(same(f.rgb(5, 790), (255, 255, 255)), "\(f.rgb(5, 790))")  // beside the button
    #expect(same(f.rgb(5, 845), (255, 255, 255)), "\(f.rgb(5, 845))")  // the home indicator's strip
  }

  @Test func aHeaderAboveAList() throws {
    let f = try viewFrame(device: .named("iphone15")!) {
      NavigationStack {
        VStack {
          Text("Header").padding()
          List { Text("Row") }
        }
        .navigationTitle("Items")
      }
    }
    #expect(same(f.rgb(5, 120), (255, 255, 255)), "\(f.rgb(5, 120))")
    #expect(same(f.rgb(5, 400), grouped), "\(f.rgb(5, 400))")
    #expect(same(f.rgb(5, 845), grouped), "\(f.rgb(5, 845))")
  }

  @Test func aListThatIsTheContent() throws {
    let f = try viewFrame(device: .named("iphone15")!) {
      NavigationStack { List { Text("Row") }.navigationTitle("Items") }
    }
    for y in [30, 120, 400, 845] { #expect(same(f.rgb(5, y), grouped), "y = \(y): \(f.rgb(5, y))") }
  }
}
