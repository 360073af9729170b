"""Set cover -> minimum identifying set (family ``setcover-qid``).

Paper: Yuan, "Finding quasi-identifiers against k-anonymity", §4.1 (Prop. 2). A set
cover instance (universe S, sets C) becomes a table with a column per set and a row per
element plus a row ⊥: D[i][j] = i if S[i] is in C[j], else ⊥. A column set tells every
row apart (is identifying, as all columns do when C covers S) iff its sets cover S:
an element row with a non-⊥ cell is unique (the value i occurs in row i only), and one
without equals the ⊥ row. So the minimum identifying set is the minimum cover.

Guarantee: ``optimum`` = K, the number of planted sets, exact. The universe has K*b
elements split into K planted blocks of b; every decoy set has at most b elements, so
any cover needs >= Kb/b = K sets, and the planted blocks are one.
Running time: O((Kb + 1) m) to build; m = K + decoys columns (default 2K decoys).
The ⊥ cells are written ``0`` (elements are numbered from 1).
"""

from __future__ import annotations

import numpy as np

from ._common import Instance, require_cells, text_frame, whole

NAME = "setcover-qid"
SUMMARY = "set cover -> minimum identifying column set (Yuan §4), planted cover of K sets"
SIZE = "K, sets in the planted cover (universe 3K elements, rows 3K+1, columns 3K)"
DEFAULT_SIZE = 4
MIN_SIZE = 1
PARAMS: dict = {}
BLOCK = 3


def generate(size=None, seed=0, **params) -> Instance:
    K = whole(DEFAULT_SIZE if size is None else size, "--size (K)", MIN_SIZE)
    require_cells(NAME, 3 * K + 1, 3 * K)
    rng = np.random.default_rng(seed)
    N = K * BLOCK
    perm = rng.permutation(N)
    sets = [frozenset(int(e) for e in perm[i * BLOCK:(i + 1) * BLOCK]) for i in range(K)]
    seen = set(sets)
    tries = 0
    while len(sets) < 3 * K and tries < 1000:
        tries += 1
        s = frozenset(int(e) for e in rng.choice(N, size=int(rng.integers(1, BLOCK + 1)), replace=False))
        if s not in seen:
            seen.add(s)
            sets.append(s)
    order = rng.permutation(len(sets))
    sets = [sets[i] for i in order]
    planted = tuple(f"c{j + 1}" for j in np.flatnonzero(order < K))
    cols = {f"c{j + 1}": [str(i + 1) if i in s else "0" for i in range(N)] + ["0"] for j, s in enumerate(sets)}
    return Instance(
        name=NAME, reference="Yuan §4.1 (set cover -> minimum quasi-identifier)", frame=text_frame(cols), qi=tuple(cols),
        sensitive=(), task="qid", qid_kind="identifying", qid_search="minimum", optimum=K,
        objective="columns in a minimum identifying set",
        proof=f"identifying sets are the covers; every set has at most {BLOCK} of the {N} elements, so a cover needs "
              f">= {K} sets, and the {K} planted blocks cover",
        planted=planted,
        params={"size": K, "seed": seed, "universe": N, "sets": len(sets)},
        source={"problem": "set cover", "universe": list(range(1, N + 1)),
                "sets": {f"c{j + 1}": sorted(e + 1 for e in s) for j, s in enumerate(sets)}, "planted_cover": list(planted)},
    )
