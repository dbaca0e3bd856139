/// The reduction by locked candidates (pointing and claiming) on box segments, and the
/// elimination of symbols from a cell that it and propagation share.
extension _Search {
    /// What a reduction did.
    enum Reduction { case none, changed, contradiction }

    /// Removes from candidates what box–line interactions forbid: a symbol confined to one
    /// segment (a box's part of a row or column) in the box leaves the rest of the line, and
    /// one confined to the segment in the line leaves the rest of the box.
    ///
    /// A symbol is confined to a segment when it is in no other segment of the box (or line):
    /// with `twice` = the symbols in at least two segments, that is `segment & ~twice`.
    @inline(__always)
    mutating func lockedCandidates(_ state: UnsafeMutablePointer<UInt32>) -> Reduction {
        // The candidates of every segment, rows and columns together, in one pass over the
        // empty cells.
        segments.update(repeating: 0, count: segmentCount)
        for wordIndex in 0..<words {
            var bits = emptyCells(wordIndex)
            while bits != 0 {
                let cell = wordIndex &<< 6 &+ bits.trailingZeroBitCount
                bits &= bits &- 1
                let mask = state[cell]
                let own = segmentsOfCell + cell &* 2
                segments[Int(own[0])] |= mask
                segments[Int(own[1])] |= mask
            }
        }
        var changed = false
        if !lockedCandidates(state, masks: segments, lines: size, segmentsPerLine: rowSegmentsPerLine,
                             segmentLength: boxColumns, linesPerBox: boxRows,
                             lineStep: size, cellStep: 1, &changed) { return .contradiction }
        if !lockedCandidates(state, masks: segments + rowSegmentCount, lines: size,
                             segmentsPerLine: columnSegmentsPerLine, segmentLength: boxRows, linesPerBox: boxColumns,
                             lineStep: 1, cellStep: size, &changed) { return .contradiction }
        return changed ? .changed : .none
    }

    /// Box–line reductions along rows (`lineStep` N, `cellStep` 1) or columns (1, N).
    ///
    /// Band by band (the lines crossing the same boxes): one pass over the band's segments
    /// gathers the symbols in two or more segments of each line and of each box, a second
    /// finds the segments where a symbol is confined in one but not the other. Two reads per
    /// segment, in order; the reductions themselves are rare, and made apart (`reduce`).
    /// Counted loops written as `while`, with wrapping steps: a `for` over a range checks its
    /// bounds first, and on a 9×9 grid every loop here is three turns long.
    @inline(__always)
    mutating func lockedCandidates(_ state: UnsafeMutablePointer<UInt32>, masks: UnsafeMutablePointer<UInt32>,
                                   lines: Int, segmentsPerLine: Int,
                                   segmentLength: Int, linesPerBox: Int, lineStep: Int, cellStep: Int,
                                   _ changed: inout Bool) -> Bool {
        // lineTwice[k]: the symbols in two or more segments of the band's line k;
        // boxOnce[j], boxTwice[j]: the symbols in one, in two or more segments of box j of the band.
        let lineTwice = segments + segmentCount
        let boxOnce = lineTwice + lines
        let boxTwice = boxOnce + segmentsPerLine
        var bandMasks = masks
        var band = 0
        while band < lines {
            var j = 0
            while j < segmentsPerLine {
                boxOnce[j] = 0
                boxTwice[j] = 0
                j &+= 1
            }
            var mask = bandMasks
            var k = 0
            while k < linesPerBox {
                var once: UInt32 = 0, twice: UInt32 = 0
                j = 0
                while j < segmentsPerLine {
                    let symbols = mask.pointee
                    mask += 1
                    twice |= once & symbols
                    once |= symbols
                    boxTwice[j] |= boxOnce[j] & symbols
                    boxOnce[j] |= symbols
                    j &+= 1
                }
                lineTwice[k] = twice
                k &+= 1
            }
            mask = bandMasks
            k = 0
            while k < linesPerBox {
                let inLineElsewhere = lineTwice[k]
                j = 0
                while j < segmentsPerLine {
                    let symbols = mask.pointee
                    mask += 1
                    // Confined to this segment in the box or in the line, but not in both: one
                    // test for the two reductions, most often false.
                    let confinedInOne = symbols & (boxTwice[j] ^ inLineElsewhere)
                    if confinedInOne != 0 && !reduce(state, confinedInOne, inLineElsewhere: inLineElsewhere,
                                                     line: band &+ k, band: band, segment: j,
                                                     segmentsPerLine: segmentsPerLine, segmentLength: segmentLength,
                                                     linesPerBox: linesPerBox, lineStep: lineStep, cellStep: cellStep,
                                                     &changed) { return false }
                    j &+= 1
                }
                k &+= 1
            }
            band &+= linesPerBox
            bandMasks = mask
        }
        return true
    }

    /// The reductions of one segment (`segment` of `line`, in the band from line `band`):
    /// `confined` holds the symbols confined to it in its box or in its line, not both. Those
    /// elsewhere in the line leave the rest of the line; the others, elsewhere in the box,
    /// leave the rest of the box. False on a contradiction. Not inlined: the band loops it
    /// leaves keep their values in registers.
    @inline(never)
    mutating func reduce(_ state: UnsafeMutablePointer<UInt32>, _ confined: UInt32, inLineElsewhere: UInt32,
                         line: Int, band: Int, segment j: Int, segmentsPerLine: Int, segmentLength: Int,
                         linesPerBox: Int, lineStep: Int, cellStep: Int, _ changed: inout Bool) -> Bool {
        let segmentStep = segmentLength &* cellStep
        // Only in this segment of the box, but elsewhere in the line.
        let pointing = confined & inLineElsewhere
        if pointing != 0 {
            var cell = line &* lineStep
            for j2 in 0..<segmentsPerLine {
                if j2 != j {
                    for _ in 0..<segmentLength {
                        if !eliminate(pointing, at: cell, state, &changed) { return false }
                        cell &+= cellStep
                    }
                } else {
                    cell &+= segmentStep
                }
            }
        }
        // Only in this segment of the line, but elsewhere in the box.
        let claiming = confined & ~inLineElsewhere
        if claiming != 0 {
            for k2 in band..<(band &+ linesPerBox) where k2 != line {
                var cell = k2 &* lineStep &+ j &* segmentStep
                for _ in 0..<segmentLength {
                    if !eliminate(claiming, at: cell, state, &changed) { return false }
                    cell &+= cellStep
                }
            }
        }
        return true
    }

    /// Removes `symbols` from an empty `cell`; queues it if one candidate is left, false if none.
    @inline(__always)
    mutating func eliminate(_ symbols: UInt32, at cell: Int, _ state: UnsafeMutablePointer<UInt32>,
                            _ changed: inout Bool) -> Bool {
        let word = state[cell]
        var removed = word & symbols
        if removed == 0 || word & _placedFlag != 0 { return true }
        let rest = word & ~symbols
        if rest == 0 { return false }
        state[cell] = rest
        changed = true
        if rest & (rest &- 1) == 0 {
            queue[queueTail] = UInt16(truncatingIfNeeded: cell)
            queueTail &+= 1
        }
        let cellWord = boards + cell &>> 6
        let cellBit: UInt64 = 1 &<< UInt64(truncatingIfNeeded: cell & 63)
        while removed != 0 {
            let symbol = removed.trailingZeroBitCount
            removed &= removed &- 1
            cellWord[symbol &* words] &= ~cellBit
            if !uncount(symbol, cell: cell) { return false }
        }
        return true
    }
}
