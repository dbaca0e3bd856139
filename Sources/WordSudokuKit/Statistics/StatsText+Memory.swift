import Foundation

/// The learner memory's lines of `stats` and of the Statistics screen: words due today,
/// tomorrow and this week, words learned, estimated and measured retention, progress per list,
/// lists no longer found, and the leeches, each named with a suggestion.
extension StatsText {
    /// Everything `stats` and the Statistics screen say of `player`'s memory (everyone's when
    /// nil) now — the hardest words first — from `store` (its memory read once) and the lists
    /// of `library`.
    static func memory(store: Store, player: String?, library: WordListLibrary, _ language: UILanguage, now: Date = Date()) -> [String] {
        let memory = store.loadMemory(now: now)
        let hardest = hardest(memory.hardest(player: player, limit: 10), language)
        let log = store.loadReviews()
        let calibration = MemoryCalibration.of(log, player: player, at: now)
        let gone = (player.map { [$0] } ?? Array(memory.listsPlayed.keys)).flatMap { ReviewGame.listsGone(player: $0, memory: memory) }
        var lines = self.memory(memory.summary(player: player, at: now), language)
        // Everyone's, with more than one player: each one's count too, as the menu's Review and
        // `play --review` count the words of one player.
        if player == nil, memory.players.count > 1, !lines.isEmpty {
            let each = memory.players.keys.sorted().map { ($0, memory.summary(player: $0, at: now).dueToday) }
            lines.insert(dueByPlayer(each)(language), at: 1)
        }
        // Each player's scheduler: fitted to them or not yet, and the target it aims at — named
        // when the stats are everyone's and there are several.
        let names = player.map { [$0] } ?? memory.players.keys.sorted()
        let setting = names.isEmpty ? nil : store.loadSettings().retention
        // The history only while a test runs (its returns so far).
        let history = names.contains { memory.spacingTests[$0] == nil } ? store.loadHistory() : []
        let scheduled = names.flatMap { name in
            [scheduler(memory.fits[name], setting: setting, reviews: FSRSOptimizer.scoredCount(FSRSOptimizer.cards(log, player: name)),
                       player: names.count > 1 ? name : nil)(language),
             wordChoice(memory.spacingTests[name], player: names.count > 1 ? name : nil,
                        soFar: spacingProgress(player: name, memory: memory, history: history, log: log))(language)]
        }
        return hardest + lines
            + measured(calibration, language) + scheduled
            + progress(ListProgress.of(player: player, memory: memory, library: library), gone: Array(Set(gone)).sorted(), language)
    }

    /// What the scheduler knows of the player: FSRS fitted to `reviews` of theirs (a learner's
    /// day or more after the one before) or still FSRS's default learner, and the target their
    /// words come back at (their setting, the one chosen for them, or the game's default).
    /// `player`: the name to give, when the stats speak of several players.
    static func scheduler(_ fit: LearnerFit?, setting: Double?, reviews: Int, player: String? = nil) -> Localized {
        let target = Int((LearnerFit.target(fit, setting: setting) * 100).rounded())
        let minimum = LearnerFit.minimumReviews
        // Named, the line speaks of the player (their reviews, chosen for them); unnamed, to them.
        let name = player.map { DisplaySafe.escaped($0, limit: 100) }
        let head = name.map { Localized(en: "Scheduler for \($0)", fr: "Planificateur pour \($0)") }
            ?? Localized(en: "Scheduler", fr: "Planificateur")
        let theirReviews = name.map { Localized(en: "\($0)'s reviews", fr: "ses révisions") } ?? Localized(en: "your reviews", fr: "vos révisions")
        guard let fit else {
            let why = setting == nil ? Localized(en: "the game's default", fr: "la valeur par défaut du jeu")
                : Localized(en: "your setting", fr: "votre réglage")
            return Localized(
                en: "\(head.en): FSRS's average learner until \(minimum) of \(theirReviews.en) can be fitted (\(reviews) so far); words come back when recall falls to \(target) % (\(why.en)).",
                fr: "\(head.fr) : l’apprenant moyen de FSRS jusqu’à ce que \(minimum) de \(theirReviews.fr) puissent être ajustées (\(reviews) pour l’instant) ; les mots reviennent quand le rappel tombe à \(target) % (\(why.fr)).")
        }
        let day = LearnerDay.of(fit.fitted).description
        let why = setting != nil ? Localized(en: "your setting", fr: "votre réglage")
            : name == nil ? Localized(en: "chosen for you by simulating your curve", fr: "choisi pour vous en simulant votre courbe")
            : Localized(en: "chosen for them by simulating their curve", fr: "choisi pour ce joueur en simulant sa courbe")
        let newWords = newWords(fit.newWords)
        return Localized(
            en: "\(head.en): fitted to \(fit.reviews) of \(theirReviews.en) on \(day); words come back when recall falls to \(target) % (\(why.en)); \(newWords.en).",
            fr: "\(head.fr) : ajusté à \(fit.reviews) de \(theirReviews.fr) le \(day) ; les mots reviennent quand le rappel tombe à \(target) % (\(why.fr)) ; \(newWords.fr).")
    }

