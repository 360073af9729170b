"""Decomposition of a restricted pattern MILP into independent parts (solvers/components.py).

The promise: solving the parts one by one is solving the restricted MILP — the same optimum, the
same infeasibility, a lower bound that is a bound. Checked on every model the MILP poses (small
random tables, with the cut loop's support cuts and share facets in place), at random sets of
kept pairs (which fall apart often), against the restricted MILP solved as one; and the exact
solver with the decomposition against itself without it, on tables made of clusters.
"""

from __future__ import annotations

import random
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import test_exact_solvers as T
from test_pattern_pruning import model_cases
from optanon.core.models import KAnonymity
from optanon.solvers import components, exact
from optanon.solvers.exact import PatternMILP, _cost_of, _whole_units, satisfies


def whole_optimum(milp, keep):
    """The restricted MILP solved as one: its optimum in units, or None (no solution)."""
    sol = milp.restricted(keep).solve(None, 0)
    if sol.status_text == "Infeasible":
        return None, sol
    assert sol.proved, sol.status_text
    return round(sol.dual_bound), sol


@settings(max_examples=300, **T.SETTINGS)
@given(model_cases(), st.integers(0, 2**32 - 1))
def test_solving_part_by_part_is_solving_the_whole(case, seed):
    milp = PatternMILP(case.table(), case.models(), case.cost_model())
    milp.cuts(10.0, milp.models)  # support cuts and share facets: each part keeps its own share
    rnd = random.Random(seed)
    keep = np.array([rnd.random() < rnd.choice([0.3, 0.6, 0.9]) for _ in range(milp.num_pairs)], dtype=bool)
    if not keep.any() or not milp.covers_every_type(keep):
        return
    batch = rnd.choice([1, 1, 5, 20])  # the default would put all the small parts of these tables together
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(components, "BATCH_PAIRS", batch)
        split = components.parts(milp, keep)
    # the parts: disjoint, together the kept pairs, each row type and each pattern in one of them
    assert np.array_equal(np.sum(split, axis=0), keep.astype(int))
    type_part = [set(milp.pair_type[m].tolist()) for m in split]
    pattern_part = [set(milp.pair_pattern[m].tolist()) for m in split]
    for i in range(len(split)):
        for j in range(i):
            assert not type_part[i] & type_part[j] and not pattern_part[i] & pattern_part[j]
    sizes = [int(m.sum()) for m in split]
    assert all(size >= batch for size in sizes[:-1])  # a batch closes once it holds BATCH_PAIRS pairs
    if batch == 1:  # one component a part, smallest first
        assert sizes == sorted(sizes)
    opt, whole = whole_optimum(milp, keep)
    got = components._solve_parts(milp, keep, split, None, 0, {}, {}, None, _whole_units, None)
    if opt is None:
        assert got.status_text == "Infeasible" and got.labels is None
        return
    assert got.proved and got.x is not None
    assert got.dual_bound == opt == round(float(got.x @ milp.pair_cost[keep]))
    assert got.labels is not None and satisfies(milp.table, milp.models, got.labels)
    assert _cost_of(milp.table, got.labels, milp.cost_model) * milp.denominator <= opt
    # from a start (the proof steps' path): the same optimum
    xfull = np.zeros(milp.num_pairs)
    xfull[keep] = whole.x
    again = components._solve_parts(milp, keep, split, None, 0, {}, exact.PROOF_OPTIONS, xfull, _whole_units, None)
    assert again.proved and again.dual_bound == opt


@st.composite
def k_cases(draw):
    case = draw(T.cases(min_rows=4, max_rows=10))
    return T.Case(case.rows, case.qi, [T.Spec("k", k=draw(st.integers(2, 4)))], case.hierarchies, case.costs)


