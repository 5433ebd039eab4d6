import SwiftParser
import SwiftSyntax

/// What one source file declares that the tool needs: its classes, its
/// extensions and its protocols, each with the names of the instance
/// methods it declares itself.
package struct SourceScan {
    /// A class declaration.
    struct ClassFacts {
        /// Its name qualified by the types it is nested in: `Outer.Inner`.
        var name: String
        /// The names of the types it is nested in, outermost first.
        var scope: [String]
        /// The types its inheritance clause names, generic arguments left out.
        var inherited: [String]
        /// The instance methods it declares: Swift name → where.
        var methods: [String: SourcePosition]
        /// Those of its methods that override its superclass's.
        var overrides: Set<String> = []
        /// Whether it declares `responds(to:)` itself.
        var writesResponds: Bool
        /// Whether code outside its file cannot name it: it, or a type it
        /// is nested in, is `private` or `fileprivate`, or it is declared
        /// inside a function.
        var isHidden: Bool
        /// Whether naming its type needs generic arguments: it, or a type it
        /// is nested in, has generic parameters (or is an extension's, whose
        /// parameters the tool cannot see).
        var isGeneric: Bool
        var position: SourcePosition
    }

    /// An extension of a type.
    struct ExtensionFacts {
        /// The extended type as written, generic arguments left out.
        var extendedName: String
        /// The file it is in.
        var file: String
        var inherited: [String]
        var methods: [String: SourcePosition]
        var writesResponds: Bool
    }

    /// A protocol declaration: what it refines.
    struct ProtocolFacts {
        var name: String
        var inherited: [String]
    }

    var classes: [ClassFacts] = []
    var extensions: [ExtensionFacts] = []
    var protocols: [ProtocolFacts] = []

    /// Scans the text of the file at `path`.
    package init(path: String, text: String) {
        let tree = Parser.parse(source: text)
        let visitor = Visitor(file: path, converter: SourceLocationConverter(fileName: path, tree: tree))
        visitor.walk(tree)
        classes = visitor.classes
        extensions = visitor.extensions
        protocols = visitor.protocols
    }
}

/// A place in a source file, printed as `FILE:LINE:COL`.
struct SourcePosition: CustomStringConvertible {
    var file: String
    var line: Int
    var column: Int
    var description: String { "\(file):\(line):\(column)" }
    /// The file's name without its folders.
    var fileName: String { String(file.split(separator: "/").last ?? Substring(file)) }
}

/// Walks a file, keeping the stack of declarations it is inside.
private final class Visitor: SyntaxVisitor {
    let converter: SourceLocationConverter
    let file: String
    var classes: [SourceScan.ClassFacts] = []
    var extensions: [SourceScan.ExtensionFacts] = []
    var protocols: [SourceScan.ProtocolFacts] = []

    /// What a declaration inside another one belongs to.
    private enum Context {
        /// A class: its index in `classes`.
        case classBody(Int)
        /// An extension: its index in `extensions`.
        case extensionBody(Int)
        /// Another named type (struct, enum, actor, protocol): its name.
        case otherType(String, isHidden: Bool, isGeneric: Bool)
        /// A function's, closure's or accessor's body.
        case code
    }
    private var stack: [Context] = []

