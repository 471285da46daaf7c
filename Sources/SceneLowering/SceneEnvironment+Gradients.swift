import Foundation
import RenderAnimSwiftUI
import SceneFormat

extension SceneEnvironment {
  /// A scene file's gradient (`fill: { linearGradient: … }`, a stroke's, a foreground style's, a
  /// background's or a mask's) as the SwiftUI gradient of its name, its colours and parameters evaluated
  /// against this update's state; a radius below zero is zero, as the scene engine draws it.
  func gradient(_ g: GradientSpec) -> AnyShapeStyle {
    let colors = g.stops.map { color($0.color) }
    let locations = g.stops.compactMap(\.location)
    let gradient =
      locations.count == colors.count
      ? Gradient(stops: zip(colors, locations).map { Gradient.Stop(color: $0, location: $1) })
      : Gradient(colors: colors)
    func point(_ key: String) -> UnitPoint { g.parameters[key].map(self.unitPoint) ?? .center }
    func length(_ key: String) -> Double { max(g.parameters[key].map(self.number) ?? 0, 0) }
    func angle(_ key: String) -> Angle { g.parameters[key].map(self.angle) ?? .zero }
    switch g.kind {
    case .linearGradient:
      return AnyShapeStyle(
        LinearGradient(gradient: gradient, startPoint: point("startPoint"), endPoint: point("endPoint")))
    case .radialGradient:
      return AnyShapeStyle(
        RadialGradient(
          gradient: gradient, center: point("center"), startRadius: length("startRadius"),
          endRadius: length("endRadius")))
    case .ellipticalGradient:
      return AnyShapeStyle(
        EllipticalGradient(
          gradient: gradient, center: point("center"), startRadiusFraction: length("startRadiusFraction"),
          endRadiusFraction: length("endRadiusFraction")))
    case .angularGradient:
      return AnyShapeStyle(
        AngularGradient(
          gradient: gradient, center: point("center"), startAngle: angle("startAngle"), endAngle: angle("endAngle")))
    }
  }

  /// `paint` as a shape style: the gradient when there is one, else the colour.
  func style(_ color: ValueSpec?, gradient: GradientSpec?) -> AnyShapeStyle? {
    if let gradient { return self.gradient(gradient) }
    return color.map { AnyShapeStyle(self.color($0)) }
  }
}
