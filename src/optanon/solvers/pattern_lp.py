"""The LP relaxation of the pattern formulation, by its Lagrangian dual, with a certified bound.

Paper: Liang-Yuan, Theorem 9 (the pattern ILP); here its LP relaxation in configuration
(Dantzig-Wolfe) form, for the large tables where the ILP cannot even be written down.
A *group* G is a pattern p (one generalization level per column) and rows that generalize to
p, at least ``kmin`` of them; it costs |G| cost(p). The LP: minimise sum_G cost(G) y_G with
every row covered exactly once and at most one group per pattern (valid for integer
solutions: two groups released under one pattern merge at the same cost, and the merge keeps
every monotone model: k, l, t). A pattern whose matching rows all share the ancestor one level
down in a generalized column is dominated by that cheaper pattern and is skipped.

Bound (Lagrangian relaxation of the cover rows): for ANY row prices pi,
    L(pi) = sum_v n_v pi_v + sum_p min(0, min_{G under p} (cost(G) - pi(G))) <= OPT,
and the best group under p is explicit: every row with pi_v > cost(p), or, when those are
fewer than k_p (kmin, or p's least feasible size), the k_p rows of largest pi. L is evaluated
in exact integer arithmetic with
pi rounded to multiples of 2^-20 units and rounded up to whole cost units (every partition
costs a whole number of units), so the bound never rests on floating point. The per-row
bound (``bounds``) is L at the per-row prices, the starting point; at the LP optimum L equals
the LP value.
With ``set_least_sizes`` (``lns.least_group_sizes``, from ``shares``) a pattern's best group is
searched among groups of at least its least feasible size, and a pattern whose rows' sensitive
values allow no feasible group prices nothing (Adult, k = 5, t = 0.2 on occupation: 48,117 of
74,192 patterns; bound 19,821 -> 37,924).
Guarantee: a valid lower bound at every round, for k-anonymity; for l-diversity and
t-closeness it is the bound of the relaxation by value shares and absent values (valid, weaker),
and, once the ascent turns to the space typed by SA value (``priced``, ``group_pricing``), of the
groups priced by their sensitive values (share caps, the equal-distance t deficit): stronger
(Adult, 8 QIs, k = 5, t = 0.2 on occupation: 38,172 -> 42,669).
Running time: per subgradient step one pass over the (row type, pattern) pairs of the
patterns that cover at least kmin rows (7.7 million on UCI Adult with 9 QIs and k = 5; about
0.2 s). (Column generation with HiGHS on the restricted LP was tried first: its re-solves took
seconds each and grew with every round, far slower than the subgradient for the same bound.)
"""

from __future__ import annotations

import copy
import itertools
import time
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from ..core.table import group_rows
from . import lcm
from .highs_runner import poll

SCALE = 1 << 20  # prices are multiples of 1 / SCALE units
MAX_PAIRS = 100_000_000  # about 1.2 GB of pair arrays; beyond, lns falls back to the simple start
CHUNK = 1 << 20  # pairs priced at a time (bounds the temporaries to some 50 MB)
NO_GROUP = np.iinfo(np.int64).max // 4  # the reduced cost of a pattern that can hold no group


class TooLarge(Exception):
    """The pattern space would exceed MAX_PAIRS (type, pattern) pairs, or not be built by its deadline."""


