# English messages: what the command line says about serve mistakes (diagnostics, worded in the
# reader's language: the site's `language` or --lang). Every id here must also be in ../zh/terminal-serve.ftl.ftl.

## What the server says in the terminal

# At the start: the site folder and the address to open.
serve-serving = serving { $root } at { $url }
# With --bind on an address other computers reach.
serve-open-to-network = note: listening on { $bind }: other computers on the network can see these pages
# At the start: the folders watched ($folders: "content/, templates/, games/", a site-list-next list).
serve-watching = watching { $folders } and nimbook.toml; save a file to rebuild and reload; Ctrl-C stops
# After Ctrl-C.
serve-stopping = stopping
# The first build: how many lessons, and how long it took ($time as "850ms").
serve-built-first = built { $lessons ->
    [one] 1 lesson
   *[other] { $lessons } lessons
} in { $time }
# A rebuild after a save: its number, how long, how many lessons were rendered again (the rest
# came from the cache) and how many files changed.
serve-built-again = built #{ $build } in { $time }: { $rendered } of { $lessons ->
    [one] 1 lesson
   *[other] { $lessons } lessons
} rendered, { $changed ->
    [one] 1 file
   *[other] { $changed } files
} changed
# A build with mistakes (listed above it): its number, how long, how many errors, and what the
# server shows meanwhile ($served: none before any good build, last-good after one).
serve-build-failed = build #{ $build } failed in { $time } with { $errors ->
    [one] 1 error
   *[other] { $errors } errors
}; serving { $served ->
    [none] no pages yet
   *[other] the last good pages
} until a fix is saved
# Warnings that the last build printed already are not printed again; how many.
serve-warnings-again = note: { $count ->
    [one] 1 warning
   *[other] { $count } warnings
} as before
# The server could not take a connection ($reason: the system's words); it goes on.
serve-accept-failed = note: could not accept a connection ({ $reason }); the server keeps trying

## The server's mistakes

# --port on a port another program holds.
serve-port-in-use = port { $port } on { $bind } is already in use (is another nimbook serve running?); choose another with --port N, or --port 0 for any free port
# --bind with an address this computer does not have.
serve-not-an-address = { $bind } is not an address of this computer; leave out --bind to use 127.0.0.1
# The system would not let the server stop on Ctrl-C ($reason: its words).
serve-no-ctrl-c = cannot catch Ctrl-C: { $reason }
# A folder that cannot be watched for saves ($reason: the watcher library's words).
serve-cannot-watch = cannot watch { $path } for changes: { $reason }
# A panic inside a build ($what: the panic's own text, or serve-unknown-failure).
serve-internal-error = the build stopped on an internal error ({ $what }); save again to rebuild, and please report this
# A panic with no text.
serve-unknown-failure = an unknown failure

## What the server was doing when the system refused (before "failed" and the system's reason)

serve-starting-builder = starting the builder
serve-answering-server = answering the server
serve-reading-request = reading the server's request
serve-listening = listening on { $bind }:{ $port }
serve-finding-program = finding the nimbook program
serve-reading-address = reading the server's address
serve-finding-site = finding the site folder { $root }
serve-starting-watcher = starting the watcher thread
serve-setting-up-socket = setting up the server's socket
serve-starting-runtime = starting the server's runtime
serve-starting-thread = starting the server thread

## A request the server refuses, after "405" or "400" (in the language of the address asked for)

serve-only-get = only GET and HEAD are allowed
serve-bad-truncated-escape = truncated percent escape
serve-bad-escape = bad percent escape
serve-bad-encoded-separator = percent-encoded path separator
serve-bad-not-utf8 = path is not UTF-8
serve-bad-dot-segment = dot segment
serve-bad-character = backslash, colon or control character in path
serve-bad-no-slash = path does not start with /
serve-bad-double-slash = path starts with //
serve-bad-backslash-or-hash = backslash or # in path
serve-bad-empty-segment = empty path segment
