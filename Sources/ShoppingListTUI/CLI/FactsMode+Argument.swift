import ArgumentParser
import ShoppingListFeatures

/// `--facts auto|live|offline` names a ``FactsMode`` case.
extension FactsMode: ExpressibleByArgument {}
