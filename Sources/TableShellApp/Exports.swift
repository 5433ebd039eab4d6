// What a user's shell executable and tests read through this module: the
// shell's entry point, the engine's events and table, the renderer's options.
@_exported import TableEngine
@_exported import TableRender
@_exported import TableShellCLI
