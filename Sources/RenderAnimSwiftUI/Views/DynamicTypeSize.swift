import DisplayModel

/// The reader's preferred text size (SwiftUI's `DynamicTypeSize`): seven standard sizes and five
/// accessibility sizes. Text in a text style (`.body`, `.title`) takes the style's size at it, from the
/// Human Interface Guidelines' tables (`TextStyle.dynamicSizes`); `--dynamic-type` sets it at the root
/// (docs/swift-views.md, Text).
nonisolated public enum DynamicTypeSize: Int, Hashable, Comparable, CaseIterable, Sendable {
  /// The seven standard sizes, smallest to largest; `large` is the default.
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  /// The five accessibility sizes, smallest to largest, all larger than `xxxLarge`.
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// Whether this is one of the five accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.rawValue < b.rawValue }

  /// The size called `name` (`xSmall` … `xxxLarge`, `accessibility1` … `accessibility5` or `AX1` … `AX5`,
  /// in any case), or nil.
  public static func named(_ name: String) -> DynamicTypeSize? {
    let key = name.lowercased()
    if key.hasPrefix("ax"), let n = Int(key.dropFirst(2)), (1...5).contains(n) {
      return DynamicTypeSize(rawValue: 6 + n)
    }
    return allCases.first { "\($0)".lowercased() == key }
  }

  /// How much larger than at the default size (`large`) text of `style` is at this size.
  func scale(for style: TextStyle) -> Double {
    style.dynamicSizes[rawValue].size / style.dynamicSizes[TextStyle.defaultDynamicSize].size
  }
}

private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }

extension EnvironmentValues {
  /// The preferred text size here: `large`, iOS's default, unless `--dynamic-type` or a
  /// `.dynamicTypeSize` above says otherwise.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Text inside at the Dynamic Type size `size`.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environmentChange { $0.values.dynamicTypeSize = size }
  }

  /// Text inside at the Dynamic Type size around it, kept within `range`.
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
    environmentChange { env in
      let size = env.values.dynamicTypeSize
      let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
      env.values.dynamicTypeSize =
        allowed.min { abs($0.rawValue - size.rawValue) < abs($1.rawValue - size.rawValue) } ?? size
    }
  }
}

/// A length that grows and shrinks with the Dynamic Type size, as text of `relativeTo` does (SwiftUI's
/// `@ScaledMetric`): `@ScaledMetric var padding = 8.0` is 8 at the default size and 8 × 28 / 17 ≈ 13.2 at
/// accessibility size 1.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: EnvironmentReading {
  let base: Value
  let style: TextStyle
  let box = EnvironmentBox()

  /// A metric that scales as body text does.
  public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }
  /// A metric that scales as text of `textStyle` does.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    base = wrappedValue
    style = textStyle
  }

  /// The value at the Dynamic Type size where the view is.
  public var wrappedValue: Value {
    let size = (box.values ?? EnvironmentValues()).dynamicTypeSize
    return base * Value(size.scale(for: style))
  }

  func bind(_ values: EnvironmentValues) -> String? {
    box.values = values
    return nil
  }
}

extension ScaledMetric: BodyDependency {
  var dependency: BodyDependencyValue { .value(wrappedValue) }
}
