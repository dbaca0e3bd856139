/// The texts of two-player games, in English and French, for both front ends.
public enum TwoPlayerText {
    typealias L = Localized

    public static let emptyName: Localized = L(en: "A player needs a name.", fr: "Il faut un nom à chaque joueur.")
    static func nameTooLong(_ limit: Int) -> Localized {
        L(en: "A player's name has at most \(limit) characters.", fr: "Le nom d’un joueur a au plus \(limit) caractères.")
    }
    static let needTwoPlayers: Localized = L(en: "Two players are needed, their names separated by a comma: --players \"Ann,Ben\".",
                                  fr: "Il faut deux joueurs, leurs noms séparés par une virgule : --players \"Ann,Ben\".")
    public static let sameName: Localized = L(en: "The two players need different names.", fr: "Les deux joueurs ont besoin de noms différents.")
    static func sameColour(_ colour: PlayerColour) -> Localized {
        L(en: "The two players cannot share a colour (\(colour.name.en)).",
          fr: "Les deux joueurs ne peuvent pas avoir la même couleur (\(colour.name.fr)).")
    }
    static func unknownColour(_ text: String) -> Localized {
        let en = PlayerColour.allCases.map { $0.name.en }.joined(separator: ", ")
        let fr = PlayerColour.allCases.map { $0.name.fr }.joined(separator: ", ")
        return L(en: "“\(text)” is not a colour; the colours are \(en).", fr: "« \(text) » n’est pas une couleur ; les couleurs sont \(fr).")
    }

    /// The colours' names, for a form: `red, green, …`.
    public static func palette(_ language: UILanguage) -> String {
        PlayerColour.allCases.map { $0.name(language) }.joined(separator: ", ")
    }

    /// `Two players: Ann (red) and Ben (blue).`
    public static func players(_ seats: [PlayerSeat], _ language: UILanguage) -> String {
        let named = seats.map { "\(PlayerName.sanitized($0.name)) (\($0.colour.name(language)))" }
        return L(en: "Two players: \(named.joined(separator: " and ")). Right word +1 and the turn passes; wrong word −1, removed, and the turn passes; pass lets the other play; a hint costs 1.",
                 fr: "Deux joueurs : \(named.joined(separator: " et ")). Mot juste +1 et le tour passe ; mot faux −1, retiré, et le tour passe ; passer laisse jouer l’autre ; un indice coûte 1.")(language)
    }

    /// `Ann 5, Ben 3`: a comma, not a dash, which a screen reader reads aloud as "en dash".
    static func scoreLine(_ names: [String], _ scores: [Int]) -> String {
        zip(names, scores).map { "\(PlayerName.sanitized($0)) \(points($1))" }.joined(separator: ", ")
    }

    /// Points as every two-player text writes them: a negative score with the minus sign the
    /// messages use (`−2`, read "minus two"), not a hyphen (`1–-2` in the history's table).
    static func points(_ value: Int) -> String { value < 0 ? "−\(value.magnitude)" : "\(value)" }

    /// `Ann 2, Ben 1. Ben to play.`
    public static func turnLine(_ session: GameSession, _ language: UILanguage) -> String? {
        guard let players = session.setup.players, let turns = session.turns, let next = session.playerOnTurn else { return nil }
        let scores = scoreLine(players.map(\.name), turns.scores)
        let name = PlayerName.sanitized(next.name)
        return L(en: "\(scores). \(name) to play.", fr: "\(scores). À \(name) de jouer.")(language)
    }

    /// A wrong word taken off the board, and why when the board shows it, as a mistake in a
    /// game of one says it: `C4: chat is wrong, removed (−1 for Ann): chat is already in row C,
    /// at C2.` (it said only "is wrong": a child could not see what to look at).
    public static func wrongWordRemoved(cell: Int, symbol: Int, by seat: PlayerSeat, _ session: GameSession, _ language: UILanguage) -> String {
        let name = CellName.text(cell, shape: session.shape), word = session.setup.answerWord(symbol)
        let who = PlayerName.sanitized(seat.name)
        let why = session.clash(placing: symbol, in: cell) == nil ? nil : GameText.mistake(placing: symbol, in: cell, session)
        return L(en: "\(name): \(word) is wrong, removed (−1 for \(who))\(why.map { ": " + $0.en } ?? "").",
                 fr: "\(name) : « \(word) » est faux, retiré (−1 pour \(who))\(why.map { " : " + $0.fr } ?? "").")(language)
    }

    /// Line mode's colours: `Scored: Ann B2, C3; Ben none.` (nil in a game of one). "none",
    /// not a dash, which a screen reader reads as "em dash".
    static func scoredCells(_ session: GameSession, _ language: UILanguage) -> String? {
        guard let players = session.setup.players, let turns = session.turns else { return nil }
        let none = L(en: "none", fr: "aucune")(language)
        let parts = players.indices.map { seat -> String in
            let cells = session.cells.indices.filter { turns.owner(of: $0) == seat }.map { CellName.text($0, shape: session.shape) }
            return PlayerName.sanitized(players[seat].name) + " " + (cells.isEmpty ? none : cells.joined(separator: ", "))
        }
        return L(en: "Scored: \(parts.joined(separator: "; ")).", fr: "Marqués : \(parts.joined(separator: " ; ")).")(language)
    }

