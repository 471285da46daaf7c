import Foundation
import PackagePlugin

/// `swift package render-anim COMMAND …` in a package that depends on render-anim (docs/package.md).
///
/// Every command of the `render-anim` program runs as it would on the command line, in the package's
/// folder, with the program built from the dependency. A `.swift` view among the arguments is compiled with
/// the other Swift files of the target that holds it and reads the target's asset catalogs (no `--with`).
/// `docs` and `golden record|verify` read the package's `render-anim.yaml` unless another file is named.
@main
struct RenderAnimPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "render-anim")
    let root = context.package.directoryURL
    var arguments = arguments
    switch arguments.first {
    case "docs" where !arguments.dropFirst().contains(where: { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }):
      arguments.insert("render-anim.yaml", at: 1)
    case "golden" where arguments.count == 2:
      arguments.append("render-anim.yaml")
    default:
      arguments += targetArguments(for: arguments, in: context.package, root: root)
    }
    let process = Process()
    process.executableURL = tool.url
    process.arguments = arguments
    process.currentDirectoryURL = root
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      Diagnostics.error("render-anim \(arguments.first ?? "") exited with status \(process.terminationStatus)")
      throw PluginFailure.exit(process.terminationStatus)
    }
  }

  /// `--with` for the other Swift files of the view's target and `--assets` for its asset catalogs, when a
  /// target SwiftPM knows holds the view; `--with-target` (the folder under Sources/) otherwise.
  func targetArguments(for arguments: [String], in package: Package, root: URL) -> [String] {
    guard let view = arguments.dropFirst().first(where: { $0.hasSuffix(".swift") }) else { return [] }
    let path = URL(fileURLWithPath: view, relativeTo: root).standardizedFileURL.path
    for case let target as SourceModuleTarget in package.targets {
      let files = target.sourceFiles.map { $0.url.standardizedFileURL.path }
      guard files.contains(path) else { continue }
      let helpers = files.filter { $0.hasSuffix(".swift") && $0 != path }.flatMap { ["--with", $0] }
      let catalogs = target.sourceFiles.map(\.url).filter { $0.pathExtension == "xcassets" }.flatMap {
        ["--assets", $0.path]
      }
      return helpers + catalogs
    }
    return ["--with-target"]
  }
}

/// The program's own failure, already printed: its exit status.
enum PluginFailure: Error, CustomStringConvertible {
  case exit(Int32)
  var description: String {
    switch self {
    case .exit(let status): "render-anim exited with status \(status)"
    }
  }
}
