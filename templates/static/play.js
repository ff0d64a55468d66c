//! The play widget of ```play blocks. It knows no game rules: the build (src/lesson/play.rs)
//! embeds in each block's data-config the tables the game model computed — the options of every
//! heap size with the Grundy values (normal-play heap games), whether the player to move wins
//! each reachable position (misère heap games), or every reachable position with its options
//! (Wythoff's game, games on tuples). This script only reads them, plays, hints and explains.
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
      return cfg.moves[indexOf(cfg, p)].map((j) => ({ heap: null, to: cfg.positions[j], after: cfg.positions[j] }));
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

  /** A move in words: "take 2 from heap 1", "take 1 from heap 2 (5), leaving 3 + 1", "move to (4, 7)". */
  function describe(cfg, p, m) {
    if (m.heap === null) return `move to (${m.after.join(', ')})`;
    const h = p[m.heap];
    const k = h - sum(m.to);
    const where = `heap ${m.heap + 1}`;
    if (m.to.length === 0) return h === 1 ? `take 1 from ${where}` : `take all ${h} from ${where}`;
    if (m.to.length === 1) return cfg.splits ? `take ${k} from ${where}, leaving ${m.to[0]}` : `take ${k} from ${where}`;
    const parts = m.to.join(' + ');
    return k > 0 ? `take ${k} from ${where} (${h}), leaving ${parts}` : `split ${where} (${h}) into ${parts}`;
  }

  /** The label of an option button. */
  function label(cfg, p, m) {
    if (m.heap === null) return `(${m.after.join(', ')})`;
    const k = p[m.heap] - sum(m.to);
    if (m.to.length === 0) return `take ${k} (all)`;
    if (m.to.length === 1) return `take ${k} → ${m.to[0]}`;
    return (k > 0 ? `take ${k}, ` : '') + `split ${m.to.join(' + ')}`;
  }

  const bits = (v, width) => v.toString(2).padStart(width, '0');

  /** Why the mover chose `m` from `p`, in the game's own terms. */
  function explain(cfg, p, m, winning) {
    const did = describe(cfg, p, m);
    if (cfg.grundy && m.heap !== null) {
      const g = p.map((h) => cfg.grundy[h]);
      const total = xor(g);
      let binary = '';
      if (cfg.nim) {
        // Every binary number says it is binary (a subscript 2), and the XOR is given in decimal too.
        const width = Math.max(1, ...g.map((v) => v.toString(2).length));
        binary = `In binary ${g.map((v) => `${bits(v, width)}₂`).join(' ⊕ ')} = ${bits(total, width)}₂, so XOR = ${total} (${bits(total, width)}₂). `;
      } else if (cfg.block && p.length === 1) {
        const b = cfg.block;
        binary = `The heap of ${p[0]} is ${Math.floor(p[0] / b)} block${Math.floor(p[0] / b) === 1 ? '' : 's'} of ${b} and ${p[0] % b} more (${p[0]} mod ${b} = ${p[0] % b}). `;
      }
      if (!winning) {
        return `${binary}The heaps' Grundy values ${g.join(' ⊕ ')} XOR to 0, so every move leaves a nonzero total: I ${did} and hope you slip.`;
      }
      const others = total ^ g[m.heap];
      const left = m.to.map((h) => cfg.grundy[h]);
      const value = left.length > 1 ? `${left.join(' ⊕ ')} = ${xor(left)}` : `${xor(left)}`;
      return `${binary}Heap ${m.heap + 1} had Grundy value ${g[m.heap]}; the others XOR to ${others}. I ${did}: ${m.to.length > 1 ? `heaps of value ${value}` : m.to.length ? `a heap of value ${value}` : 'nothing, of value 0'}, so the total is 0.`;
    }
    if (!winning) return `Every move leaves a position the player to move wins; I ${did} and hope you slip.`;
    if (m.heap === null) return `I ${did}, a losing position for the player to move.`;
    return `I ${did}: that leaves (${m.after.join(', ')}), a losing position for the player to move.`;
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

  function setup(section) {
    const base = JSON.parse(section.dataset.config);
    // With --toggle-misere the build embedded the other convention as `alt`.
    const tables = base.alt ? [base, base.alt] : [base];
    let cfg = base;
    const root = section.querySelector('.play-widget');
    const delay = () => (typeof window.nimbookPlayDelay === 'number' ? window.nimbookPlayDelay : 450);
    const controls = el('div', { class: 'play-controls' });
    const starter = el('select', { 'aria-label': 'Who starts' });
    starter.append(el('option', { value: 'you' }, 'You start'), el('option', { value: 'computer' }, 'Computer starts'));
    const newGame = el('button', { type: 'button' }, 'New game');
    const randomStart = el('button', { type: 'button' }, 'Random start');
    const hintButton = el('button', { type: 'button' }, 'Hint');
    controls.append(starter, newGame, randomStart, hintButton);
    let toggle = null;
    if (tables.length > 1) {
      const wrap = el('label', { class: 'play-toggle' });
      toggle = el('input', { type: 'checkbox', 'data-toggle': 'misere' });
      toggle.checked = cfg.misere;
      wrap.append(toggle, ' Misère play (whoever takes the last counter loses)');
      controls.append(wrap);
    }
    const status = el('p', { class: 'play-status', 'aria-live': 'polite' });
    const heapsBox = el('div', { class: 'play-heaps', role: 'group', 'aria-label': cfg.kind === 'heaps' ? 'Heaps: choose one' : 'Position' });
    const optionsBox = el('div', { class: 'play-options', role: 'group', 'aria-label': 'Moves' });
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

    const show = (p) => p.join(' ');
    const largest = () => Math.max(1, ...pos);

    function draw() {
      root.dataset.heaps = show(pos);
      heapsBox.replaceChildren();
      const mine = root.dataset.state === 'you';
      const all = moves(cfg, pos);
      if (cfg.kind === 'heaps' && (chosen === null || chosen >= pos.length || !all.some((m) => m.heap === chosen))) {
        const first = all.find((m) => m.heap !== null);
        chosen = first ? first.heap : null;
      }
      pos.forEach((h, i) => {
        const name = cfg.kind === 'heaps' ? `Heap ${i + 1}` : `${i + 1}`;
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
        heap.append(el('span', { class: 'play-heap-name' }, cfg.kind === 'heaps' ? `${name}:` : name), ' ', el('span', { class: 'play-heap-size' }, String(h)), bar);
        if (cfg.block && cfg.kind === 'heaps') {
          // The whole heap in blocks of m + 1, and the same in words for screen readers.
          heap.append(blocks(h, cfg.block), el('span', { class: 'play-block-words' }, ` = ${Math.floor(h / cfg.block)} × ${cfg.block} + ${h % cfg.block}`));
        }
        heapsBox.append(heap);
      });
      optionsBox.replaceChildren();
      const shown = cfg.kind === 'heaps' ? all.filter((m) => m.heap === chosen) : all;
      for (const m of shown) {
        const b = el('button', { type: 'button', class: 'play-option', 'data-after': show(m.after), 'data-heap': m.heap === null ? '' : String(m.heap) }, label(cfg, pos, m));
        b.disabled = !mine;
        b.title = describe(cfg, pos, m);
        b.addEventListener('click', () => play(m, 'You'));
        optionsBox.append(b);
      }
      optionsBox.hidden = shown.length === 0;
      optionsBox.setAttribute('aria-label', cfg.kind === 'heaps' && chosen !== null ? `Moves in heap ${chosen + 1}` : 'Moves');
    }

    function finish(lastMover) {
      // At the end, the table says whether the player to move (the other one) wins.
      const toMoveWins = wins(cfg, pos);
      const winner = toMoveWins === (lastMover === 'You') ? 'computer' : 'you';
      root.dataset.state = 'over';
      root.dataset.winner = winner;
      status.textContent = winner === 'you' ? 'No moves are left: you win. Well played!' : 'No moves are left: the computer wins.';
    }

    function play(m, mover) {
      if (mover === 'You' && root.dataset.state !== 'you') return;
      const before = pos;
      pos = m.after;
      hint.hidden = true;
      log.append(el('li', {}, `${mover}: ${describe(cfg, before, m)} → ${show(pos)}`));
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
      why.textContent = explain(cfg, pos, m, good.length > 0);
      play(m, 'Computer');
    }

    function reset(p) {
      if (timer) clearTimeout(timer);
      timer = null;
      pos = p.slice();
      chosen = null;
      log.replaceChildren(el('li', {}, `Start: ${show(pos)}`));
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
        status.textContent = 'The computer is thinking…';
        draw();
        timer = setTimeout(computer, delay());
      } else {
        status.textContent = cfg.kind === 'heaps' ? 'Your move: choose a heap, then a move.' : 'Your move: choose the position to move to.';
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
      if (good.length) {
        hint.dataset.after = show(good[0].after);
        hint.dataset.heap = good[0].heap === null ? '' : String(good[0].heap);
        hint.textContent = `Hint: ${describe(cfg, pos, good[0])}, which ${cfg.grundy ? 'makes the XOR of the Grundy values 0' : 'leaves a losing position for the player to move'}.`;
      } else {
        delete hint.dataset.after;
        delete hint.dataset.heap;
        hint.textContent = 'Hint: there is no winning move here: every move leaves a position the player to move wins.';
      }
    });

    section.hidden = false;
    reset(start);
  }

  window.nimbookPlay = { moves, wins, winningMoves: (cfg, p) => winningMoves(cfg, p).map((m) => ({ heap: m.heap, to: m.to, after: m.after })) };
  const init = () => document.querySelectorAll('section.play[data-config]').forEach(setup);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
  else init();
})();
