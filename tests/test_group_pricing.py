"""The sensitive-value-aware pricing of the Lagrangian bound (solvers/group_pricing.py).

- For every pattern, at random prices, the priced minimum is at most the brute-force minimum of
  cost(p) |G| - pi(G) over every group G of rows under the pattern that meets every model (the
  reference decides them): the bound built on it stays a lower bound;
- with k and frequency l-diversity only it equals that minimum exactly (the box of value shares
  is the whole model there), at every size: a loosened cap or a size left out fails here (also
  on skewed tables where the caps bind, deterministically);
- priced every pattern at once (``_at_once``: two values, and three to five under the box alone)
  the minima are ``_box_best``'s, pattern by pattern, on random spaces and shares, in chunks of any
  size, and the groups found lie in the box at those minima;
- the Lagrangian bound with it (``lns.pattern_space``: a plain ascent, then the priced one on the
  space typed by SA value) never exceeds the optimum (brute force over all partitions), and on
  small skewed tables under equal-distance t-closeness it rises above the plain bound.
"""

from __future__ import annotations

import itertools
import math
import random
from fractions import Fraction

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from test_exact_solvers import SETTINGS, brute_force, cases, ref_holds

from optanon import KAnonymity, LDiversity, TCloseness
from optanon.core.cost import CostModel
from optanon.errors import InfeasibleError
from optanon.solvers import exact, exact_dp, group_pricing, lns, pattern_lp

S = pattern_lp.SCALE


def pattern_rows(space, p, n):
    """The rows (of n) whose type pattern p of ``space`` generalizes."""
    s0 = space.start[p]
    s1 = space.start[p + 1] if p + 1 < space.num_patterns else len(space.pair_type)
    types = set(int(v) for v in space.pair_type[s0:s1])
    return [i for i in range(n) if int(space.row_type[i]) in types]


def minima_over_groups(space, p, n, k, pi, holds):
    """(least sum of unit S - pi over the groups of >= k rows under pattern p that ``holds``,
    the same over every group of >= k rows); None where there is none."""
    rows = pattern_rows(space, p, n)
    truth, plain = None, None
    for size in range(k, len(rows) + 1):
        for group in itertools.combinations(rows, size):
            value = sum(int(space.unit[p]) * S - int(pi[space.row_type[i]]) for i in group)
            plain = value if plain is None else min(plain, value)
            if holds(group):
                truth = value if truth is None else min(truth, value)
    return truth, plain


def brute_minimum(case, space, p, pi):
    """min over groups G of rows under pattern p meeting every model of sum(unit S - pi); None: no G."""
    rows = pattern_rows(space, p, len(case.rows))
    best = None
    for size in range(1, len(rows) + 1):
        for group in itertools.combinations(rows, size):
            if all(ref_holds(spec, case.rows, list(group), case.sensitive) for spec in case.specs):
                value = sum(int(space.unit[p]) * S - int(pi[space.row_type[i]]) for i in group)
                best = value if best is None else min(best, value)
    return best


@settings(max_examples=150, **SETTINGS)
@given(cases(max_rows=8), st.integers(0, 2**32 - 1))
def test_priced_minimum_is_a_lower_bound(case, seed):
    table, models, cost_model = case.table(), case.models(), case.cost_model()
    kmin = exact.PatternMILP.min_group_size(models)
    if kmin < 2 or table.n < kmin:
        return
    bound = cost_model.bind(table)
    space = lns.pattern_space(table, models, bound, kmin).priced
    if space is None:
        return
    space = space[0]  # typed by (QI vector, SA value), with the pricing
    only_k_and_frequency_l = all(isinstance(m, KAnonymity) or (isinstance(m, LDiversity) and m.form == "frequency")
                                 for m in models)
    rnd = random.Random(seed)
    for _ in range(2):
        pi = np.array([rnd.randint(-S, 3 * bound.denominator * S) for _ in space.counts], dtype=np.int64)
        patterns = np.arange(space.num_patterns)
        priced, _ = space.group_pricing.price(space, patterns, pi)
        for p in patterns:
            truth = brute_minimum(case, space, p, pi)
            if truth is None:
                continue
            assert priced[p] <= truth, (p, priced[p], truth)
            if only_k_and_frequency_l:  # the box is the whole model: exact, in integers
                assert priced[p] == truth, (p, priced[p], truth)


