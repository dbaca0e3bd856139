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
