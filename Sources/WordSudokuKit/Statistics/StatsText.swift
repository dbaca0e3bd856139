import Foundation

/// The texts of `stats`, in English and French.
public enum StatsText {
    /// Everything `stats` shows — history, leaderboard, hardest words, the learner memory at
    /// `now` — also for the full-screen Statistics screen. `player` nil: everyone's.
    public static func lines(store: Store, player: String?, library: WordListLibrary, _ language: UILanguage,
                             now: Date = Date()) -> [String] {
        let everyone = store.loadHistory()
        let history = everyone.filter { player == nil || $0.player == player }
        return summary(history, language)
            + leaderboard(store.loadLeaderboard(), player: player, language)
            + twoPlayer(everyone, player: player, language)
            + memory(store: store, player: player, library: library, language, now: now)
    }

    public static func confirmClear(_ directory: String) -> Localized {
        Localized(en: "Delete all finished games, records, word memory and solved days in \(directory)? Type yes to confirm:",
                  fr: "Supprimer toutes les parties finies, records, mémoire des mots et jours résolus dans \(directory) ? Tapez oui pour confirmer :")
    }

    public static func notCleared(_ language: UILanguage) -> String {
        Localized(en: "Nothing deleted.", fr: "Rien n’a été supprimé.")(language)
    }

    public static func cleared(_ language: UILanguage) -> String {
        Localized(en: "Statistics deleted.", fr: "Statistiques supprimées.")(language)
    }

    static func summary(_ history: [HistoryEntry], _ language: UILanguage) -> [String] {
        let solved = history.filter(\.valid)
        // Saturating: a history of any length cannot overflow (each time is bounded as well).
        let total = GameTimer.format(seconds: history.reduce(0) { sum, game in
            let (added, overflow) = sum.addingReportingOverflow(game.seconds)
            return overflow ? Int.max : added
        })
        // French agrees in number: 1 finie, 2 finies (0 and 1 take the singular).
        func fr(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count > 1 ? "s" : "")" }
        var lines = [Localized(en: "Games: \(history.count) finished, \(solved.count) solved, \(total) played.",
                               fr: "Parties : \(fr(history.count, "finie")), \(fr(solved.count, "résolue")), \(total) de jeu.")(language)]
        for game in history.suffix(10) {
            let day = String(game.date.prefix(10))
            // A two-player game's points, not a game of one's score.
            let points = game.players.flatMap { players in game.scores.map { TwoPlayerText.scoreLine(players, $0) } }
            let outcome = game.valid ? Localized(en: "solved", fr: "résolue") : Localized(en: "not solved", fr: "non résolue")
            let list = GameText.listShown(game.list, code: game.code)
            let grid = grid(shape: game.shape, grade: game.grade)
            lines.append(Localized(
                en: "  \(day)  \(game.player)  \(grid.en)  \(list.en)  \(outcome.en)  \(GameTimer.format(seconds: game.seconds))  mistakes \(game.mistakes)  hints \(game.hints)  peeks \(game.peeks)  \(points ?? "score \(game.score)")",
                fr: "  \(day)  \(game.player)  \(grid.fr)  \(list.fr)  \(outcome.fr)  \(GameTimer.format(seconds: game.seconds))  erreurs \(game.mistakes)  indices \(game.hints)  coups d’œil \(game.peeks)  \(points ?? "score \(game.score)")")(language))
        }
        return lines
    }

    /// A grid and grade as the history and the leaderboard store them ("2x3", 1), named as a
    /// player reads them ("6×6, grade 1 beginner"; the leaderboard's "2x3-1" read aloud as "two
    /// x three minus one", and "4x4-4" as the 4×4 grid); as written when it is not a shape.
    static func grid(shape: String, grade: Int) -> Localized {
        guard let (rows, columns) = boxSides(shape) else {
            return Localized(en: "\(DisplaySafe.escaped(shape)) grade \(grade)", fr: "\(DisplaySafe.escaped(shape)) niveau \(grade)")
        }
        return GameText.gridAndGrade(boxRows: rows, boxColumns: columns, grade: grade, squareBoxes: false)
    }

