import Testing

@Suite("Command line", .timeLimit(.minutes(15)))
struct CommandLineTests {
    @Test func versionIsPrinted() throws {
        let result = try Binary.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("word-sudoku "))
    }

    @Test func helpListsTheCommands() throws {
        let result = try Binary.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Usage: word-sudoku"))
    }

    @Test func unknownCommandIsAUsageErrorOnOneLine() throws {
        let result = try Binary.run(["frobnicate"])
        #expect(result.status == 2)
        #expect(result.stderr == "word-sudoku: unknown command “frobnicate” (see “word-sudoku --help”)\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func unknownOptionPointsToTheCommandsHelp() throws {
        let result = try Binary.run(["help", "--frob"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown option “--frob”"))
        #expect(result.stderr.contains("word-sudoku help help"))
    }
}
