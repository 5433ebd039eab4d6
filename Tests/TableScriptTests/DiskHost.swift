import Foundation
@testable import TableScript

/// A host on the real file system, for tests that read the project's own
/// files (walkthroughs, scenarios) or write temporary ones. Output is kept
/// as text.
final class DiskHost: ShellHost {
    var output = ""
    var errors = ""

    func readFile(_ path: String) throws(HostError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw HostError("cannot read '\(path)': it is a directory, not a script")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw HostError("cannot read '\(path)': No such file or directory")
        }
        return Array(data)
    }

    func writeFileAtomically(_ path: String, contents: String) throws(HostError) {
        do { try Data(contents.utf8).write(to: URL(fileURLWithPath: path), options: .atomic) } catch {
            throw HostError("cannot write '\(path)': \(error.localizedDescription)")
        }
    }

    func scriptFileSize(_ path: String) throws(HostError) -> Int {
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

    func canonicalPath(_ path: String) -> String? {
        FileManager.default.fileExists(atPath: path) ? URL(fileURLWithPath: path).resolvingSymlinksInPath().path : nil
    }

    func write(_ text: String) { output += text }
    func writeError(_ text: String) { errors += text }
    func flush() {}
    func takeInterrupt() -> Bool { false }
}
