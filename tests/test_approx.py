"""The approximation algorithms (approx_m: Liang-Yuan Thm 10; set_cover: Meyerson-Williams) keep their guarantees.

Oracle: exact_dp (the optimum, n <= 10; itself checked against brute force over set
partitions in test_exact_solvers) on small random k-anonymity tables, with suppression
or random generalization hierarchies (random level costs, some with a free level 1).
Every Result is checked against the slow reference (tests/reference.py): a partition
into groups of >= k rows, the reference's cost and released cells. Properties:
- approx_m: cost <= R x OPT with R = m' (non-constant QI columns, <= m) under
  suppression, R = sum of root costs / least level-1 cost under hierarchies; refused
  (ParameterError) exactly when a varying column's level 1 costs 0; lower bound <= OPT.
- set_cover (both variants): groups of k..2k-1 rows; the distances are the reference's
  pair costs; the cover's diameter sum <= alpha x OPT_diam (brute force over partitions
  into parts of k..2k-1 rows; alpha = H(2k-1), twice that for the faster variant); the
  conversion never raises it; each group costs <= |S|^2 d(S) / 2; and
  cost <= rho x OPT, rho = (2k-1)^2/(2k) H(2k-1) (x 2 for the faster variant).
- cover_to_partition on random covers: a partition of the union, parts >= k, diameter
  sum not increased.
- both greedy covers take, set by set, the sets of their definitions (a reference that
  rebuilds every candidate at every step), and report their progress every 64 sets.
Plus the three cases of Thm 10 worked by hand, the planted optima of the reduction
families (3dm-3anon, bisection-anon, halfclique-anon, max3dm-3anon), refusals of
l-diversity / t-closeness, the time-limit contract and row-order independence.
"""

from __future__ import annotations

import itertools
import random
from fractions import Fraction

import numpy as np
import pandas as pd
import pytest
import reference as ref
from hypothesis import given, settings
from hypothesis import strategies as st
from test_exact_solvers import (
    QI_DOMAIN,
    SA,
    SETTINGS,
    Case,
    Spec,
    check_release,
    hierarchy_rows,
)

from optanon import KAnonymity, LDiversity, Table, TCloseness, reductions
from optanon.core.cost import CostModel
from optanon.errors import InfeasibleError, ParameterError
from optanon.solvers import approx_m, exact_dp, set_cover
from optanon.solvers.subsets import submasks

COSTS = [Fraction(0), Fraction(1, 3), Fraction(1, 2), Fraction(1), Fraction(2)]


def harmonic(j: int) -> Fraction:
    return sum((Fraction(1, i) for i in range(1, j + 1)), Fraction(0))


def rho(k: int, fast: bool) -> Fraction:
    """Meyerson-Williams' ratio as worked out in set_cover's docstring, computed here independently."""
    return Fraction((2 * k - 1) ** 2, 2 * k) * harmonic(2 * k - 1) * (2 if fast else 1)


@st.composite
def kcases(draw, max_rows=10, hier=True, max_k=4):
    """A random k-anonymity case: k..10 rows, 1-4 QI columns of 2-3 values, maybe hierarchies."""
    rnd = random.Random(draw(st.integers(0, 2**32 - 1)))  # Hypothesis's own draws favour k = 1 and tiny tables
    k = rnd.choices(range(1, max_k + 1), weights=[1] + [6] * (max_k - 1))[0]
    n = rnd.choices(range(k, max_rows + 1), weights=[1 + 2 * i for i in range(max_rows + 1 - k)])[0]
    m = rnd.choice([1, 2, 3, 3, 4])
    qi = [f"q{j}" for j in range(m)]
    dom = {c: QI_DOMAIN[:rnd.choice([2, 3, 3])] for c in qi}
    rows = [{**{c: rnd.choice(dom[c]) for c in qi}, SA: "a"} for _ in range(n)]
    hierarchies, costs = {}, {}
    if hier:
        for c in draw(st.lists(st.sampled_from(qi), max_size=min(2, m), unique=True)):
            h = draw(hierarchy_rows(QI_DOMAIN, c))
            hierarchies[c] = h
            if draw(st.booleans()):
                costs[c] = sorted(draw(st.lists(st.sampled_from(COSTS), min_size=ref.hierarchy_height(h),
                                                max_size=ref.hierarchy_height(h))))
    return Case(rows, qi, [Spec("k", k=k)], hierarchies, costs)


