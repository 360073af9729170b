"""Lagrangian pruning of the pattern MILP (solvers/pattern_pruning.py) against brute force.

The pruning's promise holds at ANY prices, not only the LP's: the bound L <= OPT, and every
release of cost <= T uses only pairs (pattern, row type) with L_pu <= T. So, at random prices
(and at the LP's), on small random tables with k-anonymity (suppression and hierarchies with
custom level costs): the MILP restricted to L_pu <= OPT still reaches OPT, and restricted to
L_pu <= OPT - 1 it has no release (or none below OPT). The exact solver's use of it
(``exact._solve_pruned``) is checked against brute force by test_exact_solvers.py, whose k-only
cases run through it.
"""

from __future__ import annotations

import random
from pathlib import Path
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import test_exact_solvers as T
from optanon.solvers.exact import PatternMILP, _cost_of
from optanon.solvers import pattern_pruning
from optanon.solvers.pattern_pruning import SCALE, relax


@st.composite
def k_cases(draw):
    case = draw(T.cases(min_rows=2, max_rows=8))
    return T.Case(case.rows, case.qi, [T.Spec("k", k=draw(st.integers(2, 4)))], case.hierarchies, case.costs)


def restricted_optimum(milp, keep):
    """The restricted MILP's optimum in units (None: it has no solution). Its release may cost
    less than that (a group under a pattern above its rows' lowest common ancestor, when the
    pruning removed the ancestor), never more."""
    if not milp.covers_every_type(keep):
        return None
    sol = milp.restricted(keep).solve(None, 0)
    if sol.status_text == "Infeasible":
        return None
    assert sol.proved, sol.status_text
    objective = round(sol.dual_bound)
    assert _cost_of(milp.table, sol.labels, milp.cost_model) * milp.denominator <= objective
    return objective


def at_the_lp_prices(case):
    """(brute-force optimum, the MILP after its cut loop, its pruning at the LP's prices), or None
    when no release exists or no LP was solved (k = 1, or no pattern)."""
    opt = T.brute_force(case)
    if opt is None:
        return None
    milp = PatternMILP(case.table(), case.models(), case.cost_model())
    milp.cuts(10.0, milp.models)
    pruning = milp.pruning()
    return None if pruning is None else (opt, milp, pruning)


def check_pruning(milp, pruning, opt):
    units = int(opt * milp.denominator)
    assert Fraction(pruning.bound, pruning.scale) <= units
    assert pruning.floor_target() <= units
    assert restricted_optimum(milp, pruning.keep(units)) == units  # an optimal release survives
    below = restricted_optimum(milp, pruning.keep(units - 1))
    assert below is None or below >= units  # nothing cheaper hides among the pairs kept


@settings(max_examples=150, **T.SETTINGS)
@given(k_cases(), st.integers(0, 2**32 - 1))
def test_pruning_keeps_an_optimum_at_any_prices(case, seed):
    opt = T.brute_force(case)
    if opt is None:
        return
    milp = PatternMILP(case.table(), case.models(), case.cost_model())
    rnd = random.Random(seed)
    top = 2 * max(1, int(milp.pair_cost.max()))
    nt = len(milp.type_count)
    prices = [rnd.uniform(-top, top) if rnd.random() < 0.5 else rnd.randint(-top, top) for _ in range(nt)]
    check_pruning(milp, relax(milp, prices), opt)
    milp.cuts(10.0, milp.models)
    if milp.lp_duals is not None:  # near the LP's prices, where the pruning bites
        near = [y + rnd.choice([0, 0, rnd.uniform(-1, 1), rnd.randint(-1, 1)]) for y in milp.lp_duals[:nt]]
        check_pruning(milp, relax(milp, near), opt)


@settings(max_examples=150, **T.SETTINGS)
@given(k_cases())
def test_pruning_at_the_lp_prices_keeps_an_optimum(case):
    got = at_the_lp_prices(case)
    if got is None:
        return
    opt, milp, pruning = got
    assert abs(pruning.bound / pruning.scale - milp.lp_certified) < 1e-3 + 1e-6 * abs(milp.lp_certified)
    check_pruning(milp, pruning, opt)


