import Foundation

/// SwiftUI's attributes of an `AttributedString` (`AttributeScopes.SwiftUIAttributes`): what
/// `Text(_: AttributedString)` draws of each run (docs/swift-views.md, Text and Dynamic Type).
nonisolated extension AttributeScopes {
  /// The attributes `Text` reads, with Foundation's (`link`).
  public struct SwiftUIAttributes: AttributeScope {
    /// The run's font.
    public let font: FontAttribute
    /// The run's colour.
    public let foregroundColor: ForegroundColorAttribute
    /// A colour behind the run's characters.
    public let backgroundColor: BackgroundColorAttribute
    /// A line through the run.
    public let strikethroughStyle: StrikethroughStyleAttribute
    /// A line under the run.
    public let underlineStyle: UnderlineStyleAttribute
    /// Points added after each character (as `Text.kerning`).
    public let kern: KerningAttribute
    /// Points added after each character (as `Text.tracking`).
    public let tracking: TrackingAttribute
    /// Points the run is raised above the baseline.
    public let baselineOffset: BaselineOffsetAttribute
    /// Foundation's attributes.
    public let foundation: FoundationAttributes

    /// `font`.
    public enum FontAttribute: AttributedStringKey {
      /// The attribute's value: a font.
      public typealias Value = Font
      /// The attribute's name, its key in an attributed string.
      public static let name = "SwiftUI.Font"
    }
    /// `foregroundColor`.
    public enum ForegroundColorAttribute: AttributedStringKey {
      /// The attribute's value: a colour.
      public typealias Value = Color
      /// The attribute's name, its key in an attributed string.
      public static let name = "SwiftUI.ForegroundColor"
    }
    /// `backgroundColor`.
    public enum BackgroundColorAttribute: AttributedStringKey {
      /// The attribute's value: a colour.
      public typealias Value = Color
      /// The attribute's name, its key in an attributed string.
      public static let name = "SwiftUI.BackgroundColor"
    }
    /// `strikethroughStyle`.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      /// The attribute's value: the line's style (its colour is used; it is drawn solid).
      public typealias Value = Text.LineStyle
      /// The attribute's name, its key in an attributed string.
      public static let name = "SwiftUI.StrikethroughStyle"
    }
    /// `underlineStyle`.
    public enum UnderlineStyleAttribute: AttributedStringKey {
      /// The attribute's value: the line's style (its colour is used; it is drawn solid).
      public typealias Value = Text.LineStyle
      /// The attribute's name, its key in an attributed string.
      public static let name = "SwiftUI.UnderlineStyle"
    }
    /// `kern`.
    public enum KerningAttribute: AttributedStringKey {
      /// The attribute's value: points added after each character (tracking, when the run has it, wins).
      public typealias Value = CGFloat
      /// The attribute's name, its key in an attributed string.
      public static let name = "SwiftUI.Kern"
    }
    /// `tracking`.
    public enum TrackingAttribute: AttributedStringKey {
      /// The attribute's value: points added after each character.
      public typealias Value = CGFloat
      /// The attribute's name, its key in an attributed string.
      public static let name = "SwiftUI.Tracking"
    }
    /// `baselineOffset`.
    public enum BaselineOffsetAttribute: AttributedStringKey {
      /// The attribute's value: points the run is raised.
      public typealias Value = CGFloat
      /// The attribute's name, its key in an attributed string.
      public static let name = "SwiftUI.BaselineOffset"
    }
  }

  /// SwiftUI's scope (`AttributeContainer().swiftUI.font`).
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

nonisolated extension AttributeDynamicLookup {
  /// `string.foregroundColor = .red`, `string[range].font = .title`.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
  ) -> T {
    self[T.self]
  }
}

nonisolated extension Text {
  /// How a line through or under text is drawn (SwiftUI's `Text.LineStyle`): render-anim draws every
  /// pattern as a solid line, in `color` or the text's.
  public struct LineStyle: Hashable, Sendable {
    /// The dashes of the line.
    public enum Pattern: Hashable, Sendable {
      /// An unbroken line.
      case solid
      /// A line of dots (drawn solid).
      case dot
      /// A line of dashes (drawn solid).
      case dash
      /// A line of dashes and dots alternating (drawn solid).
      case dashDot
      /// A line of a dash and two dots repeating (drawn solid).
      case dashDotDot
    }
    let pattern: Pattern
    let color: Color?
    /// A line of `pattern` in `color` (nil: the text's colour).
    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }
    /// A solid line in the text's colour.
    public static let single = LineStyle()
  }

  /// A text of `attributedContent`'s runs, each drawn with its SwiftUI attributes (font, colours, lines,
  /// kerning, tracking, baseline offset) and Foundation's link (in the tint colour). Linux's Foundation has
  /// no `inlinePresentationIntent` nor `AttributedString(markdown:)`; a literal's Markdown is `Text`'s own.
  /// Disfavoured: Linux's `AttributedString` takes string literals, which SwiftUI's `Text("…")` reads as a
  /// `LocalizedStringKey`.
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    var segments: [TextSegment] = []
    for run in attributedContent.runs {
      let string = String(attributedContent[run.range].characters)
      var markdown = TextMarkdown.Style()
      if let url = run.link { markdown.link = url.absoluteString }
      var segment = TextSegment(content: .attributed(string, markdown))
      let attributes = AttributeScopes.SwiftUIAttributes.self
      segment.style.font = run[attributes.FontAttribute.self]
      segment.style.color = run[attributes.ForegroundColorAttribute.self]
      segment.style.background = run[attributes.BackgroundColorAttribute.self]
      if let line = run[attributes.StrikethroughStyleAttribute.self] {
        segment.style.strikethrough = true
        segment.style.strikethroughColor = line.color
      }
      if let line = run[attributes.UnderlineStyleAttribute.self] {
        segment.style.underline = true
        segment.style.underlineColor = line.color
      }
      if let points = run[attributes.TrackingAttribute.self] ?? run[attributes.KerningAttribute.self] {
        segment.style.tracking = Double(points)
      }
      segment.style.baselineOffset = run[attributes.BaselineOffsetAttribute.self].map { Double($0) }
      segments.append(segment)
    }
    self.init(segments: segments.isEmpty ? [TextSegment(content: .verbatim(""))] : segments)
  }
}
