/// A value that names its own animated components for `sample` (a scene file's keyframe animator's
/// fields, whose names are known only when the scene is read): the runtime lists these in place of the
/// stored properties it would otherwise read.
package protocol SampledComponents {
  /// Each component's name, starting with `prefix` (`value`), and its number.
  func sampledComponents(prefix: String) -> [(String, Double)]
}
