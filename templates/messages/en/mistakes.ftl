# English messages: mistakes in a lesson's words that the page's engine module can meet too (a block's
# settings, a template's bounds, a filter), so they are not terminal-only. Every id here must also be in
# ../zh/mistakes.ftl.
