import Testing
@testable import WordSudokuKit

/// The one wrapping rule (`TextWrap`, `GameText.wrappableWords`) of the full screen, the help
/// and line mode at a terminal.
@Suite("Text wrapping")
struct TextWrapTests {
    @Test func linesAreCutAtSpacesWithinTheWidthInTerminalColumns() {
        let text = "Each row, column and box holds every word once. 漢字漢字 counts four columns."
        let lines = TextWrap.lines(text, width: 20)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 20 }, "\(lines)")
        #expect(lines.joined(separator: " ") == text)
        #expect(TextWrap.lines("one\ntwo", width: 40) == ["one", "two"])
    }

    /// A French mark stays with its word, and a short quotation (a command to type) is never
    /// cut in two: “« settings voice fr” at a line's end, “fr-be »” at the next one's start read
    /// as two commands (the help of `settings` in French did so).
    @Test func marksStayWithTheirWordAndAShortQuotationStaysWhole() {
        let french = "la voix d’espeak-ng d’une langue, par ex. « settings voice fr fr-be »"
        let lines = TextWrap.lines(french, width: 50)
        #expect(lines == ["la voix d’espeak-ng d’une langue, par ex.", "« settings voice fr fr-be »"], "\(lines)")
        #expect(TextWrap.lines("Write the cell then the word, e.g. “A1 the house”.", width: 40)
                == ["Write the cell then the word, e.g.", "“A1 the house”."])
        #expect(!TextWrap.lines("Voici : un mot ; deux mots !", width: 8).contains { $0.hasPrefix(":") || $0.hasPrefix(";") || $0.hasPrefix("!") })
        // A quotation longer than `quotedGroup` is cut at its spaces like any text.
        let long = "« " + Array(repeating: "mot", count: 20).joined(separator: " ") + " »"
        #expect(TextWrap.lines(long, width: 30).count > 1)
        #expect(TextWrap.lines(long, width: 30).allSatisfy { DisplayWidth.of($0) <= 30 })
    }

    /// A number is never left alone at a line's end: it stays with the word after it ("4 le
    /// serpent", a bank's entry), or with the one before when it ends the text ("to fill 20").
    @Test func aNumberStaysWithItsWord() {
        let bank = "1 le chat, 2 left; 2 le chien, 0 left; 3 la vache, 1 left; 4 le serpent, 3 left"
        let lines = TextWrap.lines(bank, width: 24)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 24 }, "\(lines)")
        #expect(!lines.contains { $0.hasSuffix(" 4") || $0.hasSuffix(" 3") || $0.hasSuffix(" 2") || $0.hasSuffix(" 1") }, "\(lines)")
        #expect(lines.joined(separator: " ") == bank)
        #expect(TextWrap.lines("Time 00:00, cells to fill 20", width: 24) == ["Time 00:00, cells to", "fill 20"])
        #expect(TextWrap.lines("42", width: 10) == ["42"])
    }

    /// A dictionary's pair stays whole when it fits: "pasta =" at a line's end left "les pâtes
    /// (f pl)" alone on the next, naming no word.
    @Test func aDictionaryPairStaysWhole() {
        let line = "Dictionary (2 peeks left): milk = le lait; pasta = les pâtes (f pl); ice cream = la glace"
        let lines = TextWrap.lines(line, width: 40)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 }, "\(lines)")
        #expect(lines.joined(separator: " ") == line)
        #expect(lines.contains { $0.hasPrefix("pasta = les pâtes (f pl);") } || lines.contains { $0.hasSuffix("pasta = les pâtes (f pl);") }, "\(lines)")
        #expect(lines.contains { $0.contains("ice cream = la glace") }, "\(lines)")
        let french = "Dictionnaire (2 coups d’œil restants) : milk = le lait ; pasta = les pâtes (f pl)"
        #expect(TextWrap.lines(french, width: 50).contains { $0.contains("milk = le lait ;") })
    }
}