def level_costs(case, col) -> list[Fraction]:
    """Reference level costs of a column: [0, level 1, ..., root]."""
    if col not in case.hierarchies:
        return [Fraction(0), Fraction(1)]
    height = ref.hierarchy_height(case.hierarchies[col])
    if col in case.costs:
        return [Fraction(0)] + [Fraction(c) for c in case.costs[col]]
    return [Fraction(lv, height) for lv in range(height + 1)]


def optimum(case) -> Fraction:
    return exact_dp.solve(case.table(), case.models(), case.cost_model()).cost


# ---------------------------------------------------------------------------
# Liang-Yuan Theorem 10
# ---------------------------------------------------------------------------


@settings(max_examples=300, **SETTINGS)
@given(kcases())
def test_approx_m_within_its_ratio_of_the_optimum(case):
    table, models, cm = case.table(), case.models(), case.cost_model()
    k = case.specs[0].k
    varying = [c for c in case.qi if len({r[c] for r in case.rows}) > 1]
    first = [level_costs(case, c)[1] for c in varying]
    if varying and min(first) == 0:  # the only input it may refuse
        with pytest.raises(ParameterError, match="voids the approximation guarantee"):
            approx_m.solve(table, models, cm)
        return
    res = approx_m.solve(table, models, cm)
    check_release(case, res)
    opt = optimum(case)
    ratio = sum(level_costs(case, c)[-1] for c in varying) / min(first) if varying else Fraction(0)
    assert Fraction(res.stats["ratio_exact"]) == ratio
    if not case.hierarchies:
        assert ratio == len(varying) <= table.m
    assert res.cost <= ratio * opt
    assert res.lower_bound <= opt
    assert approx_m.theorem_bound(table, k, cm.bind(table)) <= opt
    assert (res.status == "optimal") == (res.cost == res.lower_bound)


def frame(rows) -> Table:
    df = pd.DataFrame([list(r) for r in rows], columns=[f"q{j}" for j in range(len(rows[0]))])
    return Table.encode(df, list(df.columns))


def expand(spec):
    return [vec for vec, count in spec for _ in range(count)]


@pytest.mark.parametrize("spec, k, case, cost, opt, theorem", [
    # case 1: the small classes hold >= k rows, they form one group; OPT >= s = 3 rows
    ([("a", "a", 1), ("b", "b", 1), ("c", "c", 1), ("d", "d", 3)], 3, "case 1", 6, 6, 3),
    # case 2: one small row, surplus of the big class: k rows, cost m k; OPT >= k
    ([("a", "a", 1), ("d", "d", 5)], 3, "case 2", 6, 6, 3),
    # case 2, donors nearest first: (a, b) adds one column, (d, d) two
    ([("a", "a", 1), ("a", "b", 5), ("d", "d", 5)], 3, "case 2", 3, 3, 3),
    # case 3: no surplus; the smallest big class (b, b) x3 joins, not (c, c) x4; OPT >= s + 3
    ([("a", "a", 1), ("b", "b", 3), ("c", "c", 4)], 3, "case 3", 8, 8, 4),
    # case 3, among the smallest big classes the nearest one: (a, b) costs 4, (c, c) would cost 8
    ([("a", "a", 1), ("c", "c", 3), ("a", "b", 3)], 3, "case 3", 4, 4, 4),
    # case 3 with s = 2 and the smallest big class of 4 rows: OPT >= 6 (case 2's k = 4 would be weaker)
    ([("a", "a", 1), ("b", "a", 1), ("c", "c", 4), ("d", "d", 5)], 4, "case 3", 12, 12, 6),
    # no class below k: cost 0, optimal
    ([("a", "a", 2), ("b", "b", 3)], 2, "no class below k", 0, 0, 0),
])
def test_approx_m_cases_by_hand(spec, k, case, cost, opt, theorem):
    t = frame(expand([((a, b), c) for a, b, c in spec]))
    res = approx_m.solve(t, [KAnonymity(k)])
    assert res.stats["case"] == case
    assert res.cost == cost
    assert res.stats["theorem_bound"] == theorem  # the proof's bound, exactly (one level-1 cell per row)
    assert exact_dp.solve(t, [KAnonymity(k)]).cost == opt


