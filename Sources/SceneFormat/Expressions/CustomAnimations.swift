import Foundation
import Keyframes
import Synchronization

/// Animations defined in Swift by a program that embeds the library, which scenes can name like
/// SwiftUI's own (`withAnimation: .wobble`, `animation: ".wobble.delay(0.2)"`).
///
/// Register before loading the scene; a registered name shadows nothing built in (`.bouncy` stays
/// SwiftUI's).
/// ```swift
/// struct Wobble: CustomAnimation { … }
/// CustomAnimations.register("wobble", Animation(Wobble()))
/// let scene = try SceneLowering.load(contentsOf: url, measurer: EstimatedTextMeasurer())  // `withAnimation: .wobble`
/// ```
public enum CustomAnimations {
  private static let table = Mutex<[String: Animation]>([:])

  /// Makes `.name` an animation in every scene loaded afterwards. Replaces an earlier registration of the
  /// same name. Names of SwiftUI's own animations (`default`, `bouncy`, …) are refused.
  /// - Returns: `false` if `name` is a built-in animation's name or not an identifier.
  @discardableResult
  public static func register(_ name: String, _ animation: Animation) -> Bool {
    guard Builtins.animationProperties[name] == nil, AnimationBuiltins.functions[name] == nil,
      let first = name.unicodeScalars.first, CharacterSet.letters.contains(first) || first == "_",
      name.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || $0 == "_" })
    else { return false }
    table.withLock { $0[name] = animation }
    return true
  }

  /// Removes a registration.
  public static func unregister(_ name: String) {
    _ = table.withLock { $0.removeValue(forKey: name) }
  }

  /// The animation registered as `name`.
  public static func named(_ name: String) -> Animation? { table.withLock { $0[name] } }

  /// Every registered name, for did-you-mean.
  public static var names: [String] { table.withLock { Array($0.keys) } }
}
