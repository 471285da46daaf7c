import SceneFormat

/// A layer of a scene file as its views hold it: by reference, made once for the history, with its group's
/// children. A body's inputs compare a reference by identity (docs/swift-views.md, "Bodies run where
/// something changed"), and the document does not change while its history runs, so the same model is the
/// same layer; a ``LayerSpec`` held by value would be read field by field, through every expression and
/// modifier, at each body of each update (a third of `check`'s time on `scenes/bench/bounce-1080.yaml`).
final class LayerModel: Sendable {
  /// The layer as decoded.
  let spec: LayerSpec
  /// A group's children, in the order written; none for other content.
  let children: [LayerModel]

  init(_ spec: LayerSpec) {
    self.spec = spec
    if case .group(let layers) = spec.content { children = layers.map(LayerModel.init) } else { children = [] }
  }
}

/// The scene file as its root view holds it: the document and its layers' models, by reference (as
/// ``LayerModel``).
final class DocumentModel: Sendable {
  /// The scene as decoded.
  let document: SceneDocument
  /// Its top-level layers.
  let layers: [LayerModel]

  init(_ document: SceneDocument) {
    self.document = document
    layers = document.layers.map(LayerModel.init)
  }
}
