/// UIKit's `UILabel`: text a cell or view shows. A cell's own labels pass
/// their text to the engine's cell, which the renderer draws.
@MainActor
open class UILabel: UIView {
    /// UIKit's `text`.
    open var text: String? {
        didSet { textDidChange?(text) }
    }
    /// UIKit's `font`.
    open var font: UIFont! = .systemFont(ofSize: 17)
    /// UIKit's `textColor`.
    open var textColor: UIColor! = .label
    /// UIKit's `numberOfLines`.
    open var numberOfLines = 1
    /// UIKit's `adjustsFontForContentSizeCategory`.
    open var adjustsFontForContentSizeCategory = false
    /// Tells a cell whose label this is that its text changed.
    var textDidChange: ((String?) -> Void)?
}
