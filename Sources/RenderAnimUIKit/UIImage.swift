import Foundation

/// UIKit's image, as SwiftUI code makes one to show with `Image(uiImage:)`: an SF Symbol by name, or an
/// image by asset name (looked for as `Image("name")` is: beside the view, in `Assets/`, in `--assets`).
nonisolated public final class UIImage: Sendable {
  /// What the image shows.
  package enum Source: Sendable, Equatable {
    case symbol(String)
    case named(String)
  }
  package let source: Source
  /// `withRenderingMode(.alwaysTemplate)`: painted in the foreground style.
  package let isTemplate: Bool

  package init(source: Source, isTemplate: Bool = false) {
    self.source = source
    self.isTemplate = isTemplate
  }

  /// An SF Symbol (nil, as on iOS, for an empty name).
  public convenience init?(systemName: String) {
    guard !systemName.isEmpty else { return nil }
    self.init(source: .symbol(systemName))
  }
  /// An image by asset name. render-anim looks for the file when the image is drawn: a name it cannot
  /// find draws placeholder art with a warning rather than returning nil, so `UIImage(named:)!` renders.
  public convenience init?(named name: String) {
    guard !name.isEmpty else { return nil }
    self.init(source: .named(name))
  }

  /// An image by asset name in a bundle for a trait collection (SwiftGen's asset code): the name alone, as
  /// ``init(named:)`` finds it (a render has one asset catalog and one appearance at a time).
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    self.init(named: name)
  }

  /// An image set of the view's asset catalog by its generated symbol.
  public convenience init(resource: ImageResource) { self.init(source: .named(resource.name)) }

  /// How the image is painted.
  public enum RenderingMode: Int, Sendable {
    /// The image keeps the mode it has: a template only if an earlier `.alwaysTemplate` made it one.
    case automatic
    /// An asset image is drawn in its own colours (an SF Symbol draws as `Image(systemName:)` does in any mode).
    case alwaysOriginal
    /// An asset image is a template: its alpha painted in the foreground colour, its own colours ignored.
    case alwaysTemplate
  }
  /// This image painted through its alpha in the foreground colour (`.alwaysTemplate`) or in its own.
  public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
    UIImage(source: source, isTemplate: mode == .alwaysTemplate || (mode == .automatic && isTemplate))
  }
}
