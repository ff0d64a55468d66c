// nimbook serve: put into every page the preview server sends (never into `nimbook build`'s
// files). It long-polls the server; when a build finishes it reloads the page (keeping the
// scroll position), and while the site has errors it shows them over the last good page. Its
// words (the heading, the close button's label) come with each status, in the page's language
// (data-lang); the errors themselves are in the reader's language, which each one names.
(function () {
  "use strict";
  var script = document.currentScript;
  var good = Number(script && script.getAttribute("data-good")) || 0;
  var server = script && script.getAttribute("data-server");
  var lang = (script && script.getAttribute("data-lang")) || "";
  var since = 0;
  var key = "nimbook-scroll:" + location.pathname;
  try {
    var y = sessionStorage.getItem(key);
    if (y !== null) {
      sessionStorage.removeItem(key);
      window.addEventListener("load", function () { window.scrollTo(0, Number(y)); });
    }
  } catch (e) { /* storage may be disabled */ }

  function hide() {
    var old = document.getElementById("nimbook-errors");
    if (old) old.remove();
  }

  function show(errors, words) {
    hide();
    var box = document.createElement("div");
    box.id = "nimbook-errors";
    if (lang) box.lang = lang;
    box.setAttribute("role", "alert");
    box.style.cssText = "position:fixed;left:1rem;right:1rem;bottom:1rem;max-height:60vh;overflow:auto;" +
      "z-index:2147483647;background:#fff5f5;color:#600;border:2px solid #c00;border-radius:6px;" +
      "padding:.8rem 1rem;font:14px/1.45 ui-monospace,Menlo,Consolas,monospace;box-shadow:0 4px 24px rgba(0,0,0,.3)";
    var close = document.createElement("button");
    close.type = "button";
    close.textContent = "×";
    close.setAttribute("aria-label", words.hide);
    close.style.cssText = "float:right;font-size:1.2rem;background:none;border:0;color:#600;cursor:pointer";
    close.onclick = hide;
    var head = document.createElement("p");
    head.style.cssText = "margin:0 0 .5rem;font-weight:bold";
    head.textContent = words.heading;
    box.append(close, head);
    errors.forEach(function (e) {
      var pre = document.createElement("pre");
      pre.lang = e.lang || "en";
      pre.style.cssText = "margin:.3rem 0;white-space:pre-wrap";
      if (e.location) {
        var where = document.createElement("strong");
        where.textContent = e.location;
        pre.append(where, ": ");
      }
      pre.append(e.message);
      if (e.snippet) {
        pre.append("\n" + e.snippet);
      }
      box.append(pre);
    });
    document.body.appendChild(box);
  }

  function poll() {
    var query = "?since=" + since + (lang ? "&lang=" + encodeURIComponent(lang) : "");
    fetch("/__nimbook/poll" + query, { cache: "no-store" })
      .then(function (r) {
        if (!r.ok) throw new Error("status " + r.status);
        return r.json();
      })
      .then(function (s) {
        since = s.version;
        if (s.errors.length) {
          show(s.errors, s.words);
        } else if (s.good !== good || s.server !== server) {
          try { sessionStorage.setItem(key, String(window.scrollY)); } catch (e) { /* ignore */ }
          location.reload();
          return;
        } else {
          hide();
        }
        // The server holds a few polls at once; beyond them it answers at once with `retry`.
        if (s.retry) setTimeout(poll, s.retry); else poll();
      }, function () {
        // The server is stopped or restarting: try again shortly.
        setTimeout(poll, 1000);
      });
  }
  poll();
})();