def test_approx_m_reaches_the_ratio_m():
    # the ratio m is tight: the optimum pairs rows differing in one column (2 pairs x 2 cells);
    # case 1 merges all four rows (each alone in its class) and suppresses all m = 3 columns
    t = frame([("a", "a", "a"), ("a", "a", "b"), ("b", "b", "a"), ("b", "b", "b")])
    res = approx_m.solve(t, [KAnonymity(2)])
    assert (exact_dp.solve(t, [KAnonymity(2)]).cost, res.cost, res.stats["case"]) == (4, 12, "case 1")
    assert res.cost == t.m * 4


def test_approx_m_theorem_bound_beats_the_per_row_bound():
    # case 2: the single small row pays one cell per row bound-wise, but OPT >= k = 5
    t = frame(expand([(("a", "a"), 1), (("a", "b"), 9)]))
    res = approx_m.solve(t, [KAnonymity(5)])
    assert res.stats["per_row_bound"] == 1 and res.stats["theorem_bound"] == 5
    assert res.lower_bound == 5 == res.cost == exact_dp.solve(t, [KAnonymity(5)]).cost
    assert res.status == "optimal"


# ---------------------------------------------------------------------------
# Meyerson-Williams
# ---------------------------------------------------------------------------


def row_distances(case, table, cm) -> np.ndarray:
    """Distances between rows from set_cover.distance_matrix, checked pair by pair against the reference:
    a group of two rows costs 2 d(u, v)."""
    bound = cm.bind(table)
    dist = set_cover.distance_matrix(bound, table.vectors)
    rv = table.row_vector
    n = table.n
    for a in range(n):
        for b in range(a + 1, n):
            pair = ref.release([case.rows[a], case.rows[b]], case.qi, [0, 0], case.hierarchies, case.costs)["cost"]
            assert Fraction(2 * int(dist[rv[a], rv[b]]), bound.denominator) == pair
    return dist[rv][:, rv].astype(np.int64)


def min_diameter_sum(dist: np.ndarray, k: int) -> int:
    """Brute force: the least sum of diameters over partitions of the rows into parts of k..2k-1 rows."""
    n = len(dist)
    full = (1 << n) - 1
    diam = np.zeros(1 << n, dtype=np.int64)
    size = np.zeros(1 << n, dtype=np.int64)
    for s in range(1, full + 1):
        low = (s & -s).bit_length() - 1
        rest = s & (s - 1)
        others = [j for j in range(n) if rest >> j & 1]
        diam[s] = max(int(diam[rest]), max((int(dist[low, j]) for j in others), default=0))
        size[s] = size[rest] + 1
    inf = np.int64(2**60)
    ok = (size >= k) & (size <= 2 * k - 1)
    best = np.full(1 << n, inf, dtype=np.int64)
    best[0] = 0
    for s in range(1, full + 1):
        low = s & -s
        groups = low | submasks(s ^ low)
        cand = np.where(ok[groups], diam[groups] + best[s ^ groups], inf)
        best[s] = min(int(cand.min()), int(inf))
    return int(best[full])


@pytest.mark.parametrize("fast", [True, False], ids=["fast", "simple"])
@settings(max_examples=250, **SETTINGS)
@given(case=kcases(max_rows=10, max_k=3))
def test_set_cover_keeps_its_guarantee(case, fast):
    table, models, cm = case.table(), case.models(), case.cost_model()
    k = case.specs[0].k
    res = (set_cover.solve if fast else set_cover.solve_simple)(table, models, cm)
    check_release(case, res)
    opt = optimum(case)
    assert res.cost <= rho(k, fast) * opt
    assert Fraction(res.stats["ratio_exact"]) == (rho(k, fast) if k > 1 else 0)
    assert res.lower_bound <= opt
    assert (res.status == "optimal") == (res.cost == res.lower_bound)
    if k == 1:
        assert res.cost == 0
        return
    sizes = np.bincount(res.release.labels)
    assert sizes.min() >= k and sizes.max() <= 2 * k - 1
    dist = row_distances(case, table, cm)
    den = cm.bind(table).denominator
    diameters = [int(dist[np.ix_(g, g)].max()) for g in (np.flatnonzero(res.release.labels == i) for i in range(len(sizes)))]
    assert sum(diameters) == res.stats["diameter_sum"] <= res.stats["cover_diameter_sum"]
    alpha = harmonic(2 * k - 1) * (2 if fast else 1)
    opt_diam = min_diameter_sum(dist, k)
    assert res.stats["cover_diameter_sum"] <= alpha * opt_diam
    assert k * Fraction(opt_diam, den) <= opt  # the lower-bound lemma
    assert res.cost <= sum(Fraction(int(s) ** 2 * d, 2 * den) for s, d in zip(sizes, diameters))  # the upper-bound lemma


