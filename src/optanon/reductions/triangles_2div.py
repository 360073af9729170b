"""Edge partition into triangles -> 2-diversity with three sensitive columns (family ``triangles-2div``).

Paper: Blocki and Williams, "Resolving the complexity of some data privacy problems"
(ICALP 2010), Theorem 1.6 and Lemma 5. Rows are the edges of a tripartite graph, QI
columns its vertices (binary), and three binary sensitive columns s0, s1, s2 with
s_j = 1 iff the edge touches part V_j. Each edge touches exactly two parts, so two
edges share a 1 in some s_j (Lemma 5: no pair is 2-diverse) and the three edges of a
4-star share their center's part; a triangle's three edges have s = 110, 101, 011.

Guarantee: ``optimum`` = 3|E| suppressed cells, exact (see ``_triangles``: groups have
>= 3 rows, cost >= 3 per row, = 3 only for triangles and 4-stars, 4-stars excluded).
Posed with optanon's *distinct* l-diversity (-l 2 --l-form distinct: at least 2 values
in each sensitive column). Departure: the paper's own Def. 1 asks each row for a
partner differing in every sensitive column, which no two edges here satisfy, and the
frequency form (no value in more than |G|/2 rows) fails every group of 3 binary
values; the per-column distinct form is the one under which Thm 1.6's argument holds.
Running time: O(|E| |V|) to build.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np

from ._common import Instance, text_frame, whole
from ._triangles import triangle_table

NAME = "triangles-2div"
SUMMARY = "edge partition into triangles -> distinct 2-diversity on 3 sensitive columns (Blocki-Williams Thm 1.6)"
SIZE = "r, planted edge-disjoint triangles (rows 3r)"
DEFAULT_SIZE = 4
MIN_SIZE = 1
PARAMS: dict = {}


def generate(size=None, seed=0, **params) -> Instance:
    r = whole(DEFAULT_SIZE if size is None else size, "--size (r)", MIN_SIZE)
    rng = np.random.default_rng(seed)
    cols, edges, labels, source = triangle_table(r, rng, NAME)
    for part in range(3):
        cols[f"s{part}"] = ["1" if any(v[0] == part for v in e) else "0" for e in edges]
    qi = tuple(c for c in cols if c.startswith("v"))
    return Instance(
        name=NAME, reference="Blocki-Williams 2010 Thm 1.6 (triangles -> 2-diversity, 3 sensitive columns)",
        frame=text_frame(cols), qi=qi, sensitive=("s0", "s1", "s2"), l=Fraction(2), l_form="distinct",
        optimum=3 * len(edges), objective="suppressed cells",
        proof="pairs and 4-stars repeat a sensitive value; any other group of >= 3 edges costs >= 3 per row, "
              "triangles exactly 3; the planted triangles cover every edge",
        planted=tuple(int(x) for x in labels), params={"size": r, "seed": seed, "edges": len(edges), "vertices": len(qi)},
        source=source,
    )
