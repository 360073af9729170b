"""Exact optimum by the divide and conquer of Liang-Yuan, Theorem 8.

Problem: as ``exact_dp`` (any privacy model, suppression or hierarchies).
Guarantee: exact. Running time: 2^O(n) * O(m) in the paper; here O(3^n) because
the recursion is memoised over all row subsets and evaluated bottom-up.

Recurrence (proof of Thm 8): for a row set S, an optimal partition either
(a) is S itself as one group, or
(b) has a group T of more than |S|/2 rows: OPT(S) = cost(T) + OPT(S \\ T), or
(c) has all groups of at most |S|/2 rows: then its groups split into two sides
    of |S|/4 .. 3|S|/4 rows each, OPT(S) = OPT(T) + OPT(S \\ T) for such a T.
Departure from the paper: in (b) the paper writes OPT(T') for the large part; the
large part is a single group of the optimum, so its group cost is used (taking
OPT(T') would recurse on S itself when T' = S).
"""

from __future__ import annotations

import time

import numpy as np

from ..core.partition import Result
from .subsets import INF, search, submasks

METHOD = "exact-dc"


def _choose(s, sub, best):
    size = int(sub.popcount[s])
    value, pick = (int(sub.units[s]), s) if sub.feasible[s] else (int(INF), 0)  # (a) S as one group
    parts = submasks(s)[1:-1]  # proper non-empty subsets T of S
    if parts.size:
        tsize = sub.popcount[parts]
        large = parts[(2 * tsize > size) & sub.feasible[parts]]
        if large.size:  # (b) one group of more than half the rows
            cand = sub.units[large] + best[s ^ large]
            i = int(np.argmin(cand))
            if cand[i] < value:
                value, pick = int(cand[i]), int(large[i])
        balanced = parts[(4 * tsize >= size) & (4 * tsize <= 3 * size)]
        if balanced.size:  # (c) two sides of |S|/4 .. 3|S|/4 rows
            cand = np.minimum(best[balanced] + best[s ^ balanced], INF)
            i = int(np.argmin(cand))
            if cand[i] < value:
                value, pick = int(cand[i]), -int(balanced[i])  # negative: a split
    return value, pick


def solve(table, models, cost_model=None, *, time_limit=None, seed=0, progress=None) -> Result:
    return search(table, models, cost_model, method=METHOD, started=time.perf_counter(), choose=_choose)
