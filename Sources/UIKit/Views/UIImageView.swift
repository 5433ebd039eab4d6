/// UIKit's `UIImageView`. A cell's own image view passes its image's name
/// to the engine's cell, which the renderer shows.
@MainActor
open class UIImageView: UIView {
    /// UIKit's `image`.
    open var image: UIImage? {
        didSet { imageDidChange?(image) }
    }
    /// Tells a cell whose image view this is that its image changed.
    var imageDidChange: ((UIImage?) -> Void)?

    /// UIKit's `init(image:)`.
    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
    }
}
