/// Reading a list from its JSON form:
///
/// ```json
/// { "title": "Animals", "title_fr": "Les animaux", "languages": ["en", "fr"], "theme": "animals",
///   "theme_fr": "animaux", "level": "A1", "peeks": 2,
///   "pairs": [ { "en": "cat", "fr": "le chat" }, { "en": ["bike", "bicycle"], "fr": "le vélo" } ] }
/// ```
///
/// or a bare array of pairs, whose languages are the keys of its first pair. `title_fr` and
/// `theme_fr` (optional) are what the French interface shows instead of `title` and `theme`.
/// `"voices": { "fr": "fr-be" }` (optional) names the espeak-ng voice a language of the list is
/// said in (a player's own `settings voice` wins over it).
extension WordList {
    /// The keys a list object may have.
    static let jsonKeys = ["title", "title_fr", "languages", "theme", "theme_fr", "level", "peeks", "voices", "pairs"]

    /// Where problems without a place sort: after the others.
    private static let end = TextPosition(line: .max, column: .max)

    /// Reads a JSON list; `fileName` is used in messages and as the default title.
    /// Throws every problem found, as one `WordListFailure`.
    public init(json bytes: [UInt8], fileName: String) throws(WordListFailure) {
        func fail(_ errors: [WordListError]) -> WordListFailure { WordListFailure(file: fileName, errors: errors) }
        if let bad = UTF8Validation.firstInvalidPosition(in: bytes) { throw fail([.notUTF8(bad)]) }
        let root: JSONValue
        do throws(WordListError) {
            root = try JSONReader.read(bytes)
        } catch {
            throw fail([error])
        }
        var reader = JSONListReader(fileName: fileName)
        guard let list = reader.list(from: root), reader.errors.isEmpty else {
            let errors = reader.errors.isEmpty ? [.wrongType(field: "", expected: .listOrPairs, root.position)] : reader.errors
            throw fail(errors.sorted { ($0.position ?? Self.end) < ($1.position ?? Self.end) })
        }
        self = list
    }
}

/// Turns a `JSONValue` into a `WordList`, collecting every problem.
private struct JSONListReader {
    let fileName: String
    var errors: [WordListError] = []

    init(fileName: String) { self.fileName = fileName }

    mutating func list(from root: JSONValue) -> WordList? {
        var fields: [String: JSONValue.Member] = [:]
        let pairsValue: JSONValue
        switch root.kind {
        case .array:
            pairsValue = root
        case .object(let members):
            for member in members {
                if let earlier = fields[member.key] {
                    errors.append(.duplicateKey(field: member.key, firstLine: earlier.keyPosition.line, member.keyPosition))
                } else if !WordList.jsonKeys.contains(member.key) {
                    errors.append(.unknownField(field: member.key, expected: WordList.jsonKeys, member.keyPosition))
                } else {
                    fields[member.key] = member
                }
            }
            guard let pairs = fields["pairs"]?.value else {
                errors.append(.missingField(field: "", key: "pairs", root.position))
                return nil
            }
            pairsValue = pairs
        default:
            errors.append(.wrongType(field: "", expected: .listOrPairs, root.position))
            return nil
        }

        // The languages: given, or the keys of the first pair.
        var codes: [(code: String, position: TextPosition)] = []
        if let languages = fields["languages"]?.value {
            if let elements = languages.elements, elements.allSatisfy({ $0.string != nil }) {
                if elements.count != 2 {
                    errors.append(.languageCount(found: elements.count, languages.position))
                    return nil
                }
                codes = elements.map { ($0.string!, $0.position) }
            } else {
                errors.append(.wrongType(field: "languages", expected: .languageCodes, languages.position))
                return nil
            }
        } else if let first = pairsValue.elements?.first {
            guard let members = first.members, members.count == 2 else {
                errors.append(.wrongType(field: "pairs[0]", expected: .pair, first.position))
                return nil
            }
            codes = members.map { ($0.key, $0.keyPosition) }
        } else if pairsValue.elements == nil {
            errors.append(.wrongType(field: "pairs", expected: .pairArray, pairsValue.position))
            return nil
        } else {
            // No pairs, and no languages to name: say what is missing.
            errors.append(.noPairs(pairsValue.position))
            return nil
        }
        var builder = WordListBuilder(languages: codes.map(\.code))
        let languagesValid = builder.checkLanguages(codes)

        var title = String(fileName.split(separator: "/").last ?? "")
        if let dot = title.lastIndex(of: "."), dot != title.startIndex { title = String(title[..<dot]) }
        if let value = fields["title"]?.value, let text = textField("title", value, &builder), !text.isEmpty { title = text }
        var titleFrench: String?
        if let value = fields["title_fr"]?.value, let text = textField("title_fr", value, &builder), !text.isEmpty { titleFrench = text }
        var theme: String?
        if let value = fields["theme"]?.value { theme = textField("theme", value, &builder) }
        var themeFrench: String?
        if let value = fields["theme_fr"]?.value, let text = textField("theme_fr", value, &builder), !text.isEmpty { themeFrench = text }
        var level: String?
        if let value = fields["level"]?.value, let text = textField("level", value, &builder) {
            if WordListValidation.levels.contains(text) { level = text } else { builder.report(.badLevel(found: text, value.position)) }
        }
        var peeks: Int?
        if let value = fields["peeks"]?.value {
            if case .number(let text) = value.kind, let number = Int(text), (0...WordListValidation.maximumPeeks).contains(number) {
                peeks = number
            } else {
                builder.report(.badPeeks(value.position))
            }
        }

        var voices: [String: String]?
        if let value = fields["voices"]?.value {
            voices = readVoices(value, codes: codes.map(\.code), &builder)
        }

        if let elements = pairsValue.elements {
            if elements.isEmpty { builder.report(.noPairs(pairsValue.position)) }
            if languagesValid && codes.count == 2 {
                for (index, pair) in elements.enumerated() where !builder.isFull {
                    readPair(pair, index: index, codes: codes.map(\.code), &builder)
                }
            }
        } else {
            builder.report(.wrongType(field: "pairs", expected: .pairArray, pairsValue.position))
        }
        errors.append(contentsOf: builder.errors)
        guard errors.isEmpty, codes.count == 2 else { return nil }
        var list = WordList(title: title, languages: codes.map(\.code), theme: theme, level: level, peeks: peeks, pairs: builder.pairs)
        list.titleFrench = titleFrench
        list.themeFrench = themeFrench
        list.voices = voices
        return list
    }

