/// What one update leaves for the frames that follow it: its time, the state after it, the seed of its
/// random numbers (ViewRandom) and where layout put the views bodies asked about (``ViewGeometry``).
nonisolated struct Epoch {
  var time: Double
  var values: [StateKey: Any]
  var seed: UInt64
  var geometry: ViewGeometry
}
