# English messages: games. Every id here must also be in ../zh/games.ftl.
