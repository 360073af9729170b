"""The O(k log k)-approximation for k-anonymity by greedy set cover (Meyerson-Williams 2004).

Paper: Meyerson and Williams, *On the complexity of optimal k-anonymity*, PODS 2004
(slides in ``papers/``): approximate the k-minimum diameter sum problem -- partition
the rows into sets of k..2k-1 rows minimising the sum of their Hamming diameters --
by greedy weighted set cover over candidate sets of k..2k-1 rows (weight = diameter),
turn the cover into a partition, and suppress each part.
Entry points: ``solve`` (the faster algorithm: candidate sets rebuilt around every row
at each iteration, method ``set-cover``) and ``solve_simple`` (every set of k..2k-1
rows is a candidate, method ``set-cover-simple``; small tables only).

Guarantee (the slides' analysis, with the constants worked out): a k-anonymous
partition, every group of k..2k-1 rows, of cost at most
    rho = (2k-1)^2 / (2k) x H(2k-1)          (``solve_simple``)
    rho = (2k-1)^2 / k    x H(2k-1)          (``solve``, twice the simple one)
times the optimum, H(j) = 1 + 1/2 + ... + 1/j <= 1 + ln j. This implies the slides'
3k(1 + ln 2k) and 6k(1 + ln 2k). Proof, for suppression and for hierarchies alike,
with d(u, v) = sum over columns of the cost of the two values' lowest common
ancestor (the Hamming distance under suppression; a sum of ultrametrics, so a
metric) and d(S) = max over pairs:
- Lower bound. Split every group of an optimal partition into parts of k..2k-1 rows
  (never more costly). A part S pays |S| x (per-row cost) >= |S| d(S) >= k d(S), so
  OPT >= k x OPT_diam.
- Upper bound. Per column, the set's cost is the largest pair cost c_j, and at least
  |S| - 1 pairs reach it (the pairs below it form >= 2 classes), so the per-row cost
  is <= sum over pairs d / (|S| - 1) <= |S| d(S) / 2: a part costs <= (2k-1)^2 d(S) / 2.
- Cover. Greedy set cover over all candidates costs <= H(2k-1) x OPT_diam (largest
  set: 2k-1). In the faster variant, an optimal part S* with u uncovered rows and any
  v in S* yield the candidate "the u uncovered rows nearest v, plus the k-u nearest
  covered rows if u < k", all within d(S*) of v: diameter <= 2 d(S*), so the greedy
  pays at most twice as much per row: <= 2 H(2k-1) x OPT_diam.
- Cover to partition (slides): while a row lies in two sets S, T, remove it from one
  of more than k rows, else (|S| = |T| = k) replace both by S u T (<= 2k-1 rows,
  diameter <= d(S) + d(T) by the triangle inequality through the shared row). The
  diameter sum never grows.
Lower bound: the larger of the per-row bound (``bounds.per_row_bound``, skipped above
``approx_m.MAX_GENERALIZATIONS`` generalizations of a row) and Theorem 10's case bound
(``approx_m.theorem_bound``); status ``optimal`` when the cost meets it.
``stats`` reports ``ratio`` (rho), the cover's weight (``cover_diameter_sum``) and the
partition's (``diameter_sum``), in cost units of ``denominator``.

Running time. d distinct QI vectors, n rows. ``solve``: O(d^2 (m + log d)) for the
distances and neighbour orders, then per iteration (at most n) O(d |changed|) to find
the centres whose candidates changed and O(a (d + k^3)) to rebuild the a affected
ones: O(k n^3) in the worst case as in the slides, far less in practice. Memory
O(d^2); at most MAX_DISTINCT distinct vectors. ``solve_simple``: the number of
multisets of k..2k-1 distinct vectors, O(d^(2k-1)) (the slides' O(n^2k)), times n
iterations; refused above MAX_SIMPLE_CANDIDATES candidates.

Departures. Rows with the same QI vector are interchangeable, so both variants work on
distinct vectors with multiplicities: a candidate is a multiset (which copies it takes
does not change its diameter, and the greedy takes uncovered copies first, as the
greedy over rows would). Ties: lowest ratio, then most new rows, then lowest index
(deterministic; ``seed`` is unused). Models: k-anonymity only (the analysis is about
group size; l-diversity and t-closeness raise ``ParameterError``). ``time_limit``: the
greedy stops, the uncovered rows form one more set (padded with covered rows to k),
the conversion runs as usual; the result is verified, status ``timeout``, and the
guarantee no longer holds.
"""

