import SudokuEngine

// The puzzle reader, as `solve` and `rate` use it: lines of a file (any bytes), with or
// without `--box`; every puzzle read is checked, and the small ones solved.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = bytes(data, size)
    guard let first = input.first else { return 0 }
    // The first byte picks the `--box` given: none, or one of the supported shapes.
    let shapes: [(Int, Int)] = [(2, 2), (2, 3), (3, 2), (3, 3), (3, 4), (4, 4), (5, 5)]
    let pick = Int(first) % (shapes.count + 1)
    let shape = pick == 0 ? nil : try? BoxShape(rows: shapes[pick - 1].0, columns: shapes[pick - 1].1)
    let body = Array(input.dropFirst())

    var items: [PuzzleReader.Item] = []
    var reader = PuzzleReader(shape: shape)
    var number = 0
    for line in body.split(separator: 10, omittingEmptySubsequences: false) {
        number += 1
        let item = Array(line).withUnsafeBufferPointer { reader.read(line: $0, number: number) }
        if let item { items.append(item) }
    }
    if let item = reader.finish() { items.append(item) }

    // The text reader must agree with itself, and every puzzle it reads must be usable.
    let text = String(decoding: body, as: UTF8.self)
    _ = PuzzleText.puzzles(in: text, shape: shape)
    _ = try? PuzzleText.parse(text, shape: shape)
    for case let .puzzle(board, _) in items {
        _ = PuzzleText.line(board)
        _ = PuzzleText.pretty(board)
        if board.issues.isEmpty && board.shape.size <= 6 {
            _ = ExactSolver(shape: board.shape).solve(board)
        }
    }
    return 0
}
