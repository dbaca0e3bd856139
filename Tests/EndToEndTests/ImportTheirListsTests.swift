import Foundation
import Testing

/// `words import` of the lists a teacher already has (issue 26, item 4): a header of language
/// names, Quizlet's and Anki's exports with `--languages`, and a clear word when it is missing.
@Suite("Importing a teacher's Quizlet, Anki and headerless lists", .timeLimit(.minutes(15)))
struct ImportTheirListsTests {
    typealias Teacher = TeacherListsTests.Teacher

    @Test func aHeaderOfLanguageNamesImports() throws {
        let teacher = Teacher()
        try teacher.write("English\tFrench\ncat\tle chat\ndog\tle chien\nbird\tl'oiseau\nfish\tle poisson\n", to: "pets.tsv")
        let result = try teacher.run(["words", "import", "pets.tsv"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(try String(contentsOfFile: teacher.lists + "/pets.json", encoding: .utf8).contains("\"languages\": [\"en\", \"fr\"]"))
    }

    @Test func quizletsExportImportsWithItsLanguagesGiven() throws {
        let teacher = Teacher()
        try teacher.write("cat,le chat\ndog,le chien\nbird,l'oiseau\nfish,le poisson", to: "quizlet.txt")
        let refused = try teacher.run(["words", "import", "quizlet.txt"])
        #expect(refused.status == 65)
        #expect(refused.stdout == "quizlet.txt:1:1: the file does not name its two languages (a first line such as “en<TAB>fr” or “English,French”): add that line, or give them with --languages, e.g. words import FILE --languages en,fr\nquizlet.txt: 1 problem\n")
        let imported = try teacher.run(["words", "import", "quizlet.txt", "--languages", "en,fr"])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        #expect(imported.stdout.hasPrefix("Added quizlet (4 pairs)"))
        let shown = try teacher.run(["words", "show", "quizlet"])
        #expect(shown.stdout.contains("EN    FR") && shown.stdout.contains("fish  le poisson"), "\(shown.stdout)")
        let check = try teacher.run(["words", "check", "quizlet.txt", "--languages", "English,Français"])
        #expect(check.stdout == "quizlet.txt: ok: 4 pairs (fills 4×4)\n")
        // `play` takes no --languages: it says how to import the file.
        let played = try teacher.run(["play", "--plain", "--size", "4", "--words", "quizlet.txt"], input: "quit\n")
        #expect(played.status == 65)
        #expect(played.stderr.contains("words import FILE --languages en,fr") && !played.stderr.contains("unknown language"), "\(played.stderr)")
    }

    @Test func ankisExportImportsWithItsLanguagesGiven() throws {
        let teacher = Teacher()
        try teacher.write("#separator:tab\n#html:true\n#tags column:3\ncat\tle <b>chat</b>\tpets\ndog\tle&nbsp;chien\t\nbird\tl&#39;oiseau\t\nfish\tle poisson\tpets\n",
                          to: "Animals.txt")
        let imported = try teacher.run(["words", "import", "Animals.txt", "--languages", "en,fr", "--lang", "fr"])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        let shown = try teacher.run(["words", "show", "animals"])
        #expect(shown.stdout.contains("cat   le chat") && shown.stdout.contains("bird  l'oiseau"), "\(shown.stdout)")
    }

    @Test func languagesGoOnlyWithAFileReadAndMustBeTwo() throws {
        let teacher = Teacher()
        let added = try teacher.run(["words", "add", "x.tsv", "--languages", "en,fr"])
        #expect(added.status == 2)
        #expect(added.stderr.hasPrefix("word-sudoku: “--languages” only goes with “words import”, “words check” or “words show”"))
        let bad = try teacher.run(["words", "import", "x.tsv", "--languages", "en"])
        #expect(bad.status == 2)
        #expect(bad.stderr == "word-sudoku: languages: expected two language codes, found 1 (see “word-sudoku help words”)\n")
    }
}
