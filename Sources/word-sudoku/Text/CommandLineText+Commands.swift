import SudokuEngine
import WordSudokuKit

/// The commands' own texts: their usage errors and the lines they print for a player, in
/// English and French. Option names and the values they take (`--grade`, `YYYY-MM`, `mirror`)
/// stay as they are typed.
extension CommandLineText {
    /// `option “--x” expects …, got “…”` in each language (« » in French); `expected` says what the option takes.
    static func optionExpects(_ option: Option, _ expected: Localized, got text: String) -> Localized {
        let text = shown(text)
        let option = option.spelling
        return Localized(en: "option “\(option)” expects \(expected.en), got “\(text)”",
                  fr: "l’option « \(option) » attend \(expected.fr), et non « \(text) »")
    }

    // MARK: Options shared by several commands

    /// `--box` with a shape that cannot be played (`generate`, `play`, `solve`, `rate`).
    static func badBox(_ error: ShapeError) -> Localized {
        let supported = (en: "grids from 4x4 to 25x25 are supported (e.g. 2x2, 2x3, 3x3, 3x4, 4x4, 5x5)",
                         fr: "les grilles vont de 4x4 à 25x25 (par ex. 2x2, 2x3, 3x3, 3x4, 4x4, 5x5)")
        switch error {
        case let .unsupported(r, c):
            guard let n = ShapeError.gridSize(r, c) else {
                return Localized(en: "option “\(Option.box.spelling)”: a \(r)x\(c) box is too large; \(supported.en)",
                                 fr: "l’option « \(Option.box.spelling) » : un bloc \(r)x\(c) est trop grand ; \(supported.fr)")
            }
            return Localized(en: "option “\(Option.box.spelling)”: a \(r)x\(c) box gives a \(n)x\(n) grid; \(supported.en)",
                             fr: "l’option « \(Option.box.spelling) » : un bloc \(r)x\(c) donne une grille \(n)x\(n) ; \(supported.fr)")
        case let .malformed(text):
            let text = shown(text)
            return Localized(en: "option “\(Option.box.spelling)”: “\(text)” is not a box shape; write ROWSxCOLUMNS, e.g. 3x3 or 2x3",
                             fr: "l’option « \(Option.box.spelling) » : « \(text) » n’est pas une forme de bloc ; écrivez LIGNESxCOLONNES, par ex. 3x3 ou 2x3")
        }
    }

    /// `--size` that is not a standard grid size; `--box` makes the others.
    static func badSize(_ text: String) -> Localized {
        let text = shown(text)
        return Localized(en: "option “\(Option.size.spelling)” expects 4, 6, 8, 9, 12, 16 or 25, got “\(text)”; use \(Option.box.spelling) RxC for other shapes",
                         fr: "l’option « \(Option.size.spelling) » attend 4, 6, 8, 9, 12, 16 ou 25, et non « \(text) » ; utilisez \(Option.box.spelling) RxC pour les autres formes")
    }

    static func badGrade(_ text: String) -> Localized {
        optionExpects(.grade, Localized(en: "1-5 or beginner, easy, medium, hard, expert", fr: "1-5 ou beginner, easy, medium, hard, expert"), got: text)
    }

    /// `--seed` that is not a whole number (from 0 to `maximum`, when given).
    static func badSeed(_ text: String, maximum: UInt64? = nil) -> Localized {
        guard let maximum else {
            return optionExpects(.seed, Localized(en: "a whole number", fr: "un nombre entier"), got: text)
        }
        return optionExpects(.seed, Localized(en: "a whole number from 0 to \(maximum)", fr: "un nombre entier de 0 à \(maximum)"), got: text)
    }

    static func badLanguage(_ text: String) -> Localized {
        optionExpects(.lang, Localized(en: "en or fr", fr: "en ou fr"), got: text)
    }

    static func badMode(_ text: String) -> Localized {
        optionExpects(.mode, Localized(en: "immediate or at-finish", fr: "immediate ou at-finish"), got: text)
    }

    /// Two options that exclude each other, e.g. `--seed` and `--code`.
    static func notBoth(_ first: Option, _ second: Option) -> Localized {
        Localized(en: "give \(first.spelling) or \(second.spelling), not both",
                  fr: "donnez \(first.spelling) ou \(second.spelling), pas les deux")
    }

