/* nimbook: what every page does once it is loaded, besides search (search.js) and the games
   (play.js). Both are small and the page reads as well without them.
   - A formula or a block of code wider than its column scrolls in its own box (style.css). A
     box that scrolls is made reachable by keyboard (tabindex="0"), so that it can be scrolled
     without a mouse; one that fits is left out of the tab order (a box the page made
     reachable itself, such as a tested listing, is left as it is). Checked again when the
     window is resized.
   - The language switch keeps the section being read: both editions of a lesson use the same
     anchors, so a link to the same lesson in another language (the page names it in
     <link rel="alternate" hreflang=…>) takes the address's #anchor along.
   - Paper cannot open a fold. The print page opens every play-out and every chart's words as it
     loads; a lesson page opens them just before it is printed and closes them again after.
     Answers to exercises stay as the reader left them on a lesson page (the print page keeps
     them apart, at its end).
   - A small example's game graph (figure.graph) is labelled one step at a time: its buttons
     (hidden without scripts, when every step shows) go back, on, or to the end; the current
     step's sentence is bold and the arrows that decide it are drawn bold ([data-now]). A graph
     a student's own position brings into the page is set up by explore.js when it arrives. On paper
     every step shows (style.css). */
(function () {
  "use strict";

  var MARK = "data-scroll-focus"; // tabindex set here, not by the page

  function reachable() {
    var boxes = document.querySelectorAll("main math, main pre");
    for (var i = 0; i < boxes.length; i++) {
      var box = boxes[i];
      var scrolls = box.scrollWidth > box.clientWidth + 1;
      if (scrolls && !box.hasAttribute("tabindex")) {
        box.setAttribute("tabindex", "0");
        box.setAttribute(MARK, "");
      } else if (!scrolls && box.hasAttribute(MARK)) {
        box.removeAttribute("tabindex");
        box.removeAttribute(MARK);
      }
    }
  }

  // The heading at the top of the screen (the last one scrolled past; the address's anchor
  // competes too), whose anchor the other editions' page has too: the language switch leads
  // there. It is noted while the reader reads, that is while the switch is scrolled out of
  // view, since reaching the switch at the top of the page scrolls the place away.
  function nearestHeading() {
    var candidates = Array.prototype.slice.call(document.querySelectorAll("main h2[id], main h3[id]"));
    var target = window.location.hash && document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    if (target) candidates.push(target);
    var found = null;
    candidates.forEach(function (el) {
      if (el.getBoundingClientRect().top > 80) return;
      if (!found || found.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) found = el;
    });
    return found ? found.id : "";
  }

  function sameLinks() {
    var same = {};
    var alternates = document.querySelectorAll('link[rel="alternate"][hreflang]');
    for (var j = 0; j < alternates.length; j++) same[alternates[j].getAttribute("hreflang")] = true;
    return Array.prototype.filter.call(document.querySelectorAll(".language-switch a[hreflang]"), function (a) {
      return same[a.getAttribute("hreflang")];
    });
  }

  var switcher = document.querySelector(".language-switch");
  var reading = window.location.hash ? decodeURIComponent(window.location.hash.slice(1)) : "";

  function switchInView() {
    return switcher && switcher.getBoundingClientRect().bottom > 0;
  }

  function keepAnchor() {
    if (!switchInView()) reading = nearestHeading();
    var hash = reading ? "#" + encodeURIComponent(reading) : "";
    sameLinks().forEach(function (a) {
      a.setAttribute("href", a.getAttribute("href").split("#")[0] + hash);
    });
  }

  var pending = false;
  window.addEventListener("resize", function () {
    if (pending) return;
    pending = true;
    window.requestAnimationFrame(function () {
      pending = false;
      reachable();
    });
  });
  window.addEventListener("hashchange", function () {
    reading = decodeURIComponent(window.location.hash.slice(1));
    keepAnchor();
  });
  window.addEventListener("scroll", keepAnchor, { passive: true });
  var FOLDS = "details.playout, details.chart-description";
  function unfold(mark) {
    var closed = document.querySelectorAll(FOLDS);
    for (var k = 0; k < closed.length; k++) {
      if (closed[k].open) continue;
      closed[k].open = true;
      if (mark) closed[k].setAttribute("data-print-opened", "");
    }
  }
  if (document.querySelector(".print-page")) unfold(false);
  window.addEventListener("beforeprint", function () {
    unfold(true);
  });
  window.addEventListener("afterprint", function () {
    var opened = document.querySelectorAll("[data-print-opened]");
    for (var k = 0; k < opened.length; k++) {
      opened[k].open = false;
      opened[k].removeAttribute("data-print-opened");
    }
  });

  // Step `at` of a game graph shown (-1: none yet), `current` marked as the one just taken.
  function showSteps(figure, at, current) {
    figure.setAttribute("data-at", String(at));
    var marks = figure.querySelectorAll("[data-step], [data-now]");
    for (var k = 0; k < marks.length; k++) {
      var el = marks[k];
      var now = el.hasAttribute("data-now");
      var step = Number(el.getAttribute(now ? "data-now" : "data-step"));
      if (!now) el.classList.toggle("graph-off", step > at);
      el.classList.toggle("graph-current", current && step === at);
    }
    var last = Number(figure.getAttribute("data-steps")) - 1;
    figure.querySelector('[data-graph="back"]').disabled = at < 0;
    figure.querySelector('[data-graph="next"]').disabled = at >= last;
    figure.querySelector('[data-graph="all"]').disabled = at >= last && !current;
  }
  function setUpGraphs(root) {
    if (!root.querySelectorAll) return;
    var figures = Array.prototype.slice.call(root.querySelectorAll("figure.graph:not([data-at])"));
    if (root.matches && root.matches("figure.graph:not([data-at])")) figures.push(root);
    for (var k = 0; k < figures.length; k++) {
      var figure = figures[k];
      figure.querySelector(".graph-controls").hidden = false;
      showSteps(figure, -1, false);
    }
  }
  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("figure.graph [data-graph]");
    if (!button) return;
    var figure = button.closest("figure.graph");
    var at = Number(figure.getAttribute("data-at"));
    var last = Number(figure.getAttribute("data-steps")) - 1;
    var action = button.getAttribute("data-graph");
    if (action === "back") showSteps(figure, Math.max(at - 1, -1), at > 0);
    else if (action === "next") showSteps(figure, Math.min(at + 1, last), true);
    else showSteps(figure, last, false);
  });
  setUpGraphs(document);
  // explore.js sets up the graph of a position it brings into the page, as it starts its games.
  window.nimbookGraphs = setUpGraphs;

  reachable();
  keepAnchor();
  // Fonts can widen a formula after the first layout.
  if (document.fonts && document.fonts.ready) document.fonts.ready.then(reachable);
})();
