"""The configuration LP under equal-distance t-closeness on a many-valued sensitive column: column
generation with an exact pricing, a certified bound, and the patterns a cheaper release can use.

Paper: Liang-Yuan, Theorem 9 (the pattern ILP), in its Dantzig-Wolfe (configuration) form: a
column is a group G (a pattern p and rows it generalizes), costing |G| cost(p); every row is
covered once and each pattern holds at most one group (two groups under one pattern would be
one released class). Why: ``exact``'s MILP knows a group only by its counts, which t-closeness
constrains homogeneously, so a fraction of an open pattern can hold a "group" whose counts are
exactly the table's proportions. With many sensitive values a whole group needs many rows, and
that LP falls far below the optimum (Adult's first 30 rows, 8 QIs, k = 3, t = 0.3 on occupation,
14 values: the MILP's LP 149.9, this one 175.6; the optimum, proved with it, 178).

Pricing, exact: for row prices pi, the least reduced cost rc_p = min over groups G under p, of at
least least(p) rows, meeting t-closeness, of sum_{rows of G} (cost(p) - pi_row). Per size N
(every size from least(p) up, skipping those whose N cheapest rows already cost more than the best
so far): with q_s = N_s / n the table's shares, a group's deficit sum_s max(0, q_s N - n_s) <= t N
reads credit = sum_s min(q_s N, n_s) >= (1 - t) N, and a group that takes each value's rows in
order of slope has as credit the sum of its rows' weights w = clip(q_s N - rank, 0, 1). Weights
do not increase with the rank and slopes do not decrease, so the least cost over ANY N rows whose
weights reach (1 - t) N is attained by such a group: choosing rows freely relaxes nothing. Each
weight is 1 ("full"), 0 ("zero") or, for at most one row per value, between ("part"); w n =
N_s N - rank n is an integer, and a part's weight is counted in 1/G rows (G = n when n <= GRID:
exact; else GRID, rounded up, which only admits more groups). A table D[h, w] (the least cost of h
parts of total weight w / G) is built part by part; with h parts the full and zero rows are the F
and N - h - F cheapest, F at least what the target still needs, and the least over F >= F0 of
that convex sum is a suffix minimum. Share caps on the column (frequency l-diversity: at most N / l
rows of a value) remove the rows ranked beyond them. Other models are left out of the pricing
(a relaxation: the bound stays a bound).

Bound: for ANY prices pi (int64, multiples of 2^-20 units), L(pi) = sum_u c_u pi_u + sum_p min(0,
rc_p) <= OPT (the cover rows relaxed; at the LP's optimal duals L is the LP value), evaluated in
integers: no floating point in it. The column generation (HiGHS on the restricted master) only
steers the prices, and the best L met is kept. Pattern pruning: a release with a group under p
costs at least L - min(0, rc_p) + rc_p, so the patterns above a target T keep no pair in
``exact``'s restricted MILPs (``pattern_pruning``'s step, per pattern; the two prunings' bounds
are combined pair by pair, the larger kept).
Guarantee: a certified lower bound at every round, and pair bounds a release of cost <= T meets.
Running time: per pattern and size O(R log R + r^2 G) for R rows and r values; every pattern
whose plain bound (its cheapest rows, t ignored) is negative at each round; used up to MAX_ROWS
rows (the sizes of a pattern grow with the table, and so do the rounds).
"""

from __future__ import annotations

import time
from fractions import Fraction

import numpy as np

from ..core.metrics import EqualMetric
from ..core.models import LDiversity, TCloseness, applies
from .bounds import shown
from .group_pricing import ranks_within, rows_by_value
from .highs_runner import quiet_highs
from .pattern_pruning import SCALE, Pruning

# tables above this many rows do not get the configuration LP: its rounds grow with the rows (Adult,
# 8 QIs, t on occupation: 100 rows 53 rounds in 22 s; 200 rows 12 rounds in 25 s, far from the end,
# its bound then below every other)
MAX_ROWS = 120
MIN_VALUES = 3  # over two values the MILP's share facets already carry t-closeness
GRID = 256  # parts' weights in 1 / GRID rows above GRID table rows (exact below)
INF = 1 << 60  # "no such choice" in the int64 tables of ``_size_best``
ARTIFICIAL_GROWTH = 4.0


