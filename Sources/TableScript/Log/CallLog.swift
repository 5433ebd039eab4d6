import TableRender
import TableEngine
import ScriptLanguage
import ScriptBytes

/// The callback log: how it prints, what it shows, how many times each
/// method was called, and the messages since the last command that was not
/// an `expect` (what `expect log` looks at).
final class CallLog {
    /// Everything the log keeps, in one value: a message is counted,
    /// kept and printed through one access to it (each stored property of
    /// a class is an access of its own, checked at run time).
    fileprivate struct State {
        var style: LogStyle
        var styleWhenOn: LogStyle
        var filter: String?
        var isRecording = true
        var showsUnimplemented = false
        var colour = false
        var delegateMessages = 0
        var counts = [Int](repeating: 0, count: MessageSelector.allCases.count)
        var recent: [TableEvent] = []
        var recentDropped = 0
        /// The line being written, kept for its capacity.
        var line = ByteSink()
        /// Lines already written of events made of a few small values
        /// (`SimpleLine`: `[cell#3] setSelected:NO animated:NO`, most of a
        /// scroll's and a tap's lines), copied rather than written again.
        var simpleLines = SimpleLines()
    }

    /// The lines of `SimpleLine`s written last, in 1,024 slots chosen by a
    /// mix of what the line is made of: a line is found in its slot or
    /// written, and then kept there in place of the slot's line.
    struct SimpleLines {
        static let slots = 1024
        var keys = [SimpleLine?](repeating: nil, count: slots)
        var lines = [[UInt8]](repeating: [], count: slots)

        static func slot(_ key: SimpleLine) -> Int {
            var h = UInt64(bitPattern: Int64(key.message)) &* 0x9E37_79B9_7F4A_7C15
            h ^= UInt64(bitPattern: Int64(key.cell)) &* 0xC2B2_AE3D_27D4_EB4F
            h ^= UInt64(bitPattern: Int64(key.arguments)) &* 0x1656_67B1_9E37_79F9
            h ^= h >> 29
            return Int(truncatingIfNeeded: h) & (slots - 1)
        }
    }

    /// What the line of an event without a result, whose target is a
    /// cell or none and whose arguments are all Booleans, is made of, in
    /// the Objective-C and Swift styles: nothing else of the event is
    /// written. Nil for every other event (JSON's lines among them).
    struct SimpleLine: Equatable {
        /// The selector, the style (Swift's or not) and the depth.
        var message: Int
        /// The cell's number; -1 without a target.
        var cell: Int
        /// How many arguments, and each one's value, a bit each.
        var arguments: Int

        init?(_ event: TableEvent, style: LogStyle) {
            guard style == .objc || style == .swift, event.result == nil, !event.isUnimplemented,
                  event.arguments.count <= 16 else { return nil }
            switch event.target {
            case nil: cell = -1
            case .cell(let id, _, _)?: cell = id
            default: return nil
            }
            var bits = event.arguments.count << 16
            for (k, argument) in event.arguments.enumerated() {
                guard case .bool(let b) = argument else { return nil }
                if b { bits |= 1 << k }
            }
            message = event.selector.rawValue | (style == .swift ? 1 << 16 : 0) | event.depth << 17
            arguments = bits
        }
    }
    fileprivate var state: State

    /// How lines print now; `.off` prints none (messages are still counted).
    var style: LogStyle {
        get { state.style }
        set { state.style = newValue }
    }
    /// The style `log on` brings back.
    var styleWhenOn: LogStyle {
        get { state.styleWhenOn }
        set { state.styleWhenOn = newValue }
    }
    /// Only methods matching this glob print.
    var filter: String? {
        get { state.filter }
        set { state.filter = newValue }
    }
    /// Off while a session loads its starting table.
    var isRecording: Bool {
        get { state.isRecording }
        set { state.isRecording = newValue }
    }
    /// Whether the lines of messages UIKit would have sent, had the method
    /// been implemented, print (`log unimplemented on`).
    var showsUnimplemented: Bool {
        get { state.showsUnimplemented }
        set { state.showsUnimplemented = newValue }
    }
    /// Those lines are dimmed (ANSI faint) as well as marked in words.
    var colour: Bool {
        get { state.colour }
        set { state.colour = newValue }
    }
    /// Messages sent to the delegates so far (for the hint that none were).
    var delegateMessages: Int { state.delegateMessages }
    /// 1 for the selectors of the delegates, 0 for the others: counted
    /// with every message, without a branch.
    private let isDelegateSelector: [Int] = MessageSelector.allCases.map {
        [.delegate, .dragDelegate, .dropDelegate].contains($0.receiver) ? 1 : 0
    }

    /// Messages since the last command that was not an `expect`: the
    /// first `Limits.loggedMessages`, and how many more there were.
    var recent: [TableEvent] { state.recent }
    var recentDropped: Int { state.recentDropped }

    init(style: LogStyle) {
        state = State(style: style, styleWhenOn: style == .off ? .objc : style)
    }

    /// Counts a message as it is sent, and says whether its event is
    /// wanted: to keep (for `expect log`) or to print. When it is not, the
    /// table does not make it; otherwise `record` receives it.
    func wants(_ selector: MessageSelector) -> Bool {
        state.wants(selector, delegate: isDelegateSelector[selector.rawValue])
    }

    /// Keeps a message `wants` wanted; when the log prints it, hands its
    /// line's UTF-8, with its newline, to `print`.
    func record(_ event: consuming TableEvent, print: ([UInt8]) -> Void) {
        state.record(event, print: print)
    }