@settings(max_examples=150, **T.SETTINGS)
@given(k_cases())
def test_pruning_at_the_ascent_prices_keeps_an_optimum(case):
    """``exact._ascent_pruning`` (MILPs whose LP HiGHS cannot solve in time): lns's plain ascent
    prices its QI vectors, and each of the MILP's row types (QI and SA values) takes its QI
    vector's price. Valid at any prices (above); here also: the MILP's relaxation at those prices
    is lns's (the same patterns and least groups), so L is the ascent's bound to within its
    rounding to whole units — a price put on the wrong type would fall short."""
    from optanon.solvers import exact

    opt = T.brute_force(case)
    if opt is None:
        return
    table, models, cm = case.table(), case.models(), case.cost_model()
    milp = PatternMILP(table, models, cm)
    pruning, lower, stats = exact._ascent_pruning(table, models, cm, milp, opt + 1, 0.2)
    ascent_units = stats["ascent_bound"] * milp.denominator  # whole units (a float in the stats)
    assert lower <= opt and stats["ascent_bound"] <= float(lower) + 1e-9
    assert pruning is not None
    units = pruning.bound / pruning.scale
    # the stats show the bound rounded down to 4 decimals of a cost unit (``bounds.shown``)
    assert ascent_units - 1 - 1e-9 < units <= ascent_units + 1e-4 * milp.denominator + 1e-9, (units, ascent_units)
    check_pruning(milp, pruning, opt)


@st.composite
def model_cases(draw):
    """Every model the MILP poses: k, l (frequency, distinct, recursive), t (equal, ordered,
    hierarchical, matrix metrics) and their combinations, with hierarchies and level costs."""
    case = draw(T.cases(min_rows=2, max_rows=8))
    if not case.specs:
        case = T.Case(case.rows, case.qi, [T.Spec("k", k=2)], case.hierarchies, case.costs)
    return case


@settings(max_examples=200, **T.SETTINGS)
@given(model_cases(), st.integers(0, 2**32 - 1))
def test_pruning_of_every_model_keeps_an_optimum(case, seed):
    """``relax`` prices every row but a group's structure: the model's own rows, the value rows,
    the share facets and the support cuts too. At random prices on all of them (signs made safe
    by ``relax``) and at the LP's: L <= OPT, an optimal release survives, nothing cheaper does."""
    opt = T.brute_force(case)
    if opt is None:
        return
    milp = PatternMILP(case.table(), case.models(), case.cost_model())
    milp.cuts(10.0, milp.models)
    rnd = random.Random(seed)
    top = 2 * max(1, int(milp.pair_cost.max()))
    prices = [rnd.uniform(-top, top) if rnd.random() < 0.5 else rnd.randint(-top, top) for _ in range(milp.builder.nrows)]
    for passes in (pattern_pruning.REPAIR_PASSES, 0):  # 0: the other columns' reduced costs left negative
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(pattern_pruning, "REPAIR_PASSES", passes)
            pruning = relax(milp, prices)
        if pruning is not None:  # None: a relaxed row with fractional coefficients (a metric's distances)
            check_pruning(milp, pruning, opt)
    pruning = milp.pruning()
    if pruning is None:
        return
    assert Fraction(pruning.bound, pruning.scale) <= Fraction(milp.lp_certified) + Fraction(1, 1000)  # at most the LP
    check_pruning(milp, pruning, opt)


@settings(max_examples=100, **T.SETTINGS)
@given(model_cases())
def test_a_start_from_a_solution_satisfies_every_row(case):
    """``start_from`` (the restricted MILPs' warm start) turns rows per pair into a value for every
    column — e = |W D| under t-closeness with a linear work metric — that satisfies every row and
    bound of the MILP (HiGHS would drop an infeasible start, and the proof step with it)."""
    milp = PatternMILP(case.table(), case.models(), case.cost_model())
    sol = milp.solve(None, 0)
    if sol.x is None:
        return
    col = milp.start_from(sol.x)
    if col is None:  # other columns: transport variables, distinct / recursive l's
        return
    b = milp.builder
    act = b.matrix() @ col
    tol = 1e-6 * (1 + np.abs(act))
    assert np.all(act >= np.concatenate(b.rlo) - tol) and np.all(act <= np.concatenate(b.rhi) + tol)
    assert np.all(col >= np.concatenate(b.lo) - 1e-9) and np.all(col <= np.concatenate(b.hi) + 1e-9)


@settings(max_examples=150, **T.SETTINGS)
@given(model_cases())
def test_a_proof_step_with_a_cutoff(case):
    """The proof steps of ``exact._solve_pruned`` hand HiGHS a cutoff (objective_bound: the best
    release's cost - 1/2) instead of a start, and read its answer as a bound only up to target + 1
    (``components.solve_restricted``, ``_solve_one``). With the best release one unit above the
    optimum, the step at target OPT finds an optimal release and bounds by OPT; with the best
    release at the optimum, the step at target OPT - 1 finds nothing and bounds by OPT."""
    got = at_the_lp_prices(case)
    if got is not None:
        check_proof_steps(*got)


