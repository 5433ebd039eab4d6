@preconcurrency import CEditLine
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TableScript

/// The interactive session: libedit reads lines from the terminal and feeds
/// them to the shell, with persistent history, Tab completion from the
/// shell, Ctrl-C to cancel the line being typed and Ctrl-D to leave.
///
/// Only for a terminal on standard input: libedit reads a pipe one byte per
/// `read(2)`, so batch input never comes here. libedit is loaded here, when
/// the session starts (`loadLibrary`), not linked: a script run never loads it.
final class LineEditor {
    private let shell: Shell
    private let output: Output
    private let editLine: OpaquePointer
    private let history: OpaquePointer
    private let historyFile: String?

    init(shell: Shell, output: Output) {
        // Swift starts in the C locale, where libedit drops every byte that
        // is not ASCII. Scripts are UTF-8 whatever the locale says.
        setlocale(LC_ALL, "")
        if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" {
            setlocale(LC_CTYPE, "C.UTF-8")
        }

        self.shell = shell
        self.output = output
        editorShell = shell
        editorOutput = output

        history = libedit.history_init!()!
        var event = HistEvent()
        tsh_history_setsize(&libedit, history, &event, 1000)
        tsh_history_setunique(&libedit, history, &event, 1)
        historyFile = Self.historyFilePath()
        if let historyFile {
            tsh_history_load(&libedit, history, &event, historyFile)
        }

        editLine = libedit.el_init!(CommandLine.arguments.first ?? "tableshell", stdin, stdout, stderr)!
        tsh_el_set_editor(&libedit, editLine, "emacs")
        tsh_el_set_history(&libedit, editLine, history)
        tsh_el_set_prompt(&libedit, editLine) { _ in currentPrompt }
        tsh_el_add_function(&libedit, editLine, "tableshell-complete", "Complete the word before the cursor", complete)
        tsh_el_bind(&libedit, editLine, "^I", "tableshell-complete")
        tsh_el_add_function(&libedit, editLine, "tableshell-search-history", "Search the history for a line", searchHistory)
        tsh_el_bind(&libedit, editLine, "^R", "tableshell-search-history")
        _ = libedit.el_source!(editLine, nil)  // ~/.editrc: the user's own bindings win

