"""The best group of a pattern when its sensitive values count: pricing for the Lagrangian bound.

Paper: Liang-Yuan, Theorem 9 (the pattern ILP); its Dantzig-Wolfe (configuration) form, as in
``pattern_lp``, with the groups of a pattern priced as integer groups that meet l-diversity
(frequency) and t-closeness on one sensitive column, not only groups of the least feasible size.
The plain pricing of ``pattern_lp`` takes the rows of largest price whatever their sensitive
values; under t-closeness with many values (Adult, occupation: 14 values, t = 0.2) that group
is often all of one value, and its reduced cost says nothing of the rows the group would need.

Problem. Rows of a pattern p, each with a price pi and a sensitive value s; slope = cost(p) -
pi (a row joining the group changes its reduced cost by its slope). Find the least
sum of slopes over the groups G of at least least(p) rows that satisfy the models.
Relaxation priced here, a lower bound on that minimum (any lower bound keeps the Lagrangian
bound L(pi) of ``pattern_lp`` valid, since L only subtracts each pattern's minimum):
- within each value the group takes its rows of least slope first (any group costs at least
  that much for its value counts n_s); so only the counts n_s matter;
- the box of value shares: lo_s N <= n_s <= hi_s N, N = sum_s n_s (``shares.value_fractions``:
  hi = 1/l for frequency l-diversity; q_s -+ t / d_s for t-closeness, q the table's shares),
  rounded the safe way (quotas down, caps up, by LOOSE). Its least sum of slopes is found
  exactly, in int64, for every size N >= least(p) at once (``_box_best``): within a value the
  cost of n_s rows is a prefix sum of slopes sorted up, convex in n_s, so the least sum under
  the box and sum_s n_s = N is the greedy one: every value's quota, then the smallest further
  rows. Per size that is a threshold slope tau (the least at which the box admits N rows of
  slope <= tau), found by a binary search over the distinct slopes for all sizes together:
  the rows below tau, clipped to the box, and the rest at tau.
- t-closeness under the equal ground distance (EMD = total variation) with three values or
  more (over two, the box is the whole constraint): the deficit sum_s max(0, q_s N - n_s) is at
  most t N. Relaxed with a multiplier lam >= 0 (Lagrange), ``_deficit_best``:
  for feasible n, cost(n) >= cost(n) + lam (deficit - t N), and since
  deficit = N - sum_s min(q_s N, n_s) = N - sum_s sum_{j < n_s} clip(q_s N - j, 0, 1), that is
      lam (1 - t) N + sum over the chosen rows of (slope - lam clip(q_s N - j, 0, 1)),
  j the row's rank within its value. Within a value these marginals do not decrease with j
  (slopes sorted up, the clip term down), so for a given N the least sum over counts is the
  N smallest marginals among the rows each value's cap allows: exact for integer counts.
  The sizes N from least(p) up: one at a time for the first EXACT_SIZES, then in blocks
  [N1, N2] growing by BLOCK_GROWTH, each priced with the quotas and caps of N2 (larger quotas
  and caps only lower the marginals and admit more rows, so the block's minimum over N is a
  lower bound for each of its sizes) and the least over N of the prefix sums; per size (or
  block), the best of a few multipliers LAMBDAS x a scale of the pattern. Computed in float64
  with every relaxation loosened the safe way (quotas and caps up by a hair, t up), and each
  minimum lowered by 1e-9 x N (largest |slope| + lam) + 1 scaled unit (float error in a sum of
  N marginals is below N^2 2^-52 of that, far less for N < 10^6), then floored to int64;
  scaled units are 2^-20 cost units, so this costs nothing. This alone prices those patterns:
  at the plain ascent's prices on all of Adult (8 QIs, k = 5, t = 0.2 on occupation, 14 values)
  the larger of it and the box gave the same L (38,874.0) in 1.64 s instead of 1.40 s a step.

Guarantee: a lower bound on the reduced cost of every feasible group of the pattern, so the
Lagrangian bound stays a certified lower bound; the group returned (the rows of the
minimising size, and multiplier) only steers the subgradient. Exact where the box is the whole
model: frequency l-diversity, and t-closeness on a column of two values.
Running time: per pattern, the box O(R log R + (sizes) x (values) x log R) for R rows; with
the deficit also (sizes priced) x LAMBDAS x O(R) (partial sorts); only the patterns whose
plain reduced cost is negative are priced (the plain one is a lower bound of this one), so
few per subgradient step at good prices. Wherever the box is the whole pricing (two values, or
no equal-distance t) every priced pattern is priced at once, the same minima without a Python
loop over the patterns (``_at_once``: one sort of all their rows, then array passes, O(rows) on
two values, O(rows x values x log rows) on more). Adult's first 2,000 rows, 9 QIs, 30 s of the
typed ascent: k = 2, t = 0.2 on salary-class 436 steps instead of 36 (bound 4663 instead of
4528; the loop had taken 95 % of its time); k = 5, l = 2 on occupation 295 instead of 112 (3009
instead of 3002).
"""