    /// `"voices": { "fr": "fr-be" }`: a voice per language of the list, each a name espeak-ng
    /// could have (it is handed to espeak-ng); nil when it names none.
    private func readVoices(_ value: JSONValue, codes: [String], _ builder: inout WordListBuilder) -> [String: String]? {
        guard let members = value.members else {
            builder.report(.wrongType(field: "voices", expected: .voices, value.position))
            return nil
        }
        var voices: [String: String] = [:]
        for member in members {
            guard codes.contains(member.key) else {
                builder.report(.unknownField(field: "voices.\(member.key)", expected: codes, member.keyPosition))
                continue
            }
            guard let voice = member.value.string, SpeechSettings.isVoiceName(voice) else {
                builder.report(.wrongType(field: "voices.\(member.key)", expected: .voiceName, member.value.position))
                continue
            }
            voices[member.key] = voice.lowercased()
        }
        return voices.isEmpty ? nil : voices
    }

    private func textField(_ field: String, _ value: JSONValue, _ builder: inout WordListBuilder) -> String? {
        guard let text = value.string else {
            builder.report(.wrongType(field: field, expected: .text, value.position))
            return nil
        }
        return builder.text(text, field: field, at: value.position)
    }

    private func readPair(_ pair: JSONValue, index: Int, codes: [String], _ builder: inout WordListBuilder) {
        let field = "pairs[\(index)]"
        guard let members = pair.members else {
            builder.report(.wrongType(field: field, expected: .pair, pair.position))
            return
        }
        var sides: [[WordListBuilder.RawWord]?] = [nil, nil]
        var sounds: [String?] = [nil, nil]
        var complete = true
        for member in members {
            let memberField = "\(field).\(member.key)"
            // `sound_fr`: the recorded sound of the French word, a file beside the list (`SoundFile`).
            if member.key.hasPrefix("sound_"), let side = codes.firstIndex(of: String(member.key.dropFirst(6))) {
                if sounds[side] != nil {
                    let first = members.first { $0.key == member.key }!
                    builder.report(.duplicateKey(field: memberField, firstLine: first.keyPosition.line, member.keyPosition))
                } else if let path = member.value.string {
                    if let text = builder.text(path, field: memberField, at: member.value.position) {
                        if let problem = SoundFile.problem(text) {
                            builder.report(.badSoundFile(field: memberField, problem: problem, member.value.position))
                        } else {
                            sounds[side] = text
                        }
                    }
                } else {
                    builder.report(.wrongType(field: memberField, expected: .text, member.value.position))
                }
                continue
            }
            guard let side = codes.firstIndex(of: member.key) else {
                builder.report(.unknownField(field: memberField, expected: codes, member.keyPosition))
                complete = false
                continue
            }
            if sides[side] != nil {
                let first = members.first { $0.key == member.key }!
                builder.report(.duplicateKey(field: memberField, firstLine: first.keyPosition.line, member.keyPosition))
                complete = false
                continue
            }
            switch member.value.kind {
            case .string(let text):
                sides[side] = [.init(text: text, field: memberField, position: member.value.position)]
            case .array(let elements) where !elements.isEmpty && elements.allSatisfy({ $0.string != nil }):
                sides[side] = elements.enumerated().map { offset, element in
                    .init(text: element.string!, field: "\(memberField)[\(offset)]", position: element.position)
                }
            default:
                builder.report(.wrongType(field: memberField, expected: .wordOrWords, member.value.position))
                sides[side] = []
                complete = false
            }
        }
        for side in 0..<2 where sides[side] == nil {
            builder.report(.missingField(field: field, key: codes[side], pair.position))
            complete = false
        }
        // An incomplete pair is not added, but its words are still checked, so their problems are reported too.
        let added = builder.pairs.count
        builder.addPair(complete ? sides.map { $0! } : sides.map { $0 ?? [] })
        if builder.pairs.count > added, sounds.contains(where: { $0 != nil }) { builder.pairs[added].sounds = sounds }
    }
}
