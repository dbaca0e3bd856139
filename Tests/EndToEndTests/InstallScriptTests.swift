import Foundation
import TestSupport
import Testing
import WordSudokuKit

/// `Scripts/install.sh`, run as a user runs it, from another folder, with `--binary` so that it
/// installs the binary under test instead of making a release build (minutes; the build itself
/// is `Scripts/check-install.sh`'s, in CI). Each test has a prefix of its own, with a space in
/// its path, so the script's quoting is tried too.
@Suite("install script")
struct InstallScriptTests {
    static let script = Binary.projectRoot.appendingPathComponent("Scripts/install.sh")
    static let bash = URL(fileURLWithPath: "/bin/bash")
    static let usage = "usage: Scripts/install.sh [--prefix DIR] [--binary PATH] [--uninstall | --build-only]"
    static let puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
    /// What the install writes beside the program, under PREFIX, and the program's words that print it.
    static let documents = [
        ("share/man/man1/word-sudoku.1", ["man"]),
        ("share/bash-completion/completions/word-sudoku", ["completions", "bash"]),
        ("share/zsh/site-functions/_word-sudoku", ["completions", "zsh"]),
        ("share/fish/vendor_completions.d/word-sudoku.fish", ["completions", "fish"]),
    ]
    static let solution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"

    /// A temporary folder holding `pre fix/` (the prefix, not made) and `elsewhere/` (the
    /// current directory of every run); removed by `clean`.
    struct Place {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("word-sudoku-install-\(UUID().uuidString)")
        var prefix: URL { root.appendingPathComponent("pre fix") }
        var bin: URL { prefix.appendingPathComponent("bin") }
        var installed: URL { bin.appendingPathComponent("word-sudoku") }
        var elsewhere: URL { root.appendingPathComponent("elsewhere") }

        init() throws {
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        }

        /// The script with `arguments`, from `elsewhere`, on a PATH of `before` (folders), the
        /// prefix's bin when `onPath`, then the system's.
        func install(_ arguments: [String], onPath: Bool = false, before: [URL] = [],
                     environment: [String: String] = [:]) throws -> Binary.Result {
            let path = before.map(\.path) + (onPath ? [bin.path] : []) + ["/usr/bin", "/bin"]
            return try Binary.run([InstallScriptTests.script.path] + arguments,
                                  environment: environment.merging(["PATH": path.joined(separator: ":")]) { $1 },
                                  currentDirectory: elsewhere, executable: InstallScriptTests.bash)
        }

        func contents(of folder: URL) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        }