def test_priced_minimum_is_exact_under_frequency_l():
    """k and frequency l on skewed tables (the caps bind): the priced minimum is the brute-force
    minimum over every group under the pattern (size >= k, no value above 1/l of it), exactly."""
    from test_exact_solvers import SA, skewed_sa_table

    checked = binding = 0
    for seed in range(40):
        rng = random.Random(seed)
        table = skewed_sa_table(rng, rng.randint(5, 9), 2)
        k, l = rng.choice([2, 3]), Fraction(rng.choice(["2", "3/2", "3"]))
        models = [KAnonymity(k), LDiversity(l)]
        bound = CostModel().bind(table)
        kmin = exact.PatternMILP.min_group_size(models)
        space = lns.pattern_space(table, models, bound, kmin).priced[0]
        values = list(table.frame[SA])
        pi = np.array([rng.randint(-S, 3 * bound.denominator * S) for _ in space.counts], dtype=np.int64)
        priced, _ = space.group_pricing.price(space, np.arange(space.num_patterns), pi)

        def diverse(group):
            top = max(sum(values[i] == v for i in group) for v in set(values[i] for i in group))
            return top * l <= len(group)

        for p in range(space.num_patterns):
            truth, plain = minima_over_groups(space, p, table.n, k, pi, diverse)
            if truth is None:
                assert priced[p] > 0
                continue
            assert priced[p] == truth, (seed, p, priced[p], truth)
            checked += 1
            binding += truth > plain
    assert checked >= 100 and binding >= 20, (checked, binding)


def test_box_minimum_is_exact_for_any_shares():
    """``_box_best`` is the least sum of slopes over the groups of >= least rows whose count of each
    value lies in [ceil(lo_s N), floor(hi_s N)], exactly: brute force over every group, with random
    quotas and caps on three or four values (a quota or cap off by one, or a size left out, fails)."""
    rng = random.Random(7)
    checked = quota_binding = 0
    for _ in range(300):
        r = rng.choice([3, 4])
        lo = np.array([rng.choice([0.0, 0.1, 0.2, 0.25, 1 / 3]) for _ in range(r)])
        hi = np.array([rng.choice([1.0, 0.5, 0.6, 2 / 3]) for _ in range(r)])
        pricing = group_pricing.GroupPricing(hi, np.full(r, 1 / r), None, np.arange(r).repeat(3), lo)
        ntypes = 3 * r
        cnt = np.array([rng.randint(0, 2) for _ in range(ntypes)], dtype=np.int64)
        typ = np.flatnonzero(cnt)
        if typ.size == 0:
            continue
        price = np.array([rng.randint(-5, 12) for _ in range(ntypes)], dtype=np.int64)[typ]
        least = rng.randint(1, 4)
        got = pricing._box_best(typ, cnt[typ], 4, price, least)
        slope = dict(zip(typ.tolist(), (4 - price).tolist()))
        # every group, as how many rows it takes of each type (rows of one type are interchangeable)
        take = np.array(list(itertools.product(*[range(int(c) + 1) for c in cnt[typ]])), dtype=np.int64)
        size = take.sum(axis=1)
        value = take @ (4 - price)
        n_s = np.zeros((len(take), r), dtype=np.int64)
        np.add.at(n_s.T, pricing.type_sa[typ], take.T)
        capped = (size >= least) & (n_s <= np.floor(hi * size[:, None] + 1e-7)).all(axis=1)
        boxed = capped & (n_s >= np.ceil(lo * size[:, None] - 1e-7)).all(axis=1)
        free = int(value[capped].min()) if capped.any() else None
        truth = int(value[boxed].min()) if boxed.any() else None
        if truth is None:
            assert got is None
            continue
        assert got is not None and got[0] == truth, (lo, hi, least, got, truth)
        chosen = np.bincount(pricing.type_sa[got[1]], minlength=r)
        assert sum(slope[int(t)] for t in got[1]) == truth and len(got[1]) >= least
        assert (chosen <= np.floor(hi * len(got[1]) + 1e-7)).all() and (chosen >= np.ceil(lo * len(got[1]) - 1e-7)).all()
        checked += 1
        quota_binding += free is not None and truth > free
    assert checked >= 150 and quota_binding >= 20, (checked, quota_binding)


