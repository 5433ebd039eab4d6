import Foundation
@testable import TableScript

/// A host on the real file system, for tests that read the project's own
/// files (walkthroughs, scenarios) or write temporary ones. Output is kept
/// as text.
package final class DiskHost: ShellHost {
    package init() {}

    package var output = ""
    package var errors = ""

    package func readFile(_ path: String) throws(HostError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw HostError("cannot read '\(path)': it is a directory, not a script")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw HostError("cannot read '\(path)': No such file or directory")
        }
        return Array(data)
    }

    package func writeFileAtomically(_ path: String, contents: String) throws(HostError) {
        do { try Data(contents.utf8).write(to: URL(fileURLWithPath: path), options: .atomic) } catch {
            throw HostError("cannot write '\(path)': \(error.localizedDescription)")
        }
    }

    package func scriptFileSize(_ path: String) throws(HostError) -> Int {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            throw HostError("cannot read '\(path)': No such file or directory")
        }
        if attributes[.type] as? FileAttributeType == .typeDirectory {
            throw HostError("cannot read '\(path)': it is a directory, not a script")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw HostError("cannot read '\(path)': it is not a regular file (a device, a FIFO or a socket could block or never end)")
        }
        return (attributes[.size] as? Int) ?? 0
    }

    package func canonicalPath(_ path: String) -> String? {
        FileManager.default.fileExists(atPath: path) ? URL(fileURLWithPath: path).resolvingSymlinksInPath().path : nil
    }

    package func write(_ text: String) { output += text }
    package func writeError(_ text: String) { errors += text }
    package func flush() {}
    package func takeInterrupt() -> Bool { false }
}
