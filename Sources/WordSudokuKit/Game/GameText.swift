import SudokuEngine

/// Every text of the game, in English and French: here the names, the setup errors, codes and
/// lists as shown and the results kept in the store; in extensions, a file each, the recall
/// check (`+RecallCheck`), the store's notices (`Store/GameText+StoreNotices`), the calendar
/// (`Daily/GameText+Calendar`) and line mode (`Plain/GameText+PlainMode`). Texts with
/// arguments are functions returning `Localized`, or `String` in the language asked.
public enum GameText {
    typealias L = Localized

    // MARK: Names

    /// `English` / `anglais` for a language code.
    public static func languageName(_ code: String) -> Localized {
        switch code {
        case "en": L(en: "English", fr: "anglais")
        case "fr": L(en: "French", fr: "français")
        case "es": L(en: "Spanish", fr: "espagnol")
        case "de": L(en: "German", fr: "allemand")
        case "it": L(en: "Italian", fr: "italien")
        default: L(en: code, fr: code)
        }
    }

    public static func gradeName(_ grade: Grade) -> Localized {
        switch grade {
        case .beginner: L(en: "beginner", fr: "débutant")
        case .easy: L(en: "easy", fr: "facile")
        case .medium: L(en: "medium", fr: "moyen")
        case .hard: L(en: "hard", fr: "difficile")
        case .expert: L(en: "expert", fr: "expert")
        }
    }

    /// A game's grid and grade as the lines that list games name them, the line mode's title
    /// and `stats` alike: "9×9 (boxes 3×3), grade 1 beginner" (`stats` said "3x3 grade 1").
    /// Square boxes are named only when `squareBoxes` (a long list of games drops them; a
    /// 6×6's 2×3 boxes always say which way they lie).
    public static func gridAndGrade(boxRows: Int, boxColumns: Int, grade: Int, squareBoxes: Bool = true) -> Localized {
        let n = boxRows * boxColumns
        let name = Grade(rawValue: grade).map(gradeName)
        let named = squareBoxes || boxRows != boxColumns
        return L(en: "\(n)×\(n)\(named ? " (boxes \(boxRows)×\(boxColumns))" : ""), grade \(grade)\(name.map { " " + $0.en } ?? "")",
                 fr: "\(n)×\(n)\(named ? " (blocs \(boxRows)×\(boxColumns))" : ""), niveau \(grade)\(name.map { " " + $0.fr } ?? "")")
    }

    /// A grid named as a player knows it ("a 9×9 grid"), its boxes named too when they are not
    /// square ("a 6×6 grid with 2×3 boxes"): the grades a grid offers depend on them.
    public static func gridName(_ shape: BoxShape, times: String = "×") -> Localized {
        let n = shape.size
        guard shape.boxRows != shape.boxColumns else { return L(en: "a \(n)\(times)\(n) grid", fr: "une grille \(n)\(times)\(n)") }
        let boxes = "\(shape.boxRows)\(times)\(shape.boxColumns)"
        return L(en: "a \(n)\(times)\(n) grid with \(boxes) boxes", fr: "une grille \(n)\(times)\(n) à blocs \(boxes)")
    }

    // MARK: Errors and notices

    static func setupError(_ error: GameSetupError) -> Localized {
        switch error {
        case let .wordList(failure):
            return L(en: failure.lines(in: .en).joined(separator: "\n"), fr: failure.lines(in: .fr).joined(separator: "\n"))
        case let .tooFewPairs(list, pairs, size):
            return WordListError.tooFewPairs(list: list, pairs: pairs, size: size).message
        case let .badCode(code):
            let edition = PuzzleCode.unknownEdition(in: code)
            let code = DisplaySafe.escaped(code, limit: 200)
            if let edition {
                let newest = Generator.Edition.newest.rawValue
                return L(en: "“\(code)” was made by a newer word-sudoku (puzzle edition \(edition); this one plays editions 1 to \(newest)): update word-sudoku to play it",
                         fr: "« \(code) » vient d’une version plus récente de word-sudoku (édition de grille \(edition) ; celle-ci joue les éditions 1 à \(newest)) : mettez word-sudoku à jour pour y jouer")
            }
            return L(en: "“\(code)” is not a puzzle code (it looks like g2-2x3-1-animals-K7Q2M)",
                     fr: "« \(code) » n’est pas un code de grille (il ressemble à g2-2x3-1-animals-K7Q2M)")
        case let .gradeNotOffered(shape, grade, offered):
            let en = offered.map { "\($0.rawValue)" }.joined(separator: ", ")
            let grid = gridName(shape)
            return L(en: "\(grid.en) has no grade \(grade.rawValue) (\(gradeName(grade).en)); it offers grades \(en)",
                     fr: "\(grid.fr) n’a pas de niveau \(grade.rawValue) (\(gradeName(grade).fr)) ; elle offre les niveaux \(en)")
        case let .unknownLanguage(code, list, languages):
            let code = DisplaySafe.escaped(code), list = DisplaySafe.escaped(list, limit: 200)
            return L(en: "the list “\(list)” has no “\(code)” words; its languages are \(languages.joined(separator: " and "))",
                     fr: "la liste « \(list) » n’a pas de mots « \(code) » ; ses langues sont \(languages.joined(separator: " et "))")
        case let .badWordIndices(list):
            let list = DisplaySafe.escaped(list, limit: 200)
            return L(en: "this code names words that the list “\(list)” does not have",
                     fr: "ce code désigne des mots que la liste « \(list) » n’a pas")
        }
    }

