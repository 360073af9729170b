"""Entropy l-diversity, exactly: the pattern MILP with the entropy constraint as lazy linear cuts.

Model (Machanavajjhala et al. 2007, Def. 4.1): a group G is entropy l-diverse on a sensitive
column when H(G) = -sum_s (n_s/N) ln(n_s/N) >= ln l, n_s the rows of value s, N = |G|. Not
linear, so the pattern MILP of ``exact`` (Liang-Yuan Thm 9) cannot pose it as it stands; but it is
the intersection of linear half-spaces, one per distribution q over the column's values:
  N H(G) = min_q sum_s n_s (-ln q_s)                 (Gibbs: cross entropy >= entropy, = at q = n/N)
so  H(G) >= ln l  <=>  for every q > 0:  sum_s n_s (-ln q_s - ln l) >= 0.
Each inequality holds for every entropy l-diverse group under any pattern (a valid cut), and the
one at q = G's own distribution fails exactly when G is not entropy l-diverse (it separates G).
Entropy l-diversity also implies distinct l-diversity (exp H <= the number of distinct values).

Algorithm (outer approximation, a cutting-plane loop on the MILP):
1. The pattern MILP with entropy l-diversity replaced by distinct l-diversity (its relaxation),
   the other models as they are, and per pattern p and value s the cap X[p,s] <= a size[p], a the
   largest share of one value an entropy l-diverse group over p's r values can have
   (``top_share``); in its LP, the support cuts of ``PatternMILP.cuts`` and the hull facets of
   (size[p], X[p,s]) over the group sizes, from the most rows of one value a diverse group of each
   size can hold (``share_extremes``: a group of 5 rows holds at most 3 of one value at l = 2, where
   the cap allows 4); its certified LP bound is a lower bound. Starts: those of ``exact`` (simple
   partitions, the pattern greedy with its failing groups merged by ``repair``) and ``exact``'s
   release under frequency l-diversity, which implies entropy l-diversity (``frequency_start``,
   FREQUENCY_SHARE of the time), verified against the true models. A MILP too large to build
   (``exact.MAX_PAIRS``) leaves the greedy k-member clustering, merged, and the per-row bound.
2. Solve it (HiGHS, only solutions cheaper than the best release: ``cutoff``). Its proven bound is
   a lower bound of the true optimum (every cut is valid, so the MILP stays a relaxation).
3. If its solution is entropy l-diverse (decided exactly, ``LDiversity``), it is a release; solved
   to optimality, it is optimal. Else each group that fails gets the cut at its own distribution
   (smoothed, q = (1 - d) n/N + d/r, and each coefficient raised by 1e-9 so that rounding cannot
   make a cut cut off a diverse group), ``repair`` merges the failing groups into a release, and
   step 2 runs again.
Guarantee: exact — status ``optimal`` only when a verified release costs the relaxation's proven
optimum; at the time limit the best verified release and the best relaxation bound (``feasible``).
Terminates: each round cuts off the MILP's solution, and the group count vectors are finite. A
group that fails by less than the MILP's tolerances can reach (exp H within about 1e-7 of l) is
not separated: the loop then stops with status ``feasible``.
Running time: one MILP solve per round (the rounds measured in the README, *Entropy l-diversity*).
"""

from __future__ import annotations

import functools
import math
import time
from fractions import Fraction

import numpy as np

from ..core.cost import CostModel
from ..core.models import LDiversity, applies, entropic, require_feasible
from ..core.partition import Result, make_result
from ..errors import InfeasibleError
from .bounds import per_row_bound

METHOD = "exact"
SMOOTH = 1e-3  # d of the smoothed distribution (at most a quarter of the group's entropy shortfall)
SLACK = 1e-9  # added to every coefficient of a cut: rounding in the logarithms cannot make it invalid
MIN_VIOLATION = 1e-6  # a cut must cut the MILP's solution by this much (in rows x nats) to count
REPAIR_SHARE = 0.1  # of the time limit, at most, for each merge of failing groups (``repair``)
ROW_BOUND_SHARE = 0.1  # of the time limit, at most, for the per-row bound (wide tables)
CLUSTER_SHARE = 0.9  # of the time limit for the clustering start when the MILP is too large to build
FREQUENCY_SHARE = 0.15  # of the time limit, at most, for the start under frequency l-diversity (``frequency_start``)
FREQUENCY_SECONDS = 30.0  # the same without a time limit


def is_entropy(model) -> bool:
    return isinstance(model, LDiversity) and model.form == "entropy"


def relaxed_models(models) -> list:
    """The models with entropy l-diversity replaced by distinct l-diversity, which it implies (exp H is
    at most the number of distinct values). (Tried, not kept: groups of ceil(l) rows and the share
    caps alone, without distinct l-diversity's binaries: docs/exact-method.md, stop 49.)"""
    return [LDiversity(m.l, "distinct", columns=m.columns) if is_entropy(m) else m for m in models]