def column(milp) -> int | None:
    """The SA column of an equal-distance t-closeness model with at least MIN_VALUES values, on a
    table of at most MAX_ROWS rows; None where the configuration LP is not used."""
    table = milp.table
    if table.n > MAX_ROWS or milp.reference is not None:
        return None
    for j, name in enumerate(table.sensitive):
        if len(table.sa_values[j]) < MIN_VALUES:
            continue
        for model in milp.models:
            if isinstance(model, TCloseness) and isinstance(model.metric, EqualMetric) and applies(model, name):
                return j
    return None


class ConfigLP:
    """The configuration LP of ``milp`` (a ``exact.PatternMILP``) priced on SA column ``j``."""

    def __init__(self, milp, j: int):
        self.milp = milp
        name = milp.table.sensitive[j]
        here = [m for m in milp.models if applies(m, name)]
        self.t = min(m.t for m in here if isinstance(m, TCloseness) and isinstance(m.metric, EqualMetric))
        ls = [m.l for m in here if isinstance(m, LDiversity) and m.form == "frequency"]
        self.l = max(ls) if ls else None  # a value holds at most N / l rows of a group
        n, counts = milp._reference_counts(j)
        self.n, self.table_counts = int(n), np.asarray(counts, dtype=np.int64)
        self.G = self.n if self.n <= GRID else GRID
        order = np.argsort(milp.pair_pattern, kind="stable")
        self.order = order  # pairs grouped by pattern
        self.start = np.searchsorted(milp.pair_pattern[order], np.arange(milp.num_patterns + 1))
        self.unit = np.zeros(milp.num_patterns, dtype=np.int64)
        self.unit[milp.pair_pattern] = np.rint(milp.pair_cost).astype(np.int64)
        self.sa = milp.type_sa[:, j].astype(np.int64)
        self.counts = milp.type_count.astype(np.int64)

    # ---- pricing -------------------------------------------------------------------------
    def price(self, p: int, pi: np.ndarray, plain_only=False):
        """(rc, types of a best group's rows) for pattern p at the prices ``pi`` (int64 per type,
        units x SCALE): rc a lower bound on the least reduced cost of its groups (exact but for
        the grid above GRID rows and the models left out); (INF, None) if it can hold none.
        ``plain_only``: the plain bound (t ignored) when it is >= 0, without the exact pricing."""
        pairs = self.order[self.start[p]:self.start[p + 1]]
        types = self.milp.pair_type[pairs]
        sl, ty, sv = rows_by_value(types, self.counts[types], self.unit[p] * SCALE - pi[types], self.sa[types])
        R = len(sl)
        least = int(self.milp.least_size[p])
        if R < least or least <= 0:
            return INF, None
        rank = ranks_within(sv)
        cheapest = np.r_[0, np.cumsum(np.sort(sl))]  # the N cheapest rows: a lower bound at size N
        plain = int(cheapest[least:].min())
        if plain_only and plain >= 0:
            return plain, None
        best = None
        for N in range(least, R + 1):
            if best is not None and cheapest[N] >= best[0]:
                continue
            got = self._size_best(sl, sv, rank, N)
            if got is not None and (best is None or got[0] < best[0]):
                best = got
        if best is None:
            return INF, None
        return best[0], ty[best[1]]

    def _caps(self, N: int) -> np.ndarray:
        r = len(self.table_counts)
        if self.l is None:
            return np.full(r, N, dtype=np.int64)
        return np.full(r, (N * self.l.denominator) // self.l.numerator, dtype=np.int64)

    def _size_best(self, sl, sv, rank, N):
        """(least cost, positions of its rows) over the groups of exactly N of the rows (``sl``
        their slopes, sorted by value then slope; ``sv`` values; ``rank`` within the value) whose
        credit reaches (1 - t) N, parts counted in 1/G rows (module docstring); None: none."""
        n, G = self.n, self.G
        ok = rank < self._caps(N)[sv]
        if int(ok.sum()) < N:
            return None
        pos = np.flatnonzero(ok)
        wn = self.table_counts[sv[pos]] * N - rank[pos] * n  # weight x n, exact
        is_part = (wn > 0) & (wn < n)
        full, zero, part = pos[wn >= n], pos[wn <= 0], pos[is_part]
        gpart = -((-wn[is_part] * G) // n)  # ceil(w G), in 1..G
        num, den = self.t.numerator, self.t.denominator
        need = -((-G * N * (den - num)) // den)  # ceil((1 - t) N G)
        full, zero = _least(sl, full, N), _least(sl, zero, N)  # at most N of each can be taken
        cf = np.r_[0, np.cumsum(sl[full])]
        cz = np.r_[0, np.cumsum(sl[zero])]
        nf, nz, npart = len(full), len(zero), len(part)
        W = int(gpart.sum())
        D = np.full((npart + 1, W + 1), INF, dtype=np.int64)
        D[0, 0] = 0
        took = np.zeros((npart, npart + 1, W + 1), dtype=bool)  # part i taken in the state after it
        for i in range(npart):
            g, c = int(gpart[i]), int(sl[part[i]])
            cand = np.full_like(D, INF)
            prev = D[:-1, :W + 1 - g]
            cand[1:, g:] = np.where(prev < INF, prev + c, INF)
            took[i] = cand < D
            D = np.minimum(D, cand)
        F = np.arange(N + 1)
        S = np.full((npart + 1, N + 2), INF, dtype=np.int64)  # S[h, F0]: least cf[F] + cz[N-h-F], F >= F0
        for h in range(min(npart, N) + 1):
            Z = N - h - F
            valid = (F <= nf) & (Z >= 0) & (Z <= nz)
            v = np.where(valid, cf[np.minimum(F, nf)] + cz[np.clip(Z, 0, nz)], INF)
            S[h, :N + 1] = np.minimum.accumulate(v[::-1])[::-1]
        w = np.arange(W + 1)
        F0 = np.clip(-((w - need) // G), 0, N + 1)  # ceil((need - w) / G), at least 0
        rest = S[np.arange(npart + 1)[:, None], F0[None, :]]
        total = np.where((D < INF) & (rest < INF), D + rest, INF)  # D may be negative: test both
        at = int(total.argmin())
        if int(total.flat[at]) >= INF:
            return None
        hb, wb = np.unravel_index(at, total.shape)
        hb, wb = int(hb), int(wb)
        taken, hh, ww = [], hb, wb  # D[hb, wb]'s parts, walking back
        for i in range(npart - 1, -1, -1):
            if hh > 0 and took[i, hh, ww]:
                taken.append(part[i])
                hh, ww = hh - 1, ww - int(gpart[i])
        Fs = np.arange(int(F0[wb]), N + 1)
        Z = N - hb - Fs
        valid = (Fs <= nf) & (Z >= 0) & (Z <= nz)
        cost = np.where(valid, cf[np.minimum(Fs, nf)] + cz[np.clip(Z, 0, nz)], INF)
        fb = int(Fs[int(cost.argmin())])
        chosen = np.concatenate([full[:fb], zero[:N - hb - fb], np.asarray(taken, dtype=np.int64)])
        return int(total[hb, wb]), chosen

    # ---- the bound at given prices, and the column generation ----------------------------
    def evaluate(self, pi: np.ndarray, exact_all=False):
        """(L (scaled int), rc per pattern (scaled int lower bounds; INF: no group), groups found
        per pattern) at the prices ``pi`` (int64 per type). Without ``exact_all`` a pattern whose
        plain bound is >= 0 keeps that bound (it adds nothing to L)."""
        P = self.milp.num_patterns
        rc = np.zeros(P, dtype=np.int64)
        groups = {}
        for p in range(P):
            rc[p], group = self.price(p, pi, plain_only=not exact_all)
            if group is not None:
                groups[p] = group
        L = int((self.counts * pi).sum()) + int(np.minimum(rc, 0).sum())
        return L, rc, groups

    def solve(self, start_labels, seconds: float | None):
        """Column generation for at most ``seconds``: ``(pruning, stats)``, the pruning (a
        ``pattern_pruning.Pruning``: the best L met and the pattern bounds at its prices) and
        statistics. ``start_labels``: a verified release whose groups are the first columns."""
        import highspy

        started = time.perf_counter()
        milp = self.milp
        T, P = len(self.counts), milp.num_patterns
        h = quiet_highs()  # its banner kept off stdout (--json)
        inf = highspy.kHighsInf
        h.addRows(T, self.counts.astype(float), self.counts.astype(float), 0, np.zeros(0, np.int32),
                  np.zeros(0, np.int32), np.zeros(0))
        h.addRows(P, np.full(P, -inf), np.ones(P), 0, np.zeros(0, np.int32), np.zeros(0, np.int32), np.zeros(0))
        # an artificial column per type (a row alone, at the price ``big``) keeps the master feasible;
        # its price caps the duals, and is raised ARTIFICIAL_GROWTH-fold should the master converge
        # with one of them in use. (Starting at the costliest pattern + 1 instead gave the same
        # bounds but other duals, whose restricted MILPs came out slower: Adult 30 rows, k = 3,
        # t = 0.3, proved in 33 s instead of 14; 40 and 50 rows 222 / 209 and 275 / 253 at 60 s
        # instead of 216 / 209 and 266 / 253.)
        big = float(self.unit.max(initial=0) + 1) * self.n
        for u in range(T):
            h.addCol(big, 0.0, float(self.counts[u]), 1, np.array([u], np.int32), np.array([1.0]))
        columns = 0
        for p, types in self._start_groups(start_labels):
            self._add(h, p, types)
            columns += 1
        best, rounds, last_L = None, 0, None
        while True:
            h.run()
            if h.getModelStatus() != highspy.HighsModelStatus.kOptimal:
                break
            dual = np.asarray(h.getSolution().row_dual)
            pi = np.rint(dual[:T] * SCALE).astype(np.int64)
            mu = dual[T:]
            L, rc, groups = self.evaluate(pi)
            rounds += 1
            if best is None or L > best[0]:
                best = (L, pi)
            last_L = h.getInfo().objective_function_value
            added = 0
            for p, types in groups.items():  # the group's reduced cost at the LP's own duals
                if self.unit[p] * len(types) - dual[types].sum() - mu[p] < -1e-6 * max(1.0, abs(last_L)):
                    self._add(h, p, types)
                    added += 1
            columns += added
            if seconds is not None and time.perf_counter() - started > seconds:
                break
            if not added:
                if not (np.asarray(h.getSolution().col_value[:T]) > 1e-9).any():
                    break  # converged without an artificial column: the configuration LP
                big *= ARTIFICIAL_GROWTH
                h.changeColsCost(T, np.arange(T, dtype=np.int32), np.full(T, big))
        if best is None:
            return None, {"config_lp": "not solved"}
        L, rc, _ = self.evaluate(best[1], exact_all=True)  # every pattern's own bound, for the pruning
        L = max(L, best[0])
        pair_rc = rc[milp.pair_pattern]
        pair_bound = np.where(pair_rc >= INF, INF, L - np.minimum(pair_rc, 0) + pair_rc)
        pruning = Pruning.of(L, pair_bound)
        pruning.objective_cut = (best[1], rc)  # prices and pattern bounds (``PatternMILP.objective_cut``)
        den = milp.denominator  # the statistics in cost units (the MILP's are cost x denominator)
        stats = {"config_lp_bound": shown(Fraction(int(L), SCALE * den)),
                 "config_lp_value": None if last_L is None else shown(Fraction(last_L) / den),
                 "config_lp_rounds": rounds, "config_lp_columns": columns,
                 "config_lp_seconds": round(time.perf_counter() - started, 2)}
        return pruning, stats

    def _add(self, h, p, types) -> None:
        """Add the group of pattern p holding the rows of ``types`` (one entry per row) as a column."""
        T = len(self.counts)
        u, a = np.unique(types, return_counts=True)
        idx = np.r_[u, T + p].astype(np.int32)
        h.addCol(float(self.unit[p] * len(types)), 0.0, np.inf, len(idx), idx, np.r_[a.astype(float), 1.0])

    def _start_groups(self, labels):
        """(pattern, row types) of each group of a release that has a pattern of the MILP
        (``PatternMILP.group_patterns``; a group without one is left out)."""
        if labels is None:
            return
        for p, types in self.milp.group_patterns(labels):
            if p is not None:
                yield p, types


def _least(values, idx, N):
    """The (at most) N positions of ``idx`` of least value, sorted by value."""
    if len(idx) > N:
        idx = idx[np.argpartition(values[idx], N - 1)[:N]]
    return idx[np.argsort(values[idx], kind="stable")]
