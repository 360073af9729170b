"""3-dimensional matching -> t-closeness for t < 1/2 (family ``3dm-tclose``).

Paper: Liang and Yuan, "On the complexity of t-closeness anonymization and related
problems", Theorems 6 and 7. Rows are the 3q elements of X, Y, Z; T[i][j] = 0 if v_i is
in triple e_j, else i; the sensitive value is 1, 2 or 3 for X, Y, Z.
- Thm 6 (0 <= t < 1/3, equal-distance metric, 3 sensitive values): a group of at most
  2 rows is at EMD >= 1/3 > t, so every group has >= 3 rows.
- Thm 7 (1/3 <= t < 1/2, 4 sensitive values): n' = 3q/(1-2t) rows, the 3q old ones and
  n' - 3q new rows with T[i][j] = i and sensitive value 4; metric d(a, b) = 1 among
  1, 2, 3 and d(4, a) = 1/2. Then P(T) = ((1-2t)/3 x 3, 2t); a triple of old rows is at
  EMD exactly t, a single new row at (1-2t)/2 <= t, and an old-only group of <= 2 rows
  at more than t.
Both: the matching instance has a perfect matching iff the cost can be 3q(m-1).

Guarantee: ``optimum`` = 3q(m - 1), exact under optanon's cost. Every group holding an
old row has >= 3 rows (the EMD bounds above, or a new row, which shares no value with
any other row); a group of 3 old rows keeps at most the column of its triple (triples
are distinct), any other group with an old row keeps none; so each old row costs >=
m - 1, new rows alone cost 0, and the planted perfect matching (with every new row a
group of its own) costs exactly 3q(m - 1).
Running time: O(n' m) to build.

Departure: Thm 6's proof opens with "Fix 0 <= t < 1/2" but needs t < 1/3 (a pair is at
EMD exactly 1/3); the generator refuses 1/3 <= t for the 3-value table and uses Thm 7
there. Thm 7 needs 3q/(1-2t) whole: t = 1/3 (n' = 9q), 3/8 (12q), 2/5 (15q), ...
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np

from ..core.metrics import MatrixMetric
from ..errors import ParameterError
from . import three_dm_anon as mw
from ._common import Instance, fraction, planted_3dm, require_cells, text_frame, whole

NAME = "3dm-tclose"
SUMMARY = "3-dimensional matching -> t-closeness (Liang-Yuan Thm 6 for t < 1/3, Thm 7 for 1/3 <= t < 1/2)"
SIZE = "q, elements per side of the matching instance (rows 3q, or 3q/(1-2t) for t >= 1/3)"
DEFAULT_SIZE = 4
MIN_SIZE = 2
PARAMS = {"t": "the closeness threshold, 0 <= t < 1/2 (default 1/4: Thm 6; 1/3 <= t: Thm 7)"}


def generate(size=None, seed=0, t=None, **params) -> Instance:
    q = whole(DEFAULT_SIZE if size is None else size, "--size (q)", MIN_SIZE)
    t = Fraction(1, 4) if t is None else fraction(t, "t", posed=True)
    if not 0 <= t < Fraction(1, 2):
        raise ParameterError(f"3dm-tclose needs 0 <= t < 1/2 (Liang-Yuan Thm 6 and 7), got {t}; for t >= 1/2 use kanon-tclose")
    require_cells(NAME, math.ceil(3 * q / (1 - 2 * t)) if t >= Fraction(1, 3) else 3 * q, 2 * q + 1,
                  "choose a smaller --size, or t further below 1/2 (3q/(1-2t) rows)")
    rng = np.random.default_rng(seed)
    triples, planted = planted_3dm(q, q, rng)
    cols, names = mw.matching_table(q, triples)
    old, m = 3 * q, len(triples)
    labels = mw.planted_labels(q, triples, planted)
    sa = ["1"] * q + ["2"] * q + ["3"] * q
    metric = None
    theorem = "Thm 6"
    if t >= Fraction(1, 3):
        theorem = "Thm 7"
        total = Fraction(old) / (1 - 2 * t)
        if total.denominator != 1:
            raise ParameterError(f"Thm 7 needs 3q/(1-2t) rows, a whole number; with q = {q} and t = {t} it is {total}. "
                                 f"Try t = 1/3, 3/8 or 2/5")
        total = int(total)
        for name in names:
            cols[name] = cols[name] + [str(i + 1) for i in range(old, total)]
        sa += ["4"] * (total - old)
        labels = np.concatenate([labels, np.arange(q, q + total - old)])
        metric = MatrixMetric(["1", "2", "3", "4"], [[0, 1, 1, 0.5], [1, 0, 1, 0.5], [1, 1, 0, 0.5], [0.5, 0.5, 0.5, 0]],
                              source="Liang-Yuan Thm 7 metric")
    cols["sa"] = sa
    return Instance(
        name=NAME, reference=f"Liang-Yuan {theorem} (3DM -> t-closeness)", frame=text_frame(cols), qi=tuple(names),
        sensitive=("sa",), t=t, metric=metric, optimum=old * (m - 1), objective="suppressed cells",
        proof="groups with an old row have >= 3 rows; only a triple of old rows keeps a column (its own); "
              "each old row costs >= m-1, new rows alone cost 0; the planted perfect matching costs 3q(m-1)",
        planted=tuple(int(x) for x in labels),
        params={"size": q, "seed": seed, "t": str(t), "theorem": theorem, "triples": m},
        source=mw.source_of(q, triples, planted),
    )
