/// What one update leaves for the frames that follow it: its time, the state after it, the seed of its
/// random numbers (ViewRandom), where layout put the views bodies asked about (``ViewGeometry``) and the
/// window's colour scheme it ran in (`--color-scheme`'s, or what a `.preferredColorScheme` asked for).
nonisolated struct Epoch {
  var time: Double
  var values: [StateKey: Any]
  var seed: UInt64
  var geometry: ViewGeometry
  var colorScheme = ColorScheme.light
}
