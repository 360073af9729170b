"""Greedy over generalized patterns: cheapest pattern that still covers kmin rows.

Problem: a k-anonymous partition of low cost (a warm start for the exact method).
Guarantee: none (a heuristic; every result is verified like any other). In the
spirit of the pattern greedy of Bredereck et al. 2013: the cost of a pattern is the
same for every row it releases, so the greedy repeatedly opens the cheapest pattern
whose not-yet-released matching rows number at least kmin (ties: the most rows) and
releases all of them under it. Rows left over (fewer than kmin in every pattern)
join the opened group whose lowest common ancestor with them is cheapest.
Running time: O(pairs log pairs) with a lazy heap, pairs = (row type, pattern) pairs.
Model-aware (``group_test``, the ``fits`` of ``greedy_labels``): a pattern is opened only if
its rows pass l-diversity / t-closeness as one group (the start of ``lns``, one of ``exact``'s).
"""

from __future__ import annotations

import heapq

import numpy as np

from ..core.groups import GroupStats
from ..core.models import KAnonymity


def greedy_labels(milp, fits=None) -> np.ndarray:
    """A partition (labels per row) from the pattern pairs of a ``PatternMILP``.

    ``fits``: optional test of a candidate group (an array of types) against the models
    beyond size (l-diversity, t-closeness): a pattern whose rows fail it is not opened, a
    left-over type joins only an opened group that still passes. Every group has at least
    kmin rows when the table has (the caller verifies the models anyway).
    """
    pp, pt, pc = milp.pair_pattern, milp.pair_type, milp.pair_cost
    kmin = milp.kmin
    nt, npat = len(milp.type_count), milp.num_patterns
    cost = np.zeros(npat, dtype=np.int64)
    cost[pp] = pc
    owner = np.full(nt, -1, dtype=np.int64)  # pattern each type is released under
    _open(pp, pt, cost, milp.type_count, kmin, nt, npat, owner, fits)
    left = np.flatnonzero(owner < 0)
    opened = np.unique(owner[owner >= 0])
    by_type = np.argsort(pt, kind="stable")
    type_start = np.searchsorted(pt[by_type], np.arange(nt + 1))
    stray = []
    for u in left:  # a left-over type joins the cheapest opened pattern over it that still fits
        pairs = by_type[type_start[u]:type_start[u + 1]]
        cand = pp[pairs][np.isin(pp[pairs], opened)]
        for p in cand[np.argsort(cost[cand], kind="stable")]:
            if fits is None or fits(np.r_[np.flatnonzero(owner == p), u]):
                owner[u] = p
                break
        else:
            stray.append(u)
    if stray:  # the rest form one more group, or join the most generalized opened group
        stray = np.array(stray)
        if milp.type_count[stray].sum() >= kmin or opened.size == 0:
            owner[stray] = npat
        else:
            owner[stray] = opened[np.argmax(cost[opened])]
        if fits is not None:  # absorb the most generalized opened groups until the group passes
            for p in opened[np.argsort(-cost[opened], kind="stable")]:
                if fits(np.flatnonzero(owner == owner[stray[0]])):
                    break
                owner[owner == p] = owner[stray[0]]
    return owner[milp.row_type]


def _open(pp, pt, cost, type_count, kmin, nt, npat, owner, fits=None) -> None:
    """Open the cheapest pattern over >= kmin unreleased rows (ties: most rows) until none is left."""
    rem = np.where(owner < 0, type_count, 0).astype(np.int64)
    cover = np.bincount(pp, weights=rem[pt], minlength=npat).astype(np.int64)
    by_type = np.argsort(pt, kind="stable")  # pairs grouped by type
    type_start = np.searchsorted(pt[by_type], np.arange(nt + 1))
    by_pat = np.argsort(pp, kind="stable")
    pat_start = np.searchsorted(pp[by_pat], np.arange(npat + 1))
    heap = [(int(cost[p]), -int(cover[p]), int(p)) for p in np.flatnonzero(cover >= kmin)]
    heapq.heapify(heap)
    while heap:
        c, negcov, p = heapq.heappop(heap)
        if -negcov != cover[p]:  # stale entry: re-queue with the current cover
            if cover[p] >= kmin:
                heapq.heappush(heap, (c, -int(cover[p]), p))
            continue
        types = pt[by_pat[pat_start[p]:pat_start[p + 1]]]
        types = types[rem[types] > 0]
        if fits is not None and not fits(types):
            continue  # these rows together fail a model: the pattern is not opened
        owner[types] = p
        for u in types:  # these rows are released: every pattern over them loses them
            pairs = by_type[type_start[u]:type_start[u + 1]]
            cover[pp[pairs]] -= rem[u]
            rem[u] = 0


def group_test(table, models, row_type, type_counts):
    """None for size-only models; else a test of a set of types (all their rows: ``row_type`` per
    row, ``type_counts`` per type) as one group."""
    if all(isinstance(m, KAnonymity) for m in models):
        return None
    hists, totals = [], []
    for j in range(len(table.sensitive)):
        r = len(table.sa_values[j])
        if len(type_counts) * r > 20_000_000:
            return None  # too wide to tabulate: the plain greedy, verified afterwards
        h = np.zeros((len(type_counts), r), dtype=np.int64)
        np.add.at(h, (row_type, table.sa_codes[:, j]), 1)
        hists.append(h)
        totals.append(h.sum(axis=0))

    def fits(types) -> bool:
        dense = [h[types].sum(axis=0, keepdims=True) for h in hists]
        stats = GroupStats.from_dense(table.n, np.array([int(type_counts[types].sum())]), dense, totals, table.sensitive)
        return all(bool(m.holds(table, stats)[0]) for m in models)

    return fits
