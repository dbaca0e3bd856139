import Testing
import TerminalUI
import WordSudokuKit
@testable import word_sudoku

/// What the user reads of an error and the status it gives (`ErrorReport`, the one place).
@Suite("Error reports")
struct ErrorReportTests {
    /// The full screen's one error of its own (standard input not a terminal after all) is said
    /// in the UI language, as every other error is: it came out in English with straight quotes
    /// whatever the language.
    @Test func aTerminalThatCannotBeUsedIsSaidInTheUILanguage() {
        let french = ErrorReport(TerminalError.notATerminal, in: .fr)
        #expect(french.lines == ["word-sudoku: l’entrée standard n’est pas un terminal ; utilisez « play --plain »"])
        #expect(french.status == .failure && french.stream == .standardError)
        #expect(ErrorReport(TerminalError.notATerminal, in: .en).lines
                == ["word-sudoku: standard input is not a terminal; use “play --plain”"])
    }
}
