import Foundation
import RenderAnimSwiftUI
import SceneEngine

/// One layer of a scene file as a view: its content (a shape, text, emoji, an SF Symbol, an image or a group
/// of layers) with the layer's own keys (`fill`, `stroke`, `font`, `frame`, `foregroundColor`), then its
/// modifiers in the order written, then its `position`, named by its `id` for `sample`.
nonisolated struct LayerView: View {
  let spec: LayerSpec
  let environment: SceneEnvironment

  var body: some View {
    var view = ModifierChain(modifiers: spec.modifiers, environment: environment).apply(to: content)
    if let position = spec.position {
      view = AnyView(view.position(x: environment.number(position.x), y: environment.number(position.y)))
    }
    if let id = spec.id { view = AnyView(view.accessibilityIdentifier(id)) }
    return view
  }

  /// The content with the layer's own keys.
  private var content: AnyView {
    switch spec.content {
    case .shape(let kind): return shape(kind)
    case .text(let v): return text(environment.string(v))
    case .emoji(let v):
      return AnyView(Text(environment.string(v)).font(.system(size: spec.fontSize)))
    case .symbol(let v, let fill):
      let image = Image(systemName: environment.string(v)).font(font).foregroundStyle(foreground)
      return fill ? AnyView(image.symbolVariant(.fill)) : AnyView(image)
    case .group, .image, .placeholder:
      // Refused before the view is made (SceneLowering.unsupportedFeature).
      return AnyView(EmptyView())
    }
  }

  private var font: Font {
    if let family = spec.fontFamily { return .custom(family, size: spec.fontSize).weight(weight) }
    let font = Font.system(size: spec.fontSize, weight: weight)
    return spec.fontItalic ? font.italic() : font
  }

  private var weight: Font.Weight { Font.Weight(cssWeight: spec.fontWeight) }

  private var foreground: Color { spec.foregroundColor.map { environment.color($0) } ?? .black }

  private func text(_ string: String) -> AnyView {
    var text = AnyView(Text(string).font(font).foregroundStyle(foreground))
    if let limit = spec.paragraph.lineLimit { text = AnyView(text.lineLimit(limit)) }
    if let width = spec.frame?.0 { text = AnyView(text.frame(width: width)) }
    return text
  }

  private func shape(_ kind: ShapeKind) -> AnyView {
    let shape = SceneShape(kind: kind, cornerRadius: spec.cornerRadius)
    let fill = spec.fill.map { environment.color($0) } ?? spec.foregroundColor.map { environment.color($0) }
    var view: AnyView
    if let stroke = spec.stroke {
      let style = StrokeStyle(lineWidth: stroke.lineWidth)
      let color = environment.color(stroke.color)
      let outline =
        spec.strokeInside
        ? AnyView(shape.strokeBorder(color, style: style)) : AnyView(shape.stroke(color, style: style))
      view = fill.map { AnyView(shape.fill($0).overlay(outline)) } ?? outline
    } else {
      view = AnyView(shape.fill(fill ?? .black))
    }
    if let frame = spec.frame { view = AnyView(view.contentFrame(width: frame.0, height: frame.1)) }
    return view
  }
}
