// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "WordSudoku",
    // Built and tested on Linux only, so no other platform is declared. (On Apple systems the
    // engine's shared shape tables would need macOS 15 / iOS 18 for Synchronization's Mutex.)
    products: [
        .library(name: "SudokuEngine", targets: ["SudokuEngine"]),
        .library(name: "WordSudokuKit", targets: ["WordSudokuKit"]),
        .executable(name: "word-sudoku", targets: ["word-sudoku"]),
    ],
    targets: [
        // Box shapes, boards, solvers, generator, puzzle text. Standard library only.
        .target(name: "SudokuEngine"),
        // Word lists, game session, store, strings (EN/FR). Depends on the engine only.
        .target(name: "WordSudokuKit", dependencies: ["SudokuEngine"]),
        // Raw terminal, keys, screen buffer, screens. The only module that talks to a TTY.
        .target(name: "TerminalUI", dependencies: ["WordSudokuKit", "SudokuEngine"]),
        // The learning benchmark's simulated learners and the harness that has them play the
        // game's own code (issue 24): tooling for `bench --only learning`, not part of the game.
        .target(name: "LearningLab", dependencies: ["WordSudokuKit", "SudokuEngine"]),
        // Command-line parsing and dispatch. Thin.
        .executableTarget(name: "word-sudoku", dependencies: ["SudokuEngine", "WordSudokuKit", "TerminalUI", "LearningLab"]),

        // What every test target shares (the package's files, a clock the test moves): test
        // support, not part of any product.
        .target(name: "TestSupport", dependencies: ["WordSudokuKit"], path: "Tests/TestSupport"),

        .testTarget(name: "SudokuEngineTests", dependencies: ["SudokuEngine", "TestSupport"]),
        .testTarget(name: "WordSudokuKitTests", dependencies: ["WordSudokuKit", "SudokuEngine", "TestSupport"]),
        .testTarget(name: "LearningLabTests", dependencies: ["LearningLab", "WordSudokuKit", "SudokuEngine", "TestSupport"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "WordSudokuKit", "SudokuEngine", "TestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["word-sudoku", "WordSudokuKit", "SudokuEngine", "TestSupport"]),
    ]
)
