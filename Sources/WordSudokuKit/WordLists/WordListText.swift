/// Every text about word lists that people read, in English and French: load errors, the
/// answer corrections and the `words` command's tables.
public enum WordListText {
    /// The sentence for a word-list problem.
    static func message(for error: WordListError) -> Localized {
        switch error {
        case .cannotOpen(let path, let reason):
            let path = sanitized(path, limit: 4096)
            return Localized(en: "cannot open “\(path)”: \(reason)", fr: "impossible d’ouvrir « \(path) » : \(reason)")
        case .symbolicLink(let path):
            let path = sanitized(path, limit: 4096)
            return Localized(en: "“\(path)” is a symbolic link: not followed, not read",
                             fr: "« \(path) » est un lien symbolique : non suivi, non lu")
        case .notAFile(let path):
            let path = sanitized(path, limit: 4096)
            return Localized(en: "“\(path)” is not a file (a folder, a pipe or a device): not read",
                             fr: "« \(path) » n’est pas un fichier (un dossier, un tube ou un périphérique) : non lu")
        case .fileNameNotUTF8(let name):
            let name = sanitized(name, limit: 4096)
            return Localized(en: "the file name “\(name)” is not UTF-8: rename the file",
                             fr: "le nom de fichier « \(name) » n’est pas en UTF-8 : renommez le fichier")
        case .tooLarge(let bytes):
            return Localized(en: "the file is \(bytes) bytes; a word list may be at most 1 MiB (\(WordListFile.sizeLimit) bytes)",
                             fr: "le fichier fait \(bytes) octets ; une liste de mots ne peut dépasser 1 Mio (\(WordListFile.sizeLimit) octets)")
        case .notUTF8:
            return Localized(en: "the file is not UTF-8 text (save it as UTF-8)",
                             fr: "le fichier n’est pas du texte UTF-8 (enregistrez-le en UTF-8)")
        case .badUTF16:
            return Localized(en: "the file is UTF-16 text with a broken character here (save it as UTF-8)",
                             fr: "le fichier est du texte UTF-16 dont un caractère est abîmé ici (enregistrez-le en UTF-8)")
        case .syntax(let problem, _):
            return syntax(problem)
        case .wrongType(let field, let expected, _):
            let what = expectation(expected)
            return Localized(en: "\(prefix(field))expected \(what.en)", fr: "\(prefix(field))\(what.fr) attendu")
        case .missingField(let field, let key, _):
            return Localized(en: "\(prefix(field))missing \"\(sanitized(key))\"", fr: "\(prefix(field))\"\(sanitized(key))\" manque")
        case .unknownField(let field, let expected, _):
            let keys = expected.map { "\"\($0)\"" }.joined(separator: ", ")
            return Localized(en: "\(prefix(field))unknown key (expected \(keys))", fr: "\(prefix(field))clé inconnue (attendu : \(keys))")
        case .duplicateKey(let field, let firstLine, _):
            return Localized(en: "\(prefix(field))key given twice (also at line \(firstLine))",
                             fr: "\(prefix(field))clé donnée deux fois (aussi à la ligne \(firstLine))")
        case .emptyWord(let field, _):
            return Localized(en: "\(prefix(field))empty word", fr: "\(prefix(field))mot vide")
        case .wordTooLong(let field, let length, _):
            return Localized(en: "\(prefix(field))word of \(length) characters; at most \(WordListValidation.maximumWordLength)",
                             fr: "\(prefix(field))mot de \(length) caractères ; au plus \(WordListValidation.maximumWordLength)")
        case .tooManyAlternatives(let field, let count, _):
            let limit = WordListValidation.maximumAlternatives
            return Localized(en: "\(prefix(field))\(count) accepted words; at most \(limit)",
                             fr: "\(prefix(field))\(count) mots acceptés ; au plus \(limit)")
        case .controlCharacter(let field, let scalar, _):
            let code = scalarCode(scalar)
            return Localized(en: "\(prefix(field))control character \(code) not allowed (it could take over the terminal)",
                             fr: "\(prefix(field))caractère de contrôle \(code) interdit (il pourrait détourner le terminal)")
        case .invisibleCharacter(let field, let scalar, _):
            let code = scalarCode(scalar)
            return Localized(en: "\(prefix(field))invisible character \(code) not allowed (it makes different words look the same; delete it)",
                             fr: "\(prefix(field))caractère invisible \(code) interdit (il fait se ressembler des mots différents ; supprimez-le)")
        case .tooManyMarks(let field, let count, _):
            let limit = WordListValidation.maximumCombiningMarks
            return Localized(en: "\(prefix(field))\(count) accents or marks on one letter; at most \(limit) (retype the word)",
                             fr: "\(prefix(field))\(count) accents ou signes sur une même lettre ; au plus \(limit) (retapez le mot)")
        case .duplicateWord(let word, let language, let firstLine, _):
            let word = sanitized(word)
            return Localized(en: "duplicate \(language) word “\(word)” (also at line \(firstLine))",
                             fr: "mot « \(word) » en double côté \(language) (aussi à la ligne \(firstLine))")
        case .unknownLanguage(let code, _):
            let code = sanitized(code)
            return Localized(en: "unknown language “\(code)” (expected a language's name or ISO 639-1 code, such as English, French, en, fr)",
                             fr: "langue inconnue « \(code) » (attendu : le nom d’une langue ou son code ISO 639-1, comme anglais, français, en, fr)")
        case .languageCount(let found, _):
            return Localized(en: "languages: expected two language codes, found \(found)",
                             fr: "languages : deux codes de langue attendus, \(found) trouvé(s)")
        case .sameLanguageTwice(let code, _):
            let code = sanitized(code)
            return Localized(en: "languages: both languages are “\(code)”", fr: "languages : les deux langues sont « \(code) »")
        case .badLevel(let found, _):
            let found = sanitized(found)
            return Localized(en: "level: expected a CEFR level (A1, A2, B1, B2, C1, C2), found “\(found)”",
                             fr: "level : niveau CECRL attendu (A1, A2, B1, B2, C1, C2), trouvé « \(found) »")
        case .badPeeks:
            return Localized(en: "peeks: expected a whole number from 0 to \(WordListValidation.maximumPeeks)",
                             fr: "peeks : nombre entier de 0 à \(WordListValidation.maximumPeeks) attendu")
        case .badSoundFile(let field, let problem, _):
            let field = sanitized(field)
            return Localized(en: "\(field): \(problem.en)", fr: "\(field) : \(problem.fr)")
        case .noPairs:
            return Localized(en: "pairs: the list has no pairs", fr: "pairs : la liste n’a aucune paire")
        case .badHeader:
            return Localized(en: "the first line must name the two languages, e.g. “en<TAB>fr” or “English,French”",
                             fr: "la première ligne doit nommer les deux langues, par ex. « en<TAB>fr » ou « anglais,français »")
        case .noLanguages:
            // `play` and `worksheet` take no `--languages` (see README): the example is the import.
            return Localized(en: "the file does not name its two languages (a first line such as “en<TAB>fr” or “English,French”): add that line, or give them with --languages, e.g. words import FILE --languages en,fr",
                             fr: "le fichier ne nomme pas ses deux langues (une première ligne comme « en<TAB>fr » ou « anglais,français ») : ajoutez cette ligne, ou donnez-les avec --languages, par ex. words import FICHIER --languages en,fr")
        case .languagesDisagree(let file, let given, _):
            let file = file.map { sanitized($0) }.joined(separator: ", "), given = given.map { sanitized($0) }.joined(separator: ", ")
            return Localized(en: "the file's languages are \(file), not \(given) as --languages says",
                             fr: "les langues du fichier sont \(file), et non \(given) comme le dit --languages")
        case .unusableSeparator(let name, _):
            let name = sanitized(name)
            return Localized(en: "separator “\(name)”: a word list's fields are separated by a tab, a comma or a semicolon (export again with tabs)",
                             fr: "séparateur « \(name) » : les champs d’une liste de mots sont séparés par une tabulation, une virgule ou un point-virgule (exportez de nouveau avec des tabulations)")
        case .fieldCount(let languages, let found, _):
            let names = languages.map { sanitized($0) }.joined(separator: ", ")
            return Localized(en: "expected 2 fields (\(names)), found \(found)", fr: "2 champs attendus (\(names)), \(found) trouvé(s)")
        case .unterminatedQuote:
            return Localized(en: "a quoted field is not closed (missing \")", fr: "un champ entre guillemets n’est pas fermé (\" manquant)")
        case .textAfterQuote:
            return Localized(en: "text after a closing quote (write \"\" for a quote inside a quoted field)",
                             fr: "texte après un guillemet fermant (écrivez \"\" pour un guillemet dans un champ entre guillemets)")
        case .tooManyProblems(let limit):
            return Localized(en: "more than \(limit) problems: stopped reading here (is this a word list?)",
                             fr: "plus de \(limit) problèmes : lecture arrêtée (est-ce bien une liste de mots ?)")
        case .tooFewPairs(let list, let pairs, let size):
            let list = sanitized(list)
            let smaller = GridSizes.all.last { $0 <= pairs }
            let missing = size - pairs
            let enChoice = smaller.map { "choose \($0)×\($0), or add \(missing) \(missing == 1 ? "pair" : "pairs")" }
                ?? "add \(missing) \(missing == 1 ? "pair" : "pairs")"
            let frChoice = smaller.map { "choisissez \($0)×\($0), ou ajoutez \(missing) paire\(missing == 1 ? "" : "s")" }
                ?? "ajoutez \(missing) paire\(missing == 1 ? "" : "s")"
            return Localized(en: "\(list) has \(pairs) \(pairs == 1 ? "pair" : "pairs"); a \(size)×\(size) grid needs \(size) — \(enChoice)",
                             fr: "\(list) a \(pairs) paire\(pairs > 1 ? "s" : "") ; une grille \(size)×\(size) en demande \(size) — \(frChoice)")
        case let .unknownList(name, available, yours) where !yours.isEmpty:
            let name = sanitized(name)
            let names = available.joined(separator: ", "), own = yours.map { sanitized($0) }.joined(separator: ", ")
            return Localized(en: "no built-in list, list of yours or file named “\(name)” (built-in lists: \(names); yours: \(own))",
                             fr: "aucune liste intégrée, aucune de vos listes ni aucun fichier nommé « \(name) » (listes intégrées : \(names) ; les vôtres : \(own))")
        case let .unknownList(name, available, _):
            let name = sanitized(name)
            let names = available.joined(separator: ", ")
            return Localized(en: "no built-in list or file named “\(name)” (built-in lists: \(names))",
                             fr: "aucune liste intégrée ni aucun fichier nommé « \(name) » (listes intégrées : \(names))")
        case .mixedLanguages(let list, let languages, let expected):
            let list = sanitized(list)
            let found = languages.map { sanitized($0) }.joined(separator: "/"), wanted = expected.map { sanitized($0) }.joined(separator: "/")
            return Localized(en: "cannot mix \(list) (\(found)) with lists in \(wanted)",
                             fr: "impossible de mélanger \(list) (\(found)) avec des listes en \(wanted)")
        }
    }

