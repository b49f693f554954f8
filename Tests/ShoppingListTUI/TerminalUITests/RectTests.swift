import TestSupport
import Testing

@testable import TerminalUI

@Suite struct RectTests {
  @Test func negativeSizesBecomeEmpty() {
    let rect = Rect(x: 3, y: 4, width: -2, height: 5)
    #expect(rect.size == Size(width: 0, height: 5))
    #expect(rect.isEmpty)
  }

  @Test func intersection() {
    let a = Rect(x: 0, y: 0, width: 10, height: 5)
    let overlap = a.intersection(Rect(x: 8, y: 3, width: 10, height: 10))
    #expect(overlap == Rect(x: 8, y: 3, width: 2, height: 2))
    #expect(a.intersection(Rect(x: 20, y: 0, width: 3, height: 3)).isEmpty)
  }

  @Test func insetNeverGoesNegative() {
    let inside = Rect(x: 0, y: 0, width: 10, height: 4).inset(by: 1)
    #expect(inside == Rect(x: 1, y: 1, width: 8, height: 2))
    #expect(Rect(x: 0, y: 0, width: 1, height: 1).inset(by: 1).isEmpty)
  }

  @Test func contains() {
    let rect = Rect(x: 2, y: 2, width: 3, height: 2)
    #expect(rect.contains(Point(x: 2, y: 2)))
    #expect(rect.contains(Point(x: 4, y: 3)))
    #expect(!rect.contains(Point(x: 5, y: 3)))
    #expect(!rect.contains(Point(x: 4, y: 4)))
  }

  @Test func division() {
    let rect = Rect(x: 1, y: 1, width: 10, height: 6)
    let (top, bottom) = rect.divided(atRow: 2)
    #expect(top == Rect(x: 1, y: 1, width: 10, height: 2))
    #expect(bottom == Rect(x: 1, y: 3, width: 10, height: 4))
    let (left, right) = rect.divided(atColumn: 12)
    #expect(left == rect)
    #expect(right == Rect(x: 11, y: 1, width: 0, height: 6))
  }

  @Test func sizeContains() {
    #expect(Size(width: 80, height: 24).contains(Size(width: 40, height: 12)))
    #expect(!Size(width: 39, height: 24).contains(Size(width: 40, height: 12)))
    #expect(Size(width: 40, height: 12).description == "40×12")
  }
}
