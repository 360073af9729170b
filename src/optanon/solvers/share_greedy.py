"""Share greedy: the pattern greedy that opens each pattern with the largest part of its rows that passes.

Problem: a start for l-diversity and t-closeness (``exact`` and ``lns``). The pattern greedy of
Bredereck et al. 2013 (``greedy``) releases all the free rows of the cheapest pattern as one
group. Under l / t its model-aware form (``greedy.group_test``) refuses a pattern whose free rows
fail as one group. A cheap pattern's rows are often mostly of one sensitive value, so most cheap
patterns are refused and their rows end in a few large, costly groups: on Adult's first 2,000 rows,
9 QIs, k = 2, t = 0.2 on salary-class that start is 6,082 cells, the bound 4,663.
Method: the rows are typed by (QI vector, sensitive value). Patterns are taken cheapest per row
first (ties: the larger group), as in ``greedy``. Each is opened with the largest sub-multiset of
its free rows that passes every model. The sub-multisets tried are the free counts c per
sensitive value, capped at floor(lambda q) (q: the table's value shares under t-closeness, 1 for
each value under l-diversity alone), for a grid of lambda values, two passes of ``GRID`` each.
The lazy heap keeps each pattern's last size as its key; a size only shrinks as rows are taken,
so a pattern is opened only when its size is still current. Rows left free join the cheapest
opened group over their QI vector that still passes with them (up to ``JOIN_TRIES`` groups a
type; none is found when no pattern over their vector was opened, the usual case). Where a group
still fails, ``repair`` runs twice: with the rest as one group, and with each left-over (QI vector,
value) as a group of its own, so that each merges where it is cheapest; the cheaper wins.
Guarantee: none on the cost (a heuristic). Every group it opens passes the models. The caller
verifies the whole partition like any other.
Running time: O(P log P) heap steps over P patterns; each step sums the pattern's free rows
(O(types x r)) and tests 2 GRID candidates in one vectorised call. One sensitive column only
(None otherwise, or when the (type, value) table would exceed MAX_CELLS); stops at ``deadline``
(None).
Measured (docs/exact-method.md, stop 79): that 2,000-row start 5,546 cells in 1.9 s; all of Adult,
8 QIs, k = 5, t = 0.2 on occupation 101,121 (the merge repair's start 118,614) in 14-17 s, l = 2
25,084 (27,281) in 4.4 s.
"""

from __future__ import annotations

import heapq
import time

import numpy as np

from ..core.models import KAnonymity, LDiversity, TCloseness, applies
from ..core.partition import canonical_labels
from .approx_m import cost_units
from .repair import groups_hold, repair

GRID = 48  # lambda values tried per pass, two passes per pattern
JOIN_TRIES = 20  # opened groups a left-over (type, value) tries to join
MAX_CELLS = 20_000_000  # (QI types) x (sensitive values), at most


