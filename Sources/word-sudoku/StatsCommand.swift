import Foundation
import WordSudokuKit

extension Command {
    static let stats = Command(
        name: "stats",
        summary: "Show your finished games, the leaderboard and the words you miss most.",
        usage: "stats [--player NAME] [--due] [--lang en|fr] | stats --reviews [--format csv] [--player NAME] | stats --clear [--yes]",
        details: """
          --player NAME   only this player's games and words
          --due           the words due today, least likely to be recalled first
          --reviews       every review of every word, as CSV in the columns FSRS's optimizer reads
          --format csv    the format of --reviews (CSV, the one offered)
          --clear         delete the history, leaderboard, word memory and solved days (asks first)
          --yes           do not ask (for scripts)
        """,
        flags: ["--clear", "--yes", "--reviews", "--due"],
        options: ["--player", "--lang", "--format"],
        run: { arguments in
            try arguments.expectNoOperands()
            if arguments.flag("--yes") && !arguments.flag("--clear") {
                throw UsageError(CommandLineText.yesWithoutClear, command: "stats")
            }
            if let format = arguments.value("--format"), !arguments.flag("--reviews") || format != "csv" {
                throw UsageError(CommandLineText.reviewsFormat(format, reviews: arguments.flag("--reviews")), command: "stats")
            }
            let context = try GameContext(arguments)
            let language = context.language, store = context.store
            if arguments.flag("--reviews") {
                let player = arguments.value("--player")
                let reviews = store.loadReviews().filter { player == nil || $0.player == player }
                emit([ReviewLogEntry.csvHeader] + reviews.map(\.csvLine))
                return .success
            }
            if arguments.flag("--clear") {
                if !arguments.flag("--yes") {
                    emit([StatsText.confirmClear(store.directory)(language)])
                    var input = InputLines()
                    let answer = input.next()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
                    guard ["y", "yes", "o", "oui"].contains(answer) else { throw ClearNotConfirmed() }
                }
                try store.clearStatistics()
                emit([StatsText.cleared(language)])
                return .success
            }
            if arguments.flag("--due") {
                emit(StatsText.dueWords(store: store, player: arguments.value("--player"), language))
                return .success
            }
            emit(StatsText.lines(store: store, player: arguments.value("--player"), library: context.lists, language))
            return .success
        })
}
