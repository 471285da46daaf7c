import DisplayModel

// SwiftUI's initialisers that take UIKit values (SwiftUI's own, as on iOS, where they come with SwiftUI).

nonisolated extension Color {
  /// A UIKit colour: a system colour keeps its light and dark values. Disfavoured, so that `Color(.brand)`
  /// takes the asset catalog's `ColorResource` where `UIColor.brand` is generated too, as in Xcode.
  @_disfavoredOverload
  public init(_ uiColor: UIColor) { self.init(uiColor.light, dark: uiColor.dark) }
  /// A UIKit colour: a system colour keeps its light and dark values.
  public init(uiColor: UIColor) { self.init(uiColor) }
}

nonisolated extension Image {
  /// A UIKit image: its SF Symbol, or the asset it names.
  public init(uiImage: UIImage) {
    switch uiImage.source {
    case .symbol(let name): self.init(systemName: name)
    case .named(let name): self.init(name)
    }
    if uiImage.isTemplate { self = renderingMode(.template) }
  }
}

nonisolated extension Font {
  /// A UIKit font: a text style's font, or its size, weight and family.
  public init(_ font: UIFont) {
    var spec = FontSpec(
      size: Double(font.pointSize), weight: font.weight.value, family: font.familyName,
      width: Double(font.width.rawValue))
    guard let style = font.textStyle, let textStyle = TextStyle(rawValue: style.name) else {
      self.init(spec)
      return
    }
    spec = Font(textStyle).spec
    spec.weight = font.weight.value
    spec.width = Double(font.width.rawValue)
    self.init(spec, scalesWith: textStyle)
  }
}