@settings(max_examples=300, **T.SETTINGS)
@given(k_cases(), st.integers(0, 2**32 - 1))
def test_relaxing_the_hubs_is_a_relaxation_and_exact_when_it_says_so(case, seed):
    """k-anonymity, random kept pairs with every pair of the patterns that reach every row type
    kept (the hubs): the parts with their own free copies of the hubs bound the restricted MILP's
    optimum from below, a joint solution is one of the whole at that optimum, and
    ``solve_restricted`` (which falls back to the whole MILP when a pooled hub group is short)
    reaches the optimum exactly."""
    milp = PatternMILP(case.table(), case.models(), case.cost_model())
    milp.cuts(10.0, milp.models)
    rnd = random.Random(seed)
    reach = np.bincount(milp.pair_pattern, minlength=milp.num_patterns) == len(milp.type_count)
    keep = reach[milp.pair_pattern] | np.array([rnd.random() < rnd.choice([0.2, 0.5, 0.8]) for _ in range(milp.num_pairs)])
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(components, "BATCH_PAIRS", rnd.choice([1, 1, 5]))
        split, free = components.plan(milp, keep, hubs=True)
        if free is None:
            return
        assert len(split) > 1 and np.array_equal(np.sum(split, axis=0) > 0, keep)
        opt, _ = whole_optimum(milp, keep)  # the hubs reach every type: always a solution
        relaxed = components._solve_parts(milp, keep, split, None, 0, {}, {}, None, _whole_units, free)
        assert relaxed.status_text != "Infeasible" and relaxed.dual_bound <= opt
        if relaxed.x is not None:
            assert relaxed.proved and relaxed.dual_bound == opt == round(float(relaxed.x @ milp.pair_cost[keep]))
            assert satisfies(milp.table, milp.models, relaxed.labels)
        got = components.solve_restricted(milp, keep, None, 0, {}, {}, None, _whole_units, hubs=True)
        # HiGHS's bound is a float (20.00000000000002 for 20 once): exact takes it in whole units
        assert _whole_units(got.dual_bound) == opt and got.labels is not None and satisfies(milp.table, milp.models, got.labels)
        assert _cost_of(milp.table, got.labels, milp.cost_model) * milp.denominator <= opt
        early = components.solve_restricted(milp, keep, None, 0, {}, {}, None, _whole_units, hubs=True, target=opt - 1)
        assert _whole_units(early.dual_bound) <= opt


def two_clusters(specs=(T.Spec("k", k=3),), diverse=False):
    """(the MILP, its pairs but the all-* pattern's) of two 9-row clusters with no value in common,
    k = 3 unless ``specs`` say otherwise: without the all-* pattern, two parts at least. ``diverse``:
    sensitive values that vary within each cluster (else all "x")."""
    rows = ([{"q0": f"a{i % 2}", "q1": f"a{i % 3}", "s": f"x{i % 2}" if diverse else "x"} for i in range(9)]
            + [{"q0": f"b{i % 3}", "q1": f"b{i % 2}", "s": f"x{i % 3}" if diverse else "x"} for i in range(9)])
    case = T.Case(rows, ["q0", "q1"], list(specs), {}, {})
    milp = PatternMILP(case.table(), case.models(), case.cost_model())
    full = np.bincount(milp.pair_pattern, minlength=milp.num_patterns) == len(milp.type_count)
    return milp, ~full[milp.pair_pattern]


def test_parts_out_of_time_leave_a_bound_not_a_claim(monkeypatch):
    # two clusters with no value in common, the all-* pattern left out: two parts at least; with
    # no time for them, whatever comes back is a bound, never above the optimum, and no release
    # is claimed that was not found
    milp, keep = two_clusters()
    monkeypatch.setattr(components, "BATCH_PAIRS", 1)
    split = components.parts(milp, keep)
    assert len(split) >= 2 and milp.covers_every_type(keep)
    opt, _ = whole_optimum(milp, keep)
    got = components._solve_parts(milp, keep, split, None, 0, {}, {}, None, _whole_units, None)
    assert got.proved and got.dual_bound == opt
    hurried = components._solve_parts(milp, keep, split, 0.0, 0, {}, {}, None, _whole_units, None)
    assert hurried.dual_bound <= opt
    assert hurried.x is None or round(float(hurried.x @ milp.pair_cost[keep])) >= opt


