extension LearnerMemory: StoredValue {
    /// Every record in a Leitner box 1…5 with bounded counts, seen = right + wrong (each
    /// answer counts once, right or wrong).
    func validate() throws(InvalidStoredValue) {
        for (player, words) in players {
            for (key, record) in words {
                let name = "players[\(player)][\(key)]"
                try InvalidStoredValue.check("\(name).box", record.box, in: Self.boxes)
                try InvalidStoredValue.check("\(name).right", record.right, in: StoreLimits.count)
                try InvalidStoredValue.check("\(name).wrong", record.wrong, in: StoreLimits.count)
                try InvalidStoredValue.check(record.seen == record.right + record.wrong, "\(name).seen ≠ right + wrong")
            }
        }
    }
}
