// The playable page of `word-sudoku worksheet --format web`: plays the puzzles of the data block
// (id "puzzle-data") as the terminal game does. Embedded into the program by Scripts/embed-data.sh;
// tested by Web/test/page-test.js (node) against Web/answer-vectors.json, the vectors the Swift
// kit passes too (WebAnswerVectorTests), so there is one definition of a right answer.
//
// The answers are not in the page: each empty cell holds only a salted SHA-256 of the bank
// word that belongs there. A typed word is first matched to one of the bank's words exactly as
// the kit's AnswerMatcher does (case, spaces, accents, articles, gender notes forgiven), then the
// cell's hash says whether it is that cell's word.
"use strict";

// MARK: SHA-256 (FIPS 180-4), the same algorithm as the kit's SHA256.swift.

var SHA_K = [
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
];

function utf8Bytes(text) {
  var bytes = [];
  for (var i = 0; i < text.length; i++) {
    var c = text.codePointAt(i);
    if (c > 0xffff) i++;
    if (c < 0x80) bytes.push(c);
    else if (c < 0x800) bytes.push(0xc0 | c >> 6, 0x80 | c & 63);
    else if (c < 0x10000) bytes.push(0xe0 | c >> 12, 0x80 | c >> 6 & 63, 0x80 | c & 63);
    else bytes.push(0xf0 | c >> 18, 0x80 | c >> 12 & 63, 0x80 | c >> 6 & 63, 0x80 | c & 63);
  }
  return bytes;
}

function sha256Hex(text) {
  var m = utf8Bytes(text);
  var bitLength = m.length * 8;
  m.push(0x80);
  while (m.length % 64 !== 56) m.push(0);
  var high = Math.floor(bitLength / 0x100000000), low = bitLength >>> 0;
  m.push(high >>> 24 & 255, high >>> 16 & 255, high >>> 8 & 255, high & 255,
         low >>> 24 & 255, low >>> 16 & 255, low >>> 8 & 255, low & 255);
  var h = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
  var w = new Array(64);
  function rotr(x, n) { return x >>> n | x << (32 - n); }
  for (var chunk = 0; chunk < m.length; chunk += 64) {
    for (var i = 0; i < 16; i++) {
      var j = chunk + 4 * i;
      w[i] = (m[j] << 24 | m[j + 1] << 16 | m[j + 2] << 8 | m[j + 3]) >>> 0;
    }
    for (i = 16; i < 64; i++) {
      var s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ w[i - 15] >>> 3;
      var s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ w[i - 2] >>> 10;
      w[i] = (w[i - 16] + s0 + w[i - 7] + s1) >>> 0;
    }
    var a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
    for (i = 0; i < 64; i++) {
      var t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + (e & f ^ ~e & g) + SHA_K[i] + w[i]) >>> 0;
      var t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + (a & b ^ a & c ^ b & c)) >>> 0;
      hh = g; g = f; f = e; e = (d + t1) >>> 0; d = c; c = b; b = a; a = (t1 + t2) >>> 0;
    }
    var next = [a, b, c, d, e, f, g, hh];
    for (i = 0; i < 8; i++) h[i] = (h[i] + next[i]) >>> 0;
  }
  return h.map(function (x) { return ("00000000" + x.toString(16)).slice(-8); }).join("");
}

// MARK: Answers, as the kit's WordNormalizer and AnswerMatcher compare them.

var OMISSIBLE = {
  fr: ["le ", "la ", "les ", "l'", "un ", "une ", "des "],
  en: ["the ", "a ", "an ", "to "],
  es: ["el ", "la ", "los ", "las ", "un ", "una "],
  it: ["il ", "lo ", "la ", "i ", "gli ", "le ", "l'", "un ", "uno ", "una ", "un'"],
  de: ["der ", "die ", "das ", "ein ", "eine ", "zu "],
  pt: ["o ", "a ", "os ", "as ", "um ", "uma "]
};
var ELIDED = { fr: ["l", "d"], it: ["l", "un"] };
var GENDER_NOTES = ["m", "f", "n", "pl", "m pl", "f pl", "n pl", "mpl", "fpl", "m/f", "mf", "m.", "f.", "m, f"];
var ELISION_VOWELS = "aeiouyhàâäéèêëîïôöùûüœæ";

// Trimmed, inner spaces collapsed to one, NFC, typographic apostrophes straight, lowercased.
function wordKey(text) {
  var t = text.normalize("NFC").replace(/[\u2019\u02BC]/g, "'");
  // Swift's Character.isWhitespace: Unicode White_Space (JavaScript's \s adds U+FEFF, lacks U+0085).
  t = t.split(/[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/).filter(function (p) { return p.length > 0; }).join(" ");
  return t.toLowerCase();
}

function withoutAccents(key) {
  return key.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/\u0153/g, "oe").replace(/\u00e6/g, "ae");
}

function withElisionRepaired(key, language) {
  var articles = ELIDED[language] || [];
  for (var i = 0; i < articles.length; i++) {
    var article = articles[i];
    if (key.indexOf(article + " ") === 0) {
      var rest = key.slice(article.length + 1);
      var first = String.fromCodePoint(rest.codePointAt(0) || 0);
      if (rest.length > 0 && ELISION_VOWELS.indexOf(first) >= 0) return article + "'" + rest;
    }
  }
  return key;
}

