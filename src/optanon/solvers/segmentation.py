"""The cheapest runs of a row order: a fixed sequence of rows cut into consecutive groups.

Problem: a partition of the whole table that needs no pattern space, for ``exact.warm_start`` (the
start of ``exact`` and ``lns``, and their release where the patterns cannot be listed or mined in
time: wide tables with many rows). The rows are sorted lexicographically there; this module then
cuts the sorted sequence where it is cheapest, instead of every kmin rows.
Guarantee: for the given order, the cheapest partition into consecutive runs of at least kmin rows,
exactly (a 1-D dynamic program over the run ends). Runs of 2 kmin rows or more need not be tried:
cut into two runs of at least kmin, each part's lowest common ancestors lie at or below the
whole's, level costs are non-decreasing toward the root, so no part costs more per row. Over all
partitions: none (a heuristic; the release is verified like any other). Under l-diversity or
t-closeness the caller says which runs pass its models (``allowed``) and how long they may be
(``longest``): the cheapest cut into passing runs of kmin to ``longest`` rows, exactly.
Running time: O(n L m h) NumPy work for n rows, runs of at most L rows (2 kmin - 1 by default)
and m columns of height h (suppression: h = 1), then O(n L) steps of the dynamic program.
"""

from __future__ import annotations

import numpy as np


def cheapest_runs(codes: np.ndarray, bound_cost, kmin: int, longest: int | None = None,
                  allowed=None) -> tuple[np.ndarray, int] | None:
    """``codes`` (n, m), the rows in their order; ``bound_cost``: ``CostModel.bind(table)``;
    ``longest``: the longest run (default 2 kmin - 1, enough when only the length counts);
    ``allowed(s)``: which runs of s rows may be used, a boolean array over their first rows (None:
    all). Returns (run number of each row, the partition's cost in units), or None when no cut
    into allowed runs exists. n >= kmin >= 1."""
    n = codes.shape[0]
    longest = min(n, 2 * kmin - 1 if longest is None else max(longest, kmin))
    # cost[s - kmin][a]: units of the run of s rows starting at row a
    level = np.zeros((n, len(bound_cost.columns)), dtype=np.int64)  # lca level of rows a .. a + s - 1
    cost = []
    for s in range(1, longest + 1):
        starts = n - s + 1
        level = level[:starts]
        if s > 1:
            for j, col in enumerate(bound_cost.columns):
                level[:, j] = col.meet_level(codes[:starts, j], codes[s - 1:, j], level[:, j])
        if s >= kmin:
            units = s * bound_cost.row_units(level)
            ok = None if allowed is None else allowed(s)
            cost.append(units.tolist() if ok is None else np.where(ok, units, -1).tolist())
    best: list = [0] + [None] * n  # best[e]: the cheapest runs of rows 0 .. e - 1 (None: no cut)
    back = [0] * (n + 1)  # the length of the last run there
    for e in range(kmin, n + 1):
        here, size = None, 0
        for s in range(kmin, min(longest, e) + 1):
            before, run = best[e - s], cost[s - kmin][e - s]
            if before is not None and run >= 0:  # -1: a run that is not allowed
                c = before + run
                if here is None or c < here:
                    here, size = c, s
        best[e], back[e] = here, size
    if best[n] is None:
        if allowed is None:  # never: one run of n rows when n < 2 kmin, else runs of kmin .. 2 kmin - 1
            raise ValueError(f"{n} rows cannot be cut into runs of {kmin} to {longest} rows")
        return None
    runs = np.empty(n, dtype=np.int64)
    e, run = n, 0
    while e > 0:
        runs[e - back[e]:e] = run
        e, run = e - back[e], run + 1
    return run - 1 - runs, int(best[n])