        Self.watchWindowSize()
        shell.historyFile = historyFile
        shell.historyLines = { [history] in
            var lines: [String] = []
            var event = HistEvent()
            var status = tsh_history_last(&libedit, history, &event)
            while status != -1, let text = event.str {
                lines.append(String(cString: text))
                status = tsh_history_prev(&libedit, history, &event)
            }
            return lines
        }
    }

    deinit {
        shell.historyLines = nil
        libedit.el_end!(editLine)
        libedit.history_end!(history)
        editorShell = nil
        editorOutput = nil
    }

    /// Loads libedit, once: nil when it is there, else why not.
    static func loadLibrary() -> String? {
        if libedit.el_init != nil { return nil }
        guard tsh_libedit_load(Platform.libeditFile, &libedit) == 0 else {
            libedit = tsh_libedit()
            let reason = dlerror().map { String(cString: $0) } ?? Platform.libeditFile
            return "the line editor needs libedit (\(reason))"
        }
        return nil
    }

    /// Reads and runs lines until end of input or `quit`.
    func run() {
        var continuing = false
        var warnedOfOpenBlock = false
        while !shell.quitRequested {
            shell.flush()
            output.flush()
            // A Ctrl-C belongs to what was running when it was pressed.
            Interrupts.clear()
            if windowResized {
                windowResized = false
                libedit.el_resize!(editLine)
            }
            if continuing {
                currentPrompt = continuationPrompt
            } else {
                // Made anew when the state in it changes; freed only then,
                // between two reads, when libedit holds no pointer to it.
                let prompt = shell.prompt
                if prompt != primaryPromptText {
                    free(primaryPrompt)
                    primaryPrompt = strdup(prompt)!
                    primaryPromptText = prompt
                }
                currentPrompt = primaryPrompt
            }

            var count: Int32 = 0
            guard let bytes = libedit.el_gets!(editLine, &count) else {
                if count < 0 && errno == EINTR {
                    // Ctrl-C at the prompt: drop the line and any unfinished command.
                    libedit.el_reset!(editLine)
                    shell.discardPendingInput()
                    continuing = false
                    output.write("\n")
                    continue
                }
                output.write("\n")  // Ctrl-D: libedit left the cursor after "^D"
                // Inside an open begin block, the first Ctrl-D only warns.
                if shell.openUpdateBlocks > 0 && !warnedOfOpenBlock {
                    warnedOfOpenBlock = true
                    output.write("an update block is open: 'end' applies it, 'abandon' drops it; Ctrl-D again leaves (the block unapplied)\n")
                    continue
                }
                break
            }
            var line = String(cString: bytes)
            while line.hasSuffix("\n") || line.hasSuffix("\r") {
                line.removeLast()
            }
            if line.contains(where: { !$0.isWhitespace }) {
                var event = HistEvent()
                tsh_history_enter(&libedit, history, &event, line)
            }
            continuing = shell.feed(line: line) == .needsMore
            warnedOfOpenBlock = false
        }
        if let historyFile {
            var event = HistEvent()
            tsh_history_save(&libedit, history, &event, historyFile)
        }
    }

    /// `$XDG_STATE_HOME/tableshell/history`, by default
    /// `~/.local/state/tableshell/history`; `~/.tableshell_history` when that
    /// folder cannot be made.
    private static func historyFilePath() -> String? {
        let home = Terminal.environment("HOME").flatMap { $0.hasPrefix("/") ? $0 : nil }
        let stateHome = Terminal.environment("XDG_STATE_HOME").flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? home.map { $0 + "/.local/state" }
        if let stateHome, makeFolders(stateHome + "/tableshell") {
            return stateHome + "/tableshell/history"
        }
        return home.map { $0 + "/.tableshell_history" }
    }

    /// `mkdir -p` for an absolute path.
    private static func makeFolders(_ path: String) -> Bool {
        var folder = ""
        for name in path.split(separator: "/") {
            folder += "/" + name
            if mkdir(folder, 0o700) != 0 && errno != EEXIST { return false }
        }
        return access(path, W_OK | X_OK) == 0
    }

    /// libedit learns the terminal's size only when told: note a resize
    /// (SA_RESTART, so typing goes on) and tell it before the next prompt.
    /// A line being typed while the window changes is drawn for the old
    /// width. (EL_SIGNAL would resize at once, from its signal handler;
    /// with it, libedit 3.1 corrupted its heap on a resize mid-line here.)
    private static func watchWindowSize() {
        windowResized = false
        Platform.handle(SIGWINCH, restart: true) { _ in windowResized = true }
    }
}

// State for libedit's C callbacks, which capture nothing. There is one
// LineEditor at a time.

nonisolated(unsafe) private var editorShell: Shell?
nonisolated(unsafe) private var editorOutput: Output?
nonisolated(unsafe) private var windowResized = false
/// libedit's functions, once `LineEditor.loadLibrary` has loaded it.
nonisolated(unsafe) private var libedit = tsh_libedit()

// The prompt callback returns a pointer that must stay valid while libedit
// reads a line.
nonisolated(unsafe) private var primaryPromptText = "tableshell> "
nonisolated(unsafe) private var primaryPrompt = strdup("tableshell> ")!
nonisolated(unsafe) private let continuationPrompt = strdup("...> ")!
nonisolated(unsafe) private var currentPrompt = primaryPrompt

