import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A teacher's lists as a teacher meets them: `words add`, `words`, then `play --words NAME`
/// from any directory, with the data directory of the test's own.
@Suite("Teacher's lists from the command line", .timeLimit(.minutes(15)))
struct TeacherListsTests {
    static let wordlists = WordsCommandTests.wordlists
    static let fourPets = "en\tfr\ncat\tle chat\ndog\tle chien\nbird\tl'oiseau\nfish\tle poisson\n"

    /// A data directory, a working directory apart from it, and the binary run with both.
    final class Teacher {
        let home = PlayScript.temporaryHome()
        let desk = URL(fileURLWithPath: PlayScript.temporaryHome())
        var lists: String { home + "/lists" }

        func run(_ arguments: [String], input: String = "", locale: String = "C.UTF-8", in directory: URL? = nil) throws -> Binary.Result {
            try Binary.run(arguments, input: input, environment: ["WORD_SUDOKU_HOME": home, "LANG": locale],
                           currentDirectory: directory ?? desk)
        }

        /// A file on the teacher's desk (the working directory).
        @discardableResult
        func write(_ text: String, to name: String) throws -> String {
            let url = desk.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            return url.path
        }

        func listed() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: lists)) ?? []).sorted() }

        deinit {
            try? FileManager.default.removeItem(atPath: home)
            try? FileManager.default.removeItem(at: desk)
        }
    }

    @Test func addCopiesAListAndSaysHowToPlayIt() throws {
        let teacher = Teacher()
        let source = try Binary.wordList("frequency-120.json")
        let result = try teacher.run(["words", "add", source])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == "Added frequency-120 (120 pairs) as \(teacher.lists)/frequency-120.json. Play it: word-sudoku play --words frequency-120\n")
        #expect(teacher.listed() == ["frequency-120.json"])
        #expect(FileManager.default.contentsEqual(atPath: source, andPath: teacher.lists + "/frequency-120.json"))

        let again = try teacher.run(["words", "add", "--lang", "fr", source])
        #expect(again.status == 0)
        #expect(again.stdout == "La liste frequency-120 y est déjà, le même fichier : \(teacher.lists)/frequency-120.json. Pour y jouer : word-sudoku play --words frequency-120\n")
    }

    @Test func addRefusesAListWithProblemsAsCheckShowsThemAndCopiesNothing() throws {
        let teacher = Teacher()
        let result = try teacher.run(["words", "add", "frequency-1500.tsv"], in: Self.wordlists)
        #expect(result.status == 65)
        let check = try teacher.run(["words", "check", "frequency-1500.tsv"], in: Self.wordlists)
        #expect(result.stdout == check.stdout)
        #expect(result.stdout.hasPrefix("frequency-1500.tsv:98:1: duplicate en word “to know” (also at line 28)\n"))
        #expect(result.stdout.hasSuffix("frequency-1500.tsv: 45 problems\n"))
        #expect(!FileManager.default.fileExists(atPath: teacher.lists))

        let missing = try teacher.run(["words", "add", "no-such-list.tsv"])
        #expect(missing.status == 66)
        #expect(missing.stderr == "word-sudoku: cannot open “no-such-list.tsv”: No such file or directory\n")
        #expect(teacher.listed().isEmpty)
    }

    @Test func aDifferentListOfTheSameNameIsKeptUnlessReplaceIsGiven() throws {
        let teacher = Teacher()
        try teacher.write(Self.fourPets, to: "pets.tsv")
        #expect(try teacher.run(["words", "add", "pets.tsv"]).status == 0)
        try teacher.write(Self.fourPets.replacingOccurrences(of: "cat\t", with: "kitten\t"), to: "pets.tsv")
        let refused = try teacher.run(["words", "add", "pets.tsv"])
        #expect(refused.status == 1)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr == "word-sudoku: a different list named “pets” is already there: \(teacher.lists)/pets.tsv; give --replace to replace it, or rename your file\n")
        #expect(try teacher.run(["words", "show", "pets"]).stdout.contains("cat "))

        let replaced = try teacher.run(["words", "add", "--replace", "pets.tsv"])
        #expect(replaced.status == 0)
        #expect(replaced.stdout.hasPrefix("Replaced pets (4 pairs) with your file: \(teacher.lists)/pets.tsv."))
        #expect(try teacher.run(["words", "show", "pets"]).stdout.contains("kitten "))
    }

    /// One pair is "1 pair", not "1 pairs", in both languages.
    @Test func aListOfOnePairIsCountedInTheSingular() throws {
        let teacher = Teacher()
        _ = try teacher.write("en\tfr\ncat\tle chat\n", to: "one.tsv")
        let english = try teacher.run(["words", "check", "one.tsv"])
        #expect(english.status == 0 && english.stdout.hasSuffix("ok: 1 pair (fills no grid: 4 pairs at least are needed)\n"), "\(english.stdout)")
        _ = try teacher.run(["settings", "language", "fr"])
        let french = try teacher.run(["words", "check", "one.tsv"])
        #expect(french.stdout.hasSuffix("ok : 1 paire (remplit aucune grille : il faut au moins 4 paires)\n"), "\(french.stdout)")
    }

    @Test func replaceGoesOnlyWithAdd() throws {
        let result = try Teacher().run(["words", "check", "--replace", "pets.tsv"])
        #expect(result.status == 2)
        #expect(result.stderr == "word-sudoku: “--replace” only goes with “words add” or “words import” (see “word-sudoku help words”)\n")
    }

    @Test(.timeLimit(.minutes(15)))
    func wordsListsTheTeachersListsAfterTheBuiltInOnesBrokenOnesWithTheirFirstProblem() throws {
        let teacher = Teacher()
        try FileManager.default.createDirectory(atPath: teacher.lists + "/folder.json", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Binary.wordList("frequency-120.json"), toPath: teacher.lists + "/common.json")
        try FileManager.default.copyItem(atPath: Binary.wordList("frequency-1500.csv"), toPath: teacher.lists + "/all.csv")
        #expect(mkfifo(teacher.lists + "/pipe.tsv", 0o644) == 0)
        try Data(Self.fourPets.utf8).write(to: URL(fileURLWithPath: teacher.lists + "/evil\u{1B}[2J.tsv"))
        let result = try teacher.run(["words"])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("\u{1B}"))
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: "Your lists, in \(teacher.lists):"))
        #expect(lines[start - 2].hasPrefix("18 lists, "))
        #expect(Array(lines[(start + 1)...]) == [
            "NAME             TITLE                                   PAIRS  FILLS",
            "all              all.csv:98:1: duplicate en word “to know” (also at line 28)",
            "common           Most frequent French words (first 120)    120  4×4, 6×6, 8×8, 9×9, 12×12, 16×16, 25×25",
            "evil<U+001B>[2J  evil<U+001B>[2J                             4  4×4",
            "folder           “folder.json” is not a file (a folder, a pipe or a device): not read",
            "pipe             “pipe.tsv” is not a file (a folder, a pipe or a device): not read",
            "",
            "Play one: word-sudoku play --words NAME",
            "",
        ])
    }

    @Test func wordsWithoutAnyListOfYourOwnSaysHowToAddOne() throws {
        let teacher = Teacher()
        let result = try teacher.run(["words"], locale: "fr_FR.UTF-8")
        #expect(result.stdout.hasSuffix("\n\nVos listes : aucune pour l’instant dans \(teacher.lists). En ajouter une : word-sudoku words add FICHIER\n"))
    }

    @Test func aListAddedIsPlayedByItsNameFromAnyDirectory() throws {
        let teacher = Teacher()
        #expect(try teacher.run(["words", "add", Binary.wordList("frequency-120.json")]).status == 0)
        for name in ["frequency-120", "frequency-120.json"] {
            let game = try teacher.run(["play", "--plain", "--new", "--words", name, "--size", "4", "--seed", "1"], input: "quit\n",
                                       in: URL(fileURLWithPath: "/"))
            #expect(game.status == 0, "\(game.stderr)")
            #expect(game.stdout.hasPrefix("WordSudoku 4×4 (boxes 2×2), grade 1 beginner, list frequency-120, code g2-2x2-1-frequency-120-1\n"))
            #expect(game.stdout.contains("[and]"))
        }
        // The code replays with the list named again.
        let replay = try teacher.run(["play", "--plain", "--new", "--code", "2x2-1-frequency-120-1", "--words", "frequency-120"], input: "quit\n")
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(replay.stdout.contains("[and]"))
    }

    @Test func aFileNamedExplicitlyComesBeforeTheFolderAndTheFolderBeforeTheBuiltInLists() throws {
        let teacher = Teacher()
        try teacher.write(Self.fourPets, to: "animals.tsv")
        #expect(try teacher.run(["words", "add", "animals.tsv"]).stdout.hasSuffix(
            "\nNote: “animals” now means your list, not the built-in list of that name.\n"))
        try teacher.write(Self.fourPets.replacingOccurrences(of: "cat\t", with: "kitten\t"), to: "animals.tsv")
        // In the working directory, `animals.tsv` is the file there; `animals` is the teacher's list.
        #expect(try teacher.run(["words", "show", "animals.tsv"]).stdout.contains("kitten "))
        let folder = try teacher.run(["words", "show", "animals"]).stdout
        #expect(folder.contains("cat ") && !folder.contains("kitten") && folder.hasSuffix("ok: 4 pairs (fills 4×4)\n"))
        // The built-in list is still the theme.
        let game = try teacher.run(["play", "--plain", "--new", "--theme", "animals", "--seed", "1"], input: "quit\n")
        #expect(game.stdout.contains("list animals, code g2-2x3-1-animals-1"))
    }

    @Test func aBrokenListPlayedByNameFailsWithItsProblems() throws {
        let teacher = Teacher()
        try FileManager.default.createDirectory(atPath: teacher.lists, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Binary.wordList("frequency-1500.csv"), toPath: teacher.lists + "/all.csv")
        let game = try teacher.run(["play", "--plain", "--new", "--words", "all"], input: "quit\n")
        #expect(game.status == 65)
        #expect(game.stderr.hasPrefix("\(teacher.lists)/all.csv:98:1: duplicate en word “to know” (also at line 28)\n"))
    }

    @Test func settingsKeepsATeachersListOrAFileByItsFullPath() throws {
        let teacher = Teacher()
        try teacher.write("es,de\ngato,Katze\nperro,Hund\npájaro,Vogel\npez,Fisch\n", to: "tiere.csv")
        #expect(try teacher.run(["words", "add", "tiere.csv"]).status == 0)
        #expect(try teacher.run(["settings", "show", "es"]).status == 2)
        let set = try teacher.run(["settings", "words", "tiere"])
        #expect(set.status == 0)
        #expect(set.stdout.hasPrefix("words         \(teacher.lists)/tiere.csv  allowed: "))
        // The list's own languages, now that the setting names it.
        #expect(try teacher.run(["settings", "show", "es"]).status == 0)
        #expect(try teacher.run(["settings", "show", "it"]).status == 2)
        let game = try teacher.run(["play", "--plain", "--new", "--size", "4", "--seed", "1"], input: "quit\n", in: URL(fileURLWithPath: "/"))
        #expect(game.status == 0, "\(game.stderr)")
        #expect(game.stdout.contains("list tiere"))
        #expect(game.stdout.contains("The givens [in brackets] are Spanish words; type the German words"))

        // A relative path is kept as the absolute one, so it is found from anywhere.
        try teacher.write(Self.fourPets, to: "pets.tsv")
        #expect(try teacher.run(["settings", "words", "pets.tsv"]).status == 0)
        let shown = try teacher.run(["settings", "words"], in: URL(fileURLWithPath: "/"))
        #expect(shown.stdout.hasPrefix("words         \(teacher.desk.path)/pets.tsv  allowed: "))
    }
}
