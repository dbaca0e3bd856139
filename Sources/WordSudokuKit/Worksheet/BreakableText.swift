/// A cell's text cut where a printed line may end, so that the layout (`WorksheetLayout`), the
/// page (`WorksheetHTML`) and the plain text (`WorksheetPlainText`) break it at the same places:
/// at a space; after a hyphen of the word itself (`grand-|mère`); and inside a word only at a
/// hyphenation point of its language (`Hyphenator`: `co-chon`, `ba-nana`, never `coc-hon`), where a
/// hyphen is printed. Whether a word is cut at its hyphenation points at all is the layout's
/// choice (`WorksheetLayout.WordBreaking`): only a word too wide for its cell is.
struct BreakableText: Hashable {
    /// A word (the text between two spaces) as the pieces a line may end after.
    struct Word: Hashable {
        let pieces: [Piece]
        /// The word as written.
        var text: String { pieces.map(\.text).joined() }
    }

    struct Piece: Hashable {
        let text: String
        /// What a line that ends after this piece shows: nothing more after the word's own
        /// hyphen, a hyphen at a hyphenation point; `nil` for the word's last piece.
        let breakAfter: Break?
    }

    enum Break: Hashable {
        /// After the word's own hyphen: `grand-` | `mère`.
        case ownHyphen
        /// At a hyphenation point: `co` | `chon`, printed `co-`.
        case hyphenation
    }

    let words: [Word]

    /// `text` (a word or phrase of a list in `language`, a code such as `fr` or `en`) with its
    /// hyphenation points. A language without patterns gives none: its words break only at
    /// their own hyphens.
    init(_ text: String, language: String) {
        let hyphenator = Hyphenator.forLanguage(language)
        words = text.split(separator: " ").map { Self.word(Array($0), hyphenator: hyphenator) }
    }

    /// The text as the pieces between its places to break, with the places themselves: the
    /// hyphenation points given by `hyphenating(word)` for each word (so a word that fits its
    /// cell keeps its pieces together), a word's own hyphens always.
    func segments(hyphenating: (Word) -> Bool) -> [Segment] {
        var segments: [Segment] = []
        for word in words {
            let cut = hyphenating(word)
            var run = ""
            for piece in word.pieces {
                run += piece.text
                switch piece.breakAfter {
                case .ownHyphen?: segments.append(Segment(text: run, end: .ownHyphen)); run = ""
                case .hyphenation? where cut: segments.append(Segment(text: run, end: .hyphenation)); run = ""
                default: break
                }
            }
            segments.append(Segment(text: run, end: .space))
        }
        return segments
    }

    /// A run of text that no line breaks inside, and the place to break after it.
    struct Segment: Equatable {
        var text: String
        /// `.space` after a word (the text's last too).
        var end: End
    }

    enum End: Equatable {
        case space, ownHyphen, hyphenation
    }

    // MARK: Cutting a word

    private static func word(_ characters: [Character], hyphenator: Hyphenator?) -> Word {
        // The places to break, in characters from the word's start.
        var cuts: [(position: Int, kind: Break)] = []
        var runStart: Int?
        func endRun(at end: Int) {
            guard let start = runStart else { return }
            runStart = nil
            for position in hyphenator?.breaks(in: String(characters[start..<end])) ?? [] {
                cuts.append((start + position, .hyphenation))
            }
        }
        for (index, character) in characters.enumerated() {
            // Letters and apostrophes (`l'orange`) make a word for the patterns; anything else
            // (a hyphen, a bracket, a digit) ends one.
            if character.isLetter || character == "'" || character == "\u{2019}" {
                if runStart == nil { runStart = index }
            } else {
                endRun(at: index)
            }
            if isHyphen(character), index > 0, index < characters.count - 1 {
                cuts.append((index + 1, .ownHyphen))
            }
        }
        endRun(at: characters.count)
        var pieces: [Piece] = []
        var start = 0
        for cut in cuts.sorted(by: { $0.position < $1.position }) where cut.position > start {
            pieces.append(Piece(text: String(characters[start..<cut.position]), breakAfter: cut.kind))
            start = cut.position
        }
        pieces.append(Piece(text: String(characters[start...]), breakAfter: nil))
        return Word(pieces: pieces)
    }

    /// The hyphen-minus and Unicode's hyphen: a line may end after either.
    private static func isHyphen(_ character: Character) -> Bool { character == "-" || character == "\u{2010}" }
}
