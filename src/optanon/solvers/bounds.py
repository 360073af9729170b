"""The per-row lower bound on the cost of any partition whose groups have >= kmin rows.

Bound: in a partition whose groups all have at least kmin rows, a row r released
under the generalization g (one level per column) shares g with every row of its
group, so at least kmin rows of the table generalize to g. Hence r costs at least
the cheapest g that generalizes r and at least kmin rows of the table; the sum over
rows is a lower bound (issue figures on UCI Adult, 9 QIs, suppression: 18,213 cells
for k = 2, 31,458 for k = 5, 39,238 for k = 10). It holds for k-anonymity and for
every model that forces a minimum group size (l-diversity needs >= l rows).
Running time: one group-by per generalization (2^m under suppression), cheapest first
(``BoundCost.generalizations_by_cost``, never all listed at once), until every row has one, or
MAX_STEPS of them. With a ``deadline`` (``time.perf_counter()``) the rows still without one when
it passes get the cost of the cheapest generalization not yet tried, which every generalization
left costs at least: still a lower bound, reached in time (60 rows over 20 two-valued QIs, k = 3:
about a million generalizations, 85 s to the end).
"""

from __future__ import annotations

import math
import time
from fractions import Fraction

import numpy as np

from ..core.table import group_rows

MAX_STEPS = 1 << 20  # generalizations tried at most, with or without a deadline (then cut short the same way)


def shown(value) -> float:
    """A lower bound as the statistics show it (cost units, 4 decimals), rounded down: rounded to
    nearest, a bound of 14/3 read 4.6667, above the optimum it bounds."""
    return math.floor(Fraction(value) * 10000) / 10000


def per_row_bound(table, kmin: int, cost_model, deadline: float | None = None) -> Fraction:
    if kmin <= 1:
        return Fraction(0)
    bound = cost_model.bind(table)
    vec, cnt = table.vectors, table.counts  # work on distinct QI vectors
    best = np.full(len(cnt), np.iinfo(np.int64).max, dtype=np.int64)
    todo = np.ones(len(cnt), dtype=bool)
    for step, (levels, units) in enumerate(bound.generalizations_by_cost()):  # cheapest first
        if step >= MAX_STEPS or (deadline is not None and step % 64 == 0 and time.perf_counter() > deadline):
            best[todo] = units  # every generalization not yet tried costs at least this
            break
        gen = np.stack([c.ancestors[lev][vec[:, j]] for j, (c, lev) in enumerate(zip(bound.columns, levels))], axis=1)
        inv, _, _ = group_rows(gen, [int(g.max()) + 1 if g.size else 1 for g in gen.T])
        shared = np.bincount(inv, weights=cnt)[inv]
        hit = todo & (shared >= kmin)
        best[hit] = units
        todo &= ~hit
        if not todo.any():
            break
    return Fraction(int((best * cnt).sum()), bound.denominator)
