import Foundation
import WordSudokuKit

/// The learner memory's lines of `stats` and of the Statistics screen: words due today, words
/// learned, estimated retention, and the leeches, each named with a suggestion.
extension StatsText {
    /// The lines for `summary`, worked out by the kit (`LearnerMemory.summary`).
    static func memory(_ summary: MemorySummary, _ language: UILanguage) -> [String] {
        let learnedDays = Int(LearnerMemory.learnedStability)
        var lines = [
            Localized(en: "Words due today: \(summary.dueToday)",
                      fr: "Mots à revoir aujourd’hui : \(summary.dueToday)")(language),
            Localized(en: "Words learned (recall above 90 % for \(learnedDays) days or more): \(summary.learned) of \(summary.reviewed) reviewed",
                      fr: "Mots appris (rappel au-dessus de 90 % pendant \(learnedDays) jours ou plus) : \(summary.learned) sur \(summary.reviewed) révisés")(language),
        ]
        if let retention = summary.retention {
            let percent = Int((retention * 100).rounded())
            lines.append(Localized(en: "Estimated retention (mean chance of recalling a reviewed word now): \(percent) %",
                                   fr: "Rétention estimée (chance moyenne de se souvenir d’un mot révisé maintenant) : \(percent) %")(language))
        } else {
            lines.append(Localized(en: "Estimated retention: no word reviewed yet",
                                   fr: "Rétention estimée : aucun mot révisé pour l’instant")(language))
        }
        guard !summary.leeches.isEmpty else { return lines }
        lines.append(Localized(en: "Leeches (forgotten \(LearnerMemory.leechLapses) times or more):",
                               fr: "Sangsues (mots oubliés \(LearnerMemory.leechLapses) fois ou plus) :")(language))
        for leech in summary.leeches.prefix(10) {
            let key = DisplaySafe.escaped(leech.key)
            lines.append(Localized(
                en: "  \(key): forgotten \(leech.lapses) times — write it in a sentence of your own or picture a scene for it, then play it in a 4×4",
                fr: "  \(key) : oublié \(leech.lapses) fois — écrivez-le dans une phrase à vous ou imaginez une scène pour lui, puis jouez-le dans une grille 4×4")(language))
        }
        return lines
    }

    /// The summary of `player` (everyone when nil) now; due today means before the next
    /// learner's day begins (4 am, `LearnerDay`).
    static func memorySummary(_ store: Store, player: String?, now: Date = Date()) -> MemorySummary {
        let endOfDay = LearnerDay.start(of: LearnerDay.of(now).adding(days: 1))
        return store.loadMemory(now: now).summary(player: player, at: now, endOfDay: endOfDay)
    }
}
