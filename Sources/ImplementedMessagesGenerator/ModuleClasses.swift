import TableEngine

/// The classes of one module, each with the messages it implements, and
/// the trees they form by inheritance inside the module.
package struct ModuleClasses {
    /// A class with everything its declaration and extensions say.
    struct Node {
        var facts: SourceScan.ClassFacts
        /// Its methods, from its body and every extension of it.
        var methods: [String: SourcePosition]
        /// What its declaration and extensions say it conforms to or inherits.
        var inherited: [String]
        /// Whether it writes `responds(to:)` itself (body or extension).
        var writesResponds: Bool
        /// Its superclass, when that is a class of this module.
        var superclass: Int?
        /// Its direct subclasses in this module.
        var subclasses: [Int] = []
        /// The messages its own methods implement.
        var own = ImplementedMessages()
        /// Whether it is a known message receiver: it conforms to a receiver
        /// protocol, or inherits from a class that does.
        var isReceiver = false
        /// The roles (data source, delegate, …) it conforms to itself.
        var roles: Set<MessageSelector.Receiver> = []
        /// The roles its superclasses conform to, each with the nearest
        /// one that does.
        var inheritedRoles: [MessageSelector.Receiver: String] = [:]
    }

    /// A class whose table the tool writes: a root (a conformance to
    /// `ImplementedMessagesProviding`) or one of its subclasses (a marker).
    struct Table {
        var node: Int
        /// Its messages, inherited ones included.
        var messages: ImplementedMessages
        /// How many classes are between it and its root.
        var depth: Int
    }

    private(set) var nodes: [Node] = []
    /// Each tree to write, by its root: the root first, then the subclasses
    /// whose messages differ from their superclass's, the deepest first.
    private(set) var trees: [[Table]] = []
    /// What the tool cannot write, each with where and why.
    package private(set) var problems: [String] = []

    package init(scans: [SourceScan], vocabulary: ReceiverVocabulary) {
        collectClasses(scans)
        let receiverProtocols = vocabulary.protocols(refinedBy: scans.flatMap(\.protocols))
        for i in nodes.indices where nodes[i].superclass == nil {
            var inherited: [MessageSelector.Receiver: String] = [:]
            if let first = nodes[i].inherited.first, let roles = vocabulary.baseClasses[lastComponent(first)] {
                for role in roles { inherited[role] = first }
            }
            markReceivers(from: i, inherited: inherited, inheritsReceiver: !inherited.isEmpty, protocols: receiverProtocols)
        }
        for i in nodes.indices where isRoot(i) { plan(root: i) }
        checkHandWrittenResponds()
    }

    // MARK: Reading the scans

    private mutating func collectClasses(_ scans: [SourceScan]) {
        var byName: [String: [Int]] = [:]
        for scan in scans {
            for facts in scan.classes {
                byName[facts.name, default: []].append(nodes.count)
                nodes.append(Node(facts: facts, methods: facts.methods, inherited: facts.inherited, writesResponds: facts.writesResponds))
            }
        }
        /// The class a name means from a file: one declared in that file
        /// first (it may be private), then one any file can name.
        func find(_ name: String, from file: String) -> Int? {
            guard let candidates = byName[name] else { return nil }
            return candidates.first { nodes[$0].facts.position.file == file }
                ?? candidates.first { !nodes[$0].facts.isHidden }
        }
        for scan in scans {
            for e in scan.extensions {
                let components = e.extendedName.split(separator: ".")
                // `extension Module.Type` names the module first.
                guard let i = find(e.extendedName, from: e.file)
                    ?? (components.count > 1 ? find(components.dropFirst().joined(separator: "."), from: e.file) : nil)
                else { continue }
                nodes[i].methods.merge(e.methods) { first, _ in first }
                nodes[i].inherited += e.inherited
                nodes[i].writesResponds = nodes[i].writesResponds || e.writesResponds
            }
        }
        for i in nodes.indices {
            let facts = nodes[i].facts
            if let first = facts.inherited.first {
                // A name is looked up in the scopes the class is nested in, innermost first.
                let scopes = (0...facts.scope.count).reversed().map { facts.scope.prefix($0).joined(separator: ".") }
                for scope in scopes where nodes[i].superclass == nil {
                    nodes[i].superclass = find(scope.isEmpty ? first : "\(scope).\(first)", from: facts.position.file)
                }
            }
            if let s = nodes[i].superclass { nodes[s].subclasses.append(i) }
            nodes[i].own = ImplementedMessages(nodes[i].methods.keys.flatMap { MessageNames.selectors(named: $0) })
        }
    }

    private mutating func markReceivers(from i: Int, inherited: [MessageSelector.Receiver: String], inheritsReceiver: Bool,
                                        protocols: [String: Set<MessageSelector.Receiver>]) {
        let conformances = nodes[i].inherited.compactMap { protocols[lastComponent($0)] }
        nodes[i].roles = conformances.reduce([]) { $0.union($1) }
        nodes[i].inheritedRoles = inherited
        nodes[i].isReceiver = inheritsReceiver || !conformances.isEmpty
        var passed = inherited
        for role in nodes[i].roles where passed[role] == nil { passed[role] = nodes[i].facts.name }
        for s in nodes[i].subclasses {
            markReceivers(from: s, inherited: passed, inheritsReceiver: nodes[i].isReceiver, protocols: protocols)
        }
        checkMethodsAreWitnesses(i)
    }

    /// A protocol method a class adds (no `override`) to a conformance its
    /// superclass made is never called: Swift bound the superclass's
    /// conformance to the protocol's default, and a subclass cannot change
    /// that. The table would say it is implemented while the engine's call
    /// reached the default, so it is refused.
    private mutating func checkMethodsAreWitnesses(_ i: Int) {
        let node = nodes[i]
        for (name, position) in node.methods.sorted(by: { $0.key < $1.key }) where !node.facts.overrides.contains(name) {
            for role in Set(MessageNames.selectors(named: name).map(\.receiver)) {
                guard let ancestor = node.inheritedRoles[role] else { continue }
                problems.append("\(position): error: \(node.facts.name) adds \(name) to the \(role) conformance of its "
                    + "superclass \(ancestor), which does not have it: Swift calls the protocol's default instead, never this "
                    + "method. Declare it in \(ancestor) and override it here")
            }
        }
    }

    // MARK: Planning the tables

    /// A class that starts a tree: no superclass in the module, or one that
    /// writes `responds(to:)` itself (whose answer then stands for what it
    /// and its superclasses implement). A class that writes its own is in
    /// no tree.
    private func isRoot(_ i: Int) -> Bool {
        guard !nodes[i].writesResponds else { return false }
        guard let s = nodes[i].superclass else { return true }
        return nodes[s].writesResponds
    }

    private mutating func plan(root: Int) {
        var tables: [Table] = [Table(node: root, messages: nodes[root].own, depth: 0)]
        var any = !nodes[root].own.isEmpty
        func visit(_ i: Int, inherited: ImplementedMessages, depth: Int) {
            for s in nodes[i].subclasses where !nodes[s].writesResponds {
                let messages = inherited.union(nodes[s].own)
                if messages != inherited { tables.append(Table(node: s, messages: messages, depth: depth + 1)); any = true }
                visit(s, inherited: messages, depth: depth + 1)
            }
        }
        visit(root, inherited: nodes[root].own, depth: 0)
        // A receiver without messages gets its (empty) table too: the
        // default answers from it without a dynamic cast.
        guard any || nodes[root].isReceiver else { return }
        var writable: [Table] = []
        for table in tables {
            let node = nodes[table.node]
            guard node.facts.isHidden else { writable.append(table); continue }
            if node.isReceiver && !table.messages.isEmpty {
                problems.append("\(node.facts.position): error: \(node.facts.name) implements table messages "
                    + "(\(table.messages.map(\.swiftName).joined(separator: ", "))) but is private, fileprivate or local: "
                    + "ImplementedMessagesPlugin cannot name it to say so. Make it internal, or write responds(to:) in it")
            }
            if table.node == root { return }
        }
        trees.append([writable[0]] + writable.dropFirst().sorted { $0.depth > $1.depth })
    }

    /// A subclass's own `responds(to:)` is never the engine's: the witness
    /// stays its superclass's (the default), unless that one writes its own
    /// and the subclass overrides it.
    private mutating func checkHandWrittenResponds() {
        for i in nodes.indices where nodes[i].writesResponds {
            var s = nodes[i].superclass
            while let ancestor = s, !nodes[ancestor].writesResponds {
                if nodes[ancestor].isReceiver {
                    let node = nodes[i]
                    problems.append("\(node.facts.position): error: \(node.facts.name) writes responds(to:), but its superclass "
                        + "\(nodes[ancestor].facts.name) answers it with the default, so the engine never calls \(node.facts.name)'s. "
                        + "Remove it (the generated table counts \(node.facts.name)'s methods), or write responds(to:) in "
                        + "\(nodes[ancestor].facts.name) and override it")
                    break
                }
                s = nodes[ancestor].superclass
            }
        }
    }
}