    init(file: String, converter: SourceLocationConverter) {
        self.file = file
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private func position(_ node: some SyntaxProtocol) -> SourcePosition {
        let location = node.startLocation(converter: converter)
        return SourcePosition(file: location.file, line: location.line, column: location.column)
    }

    /// The names of the enclosing types, and whether any of them is hidden
    /// (private, fileprivate, or inside code).
    private var enclosing: (names: [String], isHidden: Bool, isGeneric: Bool) {
        var names: [String] = []
        var hidden = false
        var generic = false
        for context in stack {
            switch context {
            case .classBody(let i):
                names = classes[i].scope + [Self.lastComponent(classes[i].name)]
                hidden = hidden || classes[i].isHidden
                generic = generic || classes[i].isGeneric
            case .extensionBody(let i):
                names = extensions[i].extendedName.split(separator: ".").map(String.init)
                generic = true
            case .otherType(let name, let isHidden, let isGeneric):
                names.append(name)
                hidden = hidden || isHidden
                generic = generic || isGeneric
            case .code: hidden = true
            }
        }
        return (names, hidden, generic)
    }

    private static func lastComponent(_ name: String) -> String {
        String(name.split(separator: ".").last ?? Substring(name))
    }

    private static func isHidden(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let (names, hidden, generic) = enclosing
        let simple = node.name.text.trimmingBackticks
        classes.append(.init(
            name: (names + [simple]).joined(separator: "."), scope: names,
            inherited: TypeNames.inherited(node.inheritanceClause), methods: [:], writesResponds: false,
            isHidden: hidden || Self.isHidden(node.modifiers), isGeneric: generic || node.genericParameterClause != nil,
            position: position(node.name)))
        stack.append(.classBody(classes.count - 1))
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { stack.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        extensions.append(.init(
            extendedName: TypeNames.name(of: node.extendedType) ?? "", file: file, inherited: TypeNames.inherited(node.inheritanceClause),
            methods: [:], writesResponds: false))
        stack.append(.extensionBody(extensions.count - 1))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { stack.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        if !stack.contains(where: { if case .code = $0 { true } else { false } }) {
            protocols.append(.init(name: node.name.text.trimmingBackticks, inherited: TypeNames.inherited(node.inheritanceClause)))
        }
        stack.append(.otherType(node.name.text.trimmingBackticks, isHidden: Self.isHidden(node.modifiers), isGeneric: false))
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { stack.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        stack.append(.otherType(node.name.text.trimmingBackticks, isHidden: Self.isHidden(node.modifiers), isGeneric: node.genericParameterClause != nil))
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { stack.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        stack.append(.otherType(node.name.text.trimmingBackticks, isHidden: Self.isHidden(node.modifiers), isGeneric: node.genericParameterClause != nil))
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { stack.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        stack.append(.otherType(node.name.text.trimmingBackticks, isHidden: Self.isHidden(node.modifiers), isGeneric: node.genericParameterClause != nil))
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { stack.removeLast() }

    // MARK: Methods and code

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let isTypeMethod = node.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
        if !isTypeMethod, let owner = stack.last {
            let name = TypeNames.swiftName(of: node)
            let at = position(node.name)
            switch owner {
            case .classBody(let i):
                classes[i].methods[name] = classes[i].methods[name] ?? at
                if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) { classes[i].overrides.insert(name) }
                if name == "responds(to:)" { classes[i].writesResponds = true }
            case .extensionBody(let i):
                extensions[i].methods[name] = extensions[i].methods[name] ?? at
                if name == "responds(to:)" { extensions[i].writesResponds = true }
            case .otherType, .code: break
            }
        }
        stack.append(.code)
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { stack.removeLast() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { stack.append(.code); return .visitChildren }
    override func visitPost(_ node: InitializerDeclSyntax) { stack.removeLast() }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { stack.append(.code); return .visitChildren }
    override func visitPost(_ node: DeinitializerDeclSyntax) { stack.removeLast() }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { stack.append(.code); return .visitChildren }
    override func visitPost(_ node: AccessorBlockSyntax) { stack.removeLast() }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { stack.append(.code); return .visitChildren }
    override func visitPost(_ node: ClosureExprSyntax) { stack.removeLast() }
}

/// Names read from types and functions as the tool compares them.
enum TypeNames {
    /// A type's name without generic arguments: `Outer.Inner` for
    /// `Outer<Int>.Inner`; nil for a type that is not a plain name.
    static func name(of type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return identifier.name.text.trimmingBackticks
        }
        if let member = type.as(MemberTypeSyntax.self) {
            return name(of: member.baseType).map { "\($0).\(member.name.text.trimmingBackticks)" }
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return name(of: attributed.baseType)
        }
        return nil
    }

    /// The names an inheritance clause lists, in order.
    static func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.compactMap { name(of: $0.type) } ?? []
    }

    /// A function's Swift name: `tableView(_:heightForRowAt:)`.
    static func swiftName(of function: FunctionDeclSyntax) -> String {
        let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text.trimmingBackticks):" }
        return "\(function.name.text.trimmingBackticks)(\(labels.joined()))"
    }
}

extension String {
    /// The name without the backticks that let a keyword be one.
    var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
