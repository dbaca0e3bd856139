/// A figure of another program, measured on this machine, that `bench` prints beside ours with
/// the ratio, so a regression (or a lead lost) shows at a glance.
struct BenchAnchor: Sendable {
    /// What was measured, e.g. `Solo 9x9 basic`.
    let name: String
    let value: Double
    /// The unit of `value`, e.g. `ms`.
    let unit: String
    /// The program and how it was run.
    let source: String
    /// When it was measured (YYYY-MM-DD, or the latest day it is known to hold).
    let date: String
}
