"""A release guided by the LP's prices: the pattern MILP restricted to its most promising pairs.

Where: ``exact``, on MILPs too large for HiGHS to branch on within the time limit (lns beside,
under l-diversity or t-closeness), after the LP relaxation has run (``PatternMILP.lp_bound``,
solved or stopped). A primal heuristic in the family of RENS (Berthold, "RENS: the optimal
rounding", Math. Prog. Comp. 2014) and RINS (Danna, Rothberg, Le Pape, Math. Prog. 2005): a
sub-MILP over the part of the problem the relaxation points to, solved by the MILP solver.

Method.
  1. The Lagrangian bounds of every (pattern, row type) pair at the LP's row prices
     (``pattern_pruning.relax``; the prices of an LP stopped early are valid prices too): L_pu,
     the least a release that puts a row of type u under pattern p can cost.
  2. Keep the PAIRS pairs of least L_pu, each row type's cheapest pair (every row can go
     somewhere), and the pairs of the best release known (so the sub-problem holds it: it is
     feasible, and HiGHS starts from it).
  3. The LP of that restricted MILP (one core, at most LP_SHARE of the time): the patterns it
     opens, even fractionally.
  4. The MILP over the kept pairs of those patterns and the pairs of step 2's release and
     cover, from the release known (HiGHS with MILP_OPTIONS, the time left).
Unlike ``pattern_pruning``'s restricted MILPs, nothing here is a proof: pairs are dropped by
rank, not by a bound, so the sub-MILP's dual bound bounds nothing. Only the release is used,
and only after ``exact.satisfies`` has checked it.
Why the LP's prices: under t-closeness at 9 QIs the Lagrangian ascent's prices price the cover
rows alone (the groups' sensitive values are not in them) and the pairs they rank first make
groups that are not t-close (Adult, 2,000 rows, 9 QIs, k = 2, t = 0.2: a restricted MILP over
15,000 such pairs had no solution). The LP's duals price t-closeness's rows too.
Measured (Adult, 2,000 rows, 9 QIs, t = 0.2 on salary-class, one run each). Alone on one core,
the LP stopped at 20 s, 30 s for steps 2-4: k = 2 6138 -> 4716 (lns's release in ``exact`` at
60 s: 4932), k = 5 6284 -> 6284 (nothing found; a release of 4950 came at 27.5 s of the sub-MILP
when given 40 s: its root cut loop takes some 13 s, then HiGHS's sub-MIP heuristic). In ``exact``
with 120 s, lns beside (cost / bound, without -> with, two runs): k = 2 4813 / 4661, 4803 / 4661 ->
4706 / 4593, 4707 / 4585; k = 5 5046 / 4877, 5078 / 4877 -> 4952 / 4840, 5094 / 4827 (nothing found
the second time); at k = 10, where the LP had switched to Devex pricing, nothing found (``exact``
no longer runs it there). Tried: 8,000 and 11,000 pairs (k = 5: 5005 and nothing, k = 2:
4760, 4728); the LP's support alone (its RENS neighbourhood: no solution, the LP's vertex rounds
to none); every kept pair rather than the opened patterns' (k = 5, no start: 4974 at 36.8 s); the
Lagrangian ascent's prices instead of the LP's (k = 2: the kept pairs hold no release at all).
Guarantee: none on the cost (a heuristic); what it returns is a partition (``labels_from``),
checked by the caller.
Running time: one sparse product and one partial sort over the pairs, then an LP and a MILP
of at most a few tens of thousands of columns, within the seconds given.
"""

from __future__ import annotations

import time

import numpy as np

from . import components
from .pattern_pruning import relax

PAIRS = 15_000  # pairs kept by their Lagrangian bound (8,000, 10,000 and 11,000 found worse releases or none)
LP_SHARE = 0.4  # of the time, at most, for the restricted LP
# HiGHS on the restricted LP: presolve and interior point (then crossover to a vertex). Adult, 2,000
# rows, 9 QIs, k = 5, t = 0.2, 19,620 columns: 8.7 s by default, 6.7 s with presolve, 5.6 s by
# interior point, 4.4 s both. Presolve is off everywhere else in ``exact`` (a wrong optimum in HiGHS
# 1.14-1.15.1); here no bound or optimum is used, and the release is checked.
LP_OPTIONS = {"presolve": "on", "solver": "ipm"}
# ... and on the sub-MILP: presolve, a small cut pool whose cuts age out fast (as lns's regions,
# ``lns.REGION_HIGHS``), more heuristics. Its first release below the start (same case, 7,809
# pairs): 24.3 s with presolve alone, 20.2 s with this cut pool (its root cut loop is the wait).
MILP_OPTIONS = {"presolve": "on", "mip_pool_soft_limit": 10, "mip_lp_age_limit": 2, "mip_heuristic_effort": 0.3}


