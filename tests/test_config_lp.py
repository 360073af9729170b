"""The configuration LP under equal-distance t-closeness (solvers/config_lp.py).

- ``_size_best`` is the least cost over every group of exactly N rows whose deficit is at most
  t N and whose values keep under the caps, by brute force over every N-subset (exact when the
  table has at most GRID rows; with a coarser grid at most that);
- ``price`` of every pattern of small skewed tables, at random prices, is at most the brute-force
  least reduced cost over every group under the pattern that meets every model, and equal to it
  under k and equal-distance t (and frequency l on the same column);
- the bound never exceeds the optimum (exact_dp), and ``exact`` with it (pattern pruning and the
  objective cut in the restricted MILPs) reaches exact_dp's optimum and proves it;
- Adult's first 30 rows, 8 QIs, k = 3, t = 0.3 on occupation: the MILP's LP is 149.9 and its bound
  170 after 60 s; the configuration LP 175.6, and ``exact`` proves the optimum, 178.
"""

from __future__ import annotations

import itertools
import math
import random
from fractions import Fraction

import numpy as np
import pandas as pd
import pytest
from test_exact_solvers import SA, group_holds

from optanon import KAnonymity, LDiversity, TCloseness
from optanon.core.cost import CostModel
from optanon.core.table import Table
from optanon.errors import InfeasibleError
from optanon.solvers import config_lp, exact, exact_dp

S = config_lp.SCALE


def sized(n_table, table_counts, t, l=None, grid=None):
    """A ConfigLP with only what ``_size_best`` reads."""
    c = object.__new__(config_lp.ConfigLP)
    c.n, c.table_counts = n_table, np.asarray(table_counts, dtype=np.int64)
    c.t, c.l = Fraction(t), None if l is None else Fraction(l)
    c.G = grid or n_table
    return c


def ordered_rows(rng, r, R):
    sv = np.sort(np.array([rng.randrange(r) for _ in range(R)]))
    sl = np.array([rng.randint(-8, 8) * S + rng.randint(0, 3) for _ in range(R)], dtype=np.int64)
    o = np.lexsort((sl, sv))
    sl, sv = sl[o], sv[o]
    first = np.r_[0, np.flatnonzero(sv[1:] != sv[:-1]) + 1]
    rank = np.arange(R) - np.repeat(first, np.diff(np.r_[first, R]))
    return sl, sv, rank


def brute_size(c, sl, sv, N):
    """The least sum over N-subsets meeting the deficit (exact rationals) and the caps; None: none."""
    r = len(c.table_counts)
    best = None
    for group in itertools.combinations(range(len(sl)), N):
        ns = np.bincount(sv[list(group)], minlength=r)
        if c.l is not None and any(x * c.l > N for x in ns):
            continue
        deficit = sum(max(Fraction(int(q) * N, c.n) - int(x), 0) for q, x in zip(c.table_counts, ns))
        if deficit <= c.t * N:
            value = int(sl[list(group)].sum())
            best = value if best is None else min(best, value)
    return best