    /// A puzzle file (or stdin) that cannot be opened (`solve`, `rate`, `bench`).
    static func cannotOpen(_ path: String, reason: String) -> Localized {
        let path = shown(path)
        return Localized(en: "cannot open “\(path)”: \(reason)", fr: "impossible d’ouvrir « \(path) » : \(reason)")
    }

    /// A puzzle file named on the command line that is a pipe, a device or a folder.
    static func notAFile(_ path: String) -> Localized {
        let path = shown(path)
        return Localized(en: "cannot open “\(path)”: not a file (a folder, a pipe or a device), not read; give - to read standard input",
                         fr: "impossible d’ouvrir « \(path) » : ce n’est pas un fichier (un dossier, un tube ou un périphérique), non lu ; donnez - pour lire l’entrée standard")
    }

    /// A puzzle file that fails part way through.
    static func cannotRead(_ path: String, reason: String) -> Localized {
        let path = shown(path)
        return Localized(en: "cannot read “\(path)”: \(reason)", fr: "impossible de lire « \(path) » : \(reason)")
    }

    // MARK: calendar, daily

    static func badMonth(_ text: String) -> Localized {
        let text = shown(text)
        return Localized(en: "expected a month as YYYY-MM, got “\(text)”",
                  fr: "mois attendu sous la forme AAAA-MM, et non « \(text) »")
    }

    static func badDate(_ text: String) -> Localized {
        optionExpects(.date, Localized(en: "YYYY-MM-DD", fr: "une date AAAA-MM-JJ"), got: text)
    }

    // MARK: generate

    static let boxOrSize = Localized(en: "give either “\(Option.box.spelling)” or “\(Option.size.spelling)”, not both",
                                     fr: "donnez « \(Option.box.spelling) » ou « \(Option.size.spelling) », pas les deux")

    /// A grade the shape's grids do not offer; `offered` is e.g. `1-3`.
    static func gradeNotOffered(shape: BoxShape, grade: Grade, offered: String) -> Localized {
        let grid = GameText.gridName(shape, times: "x")
        return Localized(en: "\(grid.en) has no grade \(grade.rawValue) (\(grade.name)); it offers grades \(offered)",
                         fr: "\(grid.fr) n’a pas de niveau \(grade.rawValue) (\(GameText.gradeName(grade).fr)) ; elle offre les niveaux \(offered)")
    }

    /// A grade and symmetry whose puzzles are too rare to wait for on this size.
    static func tooRare(size: Int, grade: Grade, symmetry: Symmetry) -> Localized {
        Localized(en: "\(size)x\(size) grade \(grade.rawValue) puzzles with \(symmetry.rawValue) symmetry are too rare to make; use \(Option.symmetry.spelling) rotational or none",
                  fr: "les grilles \(size)x\(size) de niveau \(grade.rawValue) en symétrie \(symmetry.rawValue) sont trop rares pour être faites ; utilisez \(Option.symmetry.spelling) rotational ou none")
    }

    static func badSymmetry(_ text: String) -> Localized {
        optionExpects(.symmetry, Localized(en: "none, rotational or mirror", fr: "none, rotational ou mirror"), got: text)
    }

    static func badFormat(_ text: String) -> Localized {
        optionExpects(.generateFormat, Localized(en: "line, grid, json or codes", fr: "line, grid, json ou codes"), got: text)
    }

    /// On stderr when no `--seed` was given, so the puzzles can be made again.
    static func randomSeed(_ seed: UInt64) -> Localized {
        Localized(en: "seed \(seed) (use \(Option.seed.spelling) \(seed) to make these puzzles again)",
                  fr: "graine \(seed) (utilisez \(Option.seed.spelling) \(seed) pour refaire ces grilles)")
    }

    /// On stderr when the grade is slow to come.
    static func stillTrying(grade: Grade, attempts: Int, closest: Grade?, limit: Int) -> Localized {
        Localized(en: "no grade \(grade.rawValue) puzzle after \(attempts) grids"
                      + (closest.map { ", the closest so far was grade \($0.rawValue)" } ?? "") + "; still trying other grids (up to \(limit) s; Ctrl-C stops, another \(Option.symmetry.spelling) may be quicker)",
                  fr: "aucune grille de niveau \(grade.rawValue) après \(attempts) essais"
                      + (closest.map { ", la plus proche jusqu’ici est de niveau \($0.rawValue)" } ?? "") + " ; la recherche continue (\(limit) s au plus ; Ctrl-C l’arrête, une autre \(Option.symmetry.spelling) peut aller plus vite)")
    }

