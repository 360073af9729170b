"""Solvers: one module per algorithm, all with the same call shape

    solve(table, models, cost_model=None, *, time_limit=None, seed=0, progress=None) -> Result

and every Result built by ``core.partition.make_result`` (verified release, exact
cost, proven lower bound, status).
"""