    /// `field: `, the field escaped: it holds the keys the file gave (`pairs[3].<U+001B>[2J`).
    private static func prefix(_ field: String) -> String { field.isEmpty ? "" : "\(sanitized(field, limit: 200)): " }

    private static func expectation(_ expected: ExpectedValue) -> Localized {
        switch expected {
        case .listOrPairs:
            Localized(en: "an object with \"pairs\", or an array of pairs", fr: "un objet avec \"pairs\", ou un tableau de paires")
        case .wordOrWords: Localized(en: "a word or a list of words", fr: "un mot ou une liste de mots")
        case .text: Localized(en: "a text in double quotes", fr: "un texte entre guillemets")
        case .languageCodes: Localized(en: "two language codes, e.g. [\"en\", \"fr\"]", fr: "deux codes de langue, par ex. [\"en\", \"fr\"]")
        case .pairArray: Localized(en: "a list of pairs [...]", fr: "une liste de paires [...]")
        case .pair: Localized(en: "a pair, e.g. { \"en\": \"cat\", \"fr\": \"le chat\" }", fr: "une paire, par ex. { \"en\": \"cat\", \"fr\": \"le chat\" }")
        case .voices: Localized(en: "a voice per language, e.g. { \"fr\": \"fr-be\" }", fr: "une voix par langue, par ex. { \"fr\": \"fr-be\" }")
        case .voiceName: Localized(en: "an espeak-ng voice, e.g. \"fr-be\" (letters, digits and dashes)",
                                   fr: "une voix d’espeak-ng, par ex. \"fr-be\" (lettres, chiffres et tirets)")
        }
    }

