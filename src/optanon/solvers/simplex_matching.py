"""Optimal 2-anonymity and 2-diversity in polynomial time: simplex matching by two-triple exchanges.

Papers. Blocki-Williams 2010, Thm 1.1 (2-anonymity is in P; Thm 3.1 under hierarchies whose level
costs grow toward the root) and Liang-Yuan Thm 11 with Lemma 2 (frequency 2-diversity): an optimal
release is a minimum-cost partition of the rows into pairs {u,v} (cost C_uv = 2 x the per-row cost
of their lowest common ancestor; under 2-diversity only rows of different sensitive values) and
triples (C_uvw = 3 x ..., three different values), and these costs meet the simplex condition
C_uv + C_vw + C_uw <= 2 C_uvw. Anshelevich-Karagiozova (STOC 2007, "Terminal backup, 3D matching,
and covering cubic graphs") solve this minimum-cost simplex matching in polynomial time,
O(n^3 + n^2 m^2) for m hyperedges per Blocki-Williams Sec. 6; their text could not be read here,
so this module is written from the argument below, not from theirs.

Algorithm (local search over the set S of triples, the pairs always optimal for S):
  g(S) = sum_{t in S} C_t + the minimum-cost perfect matching of the rows outside S (Edmonds'
  blossom algorithm, networkx, exact in integers); start from a feasible S (no triple for an even
  number of rows if a perfect matching exists, else the first triple, or pair of triples, in
  order of LP reduced cost that leaves one); then, while some S' = S xor {t1, t2} (two triples
  added, removed, or one swapped for another; disjoint triples) has g(S') < g(S), move to it. At
  the end S and its matching are optimal.

Why a local optimum is optimal (proof sketch). Write a release as a factor of the graph with a
node per row (degree 1), a node per triple (degree 0 or 3) joined to its three rows by edges of
weights a_u = (C_uv + C_uw - C_vw)/2 + d, d = (C_uvw - (C_uv + C_vw + C_uw)/2)/3 >= 0 (the simplex
condition), and the pair edges C_uv. A triple node of degree 3 costs exactly C_uvw; one of degree
2 costs a_u + a_v = C_uv + 2d >= C_uv, so it stands for the pair {u,v} at no less than its cost.
Let F be the factor of a local optimum X = (S, M) and F* of an optimum. F xor F* splits into
cycles through rows only and trails whose ends are triple nodes of S xor S* (each such node ends
three of them; rows have one edge of each in the middle). Contract each trail to an edge: a cubic
multigraph K on S xor S* whose edges p carry the gains w(p) = w(F on p) - w(F* on p), and
sum_p w(p) + sum_cycles w >= cost(X) - OPT. Switching any set P of edges of K (and nothing
else) is a release whenever every node of S keeps degree 3 - deg_P in {0, 2, 3} and every node of
S* gets deg_P in {0, 2, 3} (a degree 2 is the pair above), and it costs at most cost(X) - w(P). Its
triples are S xor {S-nodes touched, S*-nodes of degree 3}: with at most two of them it lies in
the neighbourhood (after re-matching its pairs, cheaper still) or, with none, changes only pairs;
so at a local optimum w(P) <= 0 for every such "small" P, and every row cycle has w <= 0 (M is
optimal for S). The covering statement: the all-ones vector on the edges of every cubic multigraph
K (loops allowed) with nodes labelled S / S* is a non-negative combination of small sets P. Then
sum_p w(p) <= 0, so cost(X) = OPT. The covering statement is, by the paper's title ("covering
cubic graphs") and running time, what its authors prove; it is not proved here but checked by
LP (max sum w subject to w(P) <= 0 for the small P, -1 <= w <= 1, must be 0) on every labelling
of K4, K_{3,3}, the prism, the cube and the Petersen graph and on 20,000 random cubic
multigraphs of 2-14 nodes (and 400 of 16) with random labels (benchmarks/simplex_covering.py;
allowed only pair exchanges, nearly all fail, so the check can fail), and the theorem it gives
by enumerating every set of triples of 1,000 random instances of 5-10 rows with random simplex
costs (no worse local optimum; without the simplex condition 552 of 1,000 have one), besides the
tests against brute force.

Acceleration, exact: the LP over pairs (the fractional perfect matching, equal to the LP over
pairs and triples) gives prices y with cost(X') = sum_v y_v + sum_{groups g of X'} (C_g - y(g))
for every release X'; pair reduced costs are >= -eps (eps measured from y), triples' too by the
simplex condition, so a candidate S' whose triples' reduced costs alone bring that sum above
g(S) - 1 (costs are whole units) cannot improve and is skipped; the others are tried cheapest
bound first, and each one's matching keeps only the pairs whose reduced costs leave room for a
pairing that improves (``Instance.value``: exact whenever it improves, which is all the search
asks; random 60-row tables 8x faster). The same prices certify the lower bound reported when a
time limit stops the search.

Guarantee: exact (status ``optimal``) when the search ends, resting on the covering statement
above; with a time limit, the best verified release and the LP bound (status ``feasible``).
Running time: each round tries O(m^2) = O(n^6) neighbours, each one matching of O(n^3); each
improving round lowers the cost by at least one unit, so at most (initial cost) rounds:
polynomial in n and the number of QI columns under suppression (costs <= 3 n m), pseudo-
polynomial in the level costs of custom hierarchies. Tables up to MAX_ROWS rows (the practical
path for large tables is ``matching``, the LP method).
"""

