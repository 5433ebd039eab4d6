import TableShellCLI
import TestSupport

// A user's executable made tableshell around their app: here TestSupport's
// FruitList, engine-level app code, for the command line's tests.
TableShell.main(hosting: { FruitListApp() })
