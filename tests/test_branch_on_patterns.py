"""Branching on the patterns alone (``PatternMILP._solve_on_patterns``: x[p,u] continuous, open[p]
binary) against brute force.

Under k-anonymity alone it must lose nothing (with the open patterns fixed, what is left is a
transportation problem with integral vertices): the relaxed MILP's answer is the optimum, and the
solution it returns is an integral, verified release of that cost. Under frequency l-diversity
it is a relaxation: its bound never exceeds the optimum, a fractional solution is completed over
the patterns it opens, or else the whole MILP is solved with x integral, so that the proof steps
of ``exact._solve_pruned`` read the same answers as with x integral (test_pattern_pruning's
``test_a_proof_step_with_a_cutoff``, repeated here with the branching on). The fractional path
must be exercised: the tests count it.
"""

from __future__ import annotations

import random
from fractions import Fraction
from pathlib import Path

import numpy as np
import pandas as pd
from hypothesis import given, settings
from hypothesis import strategies as st

import test_exact_solvers as T
from test_pattern_pruning import at_the_lp_prices, check_proof_steps
from optanon.core.cost import CostModel
from optanon.core.models import KAnonymity, LDiversity
from optanon.core.table import Table
from optanon.solvers import exact
from optanon.solvers.exact import PatternMILP, _cost_of, satisfies


@st.composite
def k_or_frequency_l(draw):
    """Small random tables (hierarchies and level costs sometimes) under k, or k and frequency l."""
    case = draw(T.cases(min_rows=3, max_rows=8))
    specs = [T.Spec("k", k=draw(st.integers(2, 4)))]
    if draw(st.booleans()):
        specs.append(T.Spec("l", l=Fraction(draw(st.sampled_from(["1.5", "2", "3"]))), form="frequency"))
    return T.Case(case.rows, case.qi, specs, case.hierarchies, case.costs)


class Spy:
    """Counts, in ``_solve_on_patterns``, the relaxed solutions that were fractional (their
    completion built: ``_variant`` with ``closed``) and the fallbacks to the whole MILP with x
    integral (``_run`` on the MILP's own builder while the branching is on)."""

    def __init__(self, monkeypatch):
        self.completions = self.fallbacks = 0
        variant, run = PatternMILP._variant, PatternMILP._run

        def spy_variant(milp, integer_x=True, closed=None):
            self.completions += closed is not None
            return variant(milp, integer_x, closed)

        def spy_run(milp, builder, *args, **kwargs):
            self.fallbacks += milp.branch_on_patterns and builder is milp.builder
            return run(milp, builder, *args, **kwargs)

        monkeypatch.setattr(PatternMILP, "_variant", spy_variant)
        monkeypatch.setattr(PatternMILP, "_run", spy_run)


def solve_on_patterns(milp, cutoff=None):
    milp.branch_on_patterns = True
    try:
        return milp.solve(None, 0, cutoff=cutoff)
    finally:
        milp.branch_on_patterns = False


@settings(max_examples=150, **T.SETTINGS)
@given(k_or_frequency_l())
def test_the_whole_milp_branched_on_patterns(case):
    """Status optimal at the brute-force optimum, an integral verified release of that cost (under
    frequency l through the completion or the MILP with x integral), its bound <= OPT."""
    opt = T.brute_force(case)
    if opt is None:
        return
    milp = PatternMILP(case.table(), case.models(), case.cost_model())
    sol = solve_on_patterns(milp)
    units = opt * milp.denominator
    assert sol.labels is not None, sol.status_text
    assert np.array_equal(sol.x, np.rint(sol.x))
    assert satisfies(milp.table, milp.models, sol.labels)
    cost = _cost_of(milp.table, sol.labels, milp.cost_model)
    assert cost >= opt
    assert sol.dual_bound <= units + 1e-6
    # k alone: exact; with l a relaxation, completed or else solved with x integral: proved either
    # way, as no time limit is set
    assert sol.proved, sol.status_text
    assert cost == opt, (cost, opt, sol.status_text)


@settings(max_examples=150, **T.SETTINGS)
@given(k_or_frequency_l())
def test_a_proof_step_branched_on_patterns(case):
    """As test_pattern_pruning's proof step, the restricted MILPs branched on their patterns:
    at target OPT (best release OPT + 1) an optimal release comes back and the bound is OPT; at
    target OPT - 1 (best release OPT) nothing cheaper, and the bound is OPT."""
    got = at_the_lp_prices(case)
    if got is not None:
        got[1].branch_on_patterns = True
        check_proof_steps(*got)


def skewed_table(rnd):
    """6-14 rows over 2-4 QIs of 2-4 values, an SA of 2-3 values often skewed: where frequency
    l-diversity lets a continuous x split a row between two groups (about 2 tables in 100 at random)."""
    n, m = rnd.randint(6, 14), rnd.choice([2, 3, 4])
    data = {f"q{j}": [rnd.choice("xyzw"[:rnd.choice([2, 3, 4])]) for _ in range(n)] for j in range(m)}
    data["s"] = [rnd.choice(rnd.choice(["aab", "abc", "aabc", "aaabbc"])) for _ in range(n)]
    models = [KAnonymity(rnd.choice([2, 3])), LDiversity(Fraction(rnd.choice(["2", "2", "3", "1.5"])))]
    return Table.encode(pd.DataFrame(data), [f"q{j}" for j in range(m)], ["s"]), models


