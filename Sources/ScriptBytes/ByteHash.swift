/// A cheap hash of a text's bytes: FNV-1a (64 bits), one multiply per byte.
///
/// What it is for: a dictionary keyed by many short names (`apply`'s map
/// from text to row) hashes each name once with this and gives `Hasher`
/// one `Int` (`HashedText`), instead of the text itself, whose hashing
/// through `Hasher` costs several times more per name. It is not keyed: a
/// chosen set of names can collide, which makes such a dictionary slower
/// (equal hashes are compared by text), never wrong.
package enum ByteHash {
    /// FNV-1a of the bytes.
    @inlinable
    package static func fnv1a(_ bytes: Span<UInt8>) -> Int {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV's 64-bit offset basis
        for k in bytes.indices { h = (h ^ UInt64(bytes[k])) &* 0x100_0000_01B3 }  // and prime
        return Int(bitPattern: UInt(h))
    }
}

/// A text and the cheap hash of its bytes, made once: as a dictionary's
/// key it hashes as one `Int`, and compares by text (after the hashes).
package struct HashedText: Hashable, Sendable {
    package let text: String
    package let bytesHash: Int

    @inlinable
    package init(_ text: String) {
        self.text = text
        bytesHash = ByteHash.fnv1a(text.utf8.span)
    }

    @inlinable
    package func hash(into hasher: inout Hasher) { hasher.combine(bytesHash) }

    @inlinable
    package static func == (a: HashedText, b: HashedText) -> Bool {
        a.bytesHash == b.bytesHash && a.text == b.text
    }
}
