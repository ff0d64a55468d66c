/* nimbook: a worked example the student can change, and a game that starts where the student
   says. Under each worked example is a field holding the example's position in words ("nim 8 12
   13"); the student edits it and presses Enter, and the whole example is laid out again in place
   (under a play block, the field says where the game starts, and a new game starts there), by the same engine and templates
   that built the page (static/engine.js, loaded the first time it is needed, so a page is no
   heavier until then). A mistake is said next to the field, in the words the engine uses, and
   the example stays as it was. "Back to the lesson's example" restores the teacher's one. The
   address keeps the position (?example-main=nim+11+22+33), so a link shows the same example.
   On the explorer page (explore.html) a list of the site's games fills the field. A judge
   problem's box (```judge PROBLEM) gives the expected output of any input pasted into it.
   Without scripts the form stays hidden and the page reads as built. */
(function () {
  "use strict";

  var script = document.currentScript;
  var engineSrc = script && script.getAttribute("data-engine");
  var loading = null;

  /* The engine module's interface (window.nimbook), once it is loaded and started. */
  function engine() {
    if (window.nimbook && window.nimbook.ready) return window.nimbook.ready;
    if (!loading) {
      loading = new Promise(function (resolve, reject) {
        var tag = document.createElement("script");
        tag.src = engineSrc;
        tag.async = true;
        tag.onload = function () {
          if (window.nimbook && window.nimbook.ready) window.nimbook.ready.then(resolve, reject);
          else reject(new Error("static/engine.js did not start"));
        };
        tag.onerror = function () {
          loading = null;
          reject(new Error("static/engine.js did not load"));
        };
        document.head.appendChild(tag);
      });
    }
    return loading;
  }

  /* play.js asks for the tables of play blocks too large to be held in the page. */
  window.nimbookEngine = engine;

  function fill(text, words) {
    return text.split("{words}").join(words);
  }

  function setAddress(id, words) {
    if (!window.history || !window.history.replaceState) return;
    var params = new URLSearchParams(window.location.search);
    if (words === null) params.delete(id);
    else params.set(id, words);
    var query = params.toString();
    var url = window.location.pathname + (query ? "?" + query : "") + window.location.hash;
    window.history.replaceState(window.history.state, "", url);
  }

  function explorable(box) {
    var data = JSON.parse(box.getAttribute("data-explore"));
    var form = box.querySelector(".explore-form");
    /* A game whose positions a reader does not type has no field: nothing to set up. */
    if (!form) return;
    var input = form.querySelector("input[name=position]");
    var back = form.querySelector(".explore-back");
    var status = form.querySelector(".explore-status");
    var id = data.layout ? data.layout.id : data.play.id;
    /* The lesson's own example: every node before the form. */
    var lesson = [];
    for (var n = box.firstChild; n && n !== form; n = n.nextSibling) lesson.push(n);
    var shown = lesson;
    var asked = 0;

    function replace(nodes) {
      for (var i = 0; i < shown.length; i++) if (shown[i].parentNode === box) box.removeChild(shown[i]);
      for (var j = 0; j < nodes.length; j++) box.insertBefore(nodes[j], form);
      shown = nodes;
    }

    /* A play block laid out anew is a new widget: play.js sets it up (a block it has set up
       already keeps its state). */
    function startGames() {
      if (!data.play || !window.nimbookPlay || !window.nimbookPlay.setup) return;
      for (var i = 0; i < shown.length; i++) {
        var node = shown[i];
        if (node.nodeType === 1 && node.matches("section.play") && !node.hasAttribute("data-started")) {
          window.nimbookPlay.setup(node);
        }
      }
    }

    function say(text, failed) {
      status.textContent = text;
      status.classList.toggle("explore-error", !!failed);
      input.setAttribute("aria-invalid", failed ? "true" : "false");
    }

    function show(words) {
      var ticket = ++asked;
      say(status.getAttribute("data-working"), false);
      form.setAttribute("aria-busy", "true");
      return engine()
        .then(function (api) {
          if (data.play) return api.play(words, { lang: data.lang, play: data.play, games: data.games });
          return api.render(words, { lang: data.lang, layout: data.layout, games: data.games });
        })
        .then(
          function (html) {
            if (ticket !== asked) return;
            var t = document.createElement("template");
            t.innerHTML = html;
            replace(Array.prototype.slice.call(t.content.childNodes));
            startGames();
            if (window.nimbookGraphs) shown.forEach(window.nimbookGraphs);
            back.hidden = false;
            setAddress(id, words);
            say(fill(status.getAttribute("data-shown"), words), false);
          },
          function (e) {
            if (ticket !== asked) return;
            var message = e && e.message ? e.message : String(e);
            // A position past the engine's bounds is said in the lesson's words, without the
            // engine's numbers; any other mistake in the engine's own words.
            if (e && e.tooLarge) say(status.getAttribute("data-too-large"), true);
            else say(e && e.fromEngine ? message : status.getAttribute("data-failed") + " (" + message + ")", true);
          }
        )
        .then(function () {
          if (ticket === asked) form.removeAttribute("aria-busy");
        });
    }

    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var words = input.value.trim().replace(/\s+/g, " ");
      if (!words) return;
      show(words);
    });
    back.addEventListener("click", function () {
      asked++;
      form.removeAttribute("aria-busy");
      replace(lesson);
      startGames();
      input.value = data.words;
      back.hidden = true;
      setAddress(id, null);
      say(status.getAttribute("data-restored"), false);
      input.focus();
    });
    /* Start loading the engine when the student turns to the field. */
    input.addEventListener("focus", function () {
      engine().catch(function () {});
    });
    form.hidden = false;

    /* The explorer page's list of games: choosing one shows its first position. */
    var choose = document.querySelector(".explore-choose");
    var select = choose && box.contains(choose) === false ? choose.querySelector("select") : null;
    if (select && (id === "explorer" || id === "explorer-play")) {
      choose.hidden = false;
      select.addEventListener("change", function () {
        input.value = select.value;
        show(select.value);
      });
    }

    var wanted = new URLSearchParams(window.location.search).get(id);
    if (wanted && wanted !== data.words) {
      input.value = wanted;
      show(wanted);
    }
  }

  /* A judge problem's box: the expected output of the input in the field. */
  function judgeBox(section) {
    var problem = section.getAttribute("data-judge");
    var form = section.querySelector(".judge-form");
    var input = form.querySelector("textarea");
    var output = section.querySelector(".judge-output code");
    var status = section.querySelector(".explore-status");
    var asked = 0;
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var ticket = ++asked;
      status.textContent = status.getAttribute("data-working");
      status.classList.remove("explore-error");
      engine()
        .then(function (api) {
          return api.judge(problem, input.value, { lang: section.getAttribute("data-lang") || "en" });
        })
        .then(
          function (text) {
            if (ticket !== asked) return;
            output.textContent = text;
            status.textContent = status.getAttribute("data-done");
          },
          function (e) {
            if (ticket !== asked) return;
            status.textContent = e && e.message ? e.message : String(e);
            status.classList.add("explore-error");
          }
        );
    });
    input.addEventListener("focus", function () {
      engine().catch(function () {});
    });
    form.querySelector("button[type=submit]").hidden = false;
  }

  var judges = document.querySelectorAll("section.judge[data-judge]");
  for (var j = 0; j < judges.length; j++) {
    try {
      judgeBox(judges[j]);
    } catch (e) {
      /* A box the page cannot read stays as the build wrote it. */
    }
  }

  var boxes = document.querySelectorAll(".explore[data-explore]");
  for (var i = 0; i < boxes.length; i++) {
    try {
      explorable(boxes[i]);
    } catch (e) {
      /* A box the page cannot read stays as the build wrote it. */
    }
  }
})();