def test_priced_minimum_is_exact_under_t_closeness_on_two_values():
    """t-closeness on a two-valued SA column (equal or ordered distance, which agree there): the
    value shares' box is the whole model (|share of b - its table share| <= t), so the priced
    minimum is the brute-force minimum over every group under the pattern that passes the
    models' own check, exactly."""
    import pandas as pd
    from test_exact_solvers import SA, group_holds

    from optanon.core.table import Table

    checked = binding = 0
    for seed in range(40):
        rng = random.Random(seed)
        n = rng.randint(6, 9)
        df = pd.DataFrame({"q0": [f"x{rng.randrange(2)}" for _ in range(n)],
                           "q1": [f"x{rng.randrange(2)}" for _ in range(n)],
                           SA: [rng.choice("aaab") for _ in range(n)]})
        table = Table.encode(df, ["q0", "q1"], [SA])
        if len(table.sa_values[0]) < 2:
            continue
        k = rng.choice([2, 3])
        models = [KAnonymity(k), TCloseness(rng.choice(["0.1", "0.2", "0.3"]), rng.choice(["equal", "ordered"]))]
        bound = CostModel().bind(table)
        space = lns.pattern_space(table, models, bound, k).priced
        if space is None:  # t too loose to cap anything
            continue
        space = space[0]
        pi = np.array([rng.randint(-S, 3 * bound.denominator * S) for _ in space.counts], dtype=np.int64)
        priced, _ = space.group_pricing.price(space, np.arange(space.num_patterns), pi)
        for p in range(space.num_patterns):
            truth, plain = minima_over_groups(space, p, table.n, k, pi,
                                              lambda group: group_holds(table, models, list(group)))
            if truth is None:
                assert priced[p] > 0
                continue
            assert priced[p] == truth, (seed, models, p, priced[p], truth)
            checked += 1
            binding += truth > plain
    assert checked >= 60 and binding >= 10, (checked, binding)


@settings(max_examples=120, **SETTINGS)
@given(cases(max_rows=7))
def test_priced_lagrangian_bound_never_exceeds_the_optimum(case):
    table, models, cost_model = case.table(), case.models(), case.cost_model()
    kmin = exact.PatternMILP.min_group_size(models)
    if kmin < 2:
        return
    optimum = brute_force(case)
    if optimum is None:
        return
    bound = cost_model.bind(table)
    space = lns.pattern_space(table, models, bound, kmin)
    lag = pattern_lp.lagrangian_bound(space, bound.denominator, target=float(optimum * bound.denominator) + 1,
                                      max_iterations=200)
    assert lag.lower_bound <= optimum


def test_priced_bound_rises_under_t_closeness():
    """Skewed small tables (a rare SA value) under equal-distance t-closeness or frequency
    l-diversity: the priced bound stays at most exact_dp's optimum and beats the plain one often."""
    from test_exact_solvers import skewed_sa_table

    rose = tried = 0
    for seed in range(50):
        rng = random.Random(seed)
        table = skewed_sa_table(rng, rng.randint(8, 12), 3)
        if seed % 3 == 2:
            models = [KAnonymity(2), LDiversity(rng.choice(["2", "1.5"]))]
        else:
            models = [KAnonymity(rng.randint(2, 3)), TCloseness(rng.choice(["0.2", "0.3"]))]
        try:
            optimum = exact_dp.solve(table, models).cost
        except InfeasibleError:
            continue
        bound = CostModel().bind(table)
        kmin = exact.PatternMILP.min_group_size(models)
        target = float(optimum * bound.denominator) + 1
        space = lns.pattern_space(table, models, bound, kmin)
        assert space.priced is not None
        priced = pattern_lp.lagrangian_bound(space, bound.denominator, target=target, max_iterations=400).lower_bound
        # the same plain ascent as the first phase above (half the iterations), alone
        plain = pattern_lp.lagrangian_bound(space.priced_off(), bound.denominator, target=target,
                                            max_iterations=200).lower_bound
        assert plain <= priced <= optimum, (seed, models, plain, priced, optimum)
        tried += 1
        rose += priced > plain
    assert tried >= 30 and rose >= 10, (tried, rose)


