/// Writes lines to standard output at once (no buffering: a script reading answers sees each);
/// a failure is kept by `StandardOutput`, and the run ends with exit 73.
func emit(_ lines: [String]) {
    guard !lines.isEmpty else { return }
    var text = lines.joined(separator: "\n")
    text.append("\n")
    text.withUTF8 { StandardOutput.write(UnsafeRawBufferPointer($0)) }
}
