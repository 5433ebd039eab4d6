extension String {
    /// The string's UTF-8 read in place: for a small string (up to 15
    /// bytes, as most words are) half the cost of `withUTF8`, which needs a
    /// `var` copy of the string to call. `apply` reads a hundred thousand
    /// words this way.
    @inline(__always)
    func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return copy.withUTF8(body)
    }
}
