import ArgumentParser

/// `render-anim`: renders SwiftUI-style animation scenes offline.
@main
struct RenderAnim: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render-anim",
    abstract: "Render SwiftUI-style animations (keyframes, phases, springs) to video and images.",
    version: "0.1.0",
    subcommands: RenderAnim.allSubcommands)
}
