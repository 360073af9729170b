"""The closed patterns of a table with many QI columns, mined instead of listed (LCM).

Paper: Uno, Asai, Uchida and Arimura, "An efficient algorithm for enumerating closed patterns
in transaction databases" (Discovery Science 2004, LNCS 3245; LCM: the prefix-preserving
closure extension enumerates every frequent closed itemset exactly once, in time polynomial
per itemset, without storing those found). Used by the pattern MILP (``exact``) and the pattern space of ``lns``
(``pattern_lp``) where listing every generalization of every row type is out of reach: 2^m
of them under m suppressed columns (20 two-valued QIs: 2^20 per row, 220 s to list for 60
rows). Both need only the *closed* patterns over at least kmin rows (a pattern is closed when
none of its generalized cells can go one level down keeping all its rows: the lowest common
ancestors of the rows it matches), and there are far fewer of those (60 rows of 20 two-valued
QIs, kmin = 3: 57,377 closed patterns, 309,688 (type, pattern) pairs).

Correspondence. An item is (column j, level l < height_j, node at level l); a row holds, per
column, the item of its value's ancestor at every level below the root. An itemset's rows are
those holding all its items; its closure is every item all those rows hold. A closed itemset
is a closed pattern: per column the lowest level of its items there (the root if none), with
that item's node. Its support is the rows (weighted by type counts) it matches.

Algorithm (LCM's depth-first search). Start from the closure of all rows. For a closed
itemset P reached by adding item ``core`` (-1 at the start), try every item e > core not in
P: the rows R' = R(P) & R(e); if they weigh at least kmin, Q = closure(R') is a child when
it holds no item below e that P lacks (the prefix-preserving test, which makes each closed
itemset's parent unique). Items are numbered column by column, level by level, so the test
asks, for each column before e's, whether R' still agrees one level below P's level there, and
for e's column one level below e's; a child's closure is then computed for the later columns
only. A pattern is kept as its level per column (its nodes are those of any of its rows). Row
sets are Python integers used as bitsets (a type's rows are consecutive bits, so a popcount is
a weight); all of R' agree at (column, level) iff R' lies in the row set of the item one of
its rows holds there.
Guarantee: exactly the closed patterns over at least ``kmin`` rows, each once (tested against
the listing of every generalization in ``exact`` and ``pattern_lp`` on random tables with
hierarchies). Running time: O(I (1 + sum_j h_j)) bitset operations per closed pattern, I the
number of items; raises ``Unmined`` past ``max_pairs`` pairs or the ``deadline``. (A first version
computed every extension's whole closure before its prefix test: 60 rows of 20 QIs in 1.4-1.7 s.)
Memory: the patterns are packed into arrays every CHECK_EVERY of them; 1,000 rows of 20 two-valued
QIs at kmin = 10 (5.7 million patterns, 91 million pairs) mined in 73 s with a 4.1 GB peak, against
8.2 GB with a Python list and an array per pattern.
"""

from __future__ import annotations

import time

import numpy as np

# Generalizations per row above which ``exact`` and ``pattern_lp`` mine rather than list. Listing
# costs some 0.2 ms per generalization plus a pass over the types, mining some 10-80 us per closed
# pattern (Python): at or below this, listing wins on the tables measured (all of Adult under 8 ARX
# hierarchies, 6,480 generalizations, 1.2 million patterns: 16.6 s listed, 85 s mined; its first
# 2,000 rows with 9 QIs: 0.2 s / 0.25 s); above, mining (60 rows of 16 two-valued QIs: 11.6 s / 0.3 s).
MINE_ABOVE = 16384
CHECK_EVERY = 512  # closed patterns between checks of the deadline and the pair count


class Unmined(Exception):
    """More than ``max_pairs`` (type, pattern) pairs, or the deadline passed (``timed_out``)."""

    def __init__(self, message, timed_out=False):
        super().__init__(message)
        self.timed_out = timed_out


