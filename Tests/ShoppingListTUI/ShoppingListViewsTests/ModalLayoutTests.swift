import TestSupport
import Testing

@testable import ShoppingListFeatures
@testable import ShoppingListViews
@testable import TerminalUI

struct ModalLayoutTests {
  static let longMessage = (1...30).map { "Sentence number \($0) of a long fact." }
    .joined(separator: " ")

  @Test func aLongMessageGetsTheWidestBoxCentredWithAMargin() {
    let screen = Rect(size: Size(width: 80, height: 24))
    let layout = ModalLayout(
      title: "Fact about 42", message: Self.longMessage, footerWidth: 2, in: screen
    )
    #expect(layout.box == Rect(x: 8, y: 1, width: 64, height: 22))
    #expect(layout.body == Rect(x: 10, y: 3, width: 60, height: 17))
    #expect(layout.footer == Rect(x: 10, y: 21, width: 60, height: 1))
    #expect(layout.maxScrollOffset == layout.lines.count - 17)
    #expect(layout.pageStep == 16)
  }

  @Test func aShortMessageGetsASnugBox() {
    let screen = Rect(size: Size(width: 80, height: 24))
    let layout = ModalLayout(
      title: "Fact about 1", message: "1 is odd.", footerWidth: 2, in: screen
    )
    #expect(layout.lines == ["1 is odd."])
    #expect(layout.box == Rect(x: 26, y: 9, width: 28, height: 6))
    #expect(layout.maxScrollOffset == 0)
  }

  @Test func theBoxIsWideEnoughForTheTitleAndTheButtons() {
    let screen = Rect(size: Size(width: 80, height: 24))
    let title = "A title that is quite a bit longer than the message"
    let byTitle = ModalLayout(title: title, message: "short", footerWidth: 2, in: screen)
    #expect(byTitle.body.width == title.displayWidth + 1)
    let byButtons = ModalLayout(title: "t", message: "short", footerWidth: 40, in: screen)
    #expect(byButtons.body.width == 40)
  }

  @Test func aShortScreenDropsThePaddingBeforeTheText() {
    let screen = Rect(size: Size(width: 40, height: 7))
    let layout = ModalLayout(title: "t", message: Self.longMessage, footerWidth: 2, in: screen)
    #expect(layout.box == Rect(x: 2, y: 0, width: 36, height: 7))
    #expect(layout.body == Rect(x: 4, y: 1, width: 32, height: 4))
    #expect(layout.footer == Rect(x: 4, y: 5, width: 32, height: 1))
  }

  @Test(arguments: [0, 1, 2, 3, 4, 5, 6, 7, 9, 12, 15, 16, 24, 40])
  func everyPartStaysOnTheScreen(height: Int) {
    for width in [0, 1, 2, 3, 4, 5, 6, 8, 11, 20, 23, 24, 30, 40, 67, 80, 200] {
      let screen = Rect(x: 3, y: 2, width: width, height: height)
      for message in ["", "1 is odd.", Self.longMessage, "漢字のメッセージ🎉"] {
        let layout = ModalLayout(
          title: "Fact about 42", message: message, footerWidth: 9, in: screen
        )
        let place = "\(message.prefix(10)) on \(screen)"
        #expect(layout.box.intersection(screen) == layout.box, "box off screen: \(place)")
        #expect(layout.body.height <= layout.lines.count, "\(place)")
        if !layout.body.isEmpty {
          let inside = layout.box.inset(by: 1)
          #expect(layout.body.intersection(inside) == layout.body, "body outside: \(place)")
        }
        if !layout.footer.isEmpty {
          #expect(layout.footer.intersection(layout.box.inset(by: 1)) == layout.footer)
          #expect(layout.footer.minY >= layout.body.maxY, "footer over body: \(place)")
        }
      }
    }
  }
}
