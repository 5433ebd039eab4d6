import TableEngine
import ScriptLanguage
import AppHarness

/// One command, run the same way whether it was typed, sourced or read from
/// a walkthrough, in named steps.
extension Shell {
    func execute(_ node: CommandNode, _ source: ScriptSource) {
        guard wordsAreReadable(node, source), mayNest(node, source) else { return }
        control.enterCommand()
        defer { control.leaveCommand() }
        guard let (command, form) = look(up: node, source) else { return }
        let before = Before(self, command)
        startLogAndEcho(command, node)
        perform(command, formAt: form, node, source, before)
        afterwards(command, node, source, before)
    }

    /// What stood before the command ran, for what is said after it.
    private struct Before {
        var errors: Int
        /// A gesture at a terminal: the hint that it sent the delegate
        /// nothing may follow (never in a script's run, where the counts
        /// it compares are not read).
        var mayHint: Bool
        var delegateMessages: Int
        var unimplementedMessages: Int

        init(_ shell: Shell, _ command: Command) {
            errors = shell.diagnostics.errors
            mayHint = shell.options.atTerminal && CommandTable.shared.isGesture(command)
            delegateMessages = mayHint ? shell.log.delegateMessages : 0
            unimplementedMessages = mayHint ? shell.table.unimplementedDelegateMessageCount : 0
        }
    }

    /// Whether the lexer read every word; the first it could not is the
    /// command's error.
    private func wordsAreReadable(_ node: CommandNode, _ source: ScriptSource) -> Bool {
        guard let bad = node.words.first(where: { $0.kind == .invalid }) else { return true }
        report(ScriptError(bad.text, at: bad), source)
        return false
    }

    /// Whether one more command may run inside those running; if not, that
    /// is the command's error.
    private func mayNest(_ node: CommandNode, _ source: ScriptSource) -> Bool {
        guard !control.mayNest else { return true }
        report(ScriptError("commands nest deeper than tableshell allows (\(Limits.commandDepth) commands running inside one another through source, batch and repeat)", at: node.words[0]), source)
        return false
    }

    /// The command and the form its words take (where it is in the
    /// command's `forms`); an exception the command before raised that this
    /// one does not expect is an error first.
    private func look(up node: CommandNode, _ source: ScriptSource) -> (Command, Int)? {
        guard let command = CommandTable.shared.command(named: node.name) else {
            checkUnexpectedException()
            if !control.scriptStopping { reportUnknown(node, source) }
            return nil
        }
        let form: Int
        do throws(ScriptError) {
            // On a user's app, a command that scripts tableshell's own app
            // refuses before its words are read.
            let hostedName = appUnderTest.hostedName
            try command.requireRuns(onHostedApp: hostedName, nil, node)
            form = try command.formIndex(for: node.words.dropFirst(), named: node.words[0])
            if hostedName != nil { try command.requireRuns(onHostedApp: hostedName, command.forms[form], node) }
        } catch {
            checkUnexpectedException()
            if !control.scriptStopping { report(error, source) }
            return nil
        }
        // Only `expect exception` looks at an exception the last command raised.
        if !command.forms[form].takesException {
            checkUnexpectedException()
            if control.scriptStopping { return nil }
        }
        return (command, form)
    }

    /// The log starts the command's calls; with `--echo`, the command is
    /// printed (not as its output: the recording leaves it out).
    private func startLogAndEcho(_ command: Command, _ node: CommandNode) {
        if !command.inspectsPreviousCommand { log.startCommand() }
        if options.echo { output.writeUncaptured("> " + node.words.map(\.text).joined(separator: " ") + "\n") }
    }

    /// Runs the command, then the run loop's layout pass (and, for a gesture
    /// that sent the delegate nothing, the hint); what it throws is
    /// reported as a script error or raised as UIKit's exception. Both run
    /// as one entry into the app (a command that runs others lets each
    /// enter it).
    private func perform(_ command: Command, formAt form: Int, _ node: CommandNode, _ source: ScriptSource, _ before: Before) {
        let context = CommandContext(parts, node, source)
        do {
            // An update that asks every row its height again is refused, as
            // a reload would be, before it starts.
            if (command.forms[form].cost ?? command.cost).asksEveryRow(node, context) { try context.requireUpdateAskingEveryRow() }
            if command.runsCommands { try command.run(node, formAt: form, context) }
            try appUnderTest.enter { [self] in
                if !command.runsCommands { try command.run(node, formAt: form, context) }
                // The run loop turns, unless an update block is open: a
                // layout pass, then the frames of an animated scroll the
                // app started in code (FIDELITY.md S-09). The table is read
                // after the command, which may have made a new one.
                if !blocks.isOpen {
                    let table = self.table
                    try table.layoutIfNeeded()
                    try table.runScrollAnimation()
                }
            }
            hintIfGestureSentNothing(before)
        } catch let error as ScriptError {
            report(error, source)
        } catch let exception as TableViewException where exception == .interrupted {
            // The table stopped because `mustStop` said so; it is as it was.
            control.noteInterrupted()
        } catch let exception as TableViewException {
            if blocks.insideBatch {
                blocks.raisedInBatch = exception
            } else {
                raise(exception, at: node.words[0], source)
            }
        } catch let exception as AppException where exception.exception == .interrupted {
            // Work stopped inside the app's own call to the table (Ctrl-C,
            // the limits): the app's code ended there, the table is as it was.
            control.noteInterrupted()
        } catch let exception as AppException {
            // UIKit raised in the user's app (update blocks and batches
            // script tableshell's own app: none is open).
            diagnostics.raised(exception, by: appUnderTest.hostedName ?? "the app", source, at: node.words[0])
        } catch let error as HostedAppUnavailable {
            report(ScriptError("your app (\(appUnderTest.hostedName ?? "")) cannot be entered again: \(error.reason)", at: node.words[0]), source)
        } catch let error as HostError {
            report(ScriptError(error.message, at: node.words[0]), source)
        } catch {
            report(ScriptError("\(error)", at: node.words[0]), source)
        }
    }