    static func gaveUp(seconds: Int, attempts: Int, grade: Grade, seed: UInt64) -> Localized {
        Localized(en: "gave up after \(seconds) s and \(attempts) grids without a grade \(grade.rawValue) puzzle (seed \(seed))",
                  fr: "abandon après \(seconds) s et \(attempts) essais sans grille de niveau \(grade.rawValue) (graine \(seed))")
    }

    static func puzzleGaveUp(seconds: Int) -> Localized {
        Localized(en: "gave up after \(seconds) s", fr: "abandon après \(seconds) s")
    }

    // MARK: settings

    static func unknownSetting(_ name: String) -> Localized {
        let name = shown(name)
        let names = Settings.keys.map(\.name).joined(separator: ", ")
        return Localized(en: "unknown setting “\(name)” (settings: \(names))",
                         fr: "réglage inconnu « \(name) » (réglages : \(names))")
    }

    static func badSetting(_ key: Settings.Key, got value: String) -> Localized {
        let value = shown(value)
        let allowed = allowedValues(key)
        return Localized(en: "setting “\(key.name)” expects \(allowed.en), got “\(value)”",
                         fr: "le réglage « \(key.name) » attend \(allowed.fr), et non « \(value) »")
    }

    /// `settings voice fr fr-bee`: espeak-ng, installed here, has no such voice; the voices it
    /// has for that language's family.
    static func unknownVoice(_ voice: String, known: Set<String>) -> Localized {
        let family = String(voice.split(separator: "-").first ?? "")
        let near = known.filter { $0 == family || $0.hasPrefix(family + "-") }.sorted().prefix(12).joined(separator: ", ")
        let voice = shown(voice)
        return near.isEmpty
            ? Localized(en: "espeak-ng has no voice “\(voice)” (espeak-ng --voices lists its voices)",
                        fr: "espeak-ng n’a pas de voix « \(voice) » (espeak-ng --voices liste ses voix)")
            : Localized(en: "espeak-ng has no voice “\(voice)”; it has \(near)",
                        fr: "espeak-ng n’a pas de voix « \(voice) » ; il a \(near)")
    }

    /// The end of a setting's line in `settings`: the values it takes.
    static func allowed(_ key: Settings.Key) -> Localized {
        let allowed = allowedValues(key)
        return Localized(en: "allowed: \(allowed.en)", fr: "valeurs : \(allowed.fr)")
    }

    /// The values a setting takes, as the player reads them (`Settings.Key.allowed` in English).
    static func allowedValues(_ key: Settings.Key) -> Localized {
        Localized(en: key.allowed, fr: frenchAllowedValues[key.name] ?? key.allowed)
    }

    /// `Settings.Key.allowed` in French, by setting name. A setting missing here shows its values
    /// in English in French and fails `FrenchHelpTests`.
    static let frenchAllowedValues: [String: String] = [
        "language": "en, fr, auto (d’après LANG)",
        "colours": "on, off",
        "high-contrast": "on, off",
        "sound": "on, off",
        "speech": "on, off",
        "speech-rate": "\(SpeechSettings.rateRange.lowerBound)-\(SpeechSettings.rateRange.upperBound) mots par minute (\(SpeechSettings.defaultRate) : le rythme d’un apprenant)",
        "voice": "LANGUE VOIX, par ex. « voice fr fr-be » (une voix d’espeak-ng ; espeak-ng --voices les liste), ou LANGUE auto (la voix de la liste, sinon celle de la langue)",
        "speak-words": "on, off",
        "mode": "immediate, at-finish",
        "timer": "on, off",
        "vim-keys": "on, off",
        "size": "4, 6, 8, 9, 12, 16, 25 (blocs de la forme habituelle)",
        "box": "RxC, par ex. 2x3 (grilles de 4×4 à 25×25)",
        "grade": "1-5 ou beginner, easy, medium, hard, expert",
        "words": "une liste fournie (" + BuiltInWordLists.names.joined(separator: ", ") + "), l’une de vos listes ou un fichier de liste",
        "show": "en, fr ou une langue de votre liste (la langue des mots donnés ; vous tapez ceux de l’autre langue)",
        "retention": "0.70-0.97 ou 70-97 (%) : la probabilité de rappel à laquelle un mot revient ; auto (85 %, puis choisie pour vous une fois 100 de vos révisions ajustées)",
        "player": "un nom sans caractères de contrôle (vide : votre nom de connexion, sinon Invité)",
    ]

