"""Entropy l-diversity in the pattern MILP (``solvers/entropy_cuts.py``).

The solver is exact only if every row it adds to the MILP holds for every entropy l-diverse
group: the share caps (``top_share``) and the cuts at a failing group's distribution
(``cut_weights``) are checked here against every group of up to 14 rows over up to 5 values,
decided exactly (the reference's ``entropy_at_least``). The solver itself is checked against the
brute force and the subset DP in ``test_exact_solvers.py`` (``test_entropy_*``), and below on a
table where the distinct-l relaxation's optimum is not entropy l-diverse, so that cuts are needed.
"""

from __future__ import annotations

import itertools
from fractions import Fraction
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

import reference as ref
from optanon.core.models import KAnonymity, LDiversity, entropic
from optanon.core.table import Table
from optanon.solvers import entropy_cuts, exact, exact_dp, shares

L_VALUES = [Fraction(3, 2), Fraction(2), Fraction(5, 2), Fraction(3), Fraction(7, 2), Fraction(2) + Fraction(1, 10**9)]


def count_vectors(r, most):
    """Every vector of r counts with a total of 1..most."""
    for c in itertools.product(range(most + 1), repeat=r):
        if 0 < sum(c) <= most:
            yield c


def diverse(c, l) -> bool:
    return ref.entropy_at_least({i: int(x) for i, x in enumerate(c) if x}, l)  # Python ints: c**c overflows int64


def test_entropic_is_the_reference_decision():
    for r in (2, 3, 4):
        for c in count_vectors(r, 12):
            for l in L_VALUES:
                assert entropic(c, l) == diverse(c, l), (c, l)


@pytest.mark.parametrize("r", [2, 3, 4, 5])
def test_top_share_caps_every_diverse_group(r):
    """No entropy l-diverse group over r values has a value in more than top_share(r, l) of its rows;
    on two values at l = 2 the cap is one half (the group (1, 1) reaches it)."""
    most = 14 if r <= 3 else (10 if r == 4 else 8)
    vectors = list(count_vectors(r, most))
    for l in L_VALUES:
        cap = entropy_cuts.top_share(r, l)
        reached = 0.0
        for c in vectors:
            if diverse(c, l):
                share = max(c) / sum(c)
                assert share <= cap, (c, l, cap)
                reached = max(reached, share)
        assert cap - reached < 0.2 or reached == 0.0, (r, l, cap, reached)  # not a cap of 1 everywhere
    assert 0.5 <= entropy_cuts.top_share(2, Fraction(2)) < 0.5 + 1e-5


@pytest.mark.parametrize("r", [2, 3, 4])
def test_cuts_are_valid_and_cut_off_their_group(r):
    """The cut at a failing group's distribution is violated by that group and holds for every entropy
    l-diverse group (a cut that removed one would make the MILP's bound and "optimal" wrong)."""
    most = 12 if r <= 3 else 9
    vectors = [np.array(c) for c in count_vectors(r, most)]
    for l in L_VALUES:
        good = [c for c in vectors if diverse(c, l)]
        bad = [c for c in vectors if not diverse(c, l)]
        assert bad and (good or r < l)
        separated = 0
        for f in bad:
            w = entropy_cuts.cut_weights(f, l)
            if w is None:
                continue
            separated += 1
            assert float(np.dot(w, f)) < 0, (f, l)
            worst = min((float(np.dot(w, g)) for g in good), default=0.0)
            assert worst >= 0, (f, l, worst)
        assert separated == len(bad) or l.denominator > 10**6  # only l a hair above 2 leaves some unseparated


@pytest.mark.parametrize("r, most", [(2, 80), (3, 30)])
def test_cuts_are_valid_on_larger_groups(r, most):
    """The same validity with cuts at groups of up to 80 rows (two values) and 30 (three), at l
    between the fractions above too, decided exactly: cuts off the simplex (the smoothed q summing
    to 1 + 2d, not 1) passed the test above, whose cuts come from groups of up to 12 rows, yet the
    one at (1, 5, 7) cuts off the 5/2-diverse (1, 4, 6)."""
    vectors = [np.array(c) for c in count_vectors(r, most)]
    for l in (Fraction(13, 10), Fraction(7, 5), Fraction(3, 2), Fraction(9, 5), Fraction(11, 5), Fraction(5, 2)):
        good, bad = [], []
        for c in vectors:
            (good if diverse(c, l) else bad).append(c)
        good = np.array(good, dtype=float).reshape(-1, r)
        cuts = [w for w in (entropy_cuts.cut_weights(f, l) for f in bad) if w is not None]
        assert len(cuts) > len(bad) // 2, (r, l)  # not a test of no cuts
        if len(good):
            worst = float((good @ np.array(cuts).T).min())
            assert worst >= 0, (r, l, worst)