class PatternSpace:
    """Every closed pattern over >= kmin rows, with its row types, grouped by pattern.

    ``pair_type`` lists, pattern after pattern, the distinct QI vectors (types) each pattern
    generalizes; ``start[p]`` is where pattern p's pairs begin; ``unit[p]`` its cost per row
    in units; ``combo[p]`` its generalization levels (an index into ``combos``) and
    ``rep[p]`` one of its types (the pattern is rep's generalization under combo).
    """

    def __init__(self, vectors: np.ndarray, counts: np.ndarray, bound, kmin: int, deadline: float | None = None):
        """``deadline`` (a ``time.perf_counter()`` value): raise TooLarge once it passes before the
        space is built. Up to ``lcm.MINE_ABOVE`` generalizations per row the build is one pass per
        generalization, some 0.2 ms each with few types (0.3 s for Adult's first 2,000 rows with
        9 QIs); beyond, the closed patterns are mined (``lcm``): 60 row types over 16 two-valued
        QIs 0.3 s against 11.6 s listed; over 20 of them (57,377 patterns, 309,688 pairs) 0.8 s,
        where listing the 2^20 generalizations took 220 s. (Until stop 54 they were listed, and
        2^27 of them, 12 rows of 27 columns, took all 24 GiB of this machine at stop 49.)"""
        nt, m = vectors.shape
        self.counts = counts.astype(np.int64)
        self.kmin = kmin
        count = bound.count_generalizations()
        if count > lcm.MINE_ABOVE:  # many columns: the closed patterns mined, not every generalization listed
            self._mined(vectors, bound, kmin, deadline)
        else:
            if nt * count > 20 * MAX_PAIRS:
                raise TooLarge(f"{nt} row types x {count:,} generalizations")
            self._listed(vectors, bound, kmin, deadline)
        npat = self.num_patterns
        self.start = np.searchsorted(self.pair_pattern, np.arange(npat))
        self.pair_count = self.counts.astype(np.int32)[self.pair_type]
        # per pattern, the fewest rows a group under it can have (0: it can hold none); kmin
        # unless ``set_least_sizes`` knows better from the sensitive values (``shares``)
        self.least = np.full(npat, kmin, dtype=np.int64)
        self.row_type = None  # per row of the table, its type here (set by the caller that knows the rows)
        self.group_pricing = None  # ``group_pricing.GroupPricing``: sensitive values in the pricing
        self.priced = None  # (a space typed by SA value with a group pricing, its types' types here): see lagrangian_bound

    def _listed(self, vectors, bound, kmin, deadline) -> None:
        """The space by one group-by of the types per generalization, its closed groups kept."""
        nt, m = vectors.shape
        self.combos, units = bound.generalizations()
        types, pats, unit, combo, rep = [], [], [], [], []
        total, npat = 0, 0
        for ci, lv in enumerate(self.combos):
            if deadline is not None and ci % 64 == 0 and time.perf_counter() > deadline:
                raise TooLarge(f"not built in the time allowed ({ci:,} of {len(self.combos):,} generalizations done)")
            cols = [j for j in range(m) if lv[j] < bound.columns[j].height]  # the root is constant
            if cols:
                gen = np.stack([bound.columns[j].ancestors[lv[j]][vectors[:, j]] for j in cols], axis=1)
                inv, _, _ = group_rows(gen, [int(bound.columns[j].ancestors[lv[j]].max()) + 1 for j in cols])
            else:
                inv = np.zeros(nt, dtype=np.int64)
            g = int(inv.max()) + 1
            cover = np.bincount(inv, weights=self.counts, minlength=g)
            ok = cover >= kmin
            ok &= self._closed(inv, g, vectors, bound, lv)
            sel = np.flatnonzero(ok[inv])
            if not sel.size:
                continue
            order = sel[np.argsort(inv[sel], kind="stable")]
            _, first, local = np.unique(inv[order], return_index=True, return_inverse=True)
            types.append(order.astype(np.int32))
            pats.append((local + npat).astype(np.int32))
            unit.append(np.full(len(first), int(units[ci]), dtype=np.int64))
            combo.append(np.full(len(first), ci, dtype=np.int32))
            rep.append(order[first].astype(np.int32))
            npat += len(first)
            total += len(order)
            if total > MAX_PAIRS:
                raise TooLarge(f"more than {MAX_PAIRS:,} (type, pattern) pairs")
        self.pair_type = np.concatenate(types) if types else np.zeros(0, np.int32)
        self.pair_pattern = np.concatenate(pats) if pats else np.zeros(0, np.int32)
        self.unit = np.concatenate(unit) if unit else np.zeros(0, np.int64)
        self.combo = np.concatenate(combo) if combo else np.zeros(0, np.int32)
        self.rep = np.concatenate(rep) if rep else np.zeros(0, np.int32)
        self.num_patterns = npat

    def _mined(self, vectors, bound, kmin, deadline) -> None:
        """The same space from the closed patterns themselves (``lcm``), for many columns."""
        try:
            pat, typ, level = lcm.mine(vectors, self.counts, bound, kmin, MAX_PAIRS, deadline)
        except lcm.Unmined as exc:
            raise TooLarge(str(exc)) from None
        combos, self.combo = np.unique(level, axis=0, return_inverse=True)
        self.combos = [tuple(int(v) for v in row) for row in combos]
        self.combo = self.combo.reshape(-1).astype(np.int32)
        self.unit = bound.row_units(level)
        self.pair_type = typ.astype(np.int32)
        self.pair_pattern = pat.astype(np.int32)
        self.num_patterns = len(level)
        self.rep = self.pair_type[np.searchsorted(pat, np.arange(self.num_patterns))] if len(pat) else np.zeros(0, np.int32)

    def priced_off(self) -> "PatternSpace":
        """This space without the typed one riding along (a shallow copy)."""
        plain = copy.copy(self)
        plain.priced = None
        return plain

    def set_group_pricing(self, pricing) -> None:
        """Price each pattern's best group among the groups whose sensitive values can meet the
        models (``group_pricing``): the types must then carry one SA value each."""
        self.group_pricing = pricing

    def set_least_sizes(self, least: np.ndarray) -> None:
        """Per pattern, a lower bound on any feasible group's size (0: no feasible group): the
        best group of a pattern is then searched among groups at least that large, and patterns
        with 0 price nothing. Valid for the bound as long as every feasible group passes."""
        self.least = np.maximum(np.asarray(least, dtype=np.int64), 0)
        self.least[(self.least > 0) & (self.least < self.kmin)] = self.kmin

    @staticmethod
    def _closed(inv, g, vectors, bound, lv) -> np.ndarray:
        """Per group of ``inv``: no generalized column could go one level down keeping all its types."""
        closed = np.ones(g, dtype=bool)
        for j, col in enumerate(bound.columns):
            if lv[j] == 0:
                continue
            below = col.ancestors[lv[j] - 1][vectors[:, j]]
            lo = np.full(g, np.iinfo(np.int64).max)
            hi = np.full(g, -1, dtype=np.int64)
            np.minimum.at(lo, inv, below)
            np.maximum.at(hi, inv, below)
            closed &= lo != hi
        return closed

    def per_row_bound(self, denominator: int) -> Fraction:
        """The per-row bound (``bounds.per_row_bound``) from this space: L at the per-row prices,
        every reduced cost there being >= 0 (no second pass over the generalizations)."""
        return Fraction(int((self.counts * self.per_row_prices()).sum()) // SCALE, denominator)

    def per_row_prices(self) -> np.ndarray:
        """pi_v = cost of the cheapest pattern over >= kmin rows that generalizes v (scaled); only
        patterns that can hold a group count (``least`` > 0)."""
        best = np.full(len(self.counts), np.iinfo(np.int64).max, dtype=np.int64)
        live = self.least[self.pair_pattern] > 0
        np.minimum.at(best, self.pair_type[live], self.unit[self.pair_pattern[live]])
        best[best == np.iinfo(np.int64).max] = 0  # a type in no pattern: only when n < kmin
        return best * SCALE

    def _chunks(self):
        """Consecutive pattern ranges [p0, p1) with about CHUNK pairs each, and their pair ranges."""
        total = len(self.pair_type)
        bounds = np.searchsorted(self.start, np.arange(0, total, CHUNK))
        bounds = np.unique(np.r_[bounds, self.num_patterns])
        for p0, p1 in itertools.pairwise(bounds):
            s0 = int(self.start[p0])
            s1 = int(self.start[p1]) if p1 < self.num_patterns else total
            yield int(p0), int(p1), s0, s1

    def price(self, pi: np.ndarray):
        """Reduced cost (scaled units) of the best group of every negative pattern, and the bound L(pi).

        ``pi``: int64 prices per type, in units x SCALE. Returns (rc, covered, bound_scaled):
        rc[p] < 0 for an improving pattern (0 elsewhere), covered[v] the rows of type v in the
        best groups of the improving patterns (a subgradient of L is counts - covered).
        """
        rc = np.zeros(self.num_patterns, dtype=np.int64)
        covered = np.zeros(len(self.counts), dtype=np.int64)
        for p0, p1, s0, s1 in self._chunks():
            typ = self.pair_type[s0:s1]
            pat = self.pair_pattern[s0:s1] - p0
            start = self.start[p0:p1] - s0
            k = self.least[p0:p1]  # per pattern; 0: it holds no group
            pv = pi[typ]
            up = (self.unit[p0:p1] * SCALE)[pat]
            n = self.pair_count[s0:s1]
            pos = pv > up
            G = np.add.reduceat(np.where(pos, n * (pv - up), 0), start)
            R = np.add.reduceat(np.where(pos, n, 0), start)
            many = (R >= k) & (k > 0)  # every row priced above the pattern's cost joins
            rc[p0:p1] = np.where(many, -G, 0)
            covered += np.bincount(typ, weights=np.where(pos & many[pat], n, 0), minlength=len(covered)).astype(np.int64)
            few = (G > 0) & ~many & (k > 0)  # the best group is the k rows of largest price
            if few.any():
                sel = np.flatnonzero(few[pat])
                sel = sel[np.lexsort((-pv[sel], pat[sel]))]
                p = pat[sel]
                first = np.r_[True, p[1:] != p[:-1]]
                cum = np.cumsum(n[sel])
                before = cum - n[sel]
                base = np.maximum.accumulate(np.where(first, before, 0))
                t = np.clip(k[p] - (before - base), 0, n[sel])
                starts = np.flatnonzero(first)
                pp = p[starts]
                rcf = k[pp] * self.unit[p0 + pp] * SCALE - np.add.reduceat(t * pv[sel], starts)
                neg = rcf < 0
                rc[p0 + pp[neg]] = rcf[neg]
                t[~np.repeat(neg, np.diff(np.r_[starts, len(sel)]))] = 0
                covered += np.bincount(typ[sel], weights=t, minlength=len(covered)).astype(np.int64)
        if self.group_pricing is not None:  # the plain minimum is a lower bound of the priced one
            cands = np.flatnonzero(rc < 0)
            priced, covered = self.group_pricing.price(self, cands, pi)
            rc[cands] = np.minimum(np.maximum(rc[cands], priced), 0)
        bound = int((self.counts * pi).sum()) + int(rc[rc < 0].sum())
        return rc, covered, bound

    def reduced_costs(self, pi: np.ndarray) -> np.ndarray:
        """Reduced cost (scaled) of the best group of every pattern, positive ones included."""
        out = np.zeros(self.num_patterns, dtype=np.int64)
        for p0, p1, s0, s1 in self._chunks():
            pat = self.pair_pattern[s0:s1] - p0
            start = self.start[p0:p1] - s0
            k = self.least[p0:p1]
            pv = pi[self.pair_type[s0:s1]]
            n = self.pair_count[s0:s1]
            order = np.lexsort((-pv, pat))
            before = np.cumsum(n[order]) - n[order]
            base = np.repeat(before[start], np.diff(np.r_[start, len(order)]))
            t = np.clip(k[pat[order]] - (before - base), 0, n[order])
            top = np.add.reduceat(t * pv[order], start)  # the k rows of largest price
            up = self.unit[p0:p1] * SCALE
            gain = np.add.reduceat(n * np.maximum(pv - up[pat], 0), start)
            rows = np.add.reduceat(np.where(pv > up[pat], n, 0), start)
            out[p0:p1] = np.where(k == 0, NO_GROUP, np.where(rows >= k, -gain, k * up - top))
        return out


@dataclass
class LagrangianBound:
    lower_bound: Fraction  # certified: whole units / denominator
    prices: np.ndarray  # the best prices found (int64, units x SCALE); with ``space.priced``, the plain phase's
    iterations: int
    seconds: float
    state: tuple  # (prices as floats, step scale) to resume the ascent from


# Step direction: the subgradient plus DEFLECT x the previous direction (a deflected subgradient,
# Camerini-Fratta-Maffioli style; Adult k = 20 reached 51,619 in 120 s with 0.5, ~51,560 without;
# k = 5 and 10 the same within 10 units). Steps aim at most AIM x the best bound (1.01 was worse).
DEFLECT = 0.5
AIM = 1.1
# With a space typed by SA value riding along (``PatternSpace.priced``, ``group_pricing``) the ascent
# is plain for at most PLAIN_SHARE of its time and iterations, or until the plain bound gains less
# than 0.1 % in PLAIN_STALL seconds, then priced for at most PRICED_SHARE of its time, or until it
# stalls (the second process searches after). Its steps cost some ten times the plain ones but it
# bounds higher from the start. One run each, cost / bound: Adult's first 5,000 rows, 9 QIs, k = 5,
# t = 0.2 (exact: lns on both cores, 60 s) 12,317 / 10,097 with half the time for the plain phase and
# 15 % for the priced one; 12,387 / 10,404 with 10 % and 40 %; 13,454 / 10,659 priced to the end (the
# second core never searched). All of Adult, 8 QIs, k = 5, 120 s, 15 % -> 40 %: l = 2 22,145 / 21,024
# -> 22,110 / 21,272; t = 0.2 on occupation 118,369 / 40,621 -> 118,458 / 41,609. (Handing the search
# the priced prices averaged per QI vector, tried: l 22,229, dropped.)
PLAIN_SHARE = 0.1
PLAIN_STALL = 5.0
PRICED_SHARE = 0.4
STALL_AFTER = 30  # iterations before the stall rule of ``lagrangian_bound`` may stop the ascent, and the least its window spans


def lagrangian_bound(space: PatternSpace, denominator: int, *, target: float, time_limit=None,
                     max_iterations=1000, progress=None, resume=None, on_bound=None, on_prices=None,
                     stall=None, priced=True) -> LagrangianBound:
    """Subgradient ascent on L(pi) from the per-row prices (deflected Polyak steps toward ``target``).

    ``target``: the cost of a known solution in units (a step size guide only: the bound is
    L at the best prices met, whatever the target). Stops at the time limit, after
    ``max_iterations``, when the step has shrunk to nothing, or when the bound reaches the target.
    ``resume``: the ``state`` of an earlier call, to go on from where it stopped.
    ``on_bound(bound, iterations)``: called with every improved bound (a Fraction).
    ``on_prices(prices)``: called with the prices (scaled int64) of every improved bound.
    ``stall``: (seconds, share): also stop once the best bound has gained less than ``share``
    of itself in the last ``seconds``, and in the last STALL_AFTER iterations at least (its time
    is then worth more to the search; priced steps took some 0.2-0.5 s each at 9 QIs before
    ``group_pricing`` priced every pattern at once, some 0.07-0.1 s since), but never
    before STALL_AFTER iterations (the first steps from the per-row prices often gain nothing
    until the step size has settled: on Adult k = 5 with a 10 s limit the rule alone stopped
    the ascent at the per-row bound).
    ``priced``: with ``space.priced``, go on with the space typed by SA value once the plain
    ascent stops (False: the plain ascent alone).
    """
    started = time.perf_counter()
    if space.priced is not None and not priced:
        space = space.priced_off()
    if space.priced is not None and resume is None:
        # first the plain ascent (steps some ten times faster) for at most PLAIN_SHARE of the time
        # or of the iterations, or until it stalls; then, for at most PRICED_SHARE of the time, the
        # space typed by SA value with its group pricing, from the plain best prices: it only
        # raises the bound; the prices handed on (``on_prices``, ``prices``) stay the plain ones
        plain = lagrangian_bound(space.priced_off(), denominator, target=target, progress=progress,
                                 on_bound=on_bound, on_prices=on_prices, stall=stall or (PLAIN_STALL, 0.001),
                                 time_limit=None if time_limit is None else PLAIN_SHARE * time_limit,
                                 max_iterations=max(1, int(PLAIN_SHARE * max_iterations)))
        if plain.lower_bound * denominator >= target:
            return plain
        typed, qi_type = space.priced
        left = None if time_limit is None else \
            min(PRICED_SHARE * time_limit, max(0.0, time_limit - (time.perf_counter() - started)))
        more = lagrangian_bound(typed, denominator, target=target, time_limit=left, progress=progress,
                                max_iterations=max(1, max_iterations - plain.iterations),
                                resume=(plain.prices[qi_type].astype(float) / SCALE, 1.0), on_bound=on_bound, stall=stall)
        return LagrangianBound(max(plain.lower_bound, more.lower_bound), plain.prices,
                               plain.iterations + more.iterations, time.perf_counter() - started, plain.state)
    best = None
    misses, it = 0, 0
    history = []  # (time, iteration, best scaled bound) at each iteration, for the stall rule
    x, theta = resume if resume is not None else (space.per_row_prices().astype(float) / SCALE, 1.0)
    counts = space.counts.astype(float)
    direction = None
    cap = float(space.unit.max(initial=0) + 1)
    while it == 0 or (it < max_iterations and (time_limit is None or time.perf_counter() - started < time_limit)):
        cur = np.floor(x * SCALE).astype(np.int64)
        _, covered, scaled = space.price(cur)
        it += 1
        if best is None or scaled > best[1]:
            best, misses = (cur, scaled), 0
            if on_bound:
                on_bound(Fraction(_units(scaled), denominator), it)
            if on_prices:
                on_prices(cur)
        else:
            misses += 1
            if misses >= 10:
                theta, misses = theta / 2, 0
        if _units(best[1]) >= target or theta < 1e-4:
            break
        if stall is not None and it >= STALL_AFTER:
            now = time.perf_counter()
            history.append((now, it, best[1]))

            def behind(entry):  # at least ``seconds`` and STALL_AFTER iterations ago
                return entry[0] <= now - stall[0] and entry[1] <= it - STALL_AFTER

            while len(history) > 1 and behind(history[1]):
                history.pop(0)  # history[0]: the last iteration that far behind
            if behind(history[0]) and best[1] - history[0][2] < stall[1] * abs(best[1]):
                break
        g = counts - covered
        if float(g @ g) == 0:  # the best groups at these prices cover every row once: L is the LP optimum
            break
        if DEFLECT and direction is not None:
            g = g + DEFLECT * direction
        direction = g
        norm = float(g @ g)
        # Polyak step toward the target, capped at 10 % above the best bound: a poor incumbent
        # (e.g. a first l-diverse partition far above the optimum) would otherwise overshoot
        aim = min(float(target), AIM * best[1] / SCALE + 1.0)
        x = x + theta * (aim - scaled / SCALE) / norm * g
        # any prices give a valid bound; keeping them within +-(costliest pattern + 1) units keeps
        # every product n * price of the pricing pass far inside int64
        np.clip(x, -cap, cap, out=x)
        if progress and it % 10 == 0:
            progress({"phase": "lower bound", "bound": _units(best[1]) / denominator, "elapsed": time.perf_counter() - started})
    cur, scaled = best
    return LagrangianBound(Fraction(_units(scaled), denominator), cur, it, time.perf_counter() - started, (x, theta))


def _bound_child(conn, space, denominator, target, time_limit, resume, stall, shared, version) -> None:
    from .highs_runner import quiet_child

    quiet_child()

    def send(bound, iterations):  # every improvement at once: the parent may stop us any time
        conn.send((bound, iterations))

    def publish(prices):  # the parent reads them whenever it likes (a torn read only reorders its search)
        shared[:] = prices
        version.value += 1

    try:
        lagrangian_bound(space, denominator, target=target, time_limit=time_limit, resume=resume, on_bound=send,
                         on_prices=publish, stall=stall)
    except Exception:  # noqa: BLE001, S110 -- the parent keeps the bounds received so far
        pass
    conn.close()


class BackgroundBound:
    """The subgradient ascent going on in a forked process (the second core) while this one searches.

    It sends every improved bound through a pipe and keeps its best prices in shared memory,
    where the search reads them (``latest_prices``) to re-order its regions.
    """

    def __init__(self, space, denominator, *, target, time_limit, resume=None, stall=None):
        import multiprocessing as mp

        ctx = mp.get_context("fork")
        self.conn, child = ctx.Pipe(duplex=False)
        raw = ctx.RawArray("q", len(space.counts))
        self.version = ctx.RawValue("q", 0)
        self.shared = np.frombuffer(raw, dtype=np.int64)
        self.proc = ctx.Process(target=_bound_child, daemon=True,
                                args=(child, space, denominator, target, time_limit, resume, stall, self.shared, self.version))
        self.proc.start()
        child.close()
        self.best = None  # (bound, iterations)
        self.open = True

    def finished(self) -> bool:
        """Whether the ascent has ended (its bounds are all received then)."""
        if self.proc.is_alive():
            return False
        self._read(0.0)
        return True

    def latest_prices(self):
        """(prices, version) of the best bound so far (version 0 and None before the first)."""
        self._read(0.0)
        version = int(self.version.value)
        return (self.shared.copy() if version else None), version

    def _read(self, wait: float) -> None:
        deadline = time.perf_counter() + max(wait, 0.0)
        try:
            while self.open and poll(self.conn, deadline - time.perf_counter()):
                self.best = self.conn.recv()
        except (EOFError, OSError):  # the child finished (or died): what it sent stands
            self.open = False

    def result(self, wait: float):
        """The best (bound, iterations) the child has sent, waiting at most ``wait`` seconds for it
        to finish; None if it sent nothing. The child is stopped."""
        try:
            self._read(wait)
        finally:
            if self.proc.is_alive():
                self.proc.kill()
            self.proc.join(timeout=5)
            self.conn.close()
            self.open = False
        return self.best


def _units(scaled: int) -> int:
    """Round a scaled bound up to whole units (-(-a // b) is the ceiling)."""
    return -(-scaled // SCALE)