def check_proof_steps(opt, milp, pruning):
    """The two proof steps of ``test_a_proof_step_with_a_cutoff`` (also run by
    test_branch_on_patterns with the restricted MILPs branched on their patterns)."""
    from optanon.solvers import components, exact

    units = int(opt * milp.denominator)
    for target, upper in ((units, units + 1), (units - 1, units)):
        keep = pruning.keep(target)
        if not milp.covers_every_type(keep):
            assert target < units  # a row without a pair: no release <= target
            continue
        sol = components.solve_restricted(milp, keep, None, 0, exact.PRUNED_OPTIONS, exact.PROOF_OPTIONS, None,
                                          exact._whole_units, target=target, cutoff=upper - 0.5)
        reached = exact._step_bound(sol, target, None)  # how _solve_pruned reads it
        assert reached == units, (target, upper, sol.status_text, sol.dual_bound)
        if target == units:  # an optimal release below the cutoff exists: HiGHS returns one
            assert sol.labels is not None, sol.status_text
            assert _cost_of(milp.table, sol.labels, milp.cost_model) == opt
        elif sol.labels is not None:  # whatever it returns (a solution at or above the cutoff) costs >= OPT
            assert _cost_of(milp.table, sol.labels, milp.cost_model) >= opt


def test_pruning_at_the_lp_prices_reaches_the_lp_under_l_diversity():
    """With l-diversity's rows relaxed a pattern's group keeps the structure of k-anonymity, whose
    group polytope is integral: at the LP's prices L is the LP's value (Adult, 300 rows, 5 QIs,
    k = 3, l = 2 on occupation), and the pruning removes most pairs at the LP's ceiling."""
    import pandas as pd

    from optanon.core.cost import CostModel
    from optanon.core.models import KAnonymity, LDiversity
    from optanon.core.table import Table

    adult = pd.read_csv(Path(__file__).resolve().parents[1] / "data" / "adult" / "adult.csv", sep=";", dtype=str).head(300)
    table = Table.encode(adult, ["sex", "age", "race", "marital-status", "education"], ["occupation"])
    milp = PatternMILP(table, [KAnonymity(3), LDiversity(2)], CostModel())
    milp.cuts(30.0, milp.models)
    pruning = milp.pruning()
    assert abs(pruning.bound / pruning.scale - milp.lp_certified) < 1e-3
    assert np.count_nonzero(pruning.keep(pruning.floor_target())) < 0.5 * milp.num_pairs


def test_pruning_at_the_lp_prices_reaches_the_lp_under_t_closeness():
    """Under t-closeness the columns outside a group's structure (the transport e and g) are free in
    the relaxation within their bounds, and the prices' rounding leaves some of their reduced costs
    a few units below 0, times bounds of up to n^2: ``relax`` moves those prices back first. With
    it L is the LP's value to within its rounding (Adult, 300 rows, 5 QIs, k = 3, t = 0.2 on
    salary-class: 523.197 against 523.200 on the grid 2^-20; without it 522.65). The rows'
    coefficients (about n) multiply that rounding: on ``relax``'s finer grid (``_grid``) L is
    within 10^-3 of the LP, and below it on 2^-20."""
    import pandas as pd

    from optanon.core.cost import CostModel
    from optanon.core.models import KAnonymity, TCloseness
    from optanon.core.table import Table

    adult = pd.read_csv(Path(__file__).resolve().parents[1] / "data" / "adult" / "adult.csv", sep=";", dtype=str).head(300)
    table = Table.encode(adult, ["sex", "age", "race", "marital-status", "education"], ["salary-class"])
    milp = PatternMILP(table, [KAnonymity(3), TCloseness(Fraction(1, 5))], CostModel())
    milp.cuts(30.0, milp.models)
    pruning = milp.pruning()
    assert pruning.scale > SCALE  # the finest grid int64 holds (``_grid``), not 2^-20
    assert abs(milp.lp_certified - pruning.bound / pruning.scale) < 1e-3
    with pytest.MonkeyPatch.context() as patch:  # on the coarse grid the rows' large coefficients cost
        patch.setattr(pattern_pruning, "FINEST", SCALE)
        coarse = milp.pruning()
    assert coarse.scale == SCALE and coarse.bound / SCALE < pruning.bound / pruning.scale


