"""k-anonymity -> t-closeness with t = 1 - k/n (family ``kanon-tclose``).

Paper: Liang and Yuan, "On the complexity of t-closeness anonymization and related
problems", Lemma 1. Give every row its own sensitive value; under the equal-distance
metric a group of r rows is at EMD 1 - r/n from the table, so a group has t-closeness
with t = 1 - k/n exactly when it has at least k rows: the k-anonymous and the
t-close partitions are the same, with the same costs.

Source instance: the Meyerson-Williams 3DM -> 3-anonymity table (``3dm-3anon``), so
k = 3, n = 3q rows, t = 1 - 1/q.
Guarantee: ``optimum`` = n(m - 1), exact (Lemma 1 carries the exact optimum of
``3dm-3anon`` over unchanged).
Running time: O(n m) to build.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np

from . import three_dm_anon as mw
from ._common import Instance, planted_3dm, require_cells, text_frame, whole

NAME = "kanon-tclose"
SUMMARY = "k-anonymity -> t-closeness, t = 1 - k/n (Liang-Yuan Lemma 1) on the 3dm-3anon table"
SIZE = "q, elements per side of the matching instance (rows 3q; k = 3, t = 1 - 1/q)"
DEFAULT_SIZE = 4
MIN_SIZE = 2
PARAMS: dict = {}


def generate(size=None, seed=0, **params) -> Instance:
    q = whole(DEFAULT_SIZE if size is None else size, "--size (q)", MIN_SIZE)
    require_cells(NAME, 3 * q, 2 * q + 1)
    rng = np.random.default_rng(seed)
    triples, planted = planted_3dm(q, q, rng)
    cols, names = mw.matching_table(q, triples)
    n, m, k = 3 * q, len(triples), 3
    cols["sa"] = [str(i + 1) for i in range(n)]
    return Instance(
        name=NAME, reference="Liang-Yuan Lemma 1 (k-anonymity -> t-closeness) on Meyerson-Williams 3DM -> 3-anonymity",
        frame=text_frame(cols), qi=tuple(names), sensitive=("sa",), t=1 - Fraction(k, n),
        optimum=n * (m - 1), objective="suppressed cells",
        proof="distinct sensitive values: a group of r rows is at EMD 1 - r/n, so t = 1 - 3/n means 3-anonymity; "
              "the 3dm-3anon optimum n(m-1) carries over",
        planted=tuple(int(x) for x in mw.planted_labels(q, triples, planted)),
        params={"size": q, "seed": seed, "k_source": k, "triples": m},
        source=mw.source_of(q, triples, planted),
    )