def strengthened_models(models) -> list:
    """The models with entropy l-diversity replaced by frequency l-diversity, which implies it: a group
    whose every value has share at most 1/l has H = sum_s p_s ln(1/p_s) >= sum_s p_s ln l = ln l. Its
    releases are releases here (``frequency_start``)."""
    return [LDiversity(m.l, "frequency", columns=m.columns) if is_entropy(m) else m for m in models]


def frequency_start(table, models, cost_model, seconds, seed, progress=None):
    """Labels of the release ``exact`` finds under ``strengthened_models`` within ``seconds`` (its
    pruning and lns, which entropy's own MILP lacks: Adult, 2,000 rows, 6 QIs, k = 5, l = 2, 2049
    in 18 s against the 2151 of the merged greedy), or None when frequency l-diversity has no
    release. Its bound is not passed on: it bounds the stronger model only."""
    from . import exact

    def relay(update):  # the phase only: that solver's incumbents and bounds are not this problem's
        if progress and "phase" in update:
            progress({"phase": f"exact (entropy cuts): a start under frequency l-diversity ({update['phase']})"})

    if seconds is not None and seconds <= 0:
        return None
    try:
        got = exact.solve(table, strengthened_models(models), cost_model, time_limit=seconds, seed=seed, progress=relay)
    except InfeasibleError:  # a value above 1/l of the table: frequency l-diversity has no release
        return None
    return got.release.labels


def cut_weights(counts, l: Fraction) -> np.ndarray | None:
    """Coefficients w_s (per value of the column) of the cut sum_s n_s w_s >= 0 at the group's own
    distribution, smoothed (every q_s > 0, so the cut is valid for every entropy l-diverse group);
    None when the cut would not cut the group off by MIN_VIOLATION (its shortfall is within the
    MILP's tolerances)."""
    counts = np.asarray(counts, dtype=float)
    size, r = counts.sum(), len(counts)
    ln_l = math.log(l.numerator) - math.log(l.denominator)
    present = counts[counts > 0]
    shortfall = ln_l - (math.log(size) - float(np.sum(present * np.log(present))) / size)
    d = min(SMOOTH, shortfall / 4)
    if not d > 0:
        return None
    q = (1 - d) * counts / size + d / r
    w = -np.log(q) - ln_l + SLACK
    return w if float(np.dot(w, counts)) <= -MIN_VIOLATION else None


def top_share(r: int, l: Fraction) -> float:
    """An upper bound on the share of any one value in an entropy l-diverse group whose values lie among
    r: a group whose top value has share a has H <= h(a) + (1 - a) ln(r - 1) (the rest spread evenly),
    which falls from ln r at a = 1/r to 0 at a = 1; past the a where it equals ln l no group is
    l-diverse. Found by bisection, then raised by 1e-9 (so rounding cannot make it too small)."""
    ln_l = math.log(l.numerator) - math.log(l.denominator)
    if r < 2 or ln_l <= 0:
        return 1.0

    def most(a):  # the largest entropy with top share a among r values
        rest = 1.0 - a
        return -(a * math.log(a) if a > 0 else 0.0) - (rest * math.log(rest) if rest > 0 else 0.0) + rest * math.log(r - 1)

    def allows(a):  # with 1e-12 to spare: at r = l only the even spread is diverse, most(1/r) = ln l
        return most(a) >= ln_l - 1e-12

    lo, hi = 1.0 / r, 1.0
    if not allows(lo):
        return 0.0  # r < l: no l-diverse group among r values (distinct l-diversity rules it out too)
    for _ in range(100):
        mid = (lo + hi) / 2
        if allows(mid):
            lo = mid
        else:
            hi = mid
    return min(1.0, hi + 1e-9)


EXACT_SIZES = 2000  # group sizes up to which ``share_extremes`` decides each count; above, the cap of ``top_share``


