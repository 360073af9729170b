"""A start for 2-anonymity / 2-diversity on large tables: the pair-and-triple LP over near
partners, rounded by solving its fractional part exactly.

Papers. Blocki-Williams 2010 Thm 1.1 and Liang-Yuan Thm 11 with Lemma 2: an optimal
2-anonymous (frequency 2-diverse) partition uses groups of 2 or 3 rows only, so it is a
minimum-cost partition into pairs and triples (see ``matching``). On tables too large for the
certified matching method (UCI Adult: 19,502 distinct rows), this module gives the heuristic
``lns`` a start that is close to that optimum; it proves nothing (the bound comes from ``lns``).

Method.
1. Entities (``matching.Entities``: distinct QI vectors with multiplicities; for 2-diversity
   distinct (QI, SA)). Candidate pairs: for every entity, every partner at its nearest cost
   (all ties, up to ``TIES`` of them) and its ``NEAREST`` cheapest partners, all found in one
   pass over the N^2 pair costs (``matching.PairCost``, any cost model). Candidate triples:
   the triangles of candidate pairs (pairwise different SA values for 2-diversity), the
   groups {u, u, v} of an entity's copies with a partner, and the copies' own pairs and
   triples (cost 0; k-anonymity only).
2. The LP over these columns (HiGHS dual simplex): entity v is covered m_v times.
3. Rounding. Columns at an integral value are kept. The entities of fractional columns, with
   every entity sharing a kept column with them (so that each is re-decided whole), are split
   into the connected components of the LP's support; each component is solved exactly as an
   integer program over the candidate columns inside it (HiGHS; small components together,
   up to BATCH columns per program, in process; a large one in a child process stopped at the
   deadline with its best solution). A component without an integral solution, or the time
   running out, gives no start.
Guarantee: none beyond feasibility; the result is a partition verified by the caller.
Running time: the pricing pass is N^2 x (sum of column heights) multiply-adds (Adult: ~5 s;
not attempted beyond MAX_ENTITIES entities or when it would take more than half the time
allowed); the LP and the component programs took ~30 s more on Adult for k = 2 (37 s in all).
"""

from __future__ import annotations

import time

import numpy as np

from . import matching
from .highs_runner import run_here

NEAREST = 8  # cheapest partners per entity, beside the ties at the nearest cost
TIES = 64  # partners per entity tied at its nearest cost, at most
SMALL = 5000  # component programs with fewer columns run in process
BATCH = 400  # small components are solved together up to this many columns (Adult k = 2: 1,345
#              components; one program each spent 13 s in HiGHS's per-call overhead, 5,000
#              columns at a time 16 s in branching)
MAX_ENTITIES = 40_000  # beyond, the N^2 pricing pass is not attempted (no start)
PRICING_RATE = 1e10  # multiply-adds per second of the pricing pass, a conservative figure (Adult: ~1.3e10 here)


def candidate_pairs(ent: matching.Entities, cost: matching.PairCost) -> tuple[np.ndarray, np.ndarray]:
    """Pairs u < v: each entity's partners at its nearest cost (ties) and its NEAREST cheapest."""
    N = len(ent.count)
    us, vs = [], []
    for lo in range(0, N, matching.CHUNK):
        hi = min(N, lo + matching.CHUNK)
        c = cost.block(lo, hi)
        rows = np.arange(lo, hi)
        c[rows - lo, rows] = np.inf
        if ent.sa is not None:
            c[ent.sa[lo:hi, None] == ent.sa[None, :]] = np.inf
        best = c.min(axis=1)
        r, v = np.nonzero((c <= best[:, None]) & np.isfinite(c))
        rank = np.arange(len(r)) - np.searchsorted(r, r)  # position among the row's ties
        keep = rank < TIES
        us.append(rows[r[keep]])
        vs.append(v[keep])
        t = min(NEAREST, N - 1)
        if t > 0:
            part = np.argpartition(c, t - 1, axis=1)[:, :t]
            ok = np.isfinite(np.take_along_axis(c, part, axis=1)).ravel()
            us.append(np.repeat(rows, t)[ok])
            vs.append(part.ravel()[ok])
    if not us:
        return np.zeros(0, np.int64), np.zeros(0, np.int64)
    u, v = np.concatenate(us).astype(np.int64), np.concatenate(vs).astype(np.int64)
    key = np.unique(np.minimum(u, v) * N + np.maximum(u, v))
    return key // N, key % N


