import DisplayModel
import Foundation
import Render
import RenderAnimSwiftUI
import Testing

/// `Font.custom` with a face's PostScript name, as iOS apps name a bundled font (docs/swift-views.md, Text
/// and Dynamic Type): `DejaVuSerif-Bold` is DejaVu Serif's bold face (Debian's fonts-dejavu-core, which
/// the project installs), drawn exactly as the family's name with `.bold()` draws it.
@Suite struct CustomFontTests {
  func frame(_ font: Font) throws -> RenderedFrame {
    try viewFrame(size: Size(width: 200, height: 100)) { Text("Ag").font(font) }
  }

  @Test func aPostScriptNameDrawsItsFace() throws {
    let bold = try frame(.custom("DejaVuSerif-Bold", size: 60))
    #expect(bold.pixels == (try frame(Font.custom("DejaVu Serif", size: 60).bold())).pixels)
    #expect(bold.pixels != (try frame(.custom("DejaVu Serif", size: 60))).pixels)
    // The regular face by its PostScript name, and the system font's family by one of its faces' names.
    let regular = try frame(.custom("DejaVu Serif", size: 60))
    #expect((try frame(.custom("DejaVuSerif", size: 60))).pixels == regular.pixels)
    let black = try frame(.custom("Inter", size: 60).weight(.black))
    #expect((try frame(.custom("Inter-Black", size: 60))).pixels == black.pixels)
  }
}