    /// Why no review game was made: nothing due (and when words will be), or a setup error.
    static func reviewFailure(_ failure: ReviewGame.Failure) -> Localized {
        switch failure {
        case let .nothingDue(_, 0, player, others) where !others.isEmpty:
            return L(en: "No words to review yet for \(DisplaySafe.escaped(player, limit: 100)). " + othersDue(others).en,
                     fr: "Aucun mot à réviser pour l’instant pour \(DisplaySafe.escaped(player, limit: 100)). " + othersDue(others).fr)
        case .nothingDue(_, 0, _, _):
            return L(en: "No words to review yet: play a few games first; a word comes due for review once you have answered it.",
                     fr: "Aucun mot à réviser pour l’instant : jouez d’abord quelques parties ; un mot revient en révision une fois que vous y avez répondu.")
        case let .nothingDue(next, _, player, others) where !others.isEmpty:
            return L(en: "No words are due for review now for \(DisplaySafe.escaped(player, limit: 100))\(nextDue(next).en). " + othersDue(others).en,
                     fr: "Aucun mot n’est à réviser maintenant pour \(DisplaySafe.escaped(player, limit: 100))\(nextDue(next).fr). " + othersDue(others).fr)
        case let .nothingDue(next, _, _, _):
            return L(en: "No words are due for review now\(nextDue(next).en).",
                     fr: "Aucun mot n’est à réviser maintenant\(nextDue(next).fr).")
        case let .setup(error):
            return setupError(error)
        }
    }

    /// What a review game holds when more words are due than its grid takes: the player saw
    /// "Review — 17 due" and gets a 6×6; said, so that the 11 others are not thought lost.
    static func reviewHolds(words: Int, due: Int) -> Localized {
        let others = due - words
        return L(en: "This review holds the \(words) due words least likely recalled, of \(due) due; "
                     + (others == 1 ? "the other one comes in the next review game." : "the other \(others) come in the next review games."),
                 fr: "Cette révision contient les \(words) mots à revoir les moins sûrs, sur \(due) à revoir ; "
                     + (others == 1 ? "l’autre viendra à la prochaine révision." : "les \(others) autres viendront aux prochaines révisions."))
    }

    /// "; the next 4 come due tomorrow (2026-12-05)", "; the next one comes due on 2026-12-09,
    /// in 4 days", or nothing when no word will.
    static func nextDue(_ next: ReviewGame.NextDue?) -> Localized {
        guard let next else { return L(en: "", fr: "") }
        let one = next.words == 1
        let en = one ? "; the next one comes due" : "; the next \(next.words) come due"
        let fr = one ? " ; le suivant le sera" : " ; les \(next.words) suivants le seront"
        switch next.inDays {
        case ...0: return L(en: en + " later today", fr: fr + " plus tard aujourd’hui")
        case 1: return L(en: en + " tomorrow (\(next.day))", fr: fr + " demain (\(next.day))")
        default: return L(en: en + " on \(next.day), in \(next.inDays) days", fr: fr + " le \(next.day), dans \(next.inDays) jours")
        }
    }

    /// ": " in English, " : " in French (a space before the colon, as French typesets it).
    public static func colon(_ language: UILanguage) -> String { language == .fr ? " : " : ": " }
    /// "; " in English, " ; " in French, between the items of a list on one line.
    public static func semicolon(_ language: UILanguage) -> String { language == .fr ? " ; " : "; " }

