"""3-dimensional matching -> 3-anonymity (family ``3dm-3anon``).

Paper: Meyerson and Williams, "On the complexity of optimal k-anonymity" (PODS 2004;
slides "From 3-D perfect matching to 3-anonymity"). Theorem: for a 3DM instance with
universe U = {x_1..x_n} and triples s_1..s_m, the table with a row per element and a
column per triple, T[i, j] = 0 if x_i is in s_j and i otherwise, can be 3-anonymized
with n(m - 1) suppressed cells iff a perfect matching exists.

Guarantee: ``optimum`` = n(m - 1) is the exact optimum under optanon's cost (cells
suppressed). Lower bound: two rows agree in column j only where both hold 0, so a
group of 3 rows keeps at most one column, and only if it is a triple (triples are
distinct); a group of 4 or more keeps none. Every row therefore costs >= m - 1, and the
planted perfect matching (every group a triple) costs exactly n(m - 1).
Running time: O(n m) to build; n = 3q rows, m = q + decoys columns.

Departure: the instance is tripartite (X, Y, Z of q elements each, every triple one of
each), a special case of the slides' universe that the t-closeness reductions reuse.
"""

from __future__ import annotations

import numpy as np

from ._common import Instance, planted_3dm, require_cells, text_frame, whole

NAME = "3dm-3anon"
SUMMARY = "3-dimensional matching -> 3-anonymity (Meyerson-Williams 2004), optimum n(m-1)"
SIZE = "q, elements per side of the matching instance (rows 3q, columns 2q)"
DEFAULT_SIZE = 4
MIN_SIZE = 2
PARAMS: dict = {}


def matching_table(q: int, triples) -> tuple[dict, list[str]]:
    """Columns s1..sm of the Meyerson-Williams table over X, Y, Z (rows 0..3q-1: x, then y, then z)."""
    n = 3 * q
    names = [f"s{j + 1}" for j in range(len(triples))]
    cols = {}
    for name, (x, y, z) in zip(names, triples):
        members = {x, q + y, 2 * q + z}
        cols[name] = ["0" if i in members else str(i + 1) for i in range(n)]
    return cols, names


def planted_labels(q: int, triples, planted) -> np.ndarray:
    labels = np.full(3 * q, -1, dtype=np.int64)
    for g, p in enumerate(planted):
        x, y, z = triples[p]
        labels[[x, q + y, 2 * q + z]] = g
    return labels


def source_of(q: int, triples, planted) -> dict:
    return {"problem": "3-dimensional matching", "X": [f"x{i + 1}" for i in range(q)], "Y": [f"y{i + 1}" for i in range(q)],
            "Z": [f"z{i + 1}" for i in range(q)],
            "triples": [[f"x{x + 1}", f"y{y + 1}", f"z{z + 1}"] for x, y, z in triples],
            "planted_matching": [f"s{p + 1}" for p in planted]}


def generate(size=None, seed=0, **params) -> Instance:
    q = whole(DEFAULT_SIZE if size is None else size, "--size (q)", MIN_SIZE)
    require_cells(NAME, 3 * q, 2 * q)
    rng = np.random.default_rng(seed)
    triples, planted = planted_3dm(q, q, rng)
    cols, names = matching_table(q, triples)
    n, m = 3 * q, len(triples)
    return Instance(
        name=NAME, reference="Meyerson-Williams 2004 (3DM -> 3-anonymity)", frame=text_frame(cols), qi=tuple(names),
        sensitive=(), k=3, optimum=n * (m - 1), objective="suppressed cells",
        proof="a group of 3 rows keeps at most the column of the triple it forms, a larger group keeps none: "
              "every row costs >= m-1, and the planted perfect matching costs n(m-1)",
        planted=tuple(int(x) for x in planted_labels(q, triples, planted)),
        params={"size": q, "seed": seed, "elements_per_side": q, "triples": m},
        source=source_of(q, triples, planted),
    )
