import DisplayModel

/// A change of a text's string under an animated transaction, which its content transition plays
/// (docs/swift-views.md, The runtime's rules): by default the old text fades out as the new one fades in.
nonisolated struct TextChange {
  /// When the change happened, in clip seconds.
  var time: Double
  /// The string before.
  var from: String
  /// The string after.
  var to: String
  /// The text as it was drawn before (its font, colour, paragraph with its styled runs, gradient): what a
  /// crossfade fades out.
  var old: DisplayContent
}
