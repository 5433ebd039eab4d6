#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TableScript
import TableWalkthrough

/// The files `tableshell test` runs: `.tsh` and `.md` files named, or found
/// in folders (searched whole, except names that start with '.': `.git`,
/// `.build`), in the order of their paths.
enum TestFiles {
    struct Failure: Error {
        var message: String
    }

    static func find(_ paths: [String]) -> Result<[String], Failure> {
        var files: [String] = []
        var seen = Set<String>()
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                return .failure(Failure(message: "cannot read '\(path)': \(Platform.describe(errno))"))
            }
            var found: [String] = []
            if Platform.isDirectory(info.st_mode) {
                walk(path, into: &found)
                found.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            } else if FileTest.isTestFile(path) {
                found = [path]
            } else {
                return .failure(Failure(message: "'\(path)' is not a .tsh script or a .md walkthrough"))
            }
            for file in found where seen.insert(file).inserted { files.append(file) }
        }
        return .success(files)
    }

    /// Every test file under `folder`, its path joined to `folder` (`.`
    /// left out); symlinked folders are not followed (no cycles), nor
    /// folders that hold a Swift package of their own.
    private static func walk(_ folder: String, into files: inout [String], depth: Int = 0) {
        guard depth < 64, let dir = opendir(folder) else { return }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard !name.hasPrefix(".") else { continue }
            let path = folder == "." ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            if Platform.isDirectory(info.st_mode) {
                // A Swift package of its own (an example app) runs its
                // walkthroughs with its own executable, not this one.
                guard access(path + "/Package.swift", F_OK) != 0 else { continue }
                walk(path, into: &files, depth: depth + 1)
            } else if FileTest.isTestFile(name), stat(path, &info) == 0, Platform.isRegularFile(info.st_mode) {
                files.append(path)
            }
        }
    }

    /// Whether `glob` matches the file's path, or its name.
    static func matches(_ glob: String, _ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return fnmatch(glob, path, 0) == 0 || fnmatch(glob, name, 0) == 0
    }
}
