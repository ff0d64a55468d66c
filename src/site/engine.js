/* The page's engine module: nimbook's engine and the views that word it (the nimbook-web crate,
   WebAssembly), and what the build read from this site (its own templates, message files and
   games). Written by `nimbook build` as static/engine.js; a page loads it only when a student
   first asks for a computation, or when a play block whose table the page does not hold
   comes near the screen. It is a script rather than a .wasm file so that it also works
   from disk (file://), where a page may not fetch files.

   window.nimbook:
     ready                     a promise of this same interface, once the module is started
     example(words, options)   a promise of the example's JSON as an object: exactly what
                               `nimbook example WORDS --json` prints (options.lang: "en", "zh" …;
                               options.games: [[name, rule source], …], the page's own games);
                               an integer past 2^53 is a BigInt, exact
     exampleText(words, options)  the same JSON as text, byte for byte
     render(words, options)    a promise of the worked example's HTML, laid out as
                               options.layout (a block's data-explore) in options.lang
     play(words, options)      a promise of a play block's HTML starting from words, built as
                               options.play ({id, toggle}, a play block's data-explore) was
     playTable(words, options)  a promise of the widget's data (JSON text) of that play block,
                               for a block too large to be held in its page: the same bytes the
                               build would have put in its data-config
     judge(problem, input, o)  a promise of a judge problem's expected output for input (what
                               `nimbook judge PROBLEM` prints; problem as "p2197", "hdu1850" …;
                               o.lang the language of a mistake in the input, "en" by default)
     memoryBytes()             the module's memory in bytes (0 before it starts)
   A mistake rejects the promise with an Error whose message is the engine's (the command
   line's words) and whose fromEngine is true; tooLarge is true when the request passes one of
   the engine's bounds (the page then tells its student to try smaller numbers). */
(function () {
  "use strict";
  var MODULE = "@MODULE@";
  var SITE = @SITE@;

  var exports = null;
  var starting = null;

  function bytes(base64) {
    var text = atob(base64);
    var out = new Uint8Array(text.length);
    for (var i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
    return out;
  }

  var encoder = new TextEncoder();
  var decoder = new TextDecoder();

  /* One request to the module: JSON in, { ok, text } out. */
  function raw(request) {
    var input = encoder.encode(JSON.stringify(request));
    var ptr = exports.nimbook_alloc(input.length);
    new Uint8Array(exports.memory.buffer, ptr, input.length).set(input);
    var ok = exports.nimbook_call(ptr, input.length);
    var reply = new Uint8Array(exports.memory.buffer, exports.nimbook_reply_ptr(), exports.nimbook_reply_len());
    return { ok: ok === 1, tooLarge: ok === 2, text: decoder.decode(reply) };
  }

  /* The module's bytes: MODULE is raw DEFLATE, in base64. */
  function module() {
    var stream = new Blob([bytes(MODULE)]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
    return new Response(stream).arrayBuffer();
  }

  function start() {
    if (exports) return Promise.resolve();
    if (!starting) {
      starting = module().then(function (buffer) {
        return WebAssembly.instantiate(buffer, {});
      }).then(function (result) {
        exports = result.instance.exports;
        var site = raw({ op: "site", templates: SITE.templates, messages: SITE.messages, games: SITE.games });
        if (!site.ok) throw new Error(site.text);
      });
      starting.catch(function () {
        starting = null;
        exports = null;
      });
    }
    return starting;
  }

  function ask(request) {
    return start().then(function () {
      var reply;
      try {
        reply = raw(request);
      } catch (e) {
        /* The module stopped (it traps rather than unwinds): start a fresh one next time. */
        exports = null;
        starting = null;
        throw e;
      }
      if (!reply.ok) {
        var error = new Error(reply.text);
        error.fromEngine = true;
        /* A position past one of the engine's bounds: the page words that for its student. */
        error.tooLarge = reply.tooLarge;
        throw error;
      }
      return reply.text;
    });
  }

  function options(o) {
    o = o || {};
    return { lang: o.lang || "en", games: o.games || [] };
  }

  /* JSON with its integers exact: one past 2^53, which a JavaScript number would round, is read
     as a BigInt from its own digits (JSON.parse gives a reviver the number's source text). */
  function parseExact(text) {
    return JSON.parse(text, function (key, value, context) {
      if (typeof value === "number" && !Number.isSafeInteger(value) && context && /^-?\d+$/.test(context.source)) {
        return BigInt(context.source);
      }
      return value;
    });
  }

  var api = {
    exampleText: function (words, o) {
      var opt = options(o);
      return ask({ op: "example", words: String(words), lang: opt.lang, games: opt.games });
    },
    example: function (words, o) {
      return api.exampleText(words, o).then(parseExact);
    },
    /* The module's linear memory, in bytes (for the benchmark: it should not grow with use). */
    memoryBytes: function () {
      return exports ? exports.memory.buffer.byteLength : 0;
    },
    render: function (words, o) {
      var opt = options(o);
      return ask({ op: "render", words: String(words), lang: opt.lang, games: opt.games, layout: (o || {}).layout });
    },
    judge: function (problem, input, o) {
      return ask({ op: "judge", problem: String(problem), input: String(input), lang: options(o).lang });
    },
    play: function (words, o) {
      var opt = options(o);
      return ask({ op: "play", words: String(words), lang: opt.lang, games: opt.games, play: (o || {}).play });
    },
    playTable: function (words, o) {
      var opt = options(o);
      return ask({ op: "play_table", words: String(words), lang: opt.lang, games: opt.games, play: (o || {}).play });
    }
  };
  /* Asked again after a failed start, it starts again. */
  Object.defineProperty(api, "ready", {
    get: function () {
      return start().then(function () {
        return api;
      });
    }
  });
  window.nimbook = api;
  start().catch(function () {});
})();
