// A UIKit-named layer over TableEngine: real UIKit table code — data
// sources, delegates, cell subclasses, diffable data sources, table view
// controllers — compiles against it unchanged and runs headless, with the
// engine's message log, UIKit's exceptions and TableRender's drawing.
//
// Like Apple's UIKit, `import UIKit` brings Foundation with it.
@_exported import Foundation
@_exported import CoreGraphics