    /// After the command: why work stopped, warnings, the checks, the drawing `autorender` asks for, and the output written out.
    private func afterwards(_ command: Command, _ node: CommandNode, _ source: ScriptSource, _ before: Before) {
        reportStop(at: node.words[0], source)
        reportProblems(source, node)
        checkInvariantsInDebug()
        if options.selfCheck {
            runSelfCheck(after: node, source, failed: diagnostics.errors != before.errors || diagnostics.pendingException != nil)
        }
        if settings.autorender && command.changesScreen && !command.inspectsPreviousCommand {
            // Titles off screen are the app's answers.
            try? appUnderTest.enter { [self] in
                output.write(appUnderTest.renderedScreen(width: options.width, all: false, geometry: false, ascii: options.ascii, color: options.color))
            }
        }
        if options.flushEachCommand && control.commandDepth == 1 { output.flush() }
    }

    /// Once a session, at the prompt: a gesture sent the delegate nothing
    /// because it implements none of what UIKit would have asked.
    private func hintIfGestureSentNothing(_ before: Before) {
        guard before.mayHint, table.unimplementedDelegateMessageCount > before.unimplementedMessages,
              log.delegateMessages == before.delegateMessages else { return }
        guard options.atTerminal, !promptInput.unimplementedHintGiven, control.commandDepth == 1, log.style != .off, !log.showsUnimplemented else { return }
        promptInput.unimplementedHintGiven = true
        let hint = "(no delegate message: the delegate implements none of the methods UIKit would ask here — 'log unimplemented on' shows them, 'implement +all' implements them)"
        output.writeLine(terminalWrapWidth.map { Help.wrap(hint, width: $0, hangingIndent: 1) } ?? hint)
    }

    /// At a terminal, the width messages wrap to: the terminal's.
    var terminalWrapWidth: Int? { host.wrapWidth(atTerminal: options.atTerminal) }

    /// Says why work stopped, at the command that was running, and stops
    /// the script (a session at the prompt goes on).
    func reportStop(at token: Token, _ source: ScriptSource) {
        guard let reason = control.takeStopToReport() else { return }
        let message = control.message(for: reason)
        diagnostics.report(ScriptError(message, at: token), source, interactive: options.interactive, wrapWidth: terminalWrapWidth)
        if reason == .slow { selfCheck.internalError = message }
        if !options.interactive || reason == .timeout || reason == .slow { control.stopScript() }
    }

    private func reportUnknown(_ node: CommandNode, _ source: ScriptSource) {
        report(ScriptError("unknown command '\(node.name)'\(didYouMean(node.name, in: CommandTable.shared.names))", at: node.words[0],
                           notes: ["type 'help' for the list of commands"]), source)
    }

    /// A UIKit exception: every update block closes (the update it was part
    /// of failed), and the exception is printed as the app's console would.
    func raise(_ exception: TableViewException, at token: Token, _ source: ScriptSource) {
        blocks.abandon(table: table, model: appUnderTest.scripted?.model)
        diagnostics.raised(exception, source, at: token)
    }

    /// Warnings from answers that could not be evaluated.
    private func reportProblems(_ source: ScriptSource, _ node: CommandNode) {
        for problem in appUnderTest.takeProblems() {
            diagnostics.warn(problem, source, at: node.words[0])
        }
    }

    /// An exception the previous command raised, that this one does not
    /// expect, is an error.
    func checkUnexpectedException() {
        if let (error, source) = diagnostics.unexpectedException(interactive: options.interactive) { report(error, source) }
    }

    func report(_ error: ScriptError, _ source: ScriptSource) {
        diagnostics.report(error, source, interactive: options.interactive, wrapWidth: terminalWrapWidth)
        if options.bail && !options.interactive { control.stopScript() }
    }

    /// `ShellOptions.selfCheck`: a violation is an internal error that
    /// stops the run.
    private func runSelfCheck(after node: CommandNode, _ source: ScriptSource, failed: Bool) {
        guard let text = selfCheck.check(after: node, failed: failed, took: control.outermostCommandSeconds,
                                         slow: options.slowCommandSeconds, appUnderTest, blocks) else { return }
        report(ScriptError("internal error: after this command, " + text, at: node.words[0]), source)
        control.stopScript()
    }

    private func checkInvariantsInDebug() {
        #if DEBUG
        let problems = invariantViolations()
        precondition(problems.isEmpty, problems.joined(separator: "; "))
        #endif
    }
}