/// Tab: asks the shell for candidates for the text before the cursor.
private let complete: @convention(c) (OpaquePointer?, Int32) -> UInt8 = { editLine, _ in
    guard let editLine, let shell = editorShell, let output = editorOutput,
          let info = libedit.el_line!(editLine)?.pointee, let start = info.buffer, let cursor = info.cursor
    else { return UInt8(CC_ERROR) }

    let before = UnsafeRawBufferPointer(start: start, count: cursor - start)
    let text = String(decoding: before, as: UTF8.self)
    switch TabCompletion(textBeforeCursor: text, candidates: shell.completions(for: text)) {
    case .beep:
        return UInt8(CC_REFRESH_BEEP)
    case .replace(let word, let replacement):
        // libedit counts characters, not bytes.
        libedit.el_deletestr!(editLine, Int32(word.unicodeScalars.count))
        return libedit.el_insertstr!(editLine, replacement) == 0 ? UInt8(CC_REFRESH) : UInt8(CC_REFRESH_BEEP)
    case .list(let choices):
        let shown = 200
        let width = Terminal.columns(of: STDOUT_FILENO) ?? 80
        var text = "\n" + TabCompletion.columns(Array(choices.prefix(shown)), width: width)
        if choices.count > shown {
            text += "… and \(choices.count - shown) more\n"
        }
        output.write(text)
        output.flush()
        return UInt8(CC_REDISPLAY)
    }
}

/// Ctrl-R: a search of the history (``HistorySearch``), reading the keys
/// itself until the search ends, the prompt saying what it looks for.
private let searchHistory: @convention(c) (OpaquePointer?, Int32) -> UInt8 = { editLine, _ in
    guard let editLine, let lines = editorShell?.historyLines?() else { return UInt8(CC_ERROR) }
    let original = currentLine(editLine)
    var search = HistorySearch(lines: lines)
    let savedPrompt = currentPrompt
    var searchPrompt: UnsafeMutablePointer<CChar>?
    defer {
        currentPrompt = savedPrompt
        free(searchPrompt)
        tsh_el_refresh(&libedit, editLine)
    }
    func show() {
        free(searchPrompt)
        searchPrompt = strdup(search.prompt)!
        currentPrompt = searchPrompt!
        replaceLine(editLine, with: search.match ?? original)
        tsh_el_refresh(&libedit, editLine)
    }
    show()
    while true {
        var key: CChar = 0
        guard libedit.el_getc!(editLine, &key) == 1 else {
            // Ctrl-C or the end of input: the line as it was.
            replaceLine(editLine, with: original)
            return UInt8(CC_REFRESH)
        }
        switch UInt8(bitPattern: key) {
        case 0x12: search.older()  // Ctrl-R
        case 0x7f, 0x08: search.erase()  // Backspace
        case 0x07:  // Ctrl-G: the line as it was.
            replaceLine(editLine, with: original)
            return UInt8(CC_REFRESH)
        case 0x0a, 0x0d:  // Enter runs the match.
            return UInt8(CC_NEWLINE)
        case 0x20..<0x7f:
            search.type(Character(Unicode.Scalar(UInt8(bitPattern: key))))
        default:
            // Any other key keeps the match and does what it does.
            let pushed = [key, 0]
            libedit.el_push!(editLine, pushed)
            return UInt8(CC_REFRESH)
        }
        show()
    }
}

/// The line being typed.
private func currentLine(_ editLine: OpaquePointer) -> String {
    guard let info = libedit.el_line!(editLine)?.pointee, let start = info.buffer, let end = info.lastchar else { return "" }
    return String(decoding: UnsafeRawBufferPointer(start: start, count: end - start), as: UTF8.self)
}

/// Replaces the line being typed with `text`, the cursor at its end.
private func replaceLine(_ editLine: OpaquePointer, with text: String) {
    let line = currentLine(editLine)
    if let info = libedit.el_line!(editLine)?.pointee, let cursor = info.cursor, let end = info.lastchar {
        // libedit counts characters, not bytes.
        let after = String(decoding: UnsafeRawBufferPointer(start: cursor, count: end - cursor), as: UTF8.self)
        _ = libedit.el_cursor!(editLine, Int32(after.unicodeScalars.count))
    }
    libedit.el_deletestr!(editLine, Int32(line.unicodeScalars.count))
    _ = libedit.el_insertstr!(editLine, text)
}
