import Foundation
import LearningLab
import WordSudokuKit

extension BenchSection {
    /// The learning benchmark (issue 24, item 7): simulated learners play the real game
    /// (`LearningLab`: `GameLifecycle`, the game's evidence, recall check, learner memory and
    /// scheduler, on a simulated clock), one 9×9 game a day for 60 days on a 120-pair list, for
    /// two learner models × two behaviours × three choosers of the words (uniform, SM-2, the
    /// game's), over `--seeds` seeds. Prints what it measured, including the game's paired lead
    /// and its spread; fails only when a game could not be played to its end.
    static let learning = BenchSection(name: "learning", needsPuzzles: false) { context in
        let language = UILanguage.commandLine()
        let (list, source) = learningBenchList()
        let seeds = (context.firstSeed..<context.firstSeed + context.seeds).map(UInt64.init)
        var settings = LabGameSettings(list: list, listName: "bench")
        if source.hasSuffix(".json") { settings.listSource = URL(fileURLWithPath: source).standardizedFileURL.path }
        let jobs = max(1, min(4, ProcessInfo.processInfo.activeProcessorCount))
        print(LearningBenchText.header(source: source, pairs: list.pairs.count, days: context.days, seeds: seeds)(language))
        print(LearningBenchText.models(LearnerBehaviour.guesser, LearnerBehaviour.lookerUp)(language))
        let folder = learningBenchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let started = Date()
        let table: LabTable
        do {
            table = try LabTable(settings: settings, seeds: seeds, days: context.days, folder: folder, jobs: jobs)
        } catch {
            print(LearningBenchText.runFailed("\(error)")(language))
            return false
        }
        let seconds = Date().timeIntervalSince(started)
        for block in table.blocks {
            print("")
            print(LearningBenchText.blockTitle(block.learner, block.behaviour.unknownWord)(language))
            print(LearningBenchText.columns(day: context.days)(language))
            for row in block.rows {
                print(LearningBenchText.chooser(row.chooser)(language).padding(toLength: 16, withPad: " ", startingAt: 0)
                      + padded(percent(row.recall), 16) + padded(count(row.wellRecalled), 15)
                      + padded(count(row.met), 14) + padded(percent(row.againShare), 17))
            }
            for difference in block.differences {
                print(LearningBenchText.difference(difference)(language))
            }
            print(LearningBenchText.blockVerdict(block.gameLeads)(language))
        }
        print("")
        print(LearningBenchText.verdict(table.gameLeadsEverywhere)(language))
        print(LearningBenchText.footer(seeds: context.seeds, seconds: seconds, jobs: jobs)(language))
        let games = table.blocks.flatMap(\.rows).flatMap(\.outcomes)
        return games.allSatisfy { $0.gamesSolved == table.days }
    }

    private static func percent(_ figure: SeedSummary) -> String {
        fixed(100 * figure.mean, 1) + " ± " + fixed(100 * figure.sd, 1) + " %"
    }

    private static func count(_ figure: SeedSummary) -> String {
        fixed(figure.mean, 1) + " ± " + fixed(figure.sd, 1)
    }
}

/// Where the learning section's stores go: a new folder in /dev/shm when there is one (every
/// move of every simulated game is saved, as play saves it, and a memory file system makes that
/// cheap), else in the temporary folder. Removed at the end.
func learningBenchFolder() -> String {
    var isDirectory: ObjCBool = false
    let base = FileManager.default.fileExists(atPath: "/dev/shm", isDirectory: &isDirectory) && isDirectory.boolValue
        && FileManager.default.isWritableFile(atPath: "/dev/shm") ? "/dev/shm" : FileManager.default.temporaryDirectory.path
    return base + "/word-sudoku-learning-\(getpid())-\(UUID().uuidString)"
}

/// The package's `Benchmarks/wordlists/frequency-120.json` (the 120 most frequent French
/// words) when it can be found as the puzzle sets are, else the first 120 distinct pairs of
/// the built-in lists, so that the benchmark runs anywhere; with a line saying which.
func learningBenchList() -> (WordList, String) {
    if let folder = BenchContext.findBenchmarkData("wordlists"),
       let list = try? WordList(contentsOfFile: folder + "/frequency-120.json"), list.pairs.count >= 120 {
        return (list, folder + "/frequency-120.json")
    }
    return (LabList.builtIn(), "the built-in lists' first 120 pairs")
}

/// The learning section's lines, in English and French.
enum LearningBenchText {
    static func header(source: String, pairs: Int, days: Int, seeds: [UInt64]) -> Localized {
        let range = "\(seeds.first ?? 1)–\(seeds.last ?? 1)"
        let builtIn = source == "the built-in lists' first 120 pairs"
        return Localized(
            en: "list: \(source), \(pairs) pairs; \(days) days, one 9×9 game a day (grade 1, mistakes shown); seeds \(range)",
            fr: "liste : \(builtIn ? "les 120 premières paires des listes intégrées" : source), \(pairs) paires ; \(days) jours, "
                + "une partie 9×9 par jour (niveau 1, erreurs montrées) ; graines \(range)")
    }

