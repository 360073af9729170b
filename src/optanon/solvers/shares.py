"""Value shares every group keeps, and the least group a set of rows allows.

Used by the exact MILP (``exact.PatternMILP``: rows and dropped patterns) and by the
Lagrangian bound of large tables (``pattern_lp.PatternSpace``: the best group of a pattern
is searched among the sizes its rows allow). Both are relaxations of the privacy models, so
dropping what fails them is exact.

Shares. Frequency l-diversity caps each SA value's share of a group at 1/l. t-closeness keeps
value i's share p_i within t / d_i of its share q_i in the table, d_i the least ground distance
between i and another value: in the transport from the group's distribution to the table's,
every unit of mass moved into or out of i travels at least d_i, so EMD >= |p_i - q_i| d_i.

Absent values (t-closeness). If a group holds none of the values outside A, the table's mass
on each such value i must come from A, at least min_{j in A} D(i, j) per unit, so
EMD >= sum_{i not in A} q_i min_{j in A} D(i, j); a set of rows whose values make that exceed
t holds no t-close group at all (equal metric: the values present must carry at least 1 - t of
the table).

Least size. A group of s rows taken from rows with S_i of value i has X_i of value i with
ceil(lo_i s) <= X_i <= min(S_i, floor(hi_i s)), so s is possible only if those intervals are
non-empty and their ends add up around s. The least such s >= kmin is a lower bound on any
group's size; none at all (up to the rows available) means no group. Rounding is loosened by
1e-9, so float error can only keep a size possible.
Share facets (``hull_facets``). The points (s, X_i) a group can have -- s rows in all, X_i of
value i, kmin <= s <= n, ceil(lo_i s) <= X_i <= floor(hi_i s) -- are integers, and their convex
hull is smaller than the cone the shares give: with t = 0.2 on a value of share 0.257, a group
of 5 rows holds at most 2 of it (0.457 x 5 = 2.285), of 7 at most 3, so 2 X_i <= s - 1 for every
group. The hull's edges, homogenised with the pattern's open variable, are valid cuts for the
exact MILP (``exact.PatternMILP.cuts``).
Running time: O(sizes tried x patterns x values), sizes tried at most SCAN; a hull O(n log n).
"""

from __future__ import annotations

import math

import numpy as np

from ..core.models import LDiversity, TCloseness, applies

SCAN = 2_000  # sizes tried per pattern (a pattern still undecided then gets the next size as its bound)
CHUNK = 50_000  # patterns per block in the absent-values test (blocks of CHUNK x r x r floats)


def value_fractions(models, column, values, n, counts):
    """(lo, hi) per value of one SA column (``values``; ``counts`` of each in the reference table
    of ``n`` rows): lo_i <= X_i / |G| <= hi_i for every group satisfying ``models``."""
    r = len(values)
    lo, hi = np.zeros(r), np.ones(r)
    for model in models:
        if not applies(model, column):
            continue
        if isinstance(model, LDiversity) and model.form == "frequency":
            hi = np.minimum(hi, 1.0 / float(model.l))
        elif isinstance(model, TCloseness):
            q = np.asarray(counts, dtype=float) / float(n)
            D = np.asarray(model.metric.bind(values, column).distance_matrix(), dtype=float)
            off = D + np.diag(np.full(r, np.inf))
            d = np.minimum(off.min(axis=0), off.min(axis=1)) if r > 1 else np.zeros(r)
            move = np.where(d > 0, float(model.t) / np.where(d > 0, d, 1.0), np.inf)
            lo = np.maximum(lo, q - move)
            hi = np.minimum(hi, q + move)
    return lo, hi


def absent_ok(models, column, values, n, counts, supply) -> np.ndarray:
    """Per row of ``supply`` (counts of each value in a set of rows): False where the values
    absent from it are too much of the table for any t-closeness model on ``column``."""
    ok = np.ones(supply.shape[0], dtype=bool)
    q = np.asarray(counts, dtype=float) / float(n)
    for model in models:
        if not (isinstance(model, TCloseness) and applies(model, column)):
            continue
        D = np.asarray(model.metric.bind(values, column).distance_matrix(), dtype=float)
        D = np.minimum(D, D.T)
        for a in range(0, supply.shape[0], CHUNK):
            present = supply[a:a + CHUNK] > 0
            # nearest present value of each value i: min_j over present j of D[i, j]
            near = np.where(present[:, None, :], D[None, :, :], np.inf).min(axis=2)
            need = np.where(present, 0.0, q[None, :] * near).sum(axis=1)
            ok[a:a + CHUNK] &= need <= float(model.t) + 1e-7  # loose: the models test EMD <= t in floats for matrix metrics
    return ok


