/// The grid sizes people play: a size-N grid has N symbols, so it needs N pairs.
public enum GridSizes {
    /// 4×4, 6×6, 8×8, 9×9, 12×12, 16×16, 25×25.
    public static let all = [4, 6, 8, 9, 12, 16, 25]
}

extension WordList {
    /// Whether the list has enough pairs for a `size`×`size` grid.
    public func fits(size: Int) -> Bool { pairs.count >= size }

    /// The sizes of `GridSizes.all` this list can fill.
    public var fillableSizes: [Int] { GridSizes.all.filter(fits(size:)) }

    /// Fails with the sentence a teacher can act on when the list is too small for the grid,
    /// e.g. `animals.json has 6 pairs; a 9×9 grid needs 9 — choose 6×6, or add 3 pairs`.
    func requireFits(size: Int, name: String) throws(WordListError) {
        if !fits(size: size) { throw .tooFewPairs(list: name, pairs: pairs.count, size: size) }
    }
}
