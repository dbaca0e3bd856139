import SudokuEngine
import Testing
@testable import WordSudokuKit

/// A typo of one of the puzzle's words is suggested ("did you mean le cheval?"), never placed and
/// never a mistake; a word too short or as close to two words suggests nothing.
@Suite("Near misses")
struct NearMissTests {
    static let pairs = [
        WordPair(first: ["horse"], second: ["le cheval"]),          // 0
        WordPair(first: ["goat"], second: ["la chèvre"]),           // 1
        WordPair(first: ["cat"], second: ["le chat"]),              // 2
        WordPair(first: ["elephant"], second: ["l'éléphant (m)"]),  // 3
        WordPair(first: ["beach"], second: ["la plage"]),           // 4
        WordPair(first: ["square"], second: ["la place"]),          // 5
    ]
    let french = AnswerMatcher(pairs: Self.pairs, side: .second, language: "fr")

    @Test func oneTypoInAWordOfFiveLettersOrMoreIsSuggested() {
        #expect(french.match("le chevl") == .nearMiss(pair: 0, word: "le cheval"))
        #expect(french.match("chevall") == .nearMiss(pair: 0, word: "le cheval"))
        #expect(french.match("la chevre") == .matched(pair: 1, correction: AnswerCorrection(kind: .accents, expected: "la chèvre")),
                "an accent is a correction, not a typo")
        #expect(french.match("la chèvrre") == .nearMiss(pair: 1, word: "la chèvre"))
    }

    @Test func twoTyposOnlyFromEightLetters() {
        #expect(french.match("elefant") == .nearMiss(pair: 3, word: "l'éléphant (m)"))   // éléphant: 2 edits, 8 letters
        #expect(french.match("chvl") == .notInPuzzle, "cheval has 6 letters: one edit at most")
    }

    @Test func shortWordsAndTiesSuggestNothing() {
        #expect(french.match("le chit") == .notInPuzzle, "chat has 4 letters: too short for a guess")
        // `la plave` is one edit from both plage and place (5 letters): neither is suggested.
        #expect(french.match("la plave") == .notInPuzzle)
        #expect(french.match("la plag") == .nearMiss(pair: 4, word: "la plage"))
        #expect(french.match("ordinateur") == .notInPuzzle)
    }

    @Test func editDistanceCountsInsertionsDeletionsAndSubstitutions() {
        #expect(EditDistance.between("cheval", "cheval", limit: 2) == 0)
        #expect(EditDistance.between("chevl", "cheval", limit: 2) == 1)
        #expect(EditDistance.between("chavel", "cheval", limit: 2) == 2)
        #expect(EditDistance.between("kitten", "sitting", limit: 3) == 3)
        #expect(EditDistance.between("kitten", "sitting", limit: 2) == nil)
        #expect(EditDistance.between("", "abc", limit: 3) == 3)
        // Two neighbours swapped are one edit (a play-tester's "le chein" got no suggestion).
        #expect(EditDistance.between("chein", "chien", limit: 1) == 1)
        #expect(EditDistance.between("abcd", "badc", limit: 2) == 2)
        #expect(EditDistance.between("ca", "abc", limit: 3) == 3, "no substring edited twice (optimal string alignment)")
        #expect(EditDistance.between("chevla", "cheval", limit: 1) == 1)
    }

    @Test func aSwapOfTwoLettersIsATypo() {
        let animals = AnswerMatcher(pairs: [WordPair(first: ["dog"], second: ["le chien"]), WordPair(first: ["cat"], second: ["le chat"])],
                                    side: .second, language: "fr")
        #expect(animals.match("le chein") == .nearMiss(pair: 0, word: "le chien"))
        #expect(french.match("la chèrve") == .nearMiss(pair: 1, word: "la chèvre"))
    }

    /// In a game, line mode says it and places nothing (the full screen shows the same text).
    @Test func aGameSaysDidYouMeanAndPlacesNothing() throws {
        let temp = TemporaryStore()
        let game = try GameLifecycle(starting: GameFixtures.session(try BoxShape(rows: 2, columns: 3)), store: temp.store,
                                     clock: FakeClock(), replacing: true)
        var p = PlainInterpreter(game: game, language: .en)
        let session = p.session
        // An empty cell whose word's core (without article) has 6 letters or more: one letter
        // dropped from it is a typo of that word.
        let cell = try #require(GameFixtures.emptyCells(session).first { cell in
            WordNormalizer.core(of: session.setup.answerWord(Int(session.solution[cell])), language: "fr").count >= 6
        })
        let word = session.setup.answerWord(Int(session.solution[cell]))
        let name = CellName.text(cell, shape: session.shape)
        let typo = String(word.dropLast())
        #expect(p.handle("\(name) \(typo)").lines == ["“\(typo)”: did you mean \(word)? (Not a mistake; nothing placed.)"])
        #expect(p.session.cells[cell] == 0)
        #expect(p.session.mistakes == 0)
        // The word suggested, typed next in that cell: placed, and a recall with a correction
        // (hard), not as written.
        let placed = p.handle("\(name) \(word)")
        #expect(placed.lines.first?.hasPrefix("\(name) \(word): placed.") == true)
        let evidence = p.session.evidence[Int(session.solution[cell]) - 1]
        #expect(evidence.recalled && evidence.corrected && evidence.rating == .hard)
        var fr = PlainInterpreter(game: game, language: .fr)
        #expect(fr.handle("\(name) \(typo)").lines == ["« \(typo) » : vouliez-vous dire \(word) ? (Ce n’est pas une erreur ; rien n’est placé.)"])
    }
}
