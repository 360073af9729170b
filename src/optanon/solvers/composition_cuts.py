"""Composition cuts: the convex hull of the value counts a t-close group can have.

Model: the pattern MILP of ``exact`` (Liang-Yuan Thm 9) knows a group under pattern p by its
counts X[p,i] of each value i of a sensitive column, and states t-closeness (and l-diversity) on
them homogeneously: any fraction of an open pattern may hold a "group" in exactly the table's
proportions. Whole groups cannot: with t = 0.2 (equal metric) on a column of shares 0.40 / 0.26 /
0.14 / 0.12 / 0.07, a group needs at least 5 rows and, at 5, one of a few count vectors. The
integer points F = {X integer : kmin <= sum X, X meets every model on the column} have a convex
hull conv(F) much smaller than that cone; each of its facets a.X >= c gives a valid inequality of
the MILP, homogenised with the pattern's open variable:

    sum_i a_i X[p,i] >= c open[p]             (open 0: X = 0, so 0 >= 0)

This is the classical strengthening of a MILP by the integer hull of one of its substructures
(here one group's counts, the same in every pattern); the configuration LP of ``config_lp`` (a column per group) implies it, but costs a column
generation that does not scale past about 120 rows.

Algorithm (``CompositionHull``, per sensitive column with t-closeness on it under a closed-form
metric (equal, ordered, hierarchical) and 3 to MAX_VALUES values present among the table's rows;
classes of values for more values were tried and not kept: docs/exact-method.md, stop 52):
1. Enumerate F up to a size S: per size s >= kmin, every integer vector in the share box of
   ``shares.value_fractions`` (ceil(lo_i s) <= X_i <= floor(hi_i s), rounding loosened by 1e-9),
   at most the table's rows of each value, summing to s, kept when it meets the column's models
   exactly (t-closeness by the metric's exact test ``within``; frequency and distinct
   l-diversity in integers; other forms are not tested, which only adds points). S is the largest
   size at which F stays within MAX_POINTS (at most the table's rows).
2. The facets of conv(F restricted to sizes <= S) (qhull, via SciPy), each normal scaled to whole
   numbers a (largest |a_i| = COEFFICIENT) and its right-hand side taken again, exactly, as
   c_F = min over F of a.X — so a.X >= c_F holds for every point of F, whatever qhull's rounding.
3. Groups larger than S: X / s lies in the share box (every value's share within [lo_i, hi_i],
   the shares summing to 1), so a.X >= s m, m the least a.p over that box (a greedy, as in a
   fractional knapsack, less a margin for float error); hence a.X >= ceil((S + 1) m) if m >= 0,
   and a.X >= ceil(n m) otherwise (no group exceeds the table's n rows). The cut's right-hand
   side is c = min(c_F, that).
Guarantee: every cut holds for every group, of any size, that meets the column's models: exact
(the MILP's optimum is unchanged); only the LP bound moves. Tested against every count vector of
small random columns up to sizes beyond S (``tests/test_composition_cuts.py``).
Measured: the Zipf table of benchmarks/exact.py --zipf, 500 rows, k = 2, t = 0.2 on its
five-valued column: the LP 1048.1 -> 1144.0 in 10 rounds, 612 cuts (25 s); at 1,000 rows the LP
takes 26 s and each round 9-35 s (1844.2 -> 2013.3 in four): beyond a minute's cut loop
(docs/exact-method.md, stop 52).
Running time: enumeration O(MAX_POINTS r), qhull on at most MAX_POINTS points in r <= MAX_VALUES
dimensions (about 0.5 s at r = 5, 80,000 points), per LP round O(patterns x facets x r).
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np

from ..core.metrics import LinearWorkMetric
from ..core.models import LDiversity, TCloseness, applies as applies_on
from . import shares

MAX_VALUES = 5  # values present in the table; the hull in 6 dimensions took 2.8 s on 4,000 vectors, 36 s
# on 77,000 (beside a CI run)
MAX_POINTS = 80_000  # count vectors enumerated (the sizes taken up to where this is reached)
COEFFICIENT = 200  # the largest |a_i| of a cut (whole numbers: ``pattern_pruning.relax`` needs them)
MARGIN = 1e-9  # relative float error allowed for in the tail bound m


def applies(models, column) -> bool:
    """Whether a t-closeness model applies to ``column`` (the hull adds nothing to l alone)."""
    return any(isinstance(m, TCloseness) and applies_on(m, column) for m in models)


def takes(models, column, values, own_counts) -> bool:
    """Whether ``CompositionHull`` builds cuts for ``column``: t-closeness on it under closed-form
    metrics, and 3 to MAX_VALUES values among the rows (``own_counts`` > 0)."""
    return 3 <= int(np.count_nonzero(np.asarray(own_counts) > 0)) <= MAX_VALUES and applies(models, column) \
        and _linear(models, column, values)


class CompositionHull:
    """The cuts a.X >= c of one sensitive column (``cuts``: rows (a over the column's values, c))."""

    def __init__(self, models, column, values, n_ref, ref_counts, own_counts, kmin, n_rows):
        """``n_ref``, ``ref_counts``: the table t-closeness compares with; ``own_counts``: the rows
        of each value the groups are drawn from (a group holds no more); ``kmin``: the least group
        size; ``n_rows``: the most rows a group can have."""
        self.values = np.flatnonzero(np.asarray(own_counts) > 0)  # values a group can hold
        self.cuts = np.zeros((0, len(values)), dtype=np.int64), np.zeros(0, dtype=np.int64)
        self.points, self.size = 0, 0
        r = len(self.values)
        if not takes(models, column, values, own_counts):
            return
        lo, hi = shares.value_fractions(models, column, values, n_ref, ref_counts)
        lo, hi = lo[self.values], hi[self.values]
        cap = np.asarray(own_counts, dtype=np.int64)[self.values]
        if lo.sum() > 1 + 1e-9:  # no group at all (every value absent elsewhere has share 0)
            return
        F, S = self._enumerate(models, column, values, ref_counts, lo, hi, cap, int(kmin), int(n_rows))
        self.points, self.size = len(F), S
        if len(F) <= r:
            return
        a, c = self._facets(F, lo, hi, cap, S, int(n_rows))
        full = np.zeros((len(a), len(values)), dtype=np.int64)
        full[:, self.values] = a
        self.cuts = full, c

    def _enumerate(self, models, column, values, ref_counts, lo, hi, cap, kmin, n_rows):
        """F (count vectors over ``self.values``) for sizes kmin..S, and S."""
        r, found, total, S = len(lo), [], 0, kmin - 1
        for s in range(max(1, kmin), n_rows + 1):
            a = np.maximum(np.ceil(lo * s - 1e-9), 0).astype(np.int64)
            b = np.minimum(np.floor(hi * s + 1e-9).astype(np.int64), np.minimum(cap, s))
            width = np.maximum(b[:-1] - a[:-1] + 1, 0)
            if total + int(np.prod(width, dtype=np.float64)) > 4 * MAX_POINTS:
                break
            if np.all(a <= b):
                grids = np.meshgrid(*[np.arange(a[i], b[i] + 1) for i in range(r - 1)], indexing="ij")
                X = np.stack([g.ravel() for g in grids], axis=1) if r > 1 else np.zeros((1, 0), dtype=np.int64)
                last = s - X.sum(axis=1)
                ok = (last >= a[-1]) & (last <= b[-1])
                X = np.column_stack([X[ok], last[ok]]).astype(np.int64)
                X = X[_meets(models, column, values, ref_counts, X, self.values, s)] if len(X) else X
                if len(X):
                    if total + len(X) > MAX_POINTS and found:
                        break
                    found.append(X)
                    total += len(X)
            S = s
        return (np.concatenate(found) if found else np.zeros((0, r), dtype=np.int64)), S

    def _facets(self, F, lo, hi, cap, S, n_rows):
        """Whole-number cuts (a, c) from the facets of conv(F), each valid at every size (module
        text, steps 2-3); duplicates dropped, and cuts that 0 <= X_i <= cap_i (the table's rows of
        value i) already imply."""
        from scipy.spatial import ConvexHull, QhullError

        try:
            eq = ConvexHull(F.astype(float), qhull_options="Qt").equations
        except (QhullError, ValueError):
            return np.zeros((0, F.shape[1]), dtype=np.int64), np.zeros(0, dtype=np.int64)
        normal = -eq[:, :-1]  # qhull: eq . (x, 1) <= 0 inside, so -normal . x >= offset
        big = np.abs(normal).max(axis=1)
        normal = normal[big > 0] / big[big > 0, None]
        a = np.rint(normal * COEFFICIENT).astype(np.int64)
        g = np.gcd.reduce(np.abs(a), axis=1)
        a = np.unique(a[g > 0] // g[g > 0, None], axis=0)
        # exact: whole numbers below 2^53 (|a_i| <= COEFFICIENT, X_i <= n), so float64 products are exact
        cF = np.rint((F.astype(float) @ a.T.astype(float)).min(axis=0)).astype(np.int64)
        c = np.minimum(cF, _tails(a, lo, hi, S, n_rows))
        useful = c > np.minimum(a, 0) @ cap
        return a[useful], c[useful]


def _tails(a, lo, hi, S, n_rows) -> np.ndarray:
    """Per cut a (rows): a whole number c with a.X >= c for every group of more than S rows (module
    text, step 3); a large number where no such group exists."""
    none = np.full(len(a), np.iinfo(np.int64).max // 4)
    if S >= n_rows or hi.sum() < 1 - 1e-9:  # no group beyond S rows (the shares cannot add up to 1)
        return none
    # the least a.p with lo <= p <= hi, sum p = 1: from lo, the rest of the mass to the least a_i first
    order = np.argsort(a, axis=1, kind="stable")
    room = (hi - lo)[order]
    before = np.cumsum(room, axis=1) - room
    fill = np.clip((1.0 - lo.sum()) - before, 0.0, room)
    m = (a @ lo) + (np.take_along_axis(a, order, axis=1) * fill).sum(axis=1) - MARGIN * np.abs(a).sum(axis=1)
    tail = np.where(m >= 0, np.ceil((S + 1) * m), np.ceil(n_rows * m - MARGIN * n_rows))
    return np.minimum(tail, none).astype(np.int64)


def _linear(models, column, values) -> bool:
    """Whether every t-closeness model on ``column`` has a closed-form metric (equal, ordered,
    hierarchical: an exact test of many count vectors at once); a matrix metric's test solves one
    LP per vector, too slow for the enumeration."""
    return all(isinstance(m.metric.bind(values, column), LinearWorkMetric) for m in models
               if isinstance(m, TCloseness) and applies_on(m, column))


def _meets(models, column, values, ref_counts, X, present, s) -> np.ndarray:
    """Rows of X (count vectors of s rows over the values ``present``, indices into ``values``)
    that meet every t-closeness and frequency / distinct l-diversity model on ``column`` exactly."""
    full = np.zeros((len(X), len(values)), dtype=np.int64)
    full[:, present] = X
    sizes = np.full(len(X), s, dtype=np.int64)
    ok = np.ones(len(X), dtype=bool)
    for model in models:
        if not applies_on(model, column):
            continue
        if isinstance(model, TCloseness):
            metric = model.metric.bind(values, column)
            ok &= np.asarray(metric.within(full, sizes, np.asarray(ref_counts), Fraction(model.t)), dtype=bool)
        elif isinstance(model, LDiversity) and model.form == "frequency":
            ok &= full.max(axis=1) * model.l.numerator <= s * model.l.denominator
        elif isinstance(model, LDiversity) and model.form == "distinct":
            ok &= (full > 0).sum(axis=1) * model.l.denominator >= model.l.numerator
    return ok