    /// The words of one paragraph, for a text cut into lines at spaces (`TextWrap`): French
    /// puts a space before : ; ! ? and », and after «, so each mark is joined to its word and
    /// never stands alone at the start or the end of a line. A short quotation (« settings voice
    /// fr fr-be », “A1 house”: a command to type, at most `quotedGroup` columns) is one piece, so
    /// that it is never cut in two: read across a line's end it looked like two commands; one
    /// wider than `width` is cut at its spaces like any text.
    public static func wrappableWords(_ paragraph: some StringProtocol, width: Int = .max) -> [String] {
        var words: [String] = []
        var afterOpeningQuote = false
        for word in paragraph.split(separator: " ") {
            if afterOpeningQuote || [":", ";", "!", "?", "»"].contains(word), let last = words.popLast() {
                words.append(last + " " + word)
            } else {
                words.append(String(word))
            }
            afterOpeningQuote = word == "«"
        }
        // A number stays with the word after it, as type sets a number with its unit ("3 left",
        // "4 le serpent": a bank's number at a line's end and its word at the next's start
        // meant nothing read alone), or with the word before it when it ends the paragraph
        // ("cells to fill 20").
        var joined: [String] = []
        var pending: String?
        for word in words {
            if let number = pending {
                joined.append(number + " " + word)
                pending = nil
            } else if !word.isEmpty, word.allSatisfy({ $0.isASCII && $0.isNumber }) {
                pending = word
            } else {
                joined.append(word)
            }
        }
        if let number = pending {
            if let last = joined.popLast() { joined.append(last + " " + number) } else { joined.append(number) }
        }
        words = joined
        // A pair as the dictionary and a look-up write it (`cow = la vache;`), from the start of
        // its entry (after a `;` or `:`) to its end (a `;`), is one piece when it fits: cut after
        // "pasta =", the translation read alone named no word.
        var entries: [String] = []
        var position = 0
        while position < words.count {
            if words[position] == "=", !entries.isEmpty {
                let start = (entries.lastIndex { $0.hasSuffix(";") || $0.hasSuffix(":") }).map { $0 + 1 } ?? 0
                let end = words[(position + 1)...].firstIndex { $0.hasSuffix(";") } ?? words.count - 1
                let pair = (entries[start...] + words[position...end]).joined(separator: " ")
                if start < entries.count, DisplayWidth.of(pair) <= min(quotedGroup, width) {
                    entries.removeSubrange(start...)
                    entries.append(pair)
                    position = end + 1
                    continue
                }
            }
            entries.append(words[position])
            position += 1
        }
        words = entries
        // The quotations: from a word that opens one to the word that closes it.
        var pieces: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if word.hasPrefix("«") || word.hasPrefix("“"), !(word.contains("»") || word.contains("”")),
               let end = words[(index + 1)...].firstIndex(where: { $0.contains("»") || $0.contains("”") }) {
                let quotation = words[index...end].joined(separator: " ")
                if DisplayWidth.of(quotation) <= min(quotedGroup, width) {
                    pieces.append(quotation)
                    index = end + 1
                    continue
                }
            }
            pieces.append(word)
            index += 1
        }
        return pieces
    }

    /// The widest quotation or dictionary pair kept whole on a line (`wrappableWords`); a
    /// longer one is cut at its spaces like any text.
    static let quotedGroup = 32

    /// The other players with words due, and how to review as one of them.
    static func othersDue(_ players: [String]) -> Localized {
        let names = players.prefix(5).map { DisplaySafe.escaped($0, limit: 100) }
        let list = names.joined(separator: ", ") + (players.count > 5 ? ", …" : "")
        return L(en: "Words are due for \(list): play as that player to review them (--player NAME).",
                 fr: "Des mots sont à réviser pour \(list) : jouez sous ce nom pour les réviser (--player NOM).")
    }

    /// A game's code as shown. A review game's and a typed puzzle's (`review`, `typed`) are not
    /// codes anyone could type back, only names: said in French in the French texts.
    public static func codeShown(_ code: String) -> Localized {
        switch code {
        case ReviewGame.code: Localized(en: code, fr: "révision")
        case TypedPuzzle.code: Localized(en: code, fr: "grille tapée")
        default: Localized(en: code, fr: code)
        }
    }

    /// A game's list as shown: a review game's words come from several lists, under the name
    /// `review` (said in French in the French texts); any other list by its own name.
    static func listShown(_ list: String, code: String) -> Localized {
        code == ReviewGame.code && list == ReviewGame.listName ? codeShown(code) : Localized(en: list, fr: list)
    }

    /// The name of a player who gave none and has no login name.
    static let guestName = Localized(en: "Guest", fr: "Invité")

    // MARK: Results kept in the store

    static func newRecord(_ record: Leaderboard.Record) -> Localized? {
        switch (record.bestScore, record.bestTime) {
        // Records are kept per box shape and grade, not per puzzle.
        case (true, true): L(en: "New record: best score and best time for this size and level!", fr: "Nouveau record : meilleur score et meilleur temps pour cette taille et ce niveau !")
        case (true, false): L(en: "New record: best score for this size and level!", fr: "Nouveau record : meilleur score pour cette taille et ce niveau !")
        case (false, true): L(en: "New record: best time for this size and level!", fr: "Nouveau record : meilleur temps pour cette taille et ce niveau !")
        default: nil
        }
    }

    public static func noSavedGame() -> Localized {
        L(en: "no saved game; start one with “word-sudoku play”", fr: "aucune partie enregistrée ; commencez-en une avec « word-sudoku play »")
    }

    /// Why `play` or `daily` in line mode will not replace an unfinished saved game.
    public static func gameInProgress(_ session: GameSession, command: String) -> Localized {
        let size = session.shape.size
        let left = session.cells.filter { $0 == 0 }.count
        return L(en: "You have a game in progress (\(size)×\(size), \(left) cell\(left == 1 ? "" : "s") to fill): continue it with “word-sudoku resume”, or start another with “word-sudoku \(command) --new”.",
                 fr: "Vous avez une partie en cours (\(size)×\(size), \(left) case\(left > 1 ? "s" : "") à remplir) : continuez-la avec « word-sudoku resume », ou commencez-en une autre avec « word-sudoku \(command) --new ».")
    }

    public static func savedGameReplaced() -> Localized {
        L(en: "(the game you had saved is replaced by this one)", fr: "(la partie que vous aviez enregistrée est remplacée par celle-ci)")
    }
}
