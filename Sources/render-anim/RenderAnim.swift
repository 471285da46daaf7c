import ArgumentParser
import Render

/// `render-anim`: renders SwiftUI-style animation scenes offline.
struct RenderAnim: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render-anim",
    abstract: "Render SwiftUI-style animations (keyframes, phases, springs) to video and images.",
    version: "0.1.0",
    subcommands: RenderAnim.allSubcommands)
}

/// The entry point: fontconfig reads its configuration on another thread while the arguments and the
/// scene are parsed (it takes ~4 ms, and every command that draws needs it).
@main
enum Main {
  static func main() {
    FontConfiguration.loadInBackground()
    RenderAnim.main()
  }
}
