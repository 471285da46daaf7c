import Foundation

/// Work a program starts on background threads at start-up (fontconfig's configuration, FFmpeg's
/// libraries), which it must let finish before it exits: a process that exits while another thread is
/// inside `dlopen` runs the loaded libraries' destructors and constructors against each other (an abort in
/// libgomp's initialiser was seen when a bad scene's error ended `render` within FFmpeg's ~30 ms load).
public enum StartupWork {
  private static let group = DispatchGroup()

  /// Runs `work` on a thread of its own with a stack of `stackSize` bytes, counted until it returns.
  static func start(stackSize: Int = 1 << 20, _ work: @escaping @Sendable () -> Void) {
    group.enter()
    let thread = Thread {
      work()
      group.leave()
    }
    thread.stackSize = stackSize
    thread.start()
  }

  /// Waits until the work started in the background is done (a program calls it before it exits, from
  /// an `atexit` handler; a library never exits).
  public static func wait() { group.wait() }
}