def candidate_columns(ent: matching.Entities, cost: matching.PairCost) -> matching.Columns:
    N = len(ent.count)
    a, b = candidate_pairs(ent, cost)  # sorted by (a, b)
    groups = [(a, b, np.full(len(a), -1))]
    key = a * N + b
    start = np.searchsorted(a, np.arange(N + 1))
    for x in np.flatnonzero(np.diff(start) >= 2):  # triangles x < y < z of candidate pairs
        nb = b[start[x]:start[x + 1]]
        i, j = np.triu_indices(len(nb), 1)
        k = nb[i] * N + nb[j]
        pos = np.minimum(np.searchsorted(key, k), len(key) - 1)
        hit = key[pos] == k
        y, z = nb[i[hit]], nb[j[hit]]
        if ent.sa is not None:
            ok = (ent.sa[x] != ent.sa[y]) & (ent.sa[y] != ent.sa[z]) & (ent.sa[x] != ent.sa[z])
            y, z = y[ok], z[ok]
        groups.append((np.full(len(y), x), y, z))
    if ent.pair_with_copies:
        for x, z in ((a, b), (b, a)):  # {x, x, z}: two of x's copies with z
            sel = ent.count[x] >= 2
            groups.append((x[sel], x[sel], z[sel]))
        s2, s3 = np.flatnonzero(ent.count >= 2), np.flatnonzero(ent.count >= 3)
        groups.append((np.concatenate([s2, s3]), np.concatenate([s2, s3]), np.concatenate([np.full(len(s2), -1), s3])))
    A, B, C = (np.concatenate(g).astype(np.int64) for g in zip(*groups))
    return matching.Columns.priced(cost, A, B, C)


def _solve_part(ent, need, cols, idx, time_limit):
    """Integer counts for the columns ``idx`` covering each entity ``need`` times, or None."""
    sub = cols.take(idx)
    part = matching.Entities(ent.qi, need, ent.sa, ent.of_row)
    if len(idx) >= SMALL:  # in a child process, stopped at the time limit with its best solution
        return matching.integer_program(part, sub, time_limit=time_limit, seed=0)[1]
    b, xs = matching.cover_program(part, sub)
    out = run_here(b, xs, time_limit=time_limit, options={"mip_rel_gap": 0.0, "mip_abs_gap": 0.999})
    got = None if out.x is None else np.rint(out.x).astype(np.int64)
    return got if got is not None and matching.covers(part, sub, got) else None


def start(table, diverse: bool, bound_cost, *, deadline: float) -> np.ndarray | None:
    """Group labels per row (pairs and triples), or None when no start was found by ``deadline``."""
    import highspy

    ent = matching.Entities.of(table, diverse)
    N = len(ent.count)
    if N > MAX_ENTITIES:
        return None
    cost = matching.PairCost(bound_cost, ent.qi)
    if N * N * max(1, cost.phi.shape[1]) > PRICING_RATE * 0.5 * (deadline - time.perf_counter()):
        return None  # the pricing pass alone would take more than half the time allowed
    cols = candidate_columns(ent, cost)
    if time.perf_counter() >= deadline:
        return None
    b, _ = matching.cover_program(ent, cols, integer=False)
    h = b.highs()
    h.setOptionValue("presolve", "off")
    h.setOptionValue("time_limit", float(max(0.01, deadline - time.perf_counter())))
    h.run()
    if h.getModelStatus() != highspy.HighsModelStatus.kOptimal:
        return None
    x = np.asarray(h.getSolution().col_value)
    del h, b
    whole = np.rint(x)
    frac = np.abs(x - whole) > 1e-6
    C0 = np.where(cols.c >= 0, cols.c, cols.b)
    touches = lambda F: F[cols.a] | F[cols.b] | F[C0]
    free = np.zeros(N, dtype=bool)
    for m in (cols.a, cols.b, C0):
        free[m[frac]] = True
    kept = (whole > 0) & ~frac
    while True:  # an entity in a kept column with a free one is re-decided too
        grow = kept & touches(free)
        before = int(free.sum())
        for m in (cols.a, cols.b, C0):
            free[m[grow]] = True
        if int(free.sum()) == before:
            break
    counts = np.where(touches(free), 0, whole).astype(np.int64)
    if free.any():
        from scipy.sparse import coo_matrix
        from scipy.sparse.csgraph import connected_components

        sel = (frac | kept) & touches(free)
        g = coo_matrix((np.ones(2 * int(sel.sum())), (np.r_[cols.a[sel], cols.b[sel]], np.r_[cols.b[sel], C0[sel]])),
                       shape=(N, N))
        _, comp = connected_components(g, directed=False)
        inside = np.where((comp[cols.a] == comp[cols.b]) & (comp[cols.b] == comp[C0]) & free[cols.a], comp[cols.a], -1)
        order = np.argsort(inside, kind="stable")
        sorted_comp = inside[order]
        labels = np.unique(comp[free])
        lo, hi = np.searchsorted(sorted_comp, labels), np.searchsorted(sorted_comp, labels + 1)
        width = hi - lo  # candidate columns inside each component
        if (width == 0).any():
            return None  # a component without a candidate group inside
        batch, size = [], 0  # small components are solved together, up to BATCH columns at a time
        for i in range(len(labels)):
            batch.append(i)
            size += int(width[i])
            if i + 1 < len(labels) and size + int(width[i + 1]) < BATCH:
                continue
            idx = np.concatenate([order[lo[j]:hi[j]] for j in batch])
            need = np.where(np.isin(comp, labels[batch]), ent.count, 0)
            batch, size = [], 0
            left = deadline - time.perf_counter()
            if left <= 0:
                return None
            got = _solve_part(ent, need, cols, idx, left)
            if got is None:
                return None
            counts[idx] += got
    return matching.labels_of(ent, cols, counts)
