/// How a layer's pixels combine with what is under them (SwiftUI's `BlendMode`): `normal` paints over;
/// the others are Cairo's operators of the same names (the separable and non-separable PDF blend modes,
/// Porter–Duff `sourceAtop`, `destinationOver`, `destinationOut`, and `plusLighter` as addition).
public enum BlendMode: String, Sendable, Equatable, Hashable, CaseIterable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity
  case sourceAtop, destinationOver, destinationOut, plusLighter
  /// Keeps what is under where the layer is opaque (how masks apply).
  case destinationIn
}
