import ArgumentParser
import Foundation
import Render

/// `render-anim`: renders SwiftUI-style animation scenes offline.
struct RenderAnim: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render-anim",
    abstract: "Render SwiftUI-style animations (keyframes, phases, springs) to video and images.",
    version: "0.1.0",
    subcommands: RenderAnim.allSubcommands)
}

/// The entry point: the allocator's thresholds (``MemoryTuning``); fontconfig reads its configuration, and FFmpeg's
/// libraries load, on other threads while the arguments and the scene are parsed (~4 ms and ~30 ms; every command
/// that draws needs the first, every video render the second).
@main
enum Main {
  static func main() {
    MemoryTuning.apply()
    // Whatever ends the process (an error found before FFmpeg finished loading), the loads finish first.
    atexit { StartupWork.wait() }
    FontConfiguration.loadInBackground()
    if ["render", "join"].contains(CommandLine.arguments.dropFirst().first ?? "") { preloadEncoders() }
    RenderAnim.main()
  }
}
