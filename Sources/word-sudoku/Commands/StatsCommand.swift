import Foundation
import WordSudokuKit

extension Command {
    static let stats = Command(
        name: "stats",
        summary: Localized(en: "Show your finished games, the leaderboard and the words you miss most.",
                           fr: "Afficher vos parties finies, le classement et vos mots les plus ratés."),
        options: [.player.explained(Localized(en: "only this player's games and words",
                                              fr: "seulement les parties et les mots de ce joueur")),
                  .due, .reviews, .reviewsFormat, .clear, .yes, .lang],
        run: { arguments in
            try arguments.expectNoOperands()
            if arguments.flag(.yes) && !arguments.flag(.clear) {
                throw UsageError(CommandLineText.yesWithoutClear, command: "stats")
            }
            if let format = arguments.value(.reviewsFormat), !arguments.flag(.reviews) || format != "csv" {
                throw UsageError(CommandLineText.reviewsFormat(format, reviews: arguments.flag(.reviews)), command: "stats")
            }
            let context = try GameContext(arguments)
            let language = context.language, store = context.store
            if arguments.flag(.reviews) {
                let player = arguments.value(.player)
                let reviews = store.loadReviews().filter { player == nil || $0.player == player }
                emit([ReviewLogEntry.csvHeader] + reviews.map(\.csvLine))
                return .success
            }
            if arguments.flag(.clear) {
                if !arguments.flag(.yes) {
                    emit([StatsText.confirmClear(store.directory)(language)])
                    var input = InputLines()
                    let answer = input.next()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
                    guard ["y", "yes", "o", "oui"].contains(answer) else { throw ClearNotConfirmed() }
                }
                try store.clearStatistics()
                emit([StatsText.cleared(language)])
                return .success
            }
            if arguments.flag(.due) {
                emit(StatsText.dueWords(store: store, player: arguments.value(.player), library: context.lists, language))
                return .success
            }
            emit(StatsText.lines(store: store, player: arguments.value(.player), library: context.lists, language))
            return .success
        })
}
