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
from fractions import Fraction

import numpy as np

from ..core.models import require_feasible
from ..core.partition import Result, make_result
from ..errors import InfeasibleError
from .subsets import INF, evaluate, labels_from_choice, submasks

METHOD = "exact-dp"


def solve(table, models, cost_model=None, *, time_limit=None, seed=0, progress=None) -> Result:
    started = time.perf_counter()
    require_feasible(table, models)
    sub = evaluate(table, models, cost_model)
    n = table.n
    full = (1 << n) - 1
    best = np.full(1 << n, INF, dtype=np.int64)
    best[0] = 0
    choice = np.zeros(1 << n, dtype=np.int64)
    for s in range(1, full + 1):
        low = s & -s
        groups = low | submasks(s ^ low)
        cand = np.where(sub.feasible[groups], sub.units[groups] + best[s ^ groups], INF)
        i = int(np.argmin(cand))
        best[s], choice[s] = min(cand[i], INF), groups[i]
    if best[full] >= INF:
        raise InfeasibleError("no partition of the table satisfies the privacy model (not even the whole table as one group)")
    labels = labels_from_choice(n, choice)
    opt = Fraction(int(best[full]), sub.denominator)
    return make_result(table, labels, models, cost_model, lower_bound=opt, status="optimal", method=METHOD, started=started)
