import TestSupport
import Testing
import TableRender
@testable import TableScript

/// No line a rendering draws is wider than the width it was given, at any
/// width a session allows, whatever is on screen (issue 17).
@Suite struct RenderWidthTests {
    static let scenes: [(String, String)] = [
        ("edit demo", "demo edit"),
        ("contacts index", "demo contacts"),
        ("settings grouped", "demo settings"),
        ("inset grouped", "new insetGrouped\nfill 3x4\ninsert section 1 \"A rather long header title for a section\""),
        ("long swipe buttons", "fill 1x5\nimplement +trailingSwipeActions\nanswer trailingSwipeActions = [\"Delete everything now:destructive\", \"Flag this row forever and ever\"]\nswipe 0.1 left"),
        ("long leading buttons", "fill 1x5\nimplement +leadingSwipeActions\nanswer leadingSwipeActions = [\"Pin this row to the very top\", \"Mark as unread right away\"]\nswipe 0.1 right"),
        ("editing", "demo edit\nedit on"),
        ("context menu", "fill 1x5\nimplement +contextMenuConfiguration\nanswer contextMenuConfiguration = [\"Copy the whole row text\", \"Delete this row:destructive\"]\nlongpress 0.2"),
        ("long texts", "fill 1x3\nitem 0.0 \"一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十\" --detail \"a detail that goes on and on\" --accessory checkmark --style value1"),
        ("drag", "fill 1x5\nimplement +drag +drop\ndrag lift 0.1\ndrag over 0.3"),
    ]

    @Test(arguments: Array(stride(from: 20, through: 130, by: 1)))
    func noLineIsWiderThanTheWidth(_ width: Int) {
        for (name, script) in Self.scenes {
            let h = Harness(width: width, bail: false)
            h.run(script)
            for command in ["render", "render --all", "render --geometry"] {
                let out = h.run(command).out
                for line in out.split(separator: "\n") where displayWidth(line) > width {
                    Issue.record("\(name), '\(command)' at width \(width): \(displayWidth(line)) columns: \(line)")
                }
            }
        }
    }
}
