import Testing
@testable import WordSudokuKit

@Suite("Answer matching", .timeLimit(.minutes(15)))
struct AnswerMatchTests {
    /// A puzzle's words, the learner typing French.
    static let pairs = [
        WordPair(first: ["cat"], second: ["le chat"]),                         // 0
        WordPair(first: ["summer"], second: ["l'été (m)"]),                    // 1
        WordPair(first: ["or"], second: ["ou"]),                               // 2
        WordPair(first: ["where"], second: ["où"]),                            // 3
        WordPair(first: ["bike", "bicycle"], second: ["le vélo"]),             // 4
        WordPair(first: ["eye"], second: ["l'œil (m)", "les yeux (m pl)"]),   // 5
        WordPair(first: ["to know"], second: ["savoir"]),                      // 6
        WordPair(first: ["house"], second: ["la maison"]),                     // 7
        WordPair(first: ["ripe"], second: ["mûr"]),                            // 8
        WordPair(first: ["wall"], second: ["le mur"]),                         // 9
    ]
    let french = AnswerMatcher(pairs: Self.pairs, side: .second, language: "fr")
    let english = AnswerMatcher(pairs: Self.pairs, side: .first, language: "en")

    @Test func theExactWordMatchesItsPair() {
        #expect(french.match("le chat") == .matched(pair: 0, correction: nil))
        #expect(french.match("savoir") == .matched(pair: 6, correction: nil))
    }

    @Test func caseAndSpacesDoNotMatter() {
        #expect(french.match("  LE   Chat ") == .matched(pair: 0, correction: nil))
        #expect(english.match("To Know") == .matched(pair: 6, correction: nil))
    }

    @Test func decomposedAccentsEqualPrecomposedOnes() {
        #expect(french.match("l'e\u{301}te\u{301}") == .matched(pair: 1, correction: nil))
        #expect(french.match("le ve\u{301}lo") == .matched(pair: 4, correction: nil))
    }

    @Test func aTypographicApostropheIsAStraightOne() {
        #expect(french.match("l’été") == .matched(pair: 1, correction: nil))
    }

    @Test func aSpaceForTheElidedArticlesApostropheIsAccepted() {
        #expect(french.match("l été") == .matched(pair: 1, correction: nil))
        #expect(french.match("L  OEIL") != .notInPuzzle)
        // Only before a vowel or h: "l" then a consonant is no elision.
        #expect(french.match("l chat") == .notInPuzzle)
    }

    @Test func theArticleMayBeLeftOut() {
        #expect(french.match("chat") == .matched(pair: 0, correction: nil))
        #expect(french.match("été") == .matched(pair: 1, correction: nil))
        #expect(french.match("yeux") == .matched(pair: 5, correction: nil))
        #expect(english.match("know") == .matched(pair: 6, correction: nil))
    }

    @Test func theGenderNoteIsIgnored() {
        #expect(french.match("l'été") == .matched(pair: 1, correction: nil))
        #expect(french.match("l'été (m)") == .matched(pair: 1, correction: nil))
        #expect(french.match("les yeux") == .matched(pair: 5, correction: nil))
    }

    @Test func everyAlternativeIsAccepted() {
        #expect(english.match("bike") == .matched(pair: 4, correction: nil))
        #expect(english.match("bicycle") == .matched(pair: 4, correction: nil))
        #expect(french.match("l'œil") == .matched(pair: 5, correction: nil))
    }

    @Test func missingAccentsAreAcceptedWithAGentleCorrection() {
        let match = french.match("ete")
        #expect(match == .matched(pair: 1, correction: AnswerCorrection(kind: .accents, expected: "l'été (m)")))
        #expect(french.match("le velo") == .matched(pair: 4, correction: AnswerCorrection(kind: .accents, expected: "le vélo")))
        #expect(french.match("oeil") == .matched(pair: 5, correction: AnswerCorrection(kind: .accents, expected: "l'œil (m)")))
        #expect(AnswerCorrection(kind: .accents, expected: "été").message.en == "été — mind the accent")
        #expect(AnswerCorrection(kind: .accents, expected: "été").message.fr == "été — attention à l’accent")
    }

    @Test func wordsThatDifferOnlyByAccentsCountOnlyInTheirExactForm() {
        // `ou` and `où` are both in the puzzle: each is itself, never the other corrected.
        #expect(french.match("ou") == .matched(pair: 2, correction: nil))
        #expect(french.match("où") == .matched(pair: 3, correction: nil))
        #expect(french.match("óu") == .ambiguous(pairs: [2, 3], words: ["ou", "où"]))
        // `mur` is the wall (exact, article left out), not `mûr` corrected.
        #expect(french.match("mur") == .matched(pair: 9, correction: nil))
        #expect(french.match("mûr") == .matched(pair: 8, correction: nil))
    }

    @Test func withoutTheOtherWordAMissingAccentIsCorrected() {
        let matcher = AnswerMatcher(pairs: [WordPair(first: ["where"], second: ["où"]), WordPair(first: ["cat"], second: ["le chat"])],
                                    side: .second, language: "fr")
        #expect(matcher.match("ou") == .matched(pair: 0, correction: AnswerCorrection(kind: .accents, expected: "où")))
    }

    @Test func strictAccentsRefuseAnAnswerWithoutThem() {
        let strict = AnswerMatcher(pairs: Self.pairs, side: .second, language: "fr", strictAccents: true)
        #expect(strict.match("ete") == .notInPuzzle)
        #expect(strict.match("été") == .matched(pair: 1, correction: nil))
    }

    @Test func theWrongArticleIsAcceptedAndCorrected() {
        #expect(french.match("la chat") == .matched(pair: 0, correction: AnswerCorrection(kind: .article, expected: "le chat")))
        #expect(AnswerCorrection(kind: .article, expected: "le chat").message.en == "le chat — mind the article")
        // English has no gender: an article added to a bare word is no mistake.
        #expect(english.match("the cat") == .matched(pair: 0, correction: nil))
    }

    @Test func aWordNotInThePuzzleIsNotAMistake() {
        #expect(french.match("le chien") == .notInPuzzle)
        #expect(french.match("") == .notInPuzzle)
        #expect(french.match("   ") == .notInPuzzle)
        #expect(english.match("chat") == .notInPuzzle)
        #expect(french.match("le chien").pair == nil)
    }

    @Test func aMatcherIsBuiltFromAListAndASide() throws {
        let list = WordList(title: "t", languages: ["en", "fr"], pairs: Self.pairs)
        #expect(AnswerMatcher(list: list, side: .second).match("maison") == .matched(pair: 7, correction: nil))
    }
}