    private static func syntax(_ problem: JSONSyntaxProblem) -> Localized {
        switch problem {
        case .unexpectedEnd:
            Localized(en: "the file ends too early (a value, ] or } is missing)", fr: "le fichier se termine trop tôt (une valeur, ] ou } manque)")
        case .unexpectedCharacter(let text):
            Localized(en: "unexpected “\(sanitized(text))” (words go in double quotes)",
                      fr: "« \(sanitized(text)) » inattendu (les mots s’écrivent entre guillemets droits)")
        case .expectedCommaOrClose(let close):
            Localized(en: "expected “,” or “\(close)”", fr: "« , » ou « \(close) » attendu")
        case .unclosed(let open):
            Localized(en: "this “\(open)” is never closed", fr: "ce « \(open) » n’est jamais fermé")
        case .expectedKey(let text):
            Localized(en: "expected a key in double quotes, found “\(sanitized(text))”",
                      fr: "clé entre guillemets attendue, « \(sanitized(text)) » trouvé")
        case .expectedColon:
            Localized(en: "expected “:” after the key", fr: "« : » attendu après la clé")
        case .trailingComma:
            Localized(en: "nothing after this “,” (remove the trailing comma)", fr: "rien après cette « , » (supprimez la virgule finale)")
        case .unterminatedString:
            Localized(en: "this text is never closed (missing \")", fr: "ce texte n’est jamais fermé (\" manquant)")
        case .controlCharacterInString:
            Localized(en: "a line break or control character inside a text (write \\n or remove it)",
                      fr: "un saut de ligne ou caractère de contrôle dans un texte (écrivez \\n ou supprimez-le)")
        case .badEscape:
            Localized(en: "invalid escape after \\ (valid: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)",
                      fr: "échappement invalide après \\ (valides : \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)")
        case .loneSurrogate:
            Localized(en: "invalid \\u escape: a lone surrogate", fr: "échappement \\u invalide : demi-paire de substitution isolée")
        case .badNumber:
            Localized(en: "invalid number", fr: "nombre invalide")
        case .textAfterValue:
            Localized(en: "text after the end of the list", fr: "du texte après la fin de la liste")
        case .tooDeep(let limit):
            Localized(en: "nested more than \(limit) levels deep", fr: "imbrication de plus de \(limit) niveaux")
        }
    }