    // MARK: stats

    static func reviewsFormat(_ format: String, reviews: Bool) -> Localized {
        reviews ? Localized(en: "“\(Option.reviewsFormat.spelling)” of “\(Option.reviews.spelling)” takes csv, not “\(shown(format))”",
                            fr: "« \(Option.reviewsFormat.spelling) » de « \(Option.reviews.spelling) » prend csv, et non « \(shown(format)) »")
            : Localized(en: "“\(Option.reviewsFormat.spelling)” only goes with “\(Option.reviews.spelling)”", fr: "« \(Option.reviewsFormat.spelling) » ne s’emploie qu’avec « \(Option.reviews.spelling) »")
    }

    static let yesWithoutClear = Localized(en: "“\(Option.yes.spelling)” only goes with “\(Option.clear.spelling)”",
                                           fr: "« \(Option.yes.spelling) » ne s’emploie qu’avec « \(Option.clear.spelling) »")

    // MARK: words

    static let wordsShowTakesOne = Localized(en: "“words show” takes one list name or file",
                                             fr: "« words show » prend un seul nom de liste ou fichier")

    static let wordsCheckNeedsAFile = Localized(en: "“words check” needs at least one file",
                                                fr: "« words check » demande au moins un fichier")

    static let wordsAddNeedsAFile = Localized(en: "“words add” needs at least one file",
                                              fr: "« words add » demande au moins un fichier")

    static let wordsAddNotStandardInput = Localized(en: "“words add” keeps a list under its file's name: give a file, not - (standard input)",
                                                    fr: "« words add » garde une liste sous le nom de son fichier : donnez un fichier, pas - (l’entrée standard)")

    static let namesAlone = Localized(en: "“\(Option.names.spelling)” lists the names alone: it goes with no action",
                                      fr: "« \(Option.names.spelling) » liste seulement les noms : il ne va avec aucune action")

    /// `completions` without one shell it knows.
    static func completionsShell(_ given: String?) -> Localized {
        let shells = CompletionScript.Shell.allCases.map(\.rawValue)
        guard let given else {
            return Localized(en: "“completions” needs a shell: \(shells.joined(separator: ", "))",
                             fr: "« completions » demande un shell : \(shells.joined(separator: ", "))")
        }
        return Localized(en: "“completions” makes scripts for \(shells.joined(separator: ", ")), not “\(shown(given))”",
                         fr: "« completions » fait des scripts pour \(shells.joined(separator: ", ")), et non « \(shown(given)) »")
    }

    static let replaceOnlyWithAdd = Localized(en: "“\(Option.replace.spelling)” only goes with “words add” or “words import”",
                                              fr: "« \(Option.replace.spelling) » ne s’emploie qu’avec « words add » ou « words import »")

    static func unknownWordsAction(_ action: String) -> Localized {
        let action = shown(action)
        return Localized(en: "unknown “words” action “\(action)” (expected show, check, add, import or export)",
                  fr: "action « \(action) » inconnue pour « words » (show, check, add, import ou export attendu)")
    }

    // MARK: bench (a developer tool: its tables stay in English, its usage errors do not)

    static func unknownBenchSection(_ name: String) -> Localized {
        let names = BenchSection.all.map(\.name).joined(separator: ", ")
        return optionExpects(.only, Localized(en: "one of \(names)", fr: "l’une des sections \(names)"), got: name)
    }

    /// `bench --write-isomorphs DIR` that could not write a file there.
    static func isomorphsUnwritten(path: String, reason: String) -> Localized {
        Localized(en: "cannot write the isomorphs to “\(path)”: \(reason)",
                  fr: "impossible d’écrire les isomorphes dans « \(path) » : \(reason)")
    }

    /// `bench` without `--dir`, run outside the package by a binary that is not in it either.
    static let benchmarkPuzzlesNotFound = Localized(
        en: "no puzzle sets found: run bench inside the word-sudoku package or give \(Option.dir.spelling) DIR",
        fr: "aucune série de grilles trouvée : lancez bench dans le paquet word-sudoku ou donnez \(Option.dir.spelling) DOSSIER")
}
