/// A trial replayed slowly, remembering why each value was written and each candidate removed,
/// so that its contradiction can be traced back to the few singles it needs (`TrialChain`).
/// Only for a step being explained: the search itself runs on `LogicGrid.propagateSingles`,
/// whose order this follows exactly (cells for naked singles, then houses for hidden singles,
/// again and again), so it reaches the same contradiction.
struct TrialRecorder {
    private let tables: LogicTables
    private(set) var cells: [UInt8]
    private(set) var candidates: [UInt32]
    private var emptyCount: Int
    /// The candidates before the trial: one missing there was gone before, and needs no link.
    private let before: [UInt32]
    /// removedBy[cell * N + value − 1]: the link whose value removed that candidate, or −1.
    private var removedBy: [Int]
    /// filledBy[cell]: the link that wrote the cell's value, or −1 (given or found before).
    private var filledBy: [Int]
    /// The links written, each with the links it needs (those that made it forced).
    private(set) var links: [(link: TrialChain.Link, needs: [Int])] = []

    init(_ grid: LogicGrid, tables: LogicTables) {
        self.tables = tables
        cells = grid.cells
        candidates = grid.candidates
        emptyCount = grid.emptyCount
        before = grid.candidates
        removedBy = [Int](repeating: -1, count: tables.cellCount * tables.size)
        filledBy = [Int](repeating: -1, count: tables.cellCount)
    }

    /// Writes `value` in `cell` as a link of the chain; returns its index.
    @discardableResult
    mutating func place(_ cell: Int, _ value: Int, reason: TrialChain.Reason, needs: [Int]) -> Int {
        let link = links.count
        links.append((TrialChain.Link(placement: Placement(cell: cell, value: value), reason: reason), needs))
        cells[cell] = UInt8(value)
        candidates[cell] = 0
        filledBy[cell] = link
        emptyCount -= 1
        let bit = UInt32(1) << UInt32(value - 1)
        for k in cell * tables.peerCount..<(cell + 1) * tables.peerCount {
            let peer = tables.peers[k]
            if candidates[peer] & bit != 0 {
                candidates[peer] &= ~bit
                removedBy[peer * tables.size + value - 1] = link
            }
        }
        return link
    }

    /// Places singles until a contradiction, which it returns with the links it needs; nil when
    /// the singles stop without one.
    mutating func propagate() -> (TrialChain.Contradiction, needs: [Int])? {
        let n = tables.size, all = tables.allMask
        var progress = true
        while progress && emptyCount > 0 {
            progress = false
            for cell in 0..<tables.cellCount where cells[cell] == 0 {
                let mask = candidates[cell]
                if mask == 0 { return (.noCandidate(cell: cell), removers(in: cell, except: 0)) }
                if mask & (mask - 1) == 0 {
                    let value = mask.trailingZeroBitCount + 1
                    place(cell, value, reason: .nakedSingle, needs: removers(in: cell, except: value))
                    progress = true
                }
            }
            for house in 0..<tables.houseCount {
                let houseCells = (0..<n).map { tables.houseCells[house * n + $0] }
                var once: UInt32 = 0, twice: UInt32 = 0, filled: UInt32 = 0
                for cell in houseCells {
                    if cells[cell] != 0 {
                        filled |= 1 << UInt32(cells[cell] - 1)
                    } else {
                        twice |= once & candidates[cell]
                        once |= candidates[cell]
                    }
                }
                if (once | filled) != all {
                    let value = (all & ~(once | filled)).trailingZeroBitCount + 1
                    return (.noPlace(value: value, house: tables.house(house)), reasons(value, in: houseCells, except: -1))
                }
                var singles = once & ~twice & ~filled
                while singles != 0 {
                    let value = singles.trailingZeroBitCount + 1
                    singles &= singles - 1
                    let bit = UInt32(1) << UInt32(value - 1)
                    guard let cell = houseCells.first(where: { cells[$0] == 0 && candidates[$0] & bit != 0 }) else {
                        return (.noPlace(value: value, house: tables.house(house)), reasons(value, in: houseCells, except: -1))
                    }
                    place(cell, value, reason: .hiddenSingle(tables.house(house)), needs: reasons(value, in: houseCells, except: cell))
                    progress = true
                }
            }
        }
        return nil
    }

    /// The links that removed `cell`'s candidates of before the trial, but `value`'s.
    private func removers(in cell: Int, except value: Int) -> [Int] {
        (1...tables.size).compactMap { candidate in
            guard candidate != value, before[cell] & (1 << UInt32(candidate - 1)) != 0 else { return nil }
            let link = removedBy[cell * tables.size + candidate - 1]
            return link >= 0 ? link : nil
        }
    }

    /// The links that took every place of `value` in `houseCells` but `cell`'s: a value written
    /// there, or `value` removed there.
    private func reasons(_ value: Int, in houseCells: [Int], except cell: Int) -> [Int] {
        houseCells.compactMap { other in
            guard other != cell else { return nil }
            if filledBy[other] >= 0 { return filledBy[other] }
            let link = cells[other] == 0 ? removedBy[other * tables.size + value - 1] : -1
            return link >= 0 ? link : nil
        }
    }

    /// The links among `links[range]` that `needs` lead back to, in order, as chain links.
    func chainLinks(needing needs: [Int], in range: Range<Int>) -> [TrialChain.Link] {
        closure(needs).filter(range.contains).map { links[$0].link }
    }

    /// Every link `needs` leads back to, the links themselves included.
    func closure(_ needs: [Int]) -> [Int] {
        var needed = Set<Int>(), queue = needs
        while let link = queue.popLast() {
            guard needed.insert(link).inserted else { continue }
            queue += links[link].needs
        }
        return needed.sorted()
    }
}

extension LogicSolver {
    /// How assuming `value` in `cell` of `grid` fails, as a trial step found it: by singles
    /// alone, or by singles then a two-candidate cell that fails both ways. nil if it does not
    /// fail (a trial step is never made so).
    func trialChain(assuming cell: Int, _ value: Int, in grid: LogicGrid) -> TrialChain? {
        var recorder = TrialRecorder(grid, tables: tables)
        let assumption = recorder.place(cell, value, reason: .assumed, needs: [])
        if let (contradiction, needs) = recorder.propagate() {
            return TrialChain(links: recorder.chainLinks(needing: needs + [assumption], in: 0..<recorder.links.count),
                              ending: .contradiction(contradiction))
        }
        let top = 0..<recorder.links.count
        // The first two-candidate cell that fails both ways, in the order `failsBothWays` tries them.
        for pivot in 0..<tables.cellCount where recorder.cells[pivot] == 0 && recorder.candidates[pivot].nonzeroBitCount == 2 {
            var branches: [(TrialRecorder, TrialChain.Contradiction, needs: [Int])] = []
            for branchValue in CandidateSet(mask: recorder.candidates[pivot]) {
                var branch = recorder
                let assumed = branch.place(pivot, branchValue, reason: .assumed, needs: [])
                guard let (contradiction, needs) = branch.propagate() else { break }
                branches.append((branch, contradiction, needs + [assumed]))
            }
            guard branches.count == 2 else { continue }
            let needed = Set(branches.flatMap { $0.0.closure($0.needs) }).union([assumption])
            let chains = branches.map { branch, contradiction, needs in
                TrialChain(links: branch.chainLinks(needing: needs, in: top.upperBound..<branch.links.count),
                           ending: .contradiction(contradiction))
            }
            return TrialChain(links: recorder.chainLinks(needing: needed.filter(top.contains), in: top),
                              ending: .bothWays(cell: pivot, branches: chains))
        }
        return nil
    }
}
