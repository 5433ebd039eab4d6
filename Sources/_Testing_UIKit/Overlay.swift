// Swift Testing declares a cross-import overlay for UIKit
// (Testing.swiftcrossimport/UIKit.swiftoverlay names `_Testing_UIKit`):
// a file that imports both Testing and UIKit imports it too. The Linux
// toolchain does not ship it, since Apple's UIKit is not there, so with
// this package's UIKit such a file would fail with "no such module
// '_Testing_UIKit'". This empty module stands in; UIKit depends on it so
// it is built wherever UIKit is.
