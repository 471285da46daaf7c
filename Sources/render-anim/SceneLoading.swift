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
/// `error: …` and exits 1 (DESIGN §5); usage errors and exit codes pass through.
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

/// JSON number text: integers without a fraction, others in Swift's shortest round-trip form.
func jsonNumber(_ x: Double) -> String {
  guard x.isFinite else { return "null" }
  if x == x.rounded(), abs(x) < 1e15 { return String(Int(x)) }
  return String(x)
}

/// A JSON string literal.
func jsonString(_ s: String) -> String {
  var out = "\""
  for scalar in s.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\t": out += "\\t"
    default:
      if scalar.value < 0x20 { out += String(format: "\\u%04x", scalar.value) } else { out.unicodeScalars.append(scalar) }
    }
  }
  return out + "\""
}
