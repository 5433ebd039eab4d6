import Testing
import TableEngine
import TableRender
@testable import TableScript
#if canImport(Glibc)
import Glibc
#endif

/// Renders scenarios and compares them with the files in `Golden/`.
/// `TABLESHELL_RECORD=1 swift test` writes the files anew.
@Suite struct GoldenRenderTests {
    static let scenarios: [(name: String, script: String)] = [
        ("edit-plain", "demo edit\nrender"),
        ("edit-plain-ascii", "demo edit\nrender --ascii"),
        ("edit-scrolled", "demo edit\nscroll offset 300\nrender"),
        ("settings-grouped", "demo settings\nrender"),
        ("settings-grouped-ascii", "demo settings\nscroll bottom\nrender --ascii"),
        ("contacts-ascii", "demo contacts\nrender --ascii"),
        ("cell-styles", """
            new
            fill 1x5 "第{s}组，Row:{r}"
            item 0.0 style=value1 detail=详细 accessory=disclosure
            item 0.1 style=value2 detail=mobile text="+1 555 0100"
            item 0.2 style=subtitle detail="a subtitle" accessory=detail-disclosure image=photo indent=2
            item 0.3 accessory=checkmark accessoryView=ON
            item 0.4 accessory=detail text="a very long text that will not fit in the row however wide it is"
            api selectRowAtIndexPath 0.3
            render
            render --ascii
            """),
        ("geometry", """
            new grouped
            fill 2x3
            answer heightForRow 0.1 = 88
            reload
            set separatorStyle none
            render --geometry
            """),
        ("all-content", "fill 3x2\nset height 100\nrender --all"),
        ("narrow-cjk", "demo edit\nset width 24\nrender"),
        ("contacts-index", "demo contacts\nindex {search} A-Z\nindex tap W\nrender"),
        ("header-views-grouped", """
            new grouped
            fill 3x2
            answer viewForHeader = "Custom " + section
            answer titleForFooter 1 = "结束"
            index "1" "2" "3"
            reload
            edit on
            tap minus 0.1
            render
            render --ascii
            """),
        ("swipe-actions", """
            fill 1x3
            implement +commitEditingStyle
            answer trailingSwipeActions = ["Delete:destructive", "Flag"]
            answer leadingSwipeActions = ["Pin"]
            swipe 0.0 left
            render
            swipe 0.0 right
            render --ascii
            swipe close
            touch down 0.2
            render --ascii
            """),
        ("multiselect-editing", """
            fill 1x4
            implement +moveRow
            set allowsMultipleSelectionDuringEditing yes
            edit on
            tap 0.1
            tap 0.3
            render
            render --ascii
            """),
    ]

    static var goldenDirectory: String {
        var path = #filePath
        while let last = path.last, last != "/" { path.removeLast() }
        return path + "Golden/"
    }

    @Test(arguments: scenarios.map(\.name))
    func render(_ name: String) throws {
        let script = Self.scenarios.first { $0.name == name }!.script
        var options = ShellOptions()
        options.log = .off
        options.width = 60
        final class Sink { var text = "" }
        let out = Sink(), err = Sink()
        let shell = Shell(options: options, output: { out.text += $0 }, errors: { err.text += $0 })
        shell.run(script: script, name: name)
        #expect(err.text.isEmpty, "\(err.text)")
        let path = Self.goldenDirectory + name + ".txt"
        if getenv("TABLESHELL_RECORD") != nil {
            try write(out.text, to: path)
            return
        }
        guard let expected = read(path) else {
            Issue.record("no golden file \(path); run TABLESHELL_RECORD=1 swift test --filter GoldenRenderTests")
            return
        }
        #expect(out.text == expected, "\(name): rendering differs from Golden/\(name).txt:\n\(out.text)")
    }

    func read(_ path: String) -> String? {
        guard let f = fopen(path, "rb") else { return nil }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buffer, 1, buffer.count, f)
            bytes += buffer[0..<n]
            if n < buffer.count { break }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func write(_ text: String, to path: String) throws {
        guard let f = fopen(path, "wb") else { throw ScriptError("cannot write \(path)") }
        fputs(text, f)
        fclose(f)
    }
}

@Suite struct DisplayWidthTests {
    @Test func cjkIsTwoColumns() {
        #expect(displayWidth("第0组，Row:0") == 12)
        #expect(displayWidth("abc") == 3)
        #expect(displayWidth("é") == 1)
        #expect(displayWidth("✓") == 1)
    }

    @Test func combiningMarksTakeNoColumn() {
        #expect(displayWidth("e\u{301}") == 1)
        #expect(displayWidth("开始开始开始") == 12)
    }
}
