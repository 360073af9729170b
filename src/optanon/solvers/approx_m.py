"""The m-approximation for k-anonymity (Liang-Yuan, Theorem 10).

Paper: Liang and Yuan, *On the complexity of t-closeness anonymization and related
problems*, §5, Theorem 10: k-ANONYMITY can be approximated within factor m in
polynomial time, for every k (m = number of QI columns).
Guarantee: a k-anonymous partition of cost <= m' x OPT under suppression, where m'
<= m is the number of QI columns that are not constant over the table (a constant
column is never suppressed, so the proof's m can be read as m'). Under
generalization hierarchies the same proof gives cost <= R x OPT with
R = (sum over non-constant columns of the root's cost) / (least level-1 cost of a
non-constant column): a row that must share its group with a different row pays at
least that level-1 cost, and no row pays more than the root of every column. A
hierarchy whose level 1 costs 0 makes R infinite; such input is refused
(``ParameterError``) rather than answered with a void guarantee. ``stats["ratio"]``
is the ratio that holds for the input.
Running time: O(n m) to group the rows into distinct QI vectors, then O(d (m + log d))
over the d distinct vectors.
Models: k-anonymity only, as the theorem states. l-diversity and t-closeness raise
``ParameterError``: the proof's lower bound and its three cases rest on group size
alone (and l-diversity stays NP-hard even for m = 1, Dondi et al., quoted in §5).

Algorithm (the proof). The classes C_1, ..., C_R are the distinct QI vectors with
their multiplicities, sorted by size; C_1..C_L are those with fewer than k rows and
s = |C_1| + ... + |C_L|. Every row of a small class pays at least one cell in any
k-anonymous partition.
- L = 0: the classes themselves, cost 0 (optimal).
- Case 1, s >= k: one group of all small classes, the rest alone. OPT >= s.
- Case 2, s < k <= s + sum_{i > L} (|C_i| - k): the small classes plus k - s rows taken
  from the surplus (rows beyond k) of the big classes form one group of k rows. OPT >= k.
- Case 3, otherwise: the small classes plus a smallest big class C_{L+1} form one
  group. Some big class pays in full in every partition, so OPT >= s + |C_{L+1}|.
Each case's bound on OPT (times the least level-1 cost) is a valid lower bound; the
result reports the larger of it and the per-row bound (``bounds.per_row_bound``),
which is skipped on tables with more than MAX_GENERALIZATIONS generalizations of a
row (2^m under suppression; it would make the algorithm exponential in m).

Departures, all inside the proof's freedom: in case 2 the surplus rows come from the
big classes closest to the small ones (fewest extra generalized cells per row), and
in case 3, among the big classes of the smallest size, the closest one is merged.
``time_limit``, ``seed`` and ``progress`` are accepted for the common signature; the
algorithm is deterministic and fast.
"""

from __future__ import annotations

import time
from fractions import Fraction

import numpy as np

from ..core.cost import BoundCost, CostModel
from ..core.models import KAnonymity, require_feasible
from ..core.partition import Result, make_result
from ..errors import ParameterError
from .bounds import per_row_bound

METHOD = "approx-m"


def k_of(models, method: str) -> int:
    """The k of a list of k-anonymity models (the largest); ParameterError for any other model."""
    for model in models:
        if not isinstance(model, KAnonymity):
            raise ParameterError(f"{method} approximates k-anonymity only; {model!r} is not covered by its guarantee. "
                                 f"Use the exact or heuristic methods for l-diversity and t-closeness")
    return max([m.k for m in models], default=1)


