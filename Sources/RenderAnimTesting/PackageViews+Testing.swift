public import Testing

extension PackageViews {
  /// Checks the view's goldens (``checkGoldens(of:record:)``) and records a Swift Testing issue for each
  /// frame that differs or was missing, naming the diff image written beside it.
  public func expectGoldens(of name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    for result in try checkGoldens(of: name) where !result.passed {
      let files = result.artifacts.isEmpty ? "" : " (see \(result.artifacts.joined(separator: ", ")))"
      Issue.record(Comment(rawValue: "\(result)\(files)"), sourceLocation: sourceLocation)
    }
  }
}
