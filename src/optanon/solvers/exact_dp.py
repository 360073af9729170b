"""Exact optimum by dynamic programming over row subsets.

Problem: a minimum-cost partition of the table's rows into groups that each satisfy
every privacy model (any monotone or non-monotone predicate on a group given the
table), under suppression or generalization hierarchies.
Guarantee: exact (status ``optimal``, lower bound = cost).
Running time: O(3^n) group look-ups plus O(2^n (m + r)) to evaluate every subset;
practical up to about 14 rows. It is the brute-force oracle of the test suite and
the fallback for tiny inputs.

Recurrence: OPT(S) = min over groups G with lowest(S) in G subset of S, G feasible,
of cost(G) + OPT(S \\ G); fixing the group of S's lowest row counts every
partition once. (Liang-Yuan Thm 8 and Blocki-Williams Thm 1.3 give the divide and
conquer form of the same search; see ``exact_dc``.)
"""

from __future__ import annotations

import time

import numpy as np

from ..core.partition import Result
from .subsets import INF, search, submasks

METHOD = "exact-dp"


def _choose(s, sub, best):
    """The group of S's lowest row: every feasible G with lowest(S) in G, subset of S."""
    low = s & -s
    groups = low | submasks(s ^ low)
    cand = np.where(sub.feasible[groups], sub.units[groups] + best[s ^ groups], INF)
    i = int(np.argmin(cand))
    return cand[i], groups[i]


def solve(table, models, cost_model=None, *, time_limit=None, seed=0, progress=None) -> Result:
    return search(table, models, cost_model, method=METHOD, started=time.perf_counter(), choose=_choose)
