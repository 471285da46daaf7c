import DisplayModel
import Foundation
import Render
import RenderAnimSwiftUI
import Testing

/// `TextField`, `SecureField`, `TextEditor` and `@FocusState` (docs/swift-views.md, Text fields) on a
/// white 200-point canvas.
@Suite struct TextFieldTests {
  /// An empty field shows its title in the placeholder colour, rgba(60, 60, 67, 0.3) over white:
  /// 255 − 0.3 × 195 = 196.5 and 255 − 0.3 × 188 = 198.6. With text, the text is black.
  @Test func anEmptyFieldShowsItsTitleAsAPlaceholder() throws {
    let empty = try viewFrame { TextField("Name", text: .constant("")).font(.system(size: 40)).padding() }
    let d = empty.darkest
    #expect(abs(Int(d.r) - 197) <= 1 && abs(Int(d.g) - 197) <= 1 && abs(Int(d.b) - 199) <= 1, "\(d)")
    let filled = try viewFrame { TextField("Name", text: .constant("Kim")).font(.system(size: 40)).padding() }
    #expect(filled.darkest == (0, 0, 0))
    let prompted = try viewFrame {
      TextField("Name", text: .constant(""), prompt: Text("Your name").foregroundStyle(.red)).font(.system(size: 40))
    }
    // A prompt with a colour of its own keeps it (iOS 17); typed text takes the style around the field.
    let red = prompted.darkest
    #expect(red.r > 240 && red.g < 80, "\(red)")
    let blue = try viewFrame {
      TextField("Name", text: .constant("Kim")).font(.system(size: 40)).foregroundStyle(.foreground)
        .foregroundStyle(.blue)
    }
    #expect(near(blue.darkest, (0, 122, 255)), "\(blue.darkest)")
  }

  /// `.roundedBorder`: 34 points tall, a hairline border half covering its outer pixel rows. Framed 20
  /// points in from the sides, centred: y = 83…117, x = 20…180.
  @Test func theRoundedBorderIs34PointsTall() throws {
    let f = try viewFrame { TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).padding(20) }
    #expect(f.rgb(100, 82) == (255, 255, 255), "\(f.rgb(100, 82))")
    #expect(f.rgb(100, 83).r < 245 && f.rgb(100, 83).r > 220, "\(f.rgb(100, 83))")
    #expect(f.rgb(100, 116).r < 245 && f.rgb(100, 116).r > 220, "\(f.rgb(100, 116))")
    #expect(f.rgb(100, 117) == (255, 255, 255), "\(f.rgb(100, 117))")
    #expect(f.rgb(20, 100).r < 245, "\(f.rgb(20, 100))")
    #expect(f.rgb(19, 100) == (255, 255, 255), "\(f.rgb(19, 100))")
  }

  /// A secure field draws one bullet per character, exactly as a field holding the bullets.
  @Test func aSecureFieldDrawsBullets() throws {
    let secure = try viewFrame { SecureField("Password", text: .constant("abcd")) }
    let bullets = try viewFrame { TextField("Password", text: .constant("\u{2022}\u{2022}\u{2022}\u{2022}")) }
    let plain = try viewFrame { TextField("Password", text: .constant("abcd")) }
    #expect(secure.pixels == bullets.pixels)
    #expect(secure.pixels != plain.pixels)
  }

  /// A field of a value shows it in its format: 1234.5 as a number is "1,234.5" in en_US.
  @Test func aValueFieldShowsItsFormattedValue() throws {
    let value = try viewFrame { TextField("Amount", value: .constant(1234.5), format: .number) }
    let text = try viewFrame { TextField("Amount", text: .constant("1,234.5")) }
    #expect(value.pixels == text.pixels)
  }

  nonisolated struct Focus: View {
    @FocusState private var focused: Bool
    var body: some View {
      TextField("Name", text: .constant(""))
        .focused($focused)
        .padding()
        .background(focused ? Color.blue : Color.red)
        .onAppear { focused = true }
    }
  }

  /// `@FocusState` is state: set in `onAppear`, the body reads it back and draws the focused look.
  @Test func focusStateIsState() throws {
    let f = try viewFrame(at: 0.5, duration: 1) { Focus() }
    #expect(near(f.rgb(100, 90), (0, 122, 255)), "\(f.rgb(100, 90))")
  }

  /// A text editor takes the space offered and sets its text from the top-leading corner, 5 points in and
  /// 8 down: framed 100 × 60 at x = 50…150, y = 70…130, the first ink is near (55, 78) and nothing is
  /// drawn in the lower half.
  @Test func aTextEditorSetsItsTextFromTheTop() throws {
    let f = try viewFrame { TextEditor(text: .constant("Hi")).frame(width: 100, height: 60) }
    let ink = (70..<130).flatMap { y in (50..<150).map { ($0, y) } }.filter { f.rgb($0.0, $0.1).r < 128 }
    #expect(!ink.isEmpty)
    #expect(ink.map(\.0).min()! >= 55 && ink.map(\.0).min()! <= 57, "\(ink.map(\.0).min()!)")
    #expect(ink.map(\.1).min()! >= 78 && ink.map(\.1).max()! < 100, "\(ink.map(\.1).min()!)")
  }

  /// A body field is a line of body tall, 22 points (iOS 18: 22 where its text alone is 20.3); a field of
  /// a fixed-size font is its text's height. The yellow behind it spans rows 89…111 of the 200-point
  /// canvas (centred: 100 ± 11).
  @Test func aBodyFieldIsALineOfBodyTall() throws {
    let f = try viewFrame { TextField("Name", text: .constant("")).background(Color.yellow).frame(width: 100) }
    let rows = (0..<200).filter { f.rgb(140, $0) == (255, 204, 0) }
    #expect(rows.first == 89 && rows.last == 110, "\(rows.first ?? -1)…\(rows.last ?? -1)")
    let fixed = try viewFrame {
      TextField("Name", text: .constant("")).font(.system(size: 17)).background(Color.yellow).frame(width: 100)
    }
    let line = PangoTextMeasurer().size(ofText: "Name", font: FontSpec(size: 17)).height
    let fixedRows = (0..<200).filter { fixed.rgb(140, $0) == (255, 204, 0) }
    #expect(abs(Double(fixedRows.count) - line) <= 1, "\(fixedRows.count) \(line)")
  }
}
