/// A value of the engine's (a cell, a view) handed into main-actor code.
/// The engine's objects are not `Sendable`, but the engine and the app's
/// code both run on the app thread, one entry at a time (see `onMainActor`).
struct AppThreadValue<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