    static func models(_ guesser: LearnerBehaviour, _ lookerUp: LearnerBehaviour) -> Localized {
        let check = Int((100 * guesser.answersRecallCheck).rounded())
        return Localized(
            en: "learners: HLR (Settles & Meeder 2016), ACT-R (Pavlik & Anderson 2005); unknown words guessed from the bank "
                + "(\(guesser.peekLimit) look-ups unused) or looked up (--peeks \(lookerUp.peekLimit)); recall check taken \(check) % of the time",
            fr: "apprenants : HLR (Settles et Meeder 2016), ACT-R (Pavlik et Anderson 2005) ; mots inconnus devinés dans la banque "
                + "(\(guesser.peekLimit) recherches inutilisées) ou cherchés (--peeks \(lookerUp.peekLimit)) ; contrôle de rappel fait \(check) % du temps")
    }

    static func blockTitle(_ learner: LearnerKind, _ unknown: LearnerBehaviour.UnknownWord) -> Localized {
        let name = learner == .hlr ? "HLR" : "ACT-R"
        switch unknown {
        case .guess: return Localized(en: "\(name) learner, unknown words guessed from the bank",
                                      fr: "apprenant \(name), mots inconnus devinés dans la banque")
        case .lookUp: return Localized(en: "\(name) learner, unknown words looked up",
                                       fr: "apprenant \(name), mots inconnus cherchés")
        }
    }

    static func columns(day: Int) -> Localized {
        let en = "recall on day \(day)", fr = "rappel au jour \(day)"
        return Localized(
            en: "chooser         " + en.padding(toLength: 19, withPad: " ", startingAt: 0) + "words ≥ 90 %     words met   again in games",
            fr: "choix           " + fr.padding(toLength: 20, withPad: " ", startingAt: 0) + "mots ≥ 90 %     mots vus   à revoir en partie")
    }

    static func chooser(_ chooser: LabChooser) -> Localized {
        switch chooser {
        case .uniform: Localized(en: "uniform", fr: "uniforme")
        case .sm2: Localized(en: "SM-2", fr: "SM-2")
        case .game: Localized(en: "the game", fr: "le jeu")
        }
    }

    static func difference(_ difference: LabTable.Difference) -> Localized {
        func signed(_ value: Double, _ digits: Int) -> String {
            let text = fixed(value, digits)
            // −0.04 rounds to "-0.0": no sign on a zero.
            if text.allSatisfy({ "-0.".contains($0) }) { return text.replacingOccurrences(of: "-", with: "") }
            return (value > 0 ? "+" : "") + text
        }
        let other = chooser(difference.against)
        let r = difference.recall, w = difference.wellRecalled
        return Localized { language in
            switch language {
            case .en:
                "game − \(other.en): recall \(signed(100 * r.mean, 1)) points (sd \(fixed(100 * r.sd, 1)), "
                    + "95 % CI \(signed(100 * r.low, 1)) to \(signed(100 * r.high, 1))); words ≥ 90 % \(signed(w.mean, 1)) "
                    + "(sd \(fixed(w.sd, 1)), 95 % CI \(signed(w.low, 1)) to \(signed(w.high, 1)))"
            case .fr:
                "jeu − \(other.fr) : rappel \(signed(100 * r.mean, 1)) points (écart type \(fixed(100 * r.sd, 1)), "
                    + "IC 95 % \(signed(100 * r.low, 1)) à \(signed(100 * r.high, 1))) ; mots ≥ 90 % \(signed(w.mean, 1)) "
                    + "(écart type \(fixed(w.sd, 1)), IC 95 % \(signed(w.low, 1)) à \(signed(w.high, 1)))"
            }
        }
    }

    static func blockVerdict(_ leads: Bool) -> Localized {
        leads ? Localized(en: "the game ahead of uniform and SM-2 on both measures: yes",
                          fr: "le jeu devant l’uniforme et SM-2 sur les deux mesures : oui")
              : Localized(en: "the game ahead of uniform and SM-2 on both measures: NO",
                          fr: "le jeu devant l’uniforme et SM-2 sur les deux mesures : NON")
    }

    static func verdict(_ leads: Bool) -> Localized {
        leads ? Localized(en: "issue 24, item 8 (the game ahead everywhere, on the means): met",
                          fr: "ticket 24, point 8 (le jeu devant partout, en moyenne) : atteint")
              : Localized(en: "issue 24, item 8 (the game ahead everywhere, on the means): NOT met",
                          fr: "ticket 24, point 8 (le jeu devant partout, en moyenne) : NON atteint")
    }

    static func footer(seeds: Int, seconds: Double, jobs: Int) -> Localized {
        Localized(en: "(mean ± standard deviation over \(seeds) seed\(seeds == 1 ? "" : "s"); paired differences seed by seed; "
                      + "\(fixed(seconds, 1)) s, \(jobs) run\(jobs == 1 ? "" : "s") at a time)",
                  fr: "(moyenne ± écart type sur \(seeds) graine\(seeds > 1 ? "s" : "") ; différences appariées graine par graine ; "
                      + "\(fixed(seconds, 1)) s, \(jobs) passage\(jobs == 1 ? "" : "s") à la fois)")
    }

    static func runFailed(_ reason: String) -> Localized {
        Localized(en: "the simulated games could not be played: \(reason)",
                  fr: "les parties simulées n’ont pas pu être jouées : \(reason)")
    }
}
