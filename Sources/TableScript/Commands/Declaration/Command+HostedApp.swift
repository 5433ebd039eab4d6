import ScriptLanguage

/// What commands do on a user's app (`HostedApp`): those declared
/// `scriptedOnly` script tableshell's own app — its model, its answers,
/// what it implements — and refuse, saying so.
extension Command {
    /// Refuses to run on the user's app `app` (nil: the scripted app runs)
    /// when the command, or the form its words take, scripts tableshell's
    /// own app.
    func requireRuns(onHostedApp app: String?, _ form: Form?, _ node: CommandNode) throws(ScriptError) {
        guard let app, scriptedOnly || form?.scriptedOnly == true else { return }
        let typed = node.words.prefix(form?.prefix.isEmpty == false ? 2 : 1).map(\.text).joined(separator: " ")
        throw Command.scriptedOnlyError(form == nil ? node.words[0].text : typed, app: app, at: node.words[0])
    }

    /// `WHAT scripts tableshell's own app; this session runs your app (APP): …`
    static func scriptedOnlyError(_ what: String, app: String, at token: Token) -> ScriptError {
        ScriptError("'\(what)' scripts tableshell's own app; this session runs your app (\(app)): its own code is its data source and delegate, and its data changes only through it",
                    at: token, notes: ["'help' lists the commands that work on your app"])
    }
}

extension CommandContext {
    /// `new` on a user's app: it launches again. A style or `--diffable`
    /// scripts tableshell's own app.
    func relaunchHostedApp() throws(ScriptError) {
        guard let hosted = hostedAppUnderTest else { return }
        if let word = node.words.dropFirst().first {
            throw Command.scriptedOnlyError("new \(word.text)", app: hosted.app.name, at: word)
        }
        hosted.relaunch()
    }
}
