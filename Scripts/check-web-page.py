#!/usr/bin/env python3
"""Plays the page of `word-sudoku worksheet --format web` in headless Chromium, as pupils would.

    Scripts/check-web-page.py [BINARY] [--shots DIR]

Drives Chromium through its DevTools protocol over --remote-debugging-pipe (Python's standard
library only, no driver). At desktop size (1280x800, mouse and keys, English interface) and on a
phone held upright (390x844) and sideways (844x390, touch, French interface) it plays a puzzle to
the end: a wrong word, undo, a right word typed in another case without its article, a
dictionary peek, words picked in the bank, arrow keys, a reload in the middle, the finish and its
result code (the words missed as the kit's WordEvidence counts them). On a tablet held sideways
(1024x768) it plays an exam page (--mode at-finish): a wrong word not shown, the full grid, Finish
showing it. The answers come from the page's hashes recomputed here with hashlib, not from the
page's script. Checks the layout (the bank beside the grid when sideways, below it upright, the
grid wholly on screen; on tablets, 768x1024, 1024x768 and 820x1180, the grid's words at least
14 px and the grid most of the screen), then has `class report` read the result codes back when the binary has
that command. Saves a screenshot of each size in --shots DIR (default: a temporary folder, named
at the end). Exits 1 at the first failed check.
"""
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

binary = ".build/debug/word-sudoku"
shots = None
args = sys.argv[1:]
while args:
    if args[0] == "--shots" and len(args) > 1:
        shots = args[1]
        args = args[2:]
    else:
        binary = args[0]
        args = args[1:]

work = tempfile.mkdtemp(prefix="check-web-page.")
shots = shots or os.path.join(work, "shots")
os.makedirs(shots, exist_ok=True)
home = os.path.join(work, "home")
os.makedirs(home)
env = dict(os.environ, WORD_SUDOKU_HOME=home)


def fail(message):
    print("check-web-page: FAILED: " + message, file=sys.stderr)
    sys.exit(1)


def check(condition, message):
    if not condition:
        fail(message)


def make_page(name, arguments):
    path = os.path.join(work, name)
    result = subprocess.run([binary, "worksheet", "--format", "web", "-o", path] + arguments,
                            env=env, capture_output=True, text=True, timeout=60)
    check(result.returncode == 0, "worksheet --format web %s: %s" % (arguments, result.stderr))
    return path


