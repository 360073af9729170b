"""Max 3DM-3 -> 3-anonymity with 27 attributes (family ``max3dm-3anon``).

Paper: Blocki and Williams, "Resolving the complexity of some data privacy problems"
(ICALP 2010), Theorem 1.2 and Lemma 1. A Max 3DM-3 instance (triples M over W x X x Y,
each element in at most 3 triples) becomes a table with a row per element and 27
columns indexed by (a, b, c) in {1,2,3}^3: a W row holds its a-th triple's symbol, an X
row its b-th, a Y row its c-th (fresh symbols fill missing occurrences). Three rows
agree in exactly one column iff they form a triple of M, else in none; four or more
rows never agree. So a matching M' gives cost 27n - 3|M'|, n = |W| + |X| + |Y|.

Guarantee: ``optimum`` = 27n - 3q, exact. Lower bound: every row costs >= 26, and 27
unless its group is a triple of M; the triple groups form a matching. The planted
instance has |W| = |X| = |Y| = q + u (u = q // 2) and every triple's W element among q
"core" elements, so no matching exceeds q, and a planted matching of q triples exists;
the other 3u rows go into groups of >= 3 at 27 per row.
Running time: O(27 n) to build.
"""

from __future__ import annotations

import numpy as np

from ._common import Instance, planted_3dm, require_cells, text_frame, whole

NAME = "max3dm-3anon"
SUMMARY = "Max 3DM-3 -> 3-anonymity with 27 attributes (Blocki-Williams Thm 1.2), planted maximum matching"
SIZE = "q, triples in the planted maximum matching (rows 3(q + q//2), 27 columns)"
DEFAULT_SIZE = 3
MIN_SIZE = 1
PARAMS: dict = {}


def generate(size=None, seed=0, **params) -> Instance:
    q = whole(DEFAULT_SIZE if size is None else size, "--size (q)", MIN_SIZE)
    require_cells(NAME, 3 * (q + q // 2), 27)
    u = q // 2
    side = q + u
    rng = np.random.default_rng(seed)
    triples, planted = planted_3dm(q, 2 * q, rng, max_occurrences=3, w_core=q, extra=u)
    n = 3 * side
    # occurrence lists: slot s of element (dim, e) is its s-th triple (in triple order)
    slots: dict = {}
    for t_index, t in enumerate(triples):
        for dim, e in enumerate(t):
            slots.setdefault((dim, e), []).append(t_index)
    symbol = np.empty((n, 3), dtype=object)
    for dim in range(3):
        for e in range(side):
            row = dim * side + e
            occ = slots.get((dim, e), [])
            for s in range(3):
                symbol[row, s] = f"t{occ[s] + 1}" if s < len(occ) else f"f{row + 1}.{s + 1}"
    cols = {}
    for a in range(3):
        for b in range(3):
            for c in range(3):
                slot = {0: a, 1: b, 2: c}
                cols[f"a{a + 1}{b + 1}{c + 1}"] = [symbol[row, slot[row // side]] for row in range(n)]
    labels = np.full(n, -1, dtype=np.int64)
    for g, p in enumerate(planted):
        w, x, y = triples[p]
        labels[[w, side + x, 2 * side + y]] = g
    rest = np.flatnonzero(labels < 0)
    labels[rest] = len(planted)  # the unmatched rows: one group, suppressed entirely
    return Instance(
        name=NAME, reference="Blocki-Williams 2010 Thm 1.2 (Max 3DM-3 -> 3-anonymity, 27 attributes)",
        frame=text_frame(cols), qi=tuple(cols), sensitive=(), k=3, optimum=27 * n - 3 * q, objective="suppressed cells",
        proof="rows cost >= 26, and 27 outside a triple group; triple groups form a matching, at most q since every "
              "triple meets the q core W elements; the planted matching has q triples",
        planted=tuple(int(x) for x in labels),
        params={"size": q, "seed": seed, "unmatched_per_side": u, "triples": len(triples)},
        source={"problem": "Max 3DM-3", "W": [f"w{i + 1}" for i in range(side)], "X": [f"x{i + 1}" for i in range(side)],
                "Y": [f"y{i + 1}" for i in range(side)],
                "triples": {f"t{j + 1}": [f"w{w + 1}", f"x{x + 1}", f"y{y + 1}"] for j, (w, x, y) in enumerate(triples)},
                "planted_matching": [f"t{p + 1}" for p in planted], "maximum_matching": q},
    )