    /// `U+001B` (`DisplaySafe.code`).
    static func scalarCode(_ scalar: Unicode.Scalar) -> String { DisplaySafe.code(scalar) }

    /// Text from a file made safe to print (`DisplaySafe.escaped`). Kept under this name for
    /// `PlayerName`; new code calls `DisplaySafe.escaped`.
    public static func sanitized(_ text: String, limit: Int = 60) -> String {
        DisplaySafe.escaped(text, limit: limit)
    }

    // MARK: Answers

    /// The gentle correction shown when an answer is accepted with a different spelling.
    public static func correction(_ kind: AnswerCorrection.Kind, expected: String) -> Localized {
        switch kind {
        case .accents: Localized(en: "\(expected) — mind the accent", fr: "\(expected) — attention à l’accent")
        case .article: Localized(en: "\(expected) — mind the article", fr: "\(expected) — attention à l’article")
        case .spelling: Localized(en: "\(expected) — mind the spelling", fr: "\(expected) — attention à l’orthographe")
        }
    }

    /// Shown when an answer without its accents could be several of the puzzle's words.
    public static func ambiguousAccents(_ words: [String]) -> Localized {
        let list = words.joined(separator: " / ")
        return Localized(en: "\(list)? Type the accents", fr: "\(list) ? Tapez les accents")
    }

    /// Shown when an answer is none of the puzzle's words (never counted as a mistake).
    public static let notInPuzzle = Localized(en: "not in this puzzle", fr: "pas dans cette grille")

    // MARK: The `words` command

    /// The sizes a list fills, e.g. `4×4, 6×6, 9×9`, or a dash for none.
    public static func sizeList(_ sizes: [Int]) -> String {
        sizes.isEmpty ? "—" : sizes.map { "\($0)×\($0)" }.joined(separator: ", ")
    }

    /// `31 pairs`, `1 pair`.
    public static func pairCount(_ count: Int) -> Localized {
        Localized(en: "\(count) pair\(count == 1 ? "" : "s")", fr: "\(count) paire\(count > 1 ? "s" : "")")
    }

    /// `ok: 31 pairs (fills 4×4, ...)`.
    public static func checkPassed(pairs: Int, sizes: [Int]) -> Localized {
        let fills = sizeList(sizes), count = pairCount(pairs)
        return Localized(en: "ok: \(count.en) (fills \(sizes.isEmpty ? "no grid: 4 pairs at least are needed" : fills))",
                         fr: "ok : \(count.fr) (remplit \(sizes.isEmpty ? "aucune grille : il faut au moins 4 paires" : fills))")
    }

