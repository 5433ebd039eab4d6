/// Runs main-actor code on the app thread, which stands in for the main
/// thread: entries into the app take turns (`AppThread`), so nothing runs
/// concurrently with it. The engine's protocols are not isolated; the
/// layer's bridges reach the app's `@MainActor` code through this one
/// function.
///
/// Swift cannot check this: `MainActor.assumeIsolated` would trap off the
/// process's main thread. The function type is reinterpreted without its
/// isolation, which changes nothing in how the closure is called.
package func onMainActor<T>(_ body: @MainActor () -> T) -> T {
    withoutActuallyEscaping(body) { body in
        unsafeBitCast(body, to: (() -> T).self)()
    }
}
