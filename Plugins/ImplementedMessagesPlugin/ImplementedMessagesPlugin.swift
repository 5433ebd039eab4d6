import Foundation
import PackagePlugin

/// Gives each class of a target a generated table of the table messages
/// it implements (TableEngine's `ImplementedMessagesProviding`), read from
/// all the target's Swift sources, so that `responds(to:)` is exact
/// without a hand-written list. Apply it to a target:
/// `plugins: [.plugin(name: "ImplementedMessagesPlugin", package: "tableshell")]`.
@main
struct ImplementedMessagesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        let output = context.pluginWorkDirectoryURL.appending(path: "ImplementedMessages.swift")
        return [
            .buildCommand(
                displayName: "Listing the table messages \(target.name)'s classes implement",
                executable: try context.tool(named: "ImplementedMessagesTool").url,
                arguments: [output.path] + sources.map(\.path),
                inputFiles: sources,
                outputFiles: [output]
            ),
        ]
    }
}
