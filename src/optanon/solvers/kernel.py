"""Kernel for k-anonymity (Blocki-Williams 2010, Lemma 2, Lemma 3, Algorithm 1).

Problem: shrink a k-anonymity instance without changing its optimum.
Guarantee: exact. Lemma 2: a QI vector r occurring at least k(2k-1) x G times,
G the number of generalizations of a vector (2^m under suppression; the product
of (height + 1) over the columns under hierarchies, by the same pigeonhole
argument), has a group of copies of r alone in some optimal solution. Algorithm 1
therefore removes k copies at a time while more than T = k * 2k * G remain; the
removed copies form cost-0 groups, and an optimal solution of what remains plus
them is optimal for the whole table (Lemma 3).
Running time: O(n m).
Applies to k-anonymity only (l-diversity and t-closeness depend on the sensitive
values, which the lemma ignores).
"""

from __future__ import annotations

import numpy as np


def threshold(k: int, heights) -> int:
    g = 1
    for h in heights:
        g *= h + 1
    return k * 2 * k * g


def kernelize(table, k: int, heights) -> tuple[np.ndarray, np.ndarray]:
    """Return (kept, peeled): boolean masks over rows. Peeled rows may be released as they are.

    From each distinct QI vector with count c > T, the first k * ceil((c - T) / k)
    rows in row order are peeled; at most T remain.
    """
    t = threshold(k, heights)
    counts = table.counts
    if t >= table.n:  # no vector occurs more than T times (and T, 2^m of it, may exceed int64 beyond 60 columns)
        return np.ones(table.n, dtype=bool), np.zeros(table.n, dtype=bool)
    peel = np.where(counts > t, k * -(-(counts - t) // k), 0)
    # rank of each row within its distinct vector, in row order
    order = np.argsort(table.row_vector, kind="stable")
    starts = np.concatenate([[0], np.cumsum(counts)[:-1]])
    rank = np.empty(table.n, dtype=np.int64)
    rank[order] = np.arange(table.n) - np.repeat(starts, counts)
    peeled = rank < peel[table.row_vector]
    return ~peeled, peeled
