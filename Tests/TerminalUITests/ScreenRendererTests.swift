import Testing
@testable import TerminalUI

@Suite("Screen buffer and diff renderer", .timeLimit(.minutes(15)))
struct ScreenRendererTests {
    @Test func wideCharacterTakesTwoCellsAndReadsBackOnce() {
        var buffer = ScreenBuffer(width: 10, height: 1)
        let end = buffer.write("a猫b", column: 0, row: 0)
        #expect(end == 4)
        #expect(buffer[2, 0].isContinuation)
        #expect(buffer.lines[0] == "a猫b      ")
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var buffer = ScreenBuffer(width: 6, height: 1)
        buffer.write("猫", column: 0, row: 0)
        buffer.write("x", column: 1, row: 0)
        #expect(buffer.lines[0] == " x    ")
    }

    @Test func secondFrameWritesOnlyTheChangedCells() {
        var renderer = DiffRenderer()
        var frame = ScreenBuffer(width: 120, height: 40)
        frame.write("hello", column: 3, row: 2)
        let first = renderer.render(frame)
        #expect(String(decoding: first, as: UTF8.self).contains("hello"))
        frame.write("j", column: 3, row: 2)
        let second = String(decoding: renderer.render(frame), as: UTF8.self)
        #expect(second == "\u{1b}[3;4Hj")
        #expect(renderer.render(frame).isEmpty)
    }

    @Test func styleChangesAreSentOnceForARun() {
        var renderer = DiffRenderer()
        var frame = ScreenBuffer(width: 20, height: 2)
        _ = renderer.render(frame)
        frame.write("abc", column: 0, row: 1, style: Style(bold: true))
        let bytes = String(decoding: renderer.render(frame), as: UTF8.self)
        #expect(bytes == "\u{1b}[2;1H\u{1b}[1mabc\u{1b}[0m")
    }

    @Test func noColorThemeUsesNoColourCodes() {
        let theme = Theme.choose(noColor: false, highContrast: false, environment: ["NO_COLOR": "1"])
        for style in [theme.given, theme.entry, theme.wrong, theme.selected, theme.related, theme.sameWord, theme.hinted] {
            #expect(style.foreground == .default && style.background == .default)
        }
        #expect(Theme.choose(noColor: true, highContrast: true, environment: [:]).wrong.foreground == .default)
        #expect(Theme.choose(noColor: false, highContrast: false, environment: ["NO_COLOR": ""]).wrong.foreground == .red)
    }

    @Test func cursorMovesTakeTheShortestForm() {
        #expect(DiffRenderer.move(fromRow: -1, column: -1, toRow: 4, column: 9, width: 80) == "\u{1b}[5;10H")
        #expect(DiffRenderer.move(fromRow: 2, column: 5, toRow: 4, column: 5, width: 80) == "\n\n")
        #expect(DiffRenderer.move(fromRow: 2, column: 5, toRow: 2, column: 3, width: 80) == "\u{8}\u{8}")
        #expect(DiffRenderer.move(fromRow: 2, column: 5, toRow: 2, column: 17, width: 80) == "\u{1b}[12C")
        #expect(DiffRenderer.move(fromRow: 9, column: 60, toRow: 8, column: 60, width: 80) == "\u{1b}[A")
        // After the last column the terminal's position is uncertain: absolute.
        #expect(DiffRenderer.move(fromRow: 2, column: 80, toRow: 3, column: 0, width: 80) == "\u{1b}[4;1H")
    }

    @Test func styleChangesSendOnlyWhatChanged() {
        let bold = Style(bold: true)
        #expect(Style(foreground: .red, bold: true).transition(from: bold) == "\u{1b}[31m")
        #expect(Style(background: .brightBlack).transition(from: .plain) == "\u{1b}[100m")
        #expect(Style.plain.transition(from: Style(background: .brightBlack)) == "\u{1b}[49m")
        // Turning an attribute off needs a reset.
        #expect(Style.plain.transition(from: bold) == "\u{1b}[0m")
    }
}