function withoutArticle(key, language) {
  var articles = OMISSIBLE[language] || [];
  for (var i = 0; i < articles.length; i++) {
    if (key.indexOf(articles[i]) === 0 && key.length > articles[i].length) return key.slice(articles[i].length);
  }
  return null;
}

function withoutGenderNote(key) {
  if (key.charAt(key.length - 1) !== ")") return null;
  var open = key.lastIndexOf("(");
  if (open < 0) return null;
  var note = key.slice(open + 1, key.length - 1).trim();
  if (GENDER_NOTES.indexOf(note) < 0) return null;
  var rest = key.slice(0, open).trim();
  return rest.length === 0 ? null : rest;
}

function answerKeys(word, language) {
  var key = wordKey(word);
  var noNote = withoutGenderNote(key);
  if (noNote === null) noNote = key;
  var keys = [key, noNote];
  var noArticle = withoutArticle(noNote, language);
  if (noArticle !== null) keys.push(noArticle);
  return keys.filter(function (k, i) { return keys.indexOf(k) === i; });
}

// Edit distance of two strings (by code point): insertions, deletions, substitutions and two
// neighbours swapped, one edit each (the kit's EditDistance); null when above `limit`.
function editDistance(a, b, limit) {
  a = Array.from(a); b = Array.from(b);
  if (Math.abs(a.length - b.length) > limit) return null;
  if (a.length === 0) return b.length <= limit ? b.length : null;
  var beforePrevious = [], previous = [], previousBest = 0;
  for (var j = 0; j <= b.length; j++) { previous.push(j); beforePrevious.push(0); }
  for (var i = 1; i <= a.length; i++) {
    var row = [i], best = i;
    for (j = 1; j <= b.length; j++) {
      var cost = a[i - 1] === b[j - 1] ? 0 : 1;
      var value = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, beforePrevious[j - 2] + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > limit && previousBest >= limit) return null;
    previousBest = best;
    beforePrevious = previous;
    previous = row;
  }
  return previous[b.length] <= limit ? previous[b.length] : null;
}

// A matcher over `words` (one array of accepted forms per pair, the first shown) in `language`.
// match(text) returns {kind: "matched", pair, correction: null|"accents"|"article", expected},
// {kind: "ambiguous", words}, {kind: "nearMiss", pair, word} or {kind: "notInPuzzle"}.
function AnswerMatcher(words, language, strictAccents) {
  this.language = language;
  this.strict = !!strictAccents;
  this.exact = {}; this.unaccented = {}; this.bare = {}; this.cores = [];
  var self = this;
  function add(table, key, form) { (table[key] = table[key] || []).push(form); }
  words.forEach(function (forms, pair) {
    forms.forEach(function (word) {
      var form = { pair: pair, word: word };
      var key = wordKey(word);
      var noNote = withoutGenderNote(key); if (noNote === null) noNote = key;
      var noArticle = withoutArticle(noNote, language);
      answerKeys(word, language).forEach(function (variant) {
        add(self.exact, variant, form);
        add(self.unaccented, withoutAccents(variant), form);
      });
      add(self.bare, noArticle !== null ? noArticle : noNote, form);
      self.cores.push({ core: withoutAccents(noArticle !== null ? noArticle : noNote), form: form });
    });
  });
}

AnswerMatcher.outcome = function (forms, correction) {
  var pairs = [], words = [];
  forms.forEach(function (form) {
    if (pairs.indexOf(form.pair) < 0) { pairs.push(form.pair); words.push(form.word); }
  });
  if (pairs.length > 1) return { kind: "ambiguous", pairs: pairs, words: words };
  return { kind: "matched", pair: pairs[0], correction: correction, expected: correction ? words[0] : null };
};

AnswerMatcher.prototype.hasLeadingArticle = function (word) {
  var key = wordKey(word);
  var noNote = withoutGenderNote(key);
  return withoutArticle(noNote === null ? key : noNote, this.language) !== null;
};

AnswerMatcher.prototype.nearMiss = function (typed) {
  var best = { distance: Infinity, forms: [] };
  for (var i = 0; i < this.cores.length; i++) {
    var core = this.cores[i].core, form = this.cores[i].form;
    if (Array.from(core).length < 5) continue;
    var distance = editDistance(typed, core, Array.from(core).length >= 8 ? 2 : 1);
    if (distance === null || distance === 0) continue;
    if (distance < best.distance) best = { distance: distance, forms: [form] };
    else if (distance === best.distance && !best.forms.some(function (f) { return f.pair === form.pair; })) best.forms.push(form);
  }
  if (best.forms.length !== 1) return { kind: "notInPuzzle" };
  return { kind: "nearMiss", pair: best.forms[0].pair, word: best.forms[0].word };
};

