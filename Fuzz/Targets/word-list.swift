import SudokuEngine
import WordSudokuKit

// The list loader: a teacher's file as JSON, TSV or CSV (or guessed from its content), then
// used as `play --words FILE` uses it: a 4×4 game made from it.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = bytes(data, size)
    guard let first = input.first else { return 0 }
    // The first byte picks the file's extension, so each format is reached from any content.
    let names = ["list.json", "list.tsv", "list.csv", "list.txt"]
    let name = names[Int(first) % names.count]
    guard let list = try? WordList(bytes: Array(input.dropFirst()), fileName: name) else { return 0 }
    guard list.pairs.count >= 4, let shape = try? BoxShape(rows: 2, columns: 2) else { return 0 }
    _ = try? GameFactory.makeSession(shape: shape, grade: .beginner, listName: name, list: list,
                                     shownLanguage: nil, mode: .immediate, peekLimit: nil,
                                     player: "fuzz", seed: 1)
    return 0
}
