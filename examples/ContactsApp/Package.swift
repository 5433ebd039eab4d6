// swift-tools-version:6.1
import PackageDescription

// An app's table code, written as for iOS, run headless on tableshell's
// UIKit layer: the shell around it (ContactsShell) and tests that drive it.
let package = Package(
    name: "ContactsApp",
    dependencies: [
        .package(name: "tableshell", path: "../.."),
    ],
    targets: [
        // The app's own code: `import UIKit`, nothing else.
        .target(
            name: "ContactsApp",
            dependencies: [.product(name: "UIKit", package: "tableshell")],
            plugins: [.plugin(name: "ImplementedMessagesPlugin", package: "tableshell")]
        ),
        // `ContactsShell` is tableshell around the app: REPL, scripts, `doc`, `test`.
        .executableTarget(
            name: "ContactsShell",
            dependencies: ["ContactsApp", .product(name: "TableShellApp", package: "tableshell")]
        ),
        .testTarget(
            name: "ContactsAppTests",
            dependencies: ["ContactsApp", .product(name: "TableShellApp", package: "tableshell")]
        ),
    ]
)
