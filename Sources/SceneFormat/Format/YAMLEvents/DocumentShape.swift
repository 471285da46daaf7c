internal import CYaml

/// Bounds on the shape of a YAML document, checked on libyaml's event stream before Yams composes it.
/// YAML aliases make a small file expand to an exponential number of nodes ("billion laughs"), and
/// composing, hashing (Yams checks mapping keys for duplicates) or decoding that tree takes as long;
/// unbounded nesting exhausts the stack of every recursive pass. Here each anchored node's expanded
/// size is known when it ends, an alias adds that size, and the walk stops at the first node past a
/// limit: linear in the file, whatever the aliases do. A syntax error is left for Yams to report.
enum DocumentShape {
  /// The most nodes the document may expand to, aliases counted at every place they stand (100 000
  /// layers with their keys and modifiers stay well below it).
  static let maximumNodes = 4_000_000
  /// The deepest nesting of mappings and sequences (a group nests three levels a step).
  static let maximumDepth = 160

  static func check(_ text: String, file: String) throws(SceneError) {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else { return }
    defer { yaml_parser_delete(&parser) }
    var bytes = Array(text.utf8)
    if bytes.isEmpty { return }
    var anchors: [String: Int] = [:]
    // Open collections: their expanded size so far and their anchor.
    var open: [(size: Int, anchor: String?)] = [(0, nil)]
    try bytes.withUnsafeMutableBufferPointer { (buffer) throws(SceneError) in
      yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
      while true {
        var event = yaml_event_t()
        guard yaml_parser_parse(&parser, &event) == 1 else { return }
        defer { yaml_event_delete(&event) }
        let line = Int(event.start_mark.line) + 1
        let column = Int(event.start_mark.column) + 1
        func fail(_ message: String) -> SceneError {
          SceneError(file: file, line: line, column: column, message: message)
        }
        func add(_ size: Int) throws(SceneError) {
          open[open.count - 1].size += size
          guard open[open.count - 1].size <= maximumNodes, open[0].size <= maximumNodes else {
            throw fail("the scene expands to more than \(maximumNodes) YAML nodes (aliases repeated at many places?)")
          }
        }
        switch event.type {
        case YAML_STREAM_END_EVENT:
          return
        case YAML_SCALAR_EVENT:
          try add(1)
          if let a = event.data.scalar.anchor { anchors[String(cString: a)] = 1 }
        case YAML_ALIAS_EVENT:
          try add(event.data.alias.anchor.flatMap { anchors[String(cString: $0)] } ?? 1)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
          let anchor =
            event.type == YAML_SEQUENCE_START_EVENT ? event.data.sequence_start.anchor : event.data.mapping_start.anchor
          open.append((1, anchor.map { String(cString: $0) }))
          guard open.count - 1 <= maximumDepth else {
            throw fail("the scene nests more than \(maximumDepth) levels deep")
          }
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
          guard open.count > 1 else { return }
          let closed = open.removeLast()
          if let anchor = closed.anchor { anchors[anchor] = closed.size }
          try add(closed.size)
        default:
          break
        }
      }
    }
  }
}
