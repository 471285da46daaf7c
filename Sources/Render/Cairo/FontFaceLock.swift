import Foundation

/// The one lock around every Cairo and Pango call that may open, use or close a FreeType face: shaping a
/// layout, measuring it, drawing it, and finishing an SVG file (which embeds the glyphs it drew).
///
/// Cairo's FreeType backend (1.16, Debian 12's; the same code in 1.18) keeps at most ten faces open in the
/// process. Opening an eleventh closes one that it finds unlocked, and it reads "unlocked" without that
/// face's own mutex: a thread that is about to use the face it has just locked can have it closed under
/// it (a null `face->glyph` read in `_cairo_ft_scaled_glyph_init`, the SIGSEGV a text-heavy render with
/// several workers hit, about once in twenty whole test runs). Inter alone is 36 font files, so a render
/// with a few weights and sizes on two workers passes ten. Holding this lock while any such call runs
/// means no two threads are inside Cairo's face table at once (docs/architecture.md, Threads). Only text
/// waits for it; shapes, images, effects and encoding never do.
enum FontFaceLock {
  private static let lock = NSLock()

  /// Runs `body` with the lock held; `body` must not take it again.
  static func run<R>(_ body: () throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}
