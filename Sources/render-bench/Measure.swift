import Foundation

/// What one run of a program took: wall time and its peak resident memory.
struct Measurement {
  var seconds: Double
  var peakMB: Double
}

/// Runs `path` with `arguments` (output discarded) and measures it; a failing run stops the benchmark.
func measure(_ path: String, _ arguments: [String]) throws -> Measurement {
  var pid: pid_t = 0
  let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
  defer { for p in argv { free(p) } }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  let start = DispatchTime.now().uptimeNanoseconds
  guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else {
    throw BenchError("cannot start \(path)")
  }
  var status: Int32 = 0
  var usage = rusage()
  while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
  let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  guard status == 0 else { throw BenchError("\(path) \(arguments.joined(separator: " ")) failed (status \(status))") }
  return Measurement(seconds: seconds, peakMB: Double(usage.ru_maxrss) / 1024)
}

struct BenchError: Error, CustomStringConvertible {
  var description: String
  init(_ d: String) { description = d }
}