@pytest.mark.parametrize("r", [2, 3, 4, 5])
def test_share_extremes_are_the_most_rows_of_one_value(r):
    """share_extremes gives, for each group size, exactly the most rows one value can have in an entropy
    l-diverse group over r values (never fewer: its facets would cut off a diverse group), and no
    size at which no group is diverse; its hull facets hold for every diverse group and cut off
    some group the share cap of ``top_share`` lets through."""
    most = 14 if r <= 3 else (10 if r == 4 else 8)
    vectors = list(count_vectors(r, most))
    for l in L_VALUES:
        for kmin in (1, 3):
            truth = {}
            for c in vectors:
                if sum(c) >= kmin and diverse(c, l):
                    truth[sum(c)] = max(truth.get(sum(c), 0), c[0])
            got = {s: x for s, lo, x in entropy_cuts.share_extremes(l, r, kmin, most)}
            if l.denominator > 10**6:  # a hair above 2: the 1e-9 to spare may admit the boundary
                assert set(truth) <= set(got) and all(got[s] >= x for s, x in truth.items()), (r, l, kmin)
            else:
                assert got == truth, (r, l, kmin, got, truth)
            facets = shares.facets_of(entropy_cuts.share_extremes(l, r, kmin, most))
            for c in vectors:
                if sum(c) >= kmin and diverse(c, l):
                    for i in range(r):
                        assert all(a * sum(c) + b * c[i] >= f for a, b, f in facets), (r, l, kmin, c)
    cap = entropy_cuts.top_share(4, Fraction(2))
    facets = shares.facets_of(entropy_cuts.share_extremes(Fraction(2), 4, 5, 40))
    assert 4 <= cap * 5 and any(5 * a + 4 * b < f for a, b, f in facets)  # (5 rows, 4 of one value): (4, 1) fails


def test_share_extremes_above_the_exact_sizes_stay_valid(monkeypatch):
    """Above EXACT_SIZES the count comes from the share cap: never below the true most."""
    entropy_cuts.share_extremes.cache_clear()
    monkeypatch.setattr(entropy_cuts, "EXACT_SIZES", 4)
    try:
        for l in (Fraction(3, 2), Fraction(2), Fraction(5, 2)):
            got = {s: x for s, lo, x in entropy_cuts.share_extremes(l, 3, 1, 14)}
            for c in count_vectors(3, 14):
                if diverse(c, l):
                    assert got[sum(c)] >= c[0], (l, c)
    finally:
        entropy_cuts.share_extremes.cache_clear()


def test_frequency_diversity_implies_entropy_diversity():
    """The start under frequency l-diversity (``strengthened_models``) gives entropy l-diverse releases:
    every group with no value above 1/l of its rows is entropy l-diverse."""
    models = entropy_cuts.strengthened_models([LDiversity(Fraction(5, 2), "entropy", columns=("s",)), KAnonymity(3)])
    assert models[0].form == "frequency" and models[0].l == Fraction(5, 2) and models[0].columns == ("s",)
    assert isinstance(models[1], KAnonymity)
    checked = 0
    for c in count_vectors(4, 12):
        for l in L_VALUES:
            if max(c) * l <= sum(c):
                assert diverse(c, l), (c, l)
                checked += 1
    assert checked > 1000


def test_no_frequency_release_still_solved():
    """A table whose top value is above 1/l of it (no frequency l-diverse release) but is entropy
    l-diverse: the start is skipped, the loop reaches the subset DP's optimum."""
    frame = pd.DataFrame({"a": list("xxyyzzxyzxyz"), "b": list("pqpqpqqpqpqq"),
                          "s": ["u"] * 7 + ["v", "w", "x", "y", "z"]})
    table = Table.encode(frame, ["a", "b"], ["s"])
    models = [LDiversity(2, "entropy")]
    assert entropy_cuts.frequency_start(table, models, None, 5.0, 0) is None
    res = exact.solve(table, models)
    assert res.status == "optimal" and res.cost == exact_dp.solve(table, models).cost
    assert exact.satisfies(table, models, res.release.labels)


