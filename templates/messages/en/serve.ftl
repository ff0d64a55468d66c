# English messages: serve. Every id here must also be in ../zh/serve.ftl.
