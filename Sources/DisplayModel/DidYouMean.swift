/// Edit distance and suggestions for misspelt names, labels and keys.
public enum DidYouMean {
  /// Levenshtein distance between two strings.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased())
    let b = Array(b.lowercased())
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }

  /// The closest candidate within a third of the word's length (at least 2 edits), if any.
  static func suggestion(for word: String, among candidates: some Sequence<String>) -> String? {
    let limit = max(2, word.count / 3)
    var best: (name: String, distance: Int)? = nil
    for candidate in candidates {
      let d = distance(word, candidate)
      guard d <= limit else { continue }
      if let b = best, b.distance < d || (b.distance == d && b.name <= candidate) { continue }
      best = (candidate, d)
    }
    return best?.name
  }

  /// " (did you mean 'x'?)" or "".
  public static func hint(
    for word: String, among candidates: some Sequence<String>, prefix: String = "",
    suffix: String = ""
  ) -> String {
    suggestion(for: word, among: candidates).map { " (did you mean '\(prefix)\($0)\(suffix)'?)" } ?? ""
  }
}