from __future__ import annotations

import itertools
import math
import time
from fractions import Fraction

import numpy as np

from ..core.cost import BoundCost, CostModel
from ..core.models import require_feasible
from ..core.partition import Result, make_result
from ..errors import ParameterError
from .approx_m import cost_units, k_of, lower_bound

METHOD = "set-cover"
METHOD_SIMPLE = "set-cover-simple"
MAX_DISTINCT = 4000
MAX_SIMPLE_CANDIDATES = 500_000


def ratio(k: int, fast: bool = True) -> Fraction:
    """The proven approximation ratio (see the module docstring); 0 for k = 1 (cost 0)."""
    if k <= 1:
        return Fraction(0)
    harmonic = sum(Fraction(1, j) for j in range(1, 2 * k))
    return Fraction((2 * k - 1) ** 2, 2 * k) * harmonic * (2 if fast else 1)


def distance_matrix(bound: BoundCost, vectors: np.ndarray) -> np.ndarray:
    """d x d matrix of d(u, v) in cost units: per column the cost of the pair's lowest common ancestor."""
    d = len(vectors)
    top = sum(int(c.units[-1]) for c in bound.columns)
    dist = np.zeros((d, d), dtype=np.int32 if top < 2**31 else np.int64)
    for j, col in enumerate(bound.columns):
        level = np.zeros((d, d), dtype=np.int8)
        for anc in col.ancestors:
            a = anc[vectors[:, j]]
            level += a[:, None] != a[None, :]
        dist += col.units[level].astype(dist.dtype)
    return dist


def diameter(dist: np.ndarray, members) -> int:
    members = np.asarray(members)
    return int(dist[members[:, None], members[None, :]].max()) if members.size else 0


# ---- the cover: sets of (vector, copy) elements ------------------------------------


class _Cover:
    """Bookkeeping shared by both greedy variants: uncovered copies and the chosen sets."""

    def __init__(self, counts: np.ndarray):
        self.counts = counts.astype(np.int64)
        self.uncovered = self.counts.copy()
        self.start = np.concatenate([[0], np.cumsum(self.counts)])  # element id = start[vector] + copy
        self.sets: list[list[int]] = []
        self.weights: list[int] = []

    def take(self, vectors, weight: int) -> np.ndarray:
        """Add the set with these vectors (a multiset), uncovered copies first; return the vectors newly covered."""
        ids, mult = np.unique(np.asarray(vectors, dtype=np.int64), return_counts=True)
        elems = []
        for x, s in zip(ids.tolist(), mult.tolist()):
            covered = int(self.counts[x] - self.uncovered[x])
            new = min(s, int(self.uncovered[x]))
            elems += range(self.start[x] + covered, self.start[x] + covered + new)  # newly covered copies
            elems += range(self.start[x], self.start[x] + s - new)  # already covered copies
            self.uncovered[x] -= new
        self.sets.append(elems)
        self.weights.append(weight)
        return ids

    def close(self, k: int) -> None:
        """Time is up: every uncovered copy goes into one more set, padded with covered copies up to k rows."""
        left = np.repeat(np.arange(len(self.counts)), self.uncovered)
        if left.size == 0:
            return
        pad = np.repeat(np.arange(len(self.counts)), self.counts - self.uncovered)[:max(0, k - left.size)]
        self.take(np.concatenate([left, pad]), 0)
        self.weights[-1] = -1  # unknown: the guarantee is void


