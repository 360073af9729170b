"""A start for tables whose pattern space is not built: greedy clustering of the rows by cost.

Paper: Byun, Kamra, Bertino and Li, "Efficient k-anonymization using clustering techniques"
(DASFAA 2007), the greedy k-member clustering, with optanon's cost (suppressed cells, or level
costs under hierarchies) as the information loss. Used by ``lns`` when the pattern space is not
built (many QI columns: 2^20 generalizations per row under 20 suppressed columns), where the
starts built on that space cannot run and ``exact.warm_start``'s simple partitions are all
that is left (20 two-valued QIs, 60 rows, k = 3: 732 cells; this start 582).

Algorithm. While at least kmin rows are unassigned: take as seed the unassigned row farthest
(by the cost of generalizing it with the last seed) from the last seed; grow its cluster to
kmin rows, each time adding the unassigned row that makes the cluster's cost (its size times
the cost of its lowest common ancestors) least. The fewer than kmin rows left join, one by
one, the cluster whose cost they raise least. Under l-diversity or t-closeness the clusters
that fail are merged (``repair``), and the result is used only if it satisfies the models.
Guarantee: none on the cost (a heuristic); a partition into groups of at least kmin rows, and
the caller verifies the models. ``deadline``: once it passes, the rows still unassigned form
one more group (or join the last), so the start ends in time.
Running time: O(n^2 m h / kmin) for n rows, m QIs of hierarchy height h (one vectorised pass
over the unassigned rows per row placed).
"""

from __future__ import annotations

import time

import numpy as np


def _levels(bound, codes, rep, level):
    """Per row of ``codes`` (rows x m), the level of each column at which it meets the cluster of
    representative codes ``rep`` sitting at ``level`` (``BoundColumn.meet_level``)."""
    return np.stack([col.meet_level(codes[:, j], rep[j], level[j]) for j, col in enumerate(bound.columns)], axis=1)


def cluster_labels(table, kmin: int, bound, deadline: float | None = None) -> np.ndarray | None:
    """Labels of the greedy k-member clustering (see the module), or None when the table has
    fewer than ``kmin`` rows."""
    n = table.n
    if n < kmin or kmin < 1:
        return None
    codes = table.codes
    units = [col.units for col in bound.columns]
    m = len(units)

    def unit_cost(levels):  # per row of levels (r x m): cost of one row generalized so
        total = np.zeros(len(levels), dtype=np.int64)
        for j in range(m):
            total += units[j][levels[:, j]]
        return total

    labels = np.full(n, -1, dtype=np.int64)
    free = np.ones(n, dtype=bool)
    clusters = []  # (representative codes, levels per column, size)
    seed = 0
    while free.sum() >= kmin:
        if deadline is not None and time.perf_counter() > deadline:
            break
        idx = np.flatnonzero(free)
        # the seed: the free row farthest from the last seed
        far = unit_cost(_levels(bound, codes[idx], codes[seed], np.zeros(m, dtype=np.int64)))
        seed = int(idx[np.argmax(far)])
        rep, level, size = codes[seed], np.zeros(m, dtype=np.int64), 1
        free[seed], labels[seed] = False, len(clusters)
        while size < kmin:
            idx = np.flatnonzero(free)
            cand = _levels(bound, codes[idx], rep, level)
            best = int(np.argmin((size + 1) * unit_cost(cand)))
            row = int(idx[best])
            level = cand[best]
            free[row], labels[row] = False, len(clusters)
            size += 1
        clusters.append((rep, level, size))
    rest = np.flatnonzero(free)
    if rest.size >= kmin or not clusters:  # the deadline passed: the rows left form one group
        labels[rest] = len(clusters)
        return labels
    for row in rest:  # fewer than kmin rows left: each joins the cluster it raises least
        raise_by = []
        for rep, level, size in clusters:
            new = _levels(bound, codes[row:row + 1], rep, level)
            raise_by.append(int((size + 1) * unit_cost(new)[0] - size * unit_cost(level[None, :])[0]))
        c = int(np.argmin(raise_by))
        rep, level, size = clusters[c]
        clusters[c] = (rep, _levels(bound, codes[row:row + 1], rep, level)[0], size + 1)
        labels[row] = c
    return labels