AnswerMatcher.prototype.match = function (answer) {
  var key = withElisionRepaired(wordKey(answer), this.language);
  if (key.length === 0) return { kind: "notInPuzzle" };
  var noNote = withoutGenderNote(key);
  var answerKey = noNote === null ? key : noNote;
  if (this.exact.hasOwnProperty(answerKey)) return AnswerMatcher.outcome(this.exact[answerKey], null);
  var noArticle = withoutArticle(answerKey, this.language);
  if (noArticle !== null && this.bare.hasOwnProperty(noArticle)) {
    var forms = this.bare[noArticle];
    return AnswerMatcher.outcome(forms, this.hasLeadingArticle(forms[0].word) ? "article" : null);
  }
  if (this.strict) return { kind: "notInPuzzle" };
  var folded = withoutAccents(answerKey);
  if (!this.unaccented.hasOwnProperty(folded) && noArticle !== null) folded = withoutAccents(noArticle);
  if (this.unaccented.hasOwnProperty(folded)) return AnswerMatcher.outcome(this.unaccented[folded], "accents");
  return this.nearMiss(withoutAccents(noArticle !== null ? noArticle : answerKey));
};

// MARK: Score and result codes

// As the kit's Score.compute (README, "Scores"): base 100 × N × grade, a time bonus up to base
// when faster than 20 s a cell to fill, minus 10 % of base a mistake, 15 % a hint, 5 % a peek.
function computeScore(valid, size, grade, cellsToFill, seconds, mistakes, hints, peeks) {
  if (!valid) return 0;
  var base = 100 * size * grade;
  var par = Math.max(1, cellsToFill * 20);
  var bonus = seconds < par ? Math.floor(base * (par - seconds) / par) : 0;
  var penalty = Math.floor(base * (10 * mistakes + 15 * hints + 5 * peeks) / 100);
  return Math.max(0, base + bonus - penalty);
}

