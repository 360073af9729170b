"""The cheapest runs of a row order: a fixed sequence of rows cut into consecutive groups.

Problem: a partition of the whole table that needs no pattern space, for ``exact.warm_start`` (the
start of ``exact`` and ``lns``, and their release where the patterns cannot be listed or mined in
time: wide tables with many rows). The rows are sorted lexicographically there; this module then
cuts the sorted sequence where it is cheapest, instead of every kmin rows.
Guarantee: for the given order, the cheapest partition into consecutive runs of at least kmin rows,
exactly (a 1-D dynamic program over the run ends). Runs of 2 kmin rows or more need not be tried:
cut into two runs of at least kmin, each part's lowest common ancestors lie at or below the
whole's, level costs are non-decreasing toward the root, so no part costs more per row. Over all
partitions: none (a heuristic; the release is verified like any other). Only the run length is
imposed: under l-diversity or t-closeness the caller checks the runs.
Running time: O(n kmin m h) NumPy work for n rows and m columns of height h (suppression: h = 1),
then O(n kmin) steps of the dynamic program.
"""

from __future__ import annotations

import numpy as np


def cheapest_runs(codes: np.ndarray, bound_cost, kmin: int) -> tuple[np.ndarray, int]:
    """``codes`` (n, m), the rows in their order; ``bound_cost``: ``CostModel.bind(table)``.
    Returns (run number of each row, the partition's cost in units). n >= kmin >= 1."""
    n = codes.shape[0]
    longest = min(n, 2 * kmin - 1)
    # cost[s - kmin][a]: units of the run of s rows starting at row a
    level = np.zeros((n, len(bound_cost.columns)), dtype=np.int64)  # lca level of rows a .. a + s - 1
    cost = []
    for s in range(1, longest + 1):
        starts = n - s + 1
        level = level[:starts]
        if s > 1:
            for j, col in enumerate(bound_cost.columns):
                level[:, j] = np.maximum(level[:, j], col.meet_level(codes[:starts, j], codes[s - 1:, j]))
        if s >= kmin:
            cost.append((s * bound_cost.row_units(level)).tolist())
    best: list = [0] + [None] * n  # best[e]: the cheapest runs of rows 0 .. e - 1 (None: no cut)
    back = [0] * (n + 1)  # the length of the last run there
    for e in range(kmin, n + 1):
        here, size = None, 0
        for s in range(kmin, min(longest, e) + 1):
            before = best[e - s]
            if before is not None:
                c = before + cost[s - kmin][e - s]
                if here is None or c < here:
                    here, size = c, s
        best[e], back[e] = here, size
    if best[n] is None:  # never: one run of n rows when n < 2 kmin, else runs of kmin .. 2 kmin - 1
        raise ValueError(f"{n} rows cannot be cut into runs of {kmin} to {longest} rows")
    runs = np.empty(n, dtype=np.int64)
    e, run = n, 0
    while e > 0:
        runs[e - back[e]:e] = run
        e, run = e - back[e], run + 1
    return run - 1 - runs, int(best[n])
