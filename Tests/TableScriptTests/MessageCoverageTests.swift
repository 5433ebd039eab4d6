import TestSupport
import Testing
@testable import TableEngine
@testable import TableScript

/// Every message of the protocols is declared once and either sent by the
/// engine or declared not modelled; the shell's side of each is complete.
@Suite struct MessageCoverageTests {
    /// Scenarios with every method implemented that together reach every
    /// message the engine sends. Each runs in a fresh shell; a command that
    /// fails does not stop the others.
    static let scenarios: [String] = [
        // Load, display, headers and footers, the index, prefetching, scrolling.
        """
        new
        fill 3x30
        implement +all
        answer viewForHeader = "V"
        answer viewForFooter = "W"
        answer titleForHeader = "H"
        answer titleForFooter = "F"
        index A B C
        set prefetchDistance 3
        reload
        scroll by 880
        scroll by -880
        index tap B
        scroll offset 0
        """,
        // Selection, highlight, the accessory button, focus, the pan.
        """
        new
        fill 1x10
        implement +all
        item 0.1 accessory=detail-disclosure
        tap 0.1
        tap 0.2
        tap accessory 0.1
        set allowsMultipleSelection yes
        tap 0.3
        deselect 0.3
        touch down 0.4
        touch up
        set selectionFollowsFocus yes
        focus table
        focus 0.2
        set allowsMultipleSelectionDuringEditing yes
        pan select 0.0 to 0.2
        """,
        // Editing, reordering, swipes (configurations).
        """
        new
        fill 1x10
        implement +all
        edit on
        drag 0.0 to 0.2
        edit off
        answer trailingSwipeActions = ["Flag"]
        answer leadingSwipeActions = ["Pin"]
        swipe 0.1 left
        swipe close
        swipe 0.1 right
        swipe close
        answer trailingSwipeActions off
        answer leadingSwipeActions off
        swipe 0.2 left
        tap confirm
        """,
        // Row actions (without the configurations that supersede them).
        """
        new
        fill 1x10
        implement +all -trailingSwipeActions -leadingSwipeActions
        answer editActionsForRow = ["More"]
        swipe 0.1 left
        """,
        // The edit menu.
        """
        new
        fill 1x10
        implement +all -contextMenuConfiguration
        answer shouldShowMenuForRow = yes
        answer canPerformAction = yes
        longpress 0.1
        menu copy
        """,
        // Context menus.
        """
        new
        fill 1x10
        implement +all
        answer contextMenuConfiguration = ["Copy"]
        longpress 0.1
        menu preview
        longpress 0.2
        menu cancel
        """,
        // Drag and drop.
        """
        new
        fill 1x10
        implement +all
        answer dropSessionDidUpdate = copy insertAtDestination
        drag lift 0.0
        drag add 0.3
        drag over 0.5
        drag exit
        drag over 0.6
        drag drop
        drag lift 0.1
        drag over 0.4
        drag cancel
        """,
        "new\nfill 1x2\nitem 0.0 configuration=cell\nimplement +updateConfigurationUsingState\nreload",
        // The scroll view's messages (FIDELITY.md S-06 to S-13).
        "new\nfill 1x100\nimplement +scroll\nscroll by 100\nfling 500\nscroll to 0.50 top animated\ntap statusbar\nset contentInset 10 0",
    ]

    /// The protocol messages the scenarios' logs show.
    static func sentMessages() -> Set<MessageSelector> {
        let byName = Dictionary(uniqueKeysWithValues: MessageSelector.allCases.filter(\.isProtocolMethod).map { ($0.objcName, $0) })
        var seen: Set<MessageSelector> = []
        for script in scenarios {
            let h = Harness(log: .objc, width: 80, bail: false)
            let r = h.run(script)
            for word in (r.out + r.err).split(whereSeparator: { $0 == " " || $0 == "\n" }) {
                // A one-argument message prints its argument after the colon.
                let name = word.lastIndex(of: ":").map { String(word[...$0]) } ?? String(word)
                if let s = byName[String(word)] ?? byName[name] { seen.insert(s) }
            }
        }
        return seen
    }

    @Test func everyProtocolMessageIsSentOrDeclaredNotModelled() {
        let sent = Self.sentMessages()
        for s in MessageSelector.allCases where s.isProtocolMethod {
            let notModelled = s.declaration.notModelled != nil
            #expect(sent.contains(s) || notModelled, "\(s.objcName) is neither sent nor declared not modelled")
            #expect(!(sent.contains(s) && notModelled), "\(s.objcName) is sent but declared not modelled")
        }
    }

    @Test func helpShowsWhatUIKitDoesWithoutEachMethodAndWhyOneIsNotModelled() {
        let help = Help.page("implement", width: 400)!
        for s in MessageSelector.allCases where s.isProtocolMethod {
            if let without = s.declaration.withoutIt { #expect(help.contains("without it: " + without), "\(s)") }
            if let reason = s.declaration.notModelled { #expect(help.contains("not modelled: " + reason), "\(s)") }
        }
    }

    @Test func theShellsTableCoversEveryOptionalProtocolMethodOnce() {
        let optional = MessageSelector.allCases.filter { $0.isProtocolMethod && !$0.isRequired }
        let listed = ScriptedMessage.all.map(\.selector)
        #expect(listed.count == Set(listed).count, "a method is listed twice")
        #expect(Set(listed) == Set(optional))
    }

    @Test func everyMessageIsDeclaredWithItsNames() {
        #expect(MessageSelector.declarations.count == MessageSelector.allCases.count)
        for s in MessageSelector.allCases {
            let d = s.declaration
            #expect(!d.objcName.isEmpty && !d.swiftName.isEmpty)
            // An app's optional method says what UIKit does without it; nothing else does.
            #expect((d.withoutIt != nil) == (s.isProtocolMethod && !s.isRequired), "\(s)")
            #expect(d.notModelled == nil || s.isProtocolMethod)
        }
        // The receiver and its names identify a protocol message.
        let keys = MessageSelector.allCases.filter(\.isProtocolMethod).map { "\($0.receiver) \($0.objcName)" }
        #expect(keys.count == Set(keys).count)
    }

    @Test func aMethodIsAnsweredWhenItReturnsSomethingOrTheAppChoosesABehaviour() {
        for s in MessageSelector.allCases where s.isProtocolMethod {
            let answerable = s.declaration.returns != .nothing || s.scripted?.appAnswer != nil
            #expect((s.answerCheck != nil) == answerable, "\(s)")
        }
    }
}