def mine(type_qi: np.ndarray, counts: np.ndarray, bound, kmin: int, max_pairs: int, deadline: float | None = None):
    """The closed patterns over at least ``kmin`` rows of the row types ``type_qi`` (codes,
    (nt, m)) with multiplicities ``counts``, under the cost model ``bound`` (``BoundCost``).

    Returns (pair_pattern, pair_type, level): the pairs grouped by pattern (patterns numbered 0..
    in the order mined, types ascending within one), and per pattern its level in each column
    (int64 (P, m); level = height is the root). Its nodes there are those of any of its types."""
    type_qi = np.asarray(type_qi, dtype=np.int64)
    counts = np.asarray(counts, dtype=np.int64)
    nt, m = type_qi.shape
    heights = [col.height for col in bound.columns]
    offset = np.concatenate([[0], np.cumsum(counts)]).astype(np.int64)
    nbits = int(offset[-1])
    nbytes = (nbits + 7) // 8 or 1
    block = [((1 << int(c)) - 1) << int(o) for c, o in zip(counts, offset[:-1])]  # each type's rows
    # items: (column, level, node) for levels below the root; item_rows[i] the rows holding it
    item_of = []  # per column, per level: dict node -> item index
    item_col, item_level, item_rows = [], [], []
    for j, col in enumerate(bound.columns):
        per_level = []
        for lev in range(heights[j]):
            nodes = col.ancestors[lev][type_qi[:, j]]
            index = {}
            for node in np.unique(nodes):
                rows = 0
                for t in np.flatnonzero(nodes == node):
                    rows |= block[t]
                index[int(node)] = len(item_rows)
                item_col.append(j)
                item_level.append(lev)
                item_rows.append(rows)
            per_level.append(index)
        item_of.append(per_level)
    # per row (bit), its type, and per type its item index at every (column, level)
    bit_type = np.repeat(np.arange(nt), counts).tolist()
    type_item = [[[item_of[j][lev][int(col.ancestors[lev][type_qi[t, j]])] for lev in range(heights[j])]
                  for j, col in enumerate(bound.columns)] for t in range(nt)]

    def lowest(rows: int, t: int, j: int, top: int) -> int:
        """The lowest level (below ``top``) of column j at which all of ``rows`` (type t among them)
        agree, else ``top``: their closure's level there."""
        for lev, it in enumerate(type_item[t][j][:top]):  # once they agree at a level, they agree above it
            if rows & item_rows[it] == rows:
                return lev
        return top

    found = []  # the closed patterns not yet packed: (its level per column, its row set)
    packed = []  # per batch of CHECK_EVERY patterns: (levels (b, m), their types one after another, types per pattern)
    pair_total = 0

    def pack():  # the patterns found since the last call, as arrays (2 bytes a column and 4 a type per pattern)
        nonlocal pair_total
        types = [np.flatnonzero(np.unpackbits(np.frombuffer(rows.to_bytes(nbytes, "little"), dtype=np.uint8),
                                              bitorder="little")[offset[:-1]]) for _, rows in found]
        sizes = np.array([len(t) for t in types], dtype=np.int64)
        packed.append((np.array([levels for levels, _ in found], dtype=np.int16).reshape(len(found), m),
                       np.concatenate(types).astype(np.int32) if types else np.zeros(0, np.int32), sizes))
        found.clear()
        pair_total += int(sizes.sum())
        if pair_total > max_pairs:
            raise Unmined(f"more than {max_pairs:,} (type, pattern) pairs")
        if deadline is not None and time.perf_counter() > deadline:
            raise Unmined("not mined in the time allowed", timed_out=True)

    everything = (1 << nbits) - 1
    nitems = len(item_rows)
    stack = []
    if nbits >= kmin:
        t0 = bit_type[0]
        stack.append(([lowest(everything, t0, j, heights[j]) for j in range(m)], everything, -1))
    while stack:
        levels, rows, core = stack.pop()
        found.append((levels, rows))
        if len(found) >= CHECK_EVERY:
            pack()
        for e in range(nitems - 1, core, -1):  # pushed in reverse: children leave the stack in item order
            j, lev = item_col[e], item_level[e]
            if levels[j] <= lev:
                continue  # the pattern holds column j's item at this level (e) or another node (no rows in common)
            sub = rows & item_rows[e]
            if sub.bit_count() < kmin:
                continue
            # prefix-preserving: the closure holds no item below e that the pattern lacks, i.e. keeps
            # every column before j at the pattern's level, and column j at e's level
            u = bit_type[(sub & -sub).bit_length() - 1]
            if lev and sub & item_rows[type_item[u][j][lev - 1]] == sub:
                continue
            if any(levels[i] and sub & item_rows[type_item[u][i][levels[i] - 1]] == sub for i in range(j)):
                continue
            child = levels[:j] + [lev] + [lowest(sub, u, i, levels[i]) for i in range(j + 1, m)]
            stack.append((child, sub, e))
    pack()
    level = np.concatenate([lv for lv, _, _ in packed]).astype(np.int64)
    sizes = np.concatenate([sz for _, _, sz in packed])
    pair_type = np.concatenate([ty for _, ty, _ in packed]).astype(np.int64)
    P = len(level)
    pair_pattern = np.repeat(np.arange(P, dtype=np.int64), sizes)
    return pair_pattern, pair_type, level
