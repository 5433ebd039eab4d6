// A UIKit-named layer over TableEngine: real UIKit table code — data
// sources, delegates, cell subclasses, diffable data sources, table view
// controllers — compiles against it unchanged and runs headless, with the
// engine's message log, UIKit's exceptions and TableRender's drawing.
//
// Like Apple's UIKit, `import UIKit` brings Foundation and Core Graphics
// with it, and the harness's public types (`AppException`, `CallSite`),
// which app tests catch and read.
@_exported import Foundation
@_exported import CoreGraphics
@_exported import AppHarness