from __future__ import annotations

import itertools
import math
import time
from fractions import Fraction

import numpy as np

from ..core.cost import CostModel
from ..core.models import require_feasible
from ..core.partition import Result, make_result
from ..errors import ParameterError
from .bounds import per_row_bound
from .matching import PairCost, scope

METHOD = "simplex-matching"
MAX_ROWS = 60  # every pair and triple of rows is built; rounds of O(n^6) neighbours
FORBIDDEN = -1  # pair cost of two rows 2-diversity does not let group (such triples are left out)


class Instance:
    """Rows 0..n-1 with pair costs (``pair[u, v]``, FORBIDDEN when not allowed) and the allowed
    triples (``triples`` (m, 3), ``tcost`` (m,)), whole units meeting the simplex condition."""

    def __init__(self, pair: np.ndarray, triples: np.ndarray, tcost: np.ndarray):
        self.n = len(pair)
        self.pair, self.triples, self.tcost = pair, triples.reshape(-1, 3), tcost
        if self.n > 64:
            raise ValueError("at most 64 rows (row sets are 64-bit masks)")
        # bitmask of each triple's rows
        self.mask = np.bitwise_or.reduce(np.left_shift(np.uint64(1), self.triples.astype(np.uint64)), axis=1) \
            if len(self.triples) else np.zeros(0, dtype=np.uint64)
        self._pm: dict[int, tuple[int, list] | None] = {}

    def matching(self, rows: int, keep: np.ndarray | None = None) -> tuple[int, list] | None:
        """Minimum-cost perfect matching of the rows in bitmask ``rows`` over the allowed pairs:
        (cost, pairs), or None when there is none (cached). With ``keep`` (a boolean n x n
        matrix), over the allowed pairs it keeps only (not cached)."""
        if keep is None and rows in self._pm:
            return self._pm[rows]
        vs = [v for v in range(self.n) if rows >> v & 1]
        out = None
        if len(vs) % 2 == 0:
            import networkx as nx

            sub = self.pair[np.ix_(vs, vs)]
            use = sub >= 0 if keep is None else (sub >= 0) & keep[np.ix_(vs, vs)]
            top = int(sub.max()) + 1 if len(vs) else 1
            g = nx.Graph()
            g.add_nodes_from(vs)
            for i, j in zip(*np.nonzero(np.triu(use, 1))):
                g.add_edge(vs[i], vs[j], weight=top - int(sub[i, j]))  # integer weights: exact
            m = nx.max_weight_matching(g, maxcardinality=True)
            if 2 * len(m) == len(vs):
                pairs = sorted(tuple(sorted(e)) for e in m)
                out = (sum(int(self.pair[a, b]) for a, b in pairs), pairs)
        if keep is None:
            self._pm[rows] = out
        return out

    def value(self, chosen, below=None, prices=None) -> tuple[int, list] | None:
        """g(S): the triples ``chosen`` (indices, disjoint) and the best pairs for the other rows.
        With ``below`` and ``prices`` = (y, eps) (LP prices, C_uv - y_u - y_v >= -eps on allowed
        pairs): g(S) exactly when g(S) < below, else None or some value >= below. The matching
        then keeps only the pairs that a pairing cheaper than below - C(S) can use: pairing R'
        costs sum_{R'} y + sum of its pairs' reduced costs, each >= -eps, so a pair of reduced cost
        above below - 1 - C(S) - sum_{R'} y + eps (|R'| / 2 - 1) is in none (costs are whole
        units), and the sparser matching's optimum, when below that, is the optimum."""
        used = 0
        for t in chosen:
            used |= int(self.mask[t])
        rows = ((1 << self.n) - 1) & ~used
        triples = int(sum(int(self.tcost[t]) for t in chosen))
        keep = None
        if below is not None and prices is not None:
            y, eps = prices
            inside = np.array([rows >> v & 1 for v in range(self.n)], dtype=bool)
            room = below - 1 - triples - float(y[inside].sum()) + eps * (inside.sum() / 2 - 1)
            room += 1e-6 * max(1.0, abs(below)) + 1e-9 * self.n  # floating point: keep a hair more
            keep = (self.pair - y[:, None] - y[None, :]) <= room
        pm = self.matching(rows, keep)
        if pm is None:
            return None
        return triples + pm[0], pm[1]