    /// The box's rows and columns of a shape as the history writes it ("2x3"); nil when it
    /// does not read as one.
    static func boxSides(_ shape: String) -> (rows: Int, columns: Int)? {
        let sides = shape.split(separator: "x").compactMap { Int($0) }
        guard sides.count == 2, sides.allSatisfy({ (1...5).contains($0) }) else { return nil }
        return (sides[0], sides[1])
    }

    static func leaderboard(_ board: Leaderboard, player: String?, _ language: UILanguage) -> [String] {
        var lines = [Localized(en: "Leaderboard (best scores; best time):", fr: "Classement (meilleurs scores ; meilleur temps) :")(language)]
        // By grid then grade, smallest first ("2x3-1" as the leaderboard keys its boards).
        let boards = board.boards.keys.map { key -> (key: String, shape: String, grade: Int, cells: Int) in
            let parts = key.split(separator: "-", maxSplits: 1).map(String.init)
            let grade = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
            return (key, parts[0], grade, boxSides(parts[0]).map { $0.rows * $0.columns } ?? Int.max)
        }.sorted { ($0.cells, $0.shape, $0.grade, $0.key) < ($1.cells, $1.shape, $1.grade, $1.key) }
        for (key, shape, grade, _) in boards {
            let entries = board.standings(key).filter { player == nil || $0.player == player }
            guard let fastest = entries.min(by: { $0.seconds < $1.seconds }) else { continue }
            let top = entries.prefix(3).enumerated().map { "\($0.offset + 1). \($0.element.player) \($0.element.score)" }.joined(separator: ", ")
            let time = GameTimer.format(seconds: fastest.seconds)
            let title = grid(shape: shape, grade: grade)
            lines.append(Localized(en: "  \(title.en): \(top); best time \(time) (\(fastest.player))",
                                   fr: "  \(title.fr) : \(top) ; meilleur temps \(time) (\(fastest.player))")(language))
        }
        if lines.count == 1 { lines.append(Localized(en: "  no solved game yet", fr: "  aucune partie résolue pour l’instant")(language)) }
        return lines
    }

    /// The two-player games (those `player` played in, when given) and each pair's record.
    static func twoPlayer(_ history: [HistoryEntry], player: String?, _ language: UILanguage) -> [String] {
        TwoPlayerText.table(TwoPlayerHistory(history.filter { player == nil || $0.players?.contains(player!) == true }), language)
    }

    static func hardest(_ words: [(key: String, record: LearnerMemory.Record)], _ language: UILanguage) -> [String] {
        // What "not recalled" counts, said once: a learner who peeked once saw every word of the
        // game listed here as "wrong" and could not tell why.
        var lines = [Localized(en: "Hardest words (not recalled: answered wrong, looked up, shown by a hint or a peek, or found by trying):",
                               fr: "Mots les plus difficiles (non rappelé : réponse fausse, mot cherché, montré par un indice ou un coup d’œil, ou trouvé en essayant) :")(language)]
        for (key, record) in words {
            // Files written before a look-up counted as not recalled kept "only shown" apart.
            let shown = record.shown == 0 ? nil : record.shown
            lines.append(Localized(en: "  \(key): not recalled \(record.wrong), recalled \(record.right)\(shown.map { ", only shown \($0) (before look-ups counted)" } ?? "")",
                                   fr: "  \(key) : non rappelé \(record.wrong), rappelé \(record.right)\(shown.map { ", seulement vu \($0) (avant que les recherches comptent)" } ?? "")")(language))
        }
        if words.isEmpty { lines.append(Localized(en: "  none missed yet", fr: "  aucun mot manqué pour l’instant")(language)) }
        return lines
    }
}
