// Swift Testing declares a cross-import overlay for CoreGraphics
// (Testing.swiftcrossimport/CoreGraphics.swiftoverlay names `_Testing_CoreGraphics`):
// a file that imports both Testing and CoreGraphics imports it too. The Linux
// toolchain does not ship it, since Apple's CoreGraphics is not there, so with
// this package's CoreGraphics such a file would fail with "no such module
// '_Testing_CoreGraphics'". This empty module stands in; UIKit (which brings CoreGraphics) depends on it so
// it is built wherever UIKit is.
