# English messages: play. Every id here must also be in ../zh/play.ftl.
