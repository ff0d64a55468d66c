//! The play widget of ```play blocks. It knows no game rules: the build (crates/views/src/play.rs)
//! embeds in each block's data-config the tables the game model computed (or, for a table too
//! large to embed, the page's engine module computes the same one: fetchTable) — the options of every
//! heap size with the Grundy values (normal-play heap games), whether the player to move wins
//! each reachable position (misère heap games), or every reachable position with its options
//! (Wythoff's game, games on tuples). This script only reads them, plays, hints and explains.
//! Every word it shows comes from the block's data-messages (templates/blocks/play.html builds
//! them from the site's messages in the page's language): `say(key, {name: value})`.
(function () {
  'use strict';

  const keyOf = (p) => p.filter((h) => h > 0).sort((a, b) => a - b).join(',');
  const xor = (vs) => vs.reduce((a, b) => a ^ b, 0);
  const sum = (vs) => vs.reduce((a, b) => a + b, 0);

  function indexOf(cfg, p) {
    if (!cfg.index) cfg.index = new Map(cfg.positions.map((q, i) => [q.join(','), i]));
    const i = cfg.index.get(p.join(','));
    if (i === undefined) throw new Error(`position ${p.join(' ')} is not in the table`);
    return i;
  }

  function apply(cfg, p, i, to) {
    const mid = to.length === 0 && cfg.keepsEmpty ? [0] : to;
    return [...p.slice(0, i), ...mid, ...p.slice(i + 1)];
  }

  /** Every move from `p`, in the model's order: {heap, to, after}. */
  function moves(cfg, p) {
    if (cfg.kind === 'positions') {
      const i = indexOf(cfg, p);
      // A rule that describes its moves gave each one its words (cfg.said, beside cfg.moves).
      return cfg.moves[i].map((j, k) => ({ heap: null, to: cfg.positions[j], after: cfg.positions[j], said: cfg.said ? cfg.said[i][k] : null }));
    }
    const out = [];
    p.forEach((h, i) => {
      for (const to of cfg.options[h]) out.push({ heap: i, to, after: apply(cfg, p, i, to) });
    });
    return out;
  }

  /** Whether the player to move from `p` wins. */
  function wins(cfg, p) {
    if (cfg.kind === 'positions') return cfg.win[indexOf(cfg, p)];
    if (cfg.wins) {
      const w = cfg.wins[keyOf(p)];
      if (w === undefined) throw new Error(`position ${p.join(' ')} is not in the table`);
      return w;
    }
    return xor(p.map((h) => cfg.grundy[h])) !== 0;
  }

  const winningMoves = (cfg, p) => moves(cfg, p).filter((m) => !wins(cfg, m.after));

  /** The messages of a play section: `say(key, args)` fills in `{name}`; a message with plural
   *  forms ({one, other}) is chosen by `args.count` in the page's language. */
  function messages(section) {
    let text = {};
    try {
      text = JSON.parse(section.dataset.messages || '{}');
    } catch (e) {
      text = {};
    }
    const langOf = section.closest('[lang]');
    const plurals = new Intl.PluralRules(langOf ? langOf.lang : 'en');
    return (key, args = {}) => {
      let s = text[key];
      if (s && typeof s === 'object') s = s[plurals.select(args.count)] ?? s.other;
      if (typeof s !== 'string') return key;
      return s.replace(/\{(\w+)\}/g, (all, name) => (name in args ? String(args[name]) : all));
    };
  }

  /** A move in words: "take 2 from heap 1", "take 1 from heap 2 (5), leaving 3 + 1", "move to (4, 7)". */
  function describe(say, cfg, p, m) {
    if (m.said) return m.said;
    if (m.heap === null) return say('moveTo', { position: m.after.join(', ') });
    const h = p[m.heap];
    const k = h - sum(m.to);
    const heap = m.heap + 1;
    if (m.to.length === 0) return h === 1 ? say('take', { take: 1, heap }) : say('takeAll', { size: h, heap });
    if (m.to.length === 1) return cfg.splits ? say('takeLeaving', { take: k, heap, leaves: m.to[0] }) : say('take', { take: k, heap });
    const parts = m.to.join(' + ');
    return k > 0 ? say('takeSplit', { take: k, heap, size: h, parts }) : say('split', { heap, size: h, parts });
  }

  /** The label of an option button. */
  function label(say, cfg, p, m) {
    if (m.said) return m.said;
    if (m.heap === null) return `(${m.after.join(', ')})`;
    const k = p[m.heap] - sum(m.to);
    if (m.to.length === 0) return say('labelTakeAll', { take: k });
    if (m.to.length === 1) return say('labelTake', { take: k, left: m.to[0] });
    const parts = m.to.join(' + ');
    return k > 0 ? say('labelTakeSplit', { take: k, parts }) : say('labelSplit', { parts });
  }

  const bits = (v, width) => v.toString(2).padStart(width, '0');

  /** Why the mover chose `m` from `p`, in the game's own terms. */
  function explain(say, cfg, p, m, winning) {
    const did = describe(say, cfg, p, m);
    if (cfg.nim && !cfg.misere && m.heap !== null) {
      // Nim is taught (lesson 5) before Grundy values: its words are the heaps' own XOR. (Not in
      // misère play, where the winning move of the endgame leaves an XOR of 1.)
      const width = Math.max(1, ...p.map((v) => v.toString(2).length));
      const binary = say('binary', { terms: p.map((v) => `${bits(v, width)}₂`).join(' ⊕ '), bits: bits(xor(p), width), total: xor(p) }) + say('gap');
      if (!winning) return binary + say('nimLosing', { move: did });
      return binary + say('nimWinning', { others: xor(p) ^ p[m.heap], move: did });
    }
    if (cfg.grundy && m.heap !== null && p.length > 1) {
      const g = p.map((h) => cfg.grundy[h]);
      const total = xor(g);
      let binary = '';
      if (!winning) return binary + say('grundyLosing', { values: g.join(' ⊕ '), move: did });
      const others = total ^ g[m.heap];
      const left = m.to.map((h) => cfg.grundy[h]);
      const value = left.length > 1 ? `${left.join(' ⊕ ')} = ${xor(left)}` : `${xor(left)}`;
      const after = m.to.length > 1 ? say('leftHeaps', { value }) : m.to.length ? say('leftHeap', { value }) : say('leftNothing');
      return binary + say('grundyWinning', { heap: m.heap + 1, value: g[m.heap], others, move: did, left: after });
    }
    let blocks = '';
    if (cfg.block && p.length === 1) {
      const count = Math.floor(p[0] / cfg.block);
      blocks = say('blocks', { size: p[0], blocks: count, count, block: cfg.block, rest: p[0] % cfg.block }) + say('gap');
    }
    if (!winning) return blocks + say('losing', { move: did });
    // A move without a heap number, or one that leaves no heap at all, is said without the
    // position: "()" would say nothing.
    if (m.heap === null || !m.after.length) return blocks + say('winningPosition', { move: did });
    return blocks + say('winning', { move: did, position: m.after.join(', ') });
  }

  function el(tag, attrs, text) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    if (text !== undefined) e.textContent = text;
    return e;
  }

  // Arrow keys move the focus between the buttons of one group.
  function arrows(group) {
    group.addEventListener('keydown', (ev) => {
      const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[ev.key];
      if (!step) return;
      const buttons = [...group.querySelectorAll('button:not([disabled])')];
      const i = buttons.indexOf(document.activeElement);
      if (i < 0) return;
      ev.preventDefault();
      buttons[(i + step + buttons.length) % buttons.length].focus();
    });
  }

  /** A heap drawn in blocks of `b` (Bash: m + 1), the remainder apart: "●●● ●●● ●●". */
  function blocks(h, b) {
    const box = el('span', { class: 'play-blocks', 'aria-hidden': 'true' });
    if (h > 240) return box;
    for (let i = 0; i + b <= h; i += b) box.append(el('span', { class: 'play-block' }, '●'.repeat(b)));
    if (h % b) box.append(el('span', { class: 'play-block play-rest' }, '●'.repeat(h % b)));
    return box;
  }

  /** Where each vertex of a tree given by its parent list stands: leaves in order across
   *  (x, in leaf steps), depth up (y); vertex 1 is the root. Computed once per start. */
  function treeLayout(start) {
    const n = start.length + 1;
    const kids = Array.from({ length: n + 1 }, () => []);
    start.forEach((parent, i) => { if (parent) kids[parent].push(i + 2); });
    const x = [];
    const y = [];
    let leaves = 0;
    const place = (v, depth) => {
      y[v] = depth;
      if (!kids[v].length) { x[v] = leaves++; return; }
      kids[v].forEach((c) => place(c, depth + 1));
      x[v] = (x[kids[v][0]] + x[kids[v][kids[v].length - 1]]) / 2;
    };
    place(1, 0);
    return { start, n, x, y, leaves };
  }

  function setup(section) {
    // Once per block: a block the page shows again (explore.js) keeps its game.
    if (section.hasAttribute('data-started')) return;
    section.setAttribute('data-started', '');
    const base = JSON.parse(section.dataset.config);
    const say = messages(section);
    // With --toggle-misere the build embedded the other convention as `alt`.
    const tables = base.alt ? [base, base.alt] : [base];
    let cfg = base;
    const root = section.querySelector('.play-widget');
    const delay = () => (typeof window.nimbookPlayDelay === 'number' ? window.nimbookPlayDelay : 450);
    const controls = el('div', { class: 'play-controls' });
    const starter = el('select', { 'aria-label': say('whoStarts') });
    starter.append(el('option', { value: 'you' }, say('youStart')), el('option', { value: 'computer' }, say('computerStarts')));
    // data-action names the buttons in every language (for tests and custom styles).
    const newGame = el('button', { type: 'button', 'data-action': 'new-game' }, say('newGame'));
    const randomStart = el('button', { type: 'button', 'data-action': 'random-start' }, say('randomStart'));
    const hintButton = el('button', { type: 'button', 'data-action': 'hint' }, say('hint'));
    controls.append(starter, newGame, randomStart, hintButton);
    let toggle = null;
    if (tables.length > 1) {
      const wrap = el('label', { class: 'play-toggle' });
      toggle = el('input', { type: 'checkbox', 'data-toggle': 'misere' });
      toggle.checked = cfg.misere;
      wrap.append(toggle, ' ', say('misereToggle'));
      controls.append(wrap);
    }
    const status = el('p', { class: 'play-status', 'aria-live': 'polite' });
    const heapsBox = el('div', { class: 'play-heaps', role: 'group', 'aria-label': cfg.kind === 'heaps' ? say('heapsGroup') : say('positionGroup') });
    const optionsBox = el('div', { class: 'play-options', role: 'group', 'aria-label': say('movesGroup') });
    const hint = el('p', { class: 'play-hint', hidden: '' });
    const why = el('p', { class: 'play-why' });
    const log = el('ol', { class: 'play-log' });
    root.append(controls, status, heapsBox, optionsBox, hint, why, log);
    arrows(heapsBox);
    arrows(optionsBox);

    let start = cfg.start.slice();
    let pos = start.slice();
    let chosen = null;
    let timer = null;
    // A board of coins, cells or stairs (cfg.board): the entries clicked so far, toward a move.
    let picked = [];
    // A rows (columns) board: the square clicked ([entry, square]) when more than one move starts there.
    let rowPick = null;
    // A tree board's layout, made from the start once (vertices only fall).
    let layout = null;
    // A pieces board: how many squares from the left edge the student's piece stands in each
    // row. The position says only the gaps; where the pieces stand is the game's story so far
    // (the student's piece advances when the student narrows a gap, the computer's otherwise).
    let shift = [];

    const show = (p) => p.join(' ');
    const largest = () => Math.max(1, ...pos);

    /** Boards whose entries are clicked to pick them (coins, cells, stairs). */
    const picks = () => cfg.kind === 'positions' && ['coins', 'cells', 'stairs', 'lights'].includes(cfg.board);
    /** The entries a move changes (a board of coins or cells). */
    const changed = (m) => pos.map((v, i) => (v !== m.after[i] ? i : -1)).filter((i) => i >= 0);
    /** The entries a move is made on: those it changes, or on stairs those it takes coins off. */
    const touched = (m) => (cfg.board === 'stairs' ? pos.map((v, i) => (m.after[i] < v ? i : -1)).filter((i) => i >= 0) : changed(m));
    /** Whether a move starts at square v of entry e on a rows (columns) board: it leaves entry
     *  e with v squares and the entries before it as they were. */
    const startsAt = (m, e, v) => m.after[e] === v && pos.every((w, s) => s >= e || m.after[s] === w);
    const same = (a, b) => a.length === b.length && a.every((i) => b.includes(i));
    /** The moves made on every picked entry (and perhaps more): when one is left, it is made. */
    const fitting = () => moves(cfg, pos).filter((m) => picked.every((i) => touched(m).includes(i)));
    /** The moves made on exactly the picked entries: the buttons below the board, while a
     *  further click could still pick more (Moore's Nim: the heaps first, then the amounts). */
    const pickedMoves = () => (picked.length ? fitting().filter((m) => same(touched(m), picked)) : []);

    function pick(i) {
      picked = picked.includes(i) ? picked.filter((j) => j !== i) : [...picked, i];
      if (picked.length && fitting().length === 0) picked = [i];
      const fits = fitting();
      if (picked.length && fits.length === 1) {
        picked = [];
        play(fits[0], 'You');
        return;
      }
      draw();
    }

    /** A board of coins (0 tails ○, 1 heads ●) or numbered cells, each clicked to pick it; a
     *  staircase (stair 1 lowest) with the coins on each stair, a stair clicked to pick it. */
    function drawBoard(mine, all) {
      const stairs = cfg.board === 'stairs';
      heapsBox.classList.toggle('play-stairs', stairs);
      // A square board of lights (cfg.board 'lights'), row by row: each light named by its place.
      const lights = cfg.board === 'lights';
      const side = lights ? Math.round(Math.sqrt(pos.length)) : 0;
      heapsBox.classList.toggle('play-lights', lights);
      heapsBox.style.setProperty('--side', String(side));
      if (stairs) heapsBox.append(el('span', { class: 'play-ground-step', 'aria-hidden': 'true' }, say('ground')));
      // The entries some move is made on together with those picked already.
      const open = new Set(fitting().flatMap(touched));
      pos.forEach((v, i) => {
        const name = lights ? `(${Math.floor(i / side) + 1}, ${(i % side) + 1})` : cfg.names && cfg.names[i] ? cfg.names[i] : `${i + 1}`;
        const face = (cfg.board === 'coins' || lights) && v <= 1 ? (v === 1 ? '●' : '○') : stairs && v <= 12 ? '●'.repeat(v) || ' ' : String(v);
        const state = lights ? say(v === 1 ? 'lightOn' : 'lightOff') : String(v);
        const cell = el('button', { type: 'button', class: `play-cell play-${cfg.board}${lights && v === 1 ? ' play-on' : ''}`, 'data-coin': String(i), 'aria-pressed': String(picked.includes(i)), 'aria-label': `${name}: ${state}` });
        if (stairs) cell.style.setProperty('--step', String(i + 1));
        // The name first, then the value, as the label says them, with a space between (axe's
        // label-content-name-mismatch compares the label with the visible words).
        if (stairs) {
          cell.append(el('span', { class: 'play-cell-face', 'aria-hidden': 'true' }, face), ' ', el('span', { class: 'play-cell-name', 'aria-hidden': 'true' }, `${name}: ${v}`));
        } else {
          cell.append(el('span', { class: 'play-cell-name', 'aria-hidden': 'true' }, name), ' ', el('span', { class: 'play-cell-face', 'aria-hidden': 'true' }, face));
        }
        // Any entry some move is made on can be clicked: one that fits no move with those picked
        // starts a new choice (pick). Those that fit are marked.
        cell.disabled = !mine || !all.some((m) => touched(m).includes(i));
        if (picked.length && open.has(i) && !picked.includes(i)) cell.classList.add('play-open');
        cell.addEventListener('click', () => pick(i));
        heapsBox.append(cell);
      });
    }

    /** A number beside or under a board of squares, for the eye only (each square's label says it). */
    const mark = (text) => el('span', { class: 'play-grid-label', 'aria-hidden': 'true' }, text);
    /** Calls toggle(true) while the square is pointed at or focused, toggle(false) once it is not. */
    function whilePointed(square, toggle) {
      for (const [on, events] of [[true, ['mouseenter', 'focus']], [false, ['mouseleave', 'blur']]]) {
        for (const ev of events) square.addEventListener(ev, () => toggle(on));
      }
    }

    /** Rows of squares, row 1 at the bottom (entry i is the length of row i + 1), or the same
     *  board on its side (cfg.board 'columns': entry i the height of column i + 1, column 1 at
     *  the left). Each square a move can start from is a button: the move that leaves its row
     *  (column) ending just before it, and the rows below (the columns to its left) as they were
     *  (Chomp: the rest is cut as well). Pointing at a square shows every square that move
     *  takes; when several moves fit, they are listed below. A square's data-entry and
     *  data-value say which entry and which square of it; data-row and data-col where it is
     *  drawn, from the bottom left. */
    function drawRows(mine, all) {
      const columns = cfg.board === 'columns';
      const longest = Math.max(1, ...cfg.start, ...pos);
      const [across, up] = columns ? [pos.length, longest] : [longest, pos.length];
      const board = el('div', { class: `play-grid play-rows${columns ? ' play-columns' : ''}`, style: `--cols: ${across + 1}; grid-template-columns: repeat(${across + 1}, var(--square))` });
      const at = (e, v) => all.filter((m) => startsAt(m, e, v));
      const squares = [];
      const showTaken = (m, on) => {
        for (const sq of squares) {
          sq.classList.toggle('play-taken', on && Number(sq.dataset.value) >= m.after[Number(sq.dataset.entry)]);
        }
      };
      for (let y = up - 1; y >= 0; y--) {
        board.append(mark(String(y + 1)));
        for (let x = 0; x < across; x++) {
          const [e, v] = columns ? [x, y] : [y, x];
          if (v >= pos[e]) {
            board.append(el('span', { class: 'play-square play-gone', 'aria-hidden': 'true' }));
            continue;
          }
          const fits = at(e, v);
          const where = say('square', { row: y + 1, column: x + 1 });
          const place = { 'data-entry': String(e), 'data-value': String(v), 'data-row': String(y), 'data-col': String(x) };
          let sq;
          if (fits.length) {
            sq = el('button', { type: 'button', class: 'play-square play-target', ...place, 'aria-label': fits.length === 1 ? `${where}: ${describe(say, cfg, pos, fits[0])}` : where });
            if (fits.length === 1) sq.dataset.after = show(fits[0].after);
            sq.setAttribute('aria-pressed', String(rowPick !== null && rowPick[0] === e && rowPick[1] === v));
            sq.disabled = !mine;
            sq.addEventListener('click', () => {
              if (fits.length === 1) return play(fits[0], 'You');
              rowPick = [e, v];
              draw();
            });
            whilePointed(sq, (on) => mine && showTaken(fits[0], on));
          } else {
            // A square no move starts from (Chomp's poisoned corner).
            sq = el('span', { class: 'play-square play-fixed', role: 'img', ...place, 'aria-label': where });
          }
          squares.push(sq);
          board.append(sq);
        }
      }
      board.append(mark(''));
      for (let x = 1; x <= across; x++) board.append(mark(String(x)));
      heapsBox.append(board);
      return rowPick ? at(rowPick[0], rowPick[1]) : [];
    }

    /** The squares across a pieces board: the widest gap of any position the game reaches, and
     *  its two pieces. */
    const piecesWide = () => Math.max(0, ...cfg.positions.flat()) + 2;

    /** Moves the pieces of a pieces board for the move from `before` to `after` by `mover`: in a
     *  row whose gap changed, the student's piece moves by the change (right as the gap narrows)
     *  and the computer's piece stays where the gap says; neither leaves the board. */
    function slide(before, after, mover) {
      const wide = piecesWide();
      shift = after.map((g, r) => {
        const moved = mover === 'You' && r < before.length ? before[r] - g : 0;
        return Math.min(Math.max(0, (shift[r] || 0) + moved), Math.max(0, wide - g - 2));
      });
    }

    /** Pieces in rows (cfg.board 'pieces'), row 1 at the top: entry i is the number of empty
     *  squares between the student's piece (○, at the left) and the computer's (●) in row i + 1,
     *  Northcott's game. Each square the student's piece can slide onto is a button: the move
     *  that leaves its row with the squares between it and the other piece, and the other rows
     *  as they were. Pointing at one marks the squares the piece crosses. The moves no square
     *  makes (a rule may change two rows at once) are returned, to be listed below the board. */
    function drawPieces(mine, all) {
      const wide = piecesWide();
      const board = el('div', { class: 'play-grid play-pieces', style: `--cols: ${wide + 1}; grid-template-columns: repeat(${wide + 1}, var(--square))` });
      const made = new Set();
      // The moves that change one row only, by that row and the gap they leave in it.
      const byGap = new Map();
      for (const m of all) {
        const rows = m.after.length === pos.length ? changed(m) : [];
        if (rows.length === 1) byGap.set(`${rows[0]} ${m.after[rows[0]]}`, m);
      }
      pos.forEach((g, r) => {
        board.append(mark(String(r + 1)));
        const left = shift[r] || 0;
        const right = left + g + 1;
        const row = [];
        for (let c = 0; c < wide; c++) {
          if (c === left || c === right) {
            const yours = c === left;
            row.push(el('span', { class: `play-square play-piece ${yours ? 'play-yours' : 'play-mine'}`, role: 'img', 'data-row': String(r), 'data-col': String(c), 'aria-label': say(yours ? 'yourPiece' : 'myPiece', { row: r + 1 }) }, yours ? '○' : '●'));
            continue;
          }
          // Sliding the student's piece onto square c leaves right - c - 1 squares between.
          const m = c < right ? byGap.get(`${r} ${right - c - 1}`) : undefined;
          const inside = c > left && c < right;
          if (!m) {
            row.push(el('span', { class: `play-square ${inside ? 'play-between' : 'play-off'}`, 'aria-hidden': 'true' }));
            continue;
          }
          made.add(m);
          const sq = el('button', { type: 'button', class: 'play-square play-target', 'data-row': String(r), 'data-col': String(c), 'data-after': show(m.after), 'aria-label': `${say('square', { row: r + 1, column: c + 1 })}: ${describe(say, cfg, pos, m)}` });
          sq.disabled = !mine;
          sq.addEventListener('click', () => play(m, 'You'));
          const crossed = (on) => row.forEach((e, d) => e.classList.toggle('play-path', on && d > Math.min(left, c) && d < Math.max(left, c)));
          whilePointed(sq, (on) => mine && crossed(on));
          row.push(sq);
        }
        board.append(...row);
      });
      board.append(mark(''));
      for (let c = 1; c <= wide; c++) board.append(mark(String(c)));
      heapsBox.append(board);
      return all.filter((m) => !made.has(m));
    }

    /** A board of squares (x across, y up) with the piece on the current one: each square the
     *  piece can reach is a button that makes that move; the others are drawn only. */
    function drawGrid(mine, all) {
      const [w, h] = cfg.start;
      const to = new Map(all.map((m) => [show(m.after), m]));
      const board = el('div', { class: 'play-grid', style: `grid-template-columns: repeat(${w + 2}, var(--square))` });
      for (let y = h; y >= 0; y--) {
        board.append(mark(String(y)));
        for (let x = 0; x <= w; x++) {
          const m = to.get(`${x} ${y}`);
          const here = x === pos[0] && y === pos[1];
          const position = `(${x}, ${y})`;
          let square;
          if (here) {
            square = el('span', { class: 'play-square play-here', role: 'img', 'aria-label': position }, '♛');
          } else if (m) {
            square = el('button', { type: 'button', class: 'play-square play-target', 'data-after': show(m.after), 'aria-label': say('moveTo', { position: `${x}, ${y}` }) });
            square.disabled = !mine;
            square.addEventListener('click', () => play(m, 'You'));
          } else {
            square = el('span', { class: 'play-square', 'aria-hidden': 'true' });
          }
          if ((x + y) % 2 === 1) square.classList.add('play-dark');
          board.append(square);
        }
      }
      board.append(mark(''));
      for (let x = 0; x <= w; x++) board.append(mark(String(x)));
      heapsBox.append(board);
    }

    /** A token walking on a board (cfg.board 'walk'): entry 0 is the board's width, entry 1 the
     *  token's square (from 1, row by row from the top left), then each square: 0 open, 1
     *  visited, 2 a wall. Walls are hatched, visited squares marked with a dot, the token (●) on
     *  its square; each square the token can move onto is a button that makes that move. The
     *  moves no square makes (a rule may jump) are returned, to be listed below the board. */
    function drawWalk(mine, all) {
      const width = pos[0];
      const squares = pos.length - 2;
      const board = el('div', { class: 'play-grid play-walk', style: `--cols: ${width + 1}; grid-template-columns: repeat(${width + 1}, var(--square))` });
      const onto = new Map();
      for (const m of all) {
        if (m.after.length === pos.length && m.after[0] === width) onto.set(m.after[1] - 1, m);
      }
      for (let i = 0; i < squares; i++) {
        const [r, c] = [Math.floor(i / width), i % width];
        if (c === 0) board.append(mark(String(r + 1)));
        const where = say('square', { row: r + 1, column: c + 1 });
        const place = { 'data-row': String(r), 'data-col': String(c) };
        const m = onto.get(i);
        let sq;
        if (i === pos[1] - 1) {
          sq = el('span', { class: 'play-square play-here', role: 'img', ...place, 'aria-label': `${where}: ${say('token')}` }, '●');
        } else if (m) {
          sq = el('button', { type: 'button', class: 'play-square play-target', ...place, 'data-after': show(m.after), 'aria-label': `${where}: ${describe(say, cfg, pos, m)}` });
          sq.disabled = !mine;
          sq.addEventListener('click', () => play(m, 'You'));
        } else {
          const state = pos[i + 2];
          const kind = state === 2 ? 'play-wall' : state === 1 ? 'play-visited' : 'play-open-square';
          const words = state === 2 ? say('wall') : state === 1 ? say('visited') : say('openSquare');
          sq = el('span', { class: `play-square ${kind}`, role: 'img', ...place, 'aria-label': `${where}: ${words}` }, state === 1 ? '·' : '');
        }
        board.append(sq);
      }
      board.append(mark(''));
      for (let c = 1; c <= width; c++) board.append(mark(String(c)));
      heapsBox.append(board);
      const made = new Set(onto.values());
      return all.filter((m) => !made.has(m));
    }

    /** A rooted tree (cfg.board 'tree'): entry i is the parent of vertex i + 2 (0 once it has
     *  fallen), vertex 1 the root on the ground. Vertices only ever fall, so the start's layout
     *  (leaves in order across, depth up) holds for every position of the game. Clicking an
     *  edge cuts it; the buttons below offer the same cuts in words. */
    function drawTree(mine, all) {
      if (!layout || layout.start !== cfg.start) layout = treeLayout(cfg.start);
      const { n, x, y, leaves } = layout;
      const step = 44;
      const top = Math.max(0, ...y.filter((d) => d !== undefined));
      const width = Math.max(2, leaves) * step;
      const height = (top + 1) * step + 16;
      // A path (one leaf) stands in the middle of a board two steps wide.
      const at = (v) => [leaves < 2 ? width / 2 : step / 2 + x[v] * step, height - 22 - y[v] * step];
      const ns = 'http://www.w3.org/2000/svg';
      const svg = document.createElementNS(ns, 'svg');
      svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
      svg.setAttribute('class', 'play-tree');
      svg.setAttribute('role', 'img');
      svg.setAttribute('aria-label', show(pos));
      const add = (tag, attrs, text) => {
        const e = document.createElementNS(ns, tag);
        for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
        if (text !== undefined) e.textContent = text;
        svg.append(e);
        return e;
      };
      add('line', { x1: 4, y1: height - 22, x2: width - 4, y2: height - 22, class: 'play-ground' });
      const standing = (v) => v === 1 || (pos[v - 2] !== 0 && x[v] !== undefined);
      for (let v = 2; v <= n; v++) {
        if (!standing(v)) continue;
        const [x1, y1] = at(v);
        const [x2, y2] = at(pos[v - 2]);
        add('line', { x1, y1, x2, y2, class: 'play-edge' });
        // The cut above v is the move whose first changed entry is v's own.
        const m = all.find((k) => changed(k)[0] === v - 2);
        if (m && mine) {
          const hit = add('line', { x1, y1, x2, y2, class: 'play-edge-hit', 'data-vertex': v });
          const title = document.createElementNS(ns, 'title');
          title.textContent = describe(say, cfg, pos, m);
          hit.append(title);
          hit.addEventListener('click', () => play(m, 'You'));
        }
      }
      for (let v = 1; v <= n; v++) {
        if (!standing(v)) continue;
        const [cx, cy] = at(v);
        add('circle', { cx, cy, r: 9, class: 'play-vertex' });
        add('text', { x: cx, y: cy + 4, class: 'play-vertex-name' }, String(v));
      }
      heapsBox.append(svg);
    }

    function draw() {
      root.dataset.heaps = show(pos);
      heapsBox.replaceChildren();
      const mine = root.dataset.state === 'you';
      const all = moves(cfg, pos);
      const board = picks();
      heapsBox.classList.toggle('play-board', board);
      if (board) drawBoard(mine, all);
      const rows = cfg.kind === 'positions' && ['rows', 'columns'].includes(cfg.board);
      const rowMoves = rows ? drawRows(mine, all) : [];
      const grid = cfg.kind === 'positions' && cfg.board === 'grid';
      if (grid) drawGrid(mine, all);
      const treeBoard = cfg.kind === 'positions' && cfg.board === 'tree';
      if (treeBoard) drawTree(mine, all);
      const piecesBoard = cfg.kind === 'positions' && cfg.board === 'pieces';
      const pieceMoves = piecesBoard ? drawPieces(mine, all) : [];
      const walkBoard = cfg.kind === 'positions' && cfg.board === 'walk';
      const walkMoves = walkBoard ? drawWalk(mine, all) : [];
      if (cfg.kind === 'heaps' && (chosen === null || chosen >= pos.length || !all.some((m) => m.heap === chosen))) {
        const first = all.find((m) => m.heap !== null);
        chosen = first ? first.heap : null;
      }
      if (!board && !rows && !grid && !treeBoard && !piecesBoard && !walkBoard) pos.forEach((h, i) => {
        const own = cfg.names && cfg.names[i];
        // A lone heap is "Heap:", not "Heap 1:" (a split makes it two, numbered again).
        const heapName = pos.length === 1 ? say('heapOnly') : say('heapName', { heap: i + 1 });
        const name = own || (cfg.kind === 'heaps' || cfg.heapGame ? heapName : `${i + 1}`);
        const heap = el(cfg.kind === 'heaps' ? 'button' : 'div', { class: 'play-heap', 'data-heap': String(i) });
        if (cfg.kind === 'heaps') {
          heap.type = 'button';
          heap.setAttribute('aria-pressed', String(i === chosen));
          heap.disabled = !mine || !all.some((m) => m.heap === i);
          heap.addEventListener('click', () => {
            chosen = i;
            draw();
            // Its moves come next: the focus goes to the first.
            const b = optionsBox.querySelector('button') || heapsBox.querySelector(`[data-heap="${i}"]`);
            if (b) b.focus();
          });
        }
        const bar = el('span', { class: 'play-bar', 'aria-hidden': 'true' });
        bar.append(el('span', { style: `width:${(100 * h) / largest()}%` }));
        // The visible text is the accessible name: "Heap 2: 7".
        heap.append(el('span', { class: 'play-heap-name' }, name), ' ', el('span', { class: 'play-heap-size' }, String(h)), bar);
        if (cfg.block && cfg.kind === 'heaps') {
          // The whole heap in blocks of m + 1, and the same in words for screen readers.
          heap.append(blocks(h, cfg.block), el('span', { class: 'play-block-words' }, ` = ${Math.floor(h / cfg.block)} × ${cfg.block} + ${h % cfg.block}`));
        }
        heapsBox.append(heap);
      });
      optionsBox.replaceChildren();
      const shown = cfg.kind === 'heaps' ? all.filter((m) => m.heap === chosen) : board ? pickedMoves() : rows ? rowMoves : piecesBoard ? pieceMoves : walkBoard ? walkMoves : all;
      for (const m of shown) {
        const b = el('button', { type: 'button', class: 'play-option', 'data-after': show(m.after), 'data-heap': m.heap === null ? '' : String(m.heap) }, label(say, cfg, pos, m));
        b.disabled = !mine;
        b.title = describe(say, cfg, pos, m);
        b.addEventListener('click', () => play(m, 'You'));
        optionsBox.append(b);
      }
      optionsBox.hidden = shown.length === 0;
      optionsBox.setAttribute('aria-label', cfg.kind === 'heaps' && chosen !== null ? say('movesInHeap', { heap: chosen + 1 }) : say('movesGroup'));
    }

    function finish(lastMover) {
      // At the end, the table says whether the player to move (the other one) wins.
      const toMoveWins = wins(cfg, pos);
      const winner = toMoveWins === (lastMover === 'You') ? 'computer' : 'you';
      root.dataset.state = 'over';
      root.dataset.winner = winner;
      status.textContent = winner === 'you' ? say('youWin') : say('computerWins');
      // The computer's last reason ("… and hope you slip") is stale once the student has won.
      if (winner === 'you') why.textContent = '';
    }

    function play(m, mover) {
      if (mover === 'You' && root.dataset.state !== 'you') return;
      const before = pos;
      if (cfg.kind === 'positions' && cfg.board === 'pieces') slide(before, m.after, mover);
      pos = m.after;
      picked = [];
      rowPick = null;
      hint.hidden = true;
      // A walk board's tuple (its width and every square) or a square of lights read as one row
      // is no position a reader says: the move's words and the board say it.
      const drawnWhole = cfg.kind === 'positions' && ['walk', 'lights'].includes(cfg.board);
      const entry = mover === 'You' ? (drawnWhole ? 'logYouMove' : 'logYou') : drawnWhole ? 'logComputerMove' : 'logComputer';
      log.append(el('li', {}, say(entry, { move: describe(say, cfg, before, m), position: show(pos) })));
      if (moves(cfg, pos).length === 0) {
        finish(mover);
        draw();
        return;
      }
      if (mover === 'You') {
        handTo('computer');
      } else {
        handTo('you');
        const target = optionsBox.querySelector('button') || heapsBox.querySelector('button:not([disabled])');
        if (target && root.contains(document.activeElement)) target.focus();
      }
    }

    function computer() {
      timer = null;
      const good = winningMoves(cfg, pos);
      const m = good.length ? good[0] : moves(cfg, pos)[0];
      why.textContent = explain(say, cfg, pos, m, good.length > 0);
      play(m, 'Computer');
    }

    function reset(p) {
      if (timer) clearTimeout(timer);
      timer = null;
      pos = p.slice();
      shift = pos.map(() => 0);
      chosen = null;
      picked = [];
      rowPick = null;
      // The lesson's own start is said in the rule's words, as the heading says it.
      const atStart = cfg.startSaid && show(pos) === show(cfg.start);
      log.replaceChildren(el('li', {}, say('logStart', { position: atStart ? cfg.startSaid : show(pos) })));
      why.textContent = '';
      hint.hidden = true;
      delete root.dataset.winner;
      if (moves(cfg, pos).length === 0) {
        finish('Computer');
        draw();
        return;
      }
      handTo(starter.value === 'computer' ? 'computer' : 'you');
    }

    // Gives the turn to the computer (which moves after a short delay) or to the student.
    function handTo(who) {
      root.dataset.state = who;
      if (who === 'computer') {
        status.textContent = say('thinking');
        draw();
        timer = setTimeout(computer, delay());
      } else {
        // A rule that words its moves offers moves ("take 2"), not positions to move to.
        // A board says what to click on it.
        const boards = { coins: 'yourMoveCoins', lights: 'yourMoveLights', cells: 'yourMoveCells', stairs: 'yourMoveStairs', rows: 'yourMoveRows', columns: 'yourMoveRows', pieces: 'yourMovePieces', walk: 'yourMoveWalk' };
        const onBoard = cfg.kind === 'positions' && boards[cfg.board];
        // One heap has no heap to choose: the moves are all there is.
        status.textContent = say(cfg.kind === 'heaps' && pos.length > 1 ? 'yourMoveHeaps' : cfg.kind === 'heaps' ? 'yourMoveDescribed' : onBoard || (cfg.said ? 'yourMoveDescribed' : 'yourMovePositions'));
        draw();
      }
    }

    function randomPosition() {
      if (cfg.kind === 'heaps' && !cfg.wins) {
        const max = cfg.options.length - 1;
        return start.map(() => 1 + Math.floor(Math.random() * max));
      }
      const pool = cfg.kind === 'heaps' ? Object.keys(cfg.wins).filter((k) => k !== '').map((k) => k.split(',').map(Number)) : cfg.positions;
      const playable = pool.filter((p) => moves(cfg, p).length > 0 && p.join(' ') !== show(start));
      return playable.length ? playable[Math.floor(Math.random() * playable.length)] : start;
    }

    if (toggle) {
      toggle.addEventListener('change', () => {
        cfg = tables.find((t) => t.misere === toggle.checked) || base;
        section.dataset.misere = String(cfg.misere);
        // The rule line says who wins with the last move: each table carries its own.
        const ruleLine = section.querySelector('.play-rule');
        if (ruleLine && cfg.rule) ruleLine.textContent = cfg.rule;
        reset(start);
      });
    }
    newGame.addEventListener('click', () => reset(start));
    starter.addEventListener('change', () => reset(start));
    randomStart.addEventListener('click', () => reset(randomPosition()));
    hintButton.addEventListener('click', () => {
      if (root.dataset.state !== 'you') return;
      const good = winningMoves(cfg, pos);
      hint.hidden = false;
      // The move that leaves a P-position wears the P colour, as P-positions do in charts and tables.
      for (const b of optionsBox.querySelectorAll('button.play-option')) {
        b.classList.toggle('p', good.length > 0 && b.dataset.after === show(good[0].after) && b.dataset.heap === (good[0].heap === null ? '' : String(good[0].heap)));
      }
      // On a board, the coins, cells or stairs the move is made on, or the square it takes.
      const on = good.length && picks() ? touched(good[0]) : [];
      for (const c of heapsBox.querySelectorAll('.play-cell')) c.classList.toggle('p', on.includes(Number(c.dataset.coin)));
      for (const sq of heapsBox.querySelectorAll('.play-pieces .play-target, .play-walk .play-target')) sq.classList.toggle('p', good.length > 0 && sq.dataset.after === show(good[0].after));
      for (const sq of heapsBox.querySelectorAll('.play-rows .play-target')) {
        const m = good[0];
        sq.classList.toggle('p', !!m && startsAt(m, Number(sq.dataset.entry), Number(sq.dataset.value)));
      }
      if (good.length) {
        hint.dataset.after = show(good[0].after);
        hint.dataset.heap = good[0].heap === null ? '' : String(good[0].heap);
        const nimWords = cfg.nim && !cfg.misere;
        hint.textContent = say(nimWords ? 'hintNim' : cfg.grundy && pos.length > 1 ? 'hintGrundy' : 'hintLosing', { move: describe(say, cfg, pos, good[0]) });
      } else {
        delete hint.dataset.after;
        delete hint.dataset.heap;
        hint.textContent = say('hintNone');
      }
    });

    section.hidden = false;
    reset(start);
  }

  /** A block too large to hold its table (data-config-from="engine", every position of Moore's
   *  Nim, say): the page's engine module computes the same table from the block's words when the
   *  block comes near the screen (static/explore.js loads the module and offers it as
   *  window.nimbookEngine). Until then the block says it is getting ready. */
  function fetchTable(section) {
    const say = messages(section);
    const root = section.querySelector('.play-widget');
    const box = section.closest('.explore');
    const failed = () => {
      root.textContent = say('unavailable');
      root.dataset.state = 'unavailable';
    };
    let data;
    try {
      data = JSON.parse(box.dataset.explore);
    } catch (e) {
      failed();
      return;
    }
    const engine = window.nimbookEngine ? window.nimbookEngine() : Promise.reject(new Error('no engine'));
    engine
      .then((api) => api.playTable(section.dataset.words, { lang: data.lang, games: data.games, play: data.play }))
      .then((config) => {
        section.dataset.config = config;
        root.textContent = '';
        delete root.dataset.state;
        setup(section);
      }, failed);
  }

  const nearby = 'IntersectionObserver' in window
    ? new IntersectionObserver((seen, observer) => {
        for (const e of seen) {
          if (!e.isIntersecting) continue;
          observer.unobserve(e.target);
          fetchTable(e.target);
        }
      }, { rootMargin: '600px 0px' })
    : null;

  /** Sets a block up: at once when the page holds its table, or once the engine has made it. */
  function prepare(section) {
    if (section.dataset.config) return setup(section);
    if (section.dataset.configFrom !== 'engine' || section.hasAttribute('data-asked')) return;
    section.setAttribute('data-asked', '');
    const root = section.querySelector('.play-widget');
    root.textContent = messages(section)('preparing');
    root.dataset.state = 'preparing';
    section.hidden = false;
    if (nearby) nearby.observe(section);
    else fetchTable(section);
  }

  window.nimbookPlay = { moves, wins, winningMoves: (cfg, p) => winningMoves(cfg, p).map((m) => ({ heap: m.heap, to: m.to, after: m.after })), setup: prepare };
  const init = () => document.querySelectorAll('section.play').forEach(prepare);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
  else init();
})();