def release(milp, duals, start_labels, seconds, seed=0) -> tuple[np.ndarray | None, dict]:
    """Labels of the sub-MILP's best solution (None: none, or no prices to rank by) and
    statistics. ``duals``: one price per row of ``milp`` (an LP's row duals); ``start_labels``:
    a verified release (its pairs are kept and HiGHS starts from it)."""
    import highspy

    from .exact import _whole_units  # (the sub-MILP's bound is not used)

    started = time.perf_counter()
    stats: dict = {}
    ranked = relax(milp, duals)
    if ranked is None:  # a relaxed row with fractional coefficients (a metric's distances)
        return None, {"lp_guided": "not run: no exact prices"}
    start = pairs_of(milp, start_labels)
    keep = np.zeros(milp.num_pairs, dtype=bool)
    if milp.num_pairs > PAIRS:
        keep[np.argpartition(ranked.pair_bound, PAIRS)[:PAIRS]] = True
    else:
        keep[:] = True
    cover = _cheapest_per_type(milp, ranked.pair_bound)
    keep[cover] = True
    if start is not None:
        keep |= start > 0
    stats["lp_guided_pairs_ranked"] = int(keep.sum())
    sub = milp.restricted(keep)
    h = sub.relaxation()
    for option, value in (LP_OPTIONS | {"output_flag": False, "time_limit": max(0.1, LP_SHARE * seconds)}).items():
        h.setOptionValue(option, value)
    h.run()
    use = keep
    if h.getModelStatus() == highspy.HighsModelStatus.kOptimal:
        opened = np.asarray(h.getSolution().col_value)[sub.open] > 1e-6
        use = np.zeros(milp.num_pairs, dtype=bool)
        use[sub.kept_pairs[opened[sub.pair_pattern]]] = True
        use[cover] = True
        if start is not None:
            use |= start > 0
        stats["lp_guided_patterns_opened"] = int(opened.sum())
    else:
        stats["lp_guided_lp"] = str(h.getModelStatus()).split(".")[-1]
    stats["lp_guided_pairs"] = int(use.sum())
    left = seconds - (time.perf_counter() - started)
    if left < 0.5:
        return None, stats | {"lp_guided": "not run: no time left after its LP"}
    on_patterns, milp.branch_on_patterns = milp.branch_on_patterns, False  # only integral solutions are releases
    try:
        sol = components.solve_restricted(milp, use, left, seed, {"threads": 1} | MILP_OPTIONS, {}, start, _whole_units,
                                          split=False)
    finally:
        milp.branch_on_patterns = on_patterns
    stats["lp_guided"] = sol.status_text
    stats["lp_guided_seconds"] = round(time.perf_counter() - started, 2)
    return sol.labels, stats


def _cheapest_per_type(milp, pair_bound) -> np.ndarray:
    """Per row type, the index of its pair of least bound."""
    order = np.lexsort((pair_bound, milp.pair_type))
    first = np.flatnonzero(np.r_[True, milp.pair_type[order][1:] != milp.pair_type[order][:-1]])
    return order[first]


def pairs_of(milp, labels) -> np.ndarray | None:
    """Rows per pair of ``milp`` for the release ``labels``: each group under the cheapest of the
    patterns that generalize all its rows (``PatternMILP.group_patterns``); None when a group has
    no such pattern among the MILP's."""
    x = np.zeros(milp.num_pairs)
    key = milp.pair_pattern.astype(np.int64) * len(milp.type_count) + milp.pair_type  # one per pair
    order = np.argsort(key)
    for pattern, rows in milp.group_patterns(labels):
        if pattern is None:
            return None
        types, counts = np.unique(rows, return_counts=True)
        x[order[np.searchsorted(key, pattern * len(milp.type_count) + types, sorter=order)]] += counts
    return x