def cover_instance(seed, max_k, max_d, columns):
    """A random greedy-cover instance: k in 2..max_k, 1..max_d vectors of 1-3 copies (at least k
    rows in all) over columns[0]..columns[1] columns of 3 values, each column weighing 1-3 (the
    distance: the weights of the columns two vectors differ in). Returns (dist, counts, k)."""
    rng = np.random.default_rng(seed)
    k = int(rng.integers(2, max_k + 1))
    d = int(rng.integers(1, max_d + 1))
    counts = rng.integers(1, 4, size=d)
    if counts.sum() < k:
        counts[0] += k - counts.sum()
    m = int(rng.integers(columns[0], columns[1] + 1))
    pts = rng.integers(0, 3, size=(d, m))
    dist = ((pts[:, None, :] != pts[None, :, :]) * rng.integers(1, 4, size=m)).sum(axis=2)
    return dist, counts, k


def copy_ids(vectors, counts, uncovered, start, fresh=True):
    """The element ids (vector x's copies are start[x], start[x] + 1, ...) a set of these vectors (a
    multiset) takes: per vector, with ``fresh``, its lowest uncovered copies first (``uncovered`` is
    updated), then covered copies from the vector's first."""
    ids = []
    for x in sorted(set(vectors)):
        many = vectors.count(x)
        new = min(many, uncovered[x]) if fresh else 0
        got = counts[x] - uncovered[x]
        ids += list(range(start[x] + got, start[x] + got + new)) + list(range(start[x], start[x] + many - new))
        uncovered[x] -= new
    return ids


def greedy_fast_by_definition(dist, counts, k):
    """The faster greedy of set_cover's docstring, every candidate rebuilt every iteration: S(j, v),
    j = 1..2k-1, is the j uncovered copies nearest v (v's own first, ties by vector index) plus, for
    j < k, the k - j covered copies nearest v; the least diameter / j is taken, ties to the larger j,
    then the lower v. Returns the sets (element ids, the new copies first) and their diameters."""
    d, t = len(counts), 2 * k - 1
    uncovered = list(counts)
    start = [0] + list(itertools.accumulate(counts))
    sets, weights = [], []
    while any(uncovered):
        best = None
        for v in range(d):
            order = sorted(range(d), key=lambda x: (dist[v][x], x != v, x))
            free = [x for x in order for _ in range(uncovered[x])]
            taken = [x for x in order for _ in range(counts[x] - uncovered[x])]
            for j in range(1, t + 1):
                if j > len(free) or (j < k and k - j > len(taken)):
                    continue
                members = free[:j] + (taken[:k - j] if j < k else [])
                diam = max(dist[a][b] for a in members for b in members)
                key = (Fraction(diam, j), -j, v)
                if best is None or key < best[0]:
                    best = (key, members, diam, j)
        _, members, diam, j = best
        # the j uncovered copies, then the filler's covered ones
        sets.append(copy_ids(members[:j], counts, uncovered, start) +
                    copy_ids(members[j:], counts, uncovered, start, fresh=False))
        weights.append(diam)
    return sets, weights


def greedy_simple_by_definition(dist, counts, k):
    """The first greedy of set_cover's docstring: every multiset of k..2k-1 vectors (none more often
    than it occurs; by size, then lexicographically) is a candidate; the least diameter / (copies it
    newly covers) is taken, ties to the more new copies, then the earlier candidate; its copies are
    the uncovered ones first. Returns the sets (element ids) and their diameters."""
    d = len(counts)
    start = [0] + list(itertools.accumulate(counts))
    candidates = [c for s in range(k, 2 * k) for c in itertools.combinations_with_replacement(range(d), s)
                  if all(c.count(x) <= counts[x] for x in set(c))]
    uncovered = list(counts)
    sets, weights = [], []
    while any(uncovered):
        best = None
        for i, c in enumerate(candidates):
            new = sum(min(c.count(x), uncovered[x]) for x in set(c))
            if new:
                diam = max(dist[a][b] for a in c for b in c)
                key = (Fraction(diam, new), -new, i)
                if best is None or key < best[0]:
                    best = (key, c, diam)
        _, c, diam = best
        sets.append(copy_ids(c, counts, uncovered, start))
        weights.append(diam)
    return sets, weights


