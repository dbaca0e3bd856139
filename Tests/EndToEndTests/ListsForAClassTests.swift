import Foundation
import Testing

/// A teacher's week as she lives it: a spreadsheet imported, a list exported back, thirty codes
/// for the class, and pupils who play them with or without her list.
@Suite("Lists and codes for a class", .timeLimit(.minutes(15)))
struct ListsForAClassTests {
    typealias Teacher = TeacherListsTests.Teacher
    static let wordlists = WordsCommandTests.wordlists
    /// Nine pairs as French Excel saves them: semicolons, CRLF, a byte order mark, quotes, empty columns.
    static let excelWeek = "\u{FEFF}en;fr;;\r\nto speak;parler;;\r\nto eat;manger;;\r\n\"to see;to watch\";voir;;\r\nto go;aller;;\r\n"
        + "to do|to make;faire;;\r\nto say;dire;;\r\n\r\nto take;prendre;;\r\nto come;venir;;\r\n\"to know, \"\"savoir\"\"\";savoir;;\r\n"

    @Test(arguments: ["frequency-1500.tsv", "frequency-1500.csv"])
    func importReportsThe45DuplicatesWithTheirLinesAndWritesNothing(file: String) throws {
        let teacher = Teacher()
        let result = try teacher.run(["words", "import", file], in: Self.wordlists)
        #expect(result.status == 65)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 46)
        #expect(lines[0] == "\(file):98:1: duplicate en word “to know” (also at line 28)")
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("\(file):") && $0.contains("duplicate ") && $0.contains("(also at line ") })
        #expect(lines.last == "\(file): 45 problems")
        #expect(!FileManager.default.fileExists(atPath: teacher.lists))
    }

    @Test func anExcelExportIsImportedAsJSONAndPlayedByItsName() throws {
        let teacher = Teacher()
        try teacher.write(Self.excelWeek, to: "Verbes semaine 3.csv")
        let result = try teacher.run(["words", "import", "Verbes semaine 3.csv"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "Added verbes-semaine-3 (9 pairs) as \(teacher.lists)/verbes-semaine-3.json. Play it: word-sudoku play --words verbes-semaine-3\n")
        #expect(teacher.listed() == ["verbes-semaine-3.json"])
        let kept = try String(contentsOfFile: teacher.lists + "/verbes-semaine-3.json", encoding: .utf8)
        #expect(kept.hasPrefix("{\n  \"title\": \"Verbes semaine 3\",\n  \"languages\": [\"en\", \"fr\"],\n  \"pairs\": [\n    { \"en\": \"to speak\", \"fr\": \"parler\" },\n"))
        #expect(kept.contains("    { \"en\": [\"to do\", \"to make\"], \"fr\": \"faire\" },\n"))
        #expect(kept.contains("{ \"en\": \"to know, \\\"savoir\\\"\", \"fr\": \"savoir\" }"))
        let game = try teacher.run(["play", "--plain", "--new", "--words", "verbes-semaine-3", "--size", "9", "--seed", "3"], input: "quit\n")
        #expect(game.status == 0, "\(game.stderr)")
        #expect(game.stdout.hasPrefix("WordSudoku 9×9 (boxes 3×3), grade 1 beginner, list verbes-semaine-3, code g2-3x3-1-verbes-semaine-3-3\n"))
    }

    @Test func importOfAListWithProblemsInFrenchSaysEveryOne() throws {
        let teacher = Teacher()
        try teacher.write("en;fr\ncat;le chat\ndog\ncat;le matou\n", to: "pets.csv")
        let result = try teacher.run(["words", "import", "pets.csv", "--name", "Animaux"], locale: "fr_FR.UTF-8")
        #expect(result.status == 65)
        #expect(result.stdout == """
            pets.csv:3:1: 2 champs attendus (en, fr), 1 trouvé(s)
            pets.csv:4:1: mot « cat » en double côté en (aussi à la ligne 2)
            pets.csv: 2 problèmes

            """)
        #expect(teacher.listed().isEmpty)
    }

    @Test func anExportImportedAgainIsTheSameList() throws {
        let teacher = Teacher()
        for format in ["json", "tsv", "csv"] {
            let export = try teacher.run(["words", "export", "verbs", "--format", format, "-o", "verbs-out.\(format)"])
            #expect(export.status == 0, "\(export.stderr)")
            #expect(export.stdout == "Exported verbs (32 pairs) as \(format) to verbs-out.\(format)\n")
            let imported = try teacher.run(["words", "import", "verbs-out.\(format)", "--name", "verbs \(format)"])
            #expect(imported.status == 0, "\(imported.stderr)")
            let shown = try teacher.run(["words", "show", "verbs-\(format)"])
            let builtIn = try teacher.run(["words", "show", "verbs"])
            // The table of pairs (after the title line) is the built-in list's.
            #expect(shown.stdout.split(separator: "\n").dropFirst() == builtIn.stdout.split(separator: "\n").dropFirst())
        }
        // JSON keeps the title; the standard output is the file's text.
        let json = try teacher.run(["words", "export", "verbs-json"])
        #expect(json.stdout == (try teacher.run(["words", "export", "verbs"])).stdout)
    }

    @Test func exportUsageErrors() throws {
        let teacher = Teacher()
        let badFormat = try teacher.run(["words", "export", "animals", "--format", "xlsx"])
        #expect(badFormat.status == 2)
        #expect(badFormat.stderr == "word-sudoku: option “--format” expects json, tsv or csv, got “xlsx” (see “word-sudoku help words”)\n")
        let missing = try teacher.run(["words", "export", "no-such-list"])
        #expect(missing.status == 66)
        #expect(try teacher.run(["words", "show", "animals", "-o", "x.tsv"]).status == 2)
        // A mistyped folder is said, not made.
        let nowhere = try teacher.run(["words", "export", "animals", "-o", "no-such-folder/animals.tsv"])
        #expect(nowhere.status == 73)
        #expect(!FileManager.default.fileExists(atPath: teacher.desk.appendingPathComponent("no-such-folder").path))
        // Standard input has no name to keep a list under, and its problems are named <stdin>.
        #expect(try teacher.run(["words", "import", "-"], input: "en,fr\ncat,le chat\n").status == 2)
        let piped = try teacher.run(["words", "import", "-", "--name", "pets"], input: "en,fr\ncat,le chat\ncat,le matou\n")
        #expect(piped.status == 65)
        #expect(piped.stdout == "<stdin>:3:1: duplicate en word “cat” (also at line 2)\n<stdin>: 1 problem\n")
        #expect(try teacher.run(["words", "add", "--name", "x", "a.tsv"]).status == 2)
    }

    /// Thirty codes from a teacher's file; a pupil with the list imported and a pupil with the
    /// file under another name get the same board, which is the puzzle `generate` makes from
    /// the code's seed.
    @Test(.timeLimit(.minutes(15)))
    func codesForAClassReplayTheirPuzzleWithTheTeachersWords() throws {
        let teacher = Teacher()
        let file = try teacher.write(Self.excelWeek, to: "Verbes semaine 3.csv")
        let result = try teacher.run(["generate", "--words", file, "--size", "9", "--grade", "2", "--count", "30", "--seed", "40", "--format", "codes"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let codes = result.stdout.split(separator: "\n").map(String.init)
        #expect(codes.count == 30)
        #expect(codes.first == "g2-3x3-2-verbes-semaine-3-18")
        #expect(codes.allSatisfy { $0.hasPrefix("g2-3x3-2-verbes-semaine-3-") && $0.dropFirst(26).allSatisfy("0123456789ABCDEFGHJKMNPQRSTVWXYZ".contains) })
        #expect(Set(codes).count == 30)

        let code = codes[7]
        let digits = try teacher.run(["generate", "--size", "9", "--grade", "2", "--seed", "47"]).stdout
        // A pupil whose copy of the file has another name.
        let pupil = Teacher()
        let copy = try pupil.write(Self.excelWeek, to: "verbes (1).csv")
        let withFile = try pupil.run(["play", "--plain", "--new", "--code", code, "--words", copy], input: "peek\nquit\n")
        #expect(withFile.status == 0, "\(withFile.stderr)")
        #expect(withFile.stdout.hasPrefix("WordSudoku 9×9 (boxes 3×3), grade 2 easy, list verbes-semaine-3, code \(code)\n"))
        let board = try PlayScript(output: withFile.stdout)
        #expect(Self.isRelabelling(board.givens, of: digits))

        // A pupil who imported the file plays the code alone, and sees the same board.
        #expect(try pupil.run(["words", "import", copy, "--name", "verbes semaine 3"]).status == 0)
        let imported = try pupil.run(["play", "--plain", "--new", "--code", code], input: "peek\nquit\n")
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try PlayScript(output: imported.stdout).givens == board.givens)
        #expect(try PlayScript(output: imported.stdout).answers == board.answers)
    }

    /// Whether `cells` (symbols, 0 empty) is the digit puzzle `line` with its symbols renamed one to one.
    static func isRelabelling(_ cells: [Int], of line: String) -> Bool {
        let digits = line.trimmingCharacters(in: .whitespacesAndNewlines).map { $0 == "." ? 0 : Int(String($0)) ?? -1 }
        guard digits.count == cells.count else { return false }
        var renamed: [Int: Int] = [:]
        for (digit, symbol) in zip(digits, cells) {
            guard (digit == 0) == (symbol == 0) else { return false }
            if digit == 0 { continue }
            if let earlier = renamed[digit], earlier != symbol { return false }
            renamed[digit] = symbol
        }
        return Set(renamed.values).count == renamed.count
    }

    @Test func codesGoWithWordsAndWithoutSymmetry() throws {
        let teacher = Teacher()
        let words = try teacher.run(["generate", "--words", "animals", "--format", "line"])
        #expect(words.status == 2)
        #expect(words.stderr == "word-sudoku: “--words” only goes with “--format codes” (the other formats print digit grids) (see “word-sudoku help generate”)\n")
        let symmetry = try teacher.run(["generate", "--format", "codes", "--symmetry", "mirror"])
        #expect(symmetry.status == 2)
        let file = try teacher.write(Self.excelWeek, to: "week.csv")
        let few = try teacher.run(["generate", "--words", file, "--size", "16", "--format", "codes", "--seed", "1"])
        #expect(few.status == 65)
        #expect(few.stdout.isEmpty)
        #expect(few.stderr == "word-sudoku: week has 9 pairs; a 16×16 grid needs 16 — choose 9×9, or add 7 pairs\n")
        // The settings' list by default; a built-in list's codes name it.
        let builtIn = try teacher.run(["generate", "--size", "4", "--grade", "1", "--count", "2", "--seed", "9", "--format", "codes"])
        #expect(builtIn.stdout == "g2-2x2-1-animals-9\ng2-2x2-1-animals-A\n")
    }

    /// Codes are puzzles to play: made at the settings' grid and grade, as the worksheet's are
    /// (a teacher who set 6×6 at grade 3 got 9×9 grade-2 codes). Digits keep their defaults,
    /// 3x3 at grade 2, whatever the settings.
    @Test func codesTakeTheSettingsGridAndGradeAsTheWorksheetDoes() throws {
        let teacher = Teacher()
        #expect(try teacher.run(["settings", "size", "6"]).status == 0)
        #expect(try teacher.run(["settings", "grade", "3"]).status == 0)
        let codes = try teacher.run(["generate", "--seed", "42", "--format", "codes"])
        #expect(codes.stdout == "g2-2x3-3-animals-1A\n", "\(codes.stderr)")
        let sheet = try teacher.run(["worksheet", "--seed", "42", "--format", "text"])
        #expect(sheet.stdout.contains("Code g2-2x3-3-animals-1A\n"), "\(sheet.stdout)")
        let asked = try teacher.run(["generate", "--size", "4", "--grade", "1", "--seed", "42", "--format", "codes"])
        #expect(asked.stdout == "g2-2x2-1-animals-1A\n", "\(asked.stderr)")
        let digits = try teacher.run(["generate", "--seed", "42", "--format", "json"])
        #expect(digits.stdout.hasPrefix("{\"box\":\"3x3\","), "\(digits.stdout)")
        #expect(digits.stdout.contains("\"grade\":2,"), "\(digits.stdout)")
    }

    @Test func aTeachersListWithABuiltInListsNameIsPointedOut() throws {
        let teacher = Teacher()
        try teacher.write(TeacherListsTests.fourPets, to: "animals.tsv")
        #expect(try teacher.run(["words", "import", "animals.tsv"]).status == 0)
        let result = try teacher.run(["generate", "--words", "animals", "--size", "4", "--grade", "1", "--seed", "1", "--format", "codes"])
        #expect(result.stdout == "g2-2x2-1-animals-1\n")
        #expect(result.stderr.hasPrefix("word-sudoku: note: “animals” is also a built-in list; a pupil without your list would play the built-in one"))
    }

    @Test(arguments: [("C.UTF-8", "word-sudoku: the code 3x3-2-week-3-K7Q2M is for the word list “week-3”, which is not on this computer. Ask for the list's file, then play with “word-sudoku play --code 3x3-2-week-3-K7Q2M --words FILE”, or keep it with “word-sudoku words import FILE --name week-3”\n"),
                      ("fr_FR.UTF-8", "word-sudoku: le code 3x3-2-week-3-K7Q2M est celui de la liste de mots « week-3 », absente de cet ordinateur. Demandez le fichier de la liste, puis jouez avec « word-sudoku play --code 3x3-2-week-3-K7Q2M --words FICHIER », ou gardez-la avec « word-sudoku words import FICHIER --name week-3 »\n")])
    func aCodeWhoseListIsMissingSaysHowToGetIt(locale: String, message: String) throws {
        let pupil = Teacher()
        let result = try pupil.run(["play", "--plain", "--code", "3x3-2-week-3-k7q2m"], input: "quit\n", locale: locale)
        #expect(result.status == 66)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == message)
    }
}