    /// Whether the log prints a line for each message to `selector`.
    func printsLines(of selector: MessageSelector) -> Bool { state.isRecording && state.prints(selector) }

    /// The event's line as the log writes it (`simpleLines` or the
    /// formatter), without a newline: for tests.
    func writtenLine(for event: TableEvent) -> [UInt8] {
        var out = ByteSink()
        State.appendLine(event, style: state.style, simpleLines: &state.simpleLines, to: &out)
        return out.bytes
    }

    /// Sets how lines print; a style other than off is what `log on` brings back.
    func set(_ newStyle: LogStyle) {
        state.style = newStyle
        if newStyle != .off { state.styleWhenOn = newStyle }
    }

    func calls(of selector: MessageSelector) -> Int { state.counts[selector.rawValue] }

    func resetCounts() {
        state.counts = [Int](repeating: 0, count: state.counts.count)
        state.delegateMessages = 0
    }

    /// A command that is not an `expect` starts a new stretch of the log.
    func startCommand() {
        state.recent.removeAll(keepingCapacity: true)
        state.recentDropped = 0
    }

    /// The stretch `expect log` looks at, as text (Swift names when the
    /// log prints them, otherwise Objective-C).
    func recentLines() -> [String] {
        let formatter = MessageLogFormatter(style: style == .swift ? .swift : .objc)
        return recent.map { formatter.line(for: $0) }
    }
}

extension CallLog.State {
    mutating func wants(_ selector: MessageSelector, delegate: Int) -> Bool {
        guard isRecording else { return false }
        counts[selector.rawValue] += 1
        delegateMessages &+= delegate
        if recent.count < Limits.loggedMessages || prints(selector) { return true }
        recentDropped += 1
        return false
    }

    mutating func record(_ event: consuming TableEvent, print: ([UInt8]) -> Void) {
        if event.isUnimplemented {
            guard isRecording, showsUnimplemented, prints(event.selector) else { return }
            let (style, colour) = (style, colour)
            Self.printLine(&line, print) { Self.appendUnimplemented(event, style: style, colour: colour, to: &$0) }
            return
        }
        // Printed first, then kept: the event goes into `recent` as it is.
        if prints(event.selector) {
            line.removeAll()
            Self.appendLine(event, style: style, simpleLines: &simpleLines, to: &line)
            line += "\n"
            print(line.bytes)
        }
        if recent.count < Limits.loggedMessages {
            recent.append(event)
        } else {
            recentDropped += 1
        }
    }

    /// Writes a line into `line` (emptied first), ends it and prints it.
    private static func printLine(_ line: inout ByteSink, _ print: ([UInt8]) -> Void, _ write: (inout ByteSink) -> Void) {
        line.removeAll()
        write(&line)
        line += "\n"
        print(line.bytes)
    }

    /// The event's line, without a newline, into `out` (empty): copied
    /// from `simpleLines` when it is one of those, written (and kept there)
    /// the first time.
    static func appendLine(_ event: TableEvent, style: LogStyle, simpleLines: inout CallLog.SimpleLines, to out: inout ByteSink) {
        let formatter = MessageLogFormatter(style: style.formatterStyle)
        guard let key = CallLog.SimpleLine(event, style: style) else { return formatter.append(event, to: &out) }
        let slot = CallLog.SimpleLines.slot(key)
        if simpleLines.keys[slot] == key { return out.append(simpleLines.lines[slot]) }
        formatter.append(event, to: &out)
        simpleLines.keys[slot] = key
        simpleLines.lines[slot] = Array(out.bytes[...])
    }

    /// Whether the log prints a line for each message to `selector`.
    func prints(_ selector: MessageSelector) -> Bool {
        guard style != .off else { return false }
        if let filter, !globMatch(filter, selector.objcName), !globMatch(filter, selector.shortName) { return false }
        return true
    }

    /// A message not sent, as the log shows it (neither counted nor kept
    /// for `expect log`): marked in words — and dimmed as well on a colour
    /// terminal, so copied output still tells it from a message sent. JSON
    /// says it itself.
    private static func appendUnimplemented(_ event: TableEvent, style: LogStyle, colour: Bool, to out: inout ByteSink) {
        let marked = style != .json
        if marked && colour { out += "\u{1B}[2m" }
        MessageLogFormatter(style: style.formatterStyle).append(event, to: &out)
        if marked { out += "  (not implemented)" }
        if marked && colour { out += "\u{1B}[0m" }
    }
}

extension LogStyle {
    /// How the formatter writes lines in this style (`off` prints none).
    var formatterStyle: MessageLogFormatter.Style {
        switch self {
        case .objc, .off: .objc
        case .swift: .swift
        case .json: .json
        }
    }
}

/// `*` and `?` wildcards, for `log filter`.
func globMatch(_ pattern: String, _ text: String) -> Bool {
    let p = Array(pattern), t = Array(text)
    var pi = 0, ti = 0, star = -1, mark = 0
    while ti < t.count {
        if pi < p.count && (p[pi] == "?" || p[pi] == t[ti]) {
            pi += 1; ti += 1
        } else if pi < p.count && p[pi] == "*" {
            star = pi; mark = ti; pi += 1
        } else if star >= 0 {
            pi = star + 1; mark += 1; ti = mark
        } else {
            return false
        }
    }
    while pi < p.count && p[pi] == "*" { pi += 1 }
    return pi == p.count
}