# (greedy, its reference, the instances: largest k, most vectors, fewest and most columns)
GREEDIES = {"fast": (set_cover.greedy_fast, greedy_fast_by_definition, (4, 12, (2, 4))),
            "simple": (set_cover.greedy_simple, greedy_simple_by_definition, (3, 6, (3, 3)))}


@pytest.mark.parametrize("variant", list(GREEDIES))
@settings(max_examples=300, **SETTINGS)
@given(seed=st.integers(0, 2**32 - 1))
def test_greedy_takes_the_sets_of_its_definition(variant, seed):
    # the fast greedy's incremental work (only the centres whose nearest copies changed rebuilt,
    # prefix diameters, row-wise searches) and the simple one's vectorised candidates pick, set by
    # set, what rebuilding every candidate would
    greedy, reference, (max_k, max_d, columns) = GREEDIES[variant]
    dist, counts, k = cover_instance(seed, max_k, max_d, columns)
    cover = greedy(dist, counts, k)
    sets, weights = reference(dist.tolist(), counts.tolist(), k)
    assert cover.weights == weights
    assert [sorted(s) for s in cover.sets] == [sorted(s) for s in sets]


@settings(max_examples=150, **SETTINGS)
@given(st.integers(0, 2**32 - 1), st.integers(2, 4))
def test_cover_to_partition(seed, k):
    rng = np.random.default_rng(seed)
    n = int(rng.integers(k, 16))
    pts = rng.integers(0, 3, size=(n, 3))
    dist = (pts[:, None, :] != pts[None, :, :]).sum(axis=2)
    sets = []
    covered = np.zeros(n, dtype=bool)
    while not covered.all():  # random sets of k..2k-1 elements, the last ones forced to cover the rest
        size = int(rng.integers(k, 2 * k))
        need = np.flatnonzero(~covered)[:size]
        extra = rng.choice(np.setdiff1d(np.arange(n), need), size=max(0, min(size, n) - need.size), replace=False)
        s = sorted(set(need.tolist()) | set(extra.tolist()))
        if len(s) < k:
            continue
        sets.append(s)
        covered[s] = True
    parts = set_cover.cover_to_partition([list(s) for s in sets], k)
    assert sorted(x for p in parts for x in p) == list(range(n))
    assert all(k <= len(p) <= 2 * k - 1 for p in parts)
    diam = lambda s: int(dist[np.ix_(s, s)].max())
    assert sum(diam(p) for p in parts) <= sum(diam(s) for s in sets)


@pytest.mark.parametrize("counts, taken, k", [([2, 1, 3], [0, 0, 1], 3), ([2, 1, 3], [0, 0, 2, 2], 3),
                                              ([2, 1, 3], [0, 0, 2, 2, 2], 3), ([2, 1, 3], [0, 1, 2], 4),
                                              ([2, 1, 3], [], 2), ([2, 1, 3], [0, 0], 2),
                                              ([1, 1, 3], [1, 2, 2, 2], 3)])
def test_a_cover_closed_at_the_time_limit_covers_every_row(counts, taken, k):
    # time is up: the uncovered copies form one more set, padded with covered copies up to k rows (never
    # more copies of a vector than it has), and only that set is marked -1 (the guarantee void; solve
    # reads status "timeout" from the last weight)
    counts = np.array(counts)
    cover = set_cover._Cover(counts)
    if taken:
        cover.take(taken, 5)
    before = set(x for s in cover.sets for x in s)
    cover.close(k)
    everything = set(range(int(counts.sum())))
    assert set(x for s in cover.sets for x in s) == everything
    last = cover.sets[-1]
    assert set(last) >= everything - before and len(last) == len(set(last)) == max(k, len(everything - before))
    assert cover.weights == ([5] if taken else []) + [-1]
    full = set_cover._Cover(counts)
    full.take(np.repeat(np.arange(len(counts)), counts), 7)
    full.close(k)  # nothing uncovered: no set added
    assert full.weights == [7] and len(full.sets) == 1


