"""The table shared by the two triangle reductions (Blocki-Williams 2010 §6, Thm 1.6 and 1.7).

A tripartite graph G (parts V0, V1, V2) becomes a table with a row per edge and a
binary QI column per vertex, R[i][v] = 1 if v is an endpoint of e_i. Three distinct
edges disagree on at least 3 vertex columns (a simple graph), on exactly 3 iff they
form a triangle or a 4-star (K_{1,3}); four or more edges disagree on at least 4
(at most one vertex lies on all of them, and they span at least 4 vertices, 5 when
one vertex is on all). The sensitive columns of each theorem forbid pairs and
4-stars, so every feasible partition costs >= 3 per row, with equality iff every
group is a triangle: the optimum is 3|E| exactly when E is a union of edge-disjoint
triangles, as the planted graphs are (the union of r random edge-disjoint triangles).
"""

from __future__ import annotations

import math

import numpy as np

from ._common import planted_triangles, require_cells


def triangle_table(r: int, rng: np.random.Generator, family: str):
    """(vertex columns {name: 0/1 texts}, edges [(u, v)] with part-tagged vertices, planted labels, source).
    ``family``: the reduction's name, for the error when the table would be too large."""
    require_cells(family, 3 * r, 3 * math.ceil(math.sqrt(2 * r)) + 3)  # vertices: 3 parts of about sqrt(2r)
    _p, tris = planted_triangles(r, rng)
    edges = []
    labels = []
    for g, (a, b, c) in enumerate(tris):
        for e in (((0, a), (1, b)), ((0, a), (2, c)), ((1, b), (2, c))):
            edges.append(e)
            labels.append(g)
    order = rng.permutation(len(edges))
    edges = [edges[i] for i in order]
    labels = np.asarray(labels, dtype=np.int64)[order]
    vertices = sorted({v for e in edges for v in e})
    names = {v: f"v{'abc'[v[0]]}{v[1] + 1}" for v in vertices}
    cols = {names[v]: ["1" if v in e else "0" for e in edges] for v in vertices}
    source = {"problem": "edge partition into triangles (tripartite)",
              "parts": [[names[v] for v in vertices if v[0] == part] for part in range(3)],
              "edges": [[names[u], names[v]] for u, v in edges],
              "planted_triangles": [[names[(0, a)], names[(1, b)], names[(2, c)]] for a, b, c in tris]}
    return cols, edges, labels, source