    /// `12 problems`, after the problems of a file.
    public static func problemCount(_ count: Int) -> Localized {
        Localized(en: "\(count) \(count == 1 ? "problem" : "problems")", fr: "\(count) problème\(count > 1 ? "s" : "")")
    }

    /// The column headers of `word-sudoku words`.
    public static let nameHeader = Localized(en: "NAME", fr: "NOM")
    public static let themeHeader = Localized(en: "THEME", fr: "THÈME")
    public static let levelHeader = Localized(en: "LEVEL", fr: "NIVEAU")
    public static let pairsHeader = Localized(en: "PAIRS", fr: "PAIRES")
    public static let sizesHeader = Localized(en: "FILLS", fr: "REMPLIT")
    public static let titleHeader = Localized(en: "TITLE", fr: "TITRE")
    /// The line under the table of built-in lists.
    public static func listTotal(lists: Int, pairs: Int) -> Localized {
        Localized(en: "\(lists) lists, \(pairs) pairs. Show one: word-sudoku words show NAME",
                  fr: "\(lists) listes, \(pairs) paires. En afficher une : word-sudoku words show NOM")
    }

    // MARK: The teacher's lists (`words`, `words add`)

    /// Above the table of the teacher's lists; `directory` is their folder.
    public static func teacherListsHeading(directory: String) -> Localized {
        let directory = sanitized(directory, limit: 4096)
        return Localized(en: "Your lists, in \(directory):", fr: "Vos listes, dans \(directory) :")
    }

    /// Instead of the table when the folder has no list.
    public static func noTeacherLists(directory: String) -> Localized {
        let directory = sanitized(directory, limit: 4096)
        return Localized(en: "Your lists: none yet in \(directory). Add one: word-sudoku words add FILE",
                         fr: "Vos listes : aucune pour l’instant dans \(directory). En ajouter une : word-sudoku words add FICHIER")
    }

    /// Under the table of the teacher's lists.
    public static let teacherListsFooter = Localized(en: "Play one: word-sudoku play --words NAME",
                                                     fr: "En jouer une : word-sudoku play --words NOM")

    /// What `words add` did, with the name to play the list with: one line.
    public static func added(_ addition: WordListLibrary.Addition) -> Localized {
        let name = sanitized(addition.name), path = sanitized(addition.path, limit: 4096)
        let pairs = addition.list.pairs.count
        let play = "word-sudoku play --words \(name)"
        switch addition.outcome {
        case .added:
            return Localized(en: "Added \(name) (\(pairs) pairs) as \(path). Play it: \(play)",
                             fr: "Liste \(name) ajoutée (\(pairs) paires) : \(path). Pour y jouer : \(play)")
        case .replaced:
            return Localized(en: "Replaced \(name) (\(pairs) pairs) with your file: \(path). Play it: \(play)",
                             fr: "Liste \(name) remplacée par votre fichier (\(pairs) paires) : \(path). Pour y jouer : \(play)")
        case .alreadyThere:
            return Localized(en: "\(name) is already there, the same file: \(path). Play it: \(play)",
                             fr: "La liste \(name) y est déjà, le même fichier : \(path). Pour y jouer : \(play)")
        }
    }

    /// After `added`, when a built-in list has the same name.
    public static func hidesBuiltInList(_ name: String) -> Localized {
        let name = sanitized(name)
        return Localized(en: "Note: “\(name)” now means your list, not the built-in list of that name.",
                         fr: "Remarque : « \(name) » désigne désormais votre liste, et non la liste fournie du même nom.")
    }

    /// Why `words add` did not add a list (other than its problems, printed as `words check` prints them).
    public static func notAdded(_ error: WordListLibrary.AdditionError) -> Localized {
        switch error {
        case .invalid(let failure):
            return problemCount(failure.errors.count)
        case .nameTaken(let name, let path):
            let name = sanitized(name), path = sanitized(path, limit: 4096)
            return Localized(en: "a different list named “\(name)” is already there: \(path); give --replace to replace it, or rename your file",
                             fr: "une autre liste nommée « \(name) » est déjà là : \(path) ; ajoutez --replace pour la remplacer, ou renommez votre fichier")
        case .unusableName(let fileName):
            let fileName = sanitized(fileName, limit: 4096)
            return Localized(en: "cannot add “\(fileName)”: a list's file name may not start with “.” or hold control characters; rename the file",
                             fr: "impossible d’ajouter « \(fileName) » : le nom d’une liste ne peut commencer par « . » ni contenir de caractères de contrôle ; renommez le fichier")
        case .cannotWrite(let error):
            return error.text
        }
    }
}
