import SudokuEngine

extension Settings: StoredValue {
    /// Every setting within the values `Settings.keys` allows: a box shape on offer, a grade
    /// 1…5, a list and a shown language named, a retention in 0.70…0.97 when set; the list,
    /// the shown language and the player within `StoreLimits.textBytes`, as every name of the
    /// other stored files (a settings.json giving a megabyte of player name was accepted); a
    /// speech rate in `SpeechSettings.rateRange`, and at most `SpeechSettings.maximumVoices`
    /// voices, each language and voice a name espeak-ng could have (`isVoiceName`): a voice is
    /// handed to espeak-ng, so `-w /etc/x` or a control character never reaches it.
    func validate() throws(InvalidStoredValue) {
        _ = try BoxShape.stored(rows: boxRows, columns: boxColumns)
        try InvalidStoredValue.check(Grade(rawValue: grade) != nil, "grade = \(grade)")
        try InvalidStoredValue.check(!list.isEmpty, "list: empty")
        try InvalidStoredValue.check(!shownLanguage.isEmpty, "shownLanguage: empty")
        try InvalidStoredValue.check(text: "list", list)
        try InvalidStoredValue.check(text: "shownLanguage", shownLanguage)
        try InvalidStoredValue.check(text: "player", player)
        try InvalidStoredValue.check("speechRate", speechRate, in: SpeechSettings.rateRange)
        try InvalidStoredValue.check(voices.count <= SpeechSettings.maximumVoices, "voices: \(voices.count)")
        for (language, voice) in voices {
            try InvalidStoredValue.check(SpeechSettings.isVoiceName(language) && language == language.lowercased()
                                         && SpeechSettings.isVoiceName(voice), "voices: \(language.debugDescription)")
        }
        if let retention {
            try InvalidStoredValue.check(retention.isFinite, "retention = \(retention)")
            try InvalidStoredValue.check("retention", retention, in: Settings.retentionRange)
        }
    }
}
