/// Line mode's commands and the words that name them, in English and French: one list, which
/// the game's interpreter dispatches on and the recall check reads to tell a command typed at
/// its prompt from an answer (two copies of it had drifted apart: `enregistrer` and `dire`
/// were commands in the game but answers at the check).
enum PlainCommand: CaseIterable {
    case erase, note, undo, redo, restart, hint, pass, peek, show, bank, pause, finish, save, quit, say, lookUp, help

    /// The words that name it (lower case); `?` is not among them: alone it asks for help, with
    /// a word after it it looks that word up, and at the recall check it means "I don't know".
    var words: [String] {
        switch self {
        case .erase: ["erase", "effacer"]
        case .note: ["note", "notes"]
        case .undo: ["undo", "annuler"]
        case .redo: ["redo", "refaire"]
        case .restart: ["restart", "recommencer"]
        case .hint: ["hint", "indice"]
        case .pass: ["pass", "passer"]
        case .peek: ["peek", "dico", "dictionnaire"]
        case .show: ["show", "voir", "afficher"]
        case .bank: ["bank", "banque"]
        case .pause: ["pause"]
        case .finish: ["finish", "terminer"]
        case .save: ["save", "sauver", "enregistrer"]
        case .quit: ["quit", "quitter", "exit"]
        case .say: ["say", "dire", "écouter", "ecouter"]
        case .lookUp: ["lookup", "chercher"]
        case .help: ["help", "aide"]
        }
    }

    private static let byWord: [String: PlainCommand] = Dictionary(
        uniqueKeysWithValues: allCases.flatMap { command in command.words.map { ($0, command) } })

    /// The command `word` names, in any case (`?` is `help` alone, `lookUp` with a word after it).
    static func named(_ word: String, followed: Bool = false) -> PlainCommand? {
        let word = word.lowercased()
        if word == "?" { return followed ? .lookUp : .help }
        return byWord[word]
    }
}
