import Foundation
import SudokuEngine
import WordSudokuKit

extension GameServices {
    /// The services the program ships, on the kit alone: games planned by `GameLifecycle` on
    /// `store` (its learner memory choosing the words, saved after every move, recorded with
    /// history, records and solved days), the built-in lists and the teacher's in `library`,
    /// New game's first values and its next ones in the store's settings, Options kept there
    /// too, the Statistics page as `stats` shows it, the puzzle of the day, reviews and
    /// worksheets.
    ///
    /// Everything outside the rules is passed in, so that a test builds these very services on
    /// a temporary store, a clock it moves, a fixed date and a fixed seed:
    /// - `player`: the name a game is recorded under when the New game form's is empty;
    /// - `request`: this run's request (the settings' and the command line's options), from
    ///   which the puzzle of the day and review games are made;
    /// - `clock`: what games are timed by; `date`: the wall-clock date (today, the memory's
    ///   due words, the records);
    /// - `random`: where every seed a new game needs comes from.
    public static func live(store: Store, library: WordListLibrary, player: String, request: GameRequest,
                            clock: any GameClock, date: @escaping @Sendable () -> Date, random: RandomSource) -> GameServices {
        let seeds = SeedSource(random)
        // The built-in lists and the teacher's lists/ folder; a list file the settings name
        // elsewhere (`settings words FILE`) is offered too, first among the teacher's.
        func readEntries() -> [WordListLibrary.Entry] {
            var entries = library.entries()
            let named = store.loadSettings().list
            if named.contains("/"), !entries.contains(where: { $0.requestList == named }) {
                entries.append(WordListLibrary.entry(file: named))
            }
            return entries
        }
        let entries = readEntries()
        /// The request a choice makes on its list, on the settings' other values (read now,
        /// so that a retention chosen in Options counts).
        func gameRequest(for choice: GameChoice, on entry: WordListLibrary.Entry) -> Result<GameRequest, GameStartFailure> {
            choice.request(on: entry, settings: store.loadSettings(), player: player)
        }
        func started(_ plan: () throws(GameSetupError) -> PlannedGame, shouldContinue: () -> Bool) -> Result<GameSession, GameStartFailure>? {
            do throws(GameSetupError) {
                guard let session = try plan().make(shouldContinue: shouldContinue) else { return nil }
                return .success(session)
            } catch {
                return .failure(GameStartFailure(error.text))
            }
        }
        var services = GameServices(
            store: store,
            clock: clock,
            date: date,
            lists: entries,
            defaultChoice: GameChoice(settings: store.loadSettings(), lists: entries),
            newGame: { choice, entry, shouldContinue in
                let request: GameRequest
                switch gameRequest(for: choice, on: entry) {
                case .success(let made): request = made
                case .failure(let failure): return .failure(failure)
                }
                return started({ () throws(GameSetupError) in
                    try GameLifecycle.plan(request, in: store, at: date(), randomSeed: seeds.next())
                }, shouldContinue: shouldContinue)
            },
            daily: { practice, shouldContinue in
                var daily = request
                daily.applyDaily(CivilDate.today(now: date()), practice: practice)
                return try? started({ () throws(GameSetupError) in
                    try GameLifecycle.plan(daily, in: store, at: date())
                }, shouldContinue: shouldContinue)?.get()
            },
            // The same lines as `stats`, everyone's.
            statistics: { language in StatsText.lines(store: store, player: nil, library: library, language, now: date()) },
            solvedDays: { year, month in store.loadDailyRecord().solvedDays(year: year, month: month) },
            streak: { store.loadDailyRecord().streak(today: CivilDate.today(now: date())) },
            saveSettings: { chosen, before in
                var settings = store.loadSettings()
                settings.keepOptions(chosen, before: before)
                do throws(StoreError) {
                    try store.saveSettings(settings)
                    return nil
                } catch {
                    return error
                }
            },
            today: {
                let today = CivilDate.today(now: date())
                return (today.year, today.month, today.day)
            })
        // The choice becomes the next New game's first values.
        services.keepChoices = { choice, entry in
            guard case .success(let request) = gameRequest(for: choice, on: entry) else { return nil }
            var settings = store.loadSettings()
            settings.keepChoices(of: request)
            do throws(StoreError) {
                try store.saveSettings(settings)
                return nil
            } catch {
                return error
            }
        }
        services.library = library
        services.reviewsDue = {
            ReviewGame.due(request, library: library, memory: store.loadMemory(now: date()), at: date()).count
        }
        services.review = { shouldContinue in
            var review = request
            if review.seed == nil { review.seed = seeds.next() }
            do throws(ReviewGame.Failure) {
                let planned = try GameLifecycle.planReview(review, in: store, library: library, at: date())
                guard let session = planned.make(shouldContinue: shouldContinue) else { return nil }
                return .success((session, planned.note))
            } catch {
                return .failure(GameStartFailure(error.text))
            }
        }
        services.worksheetDirectory = store.directory + "/worksheets"
        // Play it on the solver screen: the form's list and options on the typed puzzle, the
        // words chosen as for a new game (the settings are left as they were: a typed puzzle's
        // size is not a choice for the next New game).
        services.typedGame = { choice, entry, typed in
            gameRequest(for: choice, on: entry).flatMap { request in
                do throws(GameSetupError) {
                    return .success(try GameLifecycle.game(request, on: typed, in: store, at: date(), randomSeed: seeds.next()))
                } catch {
                    return .failure(GameStartFailure(error.text))
                }
            }
        }
        services.reloadLists = readEntries
        return services
    }
}

extension GameChoice {
    /// The New game form's first values from the settings (`GameRequest.init(settings:player:)`'s
    /// size, grade, list, shown language and mode) among `lists`: the settings' list by its
    /// request name, else by its name, else the first.
    init(settings: Settings, lists: [WordListLibrary.Entry]) {
        let request = GameRequest(settings: settings, player: settings.player)
        let index = lists.firstIndex { $0.requestList == request.list } ?? lists.firstIndex { $0.name == request.list } ?? 0
        let side = lists.indices.contains(index) ? lists[index].list?.side(forLanguage: request.shownLanguage) : nil
        self.init(shape: request.shape, grade: request.grade, listIndex: index, givenSide: side ?? .first,
                  immediate: request.mode == .immediate, speakWords: request.speakWords)
    }

    /// The request this choice makes on `entry` (its list): its size, grade, list, shown
    /// language, mode, whether it speaks its words, players and name (`player` when the form's is empty), on the settings'
    /// other values; a broken list says why.
    func request(on entry: WordListLibrary.Entry, settings: Settings, player: String) -> Result<GameRequest, GameStartFailure> {
        guard let list = entry.list else { return .failure(GameStartFailure(Localized { entry.firstProblem(in: $0) ?? "" })) }
        var request = GameRequest(settings: settings, player: self.player.isEmpty ? player : self.player)
        request.shape = shape
        request.grade = grade
        request.list = entry.requestList
        request.shownLanguage = list.language(of: givenSide)
        request.mode = immediate ? .immediate : .atFinish
        request.seed = nil
        request.players = players
        request.speakWords = speakWords
        request.listening = listening
        return .success(request)
    }
}

/// The randomness the services were given, drawn from for every seed a new game needs.
private final class SeedSource {
    private var random: RandomSource
    init(_ random: RandomSource) { self.random = random }

    /// The next seed, in the range puzzle codes hold.
    func next() -> UInt64 { UInt64.random(in: 0..<GameFactory.seedRange, using: &random) }
}
