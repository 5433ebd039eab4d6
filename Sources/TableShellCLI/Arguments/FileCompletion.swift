/// Files a shell completes for a value or an argument: folders, and the
/// files with these extensions (any file when there are none).
struct FileCompletion: Sendable {
    var extensions: [String]

    static func files(_ extensions: String...) -> FileCompletion { FileCompletion(extensions: extensions) }
}