@functools.lru_cache(maxsize=256)
def share_extremes(l: Fraction, r: int, kmin: int, n: int) -> tuple:
    """(s, 0, x_s) for each group size s in [kmin, n] that an entropy l-diverse group among r values can
    have: x_s, the most rows of one value such a group of s rows can hold (the hull facets of these
    points, ``shares.facets_of``, are valid a size + b X >= c open cuts: ``PatternMILP.cuts``).
    A group of s rows with x of value i has at most the entropy of x and the other s - x spread
    evenly over the other r - 1 values (entropy is Schur-concave), so x is possible exactly when that
    is at least ln l; decided in floats with 1e-9 to spare (toward possible: more points, still
    valid), for s up to EXACT_SIZES, above it x_s = floor(top_share s)."""
    ln_l = math.log(l.numerator) - math.log(l.denominator)
    cap = top_share(r, l)  # for the sizes above EXACT_SIZES
    out = []
    for size in range(max(1, kmin), n + 1):
        if size > EXACT_SIZES:
            top = math.floor(cap * size + 1e-9) if cap > 0 else -1
        elif r == 1:
            top = size if ln_l <= 1e-9 else -1
        else:
            x = np.arange(size + 1)
            q, rem = np.divmod(size - x, r - 1)
            spent = _xlogx(x) + rem * _xlogx(q + 1) + (r - 1 - rem) * _xlogx(q)
            possible = np.flatnonzero(math.log(size) - spent / size >= ln_l - 1e-9)
            top = int(possible[-1]) if possible.size else -1
        if top >= 0:
            out.append((size, 0, min(size, top)))
    return tuple(out)


def _xlogx(v):
    v = np.asarray(v, dtype=float)
    return np.where(v > 0, v * np.log(np.where(v > 0, v, 1.0)), 0.0)


def add_share_rows(milp, table, entropy) -> int:
    """X[p,s] <= top_share(r_p, l) size[p] for every pattern p and value s among its rows (r_p of
    them): valid for every entropy l-diverse group under p. The number of rows added."""
    b, added = milp.builder, 0
    for model, j in entropy:
        kp, _, inv, _ = milp._value_pairs(j)
        values = np.bincount(kp, minlength=milp.num_patterns)  # r_p
        shares = {r: top_share(int(r), model.l) for r in np.unique(values)}
        cap = np.array([shares[r] for r in values])[kp]
        keep = cap < 1.0
        row_of = np.full(len(kp), -1)
        row_of[keep] = b.rows(lo=-np.inf, hi=0.0, count=int(keep.sum()))
        sel = np.flatnonzero(keep[inv])
        b.entries(row_of[inv[sel]], milp.x[sel], 1.0)
        b.entries(row_of[keep], milp.size[kp[keep]], -cap[keep])
        added += int(keep.sum())
    milp.num_rows = b.nrows
    return added