def lp_prices(inst: Instance) -> tuple[np.ndarray, float] | None:
    """Prices y of the fractional perfect matching LP over the allowed pairs (HiGHS through SciPy)
    and eps >= 0 with C_uv - y_u - y_v >= -eps for every allowed pair; None without a solution."""
    from scipy.optimize import linprog
    from scipy.sparse import coo_matrix

    a, b = np.nonzero(np.triu(inst.pair >= 0, 1))
    if len(a) == 0:
        return None
    cost = inst.pair[a, b].astype(float)
    cols = np.arange(len(a))
    eq = coo_matrix((np.ones(2 * len(a)), (np.concatenate([a, b]), np.concatenate([cols, cols]))), shape=(inst.n, len(a)))
    res = linprog(cost, A_eq=eq.tocsr(), b_eq=np.ones(inst.n), bounds=(0, None), method="highs")
    if res.status != 0:
        return None
    y = np.asarray(res.eqlin.marginals, dtype=float)
    eps = max(0.0, float(-(cost - y[a] - y[b]).min()))
    return y, eps


def _start(inst: Instance, order: np.ndarray) -> list | None:
    """A feasible S with as few triples as the parity of n allows, up to two: none when the rows
    have a perfect matching, else the first triple (or pair of disjoint triples) in ``order``
    (least reduced cost first) whose other rows have one; None when there is none such. Every
    feasible table of ``instance_of`` has one: all its pairs are allowed, or (2-diversity) the
    allowed pairs form a complete multipartite graph with no part above half the rows, which has
    a perfect matching for n even and keeps that property, for n odd, after a triple from its
    three largest parts. (The local search does not depend on where it starts.)"""
    if inst.n % 2 == 0:
        if inst.matching((1 << inst.n) - 1) is not None:
            return []
        for i, a in enumerate(order):
            for b in order[i + 1:]:
                if not int(inst.mask[a]) & int(inst.mask[b]) and inst.value([int(a), int(b)]) is not None:
                    return [int(a), int(b)]
        return None
    for t in order:
        if inst.value([int(t)]) is not None:
            return [int(t)]
    return None


