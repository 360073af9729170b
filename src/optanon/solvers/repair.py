"""Merge repair: make a partition satisfy l-diversity / t-closeness by merging groups.

Problem: the pattern greedy (``greedy``) knows group sizes only; under l-diversity and
t-closeness many of its groups fail (a cheap pattern's rows are often all of one sensitive
value), and its model-aware variant, which refuses such patterns, leaves their rows to one
large catch-all group. This repair starts from any partition and merges each failing group
with the group that makes the pair pass at the least extra cost (the union's lowest common
ancestor, times its rows, minus the two groups' costs); where no single merge makes it pass,
with the group that brings it closest (``_badness``: the models' shortfalls: rows under k,
the most frequent value's excess share, the distinct values missing, the EMD beyond t), and
again. A failing group may merge with another failing one (the rows above 50K of one group
fix the other).
Guarantee: none on the cost (a heuristic). It terminates with every group passing whenever
the whole table passes (``require_feasible``): each merge removes a group, and one group is
the whole table. The caller verifies the result like any other.
Running time: O(g (m h + r)) per merge (g groups, m QI columns of height h, r SA values),
at most g merges; stops at ``deadline`` (returns None).
Measured: see ``exact`` and ``lns``, which use it for their start under l and t.
"""

from __future__ import annotations

import time

import numpy as np

from ..core.groups import GroupStats
from ..core.models import KAnonymity, LDiversity, TCloseness, applies
from ..core.partition import canonical_labels


def repair(table, models, labels, bound, deadline=None) -> np.ndarray | None:
    """A partition in which every group satisfies ``models``, by merging groups of ``labels``;
    None if ``deadline`` (perf_counter seconds) passed first. ``bound``: the bound cost model."""
    lab, g = canonical_labels(np.asarray(labels))
    level, _ = bound.generalize(table.codes, lab, g)
    first = np.full(g, table.n, dtype=np.int64)
    np.minimum.at(first, lab, np.arange(table.n))
    rep = table.codes[first]  # one row's codes per group: its ancestors at the group's level are the group's
    sizes = np.bincount(lab, minlength=g).astype(np.int64)
    hists = []
    for j, values in enumerate(table.sa_values):
        h = np.zeros((g, len(values)), dtype=np.int64)
        np.add.at(h, (lab, table.sa_codes[:, j]), 1)
        hists.append(h)
    totals = [h.sum(axis=0) for h in hists]
    units = bound.row_units(level)
    alive = np.ones(g, dtype=bool)
    into = np.arange(g)  # group -> the group it was merged into
    ok = groups_hold(table, models, sizes, hists, totals)
    for G in range(g):
        while not ok[G]:
            if deadline is not None and time.perf_counter() > deadline:
                return None
            cand = np.flatnonzero(alive)
            cand = cand[cand != G]
            if cand.size == 0:
                return None  # one group left and it fails: the table itself fails the models
            ul = _union_levels(bound, rep[G], level[G], rep[cand], level[cand])
            u_units = bound.row_units(ul)
            extra = u_units * (sizes[G] + sizes[cand]) - units[G] * sizes[G] - units[cand] * sizes[cand]
            u_sizes = sizes[G] + sizes[cand]
            u_hists = [h[G][None, :] + h[cand] for h in hists]
            passing = groups_hold(table, models, u_sizes, u_hists, totals)
            if passing.any():
                pick = np.flatnonzero(passing)
                H = pick[np.argmin(extra[pick])]
            else:
                bad = _badness(table, models, u_sizes, u_hists, totals)
                H = np.lexsort((extra, bad))[0]
            h_id = cand[H]
            level[G], units[G], sizes[G] = ul[H], u_units[H], u_sizes[H]
            for h, uh in zip(hists, u_hists):
                h[G] = uh[H]
            alive[h_id], ok[h_id], into[h_id] = False, True, G
            ok[G] = passing[H]
    while True:  # follow merges to the surviving group
        nxt = into[into]
        if (nxt == into).all():
            break
        into = nxt
    return into[lab]


def _union_levels(bound, rep_g, level_g, rep_c, level_c) -> np.ndarray:
    """Per candidate, per column: the level of the lowest common ancestor of group G and the candidate."""
    out = np.empty_like(level_c)
    for j, col in enumerate(bound.columns):
        out[:, j] = col.meet_level(rep_c[:, j], rep_g[j], np.maximum(level_g[j], level_c[:, j]))
    return out


def groups_hold(table, models, sizes, hists, totals) -> np.ndarray:
    """Whether each group (sizes, SA histograms: any row sets, overlapping or not) satisfies the models."""
    stats = GroupStats.from_dense(table.n, sizes, hists, totals, table.sensitive)
    ok = np.ones(len(sizes), dtype=bool)
    for m in models:
        ok &= m.holds(table, stats)
    return ok


def _badness(table, models, sizes, hists, totals) -> np.ndarray:
    """How far each group is from satisfying the models (0 where it does): a tie-breaker for merges."""
    bad = np.zeros(len(sizes))
    for m in models:
        if isinstance(m, KAnonymity):
            bad += np.maximum(0, m.k - sizes) / m.k
            continue
        for j in (j for j, c in enumerate(table.sensitive) if applies(m, c)):
            h = hists[j]
            if isinstance(m, LDiversity) and m.form == "frequency":
                bad += np.maximum(0.0, h.max(axis=1) * float(m.l) / sizes - 1.0)
            elif isinstance(m, LDiversity):  # distinct, recursive, entropy: distinct values short of l
                bad += np.maximum(0.0, float(m.l) - (h > 0).sum(axis=1)) / float(m.l)
            elif isinstance(m, TCloseness):
                metric = m.metric.bind(table.sa_values[j], table.sensitive[j])
                bad += np.maximum(0.0, metric.emd(h, sizes, totals[j]) - float(m.t))
    return bad