def test_relax_declines_prices_whose_terms_int64_would_not_hold():
    """``_grid`` bounds every term of ``Pruning`` in floats: where even 2^-20 would not leave
    HEADROOM, ``relax`` gives no pruning (None) rather than wrapped-around int64 bounds."""
    rows = [{"q0": a, "q1": b, T.SA: "s"} for a, b in (("a", "x"), ("a", "x"), ("b", "x"), ("b", "y"), ("c", "y"))]
    case = T.Case(rows, ["q0", "q1"], [T.Spec("k", k=2)])
    milp = PatternMILP(case.table(), case.models(), case.cost_model())
    milp.cuts(10.0, milp.models)
    assert milp.pruning() is not None and milp.pruning().scale == pattern_pruning.FINEST
    huge = [1e15] * milp.builder.nrows
    assert relax(milp, huge) is None
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(pattern_pruning, "HEADROOM", 1 << 20)
        assert milp.pruning() is None
    with pytest.MonkeyPatch.context() as patch:  # past the a-priori grid: the sums as computed are checked too
        patch.setattr(pattern_pruning, "_grid", lambda *args: pattern_pruning.FINEST)
        assert relax(milp, [1e7] * milp.builder.nrows) is None
        assert milp.pruning() is not None


def test_exact_agrees_with_the_whole_milp_on_adult_samples(monkeypatch):
    """Beyond brute force's reach: on samples of 30-70 Adult rows (3-6 QIs, k = 3-6; every other
    one with l = 2 on occupation or t = 0.3 on salary-class too), the exact solver through the
    pruned MILPs and with the pruning switched off (the whole MILP) prove the same optimum. (By
    hand, 230 k-only tables of 20-80 rows, random and Adult: no disagreement.)"""
    import pandas as pd

    from optanon.core.cost import CostModel
    from optanon.core.models import KAnonymity, LDiversity, TCloseness
    from optanon.core.table import Table
    from optanon.solvers import exact

    adult = pd.read_csv(Path(__file__).resolve().parents[1] / "data" / "adult" / "adult.csv", sep=";", dtype=str)
    qis = ["sex", "age", "race", "marital-status", "education", "native-country", "workclass", "occupation"]
    rnd = random.Random(7)
    pruned = 0
    for i in range(18):
        df = adult.sample(rnd.randint(30, 70), random_state=rnd.randint(0, 10**6)).reset_index(drop=True)
        models = [KAnonymity(rnd.randint(3, 6))]
        if i % 3 == 0:
            table = Table.encode(df, rnd.sample(qis[:-1], rnd.randint(3, 6)), ["occupation"])
            models.append(LDiversity(2))
        elif i % 3 == 1:
            table = Table.encode(df, rnd.sample(qis, rnd.randint(3, 6)), ["salary-class"])
            models.append(TCloseness(Fraction(3, 10)))
        else:
            table = Table.encode(df, rnd.sample(qis, rnd.randint(3, 6)), [])
        with_pruning = exact.solve(table, models, CostModel(), matching_first=False)
        pruned += bool(with_pruning.stats.get("pruned_steps"))
        with monkeypatch.context() as m:
            m.setattr(exact.PatternMILP, "pruning", lambda self: None)
            whole = exact.solve(table, models, CostModel(), matching_first=False)
        assert with_pruning.status == whole.status == "optimal"
        assert with_pruning.cost == whole.cost
    assert pruned >= 9  # the pruned path did run


def _least_group(terms, counts, need, forced=None):
    """min over groups (g_v rows of type v, 0 <= g_v <= counts[v], sum g >= need, g_forced >= 1)
    of sum g_v terms[v], by a table over group sizes: the definition of rho_p and rho_p(u), written
    without the sort and fill of ``Pruning``. None: no such group."""
    INF = float("inf")
    best = [0] + [INF] * sum(counts)  # best[s]: least sum over exactly s rows of the types seen so far
    for v, (t, c) in enumerate(zip(terms, counts)):
        low = 1 if v == forced else 0
        new = [INF] * len(best)
        for s, b in enumerate(best):
            if b < INF:
                for g in range(low, c + 1):
                    new[s + g] = min(new[s + g], b + g * t)
        best = new
    feasible = [b for s, b in enumerate(best) if s >= max(need, 1 if forced is not None else 0) and b < INF]
    return min(feasible) if feasible else None


