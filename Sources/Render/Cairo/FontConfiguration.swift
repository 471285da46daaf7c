internal import CCairo
import Foundation

/// fontconfig's configuration (its files and font caches), which Pango loads on first use.
public enum FontConfiguration {
  /// Starts loading the configuration on a background thread, so that it overlaps other start-up work.
  /// Harmless to call more than once or not at all: `FcInit` is idempotent and thread-safe, and Pango
  /// loads the configuration itself when it is not ready.
  public static func loadInBackground() {
    let thread = Thread { _ = FcInit() }
    thread.stackSize = 1 << 20
    thread.start()
  }
}