    /// `Ann passes.`
    public static func passed(_ seat: PlayerSeat, _ language: UILanguage) -> String {
        let who = PlayerName.sanitized(seat.name)
        return L(en: "\(who) passes.", fr: "\(who) passe.")(language)
    }

    /// `(−1 for Ann; 2 hints left)`: what a hint cost and what the game has left.
    static func hintCost(_ seat: PlayerSeat, left: Int, _ language: UILanguage) -> String {
        let who = PlayerName.sanitized(seat.name)
        return L(en: "(−\(Turns.hintCost) for \(who); \(left) hint\(left == 1 ? "" : "s") left)",
                 fr: "(−\(Turns.hintCost) pour \(who) ; \(left) indice\(left > 1 ? "s" : "") restant\(left > 1 ? "s" : ""))")(language)
    }

    /// What a two-player hint just played cost, for both front ends: `(−1 for Ann; 2 hints
    /// left)` when it was charged (`user` played it and the scores moved from `scoresBefore`);
    /// nil in a game of one or for the same hint asked again (free). The full screen said
    /// nothing of it, line mode did.
    public static func hintCharged(user: PlayerSeat?, scoresBefore: [Int]?, _ session: GameSession,
                                   _ language: UILanguage) -> String? {
        guard let user, let left = session.hintsLeft, session.turns?.scores != scoresBefore else { return nil }
        return hintCost(user, left: left, language)
    }

    /// A player's figures on the results: `5 points, 1 mistake` (`-1 point, 0 mistakes`; the
    /// points written as the score line writes them).
    public static func tallyFigures(_ tally: PlayerTally) -> Localized {
        let points = tally.points, en = abs(points) == 1 ? "point" : "points", fr = abs(points) <= 1 ? "point" : "points"
        let shownPoints = Self.points(points)
        guard let mistakes = tally.mistakes else { return L(en: "\(shownPoints) \(en)", fr: "\(shownPoints) \(fr)") }
        return L(en: "\(shownPoints) \(en), \(mistakes) mistake\(mistakes == 1 ? "" : "s")",
                 fr: "\(shownPoints) \(fr), \(mistakes) erreur\(mistakes <= 1 ? "" : "s")")
    }

    /// Line mode's line of each player's figures: `Ann: 5 points, 1 mistake; Ben: 3 points, 2 mistakes.`
    public static func tallies(_ tallies: [PlayerTally], _ language: UILanguage) -> String {
        let parts = tallies.map { "\(PlayerName.sanitized($0.name))" + GameText.colon(language) + tallyFigures($0)(language) }
        return parts.joined(separator: GameText.semicolon(language)) + "."
    }

    /// `Ann 5, Ben 3: Ann wins.` or `Ann 4, Ben 4: a draw.`
    public static func outcome(_ names: [String], _ scores: [Int], _ language: UILanguage) -> String {
        let line = scoreLine(names, scores)
        guard let seat = Turns.winner(scores), names.indices.contains(seat) else {
            return L(en: "\(line): a draw.", fr: "\(line) : égalité.")(language)
        }
        let winner = PlayerName.sanitized(names[seat])
        return L(en: "\(line): \(winner) wins.", fr: "\(line) : \(winner) gagne.")(language)
    }

    /// The refusals only two-player games have, and `pass` in a game of one.
    static func refusal(_ refusal: Refusal) -> Localized? {
        switch refusal {
        case .notInTwoPlayerGame:
            return L(en: "Not when two play: every word on the board is someone's point.",
                     fr: "Pas quand on joue à deux : chaque mot de la grille est le point de quelqu’un.")
        case .onlyInTwoPlayerGame:
            return L(en: "Passing is for two-player games.", fr: "Passer, c’est pour les parties à deux.")
        case let .hintLimitReached(limit):
            return L(en: "No hints left: the game's \(limit) hints are used.", fr: "Plus d’indice : les \(limit) indices de la partie sont pris.")
        default:
            return nil
        }
    }

    /// The two-player table of `stats` and the Statistics screen: every game, then each pair's
    /// record.
    public static func table(_ history: TwoPlayerHistory, _ language: UILanguage) -> [String] {
        var lines = [L(en: "Two-player games (number, date, players and scores, winner):",
                       fr: "Parties à deux (numéro, date, joueurs et scores, gagnant) :")(language)]
        if history.games.isEmpty {
            lines.append(L(en: "  none yet", fr: "  aucune pour l’instant")(language))
            return lines
        }
        for game in history.games {
            let winner = game.winner.map(PlayerName.sanitized) ?? L(en: "draw", fr: "égalité")(language)
            lines.append("  #\(game.number)  \(game.day)  \(scoreLine(game.players, game.scores))  \(winner)")
        }
        // Games won (a heading of "Records" over a table of scores read as points).
        lines.append(L(en: "Games won, pair by pair:", fr: "Parties gagnées, paire par paire :")(language))
        for pair in history.pairs {
            var line = "  " + scoreLine(pair.players, pair.wins)
            if pair.draws > 0 {
                line += L(en: " (\(pair.draws) draw\(pair.draws == 1 ? "" : "s"))",
                          fr: " (\(pair.draws) égalité\(pair.draws > 1 ? "s" : ""))")(language)
            }
            lines.append(line)
        }
        return lines
    }

    /// The line-mode help's line for `pass`.
    static let passHelp = Localized(en: "Two players: pass (let the other play).",
                                           fr: "À deux : passer (laisser jouer l’autre).")
}
