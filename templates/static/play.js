/* nimbook: play a game against the computer, in the page.
   Each <section class="play" data-config='{"game":…,"heaps":[…],"misere":…,"maxTake":…}'>
   becomes a widget. The game logic below mirrors the Rust engine (src/games/{nim,bash,wythoff}.rs)
   exactly: the same rules, the same winning moves in the same order. Heaps are at most 1000, so
   plain JavaScript numbers and 32-bit XOR are exact. */
(function () {
  "use strict";

  /* ---------------------------------------------------------------- game logic */

  function xorAll(values) {
    return values.reduce(function (t, v) { return t ^ v; }, 0);
  }

  function bitWidth(v) {
    return v.toString(2).length; // 0 → "0": one digit, as the engine's bit_width
  }

  function binary(v, width) {
    return v.toString(2).padStart(width, "0");
  }

  // Nim (normal, misère, at most K per move). Each heap has a value g: the heap itself, or its
  // residue mod K+1 when moves are bounded. The mover loses exactly when the XOR of the values
  // is 0 — except in misère when every value is at most 1: then the mover loses exactly when an
  // odd number of values are 1.
  function heapValue(x, cfg) {
    return cfg.maxTake == null ? x : x % (cfg.maxTake + 1);
  }

  function nimValues(cfg, heaps) {
    return heaps.map(function (x) { return heapValue(x, cfg); });
  }

  function allSmall(values) {
    return values.every(function (v) { return v <= 1; });
  }

  function countOnes(values) {
    return values.filter(function (v) { return v === 1; }).length;
  }

  function nimWins(cfg, heaps) {
    var g = nimValues(cfg, heaps);
    if (cfg.misere && allSmall(g)) return countOnes(g) % 2 === 0;
    return xorAll(g) !== 0;
  }

  // How many to take from a heap of x (value g) so that its value becomes target (or null).
  function takeToReach(x, g, target, cfg) {
    if (cfg.maxTake == null) return target < x ? x - target : null;
    var k = cfg.maxTake;
    if (target > k || target === g) return null;
    var take = (g + k + 1 - target) % (k + 1); // lowering the residue from g to target
    return take >= 1 && take <= x ? take : null;
  }

  // Every winning move, by heap (each heap has at most one), exactly as nim::winning_moves.
  function nimMoves(cfg, heaps) {
    var g = nimValues(cfg, heaps);
    var total = xorAll(g);
    var moves = [];
    heaps.forEach(function (x, i) {
      var target = total ^ g[i]; // the XOR of the other heaps: make this heap equal to it
      if (cfg.misere) {
        var others = g.filter(function (_, j) { return j !== i; });
        // If every other value is ≤ 1, leave an odd number of 1s and nothing bigger.
        if (allSmall(others)) target = countOnes(others) % 2 === 0 ? 1 : 0;
      }
      var take = takeToReach(x, g[i], target, cfg);
      if (take !== null) moves.push({ heap: i + 1, take: take, leaves: x - take });
    });
    return moves;
  }

  // Bash: one heap of n, 1 to m per move; lost for the mover when n mod (m+1) is 0 (misère: 1).
  function bashWins(cfg, n) {
    if (cfg.misere && n === 0) return true; // the opponent took the last counter and lost
    return n % (cfg.maxTake + 1) !== (cfg.misere ? 1 : 0);
  }

  function bashMoves(cfg, n) {
    if (n === 0 || !bashWins(cfg, n)) return [];
    var period = cfg.maxTake + 1;
    var r = n % period;
    var target = cfg.misere ? 1 : 0;
    var take = (r - target + period) % period;
    if (take === 0 || take > n || take > cfg.maxTake) return [];
    return [{ take: take, leaves: n - take }];
  }

  // Wythoff: the P-positions are (a_k, b_k), with a_0 = b_0 = 0, a_k the least positive number
  // not yet used and b_k = a_k + k. Built once, as far as needed, with integers only.
  var wy = { a: [0], b: [0], partner: [0], k: [0], used: [true], next: 1 };

  function wythoffUpTo(limit) {
    while (wy.a.length <= limit) {
      var k = wy.a.length;
      while (wy.used[wy.next]) wy.next++;
      var a = wy.next, b = a + k;
      wy.used[a] = wy.used[b] = true;
      wy.a.push(a); wy.b.push(b);
      wy.partner[a] = b; wy.partner[b] = a;
      wy.k[a] = wy.k[b] = k;
    }
    // a_k ≥ k, so every number up to limit is now in some pair.
  }

  function isP(a, b) {
    var lo = Math.min(a, b), hi = Math.max(a, b);
    wythoffUpTo(hi);
    return wy.a[hi - lo] === lo;
  }

  // The three candidates, in the engine's order: first pile, second pile, both piles.
  function wythoffMoves(a, b) {
    if (isP(a, b)) return [];
    var moves = [];
    var pa = wy.partner[b];
    if (pa < a) moves.push({ from: "first", take: a - pa, leaves: [pa, b] });
    var pb = wy.partner[a];
    if (pb < b) moves.push({ from: "second", take: b - pb, leaves: [a, pb] });
    var lo = Math.min(a, b), ad = wy.a[Math.max(a, b) - lo];
    if (ad < lo) moves.push({ from: "both", take: lo - ad, leaves: [a - (lo - ad), b - (lo - ad)] });
    return moves;
  }

  // The public, pure interface (used by the browser tests): moves in the engine's JSON shape.
  function winningMoves(cfg, heaps) {
    if (cfg.game === "bash") return bashMoves(cfg, heaps[0]);
    if (cfg.game === "wythoff") return wythoffMoves(heaps[0], heaps[1]);
    return nimMoves(cfg, heaps);
  }

  function firstPlayerWins(cfg, heaps) {
    if (cfg.game === "bash") return bashWins(cfg, heaps[0]);
    if (cfg.game === "wythoff") return !isP(heaps[0], heaps[1]);
    return nimWins(cfg, heaps);
  }

  window.nimbookPlay = { winningMoves: winningMoves, firstPlayerWins: firstPlayerWins };

  /* ------------------------------------------------- moves, as the widget sees them */

  // A move is { pile: index from 0, or "both" (Wythoff), take }.
  function fromEngine(cfg, m) {
    if (cfg.game === "bash") return { pile: 0, take: m.take };
    if (cfg.game === "wythoff") return { pile: m.from === "both" ? "both" : m.from === "first" ? 0 : 1, take: m.take };
    return { pile: m.heap - 1, take: m.take };
  }

  function apply(heaps, move) {
    return heaps.map(function (x, i) { return move.pile === "both" || move.pile === i ? x - move.take : x; });
  }

  // The most one move may take from a pile (0: none).
  function maxTakeFrom(cfg, heaps, pile) {
    var x = pile === "both" ? Math.min(heaps[0], heaps[1]) : heaps[pile];
    return cfg.maxTake == null ? x : Math.min(x, cfg.maxTake);
  }

  // With no winning move, the engine's (and the paper's) computer takes one from the largest
  // heap, the first of them on a tie (Wythoff: the first pile unless the second is larger).
  function bestMove(cfg, heaps) {
    var wins = winningMoves(cfg, heaps);
    if (wins.length) return { move: fromEngine(cfg, wins[0]), winning: true };
    var largest = heaps.indexOf(Math.max.apply(null, heaps));
    return { move: { pile: largest, take: 1 }, winning: false };
  }

  function pileName(cfg, pile) {
    if (pile === "both") return "both piles";
    return (cfg.game === "wythoff" ? "pile " : "heap ") + (pile + 1);
  }

  function describe(cfg, move) {
    return "take " + move.take + " from " + (cfg.game === "bash" ? "the heap" : pileName(cfg, move.pile));
  }

  // What a losing computer says about its one-counter move.
  function fallbackText(cfg, move) {
    if (cfg.game === "bash") return "I take 1 and hope you slip";
    return "I take 1 from the " + (cfg.game === "wythoff" ? "larger pile (pile " : "largest heap (heap ") +
      (move.pile + 1) + ") and hope you slip";
  }

  function subscript(n) {
    return String(n).replace(/\d/g, function (d) { return "₀₁₂₃₄₅₆₇₈₉"[d]; });
  }

  function pairText(a, b) {
    var k = subscript(wy.k[Math.min(a, b)]);
    return "a" + k + " = " + Math.min(a, b) + ", b" + k + " = " + Math.max(a, b);
  }

  // One line on why a position is won (and the move that wins) or lost.
  function reason(cfg, heaps, move) {
    var after = move ? apply(heaps, move) : null;
    if (cfg.game === "wythoff") {
      var here = "(" + heaps.join(", ") + ")";
      if (!move) return here + " is a P-position (" + pairText(heaps[0], heaps[1]) + "): every move leaves a non-P-position";
      return here + " is not a P-position → " + describe(cfg, move) + ": (" + after.join(", ") +
        ") is a P-position: " + pairText(after[0], after[1]);
    }
    var mod = cfg.maxTake + 1;
    if (cfg.game === "bash") {
      var want = cfg.misere ? 1 : 0;
      var head = "heap " + heaps[0] + ", at most " + cfg.maxTake + " a move" + (cfg.misere ? " (misère)" : "") +
        ": " + heaps[0] + " mod " + mod + " = " + (heaps[0] % mod);
      if (!move) return head + ", the losing residue: no move wins";
      return head + " ≠ " + want + " → " + describe(cfg, move) + ", leaving " + after[0] + " (" + after[0] +
        " mod " + mod + " = " + want + ")";
    }
    var g = nimValues(cfg, heaps);
    var label = "heaps " + heaps.join(" ") + (cfg.maxTake == null ? "" : " (mod " + mod + ": " + g.join(" ") + ")");
    var what = cfg.maxTake == null ? "heaps" : "residues";
    if (cfg.misere && after && allSmall(nimValues(cfg, after))) {
      return label + ", misère: leave an odd number of " + what + " of 1 and nothing larger → " +
        describe(cfg, move) + ", leaving " + after.join(" ");
    }
    if (cfg.misere && allSmall(g) && !move) {
      return label + ", misère: an odd number of " + what + " of 1 and nothing larger: no move wins";
    }
    var width = Math.max.apply(null, g.concat(xorAll(g)).map(bitWidth));
    var sum = "XOR = " + binary(xorAll(g), width);
    if (!move) return label + ": " + sum + ", so every move leaves a non-zero XOR";
    return label + ": " + sum + " ≠ 0 → " + describe(cfg, move) + ", XOR becomes " +
      binary(xorAll(nimValues(cfg, after)), width);
  }

  /* ---------------------------------------------------------------- the widget */

  var SHOWN = 15;     // counters drawn per heap; a bigger heap also gets a "take n" field
  // ms before the computer answers, so the student sees the position (tests may shorten it)
  var DELAY = typeof window.nimbookPlayDelay === "number" ? window.nimbookPlayDelay : 450;

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text != null) node.textContent = text;
    return node;
  }

  function button(text, attrs) {
    return el("button", Object.assign({ type: "button" }, attrs || {}), text);
  }

  function rulesText(cfg) {
    var click = " Click a counter to take it and every counter above it (keyboard: Tab to a heap, arrows to choose, Enter to take).";
    if (cfg.game === "wythoff") {
      return "Wythoff's game: take any number from one pile, or the same number from both (press “Both piles” first). Whoever takes the last counter wins." + click;
    }
    var lose = cfg.misere ? "Misère: whoever takes the last counter loses." : "Whoever takes the last counter wins.";
    var limit = cfg.maxTake == null ? "" : " At most " + cfg.maxTake + " per move.";
    return (cfg.game === "bash" ? "Bash game: one heap." : "Nim: take from one heap at a time.") + limit + " " + lose + click;
  }

  // A random position of the same kind: as many heaps, each up to 2^b − 1 (at least 7, at
  // most 1000) where 2^b − 1 is the smallest such bound that holds the largest starting heap.
  function randomStart(cfg, start) {
    var limit = 7;
    while (limit < Math.max.apply(null, start)) limit = limit * 2 + 1;
    limit = Math.min(limit, 1000);
    var pick = function (lo) { return lo + Math.floor(Math.random() * (limit - lo + 1)); };
    for (;;) {
      var heaps = start.map(function () { return pick(cfg.game === "wythoff" ? 0 : 1); });
      var same = heaps.every(function (x, i) { return x === start[i]; });
      if (heaps.some(function (x) { return x > 0; }) && !same) return heaps;
    }
  }

  function Game(section, cfg) {
    this.cfg = cfg;
    this.lessonStart = cfg.heaps.slice();
    this.nouns = cfg.game === "wythoff" ? "pile" : "heap";
    this.build(section.querySelector(".play-widget") || section.appendChild(el("div", { class: "play-widget" })));
    this.newGame(this.lessonStart);
  }

  Game.prototype.build = function (root) {
    var self = this, cfg = this.cfg, id = root.parentNode.id || "play";
    this.root = root;
    var controls = el("div", { class: "play-controls" });
    var who = el("label", {}, "Who starts ");
    this.starter = el("select", { id: id + "-starter" });
    this.starter.append(el("option", { value: "you" }, "You"), el("option", { value: "computer" }, "Computer"));
    who.appendChild(this.starter);
    this.newButton = button("New game");
    this.randomButton = button("Random start");
    this.hintButton = button("Hint");
    controls.append(who, this.newButton, this.randomButton, this.hintButton);
    if (cfg.game === "wythoff") {
      this.bothButton = button("Both piles", { "aria-pressed": "false", class: "play-both" });
      controls.appendChild(this.bothButton);
      this.bothButton.addEventListener("click", function () { self.setBoth(!self.both); });
    }
    this.heapsBox = el("div", { class: "play-heaps" });
    this.takeForm = el("form", { class: "play-take", hidden: "" });
    this.hint = el("p", { class: "play-hint", hidden: "" });
    this.status = el("p", { class: "play-status", role: "status", "aria-live": "polite" });
    this.why = el("p", { class: "play-why" });
    this.log = el("ol", { class: "play-log", "aria-label": "Moves so far", tabindex: "0" });
    root.replaceChildren(el("p", { class: "play-rules" }, rulesText(cfg)), controls, this.heapsBox,
      this.takeForm, this.status, this.hint, this.why, this.log);
    this.buildTakeForm(id);

    this.starter.addEventListener("change", function () { self.newGame(self.start); });
    this.newButton.addEventListener("click", function () { self.newGame(self.lessonStart); });
    this.randomButton.addEventListener("click", function () { self.newGame(randomStart(cfg, self.lessonStart)); });
    this.hintButton.addEventListener("click", function () { self.showHint(); });
    this.heapsBox.addEventListener("click", function (e) {
      var b = e.target.closest(".play-counter");
      if (b && !b.disabled) self.studentMove({ pile: b.dataset.pile === "both" ? "both" : +b.dataset.pile, take: +b.dataset.take });
    });
    this.heapsBox.addEventListener("keydown", function (e) { self.onKey(e); });
    // "Both piles": pointing at a counter previews the take in both piles (CSS does one pile).
    var preview = function (e) {
      var b = e.type === "mouseover" || e.type === "focusin" ? e.target.closest(".play-counter:enabled:not([aria-disabled])") : null;
      self.heapsBox.querySelectorAll(".play-counter").forEach(function (c) {
        c.classList.toggle("play-preview", !!b && self.both && +c.dataset.take <= +b.dataset.take);
      });
    };
    ["mouseover", "mouseout", "focusin", "focusout"].forEach(function (t) { self.heapsBox.addEventListener(t, preview); });
  };

  // For heaps too big to draw: "Take [n] from [heap]" with a number field.
  Game.prototype.buildTakeForm = function (id) {
    var self = this;
    this.takeCount = el("input", { type: "number", min: "1", value: "1", id: id + "-take", inputmode: "numeric" });
    this.takePile = el("select", { id: id + "-pile", "aria-label": "From which " + this.nouns });
    this.cfg.heaps.forEach(function (_, i) {
      self.takePile.appendChild(el("option", { value: String(i) }, pileName(self.cfg, i)));
    });
    if (this.cfg.game === "wythoff") this.takePile.appendChild(el("option", { value: "both" }, "both piles"));
    this.takeForm.append(el("label", { for: id + "-take" }, "Take "), this.takeCount, el("span", {}, " from "),
      this.takePile, button("Take", { type: "submit" }));
    this.takeForm.addEventListener("submit", function (e) {
      e.preventDefault();
      var pile = self.takePile.value === "both" ? "both" : +self.takePile.value;
      var take = Number(self.takeCount.value);
      if (Number.isInteger(take) && take >= 1 && take <= maxTakeFrom(self.cfg, self.heaps, pile)) {
        self.studentMove({ pile: pile, take: take });
      } else {
        self.say("You can take 1 to " + maxTakeFrom(self.cfg, self.heaps, pile) + " from " + pileName(self.cfg, pile) + ".");
      }
    });
  };

  Game.prototype.newGame = function (start) {
    clearTimeout(this.timer);
    this.start = start.slice();
    this.heaps = start.slice();
    this.turn = this.starter.value; // "you" or "computer"
    this.over = false;
    this.lastMover = null;
    this.log.replaceChildren();
    this.why.textContent = "";
    this.addLog("Start: " + this.start.join(" ") + (this.turn === "you" ? ", you move first" : ", the computer moves first"));
    this.setBoth(false);
    this.nextTurn();
  };

  Game.prototype.setBoth = function (on) {
    this.both = !!on && this.cfg.game === "wythoff";
    if (this.bothButton) this.bothButton.setAttribute("aria-pressed", String(this.both));
    this.draw(false);
  };

  Game.prototype.say = function (text) {
    this.status.textContent = text;
  };

  Game.prototype.addLog = function (text, why) {
    var item = el("li", {}, text);
    if (why) item.append(" ", el("span", { class: "play-why" }, why));
    this.log.appendChild(item);
    this.log.scrollTop = this.log.scrollHeight;
  };

  // After each move: is the game over? If not, whose move is it?
  Game.prototype.nextTurn = function () {
    var self = this;
    this.hint.hidden = true;
    // The state, for styling and for the browser tests: heaps, whose move, the winner.
    this.root.dataset.heaps = this.heaps.join(" ");
    this.root.dataset.state = this.turn;
    delete this.root.dataset.winner;
    if (this.heaps.every(function (x) { return x === 0; })) {
      this.over = true;
      // Normal play: the player to move has lost. Misère: the player to move has won.
      var youWin = (this.turn === "you") === !!this.cfg.misere;
      var how = this.lastMover === null ? "There is nothing to take" :
        (this.lastMover === "you" ? "You" : "The computer") + " took the last counter";
      this.root.dataset.state = "over";
      this.root.dataset.winner = youWin ? "you" : "computer";
      this.say(how + (youWin ? ": you win!" : ": the computer wins.") + " Press New game to play again.");
      this.addLog(youWin ? "You win." : "The computer wins.");
    } else if (this.turn === "computer") {
      this.say("The computer is thinking…");
      this.timer = setTimeout(function () { self.computerMove(); }, DELAY);
    } else {
      this.say((this.lastMover === "computer" ? this.status.dataset.last + " " : "") + "Your move.");
    }
    this.draw(true);
  };

  Game.prototype.move = function (who, move) {
    this.heaps = apply(this.heaps, move);
    this.lastMover = who;
    this.turn = who === "you" ? "computer" : "you";
  };

  Game.prototype.studentMove = function (move) {
    if (this.over || this.turn !== "you") return;
    if (move.take < 1 || move.take > maxTakeFrom(this.cfg, this.heaps, move.pile)) return;
    this.move("you", move);
    this.addLog("You: " + describe(this.cfg, move) + " → " + this.heaps.join(" "));
    this.why.textContent = "";
    this.both = false;
    if (this.bothButton) this.bothButton.setAttribute("aria-pressed", "false");
    this.nextTurn();
  };

  Game.prototype.computerMove = function () {
    var best = bestMove(this.cfg, this.heaps);
    var line = reason(this.cfg, this.heaps, best.winning ? best.move : null);
    var last = apply(this.heaps, best.move).every(function (x) { return x === 0; });
    // A losing computer takes one from the largest heap; in misère that may be the last one.
    if (!best.winning) line += " → " + (last ? "I have to take the last counter" : fallbackText(this.cfg, best.move));
    this.move("computer", best.move);
    this.addLog("Computer: " + describe(this.cfg, best.move) + " → " + this.heaps.join(" "), line);
    this.why.textContent = line;
    this.status.dataset.last = "The computer chose to " + describe(this.cfg, best.move) + ".";
    this.nextTurn();
  };

  Game.prototype.showHint = function () {
    if (this.over || this.turn !== "you") return;
    var wins = winningMoves(this.cfg, this.heaps);
    this.hint.hidden = false;
    if (wins.length) {
      var move = fromEngine(this.cfg, wins[0]);
      this.hint.dataset.pile = String(move.pile);
      this.hint.dataset.take = String(move.take);
      this.hint.textContent = "Hint: " + describe(this.cfg, move) + ". Why: " + reason(this.cfg, this.heaps, move) + ".";
    } else {
      delete this.hint.dataset.pile;
      delete this.hint.dataset.take;
      this.hint.textContent = "Hint: there is no winning move, this position is lost: " +
        reason(this.cfg, this.heaps, null) + ". Play on and hope the computer slips.";
    }
  };

  /* ------------------------------------------------------------- drawing the heaps */

  Game.prototype.draw = function (keepFocus) {
    if (!this.heaps) return;
    var self = this, cfg = this.cfg;
    var focused = this.heapsBox.contains(document.activeElement) ? +document.activeElement.dataset.index : -1;
    var waiting = this.over || this.turn !== "you";
    var big = false;
    var piles = this.heaps.map(function (x, i) {
      var pile = self.both ? "both" : i;
      var limit = maxTakeFrom(cfg, self.heaps, pile);
      var name = cfg.game === "bash" ? "Heap" : (cfg.game === "wythoff" ? "Pile " : "Heap ") + (i + 1);
      var box = el("div", { class: "play-heap", role: "group", "aria-label": name + ", " + x + (x === 1 ? " counter" : " counters") });
      var stack = el("div", { class: "play-counters" });
      // Draw the usable counters and a few more (a heap of 1000 would not fit on a phone).
      var shown = Math.min(x, cfg.maxTake == null ? SHOWN : Math.min(SHOWN, cfg.maxTake + 5));
      // Bottom first (the stack is drawn bottom-up): the k-th counter from the top takes k.
      for (var k = shown; k >= 1; k--) {
        var b = button(null, {
          class: "play-counter",
          "aria-label": "Take " + k + " from " + (cfg.game === "bash" ? "the heap" : pileName(cfg, pile)),
          tabindex: "-1",
          "data-pile": String(pile),
          "data-take": String(k),
          "data-index": String(i)
        });
        b.disabled = k > limit;
        if (waiting) b.setAttribute("aria-disabled", "true");
        stack.appendChild(b);
      }
      var roving = stack.lastElementChild; // the top counter is each heap's tab stop
      if (roving) roving.tabIndex = 0;
      if (x > shown) box.appendChild(el("span", { class: "play-more" }, "+" + (x - shown) + " below"));
      if (limit > shown) big = true; // some moves have no counter to click: offer the form
      box.prepend(stack);
      box.appendChild(el("span", { class: "play-heap-label", "aria-hidden": "true" }, name + ": " + x));
      return box;
    });
    this.heapsBox.replaceChildren.apply(this.heapsBox, piles);
    this.takeForm.hidden = !big;
    this.hintButton.disabled = waiting;
    if (this.bothButton) this.bothButton.disabled = waiting;
    // Keep the keyboard in the heaps across the redraw (or on New game once they are empty).
    if (keepFocus && focused >= 0 && !this.focusHeap(focused, 0)) this.newButton.focus();
  };

  // Focus the top counter of heap i, or of the nearest heap in direction step that has one.
  Game.prototype.focusHeap = function (i, step) {
    var boxes = this.heapsBox.children;
    for (var n = 0; n < 2 * boxes.length; n++) {
      var j = step ? i + step * n : (n % 2 ? i + Math.ceil(n / 2) : i - n / 2);
      var top = boxes[j] && boxes[j].querySelector(".play-counter:last-child");
      if (top) { top.focus(); return true; }
    }
    return false;
  };

  // Arrow keys inside a heap: Up/Down move to the counter above/below (taking one less/more),
  // Home/End to the top/lowest usable counter, Left/Right to the neighbouring heap.
  Game.prototype.onKey = function (e) {
    var b = e.target;
    if (!b.classList || !b.classList.contains("play-counter")) return;
    var stack = b.parentNode, i = +b.dataset.index, to = null;
    var usable = Array.prototype.filter.call(stack.children, function (c) { return !c.disabled; });
    var at = usable.indexOf(b); // usable is bottom first
    if (e.key === "ArrowUp") to = usable[at + 1];
    else if (e.key === "ArrowDown") to = usable[at - 1];
    else if (e.key === "Home") to = usable[usable.length - 1];
    else if (e.key === "End") to = usable[0];
    else if (e.key === "ArrowLeft" || e.key === "ArrowRight") {
      e.preventDefault();
      this.focusHeap(i + (e.key === "ArrowLeft" ? -1 : 1), e.key === "ArrowLeft" ? -1 : 1);
      return;
    } else return;
    e.preventDefault();
    if (to) {
      b.tabIndex = -1;
      to.tabIndex = 0;
      to.focus();
    }
  };

  function init() {
    document.querySelectorAll("section.play[data-config]").forEach(function (section) {
      var cfg;
      try {
        cfg = JSON.parse(section.getAttribute("data-config"));
      } catch (e) {
        return; // a malformed block stays hidden; the page text still stands
      }
      if (!cfg || !Array.isArray(cfg.heaps) || !cfg.heaps.length) return;
      new Game(section, cfg);
      section.hidden = false;
    });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
