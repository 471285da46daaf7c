import ArgumentParser

extension RenderAnim {
  /// Every subcommand, in the order `--help` lists them.
  static var allSubcommands: [ParsableCommand.Type] {
    [Sample.self, Check.self]
  }
}
