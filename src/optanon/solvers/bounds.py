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
about a million generalizations, 85 s to the end). On such tables (above NEAREST_ABOVE
generalizations, at most NEAREST_TYPES QI vectors) each row's (kmin - 1)-th nearest other row
(``nearest_bound``) is computed first, and a row the walk leaves gets the larger of the two
(30 two-valued QIs, 40 rows, k = 3: 200 -> 407 cells, the release 645).
"""

from __future__ import annotations

import math
import time
from fractions import Fraction

import numpy as np

from ..core.table import group_rows

MAX_STEPS = 1 << 20  # generalizations tried at most, with or without a deadline (then cut short the same way)
NEAREST_ABOVE = 4096  # generalizations above which the nearest-rows bound is computed too (``nearest_bound``)
NEAREST_TYPES = 5000  # ... for tables of at most this many distinct QI vectors (its work is quadratic in them)
CHUNK = 256  # row types per block of the pairwise costs


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
    # many QI columns (a walk likely cut short): each row's (kmin - 1)-th nearest other row first
    near = (nearest_bound(bound, vec, cnt, kmin, deadline)
            if bound.count_generalizations() > NEAREST_ABOVE and len(cnt) <= NEAREST_TYPES else None)
    for step, (levels, units) in enumerate(bound.generalizations_by_cost()):  # cheapest first
        if step >= MAX_STEPS or (deadline is not None and step % 64 == 0 and time.perf_counter() > deadline):
            best[todo] = units  # every generalization not yet tried costs at least this
            if near is not None:
                best[todo] = np.maximum(best[todo], near[todo])
            break
        gen = np.stack([c.ancestors[lev][vec[:, j]] for j, (c, lev) in enumerate(zip(bound.columns, levels))], axis=1)
        inv, _, _ = group_rows(gen, [int(g.max()) + 1 if g.size else 1 for g in gen.T])
        shared = np.bincount(inv, weights=cnt)[inv]
        hit = todo & (shared >= kmin)
        best[hit] = units
        todo &= ~hit
        if not todo.any():
            break
    best[best == np.iinfo(np.int64).max] = 0  # no generalization over kmin rows: only when n < kmin (no release), else 2^63 wrapped
    return Fraction(int((best * cnt).sum()), bound.denominator)


def nearest_bound(bound, vec, cnt, kmin: int, deadline: float | None = None) -> np.ndarray:
    """Per row type (distinct QI vector), a lower bound on the cost of one of its rows in any
    release whose groups have at least kmin rows: the (kmin - 1)-th smallest cost, over the other
    rows s of the table, of the pair {row, s} generalized to their lowest common ancestors.

    Why: a group G holding the row is released at the lowest common ancestors of G, which in each
    column sit at or above those of the row and any one member s, so the row costs at least
    pair(row, s) for every other member; G has at least kmin - 1 of them, and the least of their
    pair costs is at least the (kmin - 1)-th smallest over all other rows. A row of a type of
    count c has c - 1 others at cost 0. Rows whose types are not reached by ``deadline`` get 0.
    Running time: O(T^2 m h) for T types, m columns of height h, in blocks of CHUNK types."""
    nt = len(cnt)
    out = np.zeros(nt, dtype=np.int64)
    need = kmin - 1
    if need <= 0 or nt == 0:
        return out
    for start in range(0, nt, CHUNK):
        if deadline is not None and time.perf_counter() > deadline:
            break
        rows = np.arange(start, min(nt, start + CHUNK))
        pair = np.zeros((len(rows), nt), dtype=np.int64)
        for j, col in enumerate(bound.columns):
            pair += col.units[col.meet_level(vec[rows, j][:, None], vec[:, j][None, :])]
        weight = np.broadcast_to(cnt, pair.shape).copy()
        weight[np.arange(len(rows)), rows] -= 1  # the row's own type: its other rows, at cost 0
        order = np.argsort(pair, axis=1, kind="stable")
        pair, weight = np.take_along_axis(pair, order, axis=1), np.take_along_axis(weight, order, axis=1)
        reach = np.cumsum(weight, axis=1)
        kth = np.argmax(reach >= need, axis=1)  # the first position where kmin - 1 others are reached
        ok = reach[:, -1] >= need
        out[rows[ok]] = pair[ok, kth[ok]]
    return out