def test_a_model_on_one_sensitive_column_stays_on_it():
    """Entropy l-diversity on one of two sensitive columns: the relaxation and the start keep it on that
    column. They once lost ``columns`` and posed distinct / frequency l-diversity on both, here on a
    column with one row of a second value: that "relaxation" had nothing below the merged greedy's
    31, reported optimal, where the optimum is 16."""
    frame = pd.DataFrame({"a": list("yxyzyyyyyzx"), "b": list("zxyxxzyzzzx"), "c": list("yxzxzyyzxyy"),
                          "s": list("vwwuwvvwvuw"), "s2": list("ccccccccccd")})
    table = Table.encode(frame, ["a", "b", "c"], ["s", "s2"])
    models = [LDiversity(2, "entropy", columns=("s",))]
    for changed in (entropy_cuts.relaxed_models(models), entropy_cuts.strengthened_models(models)):
        assert changed[0].columns == ("s",)
    res = exact.solve(table, models)
    assert res.status == "optimal" and res.cost == exact_dp.solve(table, models).cost == 16
    assert exact.satisfies(table, models, res.release.labels)


ADULT = Path(__file__).resolve().parents[1] / "data" / "adult" / "adult.csv"


def adult(rows, qi, sa="occupation"):
    frame = pd.read_csv(ADULT, sep=";").head(rows)
    return Table.encode(frame, qi, [sa])


def test_cuts_needed_and_the_dp_optimum_reached():
    """Adult's first 14 rows, QIs sex, race, marital-status, entropy 3-diversity on education: the
    relaxation (distinct 3-diversity with the share caps) has its optimum in groups that are not
    entropy 3-diverse, round after round; the loop ends at the subset DP's optimum, proved."""
    table = adult(14, ["sex", "race", "marital-status"], sa="education")
    models = [LDiversity(3, "entropy")]
    dp = exact_dp.solve(table, models)
    res = exact.solve(table, models)  # the share facets (``PatternMILP.cuts``) leave fewer rounds
    assert res.status == "optimal" and res.cost == res.lower_bound == dp.cost
    assert exact.satisfies(table, models, res.release.labels)
    with pytest.MonkeyPatch.context() as patch:  # without them the cuts of the loop do the work
        patch.setattr(exact.PatternMILP, "cuts", lambda self, seconds, models=(): {})
        res = exact.solve(table, models)
    assert res.status == "optimal" and res.cost == res.lower_bound == dp.cost
    assert res.stats["entropy_cut_rounds"] >= 5 and res.stats["entropy_cuts"] >= 5, res.stats
    assert exact.satisfies(table, models, res.release.labels)


def test_time_limit_gives_a_verified_release_and_a_bound():
    """With a time limit too short for a proof: a release that passes, a bound below it, 'feasible'."""
    table = adult(600, ["sex", "age", "race", "marital-status", "education", "native-country"])
    models = [LDiversity(3, "entropy"), KAnonymity(3)]
    res = exact.solve(table, models, time_limit=3)
    assert exact.satisfies(table, models, res.release.labels)
    assert res.lower_bound <= res.cost
    assert res.status == ("optimal" if res.lower_bound == res.cost else "feasible")
    assert res.lower_bound > 0  # the per-row bound at least (groups of 3 or more rows)


def test_beyond_the_milp(monkeypatch):
    """A MILP too large to build: on at most 16 rows the subset DP (proved), beyond it the greedy
    clustering with its failing groups merged and the per-row bound: a verified release either way."""
    monkeypatch.setattr(exact, "MAX_PAIRS", 10)
    models = [LDiversity(2, "entropy"), KAnonymity(2)]
    small = adult(14, ["sex", "race", "marital-status"])
    res = exact.solve(small, models)
    assert res.status == "optimal" and res.cost == exact_dp.solve(small, models).cost
    assert res.stats["solution_from"] == "subset DP (exact_dp)"
    table = adult(60, ["sex", "age", "race", "marital-status"])
    res = exact.solve(table, models, time_limit=5)
    assert res.stats["milp"].startswith("not built")
    assert exact.satisfies(table, models, res.release.labels)
    assert 0 < res.lower_bound <= res.cost
