import ImplementedMessagesGenerator

#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// `ImplementedMessagesTool OUTPUT SOURCE...`
///
/// Reads a target's Swift sources and writes OUTPUT: what each class
/// implements of the table's messages (see GeneratedSource). Run by
/// ImplementedMessagesPlugin for every target that applies it. A class it
/// cannot describe is reported as `FILE:LINE:COL: error: …`, and the build
/// stops (exit status 1).
@main
enum ImplementedMessagesCommand {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let outputPath = arguments.first else {
            fputs("usage: ImplementedMessagesTool OUTPUT SOURCE...\n", stderr)
            exit(2)
        }
        var scans: [SourceScan] = []
        for path in arguments.dropFirst() {
            guard let text = FileText.read(path) else {
                fputs("\(path): error: cannot read this source file\n", stderr)
                exit(1)
            }
            scans.append(SourceScan(path: path, text: text))
        }
        let module = ModuleClasses(scans: scans, vocabulary: .standard)
        for problem in module.problems { fputs(problem + "\n", stderr) }
        guard module.problems.isEmpty else { exit(1) }
        let source = GeneratedSource.text(for: module)
        // Unchanged output keeps its date: the target is not compiled again for nothing.
        if FileText.read(outputPath) != source, !FileText.write(source, to: outputPath) {
            fputs("\(outputPath): error: cannot write the generated source\n", stderr)
            exit(1)
        }
    }
}
