/// A set of messages a class implements: what ``TableMessageReceiver``'s
/// default `responds(to:)` answers from.
///
/// A value type of a few machine words (one bit per ``MessageSelector``):
/// `contains` is O(1) and allocates nothing, as it runs before every
/// optional message the table sends.
public struct ImplementedMessages: Hashable, Sendable, Sequence, ExpressibleByArrayLiteral {
    /// One bit per selector, by `rawValue`: room for 256 (a test checks
    /// that every ``MessageSelector`` fits).
    private var words = SIMD4<UInt64>()

    /// An empty set.
    public init() {}

    /// The set of `selectors`.
    public init(_ selectors: some Sequence<MessageSelector>) {
        for selector in selectors { insert(selector) }
    }

    /// The set of the listed selectors.
    public init(arrayLiteral selectors: MessageSelector...) {
        self.init(selectors)
    }

    /// What the generated table of `object`'s dynamic class says it
    /// implements (``ImplementedMessagesProviding``), inherited methods
    /// included; empty when its class has no table.
    ///
    /// A hand-written `responds(to:)` of a class that other modules subclass
    /// unites its own messages with this, so that the subclasses' generated
    /// tables count. It costs a dynamic cast (a few hundred instructions):
    /// a class that asks it for every message keeps it in a stored property,
    /// as an object's class never changes.
    public init(of object: AnyObject) {
        self = (type(of: object) as? any ImplementedMessagesProviding.Type)?.implementedMessages ?? []
    }

    /// Whether `selector` is in the set.
    public func contains(_ selector: MessageSelector) -> Bool {
        words[selector.rawValue >> 6] & (1 << UInt64(selector.rawValue & 63)) != 0
    }

    /// Adds `selector` to the set.
    public mutating func insert(_ selector: MessageSelector) {
        words[selector.rawValue >> 6] |= 1 << UInt64(selector.rawValue & 63)
    }

    /// The selectors in either set.
    public func union(_ other: ImplementedMessages) -> ImplementedMessages {
        var result = self
        result.words |= other.words
        return result
    }

    /// Whether the set is empty.
    public var isEmpty: Bool { words == SIMD4() }

    /// The selectors in the set, in declaration order.
    public func makeIterator() -> some IteratorProtocol<MessageSelector> {
        MessageSelector.allCases.lazy.filter(contains).makeIterator()
    }
}

/// A class whose implemented messages a table states, per dynamic class:
/// what ``TableMessageReceiver``'s default `responds(to:)` reads.
///
/// `ImplementedMessagesPlugin` writes these conformances: one per class
/// that has no superclass in its module (a subclass inherits it: an
/// extension cannot override), whose witness receives the dynamic class as
/// `self` and answers for the most derived class it knows, generic classes
/// included. It can also be written by hand, instead of `responds(to:)`.
public protocol ImplementedMessagesProviding: AnyObject {
    /// The messages instances of `self` — the dynamic class, a subclass
    /// when the object is one — implement, inherited methods included.
    nonisolated static var implementedMessages: ImplementedMessages { get }
}
