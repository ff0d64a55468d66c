# English messages: charts. Every id here must also be in ../zh/charts.ftl.