def share_greedy_labels(table, models, pair_pattern, pair_type, unit, kmin, row_type, type_count, bound,
                        deadline=None) -> np.ndarray | None:
    """Labels per row, or None (no sensitive model, more than one sensitive column, too wide, or
    ``deadline`` passed). ``pair_pattern`` / ``pair_type``: the pattern space's pairs;
    ``unit[p]``: pattern p's cost per row; ``row_type``: each row's QI type, ``type_count`` their
    rows; ``bound``: the bound cost model (for ``repair``)."""
    if all(isinstance(m, KAnonymity) for m in models) or len(table.sensitive) != 1:
        return None
    nt, r = len(type_count), len(table.sa_values[0])
    if nt * r > MAX_CELLS:
        return None
    sa = table.sa_codes[:, 0].astype(np.int64)
    rem = np.zeros((nt, r), dtype=np.int64)
    np.add.at(rem, (row_type, sa), 1)
    totals = [rem.sum(axis=0)]
    shares = totals[0] / table.n if any(isinstance(m, TCloseness) for m in models) else np.ones(r)
    weight = np.where(shares > 0, shares, 1.0)

    fast = dense_test(table, models, totals[0])

    def passes(counts) -> np.ndarray:  # counts: (g, r), every row non-empty
        if fast is not None:
            return fast(counts)
        return groups_hold(table, models, counts.sum(axis=1), [counts], totals)

    pp, pt = np.asarray(pair_pattern, dtype=np.int64), np.asarray(pair_type, dtype=np.int64)
    npat = int(pp.max()) + 1 if len(pp) else 0
    by_pat = np.argsort(pp, kind="stable")
    pat_start = np.searchsorted(pp[by_pat], np.arange(npat + 1))
    cover = np.bincount(pp, weights=np.asarray(type_count)[pt], minlength=npat).astype(np.int64)
    heap = [(float(unit[p]), -int(cover[p]), int(p)) for p in np.flatnonzero(cover >= kmin)]
    heapq.heapify(heap)
    touched = np.full(nt, -1, dtype=np.int64)  # per type: the last group that took rows of it
    cached: dict = {}
    groups: list = []  # per opened group: (pattern, its counts per value)
    alloc: list = []  # (group, type, value, rows)
    while heap:
        if deadline is not None and time.perf_counter() > deadline:
            return None
        cost, negkey, p = heapq.heappop(heap)
        types = pt[by_pat[pat_start[p]:pat_start[p + 1]]]
        if p in cached and touched[types].max() < cached[p][0]:  # no rows of its types taken since
            x = cached[p][1]
        else:
            x = largest_passing(rem[types].sum(axis=0), weight, kmin, passes)
            cached[p] = (len(groups), x)  # current while no group after these takes rows of its types
        if x is None:
            continue
        if int(x.sum()) < -negkey:  # smaller than its key: back with its current size
            heapq.heappush(heap, (cost, -int(x.sum()), p))
            continue
        g = len(groups)
        groups.append((p, x.copy()))
        for s in np.flatnonzero(x):
            need = int(x[s])
            for u in types[rem[types, s] > 0]:
                got = min(need, int(rem[u, s]))
                rem[u, s] -= got
                touched[u] = g
                alloc.append((g, int(u), int(s), got))
                need -= got
                if need == 0:
                    break
            if need:  # x came from rem: a stale cached part would leave rows it counted
                raise RuntimeError(f"share greedy: pattern {p}'s part counts rows already taken")
    # left-over rows: the cheapest opened group over their type that still passes with them
    if rem.any():
        by_type = np.argsort(pt, kind="stable")
        type_start = np.searchsorted(pt[by_type], np.arange(nt + 1))
        of_pattern: dict = {}
        for g, (p, _) in enumerate(groups):
            of_pattern.setdefault(p, []).append(g)
        for u, s in zip(*np.nonzero(rem)):
            pats = pp[by_type[type_start[u]:type_start[u + 1]]]
            cands = [g for p in pats[np.argsort(unit[pats], kind="stable")] for g in of_pattern.get(int(p), ())]
            for g in cands[:JOIN_TRIES]:
                if rem[u, s] == 0:
                    break
                counts = groups[g][1]
                more = np.arange(1, int(rem[u, s]) + 1)
                trial = np.repeat(counts[None, :], len(more), axis=0)
                trial[:, s] += more
                ok = passes(trial)
                if ok.any():
                    add = int(more[np.flatnonzero(ok).max()])
                    counts[s] += add
                    rem[u, s] -= add
                    alloc.append((g, int(u), int(s), add))
    labels = np.full(table.n, len(groups), dtype=np.int64)  # rows still free: one more group
    order = np.lexsort((sa, row_type))  # rows by (type, value)
    start = np.searchsorted(row_type[order] * r + sa[order], np.arange(nt * r + 1))
    used = np.zeros(nt * r, dtype=np.int64)
    for g, u, s, rows in alloc:
        key = u * r + s
        first = start[key] + used[key]
        labels[order[first:first + rows]] = g
        used[key] += rows
    from .exact import satisfies  # (exact imports this module)

    if satisfies(table, models, labels):
        return labels
    free = labels == len(groups)
    # the left-over rows as one group, and each left-over (type, value) as its own, for ``repair``
    # to place: the cheaper of the two (all of Adult, t = 0.2 on occupation: 101,121 against 102,836;
    # 2,000 rows, t on salary-class: 5,732 against 5,546)
    split = labels.copy()
    _, cell = np.unique(row_type[free] * r + sa[free], return_inverse=True)
    split[free] = len(groups) + cell
    best, best_units = None, None
    for start_labels in (labels, split) if free.any() else (labels,):
        got = repair(table, models, start_labels, bound, deadline=deadline)
        if got is None:
            continue
        units = cost_units(table, canonical_labels(got)[0], bound)
        if best is None or units < best_units:
            best, best_units = got, units
    return best


def largest_passing(c, weight, kmin, passes) -> np.ndarray | None:
    """The largest sub-multiset of the counts ``c`` found that ``passes``, with at least ``kmin``
    rows: ``c`` itself if it passes, else the best of min(c, floor(lambda weight)) over two passes
    of ``GRID`` lambda values (the second within the first's best interval). None: none found."""
    if c.sum() < kmin:
        return None
    lo, hi = 0.0, float((c / weight).max())
    best = None
    for step in range(2):
        lam = np.linspace(lo, hi, GRID + 2)[1:-1]
        cand = np.minimum(c[None, :], np.floor(lam[:, None] * weight[None, :]).astype(np.int64))
        if step == 0:  # c itself in the same call, first
            cand = np.concatenate([c[None, :], cand])
        size = cand.sum(axis=1)
        ok = size >= kmin
        if ok.any():
            ok[ok] = passes(cand[ok])
        if step == 0:
            if ok[0]:
                return c
            cand, size, ok = cand[1:], size[1:], ok[1:]
        if not ok.any():
            break
        i = int(np.flatnonzero(ok)[np.argmax(size[ok])])
        if best is None or size[i] > best.sum():
            best = cand[i]
        lo, hi = lam[i], lam[i + 1] if i + 1 < len(lam) else hi
    return best


def dense_test(table, models, totals):
    """A test of groups given as a dense (g, r) count matrix of the one sensitive column, each row
    non-empty: the models' own tests (``holds``) without their sparse ``GroupStats`` (about 170 us a
    call: 104,711 calls took 18 of 26 s on all of Adult, t = 0.2 on occupation). None when a model
    has no dense form here (recursive or entropy l-diversity, another model): ``groups_hold`` then."""
    column, tests = table.sensitive[0], []
    for m in models:
        if isinstance(m, KAnonymity):
            tests.append(lambda c, size, k=m.k: size >= k)
        elif not applies(m, column):
            continue
        elif isinstance(m, TCloseness):
            metric = m.bound_metrics(table)[column]
            tests.append(lambda c, size, metric=metric, t=m.t: metric.within(c, size, totals, t))
        elif isinstance(m, LDiversity) and m.form == "frequency":  # max count <= |G| / l, in integers
            tests.append(lambda c, size, l=m.l: c.max(axis=1) * l.numerator <= size * l.denominator)
        elif isinstance(m, LDiversity) and m.form == "distinct":
            tests.append(lambda c, size, l=m.l: np.count_nonzero(c, axis=1) * l.denominator >= l.numerator)
        else:
            return None

    def test(counts) -> np.ndarray:
        size = counts.sum(axis=1)
        ok = np.ones(len(counts), dtype=bool)
        for one in tests:
            ok &= one(counts, size)
        return ok

    return test