class Browser:
    """Chromium with its DevTools protocol on file descriptors 3 (its input) and 4 (its output)."""

    def __init__(self):
        to_chrome_r, self.to_chrome = os.pipe()
        self.from_chrome, from_chrome_w = os.pipe()

        def wire():
            # Copied above 4 first: a pipe may already be 3 or 4, and os.pipe's are close-on-exec.
            reading, writing = os.dup(to_chrome_r), os.dup(from_chrome_w)
            os.dup2(reading, 3)
            os.dup2(writing, 4)

        self.process = subprocess.Popen(
            ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
             "--user-data-dir=" + os.path.join(work, "profile"), "--hide-scrollbars", "--no-first-run",
             "--allow-file-access-from-files", "about:blank"],
            preexec_fn=wire, close_fds=False, stdout=subprocess.DEVNULL, stderr=open(os.path.join(work, "chromium.log"), "w"))
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self.next_id = 0
        self.buffer = b""
        self.session = None
        target = self.send("Target.createTarget", {"url": "about:blank"}, session=False)["targetId"]
        self.session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True}, session=False)["sessionId"]
        self.send("Page.enable")
        self.send("Runtime.enable")

    def send(self, method, params=None, session=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.to_chrome, json.dumps(message).encode() + b"\0")
        deadline = time.time() + 30
        while time.time() < deadline:
            while b"\0" not in self.buffer:
                chunk = os.read(self.from_chrome, 1 << 20)
                if not chunk:
                    fail("Chromium closed its pipe")
                self.buffer += chunk
            raw, self.buffer = self.buffer.split(b"\0", 1)
            reply = json.loads(raw)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    fail("%s: %s" % (method, reply["error"]))
                return reply.get("result", {})
            if reply.get("method") == "Page.javascriptDialogOpening":
                fail("the page opened a dialog: " + reply["params"].get("message", ""))
        fail(method + ": no answer in 30 s")

    def js(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            fail("script error in %s: %s" % (expression[:60], result["exceptionDetails"]))
        return result["result"].get("value")

    def size(self, width, height, touch):
        self.send("Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": touch})
        self.send("Emulation.setTouchEmulationEnabled", {"enabled": touch})
        self.touch = touch

    def open(self, url):
        self.send("Page.navigate", {"url": url})
        self.wait_ready()

    def reload(self):
        self.send("Page.reload")
        time.sleep(0.3)
        self.wait_ready()

    def wait_ready(self):
        for _ in range(100):
            if self.js("document.readyState === 'complete' && !!document.getElementById('cell-0')"):
                return
            time.sleep(0.05)
        fail("the page did not load")

    def rect(self, selector):
        return self.js("(function(){var r=document.querySelector(%s).getBoundingClientRect();"
                       "return {left:r.left,top:r.top,right:r.right,bottom:r.bottom,width:r.width,height:r.height};})()"
                       % json.dumps(selector))

    def tap(self, selector):
        r = self.rect(selector)
        if r["top"] < 0 or r["bottom"] > self.js("window.innerHeight"):
            self.js("document.querySelector(%s).scrollIntoView({block: 'center'})" % json.dumps(selector))
            r = self.rect(selector)
        x, y = r["left"] + r["width"] / 2, r["top"] + r["height"] / 2
        if self.touch:
            for kind in ("touchStart", "touchEnd"):
                self.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [] if kind == "touchEnd" else [{"x": x, "y": y}]})
        else:
            for kind in ("mousePressed", "mouseReleased"):
                self.send("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1})
        time.sleep(0.05)

    KEYS = {"ArrowUp": 38, "ArrowDown": 40, "ArrowLeft": 37, "ArrowRight": 39, "Enter": 13, "Escape": 27,
            "Backspace": 8, "Delete": 46, "Home": 36, "End": 35}

    def key(self, key, modifiers=0):
        code = self.KEYS.get(key) or ord(key.upper())
        params = {"type": "keyDown", "key": key, "code": key if key in self.KEYS else "Key" + key.upper(),
                  "windowsVirtualKeyCode": code, "modifiers": modifiers}
        if key == "Enter":
            params["text"] = "\r"
        elif len(key) == 1 and not modifiers:
            params["text"] = key
        self.send("Input.dispatchKeyEvent", params)
        self.send("Input.dispatchKeyEvent", {"type": "keyUp", "key": key, "windowsVirtualKeyCode": code, "modifiers": modifiers})

    def type_word(self, word):
        """Types as a pupil on a keyboard does: the first letter on the grid, the rest in the field, Enter."""
        self.key(word[0])
        self.send("Input.insertText", {"text": word[1:]})
        self.key("Enter")

    def screenshot(self, name):
        data = self.send("Page.captureScreenshot", {"format": "png"})["data"]
        import base64
        with open(os.path.join(shots, name), "wb") as out:
            out.write(base64.b64decode(data))

    def close(self):
        try:
            self.send("Browser.close", session=False)
        except SystemExit:
            pass
        self.process.wait(timeout=10)


def answers(browser):
    """Each empty cell's bank position, found from the page's hashes with hashlib."""
    data = browser.js("JSON.parse(document.getElementById('puzzle-data').textContent)")
    index = int(browser.js("document.getElementById('chooser').value"))
    puzzle = data["puzzles"][index]
    solution = {}
    for cell, digest in enumerate(puzzle["cells"]):
        if puzzle["givens"][cell] != 0:
            continue
        found = [b for b in range(len(puzzle["bank"]))
                 if hashlib.sha256(("%s|cell|%d|%d" % (puzzle["salt"], cell, b)).encode()).hexdigest()[:16] == digest]
        check(len(found) == 1, "cell %d: %d bank words match its hash" % (cell, len(found)))
        solution[cell] = found[0]
    return puzzle, solution


def state(browser):
    return browser.js("""(function(){
      var cells = Array.prototype.map.call(document.querySelectorAll('.cell'), function(c){
        return {word: c.getAttribute('data-word') || '', wrong: c.classList.contains('wrong'), label: c.getAttribute('aria-label')};});
      return {cells: cells, mistakes: document.getElementById('mistakes').textContent,
              peek: document.getElementById('peek').textContent, message: document.getElementById('message').textContent,
              selected: document.activeElement && document.activeElement.id,
              finished: !document.getElementById('finish-view').hidden,
              code: document.getElementById('result-code').textContent};})()""")


def select(browser, puzzle, cell):
    """Moves to `cell` with the arrow keys from the selected cell, as a keyboard user does."""
    active = browser.js("document.activeElement.id")
    check(active.startswith("cell-"), "the focus is on %r, not on a cell" % active)
    current = int(active[len("cell-"):])
    n = puzzle["size"]
    for _ in range(abs(cell // n - current // n)):
        browser.key("ArrowDown" if cell // n > current // n else "ArrowUp")
    for _ in range(abs(cell % n - current % n)):
        browser.key("ArrowRight" if cell % n > current % n else "ArrowLeft")
    check(browser.js("document.activeElement.id") == "cell-%d" % cell, "arrow keys did not reach cell %d" % cell)


def bare(word, language):
    """The word without its leading article, in capitals: accepted as the kit accepts it."""
    articles = {"fr": ["le ", "la ", "les ", "l'", "un ", "une "], "en": ["the ", "a ", "an ", "to "]}[language]
    for article in articles:
        if word.lower().startswith(article):
            return word[len(article):].upper()
    return word.upper()


def play(browser, label, url, width, height, touch, finish_name):
    """Plays the page's first puzzle to its end; returns the result code."""
    browser.size(width, height, touch)
    browser.open(url)
    puzzle, solution = answers(browser)
    bank = [entry["word"] for entry in puzzle["bank"]]
    cells = sorted(solution)
    first = cells[0]
    browser.tap("#cell-%d" % first)
    check(browser.js("document.activeElement.id") == "cell-%d" % first, label + ": a tap did not select the cell")
    peers = browser.js("document.querySelectorAll('.cell.peer').length")
    n = puzzle["size"]
    check(peers == 3 * (n - 1) - 2 * (puzzle["boxRows"] - 1 + puzzle["boxColumns"] - 1) + 0 or peers > 0,
          label + ": no row, column and box highlighted")
    # A wrong word: counted at once, marked, then undone (the mistake stays counted).
    wrong = next(b for b in range(len(bank)) if b != solution[first])
    browser.type_word(bank[wrong])
    s = state(browser)
    check(s["cells"][first]["wrong"] and "1" in s["mistakes"], label + ": a wrong word was not marked and counted: %s" % s)
    browser.key("z", modifiers=2)
    s = state(browser)
    check(s["cells"][first]["word"] == "" and "1" in s["mistakes"], label + ": undo did not empty the cell: %s" % s)
    # A word that is not in the puzzle is no mistake.
    browser.type_word("xyzzy")
    browser.key("Escape")
    check("1" in state(browser)["mistakes"], label + ": a word not in the puzzle was counted")
    # The right word, in capitals and without its article.
    browser.js("document.getElementById('answer').value = ''")
    browser.type_word(bare(bank[solution[first]], puzzle["answerLanguage"]))
    s = state(browser)
    check(s["cells"][first]["word"] == bank[solution[first]] and not s["cells"][first]["wrong"],
          label + ": the right word was not placed: %s" % s)
    # A peek: the dictionary shows every pair, and one peek fewer is left.
    before = s["peek"]
    browser.tap("#peek")
    shown = browser.js("document.getElementById('dictionary').hidden ? -1 : document.querySelectorAll('#dictionary-list li').length")
    check(shown == n, label + ": the dictionary shows %s pairs, not %d" % (shown, n))
    browser.screenshot("%s-dictionary.png" % label)
    browser.key("Escape")
    check(browser.js("document.getElementById('dictionary').hidden"), label + ": Escape did not close the dictionary")
    check(state(browser)["peek"] != before, label + ": the peek was not counted")
    # Half the cells from the bank (arrow keys to move), then a reload.
    browser.js("document.getElementById('cell-%d').focus()" % first)
    half = cells[1:len(cells) // 2]
    for cell in half:
        select(browser, puzzle, cell)
        browser.tap(".bank li:nth-child(%d) button" % (solution[cell] + 1))
    browser.screenshot("%s-middle.png" % label)
    before = state(browser)
    browser.reload()
    after = state(browser)
    check([c["word"] for c in after["cells"]] == [c["word"] for c in before["cells"]] and after["mistakes"] == before["mistakes"]
          and after["peek"] == before["peek"], label + ": the reload lost the game")
    # The rest, typed; the last word finishes the game.
    fits(browser, label + " (half filled)")
    browser.tap("#cell-%d" % cells[len(cells) // 2])
    for cell in cells[len(cells) // 2:]:
        select(browser, puzzle, cell)
        browser.type_word(bank[solution[cell]])
        if cell != cells[-1]:
            browser.key("Escape")
    s = state(browser)
    check(s["finished"], label + ": the solved grid did not finish: %s" % s["message"])
    browser.tap("#pupil-name")
    browser.send("Input.insertText", {"text": finish_name})
    code = state(browser)["code"]
    fields = code.split("~")
    # Missed, as the kit's WordEvidence has it: the first cell's word was found by trial and
    # error, and the peek that followed showed every word, none recalled yet.
    missed = ".".join(str(b) for b in range(len(bank)))
    check(len(fields) == 11 and fields[0] == "R2" and fields[1] == puzzle["code"] and fields[2] == puzzle["shownLanguage"]
          and fields[3] == "i" and fields[4] == finish_name and fields[5] == "1" and fields[7] == "1" and fields[8] == "1"
          and fields[9] == missed, label + ": the result code is not this game's: " + code)
    check_code(label, code)
    browser.screenshot("%s-finish.png" % label)
    score = browser.js("document.getElementById('finish-score').textContent").split(" ")[1]
    browser.reload()
    check(state(browser)["code"] == code, label + ": the finish did not survive a reload")
    return code, score


def check_code(label, code):
    fields = code.split("~")
    check(hashlib.sha256(("word-sudoku-result|" + "~".join(fields[:-1])).encode()).hexdigest()[:6] == fields[-1],
          label + ": the result code's check is wrong: " + code)


def play_exam(browser, label, url, width, height, touch, finish_name):
    """Plays an exam page (--mode at-finish): a wrong word is counted but not shown; the grid
    filled, Finish shows it and the result code says so. Returns the code and the score."""
    browser.size(width, height, touch)
    browser.open(url)
    puzzle, solution = answers(browser)
    check(puzzle["mode"] == "at-finish", label + ": the page is not in exam mode")
    check(not browser.js("document.getElementById('mode-note').hidden"), label + ": the page does not say it is in exam mode")
    bank = [entry["word"] for entry in puzzle["bank"]]
    cells = sorted(solution)
    first = cells[0]
    browser.tap("#cell-%d" % first)
    wrong = next(b for b in range(len(bank)) if b != solution[first])
    browser.type_word(bank[wrong])
    s = state(browser)
    check(s["cells"][first]["word"] == bank[wrong] and not s["cells"][first]["wrong"] and "1" not in s["mistakes"]
          and "faux" not in s["cells"][first]["label"] and "wrong" not in s["cells"][first]["label"],
          label + ": exam mode showed the mistake at once: %s" % s)
    browser.key("Escape")
    for cell in cells[1:]:
        select(browser, puzzle, cell)
        browser.tap(".bank li:nth-child(%d) button" % (solution[cell] + 1))
    s = state(browser)
    check(not s["finished"] and not any(c["wrong"] for c in s["cells"]), label + ": the full grid finished or showed a mistake: %s" % s)
    fits(browser, label + " (full)")
    browser.screenshot("%s-full.png" % label)
    browser.tap("#finish")
    s = state(browser)
    check(s["finished"] and s["cells"][first]["wrong"] and [i for i, c in enumerate(s["cells"]) if c["wrong"]] == [first],
          label + ": the finish did not show the one wrong word: %s" % s)
    corrections = browser.js("document.getElementById('finish-corrections').textContent")
    check(bank[solution[first]] in corrections and bank[wrong] in corrections,
          label + ": the corrections do not name the right and the wrong word: " + corrections)
    browser.tap("#pupil-name")
    browser.send("Input.insertText", {"text": finish_name})
    code = state(browser)["code"]
    fields = code.split("~")
    # Missed: the word typed where it did not belong counts only when its own translation was in
    # sight (a given in the cell's row, column or box); every other word was placed right first.
    n, rows, columns = puzzle["size"], puzzle["boxRows"], puzzle["boxColumns"]
    symbol_of_bank = {b: s for s in range(1, n + 1) for b in range(n)
                      if hashlib.sha256(("%s|pair|%d|%d" % (puzzle["salt"], s, b)).encode()).hexdigest()[:16] == puzzle["pairs"][s - 1]}
    r, c = divmod(first, n)
    peers = [p for p in range(n * n) if p != first and (p // n == r or p % n == c
             or (p // n // rows == r // rows and p % n // columns == c // columns))]
    in_sight = any(puzzle["givens"][p] == symbol_of_bank[wrong] for p in peers)
    check(len(fields) == 11 and fields[3] == "f" and fields[5] == "0" and fields[7] == "1" and fields[8] == "0"
          and fields[9] == (str(wrong) if in_sight else ""), label + ": the result code is not this game's: " + code)
    check_code(label, code)
    browser.screenshot("%s-finish.png" % label)
    score = browser.js("document.getElementById('finish-score').textContent").split(" ")[1]
    check(score == "0", label + ": an unsolved exam scored " + score)
    return code, score


def type_sizes(browser, label, minimum):
    """The computed font size of the words in the grid's cells, smallest first; fails below `minimum` px."""
    sizes = browser.js("""Array.prototype.filter.call(document.querySelectorAll('.cell'), function(c){ return c.textContent !== ''; })
        .map(function(c){ return parseFloat(getComputedStyle(c).fontSize); }).sort(function(a, b){ return a - b; })""")
    bank = browser.js("parseFloat(getComputedStyle(document.querySelector('.bank-word')).fontSize)")
    print("check-web-page: %s: words in cells %.1f to %.1f px (median %.1f), bank %.1f px"
          % (label, sizes[0], sizes[-1], sizes[len(sizes) // 2], bank))
    check(sizes[0] >= minimum, "%s: a word in a cell is %.1f px, below %d px" % (label, sizes[0], minimum))
    check(bank >= minimum, "%s: the bank's words are %.1f px, below %d px" % (label, bank, minimum))


def layout(browser, label, url, width, height, touch, beside, minimum=None):
    browser.size(width, height, touch)
    browser.open(url)
    board, bank = browser.rect("#board"), browser.rect("#bank")
    check(board["left"] >= 0 and board["top"] >= 0 and board["right"] <= width and board["bottom"] <= height,
          "%s: the grid is not wholly on screen: %s" % (label, board))
    if beside:
        check(bank["left"] >= board["right"], "%s: the bank is not beside the grid" % label)
    else:
        check(bank["top"] >= board["bottom"], "%s: the bank is not below the grid" % label)
    overflow = browser.js("document.documentElement.scrollWidth > window.innerWidth")
    check(not overflow, "%s: the page is wider than the screen" % label)
    fits(browser, label)
    if minimum:
        type_sizes(browser, label, minimum)
        # The pupil's words too (every cell but the last filled rightly, from the bank), then the
        # page's storage cleared so that the games below start afresh.
        puzzle, solution = answers(browser)
        browser.js("""(function(cells){ var bank = document.querySelectorAll('.bank li button');
            cells.forEach(function(pair){ document.getElementById('cell-' + pair[0]).click(); bank[pair[1]].click(); }); })(%s)"""
                   % json.dumps(sorted(solution.items())[:-1]))
        fits(browser, label + " (filled)")
        type_sizes(browser, label + " (filled)", minimum)
        browser.screenshot("%s-filled.png" % label)
        browser.js("localStorage.clear()")
        # The grid uses the space: at least 60 % of the screen's shorter side.
        check(board["width"] >= 0.6 * min(width, height), "%s: the grid is only %d px wide" % (label, board["width"]))
        check(bank["right"] <= width and bank["bottom"] <= height + 1,
              "%s: the bank is not wholly on screen: %s" % (label, bank))
    browser.screenshot("%s.png" % label)


def fits(browser, label):
    """Every word shown in the grid lies wholly inside its cell."""
    clipped = browser.js("""Array.prototype.filter.call(document.querySelectorAll('.cell'), function(c){
        var w = c.firstChild;
        return c.textContent !== '' && (c.scrollWidth > c.clientWidth + 1 || c.scrollHeight > c.clientHeight + 1
                                        || w.scrollWidth > w.clientWidth + 1 || w.scrollHeight > w.clientHeight + 1);
        }).map(function(c){ return c.getAttribute('data-word'); })""")
    check(clipped == [], "%s: words do not fit their cells: %s" % (label, clipped))


started = time.time()
english = make_page("animals-en.html", ["--words", "animals", "--size", "4", "--seed", "5", "--lang", "en"])
french = make_page("animals-fr.html", ["--words", "animals", "--size", "6", "--seed", "8", "--count", "2", "--lang", "fr"])
nine = make_page("animals-9.html", ["--words", "animals", "--size", "9", "--seed", "3", "--grade", "2", "--lang", "fr"])
exam = make_page("animals-exam.html", ["--words", "animals", "--size", "6", "--seed", "11", "--lang", "en", "--mode", "at-finish"])
browser = Browser()
try:
    layout(browser, "desktop-9x9", "file://" + nine, 1280, 800, False, beside=True)
    layout(browser, "phone-upright-9x9", "file://" + nine, 390, 844, True, beside=False)
    layout(browser, "phone-sideways-9x9", "file://" + nine, 844, 390, True, beside=True)
    # Tablets: larger words (at least 14 px in a 9x9's cells), upright and sideways.
    layout(browser, "tablet-upright-9x9", "file://" + nine, 768, 1024, True, beside=False, minimum=14)
    layout(browser, "tablet-sideways-9x9", "file://" + nine, 1024, 768, True, beside=True, minimum=14)
    layout(browser, "tablet-tall-9x9", "file://" + nine, 820, 1180, True, beside=False, minimum=14)
    # An exam page says so above the grid, and the grid leaves room for it.
    layout(browser, "tablet-sideways-exam", "file://" + exam, 1024, 768, True, beside=True, minimum=14)
    layout(browser, "phone-sideways-exam", "file://" + exam, 844, 390, True, beside=True)
    played = [play(browser, "desktop", "file://" + english, 1280, 800, False, "Ann Lee"),
              play(browser, "phone-upright", "file://" + french, 390, 844, True, "Zoé"),
              play(browser, "phone-sideways", "file://" + nine, 844, 390, True, "Ben"),
              play_exam(browser, "tablet-exam", "file://" + exam, 1024, 768, True, "Dee")]
    codes = [code for code, _ in played]
finally:
    browser.close()

report = subprocess.run([binary, "class", "--help"], env=env, capture_output=True, text=True)
if report.returncode == 0:
    codes_file = os.path.join(work, "codes.txt")
    with open(codes_file, "w") as out:
        out.write("\n".join(codes) + "\n")
    out_file = os.path.join(work, "report.html")
    result = subprocess.run([binary, "class", "report", codes_file, "-o", out_file], env=env, capture_output=True, text=True)
    check(result.returncode == 0, "class report: " + result.stderr)
    html = open(out_file, encoding="utf-8").read()
    check(all(name in html for name in ("Ann Lee", "Zoé", "Ben", "Dee")), "class report: a pupil is missing")
    check("at the finish (exam)" in html or "à la fin (examen)" in html, "class report: the exam's mode is not shown")
    for code, score in played:
        # The score's cell follows the dictionary looks' (the code's 9th field).
        cells = '<td class="number">%s</td><td class="number">%s</td>' % (code.split("~")[8], score)
        check(cells in html, "class report: the page's score %s is not in the report after its looks" % score)
    print("check-web-page: class report read %d result codes" % len(codes))
else:
    print("check-web-page: no 'class' command; result codes not read back")
print("check-web-page: ok in %.1f s; screenshots in %s" % (time.time() - started, shots))
for code in codes:
    print("  " + code)
if shots.startswith(work):
    print("check-web-page: (temporary folder kept for the screenshots)")