def test_fractional_relaxations_are_completed(monkeypatch):
    """Under frequency l-diversity, against the MILP with x integral (itself checked against brute
    force by test_exact_solvers.py): without a cutoff, an integral verified release of cost OPT,
    proved (no time limit); with the cutoff OPT + 1/2, a release of cost OPT;
    with OPT - 1/2, what the proof step reads is OPT. Fractional relaxations (completed) and
    completions with nothing below the cutoff (the whole MILP then, x integral) must both occur."""
    spy = Spy(monkeypatch)
    rnd = random.Random(1)
    checked = dearer = 0
    for _ in range(500):
        table, models = skewed_table(rnd)
        milp = PatternMILP(table, models, CostModel())
        ref = milp.solve(None, 0)
        if ref.labels is None:  # no partition satisfies the models ("Infeasible", or "Empty": no pattern left)
            assert ref.status_text in ("Infeasible", "Empty") and solve_on_patterns(milp).labels is None
            continue
        assert ref.proved, ref.status_text
        units = round(ref.dual_bound)
        opt = Fraction(units, milp.denominator)
        sol = solve_on_patterns(milp)
        assert sol.labels is not None and satisfies(table, models, sol.labels), sol.status_text
        cost = _cost_of(table, sol.labels, milp.cost_model)
        # no time limit: proved, also where the completion costs more than the relaxation's bound
        assert sol.proved and cost == opt and sol.dual_bound <= units + 1e-6, (sol.status_text, cost, opt)
        dearer += "completed" in sol.status_text and "whole, x integral" in sol.status_text
        sol = solve_on_patterns(milp, cutoff=units + 0.5)
        assert sol.labels is not None and _cost_of(table, sol.labels, milp.cost_model) == opt, sol.status_text
        sol = solve_on_patterns(milp, cutoff=units - 0.5)
        assert exact._step_bound(sol, units - 1, None) == units, (sol.status_text, sol.dual_bound)
        checked += 1
    assert checked >= 200, checked
    assert spy.completions >= 5 and spy.fallbacks >= 1, (spy.completions, spy.fallbacks)
    assert dearer >= 1, dearer  # a completion above the relaxation's bound, then the whole MILP


def test_an_adult_proof_step_branched_on_patterns(monkeypatch):
    """Adult's first 300 rows, 5 QIs, k = 5, l = 2 on occupation: exact with the branching on and
    off proves the same optimum (465), both through the pruned steps."""
    df = pd.read_csv(Path(__file__).parents[1] / "data" / "adult" / "adult.csv", sep=";", dtype=str).head(300)
    table = Table.encode(df, ["sex", "age", "race", "marital-status", "education"], ["occupation"])
    models = [KAnonymity(5), LDiversity(2)]
    got = {}
    for flag in (True, False):
        monkeypatch.setattr(exact, "BRANCH_ON_PATTERNS", flag)
        res = exact.solve(table, models, CostModel(), time_limit=120, matching_first=False)
        assert res.status == "optimal" and res.stats.get("pruned_steps"), res.stats  # through _solve_pruned
        got[flag] = res.cost
    assert got[True] == got[False] == 465


def test_the_relaxation_s_cutoff_is_the_whole_number_below_plus_the_slack(monkeypatch):
    """With x continuous HiGHS cannot see that every release costs a whole number of units, so the
    relaxed run's cutoff is m + PATTERN_CUTOFF_SLACK, m the whole number below the caller's cutoff
    (U - 1/2 and T + 1/2 both give m + 0.05); the completion and the whole MILP with x integral keep
    the caller's. Where 1e-5 m (the slack kept above ``_whole_units``'s allowance) reaches the
    distance to the cutoff, the cutoff is left as it is. Slack None: as given."""
    table, models = skewed_table(random.Random(3))
    milp = PatternMILP(table, models, CostModel())
    seen = []
    run = PatternMILP._run

    def spy(self, builder, time_limit, settings, *args, **kwargs):
        seen.append((builder is self.builder, settings.get("objective_bound")))
        return run(self, builder, time_limit, settings, *args, **kwargs)

    monkeypatch.setattr(PatternMILP, "_run", spy)
    for cutoff, want in ((10.5, 10.05), (7.5, 7.05), (3.0, 2.05), (1e6 + 0.5, 1e6 + 0.5)):
        seen.clear()
        solve_on_patterns(milp, cutoff=cutoff)
        assert seen[0] == (False, want)
        assert all(bound == cutoff for _, bound in seen[1:])
    monkeypatch.setattr(exact, "PATTERN_CUTOFF_SLACK", None)
    seen.clear()
    solve_on_patterns(milp, cutoff=10.5)
    assert seen[0] == (False, 10.5)
