import ArgumentParser

extension RenderAnim {
  /// Every subcommand, in the order `--help` lists them.
  static var allSubcommands: [ParsableCommand.Type] {
    [
      Render.self, Frame.self, Preview.self, Sample.self, Check.self, Plot.self, Sheet.self, Golden.self, Docs.self,
      Plan.self, Join.self,
    ]
  }
}
