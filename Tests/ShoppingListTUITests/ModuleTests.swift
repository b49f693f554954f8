import Testing
@testable import ShoppingListTUI

@Test func appModuleLoads() { #expect(Bool(true)) }