def pair_units(bound: BoundCost, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Per column, the cost in units of releasing code vectors ``a`` and ``b`` together.

    ``a`` and ``b``: int (..., m) codes (broadcastable). The lowest common ancestor's
    level is the number of levels at which the two ancestors differ (agreement is
    upward closed in a tree). Returns int64 (..., m).
    """
    a, b = np.broadcast_arrays(a, b)
    out = np.empty(a.shape, dtype=np.int64)
    for j, col in enumerate(bound.columns):
        level = np.zeros(a.shape[:-1], dtype=np.int64)
        for anc in col.ancestors:
            level += anc[a[..., j]] != anc[b[..., j]]
        out[..., j] = col.units[level]
    return out


def set_units(bound: BoundCost, codes: np.ndarray) -> np.ndarray:
    """Per column, the cost in units of releasing the rows ``codes`` (int (r, m), r >= 1) as one group."""
    out = np.empty(codes.shape[1], dtype=np.int64)
    for j, col in enumerate(bound.columns):
        level = next(lev for lev, anc in enumerate(col.ancestors) if np.ptp(anc[codes[:, j]]) == 0)
        out[j] = col.units[level]
    return out


def cost_units(table, labels: np.ndarray, bound: BoundCost) -> int:
    """Cost in units of the partition ``labels`` (labels 0..g-1, none empty)."""
    g = int(labels.max()) + 1
    level, _ = bound.generalize(table.codes, labels, g)
    return bound.units_of(level, np.bincount(labels, minlength=g))


def guarantee(table, bound: BoundCost, method: str) -> tuple[int, int]:
    """(least level-1 cost, sum of root costs) in units over the non-constant QI columns.

    ParameterError when a non-constant column's level 1 costs 0 (no ratio can be proven).
    """
    varying = [j for j in range(table.m) if len(table.vectors) and table.vectors[:, j].min() != table.vectors[:, j].max()]
    if not varying:
        return 1, 0
    first = [int(bound.columns[j].units[1]) for j in varying]
    if min(first) == 0:
        name = bound.columns[varying[int(np.argmin(first))]].name
        raise ParameterError(f"{method}: the hierarchy of column '{name}' has a free first level (cost 0), which voids the "
                             f"approximation guarantee; give level 1 a positive cost or use another method")
    return min(first), sum(int(bound.columns[j].units[-1]) for j in varying)


MAX_GENERALIZATIONS = 4096  # the per-row bound does one group-by per generalization (2^m under suppression)


def lower_bound(table, k: int, cost_model, bound: BoundCost) -> tuple[Fraction, dict]:
    """max(per-row bound, Theorem 10's bound), and stats saying which were computed.

    The per-row bound costs one group-by per generalization of a row, exponential in m;
    above MAX_GENERALIZATIONS it is skipped so that a polynomial algorithm stays polynomial.
    """
    gens = 1
    for col in bound.columns:
        gens *= col.height + 1
    thm = theorem_bound(table, k, bound)
    if gens > MAX_GENERALIZATIONS:
        return thm, {"per_row_bound": f"skipped ({gens} generalizations)", "theorem_bound": float(thm)}
    row = per_row_bound(table, k, cost_model)
    return max(row, thm), {"per_row_bound": float(row), "theorem_bound": float(thm)}


def theorem_bound(table, k: int, bound: BoundCost) -> Fraction:
    """The lower bound of Theorem 10's proof (cases 1-3), times the least level-1 cost, as a Fraction."""
    cnt = table.counts
    small = cnt < k
    if k <= 1 or not small.any():
        return Fraction(0)
    varying = [j for j in range(table.m) if table.vectors[:, j].min() != table.vectors[:, j].max()]
    cmin = min(int(bound.columns[j].units[1]) for j in varying)
    s = int(cnt[small].sum())
    big = cnt[~small]
    if s >= k:
        rows = s
    elif s + int((big - k).sum()) >= k:
        rows = k
    else:
        rows = s + int(big.min())
    return Fraction(rows * cmin, bound.denominator)


def partition(table, k: int, bound: BoundCost) -> tuple[np.ndarray, str]:
    """Theorem 10's partition as a label per row, and the case that built it."""
    cnt, vec = table.counts, table.vectors
    d = len(cnt)
    labels = table.row_vector.copy()  # every class its own group
    small = np.flatnonzero(cnt < k)
    if small.size == 0:
        return labels, "no class below k"
    merged = d  # label of the merged group
    labels[np.isin(table.row_vector, small)] = merged
    s = int(cnt[small].sum())
    if s >= k:
        return labels, "case 1"
    big = np.flatnonzero(cnt >= k)
    # per-row cost of the small classes' group extended by one big class: per column the
    # higher of the small group's own level and the pair level against one small vector
    rep = vec[small[0]]
    own = set_units(bound, vec[small])
    extra = np.maximum(pair_units(bound, vec[big], rep[None, :]), own[None, :]).sum(axis=1)
    surplus = cnt[big] - k
    if s + int(surplus.sum()) >= k:  # case 2: take k - s surplus rows, nearest big classes first
        need = k - s
        order = np.lexsort((big, extra))  # ties: lowest vector index
        rows_by_vec = np.argsort(table.row_vector, kind="stable")
        starts = np.concatenate([[0], np.cumsum(cnt)])
        for i in order:
            if need == 0:
                break
            take = min(need, int(surplus[i]))
            if take:
                v = big[i]
                labels[rows_by_vec[starts[v]:starts[v] + take]] = merged
                need -= take
        return labels, "case 2"
    smallest = big[cnt[big] == cnt[big].min()]  # case 3: a smallest big class, the nearest of them
    pick = smallest[np.argmin(extra[np.isin(big, smallest)])]
    labels[table.row_vector == pick] = merged
    return labels, "case 3"


def solve(table, models, cost_model=None, *, time_limit=None, seed=0, progress=None) -> Result:
    """Theorem 10's m-approximation of k-anonymity (see the module docstring)."""
    started = time.perf_counter()
    cost_model = cost_model or CostModel()
    k = k_of(models, METHOD)
    require_feasible(table, models)
    bound = cost_model.bind(table)
    cmin, top = guarantee(table, bound, METHOD)
    labels, case = partition(table, k, bound)
    lower, bound_stats = lower_bound(table, k, cost_model, bound)
    ratio = Fraction(top, cmin)
    _, labels = np.unique(labels, return_inverse=True)
    status = "optimal" if Fraction(cost_units(table, labels, bound), bound.denominator) == lower else "feasible"
    res = make_result(table, labels, models, cost_model, lower_bound=lower, status=status, method=METHOD,
                      started=started, stats={"case": case, "ratio": float(ratio), "ratio_exact": str(ratio)} | bound_stats)
    if progress:
        progress({"phase": f"{METHOD}: done", "incumbent": float(res.cost), "bound": float(res.lower_bound), "gap": res.gap})
    return res