// A pupil's name as a result code carries it: no separator, no control or invisible
// character, single spaces, at most 40 characters.
function cleanName(name) {
  var t = Array.from(name.normalize("NFC").replace(/[~\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, " ").replace(/\s+/gu, " ").trim());
  return t.slice(0, 40).join("").trim();
}

// `R2~CODE~SHOWN~MODE~NAME~SOLVED~SECONDS~MISTAKES~PEEKS~MISSED~CHECK`: SHOWN is the givens'
// language (the bank is the other's); MODE is "i" when mistakes were shown at once, "f" when
// only at the finish (exam); MISSED lists bank positions (the bank's alphabetical order) joined
// by "."; CHECK is the first 6 hex digits of the SHA-256 of everything before it, so a typo or
// an edit is detected. The kit's ResultCode reads it (and the R1 codes of earlier pages, without MODE).
function resultCode(r) {
  var body = ["R2", r.code, r.shown, r.mode === "at-finish" ? "f" : "i", cleanName(r.name), r.solved ? 1 : 0, r.seconds, r.mistakes, r.peeks,
              r.missed.join(".")].join("~");
  return body + "~" + sha256Hex("word-sudoku-result|" + body).slice(0, 6);
}

// MARK: A game, as the kit's GameSession plays it

// The rules of one game, apart from the page so that node can play them against the vectors the
// kit's GameSession passes too (answer-vectors.json, "games"): a puzzle (size, boxRows,
// boxColumns, givens as symbols, salt, cell and pair hashes, the bank, peekLimit, mode) and a
// state the page keeps in local storage (plain JSON).

// The state of a puzzle not yet played.
function newGameState(puzzle) {
  return { cells: puzzle.givens.map(function () { return -1; }), wrong: puzzle.givens.map(function () { return false; }),
           tried: [], evidence: puzzle.bank.map(function () { return { recalled: false, shown: false, forgotten: false }; }),
           mistakes: 0, peeks: 0, seconds: 0, undo: [], finished: null, name: "" };
}

// A saved state as this script plays it: a save from before the evidence was kept gets none
// (its words count as not yet answered), a damaged one is refused (null).
function restoredGameState(puzzle, saved) {
  if (!saved || !Array.isArray(saved.cells) || saved.cells.length !== puzzle.givens.length) return null;
  if (!Array.isArray(saved.evidence) || saved.evidence.length !== puzzle.bank.length) saved.evidence = newGameState(puzzle).evidence;
  if (!Array.isArray(saved.tried)) saved.tried = [];
  if (!Array.isArray(saved.wrong)) saved.wrong = saved.cells.map(function () { return false; });
  if (!Array.isArray(saved.undo)) saved.undo = [];
  return saved;
}

function isExam(puzzle) { return puzzle.mode === "at-finish"; }

// The bank position of each symbol's word (index 0 for symbol 1), read from the dictionary's
// hashes (what a peek shows anyway).
function bankOfSymbols(puzzle) {
  if (!puzzle.bankOfSymbol) {
    puzzle.bankOfSymbol = [];
    for (var s = 1; s <= puzzle.size; s++) {
      var found = -1;
      for (var b = 0; b < puzzle.bank.length && found < 0; b++) if (pairHash(puzzle.salt, s, b) === puzzle.pairs[s - 1]) found = b;
      puzzle.bankOfSymbol.push(found);
    }
  }
  return puzzle.bankOfSymbol;
}

function peersOf(puzzle, cell) {
  var n = puzzle.size, r = Math.floor(cell / n), c = cell % n;
  var r0 = r - r % puzzle.boxRows, c0 = c - c % puzzle.boxColumns, peers = [];
  for (var other = 0; other < n * n; other++) {
    if (other === cell) continue;
    var ro = Math.floor(other / n), co = other % n;
    if (ro === r || co === c || (ro >= r0 && ro < r0 + puzzle.boxRows && co >= c0 && co < c0 + puzzle.boxColumns)) peers.push(other);
  }
  return peers;
}

function gameIsRight(puzzle, state, cell) {
  return state.cells[cell] >= 0 && cellHash(puzzle.salt, cell, state.cells[cell]) === puzzle.cells[cell];
}
function gameIsFilled(puzzle, state) {
  for (var cell = 0; cell < puzzle.givens.length; cell++) if (puzzle.givens[cell] === 0 && state.cells[cell] < 0) return false;
  return true;
}
function gameIsSolved(puzzle, state) {
  for (var cell = 0; cell < puzzle.givens.length; cell++) if (puzzle.givens[cell] === 0 && !gameIsRight(puzzle, state, cell)) return false;
  return true;
}

function gameChange(state, cell, bankIndex, wrong) {
  state.undo.push({ cell: cell, before: state.cells[cell], beforeWrong: !!state.wrong[cell] });
  if (state.undo.length > 500) state.undo.shift();
  state.cells[cell] = bankIndex;
  state.wrong[cell] = wrong;
}

// Places bank word `bankIndex` in `cell`: {kind: "placed", right, flagged} or {kind: "refused",
// why: "over" | "given" | "same"}. A wrong word is a mistake in both modes (never undone); it is
// flagged at once only when mistakes are shown at once. The evidence follows the kit's
// WordEvidence: a word placed right before anything showed it is recalled, unless wrong words
// were tried in that cell first (found by trial and error); a word typed where its own
// translation stands as a given in the row, column or box is forgotten.
function gamePlace(puzzle, state, cell, bankIndex) {
  if (state.finished) return { kind: "refused", why: "over" };
  if (puzzle.givens[cell] !== 0) return { kind: "refused", why: "given" };
  if (state.cells[cell] === bankIndex) return { kind: "refused", why: "same" };
  var right = cellHash(puzzle.salt, cell, bankIndex) === puzzle.cells[cell];
  gameChange(state, cell, bankIndex, !right);
  var evidence = state.evidence[bankIndex];
  if (right) {
    if (!evidence.recalled && !evidence.shown) {
      if (state.tried.indexOf(cell) >= 0) evidence.forgotten = true;
      else evidence.recalled = true;
    }
  } else {
    state.mistakes += 1;
    if (state.tried.indexOf(cell) < 0) state.tried.push(cell);
    var bankOfSymbol = bankOfSymbols(puzzle);
    if (peersOf(puzzle, cell).some(function (peer) { return puzzle.givens[peer] !== 0 && bankOfSymbol[puzzle.givens[peer] - 1] === bankIndex; })) {
      evidence.forgotten = true;
    }
  }
  return { kind: "placed", right: right, flagged: !right && !isExam(puzzle) };
}

function gameErase(puzzle, state, cell) {
  if (state.finished || cell < 0 || puzzle.givens[cell] !== 0 || state.cells[cell] < 0) return false;
  gameChange(state, cell, -1, false);
  return true;
}

// Takes back the last placement or erasure (mistakes, peeks and evidence stay): the cell, or -1.
function gameUndo(puzzle, state) {
  if (state.finished) return -1;
  var step = state.undo.pop();
  if (!step) return -1;
  state.cells[step.cell] = step.before;
  state.wrong[step.cell] = step.beforeWrong;
  return step.cell;
}

// One look at the dictionary: every word not yet recalled counts as looked up. false when none is left.
function gamePeek(puzzle, state) {
  if (state.finished || state.peeks >= puzzle.peekLimit) return false;
  state.peeks += 1;
  state.evidence.forEach(function (evidence) { if (!evidence.recalled) evidence.shown = true; });
  return true;
}

// The words to review, as bank positions: those the kit's learner memory rates "again"
// (forgotten, or looked up before they were recalled).
function gameMissed(state) {
  var missed = [];
  state.evidence.forEach(function (evidence, bankIndex) { if (evidence.forgotten || evidence.shown) missed.push(bankIndex); });
  return missed;
}

function gameFinish(puzzle, state) {
  if (state.finished) return;
  state.finished = { solved: gameIsSolved(puzzle, state), seconds: state.seconds, missed: gameMissed(state) };
}

function gameScore(puzzle, state) {
  var f = state.finished;
  var toFill = puzzle.givens.filter(function (g) { return g === 0; }).length;
  return computeScore(f.solved, puzzle.size, puzzle.grade, toFill, f.seconds, state.mistakes, 0, state.peeks);
}

// The right word's bank position for `cell` (found from its hash): only for the finish's corrections.
function gameAnswer(puzzle, cell) {
  for (var b = 0; b < puzzle.bank.length; b++) if (cellHash(puzzle.salt, cell, b) === puzzle.cells[cell]) return b;
  return -1;
}

function cellHash(salt, cell, bankIndex) {
  return sha256Hex(salt + "|cell|" + cell + "|" + bankIndex).slice(0, 16);
}

function pairHash(salt, symbol, bankIndex) {
  return sha256Hex(salt + "|pair|" + symbol + "|" + bankIndex).slice(0, 16);
}

if (typeof module !== "undefined") {
  module.exports = { sha256Hex: sha256Hex, wordKey: wordKey, withoutAccents: withoutAccents, AnswerMatcher: AnswerMatcher,
                     computeScore: computeScore, resultCode: resultCode, cleanName: cleanName, cellHash: cellHash, pairHash: pairHash,
                     newGameState: newGameState, restoredGameState: restoredGameState, gamePlace: gamePlace, gameErase: gameErase,
                     gameUndo: gameUndo, gamePeek: gamePeek, gameMissed: gameMissed, gameFinish: gameFinish, gameScore: gameScore,
                     gameAnswer: gameAnswer, gameIsFilled: gameIsFilled };
}

// MARK: The page

function startPage() {
  var data = JSON.parse(document.getElementById("puzzle-data").textContent);
  var T = data.text;
  var store = window.localStorage;
  var current = 0, selected = -1, puzzle, state, matcher, shownMatcher, timer = null;

  function text(key, values) { return fill(T[key], values); }
  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, function (_, name) { return String(values[name]); });
  }
  function el(tag, attributes, children) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (name) {
      if (name === "text") node.textContent = attributes[name];
      else node.setAttribute(name, attributes[name]);
    });
    (children || []).forEach(function (child) { node.appendChild(child); });
    return node;
  }
  function $(id) { return document.getElementById(id); }
  function clock(seconds) {
    var m = Math.floor(seconds / 60), s = seconds % 60;
    return m + ":" + (s < 10 ? "0" : "") + s;
  }
  function storageKey(p) { return "word-sudoku-web:" + p.salt; }
  function load(p) {
    try {
      var saved = restoredGameState(p, JSON.parse(store.getItem(storageKey(p)) || "null"));
      if (saved) return saved;
    } catch (e) { /* a damaged or unreadable save starts the puzzle afresh */ }
    return newGameState(p);
  }
  function save() {
    try { store.setItem(storageKey(puzzle), JSON.stringify(state)); store.setItem("word-sudoku-web:current:" + data.id, String(current)); }
    catch (e) { say(T.notSaved); }
  }
  function say(message) { $("message").textContent = message; }

  function isRight(cell) { return gameIsRight(puzzle, state, cell); }
  function isSolved() { return gameIsSolved(puzzle, state); }
  // Wrong words are marked at once, or in exam mode only once the game is finished.
  function showsWrong() { return !isExam(puzzle) || !!state.finished; }
  function rowOf(cell) { return Math.floor(cell / puzzle.size); }
  function colOf(cell) { return cell % puzzle.size; }
  function boxOf(cell) {
    return Math.floor(rowOf(cell) / puzzle.boxRows) * (puzzle.size / puzzle.boxColumns) + Math.floor(colOf(cell) / puzzle.boxColumns);
  }
  function cellWord(cell) {
    if (puzzle.givens[cell] !== 0) return puzzle.shown[puzzle.givens[cell] - 1];
    return state.cells[cell] >= 0 ? puzzle.bank[state.cells[cell]].word : "";
  }
  // The word with its hyphenation points (soft hyphens), for a cell too narrow for it whole.
  function cellCut(cell) {
    if (puzzle.givens[cell] !== 0) return (puzzle.shownCut || puzzle.shown)[puzzle.givens[cell] - 1];
    return state.cells[cell] >= 0 ? puzzle.bank[state.cells[cell]].cut || puzzle.bank[state.cells[cell]].word : "";
  }
  function cellLabel(cell) {
    var where = text("cellPlace", { row: rowOf(cell) + 1, column: colOf(cell) + 1 });
    if (puzzle.givens[cell] !== 0) return where + ", " + text("givenCell", { word: cellWord(cell) });
    if (state.cells[cell] < 0) return where + ", " + T.emptyCell;
    return where + ", " + cellWord(cell) + (state.wrong[cell] && showsWrong() ? ", " + T.wrongCell : "");
  }

  // A word's type size in a cell is a share of the cell's width (`--fit`), the largest that lets
  // it fit: a bold letter is about 0.6 em wide, a line 1.1 em high, and short words are capped so
  // a grid of them stays even. A long word may also break, with a hyphen, at its language's
  // hyphenation points (`cut`, soft hyphens placed by the kit as the printed sheet places them):
  // only when whole it would be smaller than READABLE px and broken clearly larger
  // (`squir-rel` in a phone's cell), never `donk-ey`.
  var READABLE = 14;
  function estimate(text) {
    var parts = text.split(" "), longest = 3, lines = 0;
    parts.forEach(function (part) {
      part.split("\u00ad").forEach(function (piece, index, pieces) {
        longest = Math.max(longest, Array.from(piece).length + (index < pieces.length - 1 ? 1 : 0));
      });
      lines += part.split("\u00ad").length;
    });
    return Math.min(0.3, 1.5 / longest, 0.8 / Math.max(1, lines));
  }
  // Shows `shown` in `node` at the largest fit (up to 0.3 of the cell's width) at which it fits,
  // found by measuring from the estimate (which is for average letters: `monkey` has wide ones,
  // and `l'abeille (f)` may share one line or take two); returns that fit.
  function fitted(node, shown, estimated) {
    var word = node.firstChild;
    word.textContent = shown;
    function fits(fit) {
      node.style.setProperty("--fit", fit.toFixed(3));
      return node.scrollWidth <= node.clientWidth && node.scrollHeight <= node.clientHeight &&
             word.scrollWidth <= word.clientWidth + 1 && word.scrollHeight <= word.clientHeight + 1;
    }
    if (node.clientWidth === 0) { node.style.setProperty("--fit", estimated.toFixed(3)); return estimated; }
    var low = 0.04, high = 0.3;
    if (fits(estimated)) low = estimated; else high = estimated;
    for (var step = 0; step < 7 && high - low > 0.004; step++) {
      var middle = (low + high) / 2;
      if (fits(middle)) low = middle; else high = middle;
    }
    node.style.setProperty("--fit", low.toFixed(3));
    return low;
  }
  function fitWord(node, word, cut) {
    var whole = fitted(node, word, estimate(word));
    if (cut === word) return;
    var width = node.getBoundingClientRect().width;
    if (whole * width >= READABLE) return;
    var broken = fitted(node, cut, estimate(cut));
    if (broken < whole * 1.2) fitted(node, word, whole);
  }

  function buildBoard() {
    var board = $("board");
    board.textContent = "";
    board.style.setProperty("--n", puzzle.size);
    board.setAttribute("aria-label", text("boardLabel", { size: puzzle.size, code: puzzle.code }));
    for (var r = 0; r < puzzle.size; r++) {
      var row = el("div", { role: "row", class: "row" });
      for (var c = 0; c < puzzle.size; c++) {
        var cell = r * puzzle.size + c;
        var classes = ["cell"];
        if (puzzle.givens[cell] !== 0) classes.push("given");
        if ((c + 1) % puzzle.boxColumns === 0 && c + 1 < puzzle.size) classes.push("box-right");
        if ((r + 1) % puzzle.boxRows === 0 && r + 1 < puzzle.size) classes.push("box-bottom");
        var node = el("div", { role: "gridcell", class: classes.join(" "), id: "cell-" + cell, tabindex: "-1",
                               lang: puzzle.givens[cell] !== 0 ? puzzle.shownLanguage : puzzle.answerLanguage });
        node.appendChild(el("span", { class: "word" }));
        node.addEventListener("click", (function (cell) { return function () { select(cell, true); }; })(cell));
        row.appendChild(node);
      }
      board.appendChild(row);
    }
    var bank = $("bank");
    bank.textContent = "";
    puzzle.bank.forEach(function (entry, index) {
      var button = el("button", { type: "button", class: "bank-word", lang: puzzle.answerLanguage, text: entry.word });
      button.addEventListener("click", function () { placeInSelected(index, null); });
      bank.appendChild(el("li", {}, [button]));
    });
  }

  function render() {
    var peers = selected >= 0 ? [rowOf(selected), colOf(selected), boxOf(selected)] : null;
    for (var cell = 0; cell < puzzle.givens.length; cell++) {
      var node = $("cell-" + cell);
      var word = cellWord(cell);
      if (node.getAttribute("data-word") !== word) {
        node.setAttribute("data-word", word);
        fitWord(node, word, cellCut(cell));
      }
      node.classList.toggle("wrong", !!state.wrong[cell] && state.cells[cell] >= 0 && showsWrong());
      node.classList.toggle("missing", !!state.finished && puzzle.givens[cell] === 0 && state.cells[cell] < 0);
      node.classList.toggle("selected", cell === selected);
      node.classList.toggle("peer", !!peers && cell !== selected &&
                            (rowOf(cell) === peers[0] || colOf(cell) === peers[1] || boxOf(cell) === peers[2]));
      node.setAttribute("aria-selected", cell === selected ? "true" : "false");
      node.setAttribute("aria-label", cellLabel(cell));
      node.setAttribute("aria-readonly", puzzle.givens[cell] !== 0 ? "true" : "false");
      node.tabIndex = cell === (selected >= 0 ? selected : 0) ? 0 : -1;
    }
    // As the kit's bank counts: a word is used up when all its cells hold it rightly, or, in
    // exam mode (where nothing may tell right from wrong), when it is placed as often as the grid holds it.
    var used = {};
    state.cells.forEach(function (b, cell) { if (b >= 0 && (isExam(puzzle) || isRight(cell))) used[b] = (used[b] || 0) + 1; });
    Array.prototype.forEach.call($("bank").children, function (item, index) {
      item.firstChild.classList.toggle("done", (used[index] || 0) >= puzzle.size);
    });
    $("mistakes").textContent = showsWrong() ? text("mistakes", { n: state.mistakes }) : T.examStatus;
    $("peek").textContent = text("peekButton", { n: Math.max(0, puzzle.peekLimit - state.peeks) });
    $("peek").disabled = state.peeks >= puzzle.peekLimit || !!state.finished;
    $("undo").disabled = state.undo.length === 0 || !!state.finished;
    $("timer").textContent = clock(state.seconds);
    $("controls").hidden = !!state.finished;
    $("instructions").hidden = !!state.finished;
    $("finish-view").hidden = !state.finished;
    if (state.finished) showFinish();
  }

  function select(cell, focus) {
    selected = cell;
    render();
    if (focus) $("cell-" + cell).focus();
  }

  function place(cell, bankIndex, correction) {
    if (state.finished) return;
    if (cell < 0) { say(T.selectFirst); return; }
    var word = puzzle.bank[bankIndex].word;
    var outcome = gamePlace(puzzle, state, cell, bankIndex);
    if (outcome.kind === "refused") {
      if (outcome.why === "given") say(T.givenLocked);
      else if (outcome.why === "same") say(text("sameWord", { word: word }));
      return;
    }
    // In exam mode a placement says nothing of right or wrong, only the correction the typing needed.
    var message;
    if (isExam(puzzle)) message = correction === "accents" ? T.placedAccents : correction === "article" ? T.placedArticle : T.placed;
    else if (outcome.right) message = correction === "accents" ? T.rightAccents : correction === "article" ? T.rightArticle : T.right;
    else message = T.wrong;
    say(fill(message, { word: word }));
    save();
    render();
    if (!isExam(puzzle) && isSolved()) finish();
    else if (isExam(puzzle) && gameIsFilled(puzzle, state)) say(T.gridFullExam);
  }

  function placeInSelected(bankIndex, correction) {
    place(selected, bankIndex, correction);
    if (selected >= 0) $("cell-" + selected).focus();
  }

  function typed(answer) {
    if (answer.trim() === "") return;
    var found = matcher.match(answer);
    if (found.kind === "matched") { placeInSelected(found.pair, found.correction); $("answer").value = ""; return; }
    if (found.kind === "ambiguous") { say(text("ambiguous", { words: found.words.join(" / ") })); return; }
    var shown = shownMatcher.match(answer);
    if (shown.kind === "matched" && !shown.correction) { say(T.otherLanguage); return; }
    if (found.kind === "nearMiss") { say(text("nearMiss", { word: found.word })); return; }
    say(T.notInPuzzle);
  }

  function erase() {
    if (!gameErase(puzzle, state, selected)) return;
    save();
    render();
  }

  function undo() {
    var cell = gameUndo(puzzle, state);
    if (cell < 0) return;
    say(T.undone);
    save();
    select(cell, true);
  }

  function dictionary() {
    var pairs = [];
    for (var s = 1; s <= puzzle.size; s++) {
      for (var b = 0; b < puzzle.bank.length; b++) {
        if (pairHash(puzzle.salt, s, b) === puzzle.pairs[s - 1]) { pairs.push([puzzle.shown[s - 1], puzzle.bank[b].word]); break; }
      }
    }
    return pairs.sort(function (x, y) { return x[0].localeCompare(y[0]); });
  }

  function peek() {
    if (!gamePeek(puzzle, state)) { say(text("noPeeks", { n: puzzle.peekLimit })); return; }
    save();
    render();
    var list = $("dictionary-list");
    list.textContent = "";
    dictionary().forEach(function (pair) {
      list.appendChild(el("li", {}, [el("span", { lang: puzzle.shownLanguage, text: pair[0] }),
                                     el("span", { class: "arrow", "aria-hidden": "true", text: " → " }),
                                     el("span", { lang: puzzle.answerLanguage, text: pair[1] })]));
    });
    $("dictionary").hidden = false;
    $("close-dictionary").focus();
  }

  function closeDictionary() {
    $("dictionary").hidden = true;
    if (selected >= 0) $("cell-" + selected).focus();
  }

  function finish() {
    if (state.finished) return;
    gameFinish(puzzle, state);
    selected = -1;
    save();
    render();
    $("pupil-name").focus();
  }

  // The cells still to correct at the finish, each with its right word and what was there (as
  // the terminal's corrections): in exam mode the first the pupil hears of the mistakes.
  function corrections() {
    var items = [];
    for (var cell = 0; cell < puzzle.givens.length; cell++) {
      if (puzzle.givens[cell] !== 0 || isRight(cell)) continue;
      var answer = gameAnswer(puzzle, cell);
      var values = { place: text("cellPlace", { row: rowOf(cell) + 1, column: colOf(cell) + 1 }),
                     word: answer >= 0 ? puzzle.bank[answer].word : "?", typed: state.cells[cell] >= 0 ? puzzle.bank[state.cells[cell]].word : "" };
      items.push(state.cells[cell] >= 0 ? text("correctionWrong", values) : text("correctionEmpty", values));
    }
    return items;
  }

  function showFinish() {
    var f = state.finished;
    var score = gameScore(puzzle, state);
    $("finish-title").textContent = f.solved ? T.solvedTitle : T.unsolvedTitle;
    $("finish-score").textContent = text("scoreLine", { score: score, time: clock(f.seconds), mistakes: state.mistakes, peeks: state.peeks });
    var toCorrect = corrections();
    $("finish-corrections").textContent = toCorrect.length === 0 ? "" : text("corrections", { list: toCorrect.join(T.listSeparator) });
    $("finish-corrections").hidden = toCorrect.length === 0;
    $("finish-missed").textContent = f.missed.length === 0 ? T.noMissed
      : text("missed", { words: f.missed.map(function (b) { return puzzle.bank[b].word; }).join(", ") });
    // The field keeps what is typed (a space between two names included); the code carries it cleaned.
    if (document.activeElement !== $("pupil-name")) $("pupil-name").value = state.name;
    $("result-code").textContent = state.name.trim() === "" ? T.nameFirst
      : resultCode({ code: puzzle.code, shown: puzzle.shownLanguage, mode: puzzle.mode, name: state.name, solved: f.solved, seconds: f.seconds, mistakes: state.mistakes,
                     peeks: state.peeks, missed: f.missed });
  }

  function show(index) {
    current = index;
    puzzle = data.puzzles[index];
    state = load(puzzle);
    matcher = new AnswerMatcher(puzzle.bank.map(function (e) { return e.forms; }), puzzle.answerLanguage, false);
    shownMatcher = new AnswerMatcher(puzzle.shownForms, puzzle.shownLanguage, true);
    selected = puzzle.givens.indexOf(0);
    $("puzzle-title").textContent = puzzle.heading;
    $("instructions").textContent = puzzle.instructions;
    $("mode-note").textContent = isExam(puzzle) ? T.examNote : "";
    $("mode-note").hidden = !isExam(puzzle);
    document.body.classList.toggle("exam", isExam(puzzle));
    $("bank-title").textContent = puzzle.bankTitle;
    $("code").textContent = puzzle.code;
    $("chooser").value = String(index);
    buildBoard();
    say("");
    render();
    save();
  }

  function move(dr, dc) {
    if (selected < 0) selected = 0;
    var r = Math.min(puzzle.size - 1, Math.max(0, rowOf(selected) + dr));
    var c = Math.min(puzzle.size - 1, Math.max(0, colOf(selected) + dc));
    select(r * puzzle.size + c, true);
  }

  // Static texts and controls.
  document.title = data.title;
  Array.prototype.forEach.call(document.querySelectorAll("[data-text]"), function (node) { node.textContent = T[node.getAttribute("data-text")]; });
  Array.prototype.forEach.call(document.querySelectorAll("[data-label]"), function (node) { node.setAttribute("aria-label", T[node.getAttribute("data-label")]); });
  $("page-title").textContent = data.title;
  var chooser = $("chooser");
  data.puzzles.forEach(function (p, index) {
    chooser.appendChild(el("option", { value: String(index), text: p.option }));
  });
  chooser.parentNode.hidden = data.puzzles.length < 2;
  chooser.addEventListener("change", function () { show(Number(chooser.value)); });

  $("board").addEventListener("keydown", function (event) {
    var key = event.key;
    if (key === "ArrowUp") move(-1, 0);
    else if (key === "ArrowDown") move(1, 0);
    else if (key === "ArrowLeft") move(0, -1);
    else if (key === "ArrowRight") move(0, 1);
    else if (key === "Home") move(0, -puzzle.size);
    else if (key === "End") move(0, puzzle.size);
    else if (state.finished) return;
    else if (key === "Backspace" || key === "Delete") erase();
    else if ((event.ctrlKey || event.metaKey) && (key === "z" || key === "Z")) undo();
    else if (key === "Enter" || key === "F2") $("answer").focus();
    else if (key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && key !== " ") {
      $("answer").focus();
      $("answer").value = key;
    } else return;
    event.preventDefault();
  });
  $("entry").addEventListener("submit", function (event) { event.preventDefault(); typed($("answer").value); });
  $("answer").addEventListener("keydown", function (event) {
    if (event.key === "Escape" && selected >= 0) { event.preventDefault(); $("cell-" + selected).focus(); }
  });
  $("undo").addEventListener("click", undo);
  $("erase").addEventListener("click", function () { erase(); if (selected >= 0) $("cell-" + selected).focus(); });
  $("peek").addEventListener("click", peek);
  $("close-dictionary").addEventListener("click", closeDictionary);
  $("dictionary").addEventListener("keydown", function (event) { if (event.key === "Escape") closeDictionary(); });
  $("finish").addEventListener("click", function () {
    if (gameIsFilled(puzzle, state) || window.confirm(T.confirmGiveUp)) finish();
  });
  $("pupil-name").addEventListener("input", function () {
    state.name = cleanName($("pupil-name").value);
    save();
    showFinish();
  });
  $("again").addEventListener("click", function () {
    if (!window.confirm(T.confirmAgain)) return;
    try { store.removeItem(storageKey(puzzle)); } catch (e) { /* nothing saved to remove */ }
    show(current);
  });

  timer = window.setInterval(function () {
    if (!state || state.finished || document.visibilityState !== "visible") return;
    state.seconds += 1;
    $("timer").textContent = clock(state.seconds);
    save();
  }, 1000);
  window.addEventListener("pagehide", save);
  // A turned phone or a resized window: every word is fitted to its cell's new size.
  window.addEventListener("resize", function () {
    Array.prototype.forEach.call(document.querySelectorAll(".cell"), function (node) { node.removeAttribute("data-word"); });
    if (puzzle) render();
  });

  var start = 0;
  try { start = Number(store.getItem("word-sudoku-web:current:" + data.id) || 0); } catch (e) { start = 0; }
  show(start >= 0 && start < data.puzzles.length ? start : 0);
}

if (typeof document !== "undefined") startPage();
