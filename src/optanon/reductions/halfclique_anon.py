"""Half clique -> (cn)-anonymity for 1/3 < c < 1/2 (family ``halfclique-anon``).

Paper: Liang and Yuan, "On the complexity of t-closeness anonymization and related
problems", Theorem 5. A graph G = (V, E), n = |V|, becomes a table of n' = n/(2c)
rows and |E| columns: old row i holds i where v_i is an endpoint of e_j, else 0; the
n' - n >= 2 new rows hold their own index everywhere; k = cn' = n/2. G has a clique of
n/2 vertices iff the optimum is at most n'm - (n/2) C(n/2, 2) (the proof's last line
writes C(n, 2); its own computation gives C(n/2, 2)).

Guarantee: with a planted clique on n/2 vertices, ``optimum`` = n'm - (n/2) C(n/2, 2)
exactly. Since c > 1/3 a partition has at most two groups; a group holding a new row
and another row suppresses every column; so the best partitions put an old-only group
V1 (|V1| >= n/2) against the rest, at cost n'm - |V1| e(V2), V2 = V - V1. With
|V2| = s <= n/2, |V1| e(V2) <= (n - s) C(s, 2), which increases with s on [1, n/2]; so
the optimum is n'm - (n/2) C(n/2, 2), attained by V2 = the planted clique.
Other vertex pairs are edges with probability 0.3.
Running time: O(n' m) to build.
"""

from __future__ import annotations

from fractions import Fraction
from math import comb

import numpy as np

from ..errors import ParameterError
from ._common import Instance, fraction, require_cells, text_frame, whole

NAME = "halfclique-anon"
SUMMARY = "half clique -> (cn)-anonymity for 1/3 < c < 1/2 (Liang-Yuan Thm 5), planted clique of n/2 vertices"
SIZE = "n, vertices of the graph (rows n/(2c); with the default c = 2/5, n a multiple of 4, >= 8)"
DEFAULT_SIZE = 8
MIN_SIZE = 6  # n = 6 with c = 3/8 (8 rows); no c in (1/3, 1/2) makes n = 4 whole with 2 new rows
PARAMS = {"c": "k = c * rows, 1/3 < c < 1/2 with n/(2c) whole and at least 2 new rows (default 2/5)"}


def generate(size=None, seed=0, c=None, **params) -> Instance:
    n = whole(DEFAULT_SIZE if size is None else size, "--size (n)", MIN_SIZE)
    c = Fraction(2, 5) if c is None else fraction(c, "c")
    if not Fraction(1, 3) < c < Fraction(1, 2):
        raise ParameterError(f"halfclique-anon needs 1/3 < c < 1/2 (Thm 5), got {c}; for c = 1/2 or c <= 1/3 use bisection-anon")
    total = Fraction(n) / (2 * c)
    if n % 2 or total.denominator != 1 or total - n < 2:
        raise ParameterError(f"Thm 5 needs n even with n/(2c) whole and at least 2 new rows; with n = {n} and c = {c}, "
                             f"n/(2c) = {total}. With c = 2/5 take n a multiple of 4, at least 8")
    total = int(total)
    require_cells(NAME, total, comb(n // 2, 2), at_least=True)  # columns: the edges, at least the clique's
    rng = np.random.default_rng(seed)
    clique = sorted(int(v) for v in rng.permutation(n)[: n // 2])
    inside = np.zeros(n, dtype=bool)
    inside[clique] = True
    edges = [(u, v) for u in range(n) for v in range(u + 1, n) if (inside[u] and inside[v]) or rng.random() < 0.3]
    m = len(edges)
    require_cells(NAME, total, m)  # the edges drawn: the table's columns
    cols = {}
    for j, (u, v) in enumerate(edges):
        cols[f"e{j + 1}"] = [str(i + 1) if i in (u, v) else "0" for i in range(n)] + [str(i + 1) for i in range(n, total)]
    labels = np.concatenate([np.where(inside, 1, 0), np.ones(total - n, dtype=np.int64)])
    h = n // 2
    return Instance(
        name=NAME, reference="Liang-Yuan Thm 5 (half clique -> (cn)-anonymity)", frame=text_frame(cols), qi=tuple(cols),
        sensitive=(), k=h, optimum=total * m - h * comb(h, 2), objective="suppressed cells",
        proof="at most two groups; an old-only group V1 against the rest costs n'm - |V1| e(V - V1) <= n'm - (n/2) C(n/2, 2), "
              "attained by the planted clique",
        planted=tuple(int(x) for x in labels),
        params={"size": n, "seed": seed, "c": str(c), "vertices": n, "edges": m},
        source={"problem": "half clique", "vertices": n, "edges": [[u + 1, v + 1] for u, v in edges],
                "planted_clique": [v + 1 for v in clique]},
    )
