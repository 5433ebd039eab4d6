import UIKit

/// A contact's row: the name, the phone number below it, a star for a
/// favourite. It clears what it showed before it is reused.
final class ContactCell: UITableViewCell {
    static let reuseIdentifier = "ContactCell"

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with contact: Contact) {
        textLabel?.text = contact.name
        detailTextLabel?.text = contact.phone
        accessoryType = contact.isFavorite ? .checkmark : .none
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        accessoryType = .none
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        detailTextLabel?.textColor = selected ? .white : .secondaryLabel
    }
}
