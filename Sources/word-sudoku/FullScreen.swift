import Foundation
import SudokuEngine
import TerminalUI
import WordSudokuKit

/// The full-screen game: what `word-sudoku` with no command starts on a terminal.
///
/// Until the kit's game session and store are in, games are practice games that keep nothing
/// on disk (`GameServices.practice`).
func runFullScreen(noColor: Bool, highContrast: Bool) -> ExitStatus {
    guard Terminal.isInteractive() else {
        print(Command.overview)
        return .success
    }
    let environment = ProcessInfo.processInfo.environment
    var settings = AppSettings.fromEnvironment(environment, noColor: noColor)
    if highContrast && settings.theme != .none { settings.theme = .highContrast }
    let start = Date()
    let services = GameServices.practice(lists: interimWordLists(), now: { Date().timeIntervalSince(start) })
    var runner = TerminalRunner(app: TerminalApp(settings: settings, services: services))
    do {
        try runner.run()
    } catch {
        printError("word-sudoku: \(error)")
        return .failure
    }
    return .success
}

/// The built-in lists read from `WordPairs/` beside the sources (`WORD_SUDOKU_LISTS` to
/// override). Interim: replaced by the kit's loader when it lands.
func interimWordLists() -> [WordList] {
    struct File: Decodable {
        var title: String
        var languages: [String]
        var theme: String?
        var level: String?
        var peeks: Int?
        var pairs: [[String: Words]]
    }
    enum Words: Decodable {
        case one(String), many([String])
        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) { self = .one(text) } else { self = .many(try container.decode([String].self)) }
        }
        var list: [String] { switch self { case .one(let w): [w]; case .many(let ws): ws } }
    }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let folder = ProcessInfo.processInfo.environment["WORD_SUDOKU_LISTS"].map { URL(fileURLWithPath: $0) }
        ?? root.appendingPathComponent("WordPairs")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    var lists: [WordList] = []
    for name in names {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)),
              let file = try? JSONDecoder().decode(File.self, from: data), file.languages.count == 2 else { continue }
        let pairs = file.pairs.compactMap { entry -> WordPair? in
            guard let a = entry[file.languages[0]]?.list, let b = entry[file.languages[1]]?.list, !a.isEmpty, !b.isEmpty else { return nil }
            return WordPair(first: a, second: b)
        }
        lists.append(WordList(title: file.title, languages: file.languages, theme: file.theme, level: file.level, peeks: file.peeks, pairs: pairs))
    }
    if lists.isEmpty {
        let sample = [("cat", "le chat"), ("dog", "le chien"), ("horse", "le cheval"), ("cow", "la vache"), ("pig", "le cochon"),
                      ("sheep", "le mouton"), ("bird", "l'oiseau"), ("fish", "le poisson"), ("mouse", "la souris"), ("rabbit", "le lapin"),
                      ("duck", "le canard"), ("hen", "la poule"), ("goat", "la chèvre"), ("frog", "la grenouille"), ("bee", "l'abeille"),
                      ("wolf", "le loup")]
        lists = [WordList(title: "Animals", languages: ["en", "fr"], pairs: sample.map { WordPair(first: [$0.0], second: [$0.1]) })]
    }
    return lists
}
