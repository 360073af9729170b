"""Every subset of a small table as a candidate group: its cost and whether it is feasible.

Shared by the exponential exact algorithms (``exact_dp``, ``exact_dc``). For a table
of n rows it evaluates all 2^n - 1 non-empty row subsets at once, vectorised:
the group's cost (size x level costs of the lowest common ancestors, in exact
units) and whether every privacy model holds on it (relative to the whole table).
Subset S is the bit mask of its rows; min, max and SA counts over S are built
incrementally: values over S | (1 << b) from values over S, for S < 2^b.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from ..core.cost import CostModel
from ..core.groups import GroupStats
from ..core.models import require_feasible
from ..core.partition import Result, make_result
from ..errors import InfeasibleError, ParameterError

MAX_ROWS = 16
INF = np.int64(2**60)  # 'no partition'; the sum of two stays below 2^63


@dataclass(frozen=True, eq=False)
class Subsets:
    n: int
    units: np.ndarray  # int64 (2^n,): cost of the subset as one group, in cost units
    feasible: np.ndarray  # bool (2^n,): every model holds on the subset (False for the empty set)
    popcount: np.ndarray  # int64 (2^n,)
    denominator: int


def _extend(values: np.ndarray, start: np.ndarray, combine) -> np.ndarray:
    """out[S] = combine over rows b in S of values[b], out[0] = start."""
    n = values.shape[0]
    out = np.empty((1 << n,) + np.shape(start), dtype=np.result_type(values, start))
    out[0] = start
    for b in range(n):
        lo = 1 << b
        out[lo:2 * lo] = combine(out[:lo], values[b])
    return out


def evaluate(table, models, cost_model: CostModel | None = None) -> Subsets:
    n = table.n
    if n > MAX_ROWS:
        raise ParameterError(f"the exponential exact algorithms handle at most {MAX_ROWS} rows, the table has {n}")
    bound = (cost_model or CostModel()).bind(table)
    popcount = _extend(np.ones(n, dtype=np.int64), np.int64(0), np.add)
    per_row = np.zeros(1 << n, dtype=np.int64)
    for j, col in enumerate(bound.columns):
        level = np.full(1 << n, -1, dtype=np.int64)
        for lev, anc in enumerate(col.ancestors):
            a = anc[table.codes[:, j]]
            lo = _extend(a, np.int64(2**62), np.minimum)
            hi = _extend(a, np.int64(-1), np.maximum)
            level[(level < 0) & (lo == hi)] = lev
        level[0] = 0
        per_row += col.units[level]
    units = popcount * per_row
    feasible = np.zeros(1 << n, dtype=bool)
    if n:
        dense = [_extend(np.eye(len(v), dtype=np.int64)[table.sa_codes[:, j]], np.zeros(len(v), dtype=np.int64), np.add)[1:]
                 for j, v in enumerate(table.sa_values)]
        table_counts = [np.bincount(table.sa_codes[:, j], minlength=len(v)) for j, v in enumerate(table.sa_values)]
        stats = GroupStats.from_dense(n, popcount[1:], dense, table_counts, table.sensitive)
        ok = np.ones((1 << n) - 1, dtype=bool)
        for model in models:
            ok &= model.holds(table, stats)
        feasible[1:] = ok
    return Subsets(n, units, feasible, popcount, bound.denominator)


def submasks(mask: int) -> np.ndarray:
    """All submasks of ``mask`` (including 0 and mask), as an int64 array."""
    bits = [b for b in range(mask.bit_length()) if mask >> b & 1]
    idx = np.arange(1 << len(bits), dtype=np.int64)
    out = np.zeros_like(idx)
    for i, b in enumerate(bits):
        out |= ((idx >> i) & 1) << b
    return out


def labels_from_choice(n: int, choice: np.ndarray) -> np.ndarray:
    """Rebuild the partition from choice[S] = the group chosen first for S (groups as masks)."""
    labels = np.empty(n, dtype=np.int64)
    stack, g = [(1 << n) - 1], 0
    while stack:
        s = stack.pop()
        if s == 0:
            continue
        c = int(choice[s])
        if c == 0:
            raise AssertionError("subset search: no choice recorded for a reachable subset")
        if c < 0:  # split into two sub-problems (divide and conquer)
            t = -c
            stack += [t, s ^ t]
            continue
        for b in range(n):
            if c >> b & 1:
                labels[b] = g
        g += 1
        stack.append(s ^ c)
    return labels


def search(table, models, cost_model, *, method: str, started: float, choose) -> Result:
    """Evaluate every subset, then fill best[S] = choose(S, subsets, best, choice) for S = 1 .. 2^n - 1.

    ``choose`` returns (value, pick): the optimum over S and what to rebuild it from
    (a group mask taken first, or minus one side of a split). Shared by exact_dp and exact_dc.
    """
    require_feasible(table, models)
    sub = evaluate(table, models, cost_model)
    full = (1 << table.n) - 1
    best = np.full(1 << table.n, INF, dtype=np.int64)
    best[0] = 0
    choice = np.zeros(1 << table.n, dtype=np.int64)
    for s in range(1, full + 1):
        value, pick = choose(s, sub, best)
        best[s], choice[s] = min(int(value), int(INF)), pick
    if best[full] >= INF:
        raise InfeasibleError("no partition of the table satisfies the privacy model (not even the whole table as one group)")
    labels = labels_from_choice(table.n, choice)
    opt = Fraction(int(best[full]), sub.denominator)
    return make_result(table, labels, models, cost_model, lower_bound=opt, status="optimal", method=method, started=started)
