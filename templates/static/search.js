/* nimbook: search the lessons offline, as you type.
   The index (search-index.js, written by `nimbook build`) is an array of
   {url, title, summary, headings: [[id, title], …], text, aliases, title_aliases}, where aliases
   are the other names of the glossary's terms the page uses (content/glossary.toml), and
   title_aliases those of the terms in its title, which rank as the title does. It is loaded on first use, as
   a script that sets window.nimbookSearchIndex: a script loads from disk (file://) as well as
   from a server, where fetch() of a file is refused. Matching is a case-insensitive
   substring match after NFKC normalisation, so it works for any script, CJK included,
   without a tokenizer. Results show the text as written (full-width ，：（） stay full-width):
   text is folded one cluster (a character and its combining marks) at a time, and each folded
   position remembers where its cluster is in the text, so a match found in the folded text is
   marked in the original. While an input method composes (pinyin before the characters are
   chosen), nothing is searched: the search runs when the composition ends. Results are built as
   DOM nodes, never as HTML from the index. */
(function () {
  "use strict";

  var form = document.querySelector("form.search");
  var input = form && form.querySelector("input[type=search]");
  var box = form && form.querySelector(".search-results");
  if (!input || !box) return;

  var MAX_HITS = 10;
  var WEIGHT = { title: 8, heading: 4, summary: 2, text: 1 };
  var root = input.getAttribute("data-root") || "";
  var indexUrl = input.getAttribute("data-index") || root + "search-index.js";
  var loading = null;  // the promise of the prepared index
  var index = null;    // the prepared index, once loaded
  var hits = [];       // the results shown
  var selected = -1;   // the highlighted result, -1 for none
  var composing = false; // an input method is composing: wait for it to end

  /* ---------------------------------------------------------------- text folding */

  function nfkc(s) {
    return String(s || "").normalize("NFKC");
  }

  // Lower case with the same length, so a position found in the folded text is the same
  // position in the NFKC text (only a few letters, such as İ, grow when lower-cased).
  function lower(s) {
    var l = s.toLowerCase();
    if (l.length === s.length) return l;
    return Array.from(s, function (ch) {
      var c = ch.toLowerCase();
      return c.length === ch.length ? c : ch;
    }).join("");
  }

  // One cluster: a character with the combining marks after it (NFKC composes them), or marks
  // with nothing before them.
  var CLUSTER = /\P{M}\p{M}*|\p{M}+/gu;

  // A space between a Chinese character and a Latin letter or digit ("P 态", "第 1 课") is
  // typography, not a word break: folding drops it, in the pages and in the query alike, so
  // "P态" finds "P 态" and the reverse.
  var HAN = /\p{Script=Han}/u;
  var LATIN = /[\p{Script=Latin}\p{N}]/u;
  function joins(a, b) {
    return (HAN.test(a) && LATIN.test(b)) || (LATIN.test(a) && HAN.test(b));
  }

  // The folded text of s and, when `mapped`, for each of its UTF-16 units the start and end in
  // s of the cluster it comes from.
  function foldMapped(s, mapped) {
    s = String(s || "");
    var clusters = [];
    CLUSTER.lastIndex = 0;
    var m;
    while ((m = CLUSTER.exec(s))) clusters.push({ text: m[0], index: m.index });
    var text = "", starts = [], ends = [];
    for (var i = 0; i < clusters.length; i++) {
      var c = clusters[i];
      if (/^\s+$/.test(c.text) && i > 0 && i + 1 < clusters.length) {
        var before = Array.from(clusters[i - 1].text)[0];
        var after = Array.from(clusters[i + 1].text)[0];
        if (joins(before, after)) continue;
      }
      var f = lower(nfkc(c.text));
      text += f;
      if (mapped) {
        for (var k = 0; k < f.length; k++) {
          starts.push(c.index);
          ends.push(c.index + c.text.length);
        }
      }
    }
    return { text: text, starts: starts, ends: ends };
  }

  function fold(s) {
    return foldMapped(s, false).text;
  }

  /* ------------------------------------------------------------------- loading */

  function loadIndex() {
    if (Array.isArray(window.nimbookSearchIndex)) return Promise.resolve(window.nimbookSearchIndex);
    return new Promise(function (resolve, reject) {
      var s = document.createElement("script");
      s.src = indexUrl;
      s.onload = function () {
        if (Array.isArray(window.nimbookSearchIndex)) resolve(window.nimbookSearchIndex);
        else reject(new Error("search-index.js did not define the index"));
      };
      s.onerror = function () { reject(new Error("search-index.js could not be loaded")); };
      document.head.appendChild(s);
    });
  }

  function prepare(entries) {
    return entries.map(function (e, order) {
      var headings = (e.headings || []).map(function (h) { return { id: h[0], title: String(h[1] || "") }; });
      return {
        order: order,
        url: e.url,
        title: String(e.title || ""),
        summary: String(e.summary || ""),
        text: String(e.text || ""),
        map: null, // foldMapped(text, true), made when a snippet first needs it
        headings: headings,
        f: {
          title: fold(e.title),
          summary: fold(e.summary),
          text: fold(e.text),
          // The other names of the glossary's terms the page uses ("Wythoff" on a Chinese page).
          aliases: fold((e.aliases || []).join("\n")),
          titleAliases: fold((e.title_aliases || []).join("\n")),
          summaryAliases: fold((e.summary_aliases || []).join("\n")),
          headings: headings.map(function (h) { return fold(h.title); })
        }
      };
    });
  }

  function load() {
    if (!loading) {
      loading = loadIndex().then(prepare).then(
        function (prepared) { index = prepared; update(); return prepared; },
        function () { loading = null; showMessage(input.getAttribute("data-index-failed") || "The search index could not be loaded."); return null; }
      );
    }
    return loading;
  }

  /* -------------------------------------------------------------------- search */

  function termsOf(query) {
    var seen = {};
    return fold(query).split(/\s+/).filter(function (t) {
      if (!t || seen[t]) return false;
      seen[t] = true;
      return true;
    });
  }

  // Where a term first occurs in a page: the best field wins (title > heading > summary > text).
  // Another name of a glossary term ranks where the term itself stands: in the title, in the
  // summary or a heading, or only in the text.
  function weight(e, t) {
    if (e.f.title.indexOf(t) >= 0 || e.f.titleAliases.indexOf(t) >= 0) return WEIGHT.title;
    if (e.f.headings.some(function (h) { return h.indexOf(t) >= 0; })) return WEIGHT.heading;
    if (e.f.summary.indexOf(t) >= 0 || e.f.summaryAliases.indexOf(t) >= 0) return WEIGHT.summary;
    return e.f.text.indexOf(t) >= 0 || e.f.aliases.indexOf(t) >= 0 ? WEIGHT.text : 0;
  }

  function search(terms) {
    var found = [];
    index.forEach(function (e) {
      var score = 0;
      var all = terms.every(function (t) {
        var w = weight(e, t);
        score += w;
        return w > 0;
      });
      if (!all) return;
      found.push({ entry: e, heading: -1, score: score });
      e.headings.forEach(function (h, i) {
        var every = terms.every(function (t) { return e.f.headings[i].indexOf(t) >= 0; });
        // A heading that holds every term ranks just above a page matched through its headings.
        if (every) found.push({ entry: e, heading: i, score: WEIGHT.heading * terms.length + 0.5 });
      });
    });
    found.sort(function (a, b) {
      return b.score - a.score || a.entry.order - b.entry.order || a.heading - b.heading;
    });
    return found.slice(0, MAX_HITS);
  }

  /* ---------------------------------------------------------------- rendering */

  // Appends text (as written) to node with every occurrence of the terms wrapped in <mark>:
  // the terms are found in the folded text and marked over the clusters they come from.
  function appendMarked(node, text, terms) {
    var f = foldMapped(text, true);
    var at = 0;    // in the folded text
    var shown = 0; // in the text: what is already appended
    while (at < f.text.length) {
      var next = -1, len = 0;
      terms.forEach(function (t) {
        var i = f.text.indexOf(t, at);
        if (i >= 0 && (next < 0 || i < next || (i === next && t.length > len))) { next = i; len = t.length; }
      });
      if (next < 0) break;
      var start = Math.max(f.starts[next], shown), end = f.ends[next + len - 1];
      if (start > shown) node.appendChild(document.createTextNode(text.slice(shown, start)));
      if (end > start) {
        var mark = document.createElement("mark");
        mark.textContent = text.slice(start, end);
        node.appendChild(mark);
        shown = end;
      }
      at = next + len;
    }
    if (shown < text.length) node.appendChild(document.createTextNode(text.slice(shown)));
  }

  // A short piece of the text as written around the first hit of a term at or after `from` (a
  // position in the folded text), as [before, piece, after]: the ellipses stay outside the piece.
  function snippet(e, terms, from) {
    var found = -1;
    terms.forEach(function (t) {
      var i = e.f.text.indexOf(t, from);
      if (i >= 0 && (found < 0 || i < found)) found = i;
    });
    if (found < 0) return ["", e.summary || "", ""];
    if (!e.map) e.map = foldMapped(e.text, true);
    var first = e.map.starts[found];
    var start = Math.max(0, first - 30), end = Math.min(e.text.length, first + 90);
    // Prefer to cut at a space, when there is one near (CJK text has none: cut anywhere).
    var space = e.text.indexOf(" ", start);
    if (start > 0 && space >= 0 && space < first && space - start < 20) start = space + 1;
    space = e.text.indexOf(" ", end);
    if (space > 0 && space - end < 20) end = space;
    // Never cut a surrogate pair in two.
    if (/[\uDC00-\uDFFF]/.test(e.text.charAt(start))) start--;
    if (/[\uDC00-\uDFFF]/.test(e.text.charAt(end))) end++;
    return [start > 0 ? "…" : "", e.text.slice(start, end), end < e.text.length ? "…" : ""];
  }

  function hitNode(hit, i, terms) {
    var e = hit.entry, h = e.headings[hit.heading];
    var a = document.createElement("a");
    a.id = box.id + "-" + i;
    a.href = root + e.url + (h ? "#" + encodeURIComponent(h.id) : "");
    a.setAttribute("role", "option");
    a.setAttribute("aria-selected", "false");
    a.tabIndex = -1;
    var title = document.createElement("span");
    title.className = "hit-title";
    appendMarked(title, h ? e.title + " › " + h.title : e.title, terms);
    var context = document.createElement("span");
    context.className = "hit-context";
    var from = h ? Math.max(0, e.f.text.indexOf(e.f.headings[hit.heading])) : 0;
    var piece = snippet(e, terms, from);
    context.append(piece[0]);
    appendMarked(context, piece[1], terms);
    context.append(piece[2]);
    a.append(title, context);
    return a;
  }

  function open(nodes, announcement) {
    box.replaceChildren.apply(box, nodes);
    box.hidden = false;
    input.setAttribute("aria-expanded", "true");
    status.textContent = announcement;
  }

  function close() {
    box.hidden = true;
    input.setAttribute("aria-expanded", "false");
    select(-1);
  }

  function showMessage(text) {
    var note = document.createElement("div");
    note.className = "search-empty";
    note.setAttribute("role", "option");
    note.setAttribute("aria-disabled", "true");
    note.textContent = text;
    hits = [];
    open([note], text);
  }

  function update() {
    if (composing) return; // compositionend calls again
    var terms = termsOf(input.value);
    selected = -1;
    input.removeAttribute("aria-activedescendant");
    if (!terms.length) {
      hits = [];
      close();
      return;
    }
    if (!index) {
      load();
      return;
    }
    hits = search(terms);
    if (!hits.length) {
      showMessage((input.getAttribute("data-no-results") || "No lesson matches “{query}”.").replace("{query}", input.value.trim()));
      return;
    }
    open(hits.map(function (hit, i) { return hitNode(hit, i, terms); }),
      (input.getAttribute(hits.length === 1 ? "data-results-one" : "data-results-other") ||
        (hits.length === 1 ? "{n} result" : "{n} results") + ", use the arrow keys to choose").replace("{n}", hits.length));
  }

  function select(i) {
    var options = box.querySelectorAll("a[role=option]");
    selected = i;
    options.forEach(function (o, j) { o.setAttribute("aria-selected", String(j === i)); });
    if (i >= 0 && options[i]) {
      input.setAttribute("aria-activedescendant", options[i].id);
      options[i].scrollIntoView({ block: "nearest" });
    } else {
      input.removeAttribute("aria-activedescendant");
    }
  }

  function go(i) {
    var link = box.querySelectorAll("a[role=option]")[i];
    if (!link) return;
    close();
    window.location.href = link.href;
  }

  /* ------------------------------------------------------------------- wiring */

  var status = document.createElement("div");
  status.className = "visually-hidden";
  status.setAttribute("aria-live", "polite");
  form.appendChild(status);

  box.id = box.id || "search-results";
  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-controls", box.id);
  input.setAttribute("aria-expanded", "false");
  form.hidden = false;

  input.addEventListener("focus", function () {
    load();
    if (input.value.trim() && index) update();
  });
  // An input method's composition (pinyin, kana …) is not yet what the reader means to search:
  // wait for it to end.
  input.addEventListener("compositionstart", function () { composing = true; });
  input.addEventListener("compositionend", function () {
    composing = false;
    update();
  });
  input.addEventListener("input", function (e) {
    if (composing || e.isComposing) return;
    update();
  });

  input.addEventListener("keydown", function (e) {
    if (composing || e.isComposing || e.keyCode === 229) return; // the input method's own keys
    var n = hits.length;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (box.hidden) update();
      if (!n) return;
      var step = e.key === "ArrowDown" ? 1 : -1;
      select(selected < 0 ? (step > 0 ? 0 : n - 1) : (selected + step + n) % n);
    } else if (e.key === "Escape" && !box.hidden) {
      e.preventDefault();
      close();
    }
  });

  // Enter: open the highlighted result, or the first one.
  form.addEventListener("submit", function (e) {
    e.preventDefault();
    var choice = selected;
    load().then(function () {
      if (!index) return;
      if (box.hidden || choice < 0) update();
      if (hits.length) go(Math.max(choice, 0));
    });
  });

  box.addEventListener("mousedown", function (e) {
    e.preventDefault(); // keep the focus in the search field while clicking a result
  });
  box.addEventListener("click", function (e) {
    var link = e.target.closest("a[role=option]");
    if (link) close();
  });

  document.addEventListener("click", function (e) {
    if (!form.contains(e.target)) close();
  });
  form.addEventListener("focusout", function (e) {
    if (!e.relatedTarget || !form.contains(e.relatedTarget)) close();
  });
})();
