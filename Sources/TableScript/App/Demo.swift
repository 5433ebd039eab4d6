import TableEngine
import ScriptLanguage

/// The built-in scenarios (`demo NAME`).
enum Demo: String, CaseIterable {
    case edit, contacts, settings

    var summary: String {
        switch self {
        case .edit: "a classic EditTableViewController: 5×5 rows, 开始/结束, editing styles row % 3, movable odd rows"
        case .contacts: "A–Z sections of names with a section index (plain)"
        case .settings: "grouped sections of value1 cells with accessories and footers"
        }
    }
}

extension Demo {
    /// The demo's table and the app that drives it.
    func make() -> (table: TableView, app: ScriptedDataSource) {
        let model = Model()
        let ds: ScriptedDataSource
        let table: TableView
        switch self {
        case .edit:
            // EditTableViewController (seed 000): dequeue "zxw" or make a
            // subtitle cell; fixed header/footer heights and titles.
            model.fill(sections: 5, rows: 5, pattern: "第{s}组，Row:{r}")
            ds = ScriptedDataSource(model: model, implemented: [
                .numberOfSections, .heightForHeader, .heightForFooter, .titleForHeader, .titleForFooter,
                .canEditRow, .editingStyleForRow, .commitEditingStyle, .moveRow, .canMoveRow,
            ])
            ds.cellStyle = .subtitle
            ds.reuseIdentifier = "zxw"
            ds.answers.add(.heightForHeader, rule("40"))
            ds.answers.add(.heightForFooter, rule("35"))
            ds.answers.add(.titleForHeader, rule("\"开始\""))
            ds.answers.add(.titleForFooter, rule("\"结束\""))
            ds.answers.add(.canEditRow, rule("yes"))
            ds.answers.add(.editingStyleForRow, rule("row % 3"))
            ds.answers.add(.canMoveRow, rule("row % 2"))
            table = TableView(style: .plain)
        case .contacts:
            let names = Self.contactNames
            let letters = names.keys.sorted()
            model.replaceAll(SectionList(letters.map { letter in
                model.makeSection(title: letter, items: names[letter]!.map { model.makeItem($0) })
            }))
            ds = ScriptedDataSource(model: model, implemented: [.numberOfSections, .titleForHeader, .sectionIndexTitles, .sectionForSectionIndexTitle])
            ds.indexTitles = letters
            table = TableView(style: .plain)
        case .settings:
            model.replaceAll(SectionList(Self.settingsGroups.map { group in
                var section = model.makeSection(items: group.rows.map { row in
                    var item = model.makeItem(row.text)
                    item.content.detailText = row.detail
                    item.content.image = row.image
                    item.content.accessoryType = row.accessory
                    item.content.accessoryView = row.view
                    item.style = .value1
                    return item
                })
                section.footer = group.footer
                return section
            }))
            ds = ScriptedDataSource(model: model, implemented: [.numberOfSections, .titleForFooter])
            ds.cellStyle = .value1
            table = TableView(style: .grouped)
        }
        return (table, ds)
    }

    private func rule(_ expression: String) -> AnswerRule {
        let tokens = Lexer().tokenize(expression).filter { $0.kind == .word }
        var parser = try! ExpressionParser(tokens)
        return AnswerRule(scope: .all, expression: try! parser.parse(), source: expression)
    }

    static let contactNames: [String: [String]] = [
        "A": ["Aaron", "Abigail", "Adam"], "B": ["Bella", "Ben"], "C": ["Carlos", "Chloe", "Chen Jing"],
        "D": ["Daniel", "Diana"], "E": ["Elena", "Ethan"], "F": ["Fatima", "Felix"], "G": ["Grace", "Gustavo"],
        "H": ["Hana", "Henry"], "I": ["Ines", "Isaac"], "J": ["Jack", "Julia"], "K": ["Kai", "Kenji"],
        "L": ["Laura", "Li Wei", "Lucas"], "M": ["Maria", "Mateo", "Mei"], "N": ["Nadia", "Noah"],
        "O": ["Olivia", "Omar"], "P": ["Paul", "Priya"], "Q": ["Qiu Yun"], "R": ["Rosa", "Ryan"],
        "S": ["Sara", "Sofia", "Sun Li"], "T": ["Tom", "Tomoko"], "U": ["Uma"], "V": ["Victor", "Vivian"],
        "W": ["Wang Fang", "William"], "X": ["Xavier", "Xu Ming"], "Y": ["Yara", "Yusuf"], "Z": ["Zara", "Zhang Wei"],
    ]

    private struct SettingsRow {
        package var text: String
        var detail: String? = nil
        var image: String? = nil
        var accessory: AccessoryType = .disclosureIndicator
        var view: String? = nil
    }

    private static let settingsGroups: [(rows: [SettingsRow], footer: String?)] = [
        ([SettingsRow(text: "Airplane Mode", image: "airplane", accessory: .none, view: "( )"),
          SettingsRow(text: "Wi-Fi", detail: "Home", image: "wifi"),
          SettingsRow(text: "Bluetooth", detail: "On", image: "bluetooth"),
          SettingsRow(text: "Cellular", image: "antenna")], nil),
        ([SettingsRow(text: "Notifications", image: "bell"),
          SettingsRow(text: "Sounds & Haptics", image: "speaker"),
          SettingsRow(text: "Focus", detail: "Off", image: "moon")],
         "Silence calls and notifications while Focus is on."),
        ([SettingsRow(text: "General", image: "gear"),
          SettingsRow(text: "Display & Brightness", image: "sun"),
          SettingsRow(text: "Privacy", detail: "Tracking", image: "hand", accessory: .detailDisclosureButton),
          SettingsRow(text: "Show Battery Percentage", accessory: .checkmark)],
         "Settings that apply to the whole device."),
    ]
}
