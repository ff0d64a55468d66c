# English messages: a judge problem's mistakes in its input, on a page (the judge box) and on the
# command line. Every id here must also be in ../zh/judge.ftl.
