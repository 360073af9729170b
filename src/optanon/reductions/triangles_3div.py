"""Edge partition into triangles -> 3-diversity with one ternary sensitive column (family ``triangles-3div``).

Paper: Blocki and Williams, "Resolving the complexity of some data privacy problems"
(ICALP 2010), Theorem 1.7. Rows are the edges of a tripartite graph (parts V1, V2, V3),
QI columns its vertices (binary), and one sensitive column: 1 for a V1-V2 edge, 2 for
V1-V3, 3 for V2-V3. A 3-diverse group needs >= 3 rows, a triangle has one edge of each
kind, and a 4-star's edges all touch its center's part, so two share a kind.

Guarantee: ``optimum`` = 3|E| suppressed cells, exact (see ``_triangles``). Posed with
optanon's frequency l-diversity, the papers' form (-l 3: no value in more than |G|/3
rows); on groups of 3 rows it coincides with every other form.
Running time: O(|E| |V|) to build.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np

from ._common import Instance, text_frame, whole
from ._triangles import triangle_table

NAME = "triangles-3div"
SUMMARY = "edge partition into triangles -> 3-diversity on one ternary sensitive column (Blocki-Williams Thm 1.7)"
SIZE = "r, planted edge-disjoint triangles (rows 3r)"
DEFAULT_SIZE = 4
MIN_SIZE = 1
PARAMS: dict = {}
KIND = {(0, 1): "1", (0, 2): "2", (1, 2): "3"}


def generate(size=None, seed=0, **params) -> Instance:
    r = whole(DEFAULT_SIZE if size is None else size, "--size (r)", MIN_SIZE)
    rng = np.random.default_rng(seed)
    cols, edges, labels, source = triangle_table(r, rng, NAME)
    qi = tuple(cols)
    cols["s"] = [KIND[(u[0], v[0])] for u, v in edges]
    return Instance(
        name=NAME, reference="Blocki-Williams 2010 Thm 1.7 (triangles -> 3-diversity, one ternary sensitive column)",
        frame=text_frame(cols), qi=qi, sensitive=("s",), l=Fraction(3), optimum=3 * len(edges),
        objective="suppressed cells",
        proof="a 3-diverse group has >= 3 rows; 4-stars repeat a sensitive value; any other group of >= 3 edges costs "
              ">= 3 per row, triangles exactly 3; the planted triangles cover every edge",
        planted=tuple(int(x) for x in labels), params={"size": r, "seed": seed, "edges": len(edges), "vertices": len(qi)},
        source=source,
    )
