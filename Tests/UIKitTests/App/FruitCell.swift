import UIKit

/// A custom cell, as apps write them: a subtitle style, and overrides that
/// record what the table tells them, before and after their `super` call.
final class FruitCell: UITableViewCell {
    var journal: Journal?
    private(set) var preparedForReuse = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        preparedForReuse += 1
        journal?.append("prepareForReuse \(textLabel?.text ?? "-")")
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        let before = isSelected
        super.setSelected(selected, animated: animated)
        journal?.append("setSelected(\(selected)) \(before)→\(isSelected)")
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        let before = isEditing
        journal?.append("setEditing(\(editing)) begins")
        super.setEditing(editing, animated: animated)
        journal?.append("setEditing(\(editing)) \(before)→\(isEditing)")
    }

    override func willTransition(to state: UITableViewCell.StateMask) {
        super.willTransition(to: state)
        journal?.append("willTransition(\(state.contains(.showingEditControl) ? "edit control" : "none"))")
    }

    override func didTransition(to state: UITableViewCell.StateMask) {
        super.didTransition(to: state)
        journal?.append("didTransition(\(state.contains(.showingEditControl) ? "edit control" : "none"))")
    }

    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        let before = isHighlighted
        super.setHighlighted(highlighted, animated: animated)
        journal?.append("setHighlighted(\(highlighted)) \(before)→\(isHighlighted)")
    }
}
