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
}
