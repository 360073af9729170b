"""The per-row lower bound on the cost of any partition whose groups have >= kmin rows.

Bound: in a partition whose groups all have at least kmin rows, a row r released
under the generalization g (one level per column) shares g with every row of its
group, so at least kmin rows of the table generalize to g. Hence r costs at least
the cheapest g that generalizes r and at least kmin rows of the table; the sum over
rows is a lower bound (issue figures on UCI Adult, 9 QIs, suppression: 18,213 cells
for k = 2, 31,458 for k = 5, 39,238 for k = 10). It holds for k-anonymity and for
every model that forces a minimum group size (l-diversity needs >= l rows).
Running time: one group-by per generalization (2^m under suppression).
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np

from ..core.table import group_rows


def per_row_bound(table, kmin: int, cost_model) -> Fraction:
    if kmin <= 1:
        return Fraction(0)
    bound = cost_model.bind(table)
    vec, cnt = table.vectors, table.counts  # work on distinct QI vectors
    best = np.full(len(cnt), np.iinfo(np.int64).max, dtype=np.int64)
    combos, units = bound.generalizations()
    for i in np.argsort(units, kind="stable"):  # cheapest generalization first
        todo = best == np.iinfo(np.int64).max
        if not todo.any():
            break
        gen = np.stack([c.ancestors[lev][vec[:, j]] for j, (c, lev) in enumerate(zip(bound.columns, combos[i]))], axis=1)
        inv, _, _ = group_rows(gen, [int(g.max()) + 1 if g.size else 1 for g in gen.T])
        shared = np.bincount(inv, weights=cnt)[inv]
        hit = todo & (shared >= kmin)
        best[hit] = units[i]
    return Fraction(int((best * cnt).sum()), bound.denominator)
