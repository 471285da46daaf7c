import Foundation
import Testing

/// Xcode 16's SwiftUI macros and Foundation's localized resources in a view file, compiled as a user's
/// file is (docs/swift-views.md, Environment and Text): `@Entry` declares an environment or transaction
/// value with its default, `@Previewable` properties may be of the file's private types, and a
/// `LocalizedStringResource` formats as a literal does.
@Suite(.serialized) struct XcodeMacroTests {
  func offsets(_ source: String, name: String, _ arguments: [String] = []) throws -> [Double?] {
    let path = try RenderAnimBinary.temporaryFolder("macros").appendingPathComponent(name).path
    try source.write(toFile: path, atomically: true, encoding: .utf8)
    let layers = try RenderAnimBinary.sampledLayers([path, "--times", "0", "--size", "100x100"] + arguments)
    return layers.compactMap { $0["offset.y"]?.first ?? nil }
  }

  /// The default (12, and 3 without a type), a value set above (20), a transaction's entry, and an entry of a
  /// `public extension` (2; the key is private to the file, as the macro makes it).
  @Test func entryDeclaresAValueAndItsDefault() throws {
    let y = try offsets(
      """
      import SwiftUI
      extension EnvironmentValues {
        @Entry var cardPadding: CGFloat = 12
        @Entry var lift = 3.0
        @Entry var label: String?
      }
      extension Transaction { @Entry var nudge: Double = 7 }
      public extension EnvironmentValues { @Entry var gap: CGFloat = 2 }
      struct Padded: View {
        @Environment(\\.cardPadding) private var cardPadding
        @Environment(\\.lift) private var lift
        @Environment(\\.label) private var label
        var body: some View {
          Rectangle().frame(width: 5, height: 5).offset(y: cardPadding + (label == nil ? 0 : 100))
            .transaction { $0.nudge += 1 }
        }
      }
      struct Reader2: View {
        @Environment(\\.gap) private var gap
        var body: some View { Rectangle().frame(width: 5, height: 5).offset(y: gap) }
      }
      struct Entries: View {
        @Environment(\\.lift) private var lift
        var body: some View {
          VStack {
            Padded()
            Padded().environment(\\.cardPadding, 20)
            Rectangle().frame(width: 5, height: 5).offset(y: lift + Transaction().nudge)
            Reader2()
          }
        }
      }
      """, name: "Entries.swift", ["--view", "Entries"])
    #expect(y == [12, 20, 10, 2], "\(y)")
  }

  /// `@Previewable @State` of a type private to the file (Xcode 16 allows it; the preview becomes a view
  /// of the file).
  @Test func previewableOfAPrivateType() throws {
    let y = try offsets(
      """
      import SwiftUI
      private enum Mode { case low, high }
      #Preview {
        @Previewable @State var mode: Mode = .high
        Rectangle().frame(width: 5, height: 5).offset(y: mode == .high ? 9 : 1)
      }
      """, name: "Mode.swift")
    #expect(y == [9], "\(y)")
  }

  /// A resource's interpolated integer is grouped for the locale, as a `Text`'s is: "1,000" in `en_US`;
  /// a type that is `CustomLocalizedStringResourceConvertible` gives its resource, a resource may name its
  /// bundle; a system colour describes itself by name, as on iOS; `labelsVisibility` reads `.labelsHidden()`.
  @Test func localizedResourcesAndLabelsVisibility() throws {
    let y = try offsets(
      """
      import SwiftUI
      enum Flavor: CustomLocalizedStringResourceConvertible {
        case mint
        var localizedStringResource: LocalizedStringResource { "Mint \\(1000)" }
      }
      struct Reader: View {
        @Environment(\\.labelsVisibility) private var visibility
        var body: some View {
          Rectangle().frame(width: 5, height: 5).offset(y: visibility == .hidden ? 4 : 2)
        }
      }
      struct Resources: View {
        var body: some View {
          VStack {
            Rectangle().frame(width: 5, height: 5)
              .offset(y: String(localized: Flavor.mint.localizedStringResource) == "Mint 1,000" ? 6 : 0)
            Rectangle().frame(width: 5, height: 5)
              .offset(y: String(localized: LocalizedStringResource("A", bundle: .main)) == "A" ? 8 : 0)
            Rectangle().frame(width: 5, height: 5).offset(y: Color.green.description == "green" ? 3 : 0)
            Text(Flavor.mint.localizedStringResource)
            Reader()
            Reader().labelsHidden()
          }
        }
      }
      """, name: "Resources.swift", ["--view", "Resources"])
    #expect(y == [6, 8, 3, 2, 4], "\(y)")
  }
}
