import RenderAnimSwiftUI
import Testing

/// A view's dynamic properties are found from its type's metadata, once, in declaration order: `@State`,
/// `@Namespace` and `@Environment` by their stored names; plain properties are not among them; a class's
/// fields are not listed (it is walked with `Mirror`) (docs/swift-views.md, Running the view).
@Suite struct DynamicPropertiesTests {
  nonisolated struct Counter: View {
    let title = "Count"
    @State var count = 0
    @Namespace var space
    @Environment(\.colorScheme) var scheme
    var body: some View { Text("\(title) \(count)") }
  }

  nonisolated final class Holder {
    @State var count = 0
  }

  @Test func aViewsDynamicPropertiesComeFromItsMetadata() {
    #expect(DynamicProperties.propertyNames(of: Counter.self) == ["_count", "_space", "_scheme"])
    #expect(DynamicProperties.propertyNames(of: Holder.self) == nil)
    // A view handed over as `Any` (as the runtime binds it) is opened to its own type, not read as `Any`.
    let erased: Any = Counter()
    #expect(DynamicProperties.propertyNames(ofValue: erased) == ["_count", "_space", "_scheme"])
  }
}
