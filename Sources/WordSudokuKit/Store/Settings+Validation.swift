import SudokuEngine

extension Settings: StoredValue {
    /// Every setting within the values `Settings.keys` allows: a box shape on offer, a grade
    /// 1…5, a list and a shown language named.
    func validate() throws(InvalidStoredValue) {
        _ = try BoxShape.stored(rows: boxRows, columns: boxColumns)
        try InvalidStoredValue.check(Grade(rawValue: grade) != nil, "grade = \(grade)")
        try InvalidStoredValue.check(!list.isEmpty, "list: empty")
        try InvalidStoredValue.check(!shownLanguage.isEmpty, "shownLanguage: empty")
    }
}