@st.composite
def pruning_inputs(draw):
    """A random pattern/row-type structure with integer terms: many ties and zeros, patterns whose
    least group exceeds their rows, types under several patterns."""
    types = draw(st.integers(1, 5))
    counts = draw(st.lists(st.integers(1, 4), min_size=types, max_size=types))
    patterns = draw(st.integers(1, 4))
    pairs = sorted({(p, u) for p in range(patterns)
                    for u in draw(st.lists(st.integers(0, types - 1), min_size=1, max_size=types))})
    small = st.integers(-3, 3)
    return dict(counts=counts, pairs=pairs,
                least=draw(st.lists(st.integers(1, 7), min_size=patterns, max_size=patterns)),
                term=draw(st.lists(small, min_size=len(pairs), max_size=len(pairs))),
                extra=draw(st.lists(st.integers(-6, 6), min_size=patterns, max_size=patterns)),
                constant=draw(st.integers(-20, 20)))


@settings(max_examples=300, **T.SETTINGS)
@given(pruning_inputs(), st.sampled_from([1, SCALE]))
def test_pruning_bounds_are_their_definition(case, unit):
    """L = constant + sum_p min(0, rho_p) and L_pu = L - min(0, rho_p) + rho_p(u), each rho from
    its definition (the least group of at least least_size rows, u's row in it for rho_p(u), plus
    the pattern's open term): equal, not merely below — a weaker pruning keeps pairs the proof
    steps must then search (a filler kept inside, a negative row left out)."""
    from types import SimpleNamespace

    pp = np.array([p for p, _ in case["pairs"]], dtype=np.int64)
    pt = np.array([u for _, u in case["pairs"]], dtype=np.int64)
    P = len(case["least"])
    milp = SimpleNamespace(type_count=np.array(case["counts"]), pair_pattern=pp, pair_type=pt,
                           num_patterns=P, least_size=np.array(case["least"]))
    term = np.array(case["term"], dtype=np.int64) * unit
    extra = np.array(case["extra"], dtype=np.int64) * unit
    got = pattern_pruning.Pruning(milp, term, extra, case["constant"] * unit)
    rho, rho_u = [], {}
    for p in range(P):
        mine = [i for i in range(len(pp)) if pp[i] == p]
        terms, counts = [int(term[i]) for i in mine], [case["counts"][pt[i]] for i in mine]
        best = _least_group(terms, counts, case["least"][p])
        rho.append(None if best is None else best + int(extra[p]))
        for j, i in enumerate(mine):
            best = _least_group(terms, counts, case["least"][p], forced=j)
            rho_u[i] = None if best is None else best + int(extra[p])
    bound = case["constant"] * unit + sum(min(0, r) for r in rho if r is not None)
    assert got.bound == bound
    for i in range(len(pp)):
        r = rho[pp[i]]
        if r is None:  # the pattern holds no group: its pairs are never kept
            assert rho_u[i] is None and got.pair_bound[i] >= bound + pattern_pruning.INFEASIBLE // 2
        else:
            assert got.pair_bound[i] == bound - min(0, r) + rho_u[i], (i, case)


def test_tighter_takes_the_larger_bound_pair_by_pair():
    a = pattern_pruning.Pruning.of(10, [1, 7, 3])
    b = pattern_pruning.Pruning.of(12, [4, 2, 3])
    assert a.tighter(None) is a
    both = a.tighter(b)
    assert both.bound == 12 and list(both.pair_bound) == [4, 7, 3]
    assert both.keep(4 // SCALE + 1).tolist() == [True, True, True]
    assert pattern_pruning.Pruning.of(0, [SCALE, SCALE + 1]).keep(1).tolist() == [True, False]


def test_tighter_floors_the_finer_grid_onto_the_coarser():
    """Two grids (``config_lp``'s 2^-20, ``relax``'s finer): the finer bounds floored onto the
    coarser are still bounds; the larger of the two taken there, pair by pair."""
    fine = pattern_pruning.Pruning.of(-7, [9, 17, -1, 40], scale=4 * SCALE)  # in quarters of SCALE units
    coarse = pattern_pruning.Pruning.of(-3, [1, 5, 0, 9])
    for both in (fine.tighter(coarse), coarse.tighter(fine)):
        assert both.scale == SCALE
        assert both.bound == -2  # floor(-7 / 4) against -3
        assert both.pair_bound.tolist() == [2, 5, 0, 10]  # floor(9 / 4), 5, 0 > floor(-1 / 4), floor(40 / 4)
    assert fine.floor_target() == 0 and fine.keep(0).tolist() == [False, False, True, False]
    quarter = pattern_pruning.Pruning.of(-7 * SCALE, [9 * SCALE, 8 * SCALE], scale=4 * SCALE)  # -1.75; 2.25, 2 units
    assert quarter.floor_target() == -1 and quarter.keep(2).tolist() == [False, True]
