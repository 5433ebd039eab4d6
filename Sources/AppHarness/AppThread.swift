#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import TableEngine

/// Where app code runs: one long-lived thread the harness owns, standing in
/// for the main thread. Every entry into the app — launching it, a gesture,
/// a command that reaches it — is handed to this thread, and the caller
/// waits for it.
///
/// When UIKit raises an exception in app code, the app's call must never
/// return (in UIKit the app ends there): the app thread records the
/// exception, wakes the caller and blocks forever (``raise(_:at:)``). The
/// caller puts back every table the app made (`TableView.abandonCall()`)
/// and the next entry gets a new thread. Blocking, unlike unwinding, is
/// defined behaviour: no frame of the app is skipped, and the per-thread
/// state Swift keeps for `inout` accesses and task-locals stays with the
/// parked thread (docs/design/uikit-exceptions.md).
package final class AppThread: @unchecked Sendable {
    /// Why an entry into the app did not return a value.
    package enum Failure: Error, Sendable {
        /// UIKit raised an exception in the app's code.
        case raised(AppException)
        /// The entry ran past its time limit: the app's code is still
        /// running (or blocked), so the app cannot be entered again.
        case timedOut(seconds: Double)
        /// The app cannot be entered again: an earlier entry timed out, or
        /// too many exceptions have left their threads behind.
        case unavailable(String)
    }

    /// How many threads exceptions may leave behind in this process, each
    /// holding its stack's address space.
    package static let parkedThreadLimit = 1000
    /// The app thread's stack: the main thread's size.
    package static let stackSize = 8 << 20

    private var worker: Worker?
    private var tables: [WeakTable] = []
    private var disabled: String?

    package init() {
        MainActorCheck.install
    }

    /// Whether the code calling it runs on an app thread.
    package static var isCurrent: Bool { Worker.current != nil }

    /// The app thread running the code calling it, if any.
    package static var current: AppThread? { Worker.current?.owner }

    /// The table whose log also shows the app's own messages around it —
    /// its view controllers' lifecycle, presentations, navigation, the
    /// handlers of the buttons a driver taps: the table the app's window
    /// shows, set by whoever launched the app.
    package weak var logTable: TableView?

    /// Puts `table` back after an exception from now on.
    package func track(_ table: TableView) {
        tables.removeAll { $0.table == nil }
        guard !tables.contains(where: { $0.table === table }) else { return }
        table.callsCanBeAbandoned = true
        tables.append(WeakTable(table: table))
    }

    /// Runs `body` on the app thread and returns what it returned — or,
    /// when UIKit raised an exception in it, the exception, with every
    /// tracked table put back. Entries of all apps in the process take
    /// turns, as code on one main thread would. Called on the app thread
    /// itself, it runs `body` there.
    package func perform<R>(timeout: Double? = nil, _ body: @escaping () -> R) -> Result<R, Failure> {
        if let current = Worker.current, current.owner === self { return .success(body()) }
        if let disabled { return .failure(.unavailable(disabled)) }
        AppThread.mainActor.wait()
        defer { AppThread.mainActor.signal() }
        guard let worker = worker ?? startWorker() else {
            return .failure(.unavailable(disabled ?? "the app thread could not be started"))
        }
        // On the heap: a parked thread keeps whatever its frames retain.
        let box = ResultBox<R>()
        worker.job = { box.value = body() }
        worker.go.signal()
        if let timeout {
            if worker.done.wait(timeout: .now() + timeout) == .timedOut {
                self.worker = nil
                disabled = "an earlier entry into the app did not return within \(formatSeconds(timeout))"
                return .failure(.timedOut(seconds: timeout))
            }
        } else {
            worker.done.wait()
        }
        worker.job = nil
        if let raised = worker.raised {
            self.worker = nil  // left behind, parked for good
            for table in tables.compactMap(\.table) { table.abandonCall() }
            return .failure(.raised(raised))
        }
        return .success(box.value!)
    }

    private func startWorker() -> Worker? {
        guard AppThread.reserveThread() else {
            disabled = "more than \(AppThread.parkedThreadLimit) exceptions have left their app threads behind"
            return nil
        }
        let worker = Worker(owner: self)
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, AppThread.stackSize)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let context = Unmanaged.passRetained(worker).toOpaque()
        let started = pthread_create(&thread, &attributes, { context in
            #if canImport(Darwin)
            let worker = Unmanaged<Worker>.fromOpaque(context).takeRetainedValue()
            #else
            let worker = Unmanaged<Worker>.fromOpaque(context!).takeRetainedValue()
            #endif
            worker.run()
        }, context)
        guard started == 0 else {
            Unmanaged<Worker>.fromOpaque(context).release()
            return nil
        }
        self.worker = worker
        return worker
    }

    /// Ends the app's entry for good with `exception`: on an app thread the
    /// caller is woken and this thread blocks forever; anywhere else (app
    /// code called directly, not through the harness) nothing can take the
    /// exception, and the process ends as UIKit ends the app.
    package static func raise(_ exception: AppException) -> Never {
        guard let worker = Worker.current else {
            fatalError("Terminating app due to uncaught exception '\(exception.name)', reason: '\(exception.reason)'\n\(exception)")
        }
        worker.raised = exception
        worker.done.signal()
        while true { worker.go.wait() }  // never signalled again
    }

    // MARK: Process-wide

    /// The one main actor: app code of every app in the process believes it
    /// runs on the one main thread, so entries take turns.
    private static let mainActor = DispatchSemaphore(value: 1)
    nonisolated(unsafe) private static var threadsStarted = 0
    private static let counter = DispatchSemaphore(value: 1)

    /// Counts a new app thread; false past the limit of parked threads.
    private static func reserveThread() -> Bool {
        counter.wait()
        defer { counter.signal() }
        guard threadsStarted < parkedThreadLimit else { return false }
        threadsStarted += 1
        return true
    }
}

/// One app thread: waits for a job, runs it, says it is done.
private final class Worker: @unchecked Sendable {
    unowned let owner: AppThread
    let go = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    var job: (() -> Void)?
    var raised: AppException?

    init(owner: AppThread) { self.owner = owner }

    /// The app thread's loop; it never ends (a thread that raised stays
    /// parked in `AppThread.raise`).
    func run() -> Never {
        pthread_setspecific(Worker.key, Unmanaged.passUnretained(self).toOpaque())
        while true {
            go.wait()
            job!()
            done.signal()
        }
    }

    static var current: Worker? {
        pthread_getspecific(key).map { Unmanaged<Worker>.fromOpaque($0).takeUnretainedValue() }
    }

    static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
}

private final class ResultBox<R> { var value: R? }

private struct WeakTable { weak var table: TableView? }

private func formatSeconds(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
}
