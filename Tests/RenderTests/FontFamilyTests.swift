import DisplayModel
import Render
import Testing

/// Apple's fonts when the user has them (docs/swift-views.md, Text and Dynamic Type): which family draws
/// a request, given the families fontconfig has.
@Suite struct FontFamilyTests {
  /// The system font is SF Pro where it is installed, in its optical sizes (Text below 20 points, Display
  /// from 20); each design its Apple family; Inter and the other open faces where none is.
  @Test func appleFamiliesWhenInstalled() {
    let all: Set = ["SF Pro Text", "SF Pro Display", "SF Pro Rounded", "New York", "SF Mono"]
    func family(_ name: String?, _ size: Double, _ installed: Set<String>) -> String {
      FontConfiguration.family(name ?? FontSpec.systemFamily, size: size, installed: installed.contains)
    }
    #expect(family(nil, 17, all) == "SF Pro Text")
    #expect(family(nil, 19.9, all) == "SF Pro Text")
    #expect(family(nil, 20, all) == "SF Pro Display")
    #expect(family(nil, 34, all) == "SF Pro Display")
    #expect(family(nil, 34, ["SF Pro"]) == "SF Pro")
    #expect(family(FontSpec.family(design: "rounded"), 17, all) == "SF Pro Rounded")
    #expect(family(FontSpec.family(design: "serif"), 17, all) == "New York")
    #expect(family(FontSpec.family(design: "monospaced"), 17, all) == "SF Mono")
    #expect(family(nil, 17, []) == "Inter")
    #expect(family(FontSpec.family(design: "rounded"), 17, []) == "Quicksand")
    // A family asked for by name is drawn with that family.
    #expect(family("DejaVu Sans", 17, all) == "DejaVu Sans")
    // Inter's own optical sizes where SF Pro is not installed: Inter Display from 20 points.
    #expect(family(nil, 34, ["Inter Display"]) == "Inter Display")
    #expect(family(nil, 19, ["Inter Display"]) == "Inter")
    // On this machine no Apple font is installed: the open faces draw; tabular figures stay in Inter,
    // whose figures are tabular (Debian's Inter Display's are not).
    #expect(FontConfiguration.drawingFamily(of: FontSpec(size: 17)) == "Inter")
    #expect(FontConfiguration.drawingFamily(of: FontSpec(size: 34)) == "Inter Display")
    #expect(FontConfiguration.drawingFamily(of: FontSpec(size: 34), tabularDigits: true) == "Inter")
  }
}
