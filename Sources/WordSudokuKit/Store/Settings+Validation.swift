import SudokuEngine

extension Settings: StoredValue {
    /// Every setting within the values `Settings.keys` allows: a box shape on offer, a grade
    /// 1…5, a list and a shown language named, a retention in 0.70…0.97 when set.
    func validate() throws(InvalidStoredValue) {
        _ = try BoxShape.stored(rows: boxRows, columns: boxColumns)
        try InvalidStoredValue.check(Grade(rawValue: grade) != nil, "grade = \(grade)")
        try InvalidStoredValue.check(!list.isEmpty, "list: empty")
        try InvalidStoredValue.check(!shownLanguage.isEmpty, "shownLanguage: empty")
        if let retention {
            try InvalidStoredValue.check(retention.isFinite, "retention = \(retention)")
            try InvalidStoredValue.check("retention", retention, in: Settings.retentionRange)
        }
    }
}