def test_size_best_is_the_brute_force_minimum():
    rng = random.Random(3)
    checked = strict = 0
    for _ in range(250):
        r = rng.choice([2, 3, 4, 5, 6])
        counts = [rng.randint(1, 7) for _ in range(r)]
        # large t too: there the parts alone can pass the credit needed by a row or more, where the
        # count of full rows still needed clips at 0 (clipped at -1 it read S's last column, INF,
        # and such groups were lost)
        t = rng.choice(["1/10", "1/5", "3/10", "2/5", "1/2", "4/5"])
        c = sized(sum(counts), counts, t, rng.choice([None, None, "2", "3/2"]))
        sl, sv, rank = ordered_rows(rng, r, rng.randint(1, 9))
        for N in range(1, len(sl) + 1):
            truth, got = brute_size(c, sl, sv, N), c._size_best(sl, sv, rank, N)
            if truth is None:
                assert got is None, (N, got)
                continue
            assert got is not None and got[0] == truth, (counts, c.t, c.l, N, got, truth)
            assert int(sl[got[1]].sum()) == truth and len(got[1]) == N == len(set(got[1].tolist()))
            checked += 1
            # a coarser grid only admits more groups
            coarse = sized(c.n, counts, c.t, c.l, grid=max(1, c.n // 3))._size_best(sl, sv, rank, N)
            assert coarse is not None and coarse[0] <= truth
            strict += coarse[0] < truth
    assert checked >= 400 and strict >= 1, (checked, strict)


def skewed(rng, n, values="aaabbcd", sites=1):
    """n rows, two QIs, SA values drawn from ``values``; with ``sites`` > 1 the rows come from sites
    that share no QI value (only the all-``*`` pattern spans two)."""
    site = [rng.randrange(sites) for _ in range(n)]
    df = pd.DataFrame({"q0": [f"x{s}{rng.randrange(2)}" for s in site],
                       "q1": [f"y{s}{rng.randrange(3)}" for s in site],
                       SA: [rng.choice(values) for _ in range(n)]})
    return Table.encode(df, ["q0", "q1"], [SA])


def draw_models(rng):
    models = [KAnonymity(rng.choice([2, 3])), TCloseness(rng.choice(["0.2", "0.3", "0.4", "1/3"]))]
    if rng.random() < 0.3:
        models.append(LDiversity(rng.choice(["2", "3/2"])))
    return models


def skewed_cases(count=40):
    """(seed, table, models, exact_dp's optimum) of the skewed tables of 8-12 rows with ``draw_models``
    (the infeasible ones left out): ``exact`` against the DP, here and in test_composition_cuts.py."""
    for seed in range(count):
        rng = random.Random(100 + seed)
        table, models = skewed(rng, rng.randint(8, 12)), draw_models(rng)
        try:
            yield seed, table, models, exact_dp.solve(table, models).cost
        except InfeasibleError:
            continue


def test_price_is_the_least_reduced_cost_of_a_feasible_group():
    checked = binding = 0
    for seed in range(60):
        rng = random.Random(seed)
        table, models = skewed(rng, rng.randint(5, 9)), draw_models(rng)
        try:
            milp = exact.PatternMILP(table, models, CostModel())
        except InfeasibleError:
            continue
        j = config_lp.column(milp)
        if j is None:  # fewer than three values drawn
            continue
        c = config_lp.ConfigLP(milp, j)
        pi = np.array([rng.randint(-S, 4 * S) for _ in milp.type_count], dtype=np.int64)
        for p in range(milp.num_patterns):
            types = set(milp.pair_type[milp.pair_pattern == p].tolist())
            rows = [i for i in range(table.n) if int(milp.row_type[i]) in types]
            truth = plain = None
            for size in range(1, len(rows) + 1):
                for group in itertools.combinations(rows, size):
                    value = sum(int(c.unit[p]) * S - int(pi[milp.row_type[i]]) for i in group)
                    if size >= milp.kmin:
                        plain = value if plain is None else min(plain, value)
                    if group_holds(table, models, list(group)):
                        truth = value if truth is None else min(truth, value)
            got, group = c.price(p, pi)
            if truth is None:
                assert got >= config_lp.INF, (seed, p, got)
                continue
            assert got == truth, (seed, models, p, got, truth)
            assert sum(int(c.unit[p]) * S - int(pi[u]) for u in group) == got
            checked += 1
            binding += truth > plain
    assert checked >= 150 and binding >= 30, (checked, binding)


def test_exact_with_the_configuration_lp_reaches_the_optimum():
    """Skewed tables of 8-12 rows, three or four SA values, k, equal t (and l): the configuration
    LP's bound is at most exact_dp's optimum, and ``exact`` (its pattern pruning and the objective
    cut in the restricted MILPs) returns that optimum, proved. Without the composition cuts, whose
    LP nearly reaches the configuration LP on these tables (``test_composition_cuts.py`` runs them
    on the same tables)."""
    used = above = 0
    for seed, table, models, optimum in skewed_cases():
        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(exact, "COMPOSITION_CUTS", False)
            res = exact.solve(table, models, CostModel(), time_limit=None)
        assert res.status == "optimal" and res.cost == optimum and res.lower_bound == optimum, (seed, models, res.cost, optimum)
        if "config_lp_bound" in res.stats:
            used += 1
            assert res.stats["config_lp_bound"] <= optimum + 1e-9, (seed, res.stats["config_lp_bound"], optimum)
            above += res.stats["config_lp_bound"] > res.stats.get("lp_after_cuts", 0) + 1e-6
    assert used >= 25 and above >= 5, (used, above)


def test_objective_cut_keeps_the_optimum_of_every_part():
    """The objective cut (``PatternMILP.objective_cut``) in a part of a restricted MILP: tables of
    two sites that share no QI value, the MILP restricted to the patterns of one site and covering
    its rows alone (as ``components`` builds a part), with the cut over that part's rows, reaches
    the least cost of releasing that site's rows in feasible groups (brute force over every
    partition of them into groups that agree on a QI, so that their pattern is the site's; t measured
    against the whole table); at target OPT the whole restricted
    MILP reaches OPT, and at OPT - 1 finds nothing below it."""
    from test_exact_solvers import set_partitions

    from optanon.solvers import components

    tried = 0
    for seed in range(30):
        rng = random.Random(500 + seed)
        table = skewed(rng, rng.randint(9, 12), "aabc", sites=2)
        models = [KAnonymity(2), TCloseness(rng.choice(["0.3", "0.4", "1/2"]))]
        try:
            optimum = exact_dp.solve(table, models).cost
        except InfeasibleError:
            continue
        milp = exact.PatternMILP(table, models, CostModel())
        j = config_lp.column(milp)
        if j is None:
            continue
        pruning, _ = config_lp.ConfigLP(milp, j).solve(exact.warm_start(table, models, CostModel()), 30)
        milp.objective_cut = pruning.objective_cut
        site = np.array([v.startswith("x0") for v in table.frame["q0"]])
        if not 2 <= site.sum() <= 7:
            continue
        cover = np.zeros(len(milp.type_count), dtype=bool)
        cover[milp.row_type[site]] = True
        outside = np.zeros(milp.num_patterns, dtype=bool)
        outside[milp.pair_pattern[~cover[milp.pair_type]]] = True
        part = milp.restricted(~outside[milp.pair_pattern], cover=cover)
        sol = part.solve(None, 0)
        rows = np.flatnonzero(site)
        truth = None
        q = table.frame[["q0", "q1"]].to_numpy()

        def within(g):  # its rows agree on a QI: its pattern keeps that column, so it stays in the site
            return any(len(set(q[rows[g], c])) == 1 for c in (0, 1))

        for groups in set_partitions(len(rows)):
            if all(within(g) and group_holds(table, models, list(rows[g])) for g in groups):
                labels = np.arange(table.n)  # the other rows alone: they cost nothing here
                for gi, g in enumerate(groups):
                    labels[rows[g]] = table.n + gi
                cost = sum(exact._cost_of(table, np.where(labels == table.n + gi, 0, -1 - np.arange(table.n)), CostModel())
                           for gi in range(len(groups)))
                truth = cost if truth is None else min(truth, cost)
        if truth is None:
            assert sol.x is None
        else:
            assert sol.x is not None and exact._whole_units(sol.dual_bound) == truth * milp.denominator, (seed, sol.dual_bound, truth)
        for target in (int(optimum), int(optimum) - 1):
            keep = pruning.keep(target)
            got = components.solve_restricted(milp, keep, None, 0, {}, {}, None, exact._whole_units, split=False,
                                              target=target) if milp.covers_every_type(keep) else None
            if target == optimum:
                assert got is not None and got.labels is not None
                assert exact._cost_of(table, got.labels, CostModel()) == optimum, seed
            elif got is not None:
                assert got.labels is None or exact._cost_of(table, got.labels, CostModel()) >= optimum
        tried += 1
    assert tried >= 10, tried


def _adult_30_rows_on_occupation() -> Table:
    """Adult's first 30 rows, 8 QIs, occupation the sensitive column."""
    from pathlib import Path

    qis = ["sex", "age", "race", "marital-status", "education", "native-country", "workclass", "salary-class"]
    df = pd.read_csv(Path(__file__).parents[1] / "data" / "adult" / "adult.csv", sep=";", dtype=str).head(30)
    return Table.encode(df, qis, ["occupation"])


def test_adult_30_rows_t_on_occupation_proved():
    table = _adult_30_rows_on_occupation()
    res = exact.solve(table, [KAnonymity(3), TCloseness("0.3")], CostModel(), time_limit=120)
    assert res.stats["config_lp_bound"] == pytest.approx(175.5714, abs=1e-3)
    assert res.status == "optimal" and res.cost == 178


def test_the_configuration_lp_bound_is_the_answer_s_when_no_milp_answers(monkeypatch):
    """The 30 rows above with every MILP after the configuration LP returning nothing (no
    release, no bound): the answer's bound is still the configuration LP's, rounded up to a
    whole cell (175.57 -> 176), where the pattern LP gives only 149.9. A driver that computed
    it and dropped it (``cfg_pruning is None`` for ``is not None``) had passed every test,
    whose MILPs went on to prove the optimum anyway."""
    table = _adult_30_rows_on_occupation()
    nothing = exact._Solution(None, None, False, "stubbed: nothing", 0)
    monkeypatch.setattr(exact, "_solve_pruned", lambda *args, **kwargs: (nothing, {}))
    monkeypatch.setattr(exact.PatternMILP, "solve", lambda self, *args, **kwargs: nothing)
    res = exact.solve(table, [KAnonymity(3), TCloseness("0.3")], CostModel(), time_limit=120)
    assert res.stats["config_lp_bound"] == pytest.approx(175.5714, abs=1e-3)
    assert res.stats["lp_after_cuts"] < 150 and res.stats["per_row_bound"] < 150  # no other bound reaches 176
    assert res.lower_bound == 176 and res.cost >= 178 and res.status == "feasible"


def _configuration_lp_by_enumeration(milp, table, models) -> float:
    """The configuration LP over the MILP's patterns, its columns enumerated: every group under
    every pattern (an integer count g_u <= n_u of each row type u the pattern generalizes, the
    group meeting every model), cost sum_u g_u cost(p, u); each row type covered n_u times, each
    pattern holding at most one group. Written without the MILP's rows: only its patterns, pairs,
    costs and counts."""
    import highspy

    rows_of = {u: np.flatnonzero(milp.row_type == u) for u in range(len(milp.type_count))}
    nt, columns = len(milp.type_count), []
    for p in range(milp.num_patterns):
        at = np.flatnonzero(milp.pair_pattern == p)
        types, costs = milp.pair_type[at], milp.pair_cost[at]
        for g in itertools.product(*(range(int(milp.type_count[u]) + 1) for u in types)):
            if sum(g) == 0:
                continue
            group = [int(i) for u, c in zip(types, g) for i in rows_of[int(u)][:c]]
            if group_holds(table, models, group):
                columns.append((p, dict(zip(types.tolist(), g)), float(np.dot(g, costs))))
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("presolve", "off")
    lp = highspy.HighsLp()
    lp.num_col_, lp.num_row_ = len(columns), nt + milp.num_patterns
    lp.col_cost_ = np.array([c for _, _, c in columns])
    lp.col_lower_, lp.col_upper_ = np.zeros(len(columns)), np.full(len(columns), np.inf)
    lp.row_lower_ = np.concatenate([milp.type_count.astype(float), np.full(milp.num_patterns, -np.inf)])
    lp.row_upper_ = np.concatenate([milp.type_count.astype(float), np.ones(milp.num_patterns)])
    starts, index, value = [0], [], []
    for p, g, _ in columns:
        for u, c in g.items():
            if c:
                index.append(u)
                value.append(float(c))
        index.append(nt + p)
        value.append(1.0)
        starts.append(len(index))
    lp.a_matrix_.format_ = highspy.MatrixFormat.kColwise
    lp.a_matrix_.start_, lp.a_matrix_.index_, lp.a_matrix_.value_ = starts, index, value
    h.passModel(lp)
    h.run()
    if h.getModelStatus() == highspy.HighsModelStatus.kInfeasible:  # no partition meets the models
        return math.inf
    assert h.getModelStatus() == highspy.HighsModelStatus.kOptimal
    return h.getInfo().objective_function_value / milp.denominator


def test_under_k_alone_the_configuration_lp_is_the_pattern_lp():
    """Why branch and price over groups would not lift the root bound under k-anonymity alone:
    for one pattern, the count vectors of its groups are the integer points of {0 <= g <= n,
    sum g >= k}, whose matrix (the identity over a row of ones, one 1 in each part of a bipartition
    of its rows) is totally unimodular, so that polytope is their convex hull, and the MILP's rows
    x[p,.] <= n open[p], sum x[p,.] >= k open[p], open[p] <= 1 are exactly the convex combinations
    of groups. The two LPs are equal (before cuts: the support cuts, across patterns, go beyond
    both). Under frequency l-diversity or t-closeness the group's value counts break that, and the
    configuration LP can be the larger (checked too, so that the comparison can fail)."""
    from test_exact_solvers import _lp_value

    equal = larger = 0
    for seed in range(40):
        rng = random.Random(700 + seed)
        k_alone = seed % 2 == 0
        table = skewed(rng, rng.randint(4, 7), values=rng.choice(["aab", "abc", "aabc"]))
        models = ([KAnonymity(rng.choice([2, 3]))] if k_alone
                  else [KAnonymity(2), rng.choice([LDiversity(2), TCloseness("0.2"), TCloseness("0.3")])])
        try:
            milp = exact.PatternMILP(table, models, CostModel())
        except InfeasibleError:
            continue
        pattern_lp, configuration = _lp_value(milp), _configuration_lp_by_enumeration(milp, table, models)
        assert configuration >= pattern_lp - 1e-7, (seed, models, configuration, pattern_lp)
        if k_alone:
            assert configuration == pytest.approx(pattern_lp, abs=1e-7), (seed, models, configuration, pattern_lp)
            equal += 1
        else:
            larger += configuration > pattern_lp + 1e-6
    assert equal >= 15 and larger >= 3, (equal, larger)


def test_priced_by_the_models_on_its_own_column_only():
    """Models restricted by ``columns=``: the configuration LP runs on the column of its t model and
    prices that model's t there, never the stricter t of a model on the other column (which would
    price groups out that the release may use, and so raise the bound above the optimum)."""
    rng = random.Random(7)
    df = pd.DataFrame({"q0": [f"x{rng.randrange(3)}" for _ in range(12)], "q1": [f"y{rng.randrange(2)}" for _ in range(12)],
                       "s": list("aabbccddaabb"), "s2": list("ppqqrrsspqrs")})
    table = Table.encode(df, ["q0", "q1"], ["s", "s2"])
    for on, other in ((0, 1), (1, 0)):
        models = [KAnonymity(2), TCloseness("1/2", columns=[table.sensitive[on]]),
                  TCloseness("1/10", "ordered", columns=[table.sensitive[other]])]
        milp = exact.PatternMILP(table, models, CostModel())
        assert config_lp.column(milp) == on
        assert config_lp.ConfigLP(milp, on).t == Fraction(1, 2)
        strict = [models[0], TCloseness("1/2", columns=[table.sensitive[on]]),
                  TCloseness("1/10", columns=[table.sensitive[other]])]  # both equal-distance now
        milp = exact.PatternMILP(table, strict, CostModel())
        assert config_lp.ConfigLP(milp, on).t == Fraction(1, 2) and config_lp.ConfigLP(milp, other).t == Fraction(1, 10)