    /// The returns the test still running has read for `player`, as the end of a game reads
    /// them (`Store.fitAndTestLearners`): on the list of their last game (not a review), its
    /// core for that game's size. Nil when there is a verdict, or that list cannot be read or is
    /// too short for the test. Why: "until 15 such returns are read" left a player who had
    /// played for ten days not knowing whether any had been.
    static func spacingProgress(player: String, memory: LearnerMemory, history: [HistoryEntry],
                                log: [ReviewLogEntry]) -> (list: String, returns: Int, recalled: Int)? {
        guard memory.spacingTests[player] == nil,
              let last = history.last(where: { $0.player == player && $0.list != ReviewGame.listName }),
              let sides = boxSides(last.shape),
              let source = memory.listsPlayed[player]?.last, source != WordListFile.standardInput,
              let pairs = try? WordListCatalog.load(nameOrPath: source).list.pairs else { return nil }
        guard let read = SpacingTest.returns(in: log, player: player, list: pairs, gameSize: sides.rows * sides.columns) else { return nil }
        return (last.list, read.returns, read.recalled)
    }

    /// How the player's words are chosen: the test of how they learn still running (with the
    /// returns read so far, `soFar`, when known), or its verdict with the returns it read
    /// (`SpacingTest`). `player`: the name to give, when the stats speak of several players.
    static func wordChoice(_ test: SpacingTest?, player: String? = nil,
                           soFar: (list: String, returns: Int, recalled: Int)? = nil) -> Localized {
        let name = player.map { DisplaySafe.escaped($0, limit: 100) }
        let head = name.map { Localized(en: "Word choice for \($0)", fr: "Choix des mots pour \($0)") }
            ?? Localized(en: "Word choice", fr: "Choix des mots")
        let days = SpacingTest.returnDays
        guard let test else {
            let whom = name == nil ? Localized(en: "you learn", fr: "vous apprenez") : Localized(en: "they learn", fr: "ce joueur apprend")
            let progress = soFar.map { read in
                let list = DisplaySafe.escaped(read.list, limit: 100)
                let found = read.recalled == 0 ? "aucun retrouvé" : read.recalled == 1 ? "dont 1 retrouvé" : "dont \(read.recalled) retrouvés"
                return Localized(
                    en: " So far \(read.returns) read on “\(list)”, \(read.recalled) of them recalled.",
                    fr: " Jusqu’ici \(read.returns) lus sur « \(list) », \(found).")
            } ?? Localized(en: "", fr: "")
            return Localized(
                en: "\(head.en): testing how \(whom.en) — on a long list its first words come back every \(days) days, until \(SpacingTest.returnsNeeded) such returns are read (up to \(SpacingTest.returnsAtMost) when they are too close to call)." + progress.en,
                fr: "\(head.fr) : on teste comment \(whom.fr) — sur une longue liste, ses premiers mots reviennent tous les \(days) jours, jusqu’à \(SpacingTest.returnsNeeded) retours lus (\(SpacingTest.returnsAtMost) au plus quand ils ne suffisent pas à trancher)." + progress.fr)
        }
        let found = test.recalled == 0 ? "aucun mot sur \(test.returns) retrouvé"
            : test.recalled == 1 ? "1 mot sur \(test.returns) retrouvé" : "\(test.recalled) mots sur \(test.returns) retrouvés"
        let read = Localized(
            en: "\(test.recalled) of \(test.returns) words recalled when they came back after \(days) days or more, on \(LearnerDay.of(test.decided))",
            fr: "\(found) à leur retour après \(days) jours ou plus, le \(LearnerDay.of(test.decided))")
        switch test.verdict {
        case .spread:
            let memory = name == nil ? Localized(en: "your memory", fr: "votre mémoire") : Localized(en: "their memory", fr: "sa mémoire")
            return Localized(
                en: "\(head.en): spaced returns build \(memory.en) (\(read.en)); a long list's first words come back every \(days) days, the others in turn.",
                fr: "\(head.fr) : les retours espacés construisent \(memory.fr) (\(read.fr)) ; les premiers mots d’une longue liste reviennent tous les \(days) jours, les autres à tour de rôle.")
        case .focus:
            let words = name == nil ? Localized(en: "your words", fr: "vos mots") : Localized(en: "their words", fr: "ses mots")
            return Localized(
                en: "\(head.en): \(words.en) fade between games (\(read.en)); the words due come first.",
                fr: "\(head.fr) : \(words.fr) s’effacent entre les parties (\(read.fr)) ; les mots à revoir passent d’abord.")
        }
    }