def greedy_simple(dist: np.ndarray, counts: np.ndarray, k: int, deadline=None, progress=None) -> _Cover:
    """Greedy set cover over every multiset of k..2k-1 copies (Meyerson-Williams, first algorithm)."""
    d, t = len(counts), 2 * k - 1
    total = sum(math.comb(d + s - 1, s) for s in range(k, t + 1))
    if total > MAX_SIMPLE_CANDIDATES:
        raise ParameterError(f"{METHOD_SIMPLE} would enumerate {total} candidate sets ({d} distinct rows, k = {k}); "
                             f"the limit is {MAX_SIMPLE_CANDIDATES}: use {METHOD} (the faster variant) instead")
    never = int(counts.sum()) + 1  # copy rank of a padding slot: never uncovered
    members, occ, size = [], [], []
    for s in range(k, t + 1):
        combos = np.array(list(itertools.combinations_with_replacement(range(d), s)), dtype=np.int64).reshape(-1, s)
        run = np.maximum.accumulate(np.where(np.diff(combos, axis=1, prepend=-1) != 0, np.arange(s)[None, :], 0), axis=1)
        rk = np.arange(s)[None, :] - run  # copy rank of each slot within its vector (combos are sorted)
        keep = (rk < counts[combos]).all(axis=1)  # no vector used more often than it occurs
        combos, rk = combos[keep], rk[keep]
        members.append(np.hstack([combos, np.repeat(combos[:, :1], t - s, axis=1)]))  # pad: first member again
        occ.append(np.hstack([rk, np.full((len(combos), t - s), never, dtype=np.int64)]))
        size.append(np.full(len(combos), s, dtype=np.int64))
    members, occ, size = np.vstack(members), np.vstack(occ), np.concatenate(size)
    diam = np.concatenate([dist[c[:, :, None], c[:, None, :]].max(axis=(1, 2)) for c in np.array_split(
        members, max(1, len(members) // 50_000))]).astype(np.int64) if len(members) else np.zeros(0, dtype=np.int64)
    cover = _Cover(counts)
    order = np.arange(len(members))
    while cover.uncovered.any():
        if deadline is not None and time.perf_counter() > deadline:
            cover.close(k)
            break
        new = (occ < cover.uncovered[members]).sum(axis=1)  # slots holding a still uncovered copy
        with np.errstate(divide="ignore"):
            value = np.where(new > 0, diam / np.maximum(new, 1), np.inf)
        best = np.lexsort((order, -new, value))[0]
        cover.take(members[best, :size[best]], int(diam[best]))
        if progress and len(cover.sets) % 64 == 0:
            progress({"phase": f"{METHOD_SIMPLE}: greedy", "covered": int((cover.counts - cover.uncovered).sum()),
                      "rows": int(cover.counts.sum())})
    return cover


def _rowwise_search(cum: np.ndarray, wanted: int) -> np.ndarray:
    """pos[r, t-1] = first index where cum[r] >= t, t = 1..wanted (cum[r].size if none). cum: non-decreasing rows >= 0."""
    a, d = cum.shape
    if wanted <= 0:
        return np.zeros((a, 0), dtype=np.int64)
    span = int(cum[:, -1].max(initial=0)) + wanted + 1
    offset = np.arange(a, dtype=np.int64)[:, None] * span
    flat = (cum + offset).ravel()
    pos = np.searchsorted(flat, (np.arange(1, wanted + 1)[None, :] + offset).ravel()).reshape(a, wanted)
    return np.minimum(pos - np.arange(a)[:, None] * d, d)


def _prefix_diameters(dist: np.ndarray, e: np.ndarray) -> np.ndarray:
    """out[r, j-1] = diameter of e[r, :j] (rows of copies, nearest first)."""
    t = e.shape[1]
    pair = dist[e[:, :, None], e[:, None, :]].astype(np.int64)
    pair = np.where(np.triu(np.ones((t, t), dtype=bool), 1)[None], pair, 0)  # a < b
    return np.maximum.accumulate(pair.max(axis=1), axis=1)


def greedy_fast(dist: np.ndarray, counts: np.ndarray, k: int, deadline=None, progress=None) -> _Cover:
    """Greedy set cover over the candidates S(j, v), rebuilt every iteration (Meyerson-Williams, faster algorithm).

    S(j, v), j = 1..2k-1, v a distinct vector: the j uncovered copies nearest v (v's own
    copies first, ties by index) plus, if j < k, the k - j covered copies nearest v.
    It covers j new rows. Only centres whose nearest uncovered or covered copies
    changed are rebuilt.
    """
    d, t, f = len(counts), 2 * k - 1, k - 1
    counts = counts.astype(np.int64)
    eye = np.eye(d, dtype=bool)
    key = dist.astype(np.int64) * (2 * d) + (~eye) * d + np.arange(d)[None, :]
    nbr = np.argsort(key, axis=1).astype(np.int32)  # neighbours of v, nearest first, v itself first
    del key
    rank = np.empty_like(nbr)
    np.put_along_axis(rank, nbr, np.arange(d, dtype=np.int32)[None, :], axis=1)
    cover = _Cover(counts)
    best_value = np.full(d, np.inf)
    best_j = np.zeros(d, dtype=np.int64)
    reach = np.full(d, d, dtype=np.int64)  # last neighbour position the centre's candidates depend on
    sets_e = np.zeros((d, t), dtype=np.int64)
    sets_f = np.zeros((d, max(f, 1)), dtype=np.int64)
    diam_of = np.zeros((d, t), dtype=np.int64)  # diameter of the centre's set for j = 1..t
    affected = np.arange(d)
    js = np.arange(1, t + 1)
    while cover.uncovered.any():
        if deadline is not None and time.perf_counter() > deadline:
            cover.close(k)
            break
        if affected.size:
            nb = nbr[affected]
            uu = cover.uncovered[nb]
            pos_e = _rowwise_search(np.cumsum(uu, axis=1), t)
            pos_f = _rowwise_search(np.cumsum(counts[nb] - uu, axis=1), f)
            ok_e, ok_f = pos_e < d, pos_f < d
            rows = np.arange(affected.size)[:, None]
            e = nb[rows, np.minimum(pos_e, d - 1)].astype(np.int64)
            fl = nb[rows, np.minimum(pos_f, d - 1)].astype(np.int64)
            diam = _prefix_diameters(dist, e)
            if f:  # j < k: the first j of e plus the first k - j of fl
                diam_f = _prefix_diameters(dist, fl)
                cross = dist[e[:, :f, None], fl[:, None, :]].astype(np.int64)
                cross = np.maximum.accumulate(np.maximum.accumulate(cross, axis=1), axis=2)
                jj = np.arange(1, k)
                low = np.maximum(np.maximum(diam[:, jj - 1], diam_f[:, k - jj - 1]), cross[:, jj - 1, k - jj - 1])
                diam[:, :f] = low
                ok = ok_e.copy()
                ok[:, :f] &= ok_f[:, k - jj - 1]
            else:
                ok = ok_e
            value = np.where(ok, diam / js[None, :], np.inf)
            pick = t - 1 - np.argmin(value[:, ::-1], axis=1)  # lowest value, then the largest j
            best_value[affected] = value[np.arange(affected.size), pick]
            best_j[affected] = pick + 1
            sets_e[affected], diam_of[affected] = e, diam
            if f:
                sets_f[affected] = fl
            last_e = np.where(ok_e[:, -1], pos_e[:, -1], d)
            last_f = np.where(ok_f[:, -1], pos_f[:, -1], d) if f else np.zeros(affected.size, dtype=np.int64)
            reach[affected] = np.maximum(last_e, last_f)
        v = np.lexsort((np.arange(d), -best_j, best_value))[0]
        j = int(best_j[v])
        members = sets_e[v, :j] if j >= k else np.concatenate([sets_e[v, :j], sets_f[v, :k - j]])
        changed = cover.take(members[:j], 0)  # the j uncovered copies first ...
        filler = members[j:]
        cover.sets[-1] += [int(cover.start[x]) + c for x, c in _copies(filler)]  # ... then covered ones
        cover.weights[-1] = int(diam_of[v, j - 1])
        affected = np.flatnonzero(rank[:, changed].min(axis=1) <= reach)
        if progress and len(cover.sets) % 64 == 0:
            progress({"phase": f"{METHOD}: greedy", "covered": int((counts - cover.uncovered).sum()), "rows": int(counts.sum())})
    return cover


def _copies(vectors):
    """(vector, copy index) for a multiset of vectors: the t-th occurrence of x takes copy t."""
    seen: dict[int, int] = {}
    for x in np.asarray(vectors).tolist():
        seen[x] = seen.get(x, -1) + 1
        yield x, seen[x]


def cover_to_partition(sets: list[list[int]], k: int) -> list[list[int]]:
    """Meyerson-Williams' conversion: a cover by sets of >= k elements into a partition into sets of >= k.

    While an element lies in two sets: remove it from one with more than k elements,
    else merge the two (both have k elements and share it). Returns the parts, each sorted.
    """
    parts = [set(s) for s in sets]
    alive = [True] * len(parts)
    owners: dict[int, list[int]] = {}
    for i, s in enumerate(sets):
        for x in s:
            owners.setdefault(x, []).append(i)
    for x in sorted(owners):
        own = owners[x]
        while len(own) > 1:
            a, b = own[0], own[1]
            if len(parts[a]) > k:
                parts[a].discard(x)
                own.remove(a)
            elif len(parts[b]) > k:
                parts[b].discard(x)
                own.remove(b)
            else:
                for y in parts[b]:
                    lst = owners[y]
                    if y in parts[a]:
                        lst.remove(b)
                    else:
                        lst[lst.index(b)] = a
                parts[a] |= parts[b]
                parts[b] = set()
                alive[b] = False
    return [sorted(p) for p, ok in zip(parts, alive) if ok]


def _solve(table, models, cost_model, time_limit, progress, fast: bool) -> Result:
    started = time.perf_counter()
    method = METHOD if fast else METHOD_SIMPLE
    cost_model = cost_model or CostModel()
    k = k_of(models, method)
    require_feasible(table, models)
    bound = cost_model.bind(table)
    d = len(table.counts)
    if fast and d > MAX_DISTINCT:
        raise ParameterError(f"{method} keeps a distance matrix over the distinct QI vectors: at most {MAX_DISTINCT}, "
                             f"the table has {d}; use a heuristic method on tables this large")
    deadline = None if time_limit is None else started + time_limit
    dist = distance_matrix(bound, table.vectors)
    greedy = greedy_fast if fast else greedy_simple
    cover = None
    labels = table.row_vector.copy()  # k = 1: every distinct vector its own group, cost 0
    if k > 1:
        cover = greedy(dist, table.counts, k, deadline, progress)
        parts = cover_to_partition(cover.sets, k)
        rows = np.argsort(table.row_vector, kind="stable")  # element id -> row
        labels = np.empty(table.n, dtype=np.int64)
        for g, part in enumerate(parts):
            labels[rows[part]] = g
    timed_out = cover is not None and bool(cover.weights) and cover.weights[-1] < 0
    lower, bound_stats = lower_bound(table, k, cost_model, bound)
    _, labels = np.unique(labels, return_inverse=True)
    cost = Fraction(cost_units(table, labels, bound), bound.denominator)
    status = "optimal" if cost == lower else "timeout" if timed_out else "feasible"
    stats = {"ratio": float(ratio(k, fast)), "ratio_exact": str(ratio(k, fast)), "denominator": bound.denominator,
             "distinct_vectors": d} | bound_stats
    if cover is not None:
        vec_of = np.repeat(np.arange(d), table.counts)
        stats |= {"cover_sets": len(cover.sets), "groups": len(parts),
                  "cover_diameter_sum": None if timed_out else int(sum(cover.weights)),
                  "diameter_sum": int(sum(diameter(dist, vec_of[p]) for p in parts))}
    res = make_result(table, labels, models, cost_model, lower_bound=lower, status=status, method=method,
                      started=started, stats=stats)
    if progress:
        progress({"phase": f"{method}: done", "incumbent": float(res.cost), "bound": float(res.lower_bound), "gap": res.gap})
    return res


def solve(table, models, cost_model=None, *, time_limit=None, seed=0, progress=None) -> Result:
    """Meyerson-Williams' faster O(k n^3) algorithm (candidate sets rebuilt around every row each iteration)."""
    return _solve(table, models, cost_model, time_limit, progress, fast=True)


def solve_simple(table, models, cost_model=None, *, time_limit=None, seed=0, progress=None) -> Result:
    """Meyerson-Williams' simple algorithm: greedy set cover over every set of k..2k-1 rows (small tables)."""
    return _solve(table, models, cost_model, time_limit, progress, fast=False)
