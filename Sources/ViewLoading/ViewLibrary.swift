import Foundation
import RenderAnimSwiftUI

/// A compiled view file, loaded with `dlopen`. The library stays loaded for the life of the process:
/// its types' metadata and its closures are referenced by every view evaluated from it, so unloading
/// it would leave them dangling (the one C object here that is deliberately not freed in `deinit`).
final class ViewLibrary {
  private let handle: UnsafeMutableRawPointer
  /// The root view's maker.
  let root: ViewRoot

  init(_ url: URL) throws(ViewLoadingError) {
    guard let handle = dlopen(url.path, RTLD_NOW | RTLD_LOCAL) else {
      let reason = dlerror().map { String(cString: $0) } ?? "unknown error"
      throw ViewLoadingError(.environment, "cannot load the compiled view \(url.path): \(reason)")
    }
    guard let symbol = dlsym(handle, ViewCompiler.entrySymbol) else {
      throw ViewLoadingError(.environment, "the compiled view \(url.path) has no \(ViewCompiler.entrySymbol)")
    }
    typealias Entry = @convention(c) () -> UnsafeMutableRawPointer
    let entry = unsafeBitCast(symbol, to: Entry.self)
    self.handle = handle
    root = Unmanaged<ViewRoot>.fromOpaque(entry()).takeRetainedValue()
  }
}
