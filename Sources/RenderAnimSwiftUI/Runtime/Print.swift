import Foundation

/// Swift's `print`, for view code: writes to standard error, so that what a view prints while it is
/// evaluated never mixes with a command's output on standard output (`sample`'s JSON, `plan`'s lines).
/// A view file's `print(...)` resolves to this one, which shadows the standard library's. In a body it
/// prints when the body runs in an update (as SwiftUI runs it), not when a frame evaluates it again or a
/// body whose inputs did not change is evaluated (docs/swift-views.md, "Bodies run where something changed").
public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  guard PublishedClock.frameTime == nil, !PublishedClock.repeatedBody else { return }
  let text = items.map { "\($0)" }.joined(separator: separator) + terminator
  FileHandle.standardError.write(Data(text.utf8))
}
