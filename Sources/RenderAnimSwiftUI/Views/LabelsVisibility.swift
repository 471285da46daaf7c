private struct LabelsVisibilityKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
  /// Whether controls here show their titles: `.hidden` under `.labelsHidden()`, `.automatic` otherwise,
  /// as in SwiftUI; set through the environment, it hides or shows them as `.labelsHidden()` does.
  public var labelsVisibility: Visibility {
    get { self[LabelsVisibilityKey.self] }
    set { self[LabelsVisibilityKey.self] = newValue }
  }
}
