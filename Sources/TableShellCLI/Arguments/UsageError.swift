/// A command line that cannot run: exit status 2, the message after
/// `tableshell: error: `.
struct UsageError: Error {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
