import Foundation

/// Swift's `print`, for view code: writes to standard error, so that what a view prints while it is
/// evaluated never mixes with a command's output on standard output (`sample`'s JSON, `plan`'s lines).
/// A view file's `print(...)` resolves to this one, which shadows the standard library's.
public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  let text = items.map { "\($0)" }.joined(separator: separator) + terminator
  FileHandle.standardError.write(Data(text.utf8))
}
