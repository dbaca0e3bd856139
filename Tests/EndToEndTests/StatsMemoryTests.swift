import Foundation
import Testing
@testable import WordSudokuKit

/// `stats`'s learner-memory lines, in both languages, from a real memory file.
@Suite("Stats: the learner memory", .timeLimit(.minutes(15)))
struct StatsMemoryTests {
    /// A format-2 memory of four words for ada, dated from `now`: cat (good yesterday, S = 2.3),
    /// dog (forgotten ten days ago, due), horse (S = 30: learned), cow (forgotten five times,
    /// last yesterday: due, a leech).
    static func memory(now: Date) -> (text: String, retention: Double) {
        let t = now.timeIntervalSince1970.rounded(), day = 86_400.0
        func record(_ key: String, right: Int, wrong: Int, stability: Double, difficulty: Double, daysAgo: Double) -> String {
            let last = t - daysAgo * day, due = last + (stability * day).rounded()
            return "\"\(key)\":{\"right\":\(right),\"seen\":\(right + wrong),\"shown\":0,\"wrong\":\(wrong),\"state\":{\"difficulty\":\(difficulty),"
                + "\"due\":\(due),\"lapses\":\(wrong),\"lastReview\":\(last),\"reps\":\(right + wrong),\"stability\":\(stability)}}"
        }
        let records = [
            record("cat = le chat", right: 1, wrong: 0, stability: 2.3065, difficulty: 2.1181, daysAgo: 1),
            record("dog = le chien", right: 0, wrong: 1, stability: 0.212, difficulty: 6.4133, daysAgo: 10),
            record("horse = le cheval", right: 3, wrong: 0, stability: 30, difficulty: 2.1, daysAgo: 1),
            record("cow = la vache", right: 0, wrong: 5, stability: 0.212, difficulty: 9.9, daysAgo: 1),
        ]
        // At the start of tomorrow (4 am, the learner's next day), as `stats` estimates it.
        let tomorrow = LearnerDay.start(of: LearnerDay.of(now).adding(days: 1)).timeIntervalSince1970
        let later = (tomorrow - t) / day
        let recalls = [(2.3065, 1.0), (0.212, 10.0), (30, 1), (0.212, 1)].map { FSRS.retrievability(elapsedDays: $0.1 + later, stability: $0.0) }
        return ("{\"data\":{\"players\":{\"ada\":{" + records.joined(separator: ",") + "}}},\"formatVersion\":2}\n",
                recalls.reduce(0, +) / 4)
    }

    @Test func statsShowsDueLearnedRetentionAndNamesTheLeechInBothLanguages() throws {
        try GameCommandTests.withHome { home in
            try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
            let (text, retention) = Self.memory(now: Date())
            try text.write(toFile: home + "/memory.json", atomically: true, encoding: .utf8)
            let percent = Int((retention * 100).rounded())
            let english = try GameCommandTests.run(["stats", "--player", "ada"], home: home)
            #expect(english.status == 0 && english.stderr.isEmpty, "\(english.stderr)")
            let lines = english.stdout.split(separator: "\n").map(String.init)
            // dog and cow are due (overdue); cat comes due 1.3 days on, tomorrow or the day after.
            #expect(lines.contains { $0.hasPrefix("Words due today: 2; tomorrow: ") && $0.hasSuffix("; in the next 7 days: 3.") }, "\(lines)")
            #expect(lines.contains("Words learned (recall above 90 % for 21 days or more): 1 of 4 reviewed"))
            #expect(lines.contains { $0.hasPrefix("Estimated retention (mean chance of recalling a reviewed word tomorrow morning): ")
                && [percent - 1, percent, percent + 1].map { "\($0) %" }.contains(String($0.split(separator: ": ").last ?? "")) },
                    "\(percent) % expected: \(lines)")
            #expect(lines.contains("Leeches (forgotten 4 times or more):"))
            #expect(lines.contains("  cow = la vache: forgotten 5 times — write it in a sentence of your own or picture a scene for it, then play it in a 4×4"))

            let french = try GameCommandTests.run(["stats", "--player", "ada", "--lang", "fr"], home: home)
            let lignes = french.stdout.split(separator: "\n").map(String.init)
            #expect(lignes.contains { $0.hasPrefix("Mots à revoir aujourd’hui : 2 ; demain : ") })
            #expect(lignes.contains("Mots appris (rappel au-dessus de 90 % pendant 21 jours ou plus) : 1 sur 4 révisés"))
            #expect(lignes.contains { $0.hasPrefix("Rétention estimée (chance moyenne de se souvenir d’un mot révisé demain matin) : ") })
            #expect(lignes.contains("  cow = la vache : oublié 5 fois — écrivez-le dans une phrase à vous ou imaginez une scène pour lui, puis jouez-le dans une grille 4×4"))

            let other = try GameCommandTests.run(["stats", "--player", "bob"], home: home)
            #expect(other.stdout.contains("Words due today: 0; tomorrow: 0; in the next 7 days: 0.\n"))
            #expect(other.stdout.contains("Estimated retention: no word reviewed yet\n"))
            #expect(!other.stdout.contains("Leeches"))

            // The due words, least likely recalled first: cow (S = 0.2, a day ago), then dog (ten days ago).
            let due = try GameCommandTests.run(["stats", "--player", "ada", "--due"], home: home)
            let dueLines = due.stdout.split(separator: "\n").map(String.init)
            #expect(dueLines.count == 2 && dueLines[0].hasPrefix("dog = le chien: recall now ") && dueLines[1].hasPrefix("cow = la vache: recall now "),
                    "\(due.stdout)")
            // dog came due ten days ago, on its learner's day.
            let dogDue = LearnerDay.of(Date(timeIntervalSinceNow: -10 * 86_400 + (0.212 * 86_400).rounded()))
            #expect(dueLines.first?.hasSuffix(" %, due since \(dogDue)") == true, "\(due.stdout)")
            let none = try GameCommandTests.run(["stats", "--player", "bob", "--due", "--lang", "fr"], home: home)
            #expect(none.stdout == "Aucun mot à revoir aujourd’hui.\n")
        }
    }
}
