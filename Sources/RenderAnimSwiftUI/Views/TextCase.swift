extension Text {
  /// A case text is drawn in (`.textCase`).
  nonisolated public enum Case: Sendable, Hashable {
    /// Capitals.
    case uppercase
    /// Small letters.
    case lowercase
  }
}

nonisolated extension View {
  /// Draws the text inside in capitals or small letters (nil: as written). A list's section headers are
  /// in capitals unless the header says otherwise (`.textCase(nil)`).
  public func textCase(_ textCase: Text.Case?) -> some View {
    environmentChange { $0.textCase = textCase }
  }
}
