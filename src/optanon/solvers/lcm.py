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
P: the rows R' = R(P) & R(e); if they weigh at least kmin, Q = closure(R'); Q is a child when
it holds no item below e that P lacks (the prefix-preserving test, which makes each closed
itemset's parent unique). Row sets are Python integers used as bitsets (a type's rows are
consecutive bits, so a popcount is a weight); a closure needs, per column, only the levels of
one row of R' (the lowest bit): every row of R' holds item (j, l, node) iff R' lies in its
row set.
Guarantee: exactly the closed patterns over at least ``kmin`` rows, each once (tested against
the listing of every generalization in ``exact`` and ``pattern_lp`` on random tables with
hierarchies). Running time: O(I (1 + sum_j h_j)) bitset operations per closed pattern, I the
number of items; raises ``Unmined`` past ``max_pairs`` pairs or the ``deadline``.
"""

from __future__ import annotations

import time

import numpy as np

# Generalizations per row above which ``exact`` and ``pattern_lp`` mine rather than list. Listing
# costs some 0.2 ms per generalization plus a pass over the types, mining some 10-80 us per closed
# pattern (Python): at or below this, listing wins on the tables measured (all of Adult under 8 ARX
# hierarchies, 6,480 generalizations, 1.2 million patterns: 15.5 s listed, 97 s mined; its first
# 2,000 rows with 9 QIs: 0.3 s / 0.5 s); above, mining (60 rows of 16 two-valued QIs: 11.6 s / 0.45 s).
MINE_ABOVE = 16384
CHECK_EVERY = 512  # closed patterns between checks of the deadline and the pair count


class Unmined(Exception):
    """More than ``max_pairs`` (type, pattern) pairs, or the deadline passed."""


def mine(type_qi: np.ndarray, counts: np.ndarray, bound, kmin: int, max_pairs: int, deadline: float | None = None):
    """The closed patterns over at least ``kmin`` rows of the row types ``type_qi`` (codes,
    (nt, m)) with multiplicities ``counts``, under the cost model ``bound`` (``BoundCost``).

    Returns (pair_pattern, pair_type, level, node): the pairs grouped by pattern (patterns
    numbered 0.. in the order mined, types ascending within one), and per pattern its level and
    node in each column (int64 (P, m); level = height is the root, node 0 there)."""
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
    item_col, item_level, item_node, item_rows = [], [], [], []
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
                item_node.append(int(node))
                item_rows.append(rows)
            per_level.append(index)
        item_of.append(per_level)
    # per row (bit), its type, and per type its item index at every (column, level)
    bit_type = np.repeat(np.arange(nt), counts)
    type_item = [[[item_of[j][lev][int(col.ancestors[lev][type_qi[t, j]])] for lev in range(heights[j])]
                  for j, col in enumerate(bound.columns)] for t in range(nt)]

    def closure(rows: int) -> list[int]:
        """The items every row of ``rows`` holds (sorted)."""
        t = int(bit_type[(rows & -rows).bit_length() - 1])
        out = []
        for j in range(m):
            chain = type_item[t][j]
            for lev, it in enumerate(chain):  # lowest level first: once held, every level above is too
                if rows & item_rows[it] == rows:
                    out.extend(chain[lev:])
                    break
        out.sort()
        return out

    found = []  # per closed pattern: [its items, its row set, then its types]
    done, pair_total = 0, 0

    def to_pairs():  # the row sets found since the last call, as their types
        nonlocal done, pair_total
        for entry in found[done:]:
            bits = np.unpackbits(np.frombuffer(entry[1].to_bytes(nbytes, "little"), dtype=np.uint8), bitorder="little")
            entry[1] = np.flatnonzero(bits[offset[:-1]])
            pair_total += len(entry[1])
        done = len(found)
        if pair_total > max_pairs:
            raise Unmined(f"more than {max_pairs:,} (type, pattern) pairs")
        if deadline is not None and time.perf_counter() > deadline:
            raise Unmined("not mined in the time allowed")

    everything = (1 << nbits) - 1
    stack = [(closure(everything), everything, -1)] if nbits >= kmin else []
    nitems = len(item_rows)
    while stack:
        items, rows, core = stack.pop()
        found.append([items, rows])
        if len(found) - done >= CHECK_EVERY:
            to_pairs()
        have = set(items)
        for e in range(nitems - 1, core, -1):  # pushed in reverse: children leave the stack in item order
            if e in have:
                continue
            sub = rows & item_rows[e]
            if sub.bit_count() < kmin:
                continue
            q = closure(sub)
            if [i for i in q if i < e] != [i for i in items if i < e]:
                continue  # not prefix-preserving: Q is reached from another parent
            stack.append((q, sub, e))
    to_pairs()
    P = len(found)
    level = np.tile(np.asarray(heights, dtype=np.int64), (P, 1))
    node = np.zeros((P, m), dtype=np.int64)
    for p, (items, _) in enumerate(found):
        for it in items:  # sorted by column, then level: the first of a column is its lowest level
            j = item_col[it]
            if item_level[it] < level[p, j]:
                level[p, j] = item_level[it]
                node[p, j] = item_node[it]
    sizes = np.array([len(types) for _, types in found], dtype=np.int64)
    pair_pattern = np.repeat(np.arange(P, dtype=np.int64), sizes)
    pair_type = np.concatenate([types for _, types in found]).astype(np.int64) if P else np.zeros(0, np.int64)
    return pair_pattern, pair_type, level, node
