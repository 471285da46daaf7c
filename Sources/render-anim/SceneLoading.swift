import ArgumentParser
import Foundation
import Scene

/// Loads a scene for a command; a bad scene prints its one-line error and exits 65 (66 if missing).
func loadScene(_ path: String, overrides: Scene.Overrides = Scene.Overrides()) throws -> Scene {
  do {
    return try Scene.load(contentsOf: URL(fileURLWithPath: path), overrides: overrides)
  } catch {
    printError(error.description)
    throw ExitCode(error.exitCode)
  }
}

/// Runs a command's work: a scene error prints its one line and exits 65 or 66, any other failure prints
/// `error: …` and exits 1 (docs/architecture.md, Exit codes); usage errors and exit codes pass through.
func reportingFailures(_ body: () throws -> Void) throws {
  do {
    try body()
  } catch let error as SceneError {
    printError(error.description)
    throw ExitCode(error.exitCode)
  } catch let error as ValidationError {
    throw error
  } catch let error as ExitCode {
    throw error
  } catch {
    printError("error: \(error)")
    throw ExitCode(1)
  }
}

/// Writes a line to standard error.
func printError(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// One line of JSON (keys sorted, so the output is the same every run). The reports hold only strings,
/// whole numbers and finite doubles (non-finite ones are `nil`), which always encode.
func jsonText(_ value: some Encodable) -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
}