def test_no_pricing_without_share_or_equal_t():
    """k-anonymity, distinct l-diversity and ordered t-closeness with loose t give no pricing."""
    from test_exact_solvers import skewed_sa_table

    table = skewed_sa_table(random.Random(1), 10, 3)
    assert group_pricing.GroupPricing.for_table(table, [KAnonymity(2)], 0) is None
    assert group_pricing.GroupPricing.for_table(table, [KAnonymity(2), LDiversity(2, form="distinct")], 0) is None
    assert group_pricing.GroupPricing.for_table(table, [KAnonymity(2), TCloseness("0.2")], 0) is not None
    assert group_pricing.GroupPricing.for_table(table, [KAnonymity(2), LDiversity(2)], 0) is not None
    assert group_pricing.GroupPricing.for_table(table, [KAnonymity(2), TCloseness("0.5", "ordered")], 0) is None


def test_deficit_bound_holds_on_patterns_with_many_rows():
    """Equal-distance t-closeness over three or four values (``_deficit_best``): on patterns of
    30-60 rows, past ``EXACT_SIZES`` sizes from the least one, where sizes are priced in blocks, the
    bound is at most the least sum of slopes over the groups t-closeness allows (every size, every
    count of each value: the n_s cheapest rows of value s; the shares' caps too), and it rises above
    the bound of the same caps without t (t binds on these skewed tables). A block that skipped a
    size, or sizes past the last block left out, would fail here: the small tables above never
    reach them."""
    rng = random.Random(11)
    checked = rose = 0
    for _ in range(60):
        r = rng.choice([3, 4])
        q = np.array([rng.uniform(0.1, 1.0) for _ in range(r)])
        q /= q.sum()
        t = rng.choice([0.05, 0.1, 0.15, 0.2])
        hi = np.minimum(1.0, q + rng.choice([t, 1.0]))
        ntypes = 4 * r
        type_sa = np.arange(r).repeat(4)
        pricing = group_pricing.GroupPricing(hi, q, t, type_sa)
        cnt = np.array([rng.randint(0, 6) for _ in range(ntypes)], dtype=np.int64)
        skew = rng.randrange(r)  # the cheap rows lie in one value, which t must keep to its share
        cnt[type_sa == skew] *= 2
        typ = np.flatnonzero(cnt)
        R = int(cnt.sum())
        if R < 30 or R > 60:
            continue
        unit = 10
        price = np.array([rng.randint(0, 25) + (12 if type_sa[u] == skew else 0) for u in range(ntypes)], dtype=np.int64)
        least = rng.randint(2, 6)
        got = pricing._best(typ, cnt[typ], unit, price[typ], least)
        off = group_pricing.GroupPricing(hi, q, None, type_sa)._best(typ, cnt[typ], unit, price[typ], least)  # caps alone
        # the truth: per value its rows' slopes sorted up, every count of each value
        rows = [np.sort(np.repeat(unit - price[typ][type_sa[typ] == s], cnt[typ][type_sa[typ] == s])) for s in range(r)]
        prefix = [np.r_[0, np.cumsum(x)] for x in rows]
        truth = None
        for n_s in itertools.product(*[range(len(x) + 1) for x in rows]):
            N = sum(n_s)
            if N < least or any(n > math.floor(h * N + 1e-9) for n, h in zip(n_s, hi)):
                continue
            if sum(max(0.0, qs * N - n) for qs, n in zip(q, n_s)) > t * N + 1e-9:
                continue
            value = sum(int(p[n]) for p, n in zip(prefix, n_s))
            truth = value if truth is None else min(truth, value)
        if truth is None:
            continue
        assert got is not None and got[0] <= truth, (got, truth)
        checked += 1
        rose += off is not None and got[0] > off[0]
    assert checked >= 25 and rose >= 10, (checked, rose)