@pytest.mark.parametrize("models", [[T.Spec("k", k=3)], [T.Spec("k", k=3), T.Spec("l", l=Fraction(2), form="frequency")]])
def test_plan_relaxes_the_hub_under_k_alone_and_never_when_told_not_to(models, monkeypatch):
    """Two clusters with no value in common, every pair kept: the all-* pattern is the one hub
    (its pairs reach every row type) and holds the graph together. With ``hubs`` (k-anonymity
    alone) the plan is the clusters apart, each with its own copy of the hub's pairs over its own
    types, the hub freed; without (l-diversity or t-closeness, where a hub's group split by part
    need not satisfy the model, so the parts would not be a relaxation) the one piece, nothing
    freed — whatever the table. (Parts one MILP each: ``BATCH_PAIRS`` 1.)"""
    monkeypatch.setattr(components, "BATCH_PAIRS", 1)
    milp, _ = two_clusters(models, diverse=True)
    keep = np.ones(milp.num_pairs, dtype=bool)
    star = [p for p in range(milp.num_patterns)
            if set(milp.pair_type[milp.pair_pattern == p].tolist()) == set(range(len(milp.type_count)))]
    assert len(star) == 1
    split, free = components.plan(milp, keep, hubs=False)
    assert free is None and len(split) == 1 and np.array_equal(split[0], keep)
    if len(models) > 1:
        return
    split, free = components.plan(milp, keep, hubs=True)
    assert free is not None and np.flatnonzero(free).tolist() == star and len(split) == 2
    hub_pair = milp.pair_pattern == star[0]
    for mask in split:  # a cluster's own pairs, and the hub's pairs over that cluster's types only
        types = set(milp.pair_type[mask & ~hub_pair].tolist())
        assert set(milp.pair_type[mask & hub_pair].tolist()) == types
    assert np.array_equal(np.sum(split, axis=0), np.ones(milp.num_pairs))  # every pair in one part
    assert not set(milp.pair_type[split[0]].tolist()) & set(milp.pair_type[split[1]].tolist())


def test_a_part_without_a_bound_counts_zero(monkeypatch):
    """A part whose HiGHS run ended with neither a solution nor a bound (stopped at once) adds 0 to
    the parts' bound (costs are >= 0), the others their own; nothing is claimed solved."""
    milp, keep = two_clusters()
    monkeypatch.setattr(components, "BATCH_PAIRS", 1)
    split = components.parts(milp, keep)
    assert len(split) == 2
    alone = [components._solve_parts(milp, keep, [mask], None, 0, {}, {}, None, _whole_units, None) for mask in split]
    assert all(got.proved and got.dual_bound > 0 for got in alone)
    real, calls = components._solve_one, []

    def second_stopped(*args, **kwargs):
        sub, sol = real(*args, **kwargs)
        calls.append(1)
        if len(calls) == 2:
            sol = exact._Solution(None, None, False, "Time limit reached", 0)
        return sub, sol

    monkeypatch.setattr(components, "_solve_one", second_stopped)
    got = components._solve_parts(milp, keep, split, None, 0, {}, {}, None, _whole_units, None)
    assert got.dual_bound == alone[0].dual_bound and not got.proved and got.x is None and got.labels is None


def clustered(rnd, adult, clusters, rows, qis):
    """Adult samples, one per cluster, every value prefixed by its cluster: no two clusters share a
    value, so only patterns with every column generalized away link them."""
    import pandas as pd

    parts = []
    for c in range(clusters):
        df = adult.sample(rows, random_state=rnd.randint(0, 10**6))[qis].reset_index(drop=True)
        for col in qis:
            df[col] = f"{c}:" + df[col]
        parts.append(df)
    return pd.concat(parts, ignore_index=True)


def test_exact_with_and_without_the_decomposition_agree(monkeypatch):
    """Tables of 2-4 clusters of 15-30 Adult rows (3-4 QIs, k = 3-5): the exact solver proves the
    same optimum with its restricted MILPs solved part by part and solved whole; the parts path runs."""
    import pandas as pd

    from optanon.core.cost import CostModel
    from optanon.core.table import Table

    adult = pd.read_csv(Path(__file__).resolve().parents[1] / "data" / "adult" / "adult.csv", sep=";", dtype=str)
    qis = ["sex", "age", "race", "marital-status", "education", "native-country", "workclass", "occupation"]
    rnd = random.Random(11)
    split_steps = 0
    for _ in range(12):
        chosen = rnd.sample(qis, rnd.randint(4, 5))
        df = clustered(rnd, adult, rnd.randint(2, 4), rnd.randint(20, 40), chosen)
        table = Table.encode(df, chosen, [])
        models = [KAnonymity(rnd.randint(3, 6))]
        monkeypatch.setattr(components, "BATCH_PAIRS", rnd.choice([1, 1, 50]))
        parted = exact.solve(table, models, CostModel(), matching_first=False)
        split_steps += sum(step.get("parts", 1) > 1 for step in parted.stats.get("pruned_steps", []))
        monkeypatch.setattr(exact, "DECOMPOSE", False)
        whole = exact.solve(table, models, CostModel(), matching_first=False)
        monkeypatch.setattr(exact, "DECOMPOSE", True)
        assert parted.status == whole.status == "optimal"
        assert parted.cost == whole.cost and parted.lower_bound == whole.lower_bound == Fraction(parted.cost)
    assert split_steps >= 5
