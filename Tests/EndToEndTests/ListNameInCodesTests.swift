import Foundation
import Testing

/// One name for a list file in every code (issue 26, item 5): `play`, `worksheet` and
/// `generate --format codes` once named `my.verbs.tsv` `my.verbs`, `my` and `my-verbs`, so a
/// worksheet's "Play it" command failed even after `words import`.
@Suite("A list file's name in codes", .timeLimit(.minutes(15)))
struct ListNameInCodesTests {
    typealias Teacher = TeacherListsTests.Teacher

    /// The givens of each row of a Markdown sheet's first grid (`| **cat** | |`).
    static func sheetRows(_ markdown: String, count: Int) -> [[String]] {
        markdown.split(separator: "\n").filter { $0.hasPrefix("| **") }.prefix(count).map { row in
            row.components(separatedBy: " | ").dropFirst().map { $0.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: " |", with: "") }
                .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        }
    }

    /// The givens of each row of the line-mode board (`A [cat] . ...`).
    static func boardRows(_ output: String, count: Int) -> [[String]] {
        let letters = "ABCDEFGHI".prefix(count)
        return output.split(separator: "\n").filter { $0.count > 1 && letters.contains($0.first!) && $0.dropFirst().first == " " }
            .prefix(count).map { row in row.components(separatedBy: "[").dropFirst().map { String($0.prefix { $0 != "]" }) } }
    }

    @Test func theSheetsPlayItCommandPlaysItsPuzzleOnceTheFileIsImported() throws {
        let teacher = Teacher()
        try teacher.write(TeacherListsTests.fourPets, to: "a.b.tsv")
        let sheet = try teacher.run(["worksheet", "--words", "a.b.tsv", "--size", "4", "--seed", "12", "--format", "md"])
        #expect(sheet.status == 0, "\(sheet.stderr)")
        let playLine = try #require(sheet.stdout.split(separator: "\n").first { $0.contains("word-sudoku play --code ") })
        let command = try #require(playLine.components(separatedBy: "word-sudoku ").last)
            .trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "\\", with: "")
        let arguments = command.split(separator: " ").map(String.init)
        #expect(arguments.count == 5 && arguments[3] == "--words" && arguments[4] == "a-b", "\(command)")
        #expect(arguments[2].contains("-a-b-"), "\(command)")

        let imported = try teacher.run(["words", "import", "a.b.tsv"])
        #expect(imported.status == 0, "\(imported.stderr)")
        // From a directory without the file: the list is found among the imported ones.
        let elsewhere = URL(fileURLWithPath: teacher.home)
        let game = try teacher.run(arguments + ["--plain", "--show", "en"], input: "quit discard\n", in: elsewhere)
        #expect(game.status == 0, "\(game.stderr)")
        #expect(game.stdout.contains("code \(arguments[2])"))
        #expect(Self.boardRows(game.stdout, count: 4) == Self.sheetRows(sheet.stdout, count: 4))
    }

    @Test func playWorksheetAndGenerateNameAFileAlike() throws {
        let teacher = Teacher()
        try teacher.write(TeacherListsTests.fourPets, to: "My.Verbs.tsv")
        let codes = try teacher.run(["generate", "--words", "My.Verbs.tsv", "--size", "4", "--seed", "3", "--count", "1", "--format", "codes"])
        #expect(codes.status == 0, "\(codes.stderr)")
        #expect(codes.stdout.contains("-my-verbs-"), "\(codes.stdout)")
        let sheet = try teacher.run(["worksheet", "--words", "My.Verbs.tsv", "--size", "4", "--seed", "3", "--format", "text"])
        #expect(sheet.stdout.contains("-my-verbs-"), "\(sheet.stdout)")
        let game = try teacher.run(["play", "--words", "My.Verbs.tsv", "--size", "4", "--seed", "3", "--plain"], input: "quit discard\n")
        #expect(game.stdout.contains("-my-verbs-"), "\(game.stdout)")
        // Added as it is (`My.Verbs.tsv`), the list is found by its name in codes too.
        #expect(try teacher.run(["words", "add", "My.Verbs.tsv"]).status == 0)
        let code = try #require(codes.stdout.split(separator: "\n").first.map(String.init))
        let replay = try teacher.run(["play", "--code", code, "--plain"], input: "quit discard\n", in: URL(fileURLWithPath: teacher.home))
        #expect(replay.status == 0, "\(replay.stderr)")
        #expect(replay.stdout.contains("code \(code)"))
    }
}