def search(inst: Instance, *, deadline=None) -> dict:
    """The local search of the module docstring. Returns {"triples", "pairs", "cost", "optimal",
    "lower", "lp", "rounds", "tried"} in whole units: ``lower`` the proven bound (the cost when
    ``optimal``), ``lp`` the LP's bound; ``optimal`` False only when the deadline stopped the search."""
    priced = lp_prices(inst)
    if priced is None:
        raise ParameterError("no partition into pairs and triples exists")  # (require_feasible checks first)
    y, eps = priced
    Y = float(y.sum()) - eps * inst.n / 2  # every release costs >= Y + its triples' reduced costs
    lower = max(0, math.ceil(Y - 1e-6 * max(1.0, abs(Y))))
    rc = inst.tcost - (y[inst.triples].sum(axis=1) if len(inst.triples) else 0.0)
    S = _start(inst, np.argsort(rc, kind="stable"))
    if S is None:
        raise ParameterError("no partition into pairs and at most two triples to start from")
    cost, pairs = inst.value(S)
    rounds = tried = 0

    def answer(optimal):
        return {"triples": S, "pairs": pairs, "cost": cost, "optimal": optimal, "lower": cost if optimal else min(lower, cost),
                "lp": lower, "rounds": rounds, "tried": tried}

    while True:
        margin = 1e-6 * max(1.0, abs(cost)) + 1e-9 * inst.n
        slack = cost - 1 + margin - Y  # a neighbour S' can improve only if sum_{t in S'} rc_t <= slack
        better, stopped = None, False
        for S2 in _neighbours(inst, S, rc, slack):
            if deadline is not None and time.perf_counter() > deadline:
                stopped = True
                break
            tried += 1
            got = inst.value(S2, below=cost, prices=(y, eps))
            if got is not None and got[0] < cost:
                better = (S2, got)
                break
        if better is None:
            return answer(optimal=not stopped or cost <= lower)
        S, (cost, pairs) = better
        rounds += 1


def _neighbours(inst: Instance, S: list, rc: np.ndarray, slack: float):
    """The sets S xor {t1, t2} of disjoint triples whose triples' reduced costs sum to at most
    ``slack`` (the others cannot improve): two removed, one swapped, two added; within each kind
    the lowest bound first."""
    in_s = sum(float(rc[t]) for t in S)
    used = 0
    for t in S:
        used |= int(inst.mask[t])
    free = np.uint64(((1 << inst.n) - 1) & ~used)
    pairs = sorted((in_s - rc[a] - rc[b], a, b) for a, b in itertools.combinations(S, 2))
    for bound, a, b in pairs:  # remove two
        if bound <= slack:
            yield [t for t in S if t not in (a, b)]
    swaps = []
    for t1 in S:  # swap one for another
        room = free | inst.mask[t1]
        ok = np.nonzero(((inst.mask & ~room) == 0) & (in_s - rc[t1] + rc <= slack))[0]
        swaps += [(in_s - rc[t1] + rc[t2], t1, int(t2)) for t2 in ok if t2 != t1]
    for _, t1, t2 in sorted(swaps):
        yield [t for t in S if t != t1] + [t2]
    # add two, disjoint: t1 is screened with the least reduced cost any t2 could bring (a triple's is
    # >= -1.5 eps under the simplex condition, but the screen must not lean on that)
    least = min(0.0, float(rc.min())) if len(rc) else 0.0
    add = np.nonzero(((inst.mask & ~free) == 0) & (in_s + rc + least <= slack))[0]
    add = add[np.argsort(rc[add], kind="stable")]
    for i, t1 in enumerate(add):
        rest = add[i + 1:]
        rest = rest[(in_s + rc[t1] + rc[rest] <= slack) & ((inst.mask[rest] & inst.mask[t1]) == 0)]
        for t2 in rest:
            yield S + [int(t1), int(t2)]


