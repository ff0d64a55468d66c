# English messages: examples. Every id here must also be in ../zh/examples.ftl.
