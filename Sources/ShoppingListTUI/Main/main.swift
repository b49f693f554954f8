// `shopping-list`: a subcommand (`add`, `list`, `import`), or without one the full-screen app,
// which `FullScreenApp` wires to the live list storage, number facts and terminal. Whatever a
// command prints goes through `StandardStream`, escaped.
MemoryAllocator.returnLargeBlocksWhenFreed()
ShoppingListCommand.runPrintingThroughStandardStream()
