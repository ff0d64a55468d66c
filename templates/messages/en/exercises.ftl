# English messages: exercises. Every id here must also be in ../zh/exercises.ftl.
