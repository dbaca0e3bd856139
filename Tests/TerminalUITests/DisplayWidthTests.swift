import Testing
@testable import TerminalUI
@testable import WordSudokuKit

@Suite("Display width", .timeLimit(.minutes(15)))
struct DisplayWidthTests {
    @Test func asciiAndAccentedLettersTakeOneColumn() {
        #expect(DisplayWidth.of("chat") == 4)
        #expect(DisplayWidth.of("chèvre") == 6)
        #expect(DisplayWidth.of("l’œuf") == 5)
    }

    @Test func combiningMarksTakeNone() {
        let decomposed = "e\u{0301}te\u{0301}"  // été with combining acute accents
        #expect(DisplayWidth.of(decomposed) == 3)
        #expect(DisplayWidth.of(Unicode.Scalar(0x0301)!) == 0)
    }

    @Test func wideCharactersTakeTwo() {
        #expect(DisplayWidth.of("猫") == 2)
        #expect(DisplayWidth.of("ねこ") == 4)
        #expect(DisplayWidth.of("고양이") == 6)
        #expect(DisplayWidth.of("ＡＢ") == 4)
        #expect(DisplayWidth.of("🐱") == 2)
    }

    @Test func truncationEndsWithAnEllipsisWithinTheWidth() {
        #expect(DisplayWidth.truncate("grenouille", to: 7) == "grenou…")
        #expect(DisplayWidth.truncate("chat", to: 7) == "chat")
        #expect(DisplayWidth.truncate("猫猫猫猫", to: 5) == "猫猫…")
        #expect(DisplayWidth.of(DisplayWidth.truncate("猫猫猫猫", to: 6)) <= 6)
    }
}
