/// Calls `body` with each k-element combination of `0..<count` (indices in increasing order),
/// in lexicographic order, until `body` returns a non-nil result.
func firstCombination<Result>(of count: Int, choosing k: Int, _ body: ([Int]) -> Result?) -> Result? {
    guard k >= 1, k <= count else { return nil }
    var indices = Array(0..<k)
    while true {
        if let result = body(indices) { return result }
        var i = k - 1
        while i >= 0 && indices[i] == count - k + i { i -= 1 }
        if i < 0 { return nil }
        indices[i] += 1
        for j in (i + 1)..<k { indices[j] = indices[j - 1] + 1 }
    }
}
