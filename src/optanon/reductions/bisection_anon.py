"""Minimum bisection -> (n/2)-anonymity, and its padding to (cn)-anonymity (family ``bisection-anon``).

Paper: Liang and Yuan, "On the complexity of t-closeness anonymization and related
problems", Theorems 3 and 4.
- Thm 3: a graph G = (V, E), n = |V| even >= 4, becomes the table with a row per
  vertex and a column per edge, T[i][j] = i if v_i is an endpoint of e_j, else 0, with
  k = n/2. An (n/2)-anonymous partition of two halves costs n(|E| + cut)/2 (a half
  suppresses exactly the columns of the edges it touches), the whole table n|E|, so
  OPT' = n(|E| + OPT)/2 with OPT the minimum bisection.
- Thm 4 (c <= 1/3): pad to n' = n/(2c) rows and m' = m + nm columns: the old rows
  hold lambda_1 in the nm new columns, the n' - n new rows hold lambda_2 everywhere;
  k = cn' = n/2. A group mixing old and new rows costs >= 2nm > OPT, the new rows form
  a free group of their own (n' - n >= cn'), so OPT stays OPT'.

Guarantee: ``optimum`` = n(|E| + OPT)/2, exact: OPT is computed by exhaustive search
over the C(n-1, n/2) bisections (hence at most 20 vertices), and the planted partition
is the optimal bisection (plus, under Thm 4, the new rows as one group).
The graph has a planted bisection: two dense halves (edge probability 0.6) joined by
sparse crossing edges (probability 0.15); the optimum is what the search finds, not
what was planted.
Running time: O(C(n-1, n/2) |E|) for the search (0.1 s at n = 20), O(n' m') to build.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np

from ..errors import ParameterError
from ._common import Instance, fraction, min_bisection, require_cells, text_frame, whole

NAME = "bisection-anon"
SUMMARY = "minimum bisection -> (n/2)-anonymity (Liang-Yuan Thm 3); with c <= 1/3 padded to (cn)-anonymity (Thm 4)"
SIZE = "n, vertices of the graph (even, 4..20; rows n, or n/(2c) with padding)"
DEFAULT_SIZE = 8
MIN_SIZE = 4
MAX_SIZE = 20
PARAMS = {"c": "k = c * rows: 1/2 (default, Thm 3) or any c <= 1/3 with n/(2c) whole (Thm 4 padding)"}


def random_bisection_graph(n: int, rng: np.random.Generator, p_in: float = 0.6, p_cross: float = 0.15):
    half = rng.permutation(n) < n // 2
    edges = []
    for u in range(n):
        for v in range(u + 1, n):
            if rng.random() < (p_in if half[u] == half[v] else p_cross):
                edges.append((u, v))
    if not edges:
        edges.append((0, 1))
    return edges


def generate(size=None, seed=0, c=None, **params) -> Instance:
    n = whole(DEFAULT_SIZE if size is None else size, "--size (n)", MIN_SIZE)
    if n % 2 or n > MAX_SIZE:
        raise ParameterError(f"bisection-anon needs an even number of vertices between {MIN_SIZE} and {MAX_SIZE} "
                             f"(the minimum bisection is found by exhaustive search), got {n}")
    c = Fraction(1, 2) if c is None else fraction(c, "c")
    if not (c == Fraction(1, 2) or 0 < c <= Fraction(1, 3)):
        raise ParameterError(f"bisection-anon takes c = 1/2 (Thm 3) or 0 < c <= 1/3 (Thm 4), got {c}; "
                             f"for 1/3 < c < 1/2 use halfclique-anon (Thm 5)")
    total = Fraction(n) / (2 * c)
    if total.denominator != 1:
        raise ParameterError(f"Thm 4 needs n/(2c) rows, a whole number; with n = {n} and c = {c} it is {total}")
    total = int(total)
    rng = np.random.default_rng(seed)
    edges = random_bisection_graph(n, rng)  # at most 190 edges: drawn before the guard, which counts the columns exactly
    m = len(edges)
    require_cells(NAME, total, m * (n + 1) if total > n else m,  # Thm 4 adds n columns per edge
                  "choose a larger -c (the table has n/(2c) rows)")
    cut, side1 = min_bisection(n, edges)
    cols = {}
    for j, (u, v) in enumerate(edges):
        cols[f"e{j + 1}"] = [str(i + 1) if i in (u, v) else "0" for i in range(n)]
    labels = np.zeros(n, dtype=np.int64)
    labels[list(side1)] = 1
    theorem = "Thm 3"
    if total > n:
        theorem = "Thm 3 + Thm 4 padding"
        for name in list(cols):
            cols[name] = cols[name] + ["B"] * (total - n)
        for j in range(n * m):
            cols[f"p{j + 1}"] = ["A"] * n + ["B"] * (total - n)
        labels = np.concatenate([labels, np.full(total - n, 2)])
    optimum = n * (m + cut) // 2
    return Instance(
        name=NAME, reference=f"Liang-Yuan {theorem} (min bisection -> (cn)-anonymity)", frame=text_frame(cols),
        qi=tuple(cols), sensitive=(), k=n // 2, optimum=optimum, objective="suppressed cells",
        proof=f"OPT' = n(|E| + OPT)/2 (Thm 3) with the minimum bisection OPT = {cut} found by exhaustive search"
              + ("; the padding of Thm 4 keeps OPT' (the new rows form a free group)" if total > n else ""),
        planted=tuple(int(x) for x in labels),
        params={"size": n, "seed": seed, "c": str(c), "theorem": theorem, "vertices": n, "edges": m},
        source={"problem": "minimum bisection", "vertices": n, "edges": [[u + 1, v + 1] for u, v in edges],
                "min_bisection": cut, "optimal_half": sorted(int(v) + 1 for v in side1)},
    )
