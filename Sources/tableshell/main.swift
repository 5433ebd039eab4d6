import TableShellCLI

// tableshell's command line, on its own scripted app.
TableShell.main()
