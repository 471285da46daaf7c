/// How a layer's pixels combine with what is under them (SwiftUI's `BlendMode`): `normal` paints over;
/// the others are Cairo's operators of the same names (the separable and non-separable PDF blend modes,
/// Porter–Duff `sourceAtop`, `destinationOver`, `destinationOut`, and `plusLighter` as addition).
public enum BlendMode: String, Sendable, Equatable, Hashable, CaseIterable {
  /// Paints the layer over what is under it.
  case normal
  /// Multiplies the colours: the result is no lighter than either.
  case multiply
  /// Multiplies the colours' complements: the result is no darker than either.
  case screen
  /// Multiplies or screens depending on the colour under the layer, keeping its highlights and shadows.
  case overlay
  /// Keeps the darker of the two colours, component by component.
  case darken
  /// Keeps the lighter of the two colours, component by component.
  case lighten
  /// Brightens the colour under the layer to reflect the layer's colour.
  case colorDodge
  /// Darkens the colour under the layer to reflect the layer's colour.
  case colorBurn
  /// Darkens or lightens depending on the layer's colour, as a diffuse light would.
  case softLight
  /// Multiplies or screens depending on the layer's colour, as a harsh light would.
  case hardLight
  /// Subtracts the darker colour from the lighter, component by component.
  case difference
  /// Like `difference`, with lower contrast.
  case exclusion
  /// The layer's hue with the saturation and luminosity of the colour under it.
  case hue
  /// The layer's saturation with the hue and luminosity of the colour under it.
  case saturation
  /// The layer's hue and saturation with the luminosity of the colour under it.
  case color
  /// The layer's luminosity with the hue and saturation of the colour under it.
  case luminosity
  /// Paints the layer only over what is under it, leaving the coverage as it was.
  case sourceAtop
  /// Paints the layer behind what is under it.
  case destinationOver
  /// Erases what is under where the layer is opaque.
  case destinationOut
  /// Adds the colours (Cairo's `ADD`), so that overlapping light sums towards white.
  case plusLighter
  /// Keeps what is under where the layer is opaque (how masks apply).
  case destinationIn
}