    /// How new words share a game with due ones in the player's plan (`LearnerFit.newWords`).
    static func newWords(_ share: Double?) -> Localized {
        guard let share else {
            return Localized(en: "new words come after the words due", fr: "les mots nouveaux viennent après les mots à revoir")
        }
        let percent = Int((share * 100).rounded())
        return Localized(en: "new words come in beside the words due, each with \(percent) % of a due word's chance",
                         fr: "les mots nouveaux viennent avec les mots à revoir, chacun avec \(percent) % des chances d’un mot à revoir")
    }

    /// Everyone's words due today, player by player.
    static func dueByPlayer(_ counts: [(player: String, due: Int)]) -> Localized {
        let en = counts.map { "\(DisplaySafe.escaped($0.player, limit: 100)) \($0.due)" }.joined(separator: ", ")
        return Localized(en: "  Due today, by player: \(en).", fr: "  À revoir aujourd’hui, par joueur : \(en).")
    }

    /// The share of reviews recalled in the last 30 days beside the memory's prediction.
    static func measured(_ calibration: MemoryCalibration?, _ language: UILanguage) -> [String] {
        guard let calibration else { return [] }
        let measured = Int((calibration.measured * 100).rounded()), predicted = Int((calibration.predicted * 100).rounded())
        let days = MemoryCalibration.days, n = calibration.reviews
        return [Localized(en: "Measured recall (last \(days) days, \(n) review\(n == 1 ? "" : "s") of words met before): \(measured) % right, \(predicted) % predicted",
                          fr: "Rappel mesuré (\(days) derniers jours, \(n) révision\(n > 1 ? "s" : "") de mots déjà vus) : \(measured) % justes, \(predicted) % prévus")(language)]
    }

    /// Per list played: words met, learned and in all; then the list files no longer found.
    static func progress(_ lists: [ListProgress], gone: [String], _ language: UILanguage) -> [String] {
        var lines: [String] = []
        if !lists.isEmpty {
            lines.append(Localized(en: "Progress per list (words met / learned / in the list):",
                                   fr: "Progrès par liste (mots vus / appris / dans la liste) :")(language))
            for list in lists {
                lines.append("  \(DisplaySafe.escaped(list.name))\(GameText.colon(language))\(list.met) / \(list.learned) / \(list.total)")
            }
        }
        for path in gone {
            lines.append(Localized(en: "List no longer found: \(DisplaySafe.escaped(path)) (its words cannot be reviewed until it is back)",
                                   fr: "Liste introuvable : \(DisplaySafe.escaped(path)) (ses mots ne peuvent être revus avant son retour)")(language))
        }
        return lines
    }

