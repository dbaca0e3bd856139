import Foundation
import Testing
import WordSudokuKit
@testable import word_sudoku

/// Every option is declared once (`Option`, `Options.swift`) and the help, the man page and
/// the shell completions are made from the declarations (issue 27, item 3): each is tried
/// here as its reader meets it, through `man`, `groff`, `bash`, `zsh` and `fish`.
@Suite("Options declared once: help, man page, completions", .timeLimit(.minutes(15)))
struct OptionDeclarationsTests {
    static let bash = URL(fileURLWithPath: "/bin/bash")

    /// The first program of that name on PATH, if any.
    static func tool(_ name: String) -> URL? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let url = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }

    /// A file of this test's own holding `text`.
    static func temporaryFile(_ text: String, named name: String) throws -> URL {
        let folder = URL(fileURLWithPath: PlayScript.temporaryHome())
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    // MARK: Help

    /// A command's help lists every option it takes, with its help, in both languages: the
    /// help is made from the same list the parser accepts, so none is missing (`daily`'s
    /// help used to leave out six of its options).
    @Test(arguments: Command.all.map(\.name))
    func everyOptionACommandTakesIsInItsHelp(_ name: String) throws {
        let command = try #require(Command.named(name))
        for language in UILanguage.allCases {
            let help = command.fullHelp(language)
            for option in command.options {
                #expect(help.contains("\n  \(option.synopsis(language))"), "\(name) \(language): \(option.synopsis(language))")
                #expect(help.contains(TextWrap.lines(option.help(language), width: 1000)[0].split(separator: " ").prefix(3).joined(separator: " ")),
                        "\(name) \(language): help of \(option.spelling)")
                #expect(command.usage(language).contains("[\(option.synopsis(language))]"))
            }
        }
        let shown = try Binary.run(["help", name], environment: ["LANG": "fr_FR.UTF-8", "WORD_SUDOKU_HOME": PlayScript.temporaryHome()])
        #expect(shown.stdout == command.fullHelp(.fr) + "\n")
    }

    /// Every line of the help fits a terminal of 80 columns, in both languages: `help`,
    /// `help COMMAND` and `COMMAND --help` (the same text). French lines ran to 153 columns
    /// (the summaries beside the commands, the usage lines, `solve`'s and `rate`'s texts) and
    /// English ones to 292 (`play`'s usage line), and the terminal cut them mid-word.
    @Test(arguments: UILanguage.allCases)
    func everyLineOfTheHelpFitsEightyColumns(_ language: UILanguage) throws {
        for (name, help) in [("help", Command.overview(language))] + Command.all.map({ ($0.name, $0.fullHelp(language)) }) {
            for line in help.split(separator: "\n") {
                #expect(line.count <= 80, "\(name), \(language), \(line.count) columns: \(line)")
            }
        }
        let shown = try Binary.run(["words", "--help"], environment: ["LANG": language == .fr ? "fr_FR.UTF-8" : "C.UTF-8",
                                                                      "WORD_SUDOKU_HOME": PlayScript.temporaryHome()])
        #expect(shown.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(shown.stdout)")
        // The usage line broken between its options, its actions before their `|`.
        #expect(shown.stdout.split(separator: "\n").contains { $0.hasPrefix("    ") && $0.drop { $0 == " " }.hasPrefix("| check ") },
                "\(shown.stdout)")
    }

    /// Every option a command takes is accepted by its parser and an option it does not take
    /// is refused: the help and the parser read the same declarations.
    @Test func theParserAcceptsExactlyTheDeclaredOptions() throws {
        for command in Command.all {
            for option in command.options {
                let words = option.takesValue ? [option.spelling, "x"] : [option.spelling]
                #expect(throws: Never.self, "\(command.name) \(option.spelling)") {
                    _ = try Arguments(words, command: command.name, options: command.options)
                }
            }
            #expect(throws: UsageError.self) { _ = try Arguments(["--seeed", "1"], command: command.name, options: command.options) }
        }
    }

    /// No command takes two options of one spelling: the parser would keep only the first.
    @Test func noCommandDeclaresAnOptionTwice() {
        for command in Command.all {
            #expect(Set(command.options.map(\.spelling)).count == command.options.count, "\(command.name)")
        }
    }

    /// Outside the declarations, the executable spells no option: a `"--` literal anywhere
    /// else in Sources/word-sudoku is an option written a second time.
    @Test func noOptionIsSpelledOutsideTheDeclarations() throws {
        let folder = Binary.projectRoot.appendingPathComponent("Sources/word-sudoku")
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects as? [URL])
        let declarations: Set<String> = ["Option.swift", "Options.swift"]
        var checked = 0
        for file in files where file.pathExtension == "swift" && !declarations.contains(file.lastPathComponent) {
            let text = try String(contentsOf: file, encoding: .utf8)
            checked += 1
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.contains("\"--") {
                Issue.record("\(file.lastPathComponent):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(checked > 30)
    }

    /// A misspelt option does not compile: the executable's sources with a probe that asks for
    /// `.seed` and `.seeed` typecheck with one error, on `.seeed` (`.seed` is fine). It was a
    /// silent nil when options were strings.
    @Test(.timeLimit(.minutes(15))) func aMisspeltOptionDoesNotCompile() throws {
        let swiftc = try #require(Self.tool("swiftc"), "swiftc is not on PATH")
        var modules = Bundle.main.bundleURL
        if modules.lastPathComponent.hasSuffix(".xctest") { modules.deleteLastPathComponent() }
        modules.appendPathComponent("Modules")
        try #require(FileManager.default.fileExists(atPath: modules.appendingPathComponent("WordSudokuKit.swiftmodule").path),
                     "no built modules at \(modules.path)")
        let probe = try Self.temporaryFile("""
            func probeRight(_ arguments: Arguments) -> String? { arguments.value(.seed) }
            func probeMisspelt(_ arguments: Arguments) -> String? { arguments.value(.seeed) }

            """, named: "Probe.swift")
        let folder = Binary.projectRoot.appendingPathComponent("Sources/word-sudoku")
        let sources = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects as? [URL])
            .filter { $0.pathExtension == "swift" }.map(\.path)
        let result = try Binary.run(["-typecheck", "-module-name", "word_sudoku", "-I", modules.path] + sources + [probe.path],
                                    timeout: 280, executable: swiftc)
        #expect(result.status != 0)
        let errors = result.stderr.split(separator: "\n").filter { $0.contains("error:") && $0.hasPrefix("/") }
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.contains("Probe.swift:2:") == true)
        #expect(errors.first?.contains("has no member 'seeed'") == true)
    }

    // MARK: Man page

    /// `word-sudoku man` is a page `man -l` renders without a warning (groff's own check too),
    /// with every command and option in it.
    @Test func theManPageRendersWithoutWarnings() throws {
        let page = try Binary.run(["man"])
        #expect(page.status == 0)
        #expect(page.stdout.hasPrefix(".TH WORD-SUDOKU 1 "))
        let file = try Self.temporaryFile(page.stdout, named: "word-sudoku.1")
        let groff = try #require(Self.tool("groff"), "groff is not installed")
        let checked = try Binary.run(["-man", "-ww", "-z", file.path], executable: groff)
        #expect(checked.status == 0)
        #expect(checked.stderr.isEmpty, "\(checked.stderr)")
        let man = try #require(Self.tool("man"), "man is not installed")
        let shown = try Binary.run(["--warnings", "-l", file.path], environment: ["MANWIDTH": "80", "MANPAGER": "cat", "PAGER": "cat"],
                                   executable: man)
        #expect(shown.status == 0)
        #expect(shown.stderr.isEmpty, "\(shown.stderr)")
        let text = shown.stdout.replacingOccurrences(of: "\u{2010}", with: "-")
        for command in Command.all {
            #expect(text.contains("   \(command.name)\n"), "\(command.name)")
            for option in command.options {
                #expect(text.contains(option.spelling), "\(command.name) \(option.spelling)")
            }
        }
        #expect(text.contains("Solve sudoku puzzles from files or stdin"))
        #expect(!text.contains("\\["))
    }

    /// Text that roff would read as a request or an escape is shown as written.
    @Test func theManPageEscapesRoff() {
        #expect(ManPage.escaped(".TH x") == "\\&.TH x")
        #expect(ManPage.escaped("a\\b --c") == "a\\eb \\-\\-c")
        #expect(ManPage.escaped("4×4") == "4\\[u00D7]4")
    }

    // MARK: Completions

    /// What bash offers for the words typed so far (the last one being completed), with the
    /// script `completions bash` prints, sourced as a user sources it.
    static func bashCompletes(_ words: [String], home: String) throws -> [String] {
        let script = try Binary.run(["completions", "bash"])
        #expect(script.status == 0)
        let file = try temporaryFile(script.stdout, named: "word-sudoku.bash")
        let quoted = ([Binary.url.path] + words).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let command = """
            source '\(file.path)'
            COMP_WORDS=(\(quoted.joined(separator: " ")))
            COMP_CWORD=\(words.count)
            _word_sudoku
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try Binary.run(["--norc", "--noprofile", "-c", command], environment: ["WORD_SUDOKU_HOME": home], executable: bash)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesCommandsOptionsAndTheirValues() throws {
        let home = PlayScript.temporaryHome()
        #expect(try Self.bashCompletes(["pl"], home: home) == ["play"])
        #expect(try Self.bashCompletes(["w"], home: home) == ["words", "worksheet"])
        #expect(try Self.bashCompletes(["play", "--si"], home: home) == ["--size"])
        #expect(try Self.bashCompletes(["play", "--size", ""], home: home) == ["4", "6", "8", "9", "12", "16", "25"])
        #expect(try Self.bashCompletes(["generate", "--box", "3x"], home: home) == ["3x2", "3x3", "3x4", "3x5", "3x6", "3x7", "3x8"])
        #expect(try Self.bashCompletes(["generate", "--format", ""], home: home) == ["line", "grid", "json", "codes"])
        #expect(try Self.bashCompletes(["worksheet", "--format", ""], home: home) == ["html", "md", "text", "web"])
        #expect(try Self.bashCompletes(["help", "so"], home: home) == ["solve"])
        #expect(try Self.bashCompletes(["words", "im"], home: home) == ["import"])
        #expect(try Self.bashCompletes(["completions", ""], home: home) == ["bash", "zsh", "fish"])
        // An option another command has is not offered.
        #expect(try Self.bashCompletes(["solve", "--s"], home: home).isEmpty)
    }

    /// `play --words ` offers the names of the lists, asked of the program as the user types:
    /// the built-in lists, then a list the teacher added after the script was made.
    @Test func bashOffersTheListNamesOfThisDataFolder() throws {
        let home = PlayScript.temporaryHome()
        let builtIn = try Self.bashCompletes(["play", "--words", ""], home: home)
        #expect(builtIn == BuiltInWordLists.names)
        #expect(builtIn.contains("animals"))
        let pets = try Self.temporaryFile(TeacherListsTests.fourPets, named: "pets.tsv")
        #expect(try Binary.run(["words", "add", pets.path], environment: ["WORD_SUDOKU_HOME": home]).status == 0)
        #expect(try Self.bashCompletes(["play", "--words", ""], home: home) == BuiltInWordLists.names + ["pets"])
        #expect(try Self.bashCompletes(["play", "--words", "pe"], home: home) == ["pets"])
        let names = try Binary.run(["words", "--names"], environment: ["WORD_SUDOKU_HOME": home])
        #expect(names.stdout == (BuiltInWordLists.names + ["pets"]).joined(separator: "\n") + "\n")
    }

    @Test func completionsWithoutAShellIsAUsageError() throws {
        let result = try Binary.run(["completions", "tcsh"])
        #expect(result.status == 2)
        #expect(result.stderr == "word-sudoku: “completions” makes scripts for bash, zsh, fish, not “tcsh” (see “word-sudoku help completions”)\n")
        #expect(try Binary.run(["words", "--names", "show"]).status == 2)
    }

    /// The zsh and fish scripts are read by their shells without an error (when installed:
    /// CI installs both), and fish completes as bash does.
    @Test(.enabled(if: tool("zsh") != nil)) func zshReadsItsScript() throws {
        let script = try Self.temporaryFile(try Binary.run(["completions", "zsh"]).stdout, named: "_word-sudoku")
        let zsh: URL = try #require(Self.tool("zsh"))
        let checked = try Binary.run(["-n", script.path], executable: zsh)
        #expect(checked.status == 0, "\(checked.stderr)")
        #expect(checked.stderr.isEmpty)
    }

    @Test(.enabled(if: tool("fish") != nil)) func fishReadsItsScriptAndCompletes() throws {
        let fish: URL = try #require(Self.tool("fish"))
        let script = try Self.temporaryFile(try Binary.run(["completions", "fish"]).stdout, named: "word-sudoku.fish")
        #expect(try Binary.run(["-n", script.path], executable: fish).status == 0)
        let folder = Binary.url.deletingLastPathComponent().path
        let result = try Binary.run(["--no-config", "-c", "source '\(script.path)'; complete -C'word-sudoku pl'; complete -C'word-sudoku play --words an'"],
                                    environment: ["PATH": folder + ":/usr/bin:/bin", "WORD_SUDOKU_HOME": PlayScript.temporaryHome()],
                                    executable: fish)
        let offered = result.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        #expect(offered == ["play", "animals"], "\(result.stdout) \(result.stderr)")
    }
}