def test_cover_to_partition_merges_two_k_sets():
    assert set_cover.cover_to_partition([[0, 1], [1, 2]], 2) == [[0, 1, 2]]
    assert set_cover.cover_to_partition([[0, 1, 2], [2, 3]], 2) == [[0, 1], [2, 3]]


# ---------------------------------------------------------------------------
# planted optima, refusals, contracts
# ---------------------------------------------------------------------------

SOLVERS = {"approx-m": approx_m.solve, "set-cover": set_cover.solve, "set-cover-simple": set_cover.solve_simple}


@pytest.mark.parametrize("family, size", [("3dm-3anon", 4), ("3dm-3anon", 6), ("bisection-anon", 8),
                                          ("halfclique-anon", 8), ("max3dm-3anon", 3), ("max3dm-3anon", 5)])
@pytest.mark.parametrize("method", list(SOLVERS))
def test_planted_optima(family, size, method):
    inst = reductions.generate(family, size, seed=1)
    table = Table.encode(inst.frame, inst.qi, inst.sensitive)
    res = SOLVERS[method](table, inst.models())
    k, m = inst.k, table.m
    ratio = m if method == "approx-m" else rho(k, method == "set-cover")
    assert inst.optimum_exact
    assert res.lower_bound <= inst.optimum <= res.cost <= ratio * inst.optimum
    assert res.release.smallest_class >= k


@pytest.mark.parametrize("method", list(SOLVERS))
def test_other_models_are_refused(method):
    df = pd.DataFrame({"q": ["a", "b", "a", "b"], "s": ["x", "y", "y", "x"]})
    t = Table.encode(df, ["q"], ["s"])
    for model in (LDiversity(2), TCloseness("0.5")):
        with pytest.raises(ParameterError, match="k-anonymity only"):
            SOLVERS[method](t, [KAnonymity(2), model])
    with pytest.raises(InfeasibleError):
        SOLVERS[method](t, [KAnonymity(5)])


@pytest.mark.parametrize("method", list(SOLVERS))
def test_no_model_is_1_anonymity(method):
    # without -k the model list is empty (api.build_models): k = 1, every row may stay as it is, so
    # the optimum is 0; a default k of 2 would release pairs and claim a bound above the optimum
    t = frame([("a", "x"), ("a", "y"), ("b", "y"), ("c", "z")])
    for models in ([], [KAnonymity(1)]):
        res = SOLVERS[method](t, models)
        assert (res.cost, res.lower_bound, res.status) == (0, 0, "optimal")
        assert res.release.smallest_class == 1


def test_set_cover_limits(monkeypatch):
    t = frame([(str(i), str(i % 3)) for i in range(12)])
    with pytest.raises(ParameterError, match="use set-cover"):
        set_cover.solve_simple(t, [KAnonymity(6)])
    monkeypatch.setattr(set_cover, "MAX_DISTINCT", 10)
    with pytest.raises(ParameterError, match="at most 10"):
        set_cover.solve(t, [KAnonymity(2)])


def test_the_simple_greedy_counts_its_candidates_up_to_its_limit(monkeypatch):
    # 7 distinct rows, k = 3: every multiset of 3..5 of them, counted here by enumeration
    t = frame([(str(i), str(i % 3)) for i in range(7)])
    total = sum(1 for s in range(3, 6) for _ in itertools.combinations_with_replacement(range(7), s))
    monkeypatch.setattr(set_cover, "MAX_SIMPLE_CANDIDATES", total)
    assert set_cover.solve_simple(t, [KAnonymity(3)]).release.smallest_class >= 3  # at the limit: runs
    monkeypatch.setattr(set_cover, "MAX_SIMPLE_CANDIDATES", total - 1)
    with pytest.raises(ParameterError, match=f"enumerate {total} candidate sets"):
        set_cover.solve_simple(t, [KAnonymity(3)])


