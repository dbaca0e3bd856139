import SudokuEngine

/// The settings and a new game's request, both ways: the settings give the next game's
/// request (and a front end's New game form its first values), and the options a player
/// chooses for a game become the settings' next defaults. One rule for line mode and every
/// front end, so both start from the same defaults.
extension GameRequest {
    /// The request the settings describe (the first-run defaults on a new store).
    public init(settings: Settings, player: String) {
        shape = (try? BoxShape(rows: settings.boxRows, columns: settings.boxColumns)) ?? (try! BoxShape(rows: 2, columns: 3))
        grade = Grade(rawValue: settings.grade) ?? .beginner
        list = settings.list
        shownLanguage = settings.shownLanguage
        mode = settings.mode
        peekLimit = nil
        self.player = player
        retention = settings.retention
        speakWords = settings.speakWords
    }
}

extension Settings {
    /// Keeps the choices of `request`, a game the player has just chosen, as the next game's
    /// first values: its size, grade, list, shown language, mode, player and whether it speaks
    /// its words (the inverse of
    /// `GameRequest.init(settings:player:)`; the seed, peeks and retention are not choices).
    public mutating func keepChoices(of request: GameRequest) {
        boxRows = request.shape.boxRows
        boxColumns = request.shape.boxColumns
        grade = request.grade.rawValue
        list = request.list
        shownLanguage = request.shownLanguage
        mode = request.mode
        player = request.player
        speakWords = request.speakWords
    }
}
