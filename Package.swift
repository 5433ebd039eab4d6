// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "tableshell",
    products: [
        .library(name: "TableEngine", targets: ["TableEngine"]),
        .library(name: "TableRender", targets: ["TableRender"]),
        .library(name: "TableScript", targets: ["TableScript"]),
        .library(name: "TableWalkthrough", targets: ["TableWalkthrough"]),
        // UIKit's table API over the engine, for real app code: `import UIKit`.
        .library(name: "UIKit", targets: ["UIKit"]),
        // The shell around a user's UIKit app (`TableShell.main(name:root:)`)
        // and the same driving from Swift Testing (`AppDriver`).
        .library(name: "TableShellApp", targets: ["TableShellApp"]),
        .executable(name: "tableshell", targets: ["tableshell"]),
        // The whole command line (REPL, scripts, `doc`, `test`) behind one
        // entry point: a user's executable runs it around their own app.
        .library(name: "TableShellCLI", targets: ["TableShellCLI"]),
        // Makes `responds(to:)` exact: a target that applies it gets a
        // table of the messages each of its classes implements.
        .plugin(name: "ImplementedMessagesPlugin", targets: ["ImplementedMessagesPlugin"]),
    ],
    traits: [
        .trait(name: "InvariantChecks", description: "Every TableView checks its invariants after each call (O(runs) per call), as the package's own tests do."),
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // Only for ImplementedMessagesTool and its fixture tests: the engine
        // and the shell never build it; a client builds it only when it
        // applies the plugin.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        // Rows kept as runs in a B-tree with summed summaries: the engine's
        // row heights and the script model's items.
        .target(name: "Runs"),
        // The headless UITableView: no I/O, no printing, no shell concepts.
        // Links the math library itself (rounding calls `ceil`, `floor`, …),
        // which Foundation would otherwise bring in on Linux.
        // With the `InvariantChecks` trait every table checks its
        // invariants after each call (`TableView.checksInvariants`).
        .target(
            name: "TableEngine", dependencies: ["Runs"],
            swiftSettings: [.define("TABLEENGINE_INVARIANT_CHECKS", .when(traits: ["InvariantChecks"]))],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // Pure functions from the engine's visible state to text: the
        // drawing and the message log's lines.
        .target(name: "TableRender", dependencies: ["TableEngine", "ScriptBytes"]),
        // A UIKit-named layer over the engine: app code that imports UIKit
        // (its data sources, cell subclasses, diffable data sources, table
        // view controllers) compiles unchanged and runs headless on an app
        // thread the harness owns (Harness/), UIKit's exceptions included.
        .target(name: "UIKit", dependencies: ["TableEngine", "CoreGraphics", "AppHarness", "_Testing_UIKit", "_Testing_CoreGraphics"]),
        // Empty stand-ins for Swift Testing's cross-import overlays, which
        // the Linux toolchain lacks: a test file importing Testing and UIKit
        // (or CoreGraphics) imports them (see their sources).
        .target(name: "_Testing_UIKit"),
        .target(name: "_Testing_CoreGraphics"),
        // Where app code runs: an app thread the harness owns, which stands
        // for the main thread and parks for good when UIKit raises (the
        // exception, its call site, the tables put back). The UIKit layer
        // raises through it; the shell enters a hosted app through it.
        // A UIKit app as the shell's hosted app, its entry point, and the
        // driver tests use.
        .target(name: "TableShellApp", dependencies: ["UIKit", "AppHarness", "TableEngine", "TableRender", "TableScript", "TableShellCLI"]),
        .target(name: "AppHarness", dependencies: ["TableEngine", "CIsolationHook"]),
        // The concurrency runtime's isolation-check hook, by its linked name
        // (found with a static Swift runtime too). AppHarness links it and
        // calls it by name, without importing it (see MainActorCheck).
        .target(name: "CIsolationHook"),
        // Core Graphics' names UIKit code uses (`CGColor`); see its source
        // for why the module must exist wherever UIKit does.
        .target(name: "CoreGraphics"),
        // Byte-level helpers, each beside a plain reference in its tests:
        // eight bytes scanned at once, decimal numbers read, a byte sink.
        .target(name: "ScriptBytes"),
        // The script language: lexer, parser, blocks, expressions, row
        // selections, literals, limits.
        .target(name: "ScriptLanguage", dependencies: ["TableEngine", "ScriptBytes"]),
        // The shell: commands (each declared once), the session and its
        // owners, the scriptable app and its model, the call log.
        // A user's own app (UIKit's harness: its app thread) runs in it too.
        .target(name: "TableScript", dependencies: ["TableEngine", "TableRender", "Runs", "ScriptLanguage", "ScriptBytes", "AppHarness"]),
        // Markdown walkthroughs (`doc --check/--update`) and `tableshell
        // test`'s pure parts: a file run as a test in fresh shells, JUnit.
        .target(name: "TableWalkthrough", dependencies: ["TableScript", "ScriptLanguage"]),
        // libedit's header (Debian's libedit-dev; scripts/install-deps) and
        // a small shim: libedit is loaded with dlopen when the line editor
        // starts, not linked, and its variadic functions are called from C.
        .systemLibrary(name: "CEditLine"),
        .target(
            name: "TableShellCLI",
            dependencies: ["TableScript", "TableWalkthrough", "CEditLine", "CMallocInfo"]
        ),
        // tableshell itself: the command line on its scripted app.
        .executableTarget(name: "tableshell", dependencies: ["TableShellCLI"]),
        // glibc's mallinfo2: the heap in use, for the shell's memory limit
        // and the benchmark's memory figures.
        .systemLibrary(name: "CMallocInfo"),
        .executableTarget(name: "tableshell-bench", dependencies: ["TableEngine", "TableScript", "ScriptLanguage", "CMallocInfo", "UIKit", "AppHarness"]),
        // The grammar-aware fuzzer: scripts from the command table, run by
        // the built binary in child processes and judged from outside.
        .target(name: "TableFuzz", dependencies: ["TableScript", "ScriptLanguage", "TableWalkthrough"]),
        .executableTarget(name: "tableshell-fuzz", dependencies: ["TableFuzz", "AppFuzz"]),
        // The same idea for app code: random misbehaving UIKit apps driven
        // through the layer by random gestures, judged after every entry.
        .target(
            name: "AppFuzz",
            dependencies: ["UIKit", "AppHarness", "TableEngine", "TableRender", "TableShellApp"],
            plugins: ["ImplementedMessagesPlugin"]
        ),
        // The build-tool plugin that writes, for a target that applies it,
        // what each class implements of the table's messages (read with
        // swift-syntax from all its sources; the messages' Swift names from
        // TableEngine's declarations), its tool, and the tool's logic.
        .plugin(name: "ImplementedMessagesPlugin", capability: .buildTool(), dependencies: ["ImplementedMessagesTool"]),
        .executableTarget(name: "ImplementedMessagesTool", dependencies: ["ImplementedMessagesGenerator"]),
        .target(
            name: "ImplementedMessagesGenerator",
            dependencies: ["TableEngine", .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax")]
        ),
        // Fixtures and harnesses shared by the test targets: small apps
        // (TestApp, InteractionApp, FixtureApp, …), UIKit's rules as plain
        // replays, the shell's harness and hosts, a pseudo-terminal.
        .target(
            name: "TestSupport",
            dependencies: ["TableEngine", "TableRender", "TableScript", "TableWalkthrough", "AppHarness"],
            path: "Tests/TestSupport"
        ),
        // A test target per module.
        .testTarget(name: "RunsTests", dependencies: ["Runs", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "TableEngineTests", dependencies: ["TableEngine", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "TableRenderTests", dependencies: ["TableEngine", "TableRender", "TestSupport"], exclude: ["Golden"]),
        .testTarget(name: "ScriptBytesTests", dependencies: ["ScriptBytes", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "ScriptLanguageTests", dependencies: ["ScriptLanguage", "TableEngine", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "TableWalkthroughTests", dependencies: ["TableWalkthrough", "TableScript", "ScriptLanguage", "TableFuzz", "TestSupport"]),
        .testTarget(name: "TableScriptTests", dependencies: ["TableScript", "ScriptLanguage", "ScriptBytes", "TableWalkthrough", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")], exclude: ["Golden"]),
        // Classes the plugin describes (both roles in one class, extensions
        // in other files, subclasses, generic classes, a diffable data
        // source subclass), and the tool's reports.
        .testTarget(
            name: "ImplementedMessagesTests",
            dependencies: ["TableEngine", "ImplementedMessagesGenerator"],
            plugins: ["ImplementedMessagesPlugin"]
        ),
        // App-like code on the UIKit layer (the plugin states what it
        // implements), the harness's exceptions and the layer's log.
        .testTarget(
            name: "UIKitTests",
            dependencies: ["UIKit", "AppHarness", "TableEngine", "TableRender", "AppFuzz", .product(name: "PropertyBased", package: "swift-property-based")],
            plugins: ["ImplementedMessagesPlugin"]
        ),
        // A user's executable made tableshell around their app (TestSupport's
        // FruitList), for the command line's tests.
        .executableTarget(name: "tableshell-hosted-fixture", dependencies: ["TableShellCLI", "TestSupport"], path: "Tests/HostedFixture"),
        // The command line, the benchmark's growth rule (pure logic), the fuzzer.
        .testTarget(name: "tableshellTests", dependencies: ["tableshell", "TableShellCLI", "tableshell-hosted-fixture", "tableshell-bench", "TableFuzz", "TestSupport"]),
    ]
)
