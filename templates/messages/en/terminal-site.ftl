# English messages: what the command line says about site mistakes (diagnostics, worded in the
# reader's language: the site's `language` or --lang). Every id here must also be in ../zh/terminal-site.ftl.ftl.