def least_sizes(supply, lo, hi, kmin, least=None) -> np.ndarray:
    """Per row of ``supply`` (counts of each SA value among a pattern's rows): a lower bound on
    the size of any group of those rows meeting the shares (lo, hi), at least kmin; 0: none.
    ``least``: bounds found so far (from other SA columns), raised here, 0 kept."""
    P = supply.shape[0]
    least = np.full(P, kmin, dtype=np.int64) if least is None else least.copy()
    if not ((lo > 0).any() or (hi < 1).any()):
        return least
    total = supply.sum(axis=1)
    # no group is larger than lo_i s <= S_i and (1 - hi_i) s <= (rows of other values) allow
    with np.errstate(divide="ignore", invalid="ignore"):
        most = np.minimum(np.where(lo > 0, supply / lo, np.inf),
                          np.where(hi < 1, (total[:, None] - supply) / (1.0 - hi), np.inf)).min(axis=1)
    most = np.minimum(total, np.floor(most + 1e-9))
    found = np.zeros(P, dtype=np.int64)
    todo = np.flatnonzero((least > 0) & (most >= least))
    s = kmin
    while todo.size and s < kmin + SCAN:
        todo = todo[most[todo] >= s]  # patterns that allow no group of s rows or more
        ask = todo[least[todo] <= s]
        need = np.maximum(np.ceil(lo * s - 1e-9), 0.0)
        cap = np.minimum(supply[ask], np.floor(hi * s + 1e-9))
        ok = (need <= cap).all(axis=1) & (need.sum() <= s) & (cap.sum(axis=1) >= s)
        found[ask[ok]] = s
        todo = np.setdiff1d(todo, ask[ok], assume_unique=True)
        s += 1
    found[todo] = s  # not decided within the scan: no group below s
    return np.where((found > 0) & (least > 0), np.maximum(least, found), 0)


def column_least_sizes(models, column, values, n, counts, supply, kmin, least=None) -> np.ndarray:
    """``least_sizes`` for the shares of one SA column, with the patterns that fail the
    absent-values test set to 0: what the exact MILP and the Lagrangian bound both use."""
    lo, hi = value_fractions(models, column, values, n, counts)
    least = least_sizes(supply, lo, hi, kmin, least)
    least[~absent_ok(models, column, values, n, counts, supply)] = 0
    return least


def hull_facets(lo, hi, kmin, n) -> list[tuple[int, int, int]]:
    """Integer (a, b, c) with a s + b x >= c for every integer point (s, x) with kmin <= s <= n and
    ceil(lo s) <= x <= floor(hi s) (0 <= x <= s): the edges of the points' convex hull, one
    inequality per edge, in lowest terms. The rounding is loosened by 1e-9 (float error can only
    add points, so every inequality stays valid for the exact shares). [] if there is no point.
    The hull is Andrew's monotone chain over the two extreme points of each size, in integers."""
    extremes = []
    for s in range(max(1, int(kmin)), int(n) + 1):
        a = max(0, math.ceil(lo * s - 1e-9))
        b = min(s, math.floor(hi * s + 1e-9))
        if a <= b:
            extremes.append((s, a, b))
    return facets_of(extremes)


def supply_facets(lo, hi, least, supply, others) -> list[tuple[int, int, int]]:
    """``hull_facets`` for one pattern's rows: the points (s, x) of a group of s >= ``least`` rows
    drawn from ``supply`` rows of value i and ``others`` of other values, so x <= supply and
    s - x <= others besides the shares. A subset of ``hull_facets``'s points (least >= kmin), so
    its hull is inside theirs: Adult, 2,000 rows, 6 QIs, t = 0.2 on salary-class, the LP after
    the share facets 2843.85 -> 2846.86 at k = 5, 3159.95 -> 3162.02 at k = 10 (+0.6 at k = 2).
    [] if no group fits. O(supply + others) per pattern."""
    s = np.arange(max(1, int(least)), int(supply) + int(others) + 1, dtype=np.int64)
    a = np.maximum(np.maximum(np.ceil(lo * s - 1e-9), s - others), 0).astype(np.int64)
    b = np.minimum(np.minimum(np.floor(hi * s + 1e-9), supply), s).astype(np.int64)
    ok = a <= b
    return facets_of(zip(s[ok].tolist(), a[ok].tolist(), b[ok].tolist()))


def facets_of(extremes) -> list[tuple[int, int, int]]:
    """Integer (a, b, c) with a s + b x >= c for every integer point (s, x) with x_lo <= x <= x_hi for
    some (s, x_lo, x_hi) of ``extremes`` (sizes increasing): the edges of the points' convex hull, as
    ``hull_facets`` (its points, and entropy l-diversity's of ``entropy_cuts.share_extremes``)."""
    pts = []
    for s, a, b in extremes:
        pts.append((s, a))
        if b > a:
            pts.append((s, b))
    if not pts:
        return []

    def turn(o, p, q):  # > 0: o -> p -> q turns counter-clockwise
        return (p[0] - o[0]) * (q[1] - o[1]) - (p[1] - o[1]) * (q[0] - o[0])

    chain = []
    for seq in (pts, pts[::-1]):  # lower hull left to right, then upper hull right to left
        part = []
        for p in seq:
            while len(part) >= 2 and turn(part[-2], part[-1], p) <= 0:
                part.pop()
            part.append(p)
        chain += part[:-1]
    if len(chain) < 2:  # a single point (s0, x0): s >= s0, s <= s0, x >= x0, x <= x0
        s0, x0 = pts[0]
        return [(1, 0, s0), (-1, 0, -s0), (0, 1, x0), (0, -1, -x0)]
    out = []
    for (s1, x1), (s2, x2) in zip(chain, chain[1:] + chain[:1]):
        a, b = x1 - x2, s2 - s1  # counter-clockwise: the hull lies left of each edge
        c = a * s1 + b * x1
        g = math.gcd(math.gcd(abs(a), abs(b)), abs(c)) or 1
        out.append((a // g, b // g, c // g))
    if len(chain) == 2:  # a segment: its line, both ways, and its two ends
        (s1, x1), (s2, x2) = chain
        out += [(s2 - s1, x2 - x1, (s2 - s1) * s1 + (x2 - x1) * x1), (s1 - s2, x1 - x2, (s1 - s2) * s2 + (x1 - x2) * x2)]
    return out