def test_blocks_cover_every_size_once():
    """``_blocks``: the sizes least..R, each in exactly one range, in order, single sizes first —
    a size skipped would leave the groups of that size unpriced (a bound above the least group)."""
    for least in range(1, 40):
        for R in range(least - 1, 260):
            ranges = list(group_pricing._blocks(least, R))
            sizes = [n for a, b in ranges for n in range(a, b + 1)]
            assert sizes == list(range(least, R + 1)), (least, R, ranges)
            singles = [a for a, b in ranges if a == b]
            assert singles[:group_pricing.EXACT_SIZES] == list(range(least, min(R, least + group_pricing.EXACT_SIZES - 1) + 1))


def test_deficit_bound_planted():
    """Two groups the deficit's bound must price exactly: a pattern of exactly ``least`` rows, one
    of each value (no deficit: a group, not "none"); and 25 rows of slopes -10 to -34 in the common
    value among 18 of slopes +10 and up, whose best group is exactly the 25 (their deficit
    0.2 N <= t N) — the last size priced singly from least = 2, where only the 25 least marginals
    may be summed."""
    q = np.array([0.8, 0.1, 0.1])
    pricing = group_pricing.GroupPricing(np.ones(3), np.full(3, 1 / 3), 0.1, np.arange(3))
    got = pricing._best(np.arange(3), np.ones(3, dtype=np.int64), 10, np.array([3, 4, 5]), 3)
    assert got is not None and got[0] <= 7 + 6 + 5 and sorted(got[1].tolist()) == [0, 1, 2]
    rng = random.Random(3)
    for _ in range(20):  # the rows in random order: the marginals are selected, not sorted, first
        slopes = [-10 - i for i in range(25)] + [10 + i for i in range(18)]
        sa = [0] * 40 + [1, 1, 2]
        order = list(range(43))
        rng.shuffle(order)
        pricing = group_pricing.GroupPricing(np.ones(3), q, 0.25, np.array([sa[i] for i in order]))
        got = pricing._best(np.arange(43), np.ones(43, dtype=np.int64), 0, -np.array([slopes[i] for i in order]), 2)
        assert got is not None and got[0] <= sum(slopes[:25]), (got, sum(slopes[:25]))


def random_space(rng, num_types, num_patterns, max_count):
    """A pattern space of random patterns over ``num_types`` types (the attributes ``price`` reads)."""
    from types import SimpleNamespace

    pats = [sorted(rng.sample(range(num_types), rng.randint(1, num_types))) for _ in range(num_patterns)]
    counts = np.array([rng.randint(1, max_count) for _ in range(num_types)], dtype=np.int64)
    pair_type = np.array([t for ts in pats for t in ts], dtype=np.int32)
    start = np.cumsum([0] + [len(ts) for ts in pats])[:-1]
    return SimpleNamespace(pair_type=pair_type, pair_count=counts[pair_type].astype(np.int32),
                           start=start.astype(np.int64), num_patterns=num_patterns, counts=counts,
                           unit=np.array([rng.randint(0, 4) for _ in pats], dtype=np.int64),
                           least=np.array([rng.choice([0, 1, 2, 3, 5]) for _ in pats], dtype=np.int64))