from __future__ import annotations

import math

import numpy as np

from ..core.metrics import EqualMetric
from ..core.models import TCloseness, applies
from . import shares

EXACT_SIZES = 24  # sizes from least(p) priced one by one
BLOCK_GROWTH = 1.25  # then blocks [N1, N2] with N2 = ceil(N1 x this)
LAMBDAS = (0.0, 0.25, 0.5, 1.0, 2.0, 4.0, 8.0)  # multipliers of the t deficit, x the pattern's scale
LOOSE = 1e-7  # quotas and caps raised by this (float error can only admit more)
MAX_CELLS = 4_000_000  # (block, multiplier, row) cells priced at a time (some 32 MB a temporary)
# rows priced at a time by ``GroupPricing._at_once`` (divided by twice the values over three or
# more); all of Adult with 8 QIs, t on salary-class, every one of its 98,626 patterns: 1.3 s, 173 MB
# at the peak
AT_ONCE_ROWS = 1 << 20


class GroupPricing:
    """The sensitive-value-aware pricing of ``pattern_lp.PatternSpace.price`` (see the module)."""

    def __init__(self, hi: np.ndarray, q: np.ndarray, t_equal: float | None, type_sa=None, lo=None):
        self.type_sa = None if type_sa is None else np.asarray(type_sa, dtype=np.int64)  # per type: its SA code
        self.hi = np.asarray(hi, dtype=float)  # share caps per value (1: none)
        self.lo = np.zeros(len(self.hi)) if lo is None else np.asarray(lo, dtype=float)  # share quotas (0: none)
        self.q = np.asarray(q, dtype=float)  # the table's share of each value
        self.t = None if t_equal is None else float(t_equal) + 1e-12

    @classmethod
    def for_table(cls, table, models, column_index: int, type_sa=None):
        """The pricing for the models on one SA column of ``table``, or None when they ask nothing
        of it that this pricing knows (no share cap, no equal-distance t-closeness). ``type_sa``
        (each type's value of that column) may be set later, once the types are known."""
        column = table.sensitive[column_index]
        values = table.sa_values[column_index]
        counts = np.bincount(table.sa_codes[:, column_index], minlength=len(values))
        lo, hi = shares.value_fractions(models, column, values, table.n, counts)
        ts = [float(m.t) for m in models if isinstance(m, TCloseness) and applies(m, column)
              and isinstance(m.metric, EqualMetric)]
        t_equal = min(ts) if ts else None
        if t_equal is None and not (hi < 1).any():
            return None
        return cls(hi, counts / table.n, t_equal, type_sa, lo)

    def price(self, space, patterns, pi):
        """(rc, covered): per pattern of ``patterns`` a lower bound (int64, scaled units) on the
        reduced cost of its best feasible group, and the rows per type of the groups found for
        the negative ones (a subgradient direction only)."""
        if len(self.hi) == 2:  # the box is the whole model: every pattern at once
            return self._at_once(space, np.asarray(patterns, dtype=np.int64), pi, self._two_chunk, AT_ONCE_ROWS)
        if self.t is None:  # the box alone, over three values or more
            return self._at_once(space, np.asarray(patterns, dtype=np.int64), pi, self._box_chunk,
                                 max(1, AT_ONCE_ROWS // (2 * len(self.hi))))
        return self._one_by_one(space, patterns, pi, self._deficit_best)  # equal-distance t, three values or more

    def _one_by_one(self, space, patterns, pi, best):
        """``price``, one pattern at a time by ``best`` (``_deficit_best``, or ``_box_best``)."""
        from .pattern_lp import NO_GROUP, SCALE

        rc = np.zeros(len(patterns), dtype=np.int64)
        covered = np.zeros(len(space.counts), dtype=np.int64)
        total = len(space.pair_type)
        for i, p in enumerate(patterns):
            s0 = int(space.start[p])
            s1 = int(space.start[p + 1]) if p + 1 < space.num_patterns else total
            typ = space.pair_type[s0:s1].astype(np.int64)
            got = best(typ, space.pair_count[s0:s1].astype(np.int64), int(space.unit[p]) * SCALE, pi[typ],
                       int(space.least[p]))
            if got is None:
                rc[i] = NO_GROUP
                continue
            rc[i], chosen = got
            if rc[i] < 0:
                covered += np.bincount(chosen, minlength=len(covered))
        return rc, covered

    def _at_once(self, space, patterns, pi, chunk, rows_at_once):
        """``price`` for every pattern at once, by NumPy over all their rows (``chunk``: ``_two_chunk``
        or ``_box_chunk``, on at most about ``rows_at_once`` rows at a time, a pattern's rows kept
        together; a chunk that declines, one pattern at a time): the box minimum of ``_box_best``, the same int64 values, without a Python loop over
        the patterns. Profiled on Adult's first 2,000 rows (9 QIs, k = 2, t = 0.2 on salary-class):
        that loop took 95 % of the typed ascent."""
        from .pattern_lp import NO_GROUP, SCALE

        rc = np.full(len(patterns), NO_GROUP, dtype=np.int64)
        covered = np.zeros(len(space.counts), dtype=np.int64)
        total = len(space.pair_type)
        starts = np.r_[space.start, total].astype(np.int64)
        rows_before = np.r_[0, np.cumsum(space.pair_count, dtype=np.int64)]
        s0, s1 = starts[patterns], starts[patterns + 1]
        ends = np.cumsum(rows_before[s1] - rows_before[s0])
        i0 = 0
        while i0 < len(patterns):
            i1 = max(i0 + 1, int(np.searchsorted(ends, (ends[i0 - 1] if i0 else 0) + rows_at_once, side="right")))
            part = slice(i0, i1)
            rows = self._sorted_rows(space, patterns[part], s0[part], s1[part], pi, SCALE)
            got = chunk(space, patterns[part], rows, NO_GROUP)
            if got is None:  # (prices far beyond any ascent's: slopes too wide for one int64 key)
                got = self._one_by_one(space, patterns[part], pi, self._box_best)
            rc[part], got = got
            covered += got
            i0 = i1
        return rc, covered

    def _sorted_rows(self, space, patterns, s0, s1, pi, scale):
        """The rows of ``patterns`` (pairs s0[i]:s1[i] of pattern i), one entry per row, sorted by
        (pattern, SA value, slope): (slopes, types, values, patterns (0 .. C-1), rows per (pattern,
        value), where each (pattern, value) begins, prefix sums of the slopes)."""
        C, r = len(patterns), len(self.hi)
        lengths = s1 - s0
        local = np.repeat(np.arange(C), lengths)
        pair = np.arange(int(lengths.sum())) - np.repeat(np.cumsum(lengths) - lengths, lengths) + np.repeat(s0, lengths)
        typ = space.pair_type[pair].astype(np.int64)
        slope = space.unit[patterns].astype(np.int64)[local] * scale - pi[typ]
        sa = self.type_sa[typ]
        expand = np.repeat(np.arange(len(pair)), space.pair_count[pair].astype(np.int64))  # one entry per row
        segment = local * r + sa
        low, width = (int(slope.min()), int(slope.max() - slope.min()) + 1) if len(slope) else (0, 1)
        if r * C * width < 1 << 62:  # one int64 key (segment, slope): one sort instead of lexsort's passes
            order = expand[np.argsort((segment * width + (slope - low))[expand], kind="stable")]
        else:
            order = expand[np.lexsort((slope[expand], segment[expand]))]
        sl, ty, sv, lc = slope[order], typ[order], sa[order], local[order]
        have = np.bincount(lc * r + sv, minlength=r * C).reshape(C, r)
        first = (np.cumsum(have.ravel()) - have.ravel()).reshape(C, r)  # where segment (pattern, value) begins
        return sl, ty, sv, lc, have, first, np.r_[0, np.cumsum(sl)]

    def _two_chunk(self, space, patterns, rows, no_group):
        """(rc, covered) for patterns on a column of two values (``_at_once``).

        Iterate over n_a, the rows of value a (the one with fewer rows): the box allows value b an
        interval of counts n_b (each of the box's bounds is monotone in N = n_a + n_b), and the
        cost P_b(n_b) of b's cheapest rows is convex with its least at m_b, the number of b's
        negative slopes, so the best n_b is m_b clipped to that interval, and the pattern's minimum
        is the least over n_a of P_a(n_a) + P_b(n_b)."""
        sl, ty, sv, lc, have, first, cs = rows
        C = len(patterns)
        negative = np.bincount(lc * 2 + sv, weights=sl < 0, minlength=2 * C).reshape(C, 2).astype(np.int64)
        a = 0 if have[:, 0].sum() <= have[:, 1].sum() else 1
        b = 1 - a
        # candidates: per pattern, n_a = 0 .. have_a
        many = have[:, a] + 1
        cand = np.repeat(np.arange(C), many)
        na = np.arange(int(many.sum())) - np.repeat(np.cumsum(many) - many, many)
        hb = have[cand, b]
        top = na + hb  # N <= n_a + have_b (and N >= n_a)
        lo_a, hi_a, lo_b, hi_b = self.lo[a], self.hi[a], self.lo[b], self.hi[b]

        def a_cap(N):  # n_a <= floor(hi_a N + LOOSE): holds from some N on
            return na <= np.floor(hi_a * N + LOOSE)

        def b_quota(N):  # ceil(lo_b N - LOOSE) <= N - n_a: from some N on
            return np.maximum(np.ceil(lo_b * N - LOOSE), 0) <= N - na

        def a_quota(N):  # ceil(lo_a N - LOOSE) <= n_a: up to some N
            return np.maximum(np.ceil(lo_a * N - LOOSE), 0) <= na

        def b_cap(N):  # N - n_a <= floor(hi_b N + LOOSE): up to some N
            return N - na <= np.floor(hi_b * N + LOOSE)

        def lower(guess, holds):  # the least N >= 0 where ``holds`` (a guess within one or two of it)
            N = np.clip(np.asarray(guess), 0, top + 1).astype(np.int64)
            for _ in range(2):
                N = np.where((N > 0) & holds(N - 1), N - 1, N)
            for _ in range(2):
                N = np.where(holds(N), N, N + 1)
            return N

        def upper(guess, holds):  # the largest N <= top + 1 where ``holds``
            N = np.clip(np.asarray(guess), -1, top + 1).astype(np.int64)
            for _ in range(2):
                N = np.where((N <= top) & holds(N + 1), N + 1, N)
            for _ in range(2):
                N = np.where((N >= 0) & ~holds(N), N - 1, N)
            return N

        with np.errstate(divide="ignore", invalid="ignore"):
            big = (top + 1).astype(float)
            n_lo = np.maximum.reduce([
                lower(np.ceil((na - LOOSE) / hi_a) if hi_a > 0 else np.where(na > 0, big, 0), a_cap),
                lower(np.ceil((na - LOOSE) / (1 - lo_b)) if lo_b < 1 else np.where(na > 0, big, 0), b_quota),
                na, np.repeat(space.least[patterns].astype(np.int64), many)])
            n_hi = np.minimum.reduce([
                upper(np.floor((na + LOOSE) / lo_a) if lo_a > 0 else big, a_quota),
                upper(np.floor((na + LOOSE) / (1 - hi_b)) if hi_b < 1 else big, b_cap), top])
        ok = n_lo <= n_hi
        nb = np.clip(negative[cand, b], n_lo - na, n_hi - na)
        fa, fb = first[cand, a], first[cand, b]
        nb = np.where(ok, nb, 0)
        value = np.where(ok, (cs[fa + na] - cs[fa]) + (cs[fb + nb] - cs[fb]), NONE)
        least, pick = _first_minima(value, cand, C)  # the first n_a attaining each minimum
        rc = np.where((least < NONE) & (space.least[patterns] > 0), least, no_group).astype(np.int64)
        take = np.zeros((C, 2), dtype=np.int64)
        take[:, a], take[:, b] = na[pick], nb[pick]
        return rc, _covered(space, rows, rc, take)

    def _box_chunk(self, space, patterns, rows, no_group):
        """(rc, covered) for patterns on a column of three values or more under the box alone
        (``_at_once``): ``_box_best``'s threshold search, for every (pattern, size) at once, over a
        table of each value's rows at or below each distinct slope of each pattern."""
        sl, ty, sv, lc, have, first, cs = rows
        C, r = len(patterns), len(self.hi)
        low = int(sl.min()) if len(sl) else 0
        width = int(sl.max()) - low + 1 if len(sl) else 1
        if r * C * width >= 1 << 62:  # declined: ``_at_once`` prices these one at a time
            return None
        least = space.least[patterns].astype(np.int64)
        many = np.where(least > 0, np.maximum(have.sum(axis=1) - least + 1, 0), 0)
        cand = np.repeat(np.arange(C), many)  # candidates: (pattern, size N), N = least .. its rows
        N = np.arange(int(many.sum())) - np.repeat(np.cumsum(many) - many, many) + np.repeat(least, many)
        caps = np.minimum(self._caps(N).astype(np.int64), have[cand])
        quotas = np.maximum(np.ceil(self.lo[None, :] * N[:, None] - LOOSE), 0).astype(np.int64)
        ok = (quotas <= caps).all(axis=1) & (quotas.sum(axis=1) <= N) & (caps.sum(axis=1) >= N)
        cand, N, caps, quotas = cand[ok], N[ok], caps[ok], quotas[ok]
        by_slope = lc * width + (sl - low)
        order = np.argsort(by_slope, kind="stable")  # the rows by (pattern, slope)
        levels = np.unique(by_slope)  # distinct (pattern, slope), sorted
        level_start = np.searchsorted(levels, np.arange(C + 1) * width)
        # per level: the rows of each value of its pattern with a slope at most that level's
        cum = np.zeros((len(sl) + 1, r), dtype=np.int64)
        cum[1 + np.arange(len(sl)), sv[order]] = 1
        np.cumsum(cum, axis=0, out=cum)
        level_pattern = levels // width
        table = cum[np.searchsorted(by_slope[order], levels, side="right")] - cum[first[level_pattern, 0]]

        def upto(i, j):  # candidates i: rows of each value with slope <= their pattern's j-th level
            return table[level_start[cand[i]] + j]

        lo, hi = np.zeros(len(cand), dtype=np.int64), level_start[cand + 1] - level_start[cand] - 1
        while (active := np.flatnonzero(lo < hi)).size:  # the least level at which the box admits N rows
            mid = (lo[active] + hi[active]) // 2
            enough = np.clip(upto(active, mid), quotas[active], caps[active]).sum(axis=1) >= N[active]
            hi[active] = np.where(enough, mid, hi[active])
            lo[active] = np.where(enough, lo[active], mid + 1)
        every = np.arange(len(cand))
        below = np.where((lo > 0)[:, None], upto(every, np.maximum(lo - 1, 0)), 0)
        base = np.clip(below, quotas, caps)  # rows below the threshold (and the quotas)
        tau = levels[level_start[cand] + lo] - cand * width + low
        starts = first[cand]
        value = (cs[starts + base] - cs[starts]).sum(axis=1) + (N - base.sum(axis=1)) * tau
        best, pick = _first_minima(value, cand, C)  # the least size attaining each minimum
        rc = np.where(best < NONE, best, no_group).astype(np.int64)
        take = np.zeros((C, r), dtype=np.int64)
        got = pick >= 0
        if got.any():
            b = pick[got]
            room = np.clip(upto(b, lo[b]), quotas[b], caps[b]) - base[b]  # rows at the threshold, per value
            rest = N[b] - base[b].sum(axis=1)
            before = np.cumsum(room, axis=1) - room
            take[got] = base[b] + np.minimum(room, np.maximum(0, rest[:, None] - before))
        return rc, _covered(space, rows, rc, take)

    def _best(self, typ, cnt, unit, price, least):
        """(lower bound, types of the rows of the group found) for one pattern; None: no group
        (``price``'s choice, for one pattern). The box minimum (exact for the shares alone; over two values they are all of t), but
        under equal-distance t-closeness over three values or more the deficit's multipliers."""
        if self.t is not None and len(self.hi) > 2:
            return self._deficit_best(typ, cnt, unit, price, least)
        return self._box_best(typ, cnt, unit, price, least)

    def _box_best(self, typ, cnt, unit, price, least):
        """The least sum of slopes over the groups of every size N >= least whose value counts lie
        in the shares' box, ceil(lo_s N) <= n_s <= floor(hi_s N), exactly (int64 scaled units), and
        the types of a minimising group; None if no size admits one.

        Within value s the group takes its n_s rows of least slope (sorted up, so the cost P_s(n_s)
        is convex in n_s); the least sum of convex P_s under sum_s n_s = N and the box is the greedy
        one: the quotas first, then the smallest further marginals. Per size that is a threshold
        tau, the least slope at which the box admits N rows (binary search over the distinct
        slopes, every size at once): the rows below tau, clipped to the box, and the rest at tau."""
        sl, ty, sv = self._rows(typ, cnt, np.asarray(unit - price, dtype=np.int64))
        R = len(sl)
        if R < least or least <= 0:
            return None
        r = len(self.hi)
        have = np.bincount(sv, minlength=r)
        offs = np.r_[0, np.cumsum(have)]  # value s: sl[offs[s]:offs[s + 1]], sorted up
        prefix = np.r_[0, np.cumsum(sl)]
        N = np.arange(least, R + 1, dtype=np.int64)
        caps = np.minimum(self._caps(N).astype(np.int64), have[None, :])
        quotas = np.maximum(np.ceil(self.lo[None, :] * N[:, None] - LOOSE), 0).astype(np.int64)
        ok = (quotas <= caps).all(axis=1) & (quotas.sum(axis=1) <= N) & (caps.sum(axis=1) >= N)
        if not ok.any():
            return None
        N, caps, quotas = N[ok], caps[ok], quotas[ok]
        levels = np.unique(sl)
        upto = np.stack([np.searchsorted(sl[offs[s]:offs[s + 1]], levels, side="right") for s in range(r)], axis=1)
        lo, hi = np.zeros(len(N), dtype=np.int64), np.full(len(N), len(levels) - 1, dtype=np.int64)
        while (lo < hi).any():  # the least level j at which the box admits N rows of slope <= levels[j]
            mid = (lo + hi) // 2
            enough = np.clip(upto[mid], quotas, caps).sum(axis=1) >= N
            hi = np.where(enough, mid, hi)
            lo = np.where(enough, lo, mid + 1)
        below = np.where((lo > 0)[:, None], upto[np.maximum(lo - 1, 0)], 0)
        base = np.clip(below, quotas, caps)  # rows below the threshold (and the quotas)
        tau = levels[lo]
        value = (prefix[offs[:-1][None, :] + base] - prefix[offs[:-1]][None, :]).sum(axis=1) \
            + (N - base.sum(axis=1)) * tau
        b = int(value.argmin())
        room = np.clip(upto[lo[b]], quotas[b], caps[b]) - base[b]  # rows at the threshold, per value
        rest = int(N[b] - base[b].sum())
        take = base[b] + np.minimum(room, np.maximum(0, rest - np.r_[0, np.cumsum(room)[:-1]]))
        chosen = np.concatenate([ty[offs[s]:offs[s] + take[s]] for s in range(r)])
        return int(value[b]), chosen

    def _deficit_best(self, typ, cnt, unit, price, least):
        """The deficit of equal-distance t-closeness relaxed by a few multipliers (module
        docstring): (lower bound, types of the rows of the group found); None: no group."""
        sl, ty, sv = self._rows(typ, cnt, (unit - price).astype(float))
        R = len(sl)
        if R < least or least <= 0:
            return None
        rank = ranks_within(sv)
        scale = max(float(unit), float(np.abs(sl).mean()), 1.0)
        lams = np.array(LAMBDAS if self.t is not None else (0.0,)) * scale
        blocks = np.array(list(_blocks(least, R)), dtype=np.int64)
        single = blocks[:, 0] == blocks[:, 1]
        best = None
        # sizes one by one need only their smallest marginals (a partial sort); the blocks all of
        # them; at most MAX_CELLS (block, multiplier, row) cells at a time
        per = max(1, MAX_CELLS // (len(lams) * R))
        for part in (blocks[single], blocks[~single]):
            for a in range(0, len(part), per):
                got = self._blocks_min(sl, sv, rank, lams, part[a:a + per])
                if got is not None and (best is None or got[0] < best[0]):
                    best = got
        if best is None:
            return None
        value, li, N, n2 = best
        marg = np.where(rank < self._caps(n2)[sv], sl - lams[li] * self._cover(sv, rank, n2), np.inf)
        pick = np.argpartition(marg, N - 1)[:N] if N < R else np.arange(R)
        return int(math.floor(value)), ty[pick]

    def _rows(self, typ, cnt, slope):
        """``rows_by_value`` with this pricing's SA value per type."""
        return rows_by_value(typ, cnt, slope, self.type_sa[typ])

    def _caps(self, n2):
        """Per value, the most rows a group of n2 rows may hold (``n2`` a size, or an array of
        sizes: a row of caps per size)."""
        return np.floor(self.hi * np.asarray(n2, dtype=float)[..., None] + LOOSE)

    def _cover(self, sv, rank, n2):
        """Per row, the share of its unit that fills its value's quota q_s n2 (0 without t);
        ``n2`` a size, or an array of sizes (a row of shares per size)."""
        n2 = np.asarray(n2, dtype=float)[..., None]
        if self.t is None:
            return np.zeros(n2.shape[:-1] + (len(sv),))
        return np.clip(self.q[sv] * n2 - rank + LOOSE, 0.0, 1.0)

    def _blocks_min(self, sl, sv, rank, lams, blocks):
        """(value, multiplier index, size, N2) of the block whose bound is least, over ``blocks``
        (rows [N1, N2]); None if no block admits a group. Arrays: blocks x multipliers x rows."""
        R = len(sl)
        n1, n2 = blocks[:, 0], blocks[:, 1]
        allowed = rank[None, :] < self._caps(n2)[:, sv]
        cov = self._cover(sv, rank, n2)
        marg = np.where(allowed[:, None, :], sl[None, None, :] - lams[None, :, None] * cov[:, None, :], np.inf)
        K = int(min(R, n2.max()))
        if K < R:
            marg = np.partition(marg, K - 1, axis=2)[:, :, :K]
        marg.sort(axis=2)
        prefix = np.cumsum(marg, axis=2)
        top = np.minimum(n2, K)
        keep = n1 <= top
        if not keep.any():
            return None
        blocks, n1, n2, top = blocks[keep], n1[keep], n2[keep], top[keep]
        lengths = top - n1 + 1
        blk = np.repeat(np.flatnonzero(keep), lengths)
        N = np.concatenate([np.arange(a, b + 1) for a, b in zip(n1, top)])
        pre = prefix[blk, :, N - 1].T  # multipliers x sizes
        base = lams[:, None] * (1.0 - (self.t or 0.0)) * N[None, :]
        # float error: each marginal within 2^-52 of |slope| + lam, each sum of N of them within
        # N 2^-52 of N (max |slope| + lam); 1e-9 of that bounds both for N < 10^6
        slack = 1e-9 * (N[None, :] * (np.abs(sl).max() + lams[:, None]) + np.abs(base)) + 1.0
        finite = np.isfinite(pre)
        low = np.where(finite, base + pre - np.where(finite, slack, 0.0), np.inf)
        starts = np.r_[0, np.cumsum(lengths)[:-1]]
        per = np.minimum.reduceat(low, starts, axis=1)  # multipliers x blocks: least over the block's sizes
        li = per.argmax(axis=0)  # per block, the multiplier that proves the most
        worth = per[li, np.arange(len(starts))]
        b = int(worth.argmin())
        if not np.isfinite(worth[b]):
            return None
        seg = low[li[b], starts[b]:starts[b] + lengths[b]]
        return float(worth[b]), int(li[b]), int(n1[b] + seg.argmin()), int(n2[b])


NONE = np.iinfo(np.int64).max  # no feasible group (``_first_minima``)


def _first_minima(value, cand, C):
    """Per pattern 0 .. C-1: the least ``value`` of its candidates (``cand``: each one's pattern, in
    order) and the index of the first candidate attaining it; (NONE, -1) for a pattern without
    candidates."""
    least = np.full(C, NONE, dtype=np.int64)
    np.minimum.at(least, cand, value)
    pick = np.full(C, -1, dtype=np.int64)
    pos = np.flatnonzero(value == least[cand])
    pats, first = np.unique(cand[pos], return_index=True)
    pick[pats] = pos[first]
    return least, pick


def _covered(space, rows, rc, take):
    """Rows per type of the groups found: ``take[c, v]`` cheapest rows of value v of pattern c,
    for the patterns whose reduced cost ``rc`` is negative (a subgradient direction only)."""
    sl, ty, sv, lc, have, first, cs = rows
    take = np.where((rc < 0)[:, None], take, 0)
    rank = np.arange(len(sl)) - first[lc, sv]
    return np.bincount(ty[rank < take[lc, sv]], minlength=len(space.counts)).astype(np.int64)


def rows_by_value(typ, cnt, slope, sa):
    """A pattern's rows (each type repeated by its count), ordered by SA value, then slope:
    (slopes, types, values); ``sa`` the SA value of each type of ``typ``."""
    order = np.lexsort((slope, sa))
    return (np.repeat(slope[order], cnt[order]), np.repeat(typ[order], cnt[order]),
            np.repeat(sa[order], cnt[order]))


def ranks_within(sv):
    """Each row's rank within its value (``sv`` sorted, as ``rows_by_value`` leaves it)."""
    R = len(sv)
    first = np.r_[0, np.flatnonzero(sv[1:] != sv[:-1]) + 1]
    return np.arange(R) - np.repeat(first, np.diff(np.r_[first, R]))


def _blocks(least: int, R: int):
    """Size ranges [N1, N2] covering least..R: single sizes first, then growing blocks."""
    n = least
    while n <= R:
        if n < least + EXACT_SIZES:
            yield n, n
            n += 1
        else:
            n2 = min(R, max(n, math.ceil(n * BLOCK_GROWTH)))
            yield n, n2
            n = n2 + 1