def solve(table, models, cost_model=None, *, time_limit=None, seed=0, progress=None) -> Result:
    """Optimal partition under models that include entropy l-diversity (see the module's text)."""
    from . import subsets
    from .exact import (CUT_SECONDS, CUT_SHARE, MILP_THREADS, MINE_SHARE, PatternMILP, TooLarge, _cost_of, _whole_units,
                        greedy_labels, satisfies, subset_dp_instead, warm_start)
    from .cluster_start import cluster_labels
    from .repair import repair

    started = time.perf_counter()
    cost_model = cost_model or CostModel()
    require_feasible(table, models)
    relaxed = relaxed_models(models)
    entropy = [(m, j) for m in models if is_entropy(m) for j, col in enumerate(table.sensitive)
               if applies(m, col)]
    bound_model = cost_model.bind(table)

    def left():
        return None if time_limit is None else max(0.0, time_limit - (time.perf_counter() - started))

    best = warm_start(table, models, cost_model)
    best_cost, best_from = _cost_of(table, best, cost_model), "warm start"

    def offer(labels, source):
        nonlocal best, best_cost, best_from
        if labels is not None and satisfies(table, models, labels):
            cost = _cost_of(table, labels, cost_model)
            if cost < best_cost:
                best, best_cost, best_from = labels, cost, source

    kmin = PatternMILP.min_group_size(relaxed)
    lower = Fraction(per_row_bound(table, kmin, cost_model,
                                   deadline=None if time_limit is None else started + ROW_BOUND_SHARE * time_limit))
    stats = {"relaxation": "entropy l-diversity as distinct l-diversity plus entropy cuts"}
    try:
        milp = PatternMILP(table, relaxed, cost_model, deadline=None if time_limit is None else started + MINE_SHARE * time_limit)
    except TooLarge as exc:  # no MILP: the subset DP on few rows, else the greedy k-member clustering, merged
        stats["milp"] = f"not built: {exc}"
        if table.n <= subsets.MAX_ROWS:
            return subset_dp_instead(table, models, cost_model, started, stats)
        deadline = None if time_limit is None else started + CLUSTER_SHARE * time_limit
        clustered = cluster_labels(table, kmin, bound_model, deadline=deadline)
        if clustered is not None:
            offer(clustered, "greedy clustering")
            offer(repair(table, models, clustered, bound_model, deadline=deadline), "greedy clustering, failing groups merged")
        return _result(table, models, cost_model, best, best_cost, lower, started, stats | {"solution_from": best_from})
    share_rows = add_share_rows(milp, table, entropy)
    greedy = greedy_labels(milp)
    offer(greedy, "pattern greedy")
    deadline = None if time_limit is None else time.perf_counter() + REPAIR_SHARE * time_limit
    offer(repair(table, models, greedy, bound_model, deadline=deadline), "pattern greedy, failing groups merged")
    offer(frequency_start(table, models, cost_model, FREQUENCY_SECONDS if time_limit is None else FREQUENCY_SHARE * left(),
                          seed, progress), "exact under frequency l-diversity")
    if milp.kmin > 1:  # the support cuts and entropy's share facets the LP misses (``PatternMILP.cuts``)
        stats |= milp.cuts(CUT_SECONDS if time_limit is None else CUT_SHARE * left(), models)
        if milp.lp_certified is not None:
            got = Fraction(_whole_units(milp.lp_certified), milp.denominator)
            if got > best_cost:  # contradicts a verified release (floating point gone wrong): never reported
                stats["lp_bound_rejected"] = float(got)
            else:
                lower = max(lower, got)
    den = milp.denominator
    rounds, cuts, unseparated, status_text = 0, 0, 0, ""
    while lower < best_cost:
        remaining = left()
        if remaining is not None and remaining <= 0.05:
            break
        rounds += 1
        if progress:
            progress({"phase": f"exact (entropy cuts): round {rounds}", "elapsed": time.perf_counter() - started,
                      "incumbent": float(best_cost), "bound": float(lower), "cuts": cuts})
        cutoff = float(best_cost * den) - 0.5  # only releases cheaper than the best one
        sol = milp.solve(remaining, seed, cutoff=cutoff, options={"threads": MILP_THREADS})
        status_text = sol.status_text
        if sol.status_text == "Infeasible":  # nothing cheaper than the best release: it is optimal
            lower = best_cost
            break
        if sol.dual_bound is not None:  # the relaxation's bound, cheaper releases sought only: min(D, cutoff)
            lower = max(lower, Fraction(_whole_units(min(sol.dual_bound, cutoff)), den))
        if sol.labels is None:
            break  # the time limit, before HiGHS found a solution below the cutoff
        failing = _failing_groups(milp, sol.x, entropy, table)
        if not failing:
            offer(sol.labels, "MILP")
            break  # proved: its bound is its cost, at least the release's; else the time limit
        added = sum(_add_cut(milp, p, j, counts, l) for p, j, counts, l in failing)
        cuts += added
        unseparated += len(failing) - added
        deadline = None if time_limit is None else time.perf_counter() + REPAIR_SHARE * time_limit
        offer(repair(table, models, sol.labels, bound_model, deadline=deadline), "MILP, failing groups merged")
        if not added:  # every failing group lies within the MILP's tolerances of the boundary
            break
    stats |= {"entropy_share_rows": share_rows, "entropy_cut_rounds": rounds, "entropy_cuts": cuts,
              "entropy_groups_not_separated": unseparated, "milp_status": status_text, "patterns": milp.num_patterns,
              "pairs": milp.num_pairs, "variables": milp.num_cols, "solution_from": best_from}
    return _result(table, models, cost_model, best, best_cost, lower, started, stats)


def _result(table, models, cost_model, labels, cost, lower, started, stats) -> Result:
    return make_result(table, labels, models, cost_model, lower_bound=lower,
                       status="optimal" if lower == cost else "feasible", method=METHOD, started=started, stats=stats)


def _failing_groups(milp, x, entropy, table) -> list:
    """(pattern, SA column, its value counts, l) for every group of the MILP's solution ``x`` that is
    not entropy l-diverse."""
    out = []
    used = np.flatnonzero(np.bincount(milp.pair_pattern, weights=x, minlength=milp.num_patterns) > 0.5)
    for model, j in entropy:
        r = len(table.sa_values[j])
        X = np.zeros((milp.num_patterns, r), dtype=np.int64)
        np.add.at(X, (milp.pair_pattern, milp.type_sa[milp.pair_type, j]), np.rint(x).astype(np.int64))
        for p in used:
            if not entropic(X[p], model.l):
                out.append((int(p), j, X[p], model.l))
    return out


def _add_cut(milp, p, j, counts, l) -> int:
    """The cut at the group's own distribution on pattern ``p``'s pairs, sum_u w_s(u) x[p,u] >= 0; 1 if
    it cuts the group's counts by at least MIN_VIOLATION (then added), else 0."""
    w = cut_weights(counts, l)
    if w is None:
        return 0
    pairs = np.flatnonzero(milp.pair_pattern == p)
    b = milp.builder
    row = b.rows(lo=0.0, hi=np.inf, count=1)
    b.entries(np.repeat(row, len(pairs)), milp.x[pairs], w[milp.type_sa[milp.pair_type[pairs], j]])
    milp.num_rows = b.nrows
    return 1