def test_patterns_priced_at_once_as_one_by_one(monkeypatch):
    """``_at_once`` (every pattern at once: ``_two_chunk`` on two values, ``_box_chunk`` on three to
    five) gives ``_box_best``'s minimum for each pattern, exactly, with random quotas and caps (0 and
    1 included), counts, least sizes and prices, in one chunk and in chunks of a few rows
    (AT_ONCE_ROWS); and the group it finds for a pattern priced alone lies in the box, at that
    minimum, and the rows of all the groups found add up."""
    rng = random.Random(11)
    shares = [0.0, 0.05, 0.1, 0.25, 1 / 3, 0.45, 0.5, 2 / 3, 0.9, 1.0]
    checked = {2: 0, 3: 0}
    binding = 0
    for trial in range(1000):
        r = 2 if trial % 2 else rng.choice([3, 4, 5])
        lo = np.array([rng.choice(shares[:5]) if rng.random() < 0.6 else 0.0 for _ in range(r)])
        hi = np.array([rng.choice([h for h in shares if h >= lo[v]] + [1.0]) for v in range(r)])
        if r == 2 and rng.random() < 0.7:  # the other value's box mirrors the first's (as t or l give), give or take
            lo[1], hi[1] = max(0.0, 1 - hi[0] - rng.choice([0, 0.05])), min(1.0, 1 - lo[0] + rng.choice([0, 0.05]))
        if lo.sum() > 1 or hi.sum() < 1:  # an empty box: no group anywhere, nothing to compare
            continue
        num_types = rng.randint(1, 3 * r)
        type_sa = np.array([rng.randrange(r) for _ in range(num_types)])
        pricing = group_pricing.GroupPricing(hi, np.full(r, 1 / r), None, type_sa, lo)
        space = random_space(rng, num_types, rng.randint(1, 8), rng.choice([2, 4, 8]))
        pi = np.array([rng.randint(-3 * S, 6 * S) for _ in range(num_types)], dtype=np.int64)
        patterns = np.array(sorted(rng.sample(range(space.num_patterns), rng.randint(1, space.num_patterns))))
        monkeypatch.setattr(group_pricing, "AT_ONCE_ROWS", rng.choice([1, 3, 8, 1 << 20]))
        rc, covered = pricing.price(space, patterns, pi)
        if r > 2:  # the fallback for prices too wide for one int64 key: the same
            slow = pricing._one_by_one(space, patterns, pi, pricing._box_best)
            assert (slow[0] == rc).all(), (trial, slow[0], rc)
            declined = pricing._at_once(space, patterns, pi, lambda *chunk: None, 3)  # every chunk declined
            assert (declined[0] == rc).all() and (declined[1] == slow[1]).all()
        total_rows = np.zeros(num_types, dtype=np.int64)
        for i, p in enumerate(patterns):
            s0 = space.start[p]
            s1 = space.start[p + 1] if p + 1 < space.num_patterns else len(space.pair_type)
            typ = space.pair_type[s0:s1].astype(np.int64)
            got = pricing._box_best(typ, space.pair_count[s0:s1].astype(np.int64), int(space.unit[p]) * S,
                                    pi[typ], int(space.least[p]))
            if got is None:
                assert rc[i] == pattern_lp.NO_GROUP, (trial, p, rc[i])
                continue
            assert rc[i] == got[0], (trial, r, p, rc[i], got[0])
            checked[min(r, 3)] += 1
            alone, rows = pricing.price(space, np.array([p]), pi)
            assert alone[0] == got[0]
            if got[0] >= 0:
                assert not rows.any()
                continue
            binding += bool(lo.any())
            total_rows += rows
            size = int(rows.sum())
            per_value = np.bincount(type_sa, weights=rows, minlength=r)
            assert size >= space.least[p] and (rows <= np.bincount(typ, space.pair_count[s0:s1], num_types)).all()
            assert (per_value <= np.floor(hi * size + 1e-7)).all() and (per_value >= np.ceil(lo * size - 1e-7)).all()
            assert int((rows * (int(space.unit[p]) * S - pi)).sum()) == got[0]
        assert (covered == total_rows).all()
    assert min(checked.values()) >= 200 and binding >= 200, (checked, binding)
