// swift-tools-version:6.1
// A package outside tableshell that uses it as a library, as a user's
// would: the README's "Use it from Swift" programs. `scripts/test` builds
// and runs them and compares what they print with Expected/.
import PackageDescription

let package = Package(
    name: "UseFromSwift",
    dependencies: [
        .package(name: "tableshell", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "UseFromSwift",
            dependencies: [
                .product(name: "TableEngine", package: "tableshell"),
                .product(name: "TableRender", package: "tableshell"),
            ]
        ),
        .executableTarget(
            name: "EmbedShell",
            dependencies: [.product(name: "TableScript", package: "tableshell")]
        ),
    ]
)