def instance_of(table, diverse: bool, cost_model) -> Instance:
    """Every pair and triple of the table's rows with their costs in units (2-diversity: only rows of
    pairwise different sensitive values group)."""
    n = table.n
    cost = PairCost(cost_model.bind(table), table.codes)
    a, b = np.triu_indices(n, 1)
    pair = np.full((n, n), FORBIDDEN, dtype=np.int64)
    pc = 2 * cost.exact(a, b)
    sa = table.sa_codes[:, 0] if diverse else None
    ok = np.ones(len(a), dtype=bool) if sa is None else sa[a] != sa[b]
    pair[a[ok], b[ok]] = pc[ok]
    pair[b[ok], a[ok]] = pc[ok]
    tri = np.array(list(itertools.combinations(range(n), 3)), dtype=np.int64).reshape(-1, 3)
    if sa is not None and len(tri):
        s = sa[tri]
        tri = tri[(s[:, 0] != s[:, 1]) & (s[:, 0] != s[:, 2]) & (s[:, 1] != s[:, 2])]
    tcost = 3 * cost.exact(tri[:, 0], tri[:, 1], tri[:, 2]) if len(tri) else np.zeros(0, dtype=np.int64)
    return Instance(pair, tri, tcost)


def solve(table, models, cost_model=None, *, time_limit=None, seed=0, progress=None) -> Result:
    started = time.perf_counter()
    cost_model = cost_model or CostModel()
    kmin, diverse = scope(models, METHOD)
    if diverse and len(table.sensitive) != 1:
        raise ParameterError("--method simplex-matching handles 2-diversity on one sensitive column; use --method exact")
    require_feasible(table, models)
    if kmin <= 1:
        return make_result(table, table.row_vector, models, cost_model, lower_bound=0, status="optimal",
                           method=METHOD, started=started)
    if table.n > MAX_ROWS:
        raise ParameterError(f"--method simplex-matching builds every triple of rows: at most {MAX_ROWS} rows, "
                             f"got {table.n}; use --method matching (the LP method) for larger tables")
    inst = instance_of(table, diverse, cost_model)
    if progress:
        progress({"phase": "simplex matching: local search", "triples": len(inst.tcost)})
    out = search(inst, deadline=None if time_limit is None else started + time_limit)
    labels = np.empty(table.n, dtype=np.int64)
    for g, t in enumerate(out["triples"]):
        labels[inst.triples[t]] = g
    for g, (u, v) in enumerate(out["pairs"], start=len(out["triples"])):
        labels[[u, v]] = g
    den = cost_model.bind(table).denominator
    lower = max(Fraction(out["lp"], den),  # the per-row bound by the time limit's end (``bounds``)
                per_row_bound(table, kmin, cost_model, deadline=None if time_limit is None else started + time_limit))
    stats = {"triples_allowed": int(len(inst.tcost)), "rounds": out["rounds"], "neighbours_tried": out["tried"],
             "lp_bound": out["lp"] / den}
    if out["optimal"]:
        lower = Fraction(out["cost"], den)
        # where the LP bound meets the cost it proves the optimum on its own; elsewhere the proof is
        # the exchange argument of the docstring (no improving neighbour)
        stats["proof"] = "LP bound" if out["lp"] >= out["cost"] else "no improving exchange of two triples"
    res = make_result(table, labels, models, cost_model, lower_bound=min(lower, Fraction(out["cost"], den)),
                      status="optimal" if out["optimal"] else "feasible", method=METHOD, started=started, stats=stats)
    if progress:
        progress({"phase": "simplex matching: done", "incumbent": float(res.cost), "bound": float(res.lower_bound)})
    return res
