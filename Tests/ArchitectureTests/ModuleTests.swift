import Testing
@testable import Architecture

@Test func architectureModuleLoads() { #expect(Bool(true)) }
