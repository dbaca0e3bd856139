// The page script's own tests, run with node (no package): `node Web/test/page-test.js`.
// It passes the vectors the Swift kit passes too (Web/answer-vectors.json): answers, hashes,
// result codes and scores. Exits non-zero on the first failure, naming it.
"use strict";
var path = require("path");
var fs = require("fs");
var page = require(path.join(__dirname, "..", "page.js"));
var vectors = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "answer-vectors.json"), "utf8"));

var checked = 0, failures = [];
function expect(what, actual, expected) {
  checked += 1;
  var a = JSON.stringify(actual), e = JSON.stringify(expected);
  if (a !== e) failures.push(what + ": got " + a + ", expected " + e);
}

vectors.matcher.forEach(function (group) {
  var matcher = new page.AnswerMatcher(group.words, group.language, group.strictAccents);
  group.cases.forEach(function (c) {
    var got = matcher.match(c.input);
    var summary = { kind: got.kind };
    var want = { kind: c.kind };
    if (c.kind === "matched") {
      summary.pair = got.pair; summary.correction = got.correction || null;
      want.pair = c.pair; want.correction = c.correction;
      if (c.expected !== undefined) { summary.expected = got.expected; want.expected = c.expected; }
    } else if (c.kind === "ambiguous") { summary.words = got.words; want.words = c.words; }
    else if (c.kind === "nearMiss") { summary.pair = got.pair; summary.word = got.word; want.pair = c.pair; want.word = c.word; }
    expect(group.language + " " + JSON.stringify(c.input), summary, want);
  });
});
vectors.sha256.forEach(function (v) { expect("sha256 " + JSON.stringify(v.input), page.sha256Hex(v.input), v.hex); });
vectors.cellHash.forEach(function (v) { expect("cellHash", page.cellHash(v.salt, v.cell, v.bankIndex), v.hex); });
vectors.pairHash.forEach(function (v) { expect("pairHash", page.pairHash(v.salt, v.symbol, v.bankIndex), v.hex); });
vectors.resultCode.forEach(function (v) { expect("resultCode " + v.name, page.resultCode(v), v.text); });
vectors.scores.forEach(function (v) {
  expect("score " + JSON.stringify(v), page.computeScore(v.valid, v.size, v.grade, v.cellsToFill, v.seconds, v.mistakes, v.hints, v.peeks), v.score);
});
// Whole games, as the kit's GameSession plays them: each move's outcome, mistakes, words missed, score.
var g = vectors.games;
g.cases.forEach(function (game) {
  var salt = "vector|" + game.mode;
  var puzzle = { size: g.size, boxRows: g.boxRows, boxColumns: g.boxColumns, grade: g.grade, peekLimit: g.peekLimit, mode: game.mode,
                 givens: g.givens, salt: salt, bank: g.givens.slice(0, g.size).map(function (_, b) { return { word: "w" + b }; }),
                 cells: g.solution.map(function (s, cell) { return g.givens[cell] ? "" : page.cellHash(salt, cell, s - 1); }),
                 pairs: g.solution.slice(0, g.size).map(function (_, i) { return page.pairHash(salt, i + 1, i); }) };
  var state = page.newGameState(puzzle);
  var outcomes = game.moves.map(function (move) {
    if (move[0] === "place") {
      var o = page.gamePlace(puzzle, state, move[1], move[2] - 1);
      return o.kind === "refused" ? "refused" : o.right ? "right" : o.flagged ? "flagged" : "wrong";
    }
    if (move[0] === "erase") return page.gameErase(puzzle, state, move[1]) ? "erased" : "refused";
    if (move[0] === "undo") return page.gameUndo(puzzle, state) >= 0 ? "undone" : "refused";
    if (move[0] === "peek") return page.gamePeek(puzzle, state) ? "peeked" : "refused";
    return "unknown move";
  });
  expect("game " + game.name + ": outcomes", outcomes, game.outcomes);
  state.seconds = game.seconds;
  page.gameFinish(puzzle, state);
  expect("game " + game.name + ": result",
         { solved: state.finished.solved, mistakes: state.mistakes, peeks: state.peeks, missed: state.finished.missed, score: page.gameScore(puzzle, state) },
         { solved: game.solved, mistakes: game.mistakes, peeks: game.peeks, missed: game.missed, score: game.score });
  // A reload keeps it: the state is plain JSON.
  expect("game " + game.name + ": saved", page.restoredGameState(puzzle, JSON.parse(JSON.stringify(state))), state);
});
// A save from before the evidence was kept is played on, its words not yet answered.
var oldSave = { cells: g.givens.map(function () { return -1; }), wrong: [], tried: [3], mistakes: 1, peeks: 0, seconds: 9, undo: [], finished: null, name: "" };
var restored = page.restoredGameState({ givens: g.givens, bank: [1, 2, 3, 4] }, oldSave);
expect("old save restored", [restored.mistakes, restored.evidence.length, restored.tried], [1, 4, [3]]);
expect("damaged save refused", page.restoredGameState({ givens: g.givens, bank: [1, 2, 3, 4] }, { cells: [1] }), null);

// A long input is hashed over several blocks, as the kit's does (64-byte boundaries).
expect("sha256 of 1000 'a'", page.sha256Hex("a".repeat(1000)).slice(0, 16), "41edece42d63e8d9");
// A name never carries the separator or a control character, and is cut at 40 characters.
expect("cleanName", page.cleanName(" Ann\u0007~Lee\u200b "), "Ann Lee");
expect("cleanName length", Array.from(page.cleanName("é".repeat(60))).length, 40);

if (failures.length > 0) {
  failures.forEach(function (f) { console.error("FAIL " + f); });
  console.error(failures.length + " of " + checked + " checks failed");
  process.exit(1);
}
console.log("page-test: " + checked + " checks passed");
