import Foundation

/// The key of a cached result (a compiled view, a rendered documentation video): FNV-1a over the parts,
/// each followed by 0xFF, 64 bits, hexadecimal. A change detector, not a security hash.
package enum CacheKey {
  /// The key of `parts`.
  package static func of(_ parts: [Data]) -> String {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for part in parts {
      for b in part { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
      h = (h ^ 0xff) &* 0x100_0000_01b3
    }
    return String(h, radix: 16)
  }
}
