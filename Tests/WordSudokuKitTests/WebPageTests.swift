import Foundation
import SudokuEngine
import Testing
@testable import WordSudokuKit

/// The playable page (`worksheet --format web`): its embedded files, its answers kept as hashes,
/// its texts in both languages, and the vectors it shares with its script (Web/answer-vectors.json).
@Suite("Web page", .timeLimit(.minutes(15)))
struct WebPageTests {
    static let webDirectory = packageRoot.appendingPathComponent("Web")

    static func vectors() throws -> [String: Any] {
        let data = try Data(contentsOf: webDirectory.appendingPathComponent("answer-vectors.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func theEmbeddedFilesMatchTheWebFolderByteForByte() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.webDirectory.path).filter { $0.hasPrefix("page.") }.sorted()
        #expect(names == ["page.css", "page.html", "page.js"])
        #expect(WebPageResources.sources.keys.sorted() == names)
        for name in names {
            let text = try String(contentsOf: Self.webDirectory.appendingPathComponent(name), encoding: .utf8)
            #expect(WebPageResources.sources[name] == text, "Web/\(name) changed: run Scripts/embed-data.sh")
        }
    }

    // MARK: Shared vectors

    @Test func theKitsMatcherPassesTheSharedAnswerVectors() throws {
        let groups = try #require(try Self.vectors()["matcher"] as? [[String: Any]])
        var checked = 0
        for group in groups {
            let words = try #require(group["words"] as? [[String]])
            let language = try #require(group["language"] as? String)
            let strict = try #require(group["strictAccents"] as? Bool)
            let matcher = AnswerMatcher(pairs: words.map { WordPair(first: $0, second: ["-"]) }, side: .first,
                                        language: language, strictAccents: strict)
            for vector in try #require(group["cases"] as? [[String: Any]]) {
                let input = try #require(vector["input"] as? String)
                let kind = try #require(vector["kind"] as? String)
                let got = matcher.match(input)
                switch kind {
                case "matched":
                    let pair = try #require(vector["pair"] as? Int)
                    let correction: AnswerCorrection? = switch vector["correction"] as? String {
                    case "accents": AnswerCorrection(kind: .accents, expected: try #require(vector["expected"] as? String))
                    case "article": AnswerCorrection(kind: .article, expected: try #require(vector["expected"] as? String))
                    default: nil
                    }
                    #expect(got == .matched(pair: pair, correction: correction), "\(language) \(input.debugDescription)")
                case "ambiguous":
                    guard case let .ambiguous(_, words) = got else { Issue.record("\(input.debugDescription): \(got)"); continue }
                    #expect(words == vector["words"] as? [String], "\(input.debugDescription)")
                case "nearMiss":
                    #expect(got == .nearMiss(pair: try #require(vector["pair"] as? Int), word: try #require(vector["word"] as? String)),
                            "\(input.debugDescription)")
                default:
                    #expect(kind == "notInPuzzle")
                    #expect(got == .notInPuzzle, "\(input.debugDescription)")
                }
                checked += 1
            }
        }
        #expect(checked >= 30)
    }

    @Test func theKitsHashesResultCodesAndScoresPassTheSharedVectors() throws {
        let vectors = try Self.vectors()
        for vector in try #require(vectors["sha256"] as? [[String: Any]]) {
            #expect(SHA256.hex(try #require(vector["input"] as? String)) == vector["hex"] as? String)
        }
        #expect(SHA256.hex(String(repeating: "a", count: 1000)).hasPrefix("41edece42d63e8d9"))
        for vector in try #require(vectors["cellHash"] as? [[String: Any]]) {
            #expect(WebPage.cellHash(salt: try #require(vector["salt"] as? String), cell: try #require(vector["cell"] as? Int),
                                     bankIndex: try #require(vector["bankIndex"] as? Int)) == vector["hex"] as? String)
        }
        for vector in try #require(vectors["pairHash"] as? [[String: Any]]) {
            #expect(WebPage.pairHash(salt: try #require(vector["salt"] as? String), symbol: try #require(vector["symbol"] as? Int),
                                     bankIndex: try #require(vector["bankIndex"] as? Int)) == vector["hex"] as? String)
        }
        for vector in try #require(vectors["resultCode"] as? [[String: Any]]) {
            let modeName = try #require(vector["mode"] as? String)
            let mode = try #require(MistakeMode(rawValue: modeName))
            let result = ResultCode(code: try #require(vector["code"] as? String), shown: try #require(vector["shown"] as? String), mode: mode,
                                    name: try #require(vector["name"] as? String),
                                    solved: try #require(vector["solved"] as? Bool), seconds: try #require(vector["seconds"] as? Int),
                                    mistakes: try #require(vector["mistakes"] as? Int), peeks: try #require(vector["peeks"] as? Int),
                                    missed: try #require(vector["missed"] as? [Int]))
            let text = try #require(vector["text"] as? String)
            #expect(result.text == text)
            #expect(try ResultCode.parse("  " + text + "\n") == result)
        }
        for vector in try #require(vectors["scores"] as? [[String: Any]]) {
            let score = Score.compute(valid: try #require(vector["valid"] as? Bool), size: try #require(vector["size"] as? Int),
                                      grade: try #require(vector["grade"] as? Int), cellsToFill: try #require(vector["cellsToFill"] as? Int),
                                      seconds: try #require(vector["seconds"] as? Int), mistakes: try #require(vector["mistakes"] as? Int),
                                      hints: try #require(vector["hints"] as? Int), peeks: try #require(vector["peeks"] as? Int))
            #expect(score == vector["score"] as? Int, "\(vector)")
        }
    }

    /// The vectors' sample games (`games`): one puzzle, games played on it move by move.
    struct SampleGames: Decodable {
        /// A move's name and numbers, as `["place", cell, symbol]`.
        enum Token: Decodable {
            case text(String), number(Int)
            init(from decoder: Decoder) throws {
                let value = try decoder.singleValueContainer()
                if let number = try? value.decode(Int.self) { self = .number(number) } else { self = .text(try value.decode(String.self)) }
            }
            var number: Int { if case let .number(n) = self { n } else { -1 } }
        }
        struct Game: Decodable {
            let name, mode: String
            let moves: [[Token]]
            let outcomes: [String]
            let seconds, mistakes, peeks, score: Int
            let solved: Bool
            let missed: [Int]
        }
        let boxRows, boxColumns, grade, peekLimit: Int
        let solution, givens: [Int]
        let cases: [Game]
    }

    /// The shared sample games, played by the kit's `GameSession`: the page's script plays them
    /// too (Web/test/page-test.js), so the two agree on what counts as a mistake in either mode,
    /// which words are missed (`WordEvidence`) and the score.
    @Test func theKitsGamePlaysTheSharedSampleGames() throws {
        let data = try Data(contentsOf: Self.webDirectory.appendingPathComponent("answer-vectors.json"))
        struct File: Decodable { let games: SampleGames }
        let games = try JSONDecoder().decode(File.self, from: data).games
        let shape = try BoxShape(rows: games.boxRows, columns: games.boxColumns)
        #expect(games.cases.count >= 3)
        for game in games.cases {
            let mode = try #require(MistakeMode(rawValue: game.mode))
            let setup = GameSetup(shape: shape, grade: try #require(Grade(rawValue: games.grade)), listName: "animals", languages: ["en", "fr"],
                                  pairs: Array(GameFixtures.animals.pairs.prefix(shape.size)), shownSide: .first, mode: mode,
                                  peekLimit: games.peekLimit, player: "ada", seed: 7, code: "vector")
            var session = GameSession(setup: setup, givens: games.givens.map(UInt8.init), solution: games.solution.map(UInt8.init))
            var outcomes: [String] = []
            for move in game.moves {
                let outcome: MoveOutcome
                switch move[0] {
                case .text("place"): outcome = session.apply(.place(cell: move[1].number, symbol: move[2].number), at: 0)
                case .text("erase"): outcome = session.apply(.erase(cell: move[1].number), at: 0)
                case .text("undo"): outcome = session.apply(.undo, at: 0)
                default: outcome = session.apply(.peek, at: 0)
                }
                switch outcome {
                case let .placed(_, _, isMistake, flagged, _): outcomes.append(flagged ? "flagged" : isMistake ? "wrong" : "right")
                case .erased: outcomes.append("erased")
                case .undone: outcomes.append("undone")
                case .peek: outcomes.append("peeked")
                default: outcomes.append("refused")
                }
            }
            #expect(outcomes == game.outcomes, "\(game.name)")
            session.timer = GameTimer(seconds: Double(game.seconds))
            guard case let .finished(result) = session.apply(.finish, at: 0) else { Issue.record("\(game.name): not finished"); continue }
            #expect(result.valid == game.solved && result.mistakes == game.mistakes && result.peeks == game.peeks, "\(game.name)")
            #expect(result.score == game.score, "\(game.name)")
            // The vectors' bank puts symbol s at position s - 1.
            #expect(result.missedSymbols.map { $0 - 1 } == game.missed, "\(game.name)")
        }
    }

    @Test func aResultCodeOfAnEarlierPageIsStillReadAsMistakesShownAtOnce() throws {
        let result = try ResultCode.parse("R1~g2-2x2-1-animals-7~en~Ann Lee~1~95~2~1~0.3~be6435")
        #expect(result == ResultCode(code: "g2-2x2-1-animals-7", shown: "en", mode: .immediate, name: "Ann Lee", solved: true, seconds: 95,
                                     mistakes: 2, peeks: 1, missed: [0, 3]))
        #expect(throws: ResultCode.Problem.badCheck) { try ResultCode.parse("R1~g2-2x2-1-animals-7~en~Ann Lee~1~95~3~1~0.3~be6435") }
        // A mode that is neither, under a check that matches.
        let body = "R2~c~en~x~A~1~1~0~0~"
        #expect(throws: ResultCode.Problem.malformed) { try ResultCode.parse(body + "~" + ResultCode.check(body)) }
        #expect(try ResultCode.parse("R2~c~en~f~A~1~1~0~0~~" + ResultCode.check("R2~c~en~f~A~1~1~0~0~")).mode == .atFinish)
    }

    @Test func anExamPageSaysItsModeAndEveryOtherPageShowsMistakesAtOnce() throws {
        let sheet = try Worksheet.make(list: WorksheetTests.animals, listName: "animals", shape: BoxShape(rows: 2, columns: 2),
                                       grade: .beginner, count: 1, seed: 4, shownLanguage: nil)
        let exam = try #require(try Self.data(in: WebPage.render(sheet, language: .fr, mode: .atFinish))["puzzles"] as? [[String: Any]])
        #expect(exam.first?["mode"] as? String == "at-finish")
        let usual = try #require(try Self.data(in: WebPage.render(sheet, language: .en))["puzzles"] as? [[String: Any]])
        #expect(usual.first?["mode"] as? String == "immediate")
    }

    /// A long word may break in a small cell only where the printed sheet would break it.
    @Test func eachWordCarriesItsLanguagesHyphenationPointsAndNoOthers() throws {
        #expect(WebPage.cut("squirrel", language: "en") == "squir\u{AD}rel")
        #expect(WebPage.cut("cow", language: "en") == "cow")
        #expect(WebPage.cut("le lion", language: "fr") == "le lion")
        let sheet = try Worksheet.make(list: WorksheetTests.animals, listName: "animals", shape: BoxShape(rows: 3, columns: 3),
                                       grade: .easy, count: 1, seed: 3, shownLanguage: nil)
        let puzzle = try #require((try Self.data(in: WebPage.render(sheet, language: .en))["puzzles"] as? [[String: Any]])?.first)
        let bank = try #require(puzzle["bank"] as? [[String: Any]])
        let shown = try #require(puzzle["shown"] as? [String]), shownCut = try #require(puzzle["shownCut"] as? [String])
        for (word, cut) in zip(bank.compactMap { $0["word"] as? String } + shown, bank.compactMap { $0["cut"] as? String } + shownCut) {
            #expect(cut.replacingOccurrences(of: "\u{AD}", with: "") == word)
            #expect(word.split(separator: " ").allSatisfy { $0.count >= 6 || !$0.contains("\u{AD}") })
        }
        #expect(shownCut.contains("squir\u{AD}rel"))
    }

    @Test func aResultCodeWithATypoOrAnEditIsRefused() throws {
        let text = ResultCode(code: "g2-2x2-1-animals-7", shown: "en", name: "Ann", solved: true, seconds: 95, mistakes: 2, peeks: 1, missed: [1]).text
        #expect(throws: ResultCode.Problem.badCheck) { try ResultCode.parse(text.replacingOccurrences(of: "~95~", with: "~59~")) }
        #expect(throws: ResultCode.Problem.badCheck) { try ResultCode.parse(text.replacingOccurrences(of: "~Ann~", with: "~Anne~")) }
        #expect(throws: ResultCode.Problem.malformed) { try ResultCode.parse(String(text.dropLast(7))) }
        #expect(throws: ResultCode.Problem.malformed) { try ResultCode.parse("hello") }
    }

    // MARK: The page

    static func data(in page: String) throws -> [String: Any] {
        let start = try #require(page.range(of: "<script type=\"application/json\" id=\"puzzle-data\">"))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let json = Data(page[start.upperBound..<end.lowerBound].utf8)
        return try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    }

    @Test func eachEmptyCellsHashNamesItsWordAndNoOther() throws {
        let sheet = try Worksheet.make(list: WorksheetTests.animals, listName: "animals", shape: BoxShape(rows: 3, columns: 3),
                                       grade: .easy, count: 2, seed: 21, shownLanguage: nil)
        let page = WebPage.render(sheet, language: .en)
        #expect(page == WebPage.render(sheet, language: .en))
        let puzzles = try #require(try Self.data(in: page)["puzzles"] as? [[String: Any]])
        #expect(puzzles.count == 2)
        for (number, (puzzle, data)) in zip(sheet.puzzles, puzzles).enumerated() {
            let salt = try #require(data["salt"] as? String)
            #expect(salt == WebPage.salt(puzzle, number: number + 1))
            let bank = try #require(data["bank"] as? [[String: Any]]).compactMap { $0["word"] as? String }
            #expect(bank == puzzle.bankWords)
            let cells = try #require(data["cells"] as? [String])
            #expect(data["givens"] as? [Int] == puzzle.givens.map(Int.init))
            for cell in 0..<puzzle.shape.cellCount where !puzzle.isGiven(cell) {
                let matching = bank.indices.filter { WebPage.cellHash(salt: salt, cell: cell, bankIndex: $0) == cells[cell] }
                #expect(matching.map { bank[$0] } == [puzzle.answerWord(at: cell)])
            }
            let pairs = try #require(data["pairs"] as? [String])
            for symbol in 1...puzzle.shape.size {
                let matching = bank.indices.filter { WebPage.pairHash(salt: salt, symbol: symbol, bankIndex: $0) == pairs[symbol - 1] }
                #expect(matching.map { bank[$0] } == [puzzle.pairs[symbol - 1].shown(puzzle.shownSide.other)])
            }
            // The solution is nowhere in the page, as digits or as a row of words.
            #expect(!page.contains(puzzle.solution.map(String.init).joined(separator: ",")))
        }
    }

    @Test func wordsThatAreMarkupCannotCloseTheScriptOrStartATag() throws {
        let sheet = try Worksheet.make(list: WorksheetTests.hostile, listName: "tricks", shape: BoxShape(rows: 2, columns: 2),
                                       grade: .beginner, count: 1, seed: 4, shownLanguage: nil)
        let page = WebPage.render(sheet, language: .fr)
        #expect(page.components(separatedBy: "</script>").count - 1 == 2)
        #expect(!page.contains("<script>alert") && !page.contains("<i>") && !page.contains("\u{1B}"))
        #expect(page.contains("<title>Fiche d’exercices\u{00A0}: &lt;b&gt;Tricks&lt;/b&gt; &amp; &quot;quotes&quot;</title>"))
        let data = try Self.data(in: page)
        let puzzle = try #require((data["puzzles"] as? [[String: Any]])?.first)
        #expect((puzzle["shown"] as? [String])?.sorted() == ["*star*", "<U+001B>[31mred", "<script>alert('x')</script>", "it's"])
    }

    // MARK: Texts

    @Test func everyTextThePageUsesExistsInBothLanguagesWithTheSameBlanks() throws {
        let keys = Set(WebPageText.all.map(\.key))
        #expect(keys.count == WebPageText.all.count, "a key is declared twice")
        let script = WebPageResources.text("page.js"), template = WebPageResources.text("page.html")
        var used = Set<String>()
        for (text, pattern) in [(script, #"T\.(\w+)"#), (script, #"text\("(\w+)""#), (template, #"data-(?:text|label)="(\w+)""#)] {
            let regex = try NSRegularExpression(pattern: pattern)
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                used.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        #expect(used.count >= 30)
        #expect(used.subtracting(keys).isEmpty, "used but not declared: \(used.subtracting(keys).sorted())")
        #expect(keys.subtracting(used).isEmpty, "declared but never used: \(keys.subtracting(used).sorted())")
        let blank = try NSRegularExpression(pattern: #"\{\w+\}"#)
        func blanks(_ text: String) -> Set<String> {
            Set(blank.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { String(text[Range($0.range, in: text)!]) })
        }
        for (key, text) in WebPageText.all {
            #expect(blanks(text.en) == blanks(text.fr), "\(key)")
            #expect(text.en != text.fr || ["codeLabel"].contains(key), "\(key) is not translated")
        }
    }
}