        func clean() { try? FileManager.default.removeItem(at: root) }
    }

    @Test func installsTheBinaryThatThenRunsFromAnotherFolderAndUninstallsLeavingNothing() throws {
        let place = try Place()
        defer { place.clean() }

        // A relative prefix is the caller's: "../pre fix" from elsewhere/.
        let first = try place.install(["--prefix", "../pre fix", "--binary", Binary.url.path])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.isEmpty)
        #expect(first.stdout.contains("installed word-sudoku \(About.version) as \(place.installed.path)\n"))
        #expect(first.stdout.contains("\(place.bin.path) is not on your PATH; add it, e.g. in ~/.bashrc or ~/.profile: export PATH=\"\(place.bin.path):$PATH\""))
        // The one file, a copy of the binary, executable; no temporary copy left beside it.
        #expect(place.contents(of: place.bin) == ["word-sudoku"])
        // The manual page and the completion scripts, as the program prints them.
        for (path, arguments) in Self.documents {
            let installed = try String(contentsOf: place.prefix.appendingPathComponent(path), encoding: .utf8)
            #expect(installed == (try Binary.run(arguments)).stdout, "\(path)")
            #expect(first.stdout.contains("installed \(place.prefix.appendingPathComponent(path).path)\n"))
            #expect(place.contents(of: place.prefix.appendingPathComponent(path).deletingLastPathComponent()) == [(path as NSString).lastPathComponent])
        }
        #expect(FileManager.default.isExecutableFile(atPath: place.installed.path))
        #expect(FileManager.default.contentsEqual(atPath: place.installed.path, andPath: Binary.url.path))

        // The installed copy runs from another folder: its version and a real command.
        let version = try Binary.run(["--version"], currentDirectory: place.elsewhere, executable: place.installed)
        #expect(version.status == 0)
        #expect(version.stdout == "word-sudoku \(About.version)\n")
        let solved = try Binary.run(["solve"], input: Self.puzzle + "\n", currentDirectory: place.elsewhere, executable: place.installed)
        #expect(solved.status == 0)
        #expect(solved.stdout == Self.solution + "\n")

        // Again, over the first copy, with the prefix's bin on PATH: it says so.
        let again = try place.install(["--prefix", place.prefix.path, "--binary", Binary.url.path], onPath: true)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("\(place.bin.path) is on your PATH: run 'word-sudoku'\n"))
        #expect(place.contents(of: place.bin) == ["word-sudoku"])

        // Uninstalled: the bin folder stays (other programs live there), with nothing of ours.
        let removed = try place.install(["--prefix", place.prefix.path, "--uninstall"])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(removed.stdout.hasPrefix("install.sh: removed \(place.installed.path)\n"))
        #expect(place.contents(of: place.bin) == [])
        #expect(place.contents(of: place.prefix) == ["bin"])
        for (path, _) in Self.documents { #expect(removed.stdout.contains("removed \(place.prefix.appendingPathComponent(path).path)\n")) }
        // Twice is no error: there is nothing left to remove.
        let twice = try place.install(["--prefix", place.prefix.path, "--uninstall"])
        #expect(twice.status == 0)
        #expect(twice.stdout.hasPrefix("install.sh: nothing to remove: \(place.installed.path) is not there\n"))
    }

    /// Without --prefix: ~/.local, as the XDG layout has it.
    @Test func theDefaultPrefixIsDotLocalInHome() throws {
        let place = try Place()
        defer { place.clean() }
        let home = place.root.appendingPathComponent("home")
        let bin = home.appendingPathComponent(".local/bin")
        let installed = try place.install(["--binary", Binary.url.path], environment: ["HOME": home.path])
        #expect(installed.status == 0, "\(installed.stderr)")
        #expect(installed.stdout.hasPrefix("install.sh: installed word-sudoku \(About.version) as \(bin.path)/word-sudoku\n"))
        #expect(place.contents(of: bin) == ["word-sudoku"])
        let removed = try place.install(["--uninstall"], environment: ["HOME": home.path])
        #expect(removed.status == 0)
        #expect(place.contents(of: bin) == [])
    }

    /// Another word-sudoku earlier on PATH would be the one a shell runs: the script names it.
    @Test func aCopyEarlierOnPathIsNamed() throws {
        let place = try Place()
        defer { place.clean() }
        let other = place.root.appendingPathComponent("other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Binary.url, to: other.appendingPathComponent("word-sudoku"))
        let result = try place.install(["--prefix", place.prefix.path, "--binary", Binary.url.path], onPath: true, before: [other])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\(place.bin.path) is on your PATH, but \(other.path)/word-sudoku comes before it: 'word-sudoku' runs that one; remove it or put \(place.bin.path) first\n"))
    }

    @Test func uninstallRemovesTheTemporaryCopyOfAnInstallKilledOutright() throws {
        let place = try Place()
        defer { place.clean() }
        try FileManager.default.createDirectory(at: place.bin, withIntermediateDirectories: true)
        let leftover = place.bin.appendingPathComponent(".word-sudoku.install.Ab3dE9")
        let other = place.bin.appendingPathComponent("other-program")
        for file in [leftover, other] { try Data("x".utf8).write(to: file) }
        let removed = try place.install(["--prefix", place.prefix.path, "--uninstall"])
        #expect(removed.status == 0)
        #expect(removed.stdout.contains("removed \(leftover.path) (left by an interrupted install)"))
        // What is not ours stays.
        #expect(place.contents(of: place.bin) == ["other-program"])
    }

    /// A file that is not word-sudoku is refused before anything is written, and the program
    /// installed before stays as it was.
    @Test func aBinaryThatIsNotTheProgramIsNotInstalled() throws {
        let place = try Place()
        defer { place.clean() }
        #expect(try place.install(["--prefix", place.prefix.path, "--binary", Binary.url.path]).status == 0)
        let impostor = place.root.appendingPathComponent("impostor")
        try ExecutableFile.write("#!/bin/sh\necho other 1.0\n", to: impostor.path)
        for binary in [impostor.path, place.root.appendingPathComponent("missing").path] {
            let refused = try place.install(["--prefix", place.prefix.path, "--binary", binary])
            #expect(refused.status == 1)
            #expect(refused.stdout.isEmpty)
            #expect(refused.stderr.hasPrefix("install.sh: \(binary)") || refused.stderr.hasPrefix("install.sh: --binary \(binary)"), "\(refused.stderr)")
            #expect(place.contents(of: place.bin) == ["word-sudoku"])
            #expect(FileManager.default.contentsEqual(atPath: place.installed.path, andPath: Binary.url.path))
        }
    }

    @Test(arguments: [
        (["--frobnicate"], "unknown option '--frobnicate'"),
        (["--prefix"], "option '--prefix' needs a value"),
        (["--binary", "--uninstall"], "option '--binary' needs a value"),
        (["--prefix="], "option '--prefix' needs a non-empty value"),
        (["--binary", ""], "option '--binary' needs a non-empty value"),
        (["somewhere"], "unexpected argument 'somewhere'"),
        (["--uninstall", "--binary", "/bin/true"], "--binary and --uninstall cannot go together"),
        (["--build-only"], "--build-only goes alone"),
    ])
    func aBadCommandLineIsAOneLineUsageErrorThatChangesNothing(arguments: [String], problem: String) throws {
        let place = try Place()
        defer { place.clean() }
        let result = try place.install(["--prefix", place.prefix.path] + arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "install.sh: \(problem); \(Self.usage)\n")
        #expect(place.contents(of: place.root) == ["elsewhere"])
    }

    @Test func helpDescribesTheOptions() throws {
        let place = try Place()
        defer { place.clean() }
        let help = try place.install(["--help"])
        #expect(help.status == 0)
        for option in ["--prefix DIR", "--binary PATH", "--uninstall", "--build-only"] {
            #expect(help.stdout.contains(option))
        }
        #expect(help.stdout.contains("English only"))
    }
}