    /// The due words of `player` (everyone's when nil) now, least likely recalled first: what
    /// `stats --due` prints, one a line with its chance of recall and when it came due, and,
    /// for a word no list played holds any more (`ReviewGame.reviewableKeys` in `library`),
    /// that it cannot be reviewed: the menu's count and `play --review` leave it out, and
    /// `stats --due` listed it as any other.
    public static func dueWords(store: Store, player: String?, library: WordListLibrary, _ language: UILanguage,
                                now: Date = Date()) -> [String] {
        let memory = store.loadMemory(now: now)
        var reviewable: [String: Set<String>] = [:]
        func canReview(_ key: String, by name: String) -> Bool {
            if reviewable[name] == nil { reviewable[name] = ReviewGame.reviewableKeys(player: name, library: library, memory: memory) }
            return reviewable[name]!.contains(key)
        }
        let endOfToday = LearnerDay.start(of: LearnerDay.of(now).adding(days: 1))
        var due: [(String, String, MemoryState)] = []
        for (name, words) in memory.players where player == nil || name == player {
            for (key, record) in words {
                if let state = record.state, state.due < endOfToday { due.append((name, key, state)) }
            }
        }
        due.sort { ($0.2.recall(at: now), $0.1, $0.0) < ($1.2.recall(at: now), $1.1, $1.0) }
        guard !due.isEmpty else { return [Localized(en: "No words due today.", fr: "Aucun mot à revoir aujourd’hui.")(language)] }
        let today = LearnerDay.of(now)
        return due.map { name, key, state in
            let recall = Int((state.recall(at: now) * 100).rounded())
            // A word reviewed last evening comes due this morning with its recall still high:
            // "due today", as a flashcard program says it, not "due since" today's date.
            let dueDay = LearnerDay.of(state.due)
            let when = dueDay >= today ? Localized(en: "due today", fr: "à revoir aujourd’hui")
                : Localized(en: "due since \(dueDay)", fr: "à revoir depuis le \(dueDay)")
            let who = player == nil ? " (\(DisplaySafe.escaped(name)))" : ""
            let gone = canReview(key, by: name) ? Localized(en: "", fr: "")
                : Localized(en: " — its list is no longer found: it cannot be reviewed until the list is back",
                            fr: " — sa liste est introuvable : il ne peut être revu avant son retour")
            return Localized(en: "\(DisplaySafe.escaped(key))\(who): recall now \(recall) %, \(when.en)\(gone.en)",
                             fr: "\(DisplaySafe.escaped(key))\(who) : rappel actuel \(recall) %, \(when.fr)\(gone.fr)")(language)
        }
    }

    /// The lines for `summary`, worked out by the kit (`LearnerMemory.summary`).
    static func memory(_ summary: MemorySummary, _ language: UILanguage) -> [String] {
        let learnedDays = Int(LearnerMemory.learnedStability)
        var lines = [
            Localized(en: "Words due today: \(summary.dueToday); tomorrow: \(summary.dueTomorrow); in the next 7 days: \(summary.dueThisWeek).",
                      fr: "Mots à revoir aujourd’hui : \(summary.dueToday) ; demain : \(summary.dueTomorrow) ; dans les 7 jours : \(summary.dueThisWeek).")(language),
            Localized(en: "Words learned (recall above 90 % for \(learnedDays) days or more): \(summary.learned) of \(summary.reviewed) reviewed",
                      fr: "Mots appris (rappel au-dessus de 90 % pendant \(learnedDays) jours ou plus) : \(summary.learned) sur \(summary.reviewed) révisés")(language),
        ]
        if let retention = summary.retention {
            let percent = Int((retention * 100).rounded())
            lines.append(Localized(en: "Estimated retention (mean chance of recalling a reviewed word tomorrow morning): \(percent) %",
                                   fr: "Rétention estimée (chance moyenne de se souvenir d’un mot révisé demain matin) : \(percent) %")(language))
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

}