def test_the_simple_greedy_takes_sets_of_up_to_2k_minus_1_rows():
    # three rows pairwise 1 apart, k = 2: the set of all three (diameter 1, 1/3 per row) beats any
    # pair (1/2 per row), so the cover is that one set, of weight 1; pairs alone would need two sets
    res = set_cover.solve_simple(frame([("a",), ("b",), ("c",)]), [KAnonymity(2)])
    assert (res.stats["cover_sets"], res.stats["cover_diameter_sum"], res.cost) == (1, 1, 3)
    # one vector, three copies: one set of all three (the pairs' padding slots hold no uncovered copy)
    res = set_cover.solve_simple(frame([("a",)] * 3), [KAnonymity(2)])
    assert (res.stats["cover_sets"], res.stats["cover_diameter_sum"], res.cost) == (1, 0, 0)


def adult_like(n=60, seed=3):
    rng = np.random.default_rng(seed)
    return frame(rng.integers(0, 3, size=(n, 4)).astype(str).tolist())


@pytest.mark.parametrize("fast", [True, False])
def test_time_limit_gives_a_verified_result(fast):
    t = adult_like(40) if fast else adult_like(14)
    res = (set_cover.solve if fast else set_cover.solve_simple)(t, [KAnonymity(3)], time_limit=0)
    assert res.status in ("timeout", "optimal")
    assert res.release.smallest_class >= 3
    assert np.bincount(res.release.labels).min() >= 3
    full = (set_cover.solve if fast else set_cover.solve_simple)(t, [KAnonymity(3)])
    assert full.status in ("feasible", "optimal") and full.stats["cover_diameter_sum"] is not None


@pytest.mark.parametrize("method", list(SOLVERS))
def test_row_order_and_repeats(method):
    base = adult_like(20 if method == "set-cover-simple" else 50)
    df = base.frame
    shuffled = Table.encode(df.sample(frac=1, random_state=7), list(df.columns))
    a, b = SOLVERS[method](base, [KAnonymity(3)]), SOLVERS[method](shuffled, [KAnonymity(3)])
    assert a.cost == b.cost
    assert (a.release.labels == SOLVERS[method](base, [KAnonymity(3)]).release.labels).all()  # deterministic


def test_progress_reports_done():
    seen = []
    res = set_cover.solve(adult_like(200), [KAnonymity(2)], progress=seen.append)
    assert seen[-1]["phase"] == "set-cover: done" and seen[-1]["incumbent"] == float(res.cost)
    assert any(p["phase"] == "set-cover: greedy" for p in seen)


@pytest.mark.parametrize("fast", [True, False], ids=["fast", "simple"])
def test_the_greedy_reports_every_64th_set_and_runs_without_a_callback(fast):
    # 4 vectors of 50 rows, k = 2: 68 sets, so one report (at the 64th), and a run without a
    # progress callback that passes that mark
    rng = np.random.default_rng(5)
    pts = rng.integers(0, 3, size=(4, 3))
    dist = (pts[:, None, :] != pts[None, :, :]).sum(axis=2)
    counts = np.full(4, 50)
    greedy = set_cover.greedy_fast if fast else set_cover.greedy_simple
    seen = []
    cover = greedy(dist, counts, 2, progress=seen.append)
    assert len(cover.sets) >= 64
    assert len(seen) == len(cover.sets) // 64
    assert all(u["rows"] == 200 and u["phase"].endswith(": greedy") for u in seen)
    # each report counts the rows the first 64, 128, ... sets cover (every set covers a new row)
    assert [u["covered"] for u in seen] == [len(set().union(*cover.sets[:64 * (i + 1)])) for i in range(len(seen))]
    quiet = greedy(dist, counts, 2)
    assert quiet.sets == cover.sets and quiet.weights == cover.weights


def test_wide_table_skips_the_exponential_per_row_bound():
    rng = np.random.default_rng(0)
    t = frame(rng.integers(0, 2, size=(12, 14)).astype(str).tolist())
    for solve in SOLVERS.values():
        res = solve(t, [KAnonymity(3)], cost_model=CostModel())
        assert str(res.stats["per_row_bound"]).startswith("skipped")
        assert res.lower_bound == res.stats["theorem_bound"]
    # no class below k: the theorem's bound alone is 0 and meets the release (every class kept)
    wide = frame(rng.integers(0, 2, size=(3, 14)).astype(str).tolist() * 3)
    for solve in SOLVERS.values():
        res = solve(wide, [KAnonymity(3)], cost_model=CostModel())
        assert str(res.stats["per_row_bound"]).startswith("skipped")
        assert (res.cost, res.lower_bound, res.status) == (0, 0, "optimal")
