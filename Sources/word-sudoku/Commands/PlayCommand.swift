import Foundation
import SudokuEngine
import TerminalUI
import WordSudokuKit
#if canImport(Glibc)
import Glibc
#endif

extension Command {
    static let play = Command(
        name: "play",
        summary: Localized(en: "Play a new game (full screen, or line by line with --plain).",
                           fr: "Jouer une nouvelle partie (en plein écran, ou ligne par ligne avec --plain)."),
        options: [.size.explained(Localized(
                    en: "grid size: 4, 6, 8, 9, 12, 16 or 25 (the usual box shape for it; the list needs N pairs, e.g. 25 for 25×25)",
                    fr: "taille de la grille : 4, 6, 8, 9, 12, 16 ou 25 (blocs de la forme habituelle ; la liste doit avoir N paires, par ex. 25 pour 25×25)")),
                  .box, .grade, .words, .theme, .show, .seed, .code, .mode, .peeks, .player, .players, .lang,
                  .review, .new, .speak, .plain, .noColor, .highContrast, .listen, .dictation],
        notes: Localized(en: "First run: a 6×6 grid at grade 1 with the animals list; your settings change that.",
                         fr: "Première partie : une grille 6×6 au niveau 1 avec la liste animals ; vos réglages changent cela."),
        run: { arguments in
            try arguments.expectNoOperands()
            let context = try GameContext(arguments, holdingTheGame: true)
            var request = try context.request()
            if arguments.flag(.listen) && arguments.flag(.dictation) {
                throw UsageError(CommandLineText.notBoth(.listen, .dictation), command: "play")
            }
            if arguments.flag(.listen) { request.listening = .heard }
            if arguments.flag(.dictation) { request.listening = .dictation }
            // Givens to hear need a voice: refused at once, before anything is made or replaced.
            if request.listening != nil, !Speaker.isInstalled(environment: ProcessInfo.processInfo.environment) {
                throw ListeningUnavailable()
            }
            if let text = arguments.value(.players) {
                if arguments.value(.player) != nil { throw UsageError(CommandLineText.notBoth(.player, .players), command: "play") }
                if arguments.flag(.review) { throw UsageError(CommandLineText.notBoth(.review, .players), command: "play") }
                do throws(PlayerSeatError) {
                    request.players = try PlayerSeat.parse(text)
                } catch {
                    throw UsageError(error.text, command: "play")
                }
            }
            var code: PuzzleCode?
            if arguments.value(.code) != nil {
                guard arguments.value(.seed) == nil else { throw UsageError(CommandLineText.notBoth(.seed, .code), command: "play") }
                let parsed = try arguments.puzzleCode()!
                request.apply(parsed)
                // A code made on one of the lists in the data's lists/ folder plays without --words.
                request.list = context.lists.resolve(parsed.listName)
                if request.list != parsed.listName { request.listName = parsed.listName }
                code = parsed
            } else {
                try arguments.applyShapeAndGrade(to: &request)
                if let seed = try arguments.seed() { request.seed = seed }
            }
            // After a code, so that `--code CODE --words FILE` replays a code made on a teacher's file.
            if arguments.value(.words) != nil && arguments.value(.theme) != nil {
                throw UsageError(CommandLineText.notBoth(.words, .theme), command: "play")
            }
            // A name may be a teacher's list in the data's lists/ folder (`WordListLibrary.resolve`).
            if let name = arguments.value(.words) {
                request.list = context.lists.resolve(name)
                request.listName = code?.listName
            }
            if let theme = arguments.value(.theme) { request.list = theme }
            if arguments.flag(.review) {
                if code != nil { throw UsageError(CommandLineText.notBoth(.review, .code), command: "play") }
                let planned: PlannedGame
                do throws(ReviewGame.Failure) {
                    planned = try GameLifecycle.planReview(request, in: context.store, library: context.lists)
                } catch {
                    if case .setup(let setup) = error { throw setup }
                    throw error
                }
                try context.keepSavedGame()
                if let note = planned.note { emit([note(context.language)]) }
                return try context.play { planned.make(shouldContinue: $0) }
            }
            let planned: PlannedGame
            do throws(GameSetupError) {
                planned = try context.plan(request)
            } catch {
                // A code made on a teacher's list this computer has not got: say how to get it.
                if let code, arguments.value(.words) == nil, arguments.value(.theme) == nil, error.isUnknownList {
                    throw CodeListMissing(list: code.listName, code: code.description)
                }
                // A name found nowhere: the teacher's lists named beside the built-in ones.
                if case .wordList(let failure) = error, arguments.value(.words) != nil {
                    throw GameSetupError.wordList(failure.namingTeacherLists(of: context.lists))
                }
                throw error
            }
            try context.keepSavedGame()
            return try context.play { planned.make(shouldContinue: $0) }
        })
}

extension GameSetupError {
    /// Whether the list asked for is neither a file, one of the teacher's lists nor a built-in list.
    var isUnknownList: Bool {
        guard case .wordList(let failure) = self else { return false }
        return failure.errors.allSatisfy { if case .unknownList = $0 { true } else { false } }
    }
}
