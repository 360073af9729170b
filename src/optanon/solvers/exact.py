"""Exact optimum by the mixed ILP over generalized patterns (Liang-Yuan, Theorem 9).

Problem: a minimum-cost partition of the table into groups that satisfy
k-anonymity, l-diversity (frequency, distinct or recursive (c, l)) and t-closeness
(any ground metric), under suppression or generalization hierarchies.
Guarantee: exact when HiGHS proves optimality (status ``optimal``, lower bound =
cost); at the time limit, the best verified partition with HiGHS's proven dual
bound (status ``feasible``). Entropy l-diversity is not linear: use ``exact_dp``.
Running time: fixed-parameter tractable in m and the alphabet (Thm 9); in
practice one MILP with (row types x patterns) integer variables.

Formulation. Rows with the same QI vector and SA values form a row type u with
count c_u. A pattern p is a generalization of some row type: per column, the
value's ancestor at some level (under suppression: the value or ``*``).
Variables: x[p,u] in 0..c_u, rows of type u released under p; open[p] binary;
size[p] = sum_u x[p,u].
  sum_p x[p,u] = c_u                      every row is released once
  x[p,u] <= c_u open[p]                   (linking)
  size[p] >= kmin open[p]                 k-anonymity (kmin also covers l's minimum size)
  l * X[p,s] <= size[p]                   frequency l-diversity, X[p,s] rows of SA value s
  y[p,s] <= X[p,s], sum_s y[p,s] >= l open[p]     distinct l-diversity, y binary
  b X[p,s] + a X[p,A] + open[p] <= a size[p]      recursive (c = a/b, l): every value s,
                                                  every set A of l-1 values
  t-closeness, closed-form metrics: with D_i = n X[p,i] - N_i size[p] (N = table
  counts) and the metric's work matrix W (identity for equal, prefix sums for
  ordered, subtree sums for hierarchical): e >= |W D| and
  den(t) sum e <= num(t) scale n size[p]; any other metric: the transportation
  variables g(p,i,j) of Thm 9, multiplied by size[p].
Objective: sum_p cost(p) x[p,u], cost(p) the level costs of p per row (exact units).
Every constraint is homogeneous in the group, so an empty pattern is always
allowed. Patterns generalizing fewer than kmin rows of the table are not
generated (they can never hold a group).
Cuts (``PatternMILP.cuts``): for a pattern q whose support (the rows it generalizes)
has T_q rows, the patterns whose supports lie inside q's hold at most floor(T_q / kmin) groups,
  sum_{supp(p) within supp(q)} open[p] <= floor(T_q / kmin);
the violated ones are found on the LP relaxation and added before HiGHS starts (Adult, 2,000
rows, 6 QIs, k = 5: 4 cuts, LP 1966.28 -> 1969.37, optimum 1974 proved in 50 s instead of 120 s);
with l-diversity or t-closeness also the share facets a size[p] + b X[p,i] >= c open[p], the
edges of the hull of the (size, count of value i) points a group can have (``shares.hull_facets``);
with t-closeness on a column of 3 to 5 values, the composition cuts a.X[p] >= c open[p], facets
of the hull of the count vectors a whole group can have (``composition_cuts``; Zipf table, 500 rows,
k = 2, t = 0.2 on its five-valued column: LP 1048.1 -> 1144.0).
Values every group needs (``PatternMILP._value_count_cuts``, built with the model): l-diversity
(frequency) and t-closeness bound the share of each SA value i in every group, lo_i <= X_i/|G| <=
hi_i (``value_fractions``); an open pattern holds at least kmin rows, so, rounded up,
  X[p,i] >= ceil(lo_i kmin) open[p],   size[p] - X[p,i] >= ceil((1 - hi_i) kmin) open[p]
(Adult, 2,000 rows, 6 QIs, k = 5, t = 0.2 on salary-class: every group needs a row > 50K; LP
2782.5 -> 2813.6). Patterns whose rows' SA values allow no group at all are dropped, exactly
(``_least_sizes``, ``shares``: 755 of 2,565 there). Rows implied by X[p,s] <= (rows of s) open[p]
and size[p] >= least open[p] are left out (``_key_count``; the LP is unchanged): 836 there with k = 10.
Starts under l and t: the pattern greedy knows sizes only; its failing groups are merged until
every group passes (``repair``), a fallback release should HiGHS find none (2,000 rows, 6 QIs,
k = 10, t = 0.2: 4,769 cells against the crude start's 11,940); lns's model-aware greedy too
(a pattern is opened only if its rows pass), the cheaper kept (Adult's first 100 rows, 8 QIs,
k = 5, t = 0.2 on occupation: 632 cells, where HiGHS found nothing below the crude 800 in 300 s).

HiGHS does not get the whole MILP but its restrictions to the (pattern, row type) pairs a cheaper
release can use (``pattern_pruning``: Lagrangian bounds from the LP duals of the cut loop, or of
``lp_bound`` beside lns, exact in integers; ``_solve_pruned``): first to target ceil(L) (a small
MILP, for a release), then to U - 1 with U the best release's cost (or halfway when that MILP would
be much the larger), each solved one proves OPT >= min(its optimum, T + 1); a restricted MILP that
falls apart (``components``: the connected components of its pairs, under k-anonymity also once
the all-``*`` pattern is relaxed) is solved part by part, exactly (Adult's first 2,000 rows pooled
from four sites that share no value, 6 QIs, k = 5: 2973 / 2966 at 60 s -> 2971 proved in 47 s).
Adult, 2,000 rows, 6 QIs, k = 10: optimum 2664 proved in 64-90 s instead of 236 s (restricted
MILPs of 3,269 and 15,942 of the 46,333 columns); k = 5: 1974 in 48 s instead of 50 s; k = 5,
l = 2 on occupation, at 60 s: 2049 / 2047 instead of 2055 / 2046. Under k-anonymity and frequency
l-diversity the restricted MILPs branch on their patterns alone, x continuous (exact under k,
completed under l: ``PatternMILP._solve_on_patterns``), and a first step that ends solved is
followed by one at its bound T + 1 (PRUNE_RELEASE_STEPS): the same 6-QI cases k = 5 18 s, k = 10
23 s, k = 5 l = 2 32 s, k = 10 l = 2 proved at 2691 in 40 s (2692 / 2688 at 60 s before).
Under equal-distance t-closeness on a column of three values or more (small tables,
``config_lp``), the configuration LP's certified bound, pattern bounds (combined with the pair
bounds above) and a row bounding the restricted MILPs' cost from below join in: Adult's first 30
rows, 8 QIs, k = 3, t = 0.3 on occupation, where this MILP's LP is 149.9: the configuration LP
175.6, the optimum 178 proved in 14 s (178 / 172 at 60 s before).

Why the MILP optimum is the true optimum: every partition maps to a MILP solution
of the same cost (each group under its lowest common ancestor; groups with the same
ancestor merge, which keeps every monotone model); every MILP solution maps to a
partition of no higher cost (a group's lowest common ancestor lies below its
pattern).

2-anonymity and frequency 2-diversity (k <= 2 / l = 2 on one SA column) go first to the
matching method (``matching.py``: Blocki-Williams Thm 1.1, Liang-Yuan Thm 11), whose LP with
odd-set cuts proves the optimum where this MILP stalls (Adult, 2,000 rows, 9 QIs, k = 2:
2,590 proved in 2 s; the MILP alone 2594 / 2586 after 60 s); the MILP runs, with the time left,
only when matching did not prove its answer, and the better release and larger bound are kept.

Departures: the lower bound is the larger of the per-row bound (``bounds``) and HiGHS's dual bound rounded up to whole cost units
(all costs are integers in units) after a 1e-6 relative allowance for floating
point; a MILP solution is accepted only after exact verification, else the warm
start stands. Large MILPs (more than LNS_ABOVE columns) have ``lns`` beside them in a
second process (one core each): its verified release replaces a costlier one and its
certified Lagrangian bound (the LP relaxation of this same formulation, in configuration
form: ``pattern_lp``) joins the maximum; the largest (LNS_ALONE_ABOVE) run lns first on
both cores, since HiGHS does not even finish their root LP in a minute (under k-anonymity alone,
from ASCENT_ABOVE columns, lns runs beside instead, while this process prunes at the prices of
lns's Lagrangian ascent and searches the restricted MILPs: ASCENT_PRUNING); a MILP too large to
build (more than MAX_PAIRS pairs: all of Adult with 9 QIs) leaves the whole time to lns. Under l and t, beside
lns, the LP relaxation runs first, alone, and its duals certify a bound whether it ends or not
(``lp_bound``; lns's subgradient ascent stops short of the LP): Adult, 2,000 rows, 9 QIs, k = 5,
t = 0.2: 4486 -> 4829 at 60 s. An LP that has not ended within a third of the time left (the MILP
would have no time after it) stops there, and the rest goes to the Lagrangian ascent on the space
typed by SA value (``_typed_ascent``), stronger than the LP: 4829 -> 4872 there. The cut loop's
LPs certify a bound the same way. A smaller MILP whose LP does not end within the cut loop's
time is treated as a large one (SLOW_LP_AS_LARGE), and lns joins the restricted MILPs' proof steps
when their steps for a release found nothing cheaper than the starts (LATE_LNS): both for tables
of rare QI vectors (``benchmarks/exact.py --zipf``). Without lns beside,
HiGHS's tree search gets MILP_THREADS threads (Adult, 2,000 rows, 6 QIs, k = 5: optimum 1974
proved in 120 s instead of 167 s; 1,000 rows k = 5 in 47 s instead of 57 s).
"""

from __future__ import annotations

import copy
import itertools
import math
import os
import time
from fractions import Fraction

import numpy as np
import pandas as pd

from ..core.cost import CostModel
from ..core.groups import GroupStats
from ..core.metrics import LinearWorkMetric
from ..core.models import KAnonymity, LDiversity, TCloseness, _times, applies, require_feasible
from ..core.partition import Result, canonical_labels, make_result
from ..core.table import Table, group_rows
from ..errors import ParameterError
from .bounds import per_row_bound, shown
from .greedy import greedy_labels, group_test
from .highs_runner import Builder, poll
from . import (components, composition_cuts, config_lp, entropy_cuts, exact_dp, lcm, lp_guided, segmentation, shares,
               subset_row, subsets)
from .kernel import kernelize
from .pattern_pruning import SCALE, relax
from .repair import groups_hold, repair
from .share_greedy import share_greedy_labels

METHOD = "exact"
MAX_PAIRS = 4_000_000
KEY_SPAN = 2**62  # patterns are numbered by one int64 key when the product of the node counts stays below
IN_PROCESS_COLUMNS = 5_000  # smaller MILPs (the heuristic's regions) run in this process, without a fork
# Beside a MILP of more than LNS_ABOVE columns, lns runs in a second process (one core each) for
# the time limit (LNS_SECONDS without one): the better release and the larger bound are kept.
# Beyond LNS_ALONE_ABOVE columns lns runs first, on both cores, for the whole time limit: on
# Adult's 2,000-row 9-QI prefix (420,000 columns) HiGHS does not finish its root LP within 60 s
# (benchmarks/exact.py); the MILP then runs only if time is left (no time limit).
LNS_ABOVE = 60_000
# Without a feasible start from the pattern greedy (it knows k only: under l and t the start is the
# crude warm_start), lns runs beside from LNS_ABOVE_NO_START columns: Adult, 2,000 rows, 6 QIs,
# k = 5, t = 0.2 (55,839 columns since dead patterns are dropped): HiGHS alone found no release
# within 60 s (11124, the warm start, against 3048 with lns beside).
LNS_ABOVE_NO_START = 40_000
LNS_ALONE_ABOVE = 250_000
# Above ASCENT_ABOVE columns under k-anonymity alone, lns runs beside (one core) and this process
# runs lns's plain Lagrangian ascent for at most ASCENT_SHARE of the time (or until it stalls,
# ASCENT_STALL), prunes the pairs at its prices (``pattern_pruning.relax``, any prices give valid
# bounds) and gives the rest of the time to the restricted MILPs of ``_solve_pruned``, their first
# steps (for a release) uncapped. Adult, 2,000 rows, 9 QIs (392,452 pairs), k = 5: ascent 4170 in
# 14 s, T = 4171 keeps 10,796 pairs, and its MILP (one thread) finds 4228 in 45 s (4337 in 25 s),
# where lns on both cores ends at 4272-4284; k = 10: T = 5079 (9,492 pairs) 5155 against 5156-5181.
# ASCENT_SHARE 0.25 -> 0.5 (the ascent stalls at 10-14 s at 2,000 rows, the same there): 5,000 rows,
# k = 10 10903 / 10628 -> 10905 / 10637 (the ascent stalls at 25 s; lns alone bounded 10636), k = 5
# 8872 / 8677 -> 8806 / 8677 (one run each).
# A pruning that keeps more than PRUNE_USEFUL of the pairs is not used: the whole MILP runs beside
# lns then, as for the smaller MILPs (on small tables it proves the optimum at once).
# From stop 44 this path starts where lns starts to run beside (LNS_ABOVE) instead of at
# LNS_ALONE_ABOVE: the whole MILP beside lns bounded better, the restricted MILPs release better,
# the gaps closer (Adult, 9 QIs, k = 5 / 10, 60 s, whole MILP -> this path: 500 rows 1441 / 1427
# -> 1434 / 1423, 1713 / 1700 -> 1710 / 1701; 1,000 rows 2418 / 2395 -> 2411 / 2391, 2967 / 2910 ->
# 2953 / 2905; 5,000 rows 6 QIs k = 5 3758 / 3757 -> 3758 / 3756, k = 10 4965 / 4962 both).
ASCENT_PRUNING = True
ASCENT_ABOVE = LNS_ABOVE
ASCENT_SHARE = 0.5
# There the restricted MILP's first step, at T = ceil(L), is a search for a release (its proof would
# take far more than the minute): HiGHS's primal heuristics get more of its effort (default 0.05).
# Its first step alone (T = 4171, 10,991 pairs, one thread, 50 s, Adult 2,000 rows, 9 QIs, k = 5):
# 4242 by default, 4212 at 0.3, 4212 at 0.6, 4214 at 1.0; its bound 4183 each time (600 s by
# default: 4206).
ASCENT_RELEASE_OPTIONS = {"mip_heuristic_effort": 0.3}
# That step gets at most ASCENT_RELEASE_SECONDS (all of a one-minute limit); on the same path the
# proof steps after it then walk the bound up one unit at a time (``_solve_pruned``'s ``walk``): the
# restricted MILP at T = the bound with cutoff T + 1/2 seeks only releases of cost <= T, and proving
# that there is none (OPT >= T + 1) is far quicker than a restricted MILP's own optimum. Adult,
# 500 rows, 9 QIs, k = 5: T = 1422 ... 1428 in 0.2 to 115 s each, the bound 1429 in 175 s, where
# the step for a release at T = 1421 alone took 52 s to reach 1422 and the whole limit went to it
# (1433 / 1428 at 900 s).
ASCENT_RELEASE_SECONDS = 60.0
# On that path the step for a release is seeded with the best release so far, lns's when cheaper (SEED_RELEASE): its pairs
# join the step's (a superset: OPT >= min(its bound, T + 1) still holds) and HiGHS starts from it,
# RINS and the other heuristics working near it.
SEED_RELEASE = True
LNS_SECONDS = 60.0
# ``warm_start`` cuts its sorted rows where it is cheapest (``segmentation``) up to this many rows
# x kmin (about 1 s of work; a table of 30,000 rows and 20 skewed QIs, k = 5, where no pattern
# space is built in the minute: 340,365 -> 322,734 cells)
SEGMENT_WORK = 2_000_000
# Under l-diversity or t-closeness, when no simple partition but the whole table as one group
# passes, its runs may be up to SEGMENT_LONGEST x kmin rows long, each checked against the models
# (the same table, k = 5: l = 2 600,000 cells, everything suppressed -> 340,355; t = 0.2 600,000 ->
# 358,768, in about 1 s; with runs of up to 25 rows no cut passed; all of Adult, 8 QIs, k = 5,
# t = 0.2 on occupation: no cut passes, 1.3 s spent)
SEGMENT_LONGEST = 10
# Beside lns under l-diversity or t-closeness, when no MILP will run after the LP: the sub-MILP of
# ``lp_guided`` for LP_GUIDED_SHARE of the time left (if more than LP_GUIDED_MIN seconds are left,
# the LP has passed the per-row bound, and it kept HiGHS's default pricing — an LP switched to
# Devex (``PatternMILP.lp_bound``) crawls, and its prices rank pairs badly), then the typed ascent
# with the rest. Adult, 2,000 rows, 9 QIs, t = 0.2, 120 s (two runs each; without -> with, cost /
# bound): k = 2 4813 / 4661, 4803 / 4661 -> 4706 / 4593, 4707 / 4585; k = 5 5046 / 4877, 5078 / 4877
# -> 4952 / 4840, 5094 / 4827 (nothing found the second time); k = 10 (the LP switched to Devex;
# one run, before the rule) 5452 / 5270 -> 5489 / 5229, the sub-MILP finding nothing.
# At k = 5 the sub-MILP needs most of that time beside lns: with 0.6 of it (48 s) it found
# nothing (5094 / 4874, lns's); in a 60-s run the LP leaves about 40 s, where it found nothing at
# k = 5 either (k = 2: 4718 against 4932): hence LP_GUIDED_MIN, which 60-s runs do not reach.
LP_GUIDED = True
LP_GUIDED_SHARE = 0.9
LP_GUIDED_MIN = 50.0
# The cuts of PatternMILP.cuts (groups inside a support, share facets, composition cuts) are separated on the LP for at
# most CUT_SHARE of the time left (CUT_SECONDS without a time limit), when lns is not beside
# (up to LNS_ABOVE columns: beside lns the LP rounds cost HiGHS time and did not move the final bound
# on 500 rows, 9 QIs, k = 5: 1420.39 -> 1421.37 at the root, 1425 at 60 s either way).
CUT_SHARE = 0.2
CUT_SECONDS = 60.0
# The hull of a group's value counts (``composition_cuts``) in the same loop, under t-closeness on a
# column of 3 to composition_cuts.MAX_VALUES values (Zipf table, 500 rows, k = 2, t = 0.2: LP
# 1048.1 -> 1144.0).
COMPOSITION_CUTS = True
# Subset-row cuts of three single rows, projected onto the pattern MILP (``subset_row``), in the same
# loop, for at most SUBSET_ROW_ROUNDS rounds that find some, and (SUBSET_ROW_RESTRICTED) in every
# restricted MILP. Off: measured on 2026-12-01 they lift the LP (Adult, 2,000 rows, 6 QIs, k = 5
# 1969.37 -> 1970.67, k = 10 2657.24 -> 2659.33) but slow every proof (two runs each, seconds to the
# proof, off -> on, the cuts in the LP only: k = 5 22.6, 23.1 -> 27.4, 27.6; k = 10 33.0, 33.3 ->
# 33.9, 34.3; k = 5 l = 2 41.1, 40.7 -> 45.5, 47.2; k = 10 l = 2 56.5, 57.2 -> not proved at 60 s;
# in the restricted MILPs too, slower still: k = 10 42.4 s). docs/exact-method.md, stop 75.
SUBSET_ROW_CUTS = False
SUBSET_ROW_ROUNDS = 8
SUBSET_ROW_RESTRICTED = True
# Once the cut loop's first LP is solved and composition cuts apply, the loop may go on up to
# COMPOSITION_CUT_FACTOR times its time (the LP's first solve keeps its own limit).
COMPOSITION_CUT_FACTOR = 2.0
# share facets of each pattern's own rows too (``shares.supply_facets``): the hull of (size, count of a
# value) within what the pattern's rows hold, for the patterns the LP opens (``PatternMILP.cuts``)
SUPPLY_FACETS = True
# The configuration LP (``config_lp``: equal-distance t-closeness on a column of three values or
# more, tables up to config_lp.MAX_ROWS rows) gets at most this share of the time left
CONFIG_SHARE = 0.4
CONFIG_SECONDS = 120.0
SHARE_GREEDY_SHARE = 0.15  # the share greedy (l / t only) ends by this share of the time limit
REPAIR_SHARE = 0.1  # of the time limit, at most, for merging the greedy's failing groups (l / t: ``repair``)
MINE_SHARE = 0.5  # of the time limit, at most, for mining the closed patterns of a table of many columns (``lcm``)
ROW_BOUND_SHARE = 0.1  # of the time limit, at most, for the per-row bound when the MILP is too large (lns follows)
MILP_THREADS = max(1, min(4, os.cpu_count() or 1))  # HiGHS threads when lns is not beside (measured with 2)
# Under l-diversity and t-closeness, beside lns (whose subgradient ascent stops well short of the
# LP there) the LP relaxation runs first, alone (PatternMILP.lp_bound): its duals certify a
# bound whether it ends or not, where HiGHS's MILP reports none until its root LP is solved
# (Adult, 2,000 rows, 9 QIs, k = 5, t = 0.2: no MILP bound in 60 s; lns 4486; the LP stopped at
# 40 s 4806). The MILP runs after it only if at least MILP_AFTER_LP times the LP's time is left
# (it solves the same root LP again: HiGHS takes no starting basis for a MILP).
MILP_AFTER_LP = 2.0
# The first restricted MILP of ``_solve_pruned`` (target ceil(L), for a release) gets at
# most this share of the time left; the second (target U - 1, the proof) the rest.
PRUNE_FIRST = 0.3
# Steps for a release (PRUNE_FIRST of the time each): the first at T = ceil(L); while one ends
# solved (not cut short), the next at its bound T + 1, seeking only releases below the best
# (cutoff), up to this many in all. Adult, 2,000 rows, 6 QIs, k = 10, l = 2: T = 2684 ends in 3 s
# without the optimum, T = 2685 finds it (2691) in 12 s, then the proof at 2690 (before: halfway at
# 2689, 44 s, 2691 / 2690 at 60 s); where the first step found the optimum the second costs a few
# seconds (k = 5, l = 2: proved in 32 s instead of 21 s).
PRUNE_RELEASE_STEPS = 2
PRUNE_HALFWAY = 1.5  # Adult 2,000 rows 6 QIs: k = 5 halfway 48 s, at once 62 s; k = 10 at once 64 s, halfway 90 s
# The pruning is used only when its first restricted MILP keeps at most this share of the pairs (else
# its bounds are too weak to pay for the steps). Adult, 2,000 rows, 6 QIs: k = 5, l = 2, its first
# target keeps 7 % of them; k = 5, t = 0.2, 10 % (the next ones, under t, nearly all).
PRUNE_USEFUL = 0.5
# with a start, the proof step's root heuristics off (2,000 rows 6 QIs k = 10: 44 s instead of 65 s)
PROOF_OPTIONS = {"mip_heuristic_run_rins": False, "mip_heuristic_run_rens": False,
                 "mip_heuristic_run_root_reduced_cost": False}
# Every restricted MILP without strong branching, but under t-closeness: pseudocosts trusted from
# their first observation (HiGHS's mip_pscost_minreliable, 8 by default). Adult, 6 QIs, one or two
# runs each, before -> after: 2,000 rows k = 5 proved in 48 -> 32-34 s, k = 10 61 -> 52-57 s (the
# first step 18 -> 13 s); 1,000 rows k = 5 23 -> 14-17 s, but k = 10 29 -> 39 s; l = 2: 1,000 rows
# k = 5 1283 / 1282 at 60 s -> proved in 51 s, 2,000 rows k = 10 2694 / 2686 -> 2691 / 2686 (its
# optimum), k = 5 2049 / 2046 -> 2049 / 2047. Under t = 0.2 it lost: 500 rows k = 10 proved in
# 14 -> 24 s, 1,000 rows k = 10 proved in 51 s -> 1867 / 1864 at 60 s. With 2 instead of 0 (proof
# steps only, k): as the default, within a second.
PRUNED_OPTIONS = {"mip_pscost_minreliable": 0}
# The relaxation of ``PatternMILP._solve_on_patterns`` (x continuous) under a cutoff seeks only
# releases of cost <= m (m whole, below the cutoff): its own cutoff is m + this slack, where HiGHS
# would wait for m + 1/2 (it sees no whole-number objective with x continuous). Adult, 2,000 rows,
# 6 QIs, alternating runs, 1/2 -> 0.05: k = 10 39.1, 40.1 -> 31.3, 31.9 s; k = 5, l = 2 49.7, 49.7 ->
# 32.7, 31.9 s; k = 10, l = 2 2691 / 2688 twice at 60 s -> proved in 58.3, 59.0 s (its proof step
# alone: 304 -> 169 nodes, 40.8 -> 36.5 s); k = 5 26.7, 26.3, 27.3 -> 28.9, 28.2, 28.9 s (a loss).
PATTERN_CUTOFF_SLACK = 0.05
# The restricted MILPs branch on the patterns alone, x[p,u] continuous, under k-anonymity and
# frequency l-diversity (``PatternMILP._solve_on_patterns``: exact under k alone, a relaxation
# completed to a release under l). Adult, 2,000 rows, 6 QIs, the proof step alone, two threads:
# k = 10 27.9 -> 14.7 s, k = 10 l = 2 99.6 -> 33.1 s. Not under t-closeness (its relaxation is weak).
BRANCH_ON_PATTERNS = True
# The proof steps (targets T after the first) ask HiGHS only for a solution below U - 1/2, U the
# best release's cost (objective_bound), instead of handing it that release as a start: nodes
# whose LP bound exceeds the cutoff are pruned, a solution below it is a better release, and an
# exhausted tree without one ("Infeasible") proves OPT >= T + 1; its dual bound counts only up to
# T + 1 (as before). Adult, 2,000 rows, 6 QIs, two threads, three seeds, the restricted MILP alone:
# k = 5, l = 2 at T = 2048 79 / 101 / 118 s with the start, 28 / 56 / 35 s with the cutoff; 1,000
# rows k = 5 l = 2 at T = 1282 29 / 84 / 34 s against 35 / 38 / 36 s; k = 10 at T = 2663 36 / 26 /
# 49 s against 34 / 43 / 39 s (docs/exact-method.md).
PROOF_CUTOFF = True
# lns beside the MILP (large MILPs) is stopped when the pruned MILPs start, which get both cores:
# under l-diversity the release there comes from the restricted MILPs, and the LP's bound is above
# lns's. Adult, 2,000 rows, 6 QIs, k = 5, l = 2: the step at T = 2048 takes 108 s on one thread with
# the cutoff (96 s with the start), 28-56 s on two; the case is proved in 38 s (2049 / 2047 at 60 s
# before; 44 s when lns was stopped only after the first step, which then ran on one thread).
STOP_LNS_FOR_PRUNING = True
# The restricted MILPs split into their independent parts (``components``), each solved alone, and
# under k-anonymity alone also after relaxing the patterns that reach every row (hubs); off: one
# MILP per step, as before (the tests compare the two)
DECOMPOSE = True
# The typed ascent after that LP stops once its bound gains less than ASCENT_STALL[1] of itself in
# ASCENT_STALL[0] of the time limit (lns's STALL): its core then re-solves regions for lns. Adult,
# 2,000 rows, 8 QIs, k = 10, t = 0.2: 5,261 at 19 s, 5,269 at 40 s, while lns on one core had
# the release at 5,638.
ASCENT_STALL = (0.1, 0.0005)
# A MILP below LNS_ABOVE columns whose LP does not end within the cut loop's time (CUT_SHARE) is
# treated as a large one: lns beside, and under k alone the restricted MILPs at the prices of
# lns's ascent (ASCENT_PRUNING), whose bound is about the LP's in a few seconds. The synthetic Zipf
# table of ``benchmarks/exact.py --zipf`` (2,000 rows, 5 QIs, 1,567 distinct QI vectors, 46,812
# columns, k = 5): its LP takes 59 s by dual simplex; HiGHS's tree search found no release in 60 s,
# so the pattern greedy's 3618 was the answer, bound 2952 (18.6 %); now 3216 / 2995 (6.9 %), the
# ascent at 2994 in 2 s, lns's release. Adult's MILPs of that size solve their LP in about 2 s.
SLOW_LP_AS_LARGE = True
# When the restricted MILPs' steps for a release (``_solve_pruned``) found none cheaper than the
# start, the start lies more than LATE_LNS_GAP above the bound, and at least LATE_LNS_MIN seconds are left, lns runs beside the proof steps for the rest
# (one core each). The synthetic Zipf table, 500 rows, 5 QIs, t = 0.2 on its five-valued column,
# k = 5: HiGHS found no release in 60 s (the model-aware greedy's 1359, bound 1127); lns alone
# reaches 1210 in 60 s.
# Not where the start is within LATE_LNS_GAP of the bound (it may be the optimum: the proof steps
# keep both cores).
LATE_LNS = True
LATE_LNS_MIN = 10.0
LATE_LNS_GAP = 0.02
# A MILP solved with a cutoff (only solutions below it sought: the proof steps, lns's regions, the
# entropy rounds) may stop once HiGHS's dual bound D reaches the cutoff: D then says there is no
# solution below the cutoff. HiGHS itself goes on while nodes with an LP bound equal to the cutoff
# stay open (half-integral LPs: Adult, 2,000 rows, 4 QIs, k = 2, t = 0.2, the proof step at T = 1382
# with cutoff 1382.5 reached that bound at 21 s and ran to the 60-s limit; with the stop, 21 s).
# The stop never fires at an infinite D (an empty tree: HiGHS ends "Infeasible" by itself); it
# did at stop 75, and an Adult sample of test_pattern_pruning ended "feasible" (``highs_runner._bound_reached``).
BOUND_STOP = True
TICK = 0.5  # seconds between progress updates while this process only waits for lns (``_LnsBeside.result``)
LP_PROBE = 1 / 6  # of the LP's time, before its pricing is judged (PatternMILP.lp_bound)


def solve(table, models, cost_model=None, *, time_limit=None, seed=0, progress=None, matching_first=True) -> Result:
    """``matching_first``: for 2-anonymity / frequency 2-diversity, first the LP-certified matching
    method (``matching.py``); the MILP runs only if that did not prove its answer optimal."""
    opened = []  # every lns started beside the MILP (``_LnsBeside``), closed on the way out however
    try:  # it goes (Ctrl-C too: lns is no daemon, and the interpreter would wait for it at exit)
        return _solve(table, models, cost_model, time_limit, seed, progress, matching_first, opened)
    finally:
        for beside in opened:
            beside.close()


def _solve(table, models, cost_model, time_limit, seed, progress, matching_first, opened) -> Result:
    """``solve``; every ``_LnsBeside`` it starts joins ``opened``."""
    started = time.perf_counter()
    progress = _showing_lns(progress, opened)
    cost_model = cost_model or CostModel()
    for model in models:
        if not isinstance(model, (KAnonymity, LDiversity, TCloseness)):
            raise ParameterError(f"the exact MILP does not know the model {model!r}")
    require_feasible(table, models)
    if any(entropy_cuts.is_entropy(m) for m in models):  # not linear: the MILP with lazy entropy cuts
        return entropy_cuts.solve(table, models, cost_model, time_limit=time_limit, seed=seed, progress=progress)
    from . import matching

    if matching_first and matching.fits(table, models):
        return _matching_then_milp(table, models, cost_model, time_limit, seed, progress, started)

    if all(isinstance(m, KAnonymity) for m in models) and models:
        k = max(m.k for m in models)
        kept, peeled = kernelize(table, k, [c.height for c in cost_model.bind(table).columns])
        if peeled.any():  # Blocki-Williams Lemma 3: solve the kernel, peeled rows keep their values
            sub = Table.encode(table.frame[kept], table.qi, table.sensitive)
            remaining = None if time_limit is None else max(0.01, time_limit - (time.perf_counter() - started))
            inner = solve(sub, models, cost_model, time_limit=remaining, seed=seed, progress=progress,
                          matching_first=matching_first)
            labels = np.empty(table.n, dtype=np.int64)
            labels[kept] = inner.release.labels
            labels[peeled] = inner.release.labels.max() + 1 + table.row_vector[peeled]
            stats = dict(inner.stats, kernel_rows=int(kept.sum()), peeled_rows=int(peeled.sum()))
            return make_result(table, labels, models, cost_model, lower_bound=inner.lower_bound, status=inner.status,
                               method=METHOD, started=started, stats=stats)
    best_labels = warm_start(table, models, cost_model)
    try:
        milp = PatternMILP(table, models, cost_model, deadline=None if time_limit is None else started + MINE_SHARE * time_limit)
    except TooLarge as exc:  # answer anyway: the subset DP on few rows; else lns's release and bound, or the warm start
        if table.n <= subsets.MAX_ROWS:  # many columns, few rows (``optanon generate max3dm-3anon``: 12 rows, 27 QIs)
            return subset_dp_instead(table, models, cost_model, started, {"milp": f"not built: {exc}"})
        kmin = PatternMILP.min_group_size(models)  # lns computes its own bound: a quick one here
        lower = per_row_bound(table, kmin, cost_model,  # its share from now: mining may have taken half the limit
                              deadline=None if time_limit is None else time.perf_counter() + ROW_BOUND_SHARE * time_limit)
        cost, used = _cost_of(table, best_labels, cost_model), "warm start"
        stats = {"milp": f"not built: {exc}", "per_row_bound": float(lower)}
        if groups_needed(models):  # a MILP too large to build (> MAX_PAIRS pairs) leaves the time to lns, as auto would
            # (all of Adult, 9 QIs, k = 5, 5 s asked: the warm start's 46,525 cells in 0.7 s before, lns's 36,926 now)
            seconds = LNS_SECONDS if time_limit is None else max(0.0, time_limit - (time.perf_counter() - started))
            got = _from_lns(table, models, cost_model, seconds, seed, progress, one_core=False,
                            build_space=not exc.timed_out)
            stats |= got[3]
            lower = max(lower, got[1])
            best_labels, cost, used = _lns_if_cheaper(table, models, cost_model, got, (best_labels, cost, used))
        return make_result(table, best_labels, models, cost_model, lower_bound=lower,
                           status="optimal" if lower == cost else "feasible", method=METHOD, started=started,
                           stats=stats | {"solution_from": used})
    best_cost = _cost_of(table, best_labels, cost_model)
    best_from = "warm start"
    greedy = greedy_labels(milp)
    greedy_ok = satisfies(table, models, greedy)
    if greedy_ok and (greedy_cost := _cost_of(table, greedy, cost_model)) < best_cost:
        best_labels, best_cost, best_from = greedy, greedy_cost, "pattern greedy"
    elif not greedy_ok:  # l / t: lns's model-aware greedy, and the greedy's failing groups merged (fallbacks)
        fits = group_test(table, models, milp.row_type, milp.type_count)
        aware = greedy_labels(milp, fits) if fits is not None else None
        if aware is not None and satisfies(table, models, aware) \
                and (aware_cost := _cost_of(table, aware, cost_model)) < best_cost:
            best_labels, best_cost, best_from = aware, aware_cost, "model-aware pattern greedy"
        bound = cost_model.bind(table)
        merged = repair(table, models, greedy, bound,
                        deadline=None if time_limit is None else started + REPAIR_SHARE * time_limit)
        if merged is not None and satisfies(table, models, merged) \
                and (merged_cost := _cost_of(table, merged, cost_model)) < best_cost:
            best_labels, best_cost, best_from = merged, merged_cost, "pattern greedy, failing groups merged"
        unit = np.zeros(milp.num_patterns)
        unit[milp.pair_pattern] = milp.pair_cost
        shared = share_greedy_labels(table, models, milp.pair_pattern, milp.pair_type, unit, milp.kmin, milp.row_type,
                                     milp.type_count, bound,
                                     deadline=None if time_limit is None else started + SHARE_GREEDY_SHARE * time_limit)
        if shared is not None and satisfies(table, models, shared) \
                and (shared_cost := _cost_of(table, shared, cost_model)) < best_cost:
            best_labels, best_cost, best_from = shared, shared_cost, "share greedy"
    found_lower, lp_lower, stats, beside = Fraction(0), Fraction(0), {}, None
    ascent_path, ascent_pruning = False, None  # where ``_ascent_pruning`` ran (ASCENT_PRUNING), and its pruning
    row_bound = milp.row_bound
    large = milp.num_cols > LNS_ABOVE or (milp.num_cols > LNS_ABOVE_NO_START and not greedy_ok)
    shares_model = any(isinstance(m, (LDiversity, TCloseness)) for m in models)
    if large and milp.kmin > 1:  # a large MILP: lns too, for its release and Lagrangian bound
        share = LNS_SECONDS if time_limit is None else max(0.0, time_limit - (time.perf_counter() - started))
        if milp.num_cols > ASCENT_ABOVE and ASCENT_PRUNING and not shares_model:
            # lns beside, and the restricted MILPs at the prices of a Lagrangian ascent here
            ascent_path = True
            beside, ascent_pruning, got_lower, more = _ascent_path(table, models, cost_model, milp, best_cost, share, seed,
                                                                   opened, progress, started)
            stats |= more
            lp_lower = max(lp_lower, got_lower)
        elif milp.num_cols > LNS_ALONE_ABOVE:  # first lns, on both cores
            got = _from_lns(table, models, cost_model, share, seed, progress, one_core=False)
            found_lower = got[1]
            stats |= got[3]
            best_labels, best_cost, best_from = _lns_if_cheaper(table, models, cost_model, got, (best_labels, best_cost, best_from))
        else:  # lns beside the MILP, one core each
            beside = _LnsBeside(table, models, cost_model, share, seed, opened)
    if beside is None and milp.num_cols <= LNS_ABOVE and found_lower < best_cost:  # cuts the LP misses (PatternMILP.cuts)
        left = CUT_SECONDS if time_limit is None else CUT_SHARE * max(0.0, time_limit - (time.perf_counter() - started))
        if progress:
            progress({"phase": "exact: cuts", "patterns": milp.num_patterns, "variables": milp.num_cols})
        stats |= milp.cuts(left, models)
        if milp.lp_certified is not None:
            lp_lower = Fraction(_whole_units(milp.lp_certified), milp.denominator)
        if SLOW_LP_AS_LARGE and stats.get("cut_rounds") == 0 and milp.kmin > 1 \
                and (time_limit is None or time_limit - (time.perf_counter() - started) > 1.0):
            # its LP did not end in its share of the time: treated as a large MILP (SLOW_LP_AS_LARGE)
            share = LNS_SECONDS if time_limit is None else max(0.0, time_limit - (time.perf_counter() - started))
            stats["lp_too_slow"] = True
            if ASCENT_PRUNING and not shares_model:
                ascent_path = True
                beside, ascent_pruning, got_lower, more = _ascent_path(table, models, cost_model, milp, best_cost, share,
                                                                       seed, opened, progress, started)
                stats |= more
                lp_lower = max(lp_lower, got_lower)
            else:
                beside = _LnsBeside(table, models, cost_model, share, seed, opened)
    if progress:
        progress({"phase": "exact: solving", "patterns": milp.num_patterns, "variables": milp.num_cols})
    remaining = None if time_limit is None else max(0.0, time_limit - (time.perf_counter() - started))
    reported = {"bound": None, "incumbent": None}  # the best bound and release reported so far (units): never taken back

    def report(update):  # HiGHS objective and bound are in cost units
        if progress:
            inc, bnd = update.get("incumbent"), update.get("bound")
            if bnd is not None:  # e.g. a restricted MILP's root below what the LP or an earlier step proved
                bnd = reported["bound"] = bnd if reported["bound"] is None else max(bnd, reported["bound"])
            best = float(best_cost * milp.denominator)  # HiGHS's incumbent may lie above the best release so far
            inc = best if inc is None else min(inc, best)
            # nor is a later step's incumbent (a proof step with a cutoff has none) above an earlier one's
            inc = reported["incumbent"] = inc if reported["incumbent"] is None else min(inc, reported["incumbent"])
            progress({"phase": "exact: branch and bound", "elapsed": time.perf_counter() - started,
                      "incumbent": None if inc is None else inc / milp.denominator,
                      "bound": None if bnd is None else bnd / milp.denominator})

    try:
        if found_lower >= best_cost:  # lns proved its release optimal: nothing left for the MILP
            sol = _Solution(None, None, False, "not run: lns proved optimality", 0)
        elif remaining is not None and remaining < 1.0:
            sol = _Solution(None, None, False, "not run: no time left after lns", 0)
        else:
            sol = None
            if beside is not None and shares_model:
                lp_started = time.perf_counter()
                # an LP that takes more than 1 / (1 + MILP_AFTER_LP) of the time leaves the MILP none
                # after it: it stops there, and the ascent (``_typed_ascent``) bounds with the rest
                lp_time = None if remaining is None else remaining / (1 + MILP_AFTER_LP)
                certified, solved, pricing = milp.lp_bound(lp_time, float(row_bound * milp.denominator))
                lp_seconds = time.perf_counter() - lp_started
                if certified is not None:
                    lp_lower = Fraction(_whole_units(certified), milp.denominator)
                    report({"bound": certified})
                stats |= {"lp_bound": None if certified is None else float(lp_lower), "lp_solved": solved,
                          "lp_seconds": round(lp_seconds, 2), "lp_pricing": pricing}
                remaining = None if time_limit is None else max(0.0, time_limit - (time.perf_counter() - started))
                if solved and lp_lower < best_cost and (remaining is None or remaining > MILP_AFTER_LP * lp_seconds):
                    # the cut loop, on from that LP: a higher bound, and prices that prune more (Adult,
                    # 2,000 rows, 6 QIs, k = 5, l = 2: 6 support cuts in 2 s, 2043.80 -> 2044.80)
                    stats |= milp.cuts(CUT_SECONDS if remaining is None else CUT_SHARE * remaining, models)
                    if milp.lp_certified is not None and (got := Fraction(_whole_units(milp.lp_certified), milp.denominator)) > lp_lower:
                        lp_lower = got
                        report({"bound": float(got * milp.denominator)})
                    remaining = None if time_limit is None else max(0.0, time_limit - (time.perf_counter() - started))
                if LP_GUIDED and milp.lp_last_duals is not None and row_bound < lp_lower < best_cost \
                        and pricing != "devex" and remaining is not None and remaining > LP_GUIDED_MIN \
                        and (not solved or remaining < MILP_AFTER_LP * lp_seconds):
                    # no MILP will run: a release from the sub-MILP the LP's prices point to, which
                    # starts from the best release so far: lns's if cheaper
                    best_labels, best_cost, best_from = _lns_if_cheaper(table, models, cost_model, (beside.current(),),
                                                                        (best_labels, best_cost, best_from))
                    if progress:
                        progress({"phase": "exact: LP-guided sub-MILP", "elapsed": time.perf_counter() - started})
                    got, more = lp_guided.release(milp, milp.lp_last_duals, best_labels, LP_GUIDED_SHARE * remaining, seed)
                    stats |= more
                    if got is not None and satisfies(table, models, got) \
                            and (got_cost := _cost_of(table, got, cost_model)) < best_cost:
                        best_labels, best_cost, best_from = got, got_cost, "LP-guided sub-MILP"
                        report({"incumbent": float(got_cost * milp.denominator)})
                    remaining = max(0.0, time_limit - (time.perf_counter() - started))
                if not solved and remaining is not None and remaining > 1.0 and lp_lower < best_cost:
                    ascent, more = _typed_ascent(table, models, cost_model, best_cost, remaining - 0.5,
                                                 stall=(ASCENT_STALL[0] * time_limit, ASCENT_STALL[1]))
                    stats |= more
                    if ascent > lp_lower:
                        lp_lower = ascent
                        report({"bound": float(ascent * milp.denominator)})
                if lp_lower >= best_cost:  # proved: lns is stopped, not waited for
                    sol = _Solution(None, None, True, "not run: the LP bound proved the release optimal", 0)
                elif not solved or (remaining is not None and remaining < MILP_AFTER_LP * lp_seconds):
                    sol = _Solution(None, None, False, "not run: the LP relaxation took the time", 0)
            cfg_pruning = None
            if sol is None and beside is None and (cfg_column := config_lp.column(milp)) is not None:
                # many sensitive values under t-closeness: the configuration LP's bound and pattern
                # bounds (Adult's first 30 rows, 8 QIs, k = 3, t = 0.3 on occupation: the MILP's LP
                # 149.9, this one 175.6)
                remaining = None if time_limit is None else max(0.0, time_limit - (time.perf_counter() - started))
                if progress:
                    progress({"phase": "exact: configuration LP", "patterns": milp.num_patterns})
                cfg_pruning, more = config_lp.ConfigLP(milp, cfg_column).solve(
                    best_labels, CONFIG_SECONDS if remaining is None else CONFIG_SHARE * remaining)
                stats |= more
                if cfg_pruning is not None:
                    got = Fraction(cfg_pruning.floor_target(), milp.denominator)
                    if got > lp_lower:
                        lp_lower = got
                        report({"bound": float(got * milp.denominator)})
                    if lp_lower >= best_cost:
                        sol = _Solution(None, None, True, "not run: the configuration LP proved the release optimal", 0)
                remaining = None if time_limit is None else max(0.0, time_limit - (time.perf_counter() - started))
            pruning = (milp.pruning() if ascent_pruning is None else ascent_pruning) if sol is None else None
            if cfg_pruning is not None and sol is None:  # pair by pair, the larger of the two bounds
                pruning = cfg_pruning.tighter(pruning)
                milp.objective_cut = cfg_pruning.objective_cut
            if pruning is not None and np.count_nonzero(pruning.keep(pruning.floor_target())) > PRUNE_USEFUL * milp.num_pairs:
                stats["pruning"] = f"not used: its first target keeps more than {PRUNE_USEFUL:.0%} of the pairs"
                pruning = None
            if pruning is not None:  # the restricted MILPs of ``pattern_pruning``
                if beside is not None and STOP_LNS_FOR_PRUNING and not ascent_path:  # both cores to them
                    got = (beside.release_so_far(),)  # lns stopped; the release it found so far is kept
                    beside = None
                    stats["lns"] = "stopped before the pruned MILPs"
                    best_labels, best_cost, best_from = _lns_if_cheaper(table, models, cost_model, got,
                                                                        (best_labels, best_cost, best_from))
                    if best_from == "lns":  # shown now: no update may have come while lns held it
                        report({"incumbent": float(best_cost * milp.denominator)})
                remaining = None if time_limit is None else max(0.0, time_limit - (time.perf_counter() - started))

                def late_lns(seconds):  # LATE_LNS: lns beside the proof steps, on one of their cores
                    nonlocal beside
                    if not LATE_LNS or beside is not None or seconds is None or seconds < LATE_LNS_MIN \
                            or milp.kmin <= 1:
                        return None
                    beside = _LnsBeside(table, models, cost_model, seconds - 1.0, seed, opened)
                    stats["lns"] = f"started at {time.perf_counter() - started:.1f} s: no release from the first steps"
                    return 1

                start_labels = None
                if SEED_RELEASE and ascent_path and beside is not None:
                    # lns's release so far (when cheaper than the best known) seeds the step for a release
                    got = beside.current()
                    if got is not None:
                        best_labels, best_cost, best_from = _lns_if_cheaper(table, models, cost_model, (got,),
                                                                            (best_labels, best_cost, best_from))
                        start_labels = best_labels
                sol, more = _solve_pruned(milp, pruning, best_cost, remaining, seed, report, start_labels=start_labels,
                                          threads=1 if beside is not None else MILP_THREADS,
                                          first_share=_release_share(remaining) if ascent_path else PRUNE_FIRST,
                                          release_options=ASCENT_RELEASE_OPTIONS if ascent_path else None,
                                          no_release=late_lns, walk=ascent_path)
                stats |= more
            elif sol is None:
                # every core to HiGHS's parallel tree search unless lns holds one (Adult 2,000 rows,
                # 6 QIs, k = 5: optimum 1974 proved in 120 s on 2 threads, 167 s on 1)
                threads = 1 if beside is not None else MILP_THREADS
                milp.branch_on_patterns = _branches_on_patterns(milp)
                sol = milp.solve(remaining, seed, report, options={"threads": threads})
                milp.branch_on_patterns = False
        if beside is not None and not sol.proved:  # lns's answer, at its deadline
            beside.lend_core()
            wait = None if time_limit is None else max(0.0, time_limit - (time.perf_counter() - started)) + 5.0
            got = beside.result(wait, tick=progress and (lambda: progress(
                {"phase": "exact: lns beside", "elapsed": time.perf_counter() - started})))
            found_lower = got[1]
            stats |= got[3]
            best_labels, best_cost, best_from = _lns_if_cheaper(table, models, cost_model, got, (best_labels, best_cost, best_from))
    finally:
        if beside is not None:
            beside.close()
    labels, used, result_cost = best_labels, best_from, best_cost
    if sol.labels is not None and satisfies(table, models, sol.labels) \
            and (milp_cost := _cost_of(table, sol.labels, cost_model)) < best_cost:
        labels, used, result_cost = sol.labels, "milp", milp_cost
    lower = Fraction(0 if sol.dual_bound is None else _whole_units(sol.dual_bound), milp.denominator)
    rejected = None
    if lower > result_cost:  # HiGHS's bound contradicts a verified partition: never report it
        rejected, lower = float(lower), Fraction(0)
    if lp_lower > result_cost:  # so would the LP's certificate (floating point gone wrong)
        rejected, lp_lower = float(lp_lower), Fraction(0)
    lower = max(lower, row_bound, found_lower, lp_lower)
    status = "optimal" if lower == result_cost else "feasible"
    if rejected is not None:
        stats["highs_bound_rejected"] = rejected
    stats |= {"patterns": milp.num_patterns, "patterns_without_group": milp.dead_patterns, "value_rows": milp.value_cuts,
              "implied_rows_left_out": milp.implied_rows,
              "pairs": milp.num_pairs, "variables": milp.num_cols, "rows": milp.num_rows,
             "highs_status": sol.status_text, "per_row_bound": shown(row_bound), "solution_from": used, "mip_nodes": sol.nodes,
             "highspy": _highspy_version()}
    res = make_result(table, labels, models, cost_model, lower_bound=lower, status=status, method=METHOD, started=started, stats=stats)
    if progress:
        progress({"phase": "exact: done", "incumbent": float(res.cost), "bound": float(res.lower_bound), "gap": res.gap})
    return res


def _release_share(remaining) -> float:
    """The share of ``remaining`` seconds (None: no limit) for the ascent path's step for a release:
    at most ASCENT_RELEASE_SECONDS, the rest to the walk (``_solve_pruned``)."""
    return 1.0 if remaining is None or remaining <= ASCENT_RELEASE_SECONDS else ASCENT_RELEASE_SECONDS / remaining


def _solve_pruned(milp, pruning, best_cost, remaining, seed, report, threads=1, first_share=PRUNE_FIRST,
                  release_options=None, no_release=None, walk=False, start_labels=None) -> tuple[_Solution, dict]:
    """The MILP by its restrictions to the pairs a cheaper release can use (``pattern_pruning``):
    first to the target T = ceil(L) (the Lagrangian bound; a small MILP, for a good release
    within ``first_share`` of the time, PRUNE_FIRST by default), then to T = U - 1 with U the best release's cost (halfway
    between the bound and U - 1 first when that MILP would keep PRUNE_HALFWAY times the pairs),
    started from the last solution with PROOF_OPTIONS (every step with PRUNED_OPTIONS, but under
    t-closeness). A restricted MILP solved to its optimum c proves OPT >= min(c, T + 1), one
    without a solution OPT >= T + 1, one stopped at the time limit with dual bound D
    OPT >= min(D, T + 1); so U is proved optimal once a step at U - 1 is solved; a step whose MILP
    falls apart is solved part by part (``components``, exact). The steps after the first seek only
    releases cheaper than U (PROOF_CUTOFF). ``release_options``: HiGHS options for the steps for a
    release (the capped ones) beside the others. ``no_release(seconds left)``: called once the steps
    for a release are over, if they found none cheaper than ``best_cost``; it returns the threads
    the later steps get (None: unchanged). Returns the solution (labels of the best release found,
    the bound in units) and statistics.

    ``start_labels``: a verified release (lns's so far, on the ascent's path) whose pairs join the first
    step for a release, started from it without a cutoff (SEED_RELEASE); the step's pairs are then a
    superset of those a release <= T can use, so it still proves OPT >= min(its bound, T + 1).

    ``walk`` (the ascent's path): the steps after those for a release are at T = the bound, and seek
    only releases of cost <= T (cutoff T + 1/2): one without any proves OPT >= T + 1; one that finds
    a release has found the optimum (OPT >= T was proved before it)."""
    started = time.perf_counter()
    k_only = all(isinstance(m, KAnonymity) for m in milp.models)  # hubs are relaxed under k-anonymity alone
    # every restricted MILP branches on its patterns alone (x continuous) under k-anonymity and
    # frequency l-diversity (``PatternMILP._solve_on_patterns``)
    milp.branch_on_patterns = _branches_on_patterns(milp)
    with_t = any(isinstance(m, TCloseness) for m in milp.models)  # strong branching kept (PRUNED_OPTIONS)
    upper = int(best_cost * milp.denominator)  # units of the best verified release
    bound = pruning.floor_target()
    best = _Solution(None, None, False, "pruned: not run", 0)
    xfull, steps = None, []

    def left():
        return None if remaining is None else max(0.0, remaining - (time.perf_counter() - started))

    seed_x = None if start_labels is None else lp_guided.pairs_of(milp, start_labels)
    seeking = PRUNE_RELEASE_STEPS  # steps for a release left (at the bound, PRUNE_FIRST of the time each)
    start_upper = upper
    while bound < upper and (left() is None or left() >= 1.0):
        gap = upper - 1 - bound  # targets left to rule out
        capped, seeking = seeking > 0 and gap > 0, seeking - 1
        if not capped and no_release is not None:
            if steps and upper == start_upper and upper - bound > LATE_LNS_GAP * upper:
                # the steps for a release found nothing cheaper than the start, far from the bound
                threads = no_release(left()) or threads
            no_release = None
        first = not steps
        walking = walk and not capped  # one unit up: only releases <= T sought (cutoff T + 1/2, below)
        target = bound if capped or walking else upper - 1
        keep = pruning.keep(target)
        if not capped and not walking and gap > 1:  # halfway first, when the full step's MILP is much the larger
            half = bound + gap // 2
            keep_half = pruning.keep(half)
            if np.count_nonzero(keep) > PRUNE_HALFWAY * np.count_nonzero(keep_half):
                target, keep = half, keep_half
        if not milp.covers_every_type(keep):
            bound = target + 1  # a row no kept pair can take: no release costs <= target
            steps.append({"target": target, "status": "a row without a pair", "bound": bound})
            seeking += capped  # no MILP ran: a step for a release is still to come
            continue

        def relay(update, target=target):  # the restricted MILP's bound D is a bound only as min(D, T + 1)
            bnd = update.get("bound")
            report(update | {"bound": None if bnd is None else min(bnd, target + 1)})

        seconds = first_share * left() if capped and left() is not None else left()
        options = {"threads": threads} | ({} if with_t else PRUNED_OPTIONS) | ((release_options or {}) if capped else {})
        start, proof_options, cutoff = xfull, PROOF_OPTIONS, (
            None if (capped and first) or not PROOF_CUTOFF else target + 0.5 if walking else upper - 0.5)
        seeded = capped and seed_x is not None
        if seeded:  # the seed's pairs too (a superset: OPT >= min(its bound, T + 1) still holds), started from it
            keep, start, proof_options, cutoff, seed_x = keep | (seed_x > 0), seed_x, {}, None, None
        sol = components.solve_restricted(milp, keep, seconds, seed, options, proof_options, start, _whole_units, relay,
                                          split=DECOMPOSE, hubs=k_only, target=target, cutoff=cutoff)
        reached = _step_bound(sol, target, bound)
        if sol.parts > 1 and sol.status_text != "Infeasible":
            relay({"incumbent": None if sol.x is None else float(sol.x @ milp.pair_cost[keep]), "bound": sol.dual_bound})
        size = ({"parts": sol.parts} if sol.parts > 1 else {}) | {"patterns": sol.num_patterns, "variables": sol.num_cols}
        bound = max(bound, reached)
        steps.append({"target": target} | ({"walk": True} if walking else {}) | ({"seeded": True} if seeded else {}) | size
                     | {"status": sol.status_text, "bound": reached, "seconds": round(time.perf_counter() - started, 2)})
        if sol.labels is not None and satisfies(milp.table, milp.models, sol.labels):
            cost = int(_cost_of(milp.table, sol.labels, milp.cost_model) * milp.denominator)
            if cost < upper or best.labels is None:
                if cost < upper:  # shown now, not only at the end: with x continuous HiGHS's incumbents are not relayed
                    report({"incumbent": float(cost), "bound": float(bound)})
                best.labels, upper = sol.labels, min(upper, cost)
                xfull = np.zeros(milp.num_pairs)
                xfull[keep] = sol.x
        best.nodes += sol.nodes
        best.status_text = f"pruned to T = {target}: {sol.status_text}"
        if reached <= target and upper > target and not capped:  # stopped short: the time is spent
            break
        if not capped or reached <= target:  # a step cut short: no more
            seeking = 0
    best.dual_bound, best.proved = float(bound), bound >= upper
    milp.branch_on_patterns = False
    # in cost units, as every bound of the statistics (the MILP's are cost x denominator)
    return best, {"lagrangian_bound": shown(Fraction(int(pruning.bound), pruning.scale * milp.denominator)), "pruned_steps": steps}


def _branches_on_patterns(milp) -> bool:
    """Whether HiGHS branches on the patterns alone (BRANCH_ON_PATTERNS): under k-anonymity and
    frequency l-diversity only."""
    return BRANCH_ON_PATTERNS and all(
        isinstance(m, KAnonymity) or (isinstance(m, LDiversity) and m.form == "frequency") for m in milp.models)


def _step_bound(sol, target, known) -> int:
    """What a restricted MILP's answer (``components.Combined``) at ``target`` proves, in units:
    no solution ("Infeasible": none below its cutoff either), OPT >= target + 1; else its dual
    bound D, which counts only up to target + 1 (the pairs kept hold every release <= target, and
    with a cutoff D may be a solution above it); ``known`` when it gave none."""
    if sol.status_text == "Infeasible":
        return target + 1
    return min(_whole_units(sol.dual_bound), target + 1) if sol.dual_bound is not None else known


# ---- 2-anonymity and 2-diversity: the matching method first ----------------------------


def groups_needed(models) -> bool:
    """Whether rows must be grouped at all: k or l above 1, or any l / t model (under t alone a row
    by itself can be far from the table's distribution)."""
    return PatternMILP.min_group_size(models) > 1 or any(isinstance(m, (LDiversity, TCloseness)) for m in models)


def subset_dp_instead(table, models, cost_model, started, stats) -> Result:
    """The subset DP's optimum (``exact_dp``, tables of at most ``subsets.MAX_ROWS`` rows) as this
    method's answer, where its MILP is too large to build (many columns, few rows)."""
    dp = exact_dp.solve(table, models, cost_model)
    return make_result(table, dp.release.labels, models, cost_model, lower_bound=dp.lower_bound, status=dp.status,
                       method=METHOD, started=started, stats=stats | {"solution_from": "subset DP (exact_dp)"})


def _matching_then_milp(table, models, cost_model, time_limit, seed, progress, started) -> Result:
    """The matching method (its LP with odd-set cuts proves all of Adult in about 1.5 minutes, where
    this MILP leaves a 0.3 % gap on 2,000 rows); if it does not prove optimality within the time
    limit, the MILP gets what is left, and the cheaper verified release and the larger bound are kept."""
    from . import matching

    first = matching.solve(table, models, cost_model, time_limit=time_limit, seed=seed, progress=progress)
    stats = {"engine": "matching", "matching_cost": float(first.cost), "matching_bound": shown(first.lower_bound),
             "highspy": _highspy_version()}  # its LP's bound is HiGHS's too
    remaining = None if time_limit is None else time_limit - (time.perf_counter() - started)
    if first.status == "optimal" or (remaining is not None and remaining < 1.0):
        return make_result(table, first.release.labels, models, cost_model, lower_bound=first.lower_bound,
                           status=first.status, method=METHOD, started=started, stats=dict(first.stats) | stats)
    milp = solve(table, models, cost_model, time_limit=remaining, seed=seed, progress=progress, matching_first=False)
    best = milp if milp.cost < first.cost else first
    lower = max(first.lower_bound, milp.lower_bound)
    stats |= {"engine": "matching, then the MILP", "milp_cost": float(milp.cost), "milp_bound": shown(milp.lower_bound)}
    return make_result(table, best.release.labels, models, cost_model, lower_bound=lower,
                       status="optimal" if lower == best.cost else "feasible", method=METHOD, started=started,
                       stats=dict(best.stats) | stats)


# ---- lns beside the MILP -------------------------------------------------------------


def _typed_ascent(table, models, cost_model, target, seconds, stall=None) -> tuple[Fraction, dict]:
    """(certified bound, stats) of the Lagrangian ascent (``pattern_lp.lagrangian_bound``) for
    ``seconds`` on lns's pattern space typed by QI vector and SA value, whose groups are priced by
    their sensitive values (``group_pricing``: exact over the box of value shares, so this is the
    configuration LP with every group's l / t checked, stronger than the MILP's LP relaxation);
    the plain space where no such pricing applies. Adult, 2,000 rows, 9 QIs, k = 5, t = 0.2: 4,876
    at 60 s, where the LP (4,838.3, solved in 140 s) had certified 4,829; on 5,000 rows (where
    exact runs lns alone) the same ascent alone reaches 10,663 in 60 s, lns's bound was 10,097.
    With 6 QIs HiGHS's MILP bounds better (2,855 against 2,847 at k = 5), so this runs only once
    the LP has not ended in time for the MILP. Since the two values of salary-class are priced for
    every pattern at once (``group_pricing``'s ``_at_once``, stop 78) it stalls within some 15 s, after
    the stopped LP's 20: at k = 2 / 5 / 10 on 4,663 / 4,877 / 5,270 (the same 4,663 with its steps
    aimed at 1.02, 1.05 or 1.2 times the bound: most likely its limit). ``stall``: stop earlier once the bound stalls
    (``pattern_lp.lagrangian_bound``'s rule), which hands this core to lns (``_LnsBeside.lend_core``)."""
    got, _, stats = _ascent(table, models, cost_model, target, seconds, stall, typed=True)
    return (Fraction(0) if got is None else got.lower_bound), stats


def _ascent(table, models, cost_model, target, seconds, stall, typed):
    """(``pattern_lp.LagrangianBound`` or None, lns's pattern space, stats) of the ascent for
    ``seconds`` (or until it stalls) on lns's pattern space, or on its space typed by SA value
    where ``typed`` and a pricing applies; (None, None, stats) when the space is too large."""
    from . import lns, pattern_lp

    started = time.perf_counter()
    bound = cost_model.bind(table)
    try:
        space = lns.pattern_space(table, models, bound, PatternMILP.min_group_size(models), priced=typed,
                                  deadline=started + seconds)
    except pattern_lp.TooLarge:
        return None, None, {"ascent": "not run: pattern space too large, or not built in its time"}
    on = space.priced[0] if space.priced is not None else space
    left = max(0.01, seconds - (time.perf_counter() - started))
    got = pattern_lp.lagrangian_bound(on, bound.denominator, target=float(target * bound.denominator),
                                      time_limit=left, max_iterations=10**9, priced=False, stall=stall)
    return got, space, {"ascent_bound": shown(got.lower_bound), "ascent_iterations": got.iterations,
                        "ascent_seconds": round(time.perf_counter() - started, 2),
                        "ascent_space": "typed by SA value" if space.priced is not None else "plain"}


def _ascent_path(table, models, cost_model, milp, best_cost, share, seed, opened, progress, started):
    """lns beside for ``share`` seconds (one core) and ``_ascent_pruning`` here for ASCENT_SHARE of them:
    (the ``_LnsBeside``, the pruning or None, its certified bound, stats)."""
    beside = _LnsBeside(table, models, cost_model, share, seed, opened)
    if progress:
        progress({"phase": "exact: Lagrangian ascent", "patterns": milp.num_patterns, "variables": milp.num_cols})
    pruning, lower, stats = _ascent_pruning(table, models, cost_model, milp, best_cost, ASCENT_SHARE * share,
                                            stall=(ASCENT_STALL[0] * share, ASCENT_STALL[1]))
    if progress:
        progress({"phase": "exact: Lagrangian ascent", "elapsed": time.perf_counter() - started,
                  "incumbent": float(best_cost), "bound": float(lower)})
    return beside, pruning, lower, stats


def _ascent_pruning(table, models, cost_model, milp, target, seconds, stall=None):
    """(Pruning or None, certified bound, stats): ``pattern_pruning.relax`` of ``milp`` at the prices
    of lns's plain Lagrangian ascent (``_ascent``, for ``seconds`` or until it stalls: ``stall``),
    for the k-only MILPs lns runs beside (ASCENT_PRUNING, ASCENT_ABOVE). The ascent prices
    lns's types (QI vectors); every row type of ``milp`` (QI and SA values) takes its QI vector's
    price. Any prices give valid bounds (``relax``)."""
    from . import lns

    lag, space, stats = _ascent(table, models, cost_model, target, seconds, stall, typed=False)
    if lag is None:
        return None, Fraction(0), stats
    price = np.zeros(len(milp.type_count), dtype=np.int64)
    price[milp.row_type] = lag.prices[lns._row_type(table, space)]
    duals = np.zeros(milp.builder.nrows)
    duals[:len(price)] = price / SCALE  # the cover rows come first (``_build``); exact: multiples of 2^-20
    pruning = relax(milp, duals)
    lower = lag.lower_bound
    if pruning is not None:
        lower = max(lower, Fraction(pruning.floor_target(), milp.denominator))
    return pruning, lower, stats | {"ascent_pruning_bound": None if pruning is None
                                    else shown(Fraction(int(pruning.bound), pruning.scale * milp.denominator))}  # cost units


def _from_lns(table, models, cost_model, seconds, seed, progress=None, one_core=True, spare_core=None, build_space=True,
              publish=None):
    """(labels or None, lower bound, seconds, stats) of an lns run (``solvers/lns.py``); ``build_space=False``:
    lns does not try to build its pattern space (the MILP's closed patterns were not mined in time);
    ``publish``: lns's, each release it takes."""
    from . import lns

    res = lns.solve(table, models, cost_model, time_limit=seconds, seed=seed, progress=progress, one_core=one_core,
                    spare_core=spare_core, build_space=build_space, publish=publish)
    more = {"lns_second_process_from": res.stats["second_process_searching_from"]} \
        if "second_process_searching_from" in res.stats else {}
    return res.release.labels, res.lower_bound, res.seconds, {
        "lns_cost": float(res.cost), "lns_bound": shown(res.lower_bound), "lns_seconds": round(res.seconds, 1)} | more


def _lns_if_cheaper(table, models, cost_model, got, best):
    """``best`` (labels, cost, where from), or lns's release (``got``, as ``_from_lns`` returns it)
    when it is verified and cheaper."""
    labels = got[0]
    if labels is not None and satisfies(table, models, labels) and (c := _cost_of(table, labels, cost_model)) < best[1]:
        return labels, c, "lns"
    return best


def _lns_child(conn, table, models, cost_model, seconds, seed, spare_core, shared=None) -> None:
    from threadpoolctl import threadpool_limits

    from .highs_runner import quiet_child

    os.setpgid(0, 0)  # a process group of its own: ``_LnsBeside.close`` stops it with its HiGHS processes
    quiet_child()

    try:
        # one BLAS thread: with OpenBLAS's default (one per core) lns's matrix products took the
        # MILP's core too (Adult 500 rows, 9 QIs, k = 2: proof in 8.1 s instead of 3.9 s)
        with threadpool_limits(limits=1):
            conn.send(_from_lns(table, models, cost_model, seconds, seed, spare_core=spare_core,
                                publish=None if shared is None else shared.write))
    except Exception as exc:  # noqa: BLE001 -- the parent goes on without lns
        conn.send((None, Fraction(0), 0.0, {"lns": f"failed: {exc}"}))
    conn.close()


class _SharedRelease:
    """lns's cheapest release so far, in memory shared with the forked lns: lns writes each release
    it takes (``write``, in its process), this process reads the cost at any time (the progress
    shows it) and the labels (``labels``), so that a stage that starts from the best release can
    start from lns's, and stopping lns early (before the pruned MILPs) keeps what it found. A
    seqlock: the counter is odd while a write is under way, and labels read while it was odd or
    while it moved (a write under way, or lns killed mid-write) are not used. Whatever is read is
    verified again before it is used."""

    def __init__(self, ctx, n):
        self.seq = ctx.RawValue("q", 0)
        self.found = ctx.RawValue("d", math.inf)  # written last: a cost shows once its labels are in
        self.rows = ctx.RawArray("q", max(1, n))

    def write(self, labels, cost) -> None:
        if cost >= self.found.value:
            return
        self.seq.value += 1
        np.frombuffer(self.rows, dtype=np.int64)[:len(labels)] = labels
        self.seq.value += 1
        self.found.value = cost

    def cost(self) -> float:
        """The cheapest release's cost in cost units (inf before the first)."""
        return self.found.value

    def labels(self, n, tries=1) -> np.ndarray | None:
        """Its labels; None if there is none, or no read in ``tries`` found the counter even and
        unmoved (one try once lns is stopped: an odd counter there is a write cut short)."""
        for _ in range(tries):
            before = self.seq.value
            if before == 0:
                return None
            if before % 2 == 0:
                got = np.frombuffer(self.rows, dtype=np.int64)[:n].copy()
                if self.seq.value == before:
                    return got
            time.sleep(0.001)  # a write under way: let it end
        return None


class _LnsBeside:
    """lns (one core, ``one_core``) in a forked process while the MILP runs in another: its
    release is verified again here, its bound is the certified Lagrangian bound. Once this
    process has nothing left but to wait for it (``lend_core``), lns re-solves regions on this
    core too (its ``spare_core``): Adult, 1,000 rows, 8 QIs, k = 10, t = 0.2 left it idle from
    about 42 s on (LP 20 s, typed ascent 22 s); the release went 3,050 -> 3,022-3,043. Its
    releases as it takes them are in ``shared`` (``_SharedRelease``)."""

    def __init__(self, table, models, cost_model, seconds, seed, opened=None):
        """``opened``: a list this joins once started (``solve`` closes them all on its way out)."""
        import multiprocessing as mp

        ctx = mp.get_context("fork")
        self.conn, child = ctx.Pipe(duplex=False)
        self.spare_core = ctx.Event()
        self.n = 0 if table is None else table.n
        self.shared = _SharedRelease(ctx, self.n)
        # not a daemon: lns forks HiGHS processes of its own for its larger regions
        self.proc = ctx.Process(target=_lns_child, args=(child, table, models, cost_model, seconds, seed, self.spare_core,
                                                         self.shared))
        self.closed = False
        self.proc.start()
        if opened is not None:
            opened.append(self)
        child.close()

    def lend_core(self) -> None:
        self.spare_core.set()

    def result(self, wait, tick=None):
        """lns's (labels, bound, seconds, stats); if it has not answered within ``wait`` s, it is
        stopped and its release so far is the answer (None labels if none), without a bound.
        ``tick``: called every TICK seconds while waiting (the progress)."""
        try:
            if poll(self.conn, wait, tick, TICK):
                return self.conn.recv()
        except (EOFError, OSError):
            pass
        return self.release_so_far(), Fraction(0), 0.0, {"lns": "no answer: its release so far"}

    def release_so_far(self) -> np.ndarray | None:
        """lns stopped (``close``), and the labels of the last release it took (None if none)."""
        self.close()
        return self.shared.labels(self.n)

    def current(self) -> np.ndarray | None:
        """The labels of the last release lns took, lns going on (None if none, or none read)."""
        return self.shared.labels(self.n, tries=100)

    def close(self) -> None:
        """Stop lns and every process it started: the HiGHS processes of its larger regions would
        otherwise outlive it (killed, it cannot stop them), holding a core until their time limit,
        then blocked on a pipe nobody reads, and this process's output open (a pipe from the
        command never ended: `optanon anonymize ... | tail` waited for them)."""
        import signal

        if self.closed:  # once only: its process group's id may since name another group
            return
        self.closed = True
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)  # lns's group (``_lns_child``), itself included
        except (ProcessLookupError, PermissionError):  # ended already, with whatever it started
            pass
        if self.proc.is_alive():
            self.proc.kill()
        self.proc.join(timeout=5)
        self.conn.close()


def _showing_lns(progress, opened):
    """``progress``, its incumbent lowered to the cheapest release of an lns running beside
    (``_SharedRelease``) when that is cheaper (an update without one gets it when it is below every
    incumbent shown so far), so that lns's releases show as it finds them. The last update
    ("exact: done", the answer) passes as it is."""
    if progress is None:
        return None
    shown = [math.inf]

    def relay(update):
        inc = update.get("incumbent")
        if opened and update.get("phase") != "exact: done":
            found = min((b.shared.cost() for b in opened if not b.closed), default=math.inf)
            if found < (shown[0] if inc is None else inc):
                update = {key: value for key, value in update.items() if key != "gap"} | {"incumbent": found}
        if update.get("incumbent") is not None:
            shown[0] = min(shown[0], update["incumbent"])
        progress(update)
    return relay


# ---- feasibility and a warm start ---------------------------------------------------


def satisfies(table, models, labels) -> bool:
    labels, g = canonical_labels(labels)
    stats = GroupStats.of_table(table, labels, num_groups=g)
    return all(bool(m.holds(table, stats).all()) for m in models)


def warm_start(table, models, cost_model) -> np.ndarray:
    """The cheapest feasible partition among a few simple ones (a fallback if HiGHS finds none).

    Candidates: (1) each distinct QI vector that satisfies the models alone keeps its
    own group, the rest form one group; (2) the same, but the rest sorted
    lexicographically (columns by increasing, then decreasing number of values) and
    cut into runs of kmin rows, a short last run joining the one before; (3) under k alone,
    the same orders cut where it is cheapest (``segmentation.cheapest_runs``: runs of kmin
    rows or more; up to SEGMENT_WORK rows x kmin); under l / t, when only (4) passes, the
    first order cut into the cheapest runs that pass the models, of up to
    SEGMENT_LONGEST x kmin rows; (4) the whole table as one group, feasible by
    ``require_feasible``.
    """
    own = table.row_vector
    stats = GroupStats.of_table(table, own, num_groups=len(table.counts))
    ok = np.ones(len(table.counts), dtype=bool)
    for model in models:
        ok &= model.holds(table, stats)
    if ok.all():
        return own
    candidates = [np.zeros(table.n, dtype=np.int64), np.where(ok[own], own, len(table.counts))]
    kmin = PatternMILP.min_group_size(models)
    rest = np.flatnonzero(~ok[own])
    checked = None  # under l / t, the order whose runs are checked against the models (below)
    if rest.size >= kmin:
        by_card = np.argsort(table.cards, kind="stable")
        k_only = all(isinstance(m, KAnonymity) for m in models)
        bound = cost_model.bind(table)
        orders = [rest[np.lexsort(table.codes[rest][:, cols].T[::-1])] for cols in (by_card, by_card[::-1])]
        for order in orders:
            runs = [np.minimum(np.arange(order.size) // kmin, order.size // kmin - 1)]
            if k_only and rest.size * kmin <= SEGMENT_WORK:
                runs.append(segmentation.cheapest_runs(table.codes[order], bound, kmin)[0])
            for run in runs:
                candidates.append(_with_runs(own, ok, len(table.counts), order, run))
        if not k_only and rest.size * SEGMENT_LONGEST * kmin <= SEGMENT_WORK:
            checked = orders[0]
    feasible = [c for c in candidates if satisfies(table, models, c)]
    if checked is not None and all(len(np.unique(c)) == 1 for c in feasible):
        # under l / t, when only the whole table as one group passes: runs of up to
        # SEGMENT_LONGEST x kmin rows, each checked against the models, in the first order
        got = segmentation.cheapest_runs(table.codes[checked], bound, kmin, SEGMENT_LONGEST * kmin,
                                         _runs_hold(table, models, checked))
        if got is not None and satisfies(table, models, labels := _with_runs(own, ok, len(table.counts), checked, got[0])):
            feasible.append(labels)
    return min(feasible, key=lambda c: _cost_of(table, c, cost_model))


def _with_runs(own, ok, num_types, order, run) -> np.ndarray:
    """``warm_start``'s candidate: the row types that pass alone keep their groups, the rows of
    ``order`` go to their runs."""
    labels = np.where(ok[own], own, 0)
    labels[order] = num_types + run
    return labels


def _runs_hold(table, models, order):
    """``allowed`` of ``segmentation.cheapest_runs``: whether each run of s consecutive rows of
    ``order`` (by its first position) satisfies ``models`` as one group, from the runs' sensitive
    value counts (prefix sums along the order) by ``repair``'s test of groups."""
    cums, totals = [], []
    for j in range(len(table.sensitive)):
        onehot = np.zeros((order.size + 1, len(table.sa_values[j])), dtype=np.int64)
        onehot[np.arange(1, order.size + 1), table.sa_codes[order, j]] = 1
        cums.append(np.cumsum(onehot, axis=0))
        totals.append(np.bincount(table.sa_codes[:, j], minlength=onehot.shape[1]))

    def allowed(s) -> np.ndarray:
        return groups_hold(table, models, np.full(order.size - s + 1, s), [c[s:] - c[:-s] for c in cums], totals)

    return allowed


def _highspy_version() -> str | None:
    """The installed highspy's version, for the statistics: a proof is HiGHS's (README, "HiGHS versions")."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("highspy")
    except PackageNotFoundError:
        return None


def _whole_units(bound: float) -> int:
    """A float lower bound in units, rounded up to whole units (every release costs a whole number)
    after a 1e-6 relative allowance for floating point."""
    return max(0, math.ceil(bound - 1e-6 * max(1.0, abs(bound))))


def _cost_of(table, labels, cost_model) -> Fraction:
    lab, g = canonical_labels(labels)
    bound = cost_model.bind(table)
    level, _ = bound.generalize(table.codes, lab, g)
    return Fraction(bound.units_of(level, np.bincount(lab, minlength=g)), bound.denominator)


# ---- the MILP -----------------------------------------------------------------------


class TooLarge(Exception):
    """The MILP would exceed MAX_PAIRS pattern variables, or its closed patterns were not mined in
    time (``timed_out``: lns, with the same kmin and less time, would not mine them either)."""

    def __init__(self, message, timed_out=False):
        super().__init__(message)
        self.timed_out = timed_out


class _Solution:
    def __init__(self, labels, dual_bound, proved, status_text, nodes, x=None):
        self.labels, self.dual_bound, self.proved, self.status_text, self.nodes = labels, dual_bound, proved, status_text, nodes
        self.x = x  # rows per pair (the MILP's x columns), when HiGHS returned a solution


class PatternMILP:
    """Builds the pattern MILP of a table and solves it with HiGHS."""

    def __init__(self, table, models, cost_model: CostModel, reference=None, deadline=None):
        """``reference``: (n, [SA counts per column]) of the table t-closeness compares with, when
        ``table`` is a part of it (the heuristic's regions); default ``table`` itself. ``deadline``
        (a ``time.perf_counter()`` value): TooLarge if the closed patterns of a table of many
        columns are not mined by then."""
        self.table = table
        self.deadline = deadline
        self.reference = reference
        self.lp_certified = None  # a lower bound (units) certified on the LP relaxation by ``cuts``
        self.lp_duals = None  # the row duals of the last LP of ``cuts`` or ``lp_bound`` (prices for ``pattern_pruning``)
        self.lp_last_duals = None  # those ``lp_bound`` stopped at, solved or not (prices for ``lp_guided``)
        self._solved_lp = None  # ``lp_bound``'s LP when it ended optimal: ``cuts`` goes on from it (warm)
        self.support_cuts = []  # per support cut of ``cuts``: (its row, the patterns it sums, its cap)
        self.facet_cuts = []  # per share facet of ``cuts``: (pattern, SA column, value, a, b, c)
        self.composition_rows = []  # per composition cut of ``cuts``: (pattern, SA column, a per value, c)
        self.row_cuts = []  # the subset-row cuts of ``cuts`` (``subset_row.Cut``, in this MILP's pairs)
        self.cover = None  # the row types with a cover row (None: all); a part of ``components`` covers its own
        # (prices per row type, bound per pattern), scaled int64, of a Lagrangian relaxation whose
        # pattern bounds hold for any group (``config_lp``): the restricted MILPs get the row
        # cost >= sum_u c_u pi_u + sum_p rc_p open[p] over their own types and patterns
        self.objective_cut = None
        # x[p,u] continuous in ``solve`` (HiGHS branches on open[p] alone: ``_solve_on_patterns``);
        # set by ``_solve_pruned`` under k-anonymity and frequency l-diversity, copied by ``restricted``
        self.branch_on_patterns = False
        self.models, self.cost_model = models, cost_model
        bound = cost_model.bind(table)
        self.denominator = bound.denominator
        # row types: distinct (QI, SA) vectors
        full = np.concatenate([table.codes, table.sa_codes], axis=1)
        cards = table.cards + [len(v) for v in table.sa_values]
        self.row_type, types, self.type_count = group_rows(full, cards)
        m = table.m
        self.type_qi, self.type_sa = types[:, :m], types[:, m:]
        self.kmin = self.min_group_size(models)
        self._patterns(bound)
        # the per-row bound (``bounds.per_row_bound``): each row at its cheapest pattern over >= kmin rows
        # (the cheapest generalization's closure covers the same rows, at no more cost)
        cheapest = np.full(len(self.type_count), np.iinfo(np.int64).max, dtype=np.int64)
        np.minimum.at(cheapest, self.pair_type, self.pair_cost)
        cheapest[cheapest == np.iinfo(np.int64).max] = 0  # a type in no pattern: only when n < kmin
        self.row_bound = Fraction(int((cheapest * self.type_count).sum()), bound.denominator)
        self.least_size = self._least_sizes(models)  # >= kmin; 0: the pattern can hold no group (dropped below)
        self.dead_patterns = int((self.least_size == 0).sum())
        if self.dead_patterns:
            self._drop_patterns(self.least_size > 0)
            self.least_size = self.least_size[self.least_size > 0]
        self._build(models)

    @staticmethod
    def min_group_size(models) -> int:
        """The fewest rows a group can have: k, and l for l-diversity (l values need >= l rows)."""
        kmin = 1
        for model in models:
            if isinstance(model, KAnonymity):
                kmin = max(kmin, model.k)
            elif isinstance(model, LDiversity):
                kmin = max(kmin, math.ceil(model.l))
        return kmin

    # patterns: every generalization (one level per column) of every row type, its closed ones kept;
    # beyond lcm.MINE_ABOVE generalizations per row, the closed patterns mined instead (``lcm``)
    def _patterns(self, bound):
        nt, count = len(self.type_count), bound.count_generalizations()
        if count > lcm.MINE_ABOVE:
            try:
                pat, typ, level = lcm.mine(self.type_qi, self.type_count, bound, self.kmin, MAX_PAIRS, self.deadline)
            except lcm.Unmined as exc:
                raise TooLarge(f"closed patterns of {count:,} generalizations: {exc}", exc.timed_out) from None
            self.pair_pattern, self.pair_type = pat, typ
            self.pair_cost = bound.row_units(level)[pat]
            self.num_patterns, self.num_pairs = len(level), len(pat)
            return
        if nt * count > MAX_PAIRS:  # checked before listing them: 2^30 under 30 suppressed columns
            raise TooLarge(f"{nt * count:,} pattern pairs ({nt} row types x {count} generalizations) exceed {MAX_PAIRS:,}")
        combos, unit = bound.generalizations()
        m = len(bound.columns)
        # a pattern cell is (level, node): number the nodes of each column level by level
        offsets = [np.concatenate([[0], np.cumsum([int(a.max()) + 1 if a.size else 1 for a in col.ancestors])]) for col in bound.columns]
        levels = np.asarray(combos, dtype=np.int64).reshape(len(combos), m)
        cards = [int(o[-1]) + 1 for o in offsets]

        def column_ids(j, col):  # (types, generalizations): the node of column j in each pattern
            node = np.stack([a[self.type_qi[:, j]] for a in col.ancestors])  # (levels, types)
            return (offsets[j][levels[:, j]][:, None] + node[levels[:, j]]).T

        # pair (type, combo) -> pattern; a pattern fixes its levels, so each type meets it once
        if math.prod(cards) < KEY_SPAN:  # one mixed-radix key per pair, numbered by pandas' hash table
            key = np.zeros((nt, len(combos)), dtype=np.int64)
            for j, col in enumerate(bound.columns):
                key *= cards[j]
                key += column_ids(j, col)
            pat = pd.factorize(key.ravel(), sort=False)[0].astype(np.int64)
        else:  # too many nodes for one int64 key: group the id vectors
            ids = np.stack([column_ids(j, col) for j, col in enumerate(bound.columns)], axis=2)
            pat = group_rows(ids.reshape(nt * len(combos), m), cards)[0]
        typ = np.repeat(np.arange(nt), len(combos))
        combo = np.tile(np.arange(len(combos)), nt)
        total = np.bincount(pat, weights=self.type_count[typ])
        # a pattern over fewer than kmin rows can hold no group; the rest must be closed (all the
        # pairs of a kept pattern are kept, so closedness is decided on the kept pairs alone)
        keep = np.flatnonzero(total[pat] >= self.kmin)
        pat, typ, combo = pat[keep], typ[keep], combo[keep]
        keep = closed_patterns(pat, typ, combo, combos, bound, self.type_qi)[pat]
        used, pat = np.unique(pat[keep], return_inverse=True)
        self.pair_pattern, self.pair_type = pat.astype(np.int64), typ[keep]
        self.pair_cost = unit[combo[keep]]
        self.num_patterns = len(used)
        self.num_pairs = len(self.pair_pattern)

    def _build(self, models):
        b = Builder()
        P, npairs = self.num_patterns, self.num_pairs
        c_u = self.type_count
        pp, pt = self.pair_pattern, self.pair_type
        self.implied_rows = 0  # l-diversity and value rows left out as implied (``_l_diversity``, ``_value_count_cuts``)
        self.t_work = []  # per t-closeness row set of a linear work metric: (e columns (P, R), W, SA column, n, N)
        self.x = b.cols(cost=self.pair_cost.astype(float), lo=0.0, hi=c_u[pt].astype(float), integer=True)
        self.open = b.cols(cost=0.0, lo=0.0, hi=1.0, integer=True, count=P)
        self.size = b.cols(cost=0.0, lo=0.0, hi=float(self.table.n), integer=False, count=P)
        # every row type released once
        need = c_u.astype(float) if self.cover is None else np.where(self.cover, c_u, 0).astype(float)
        r = b.rows(lo=need, hi=need)
        b.entries(r[pt], self.x, 1.0)
        # size[p] = sum x
        r = b.rows(lo=0.0, hi=0.0, count=P)
        b.entries(r[pp], self.x, 1.0)
        b.entries(r, self.size, -1.0)
        # linking x <= c_u open
        r = b.rows(lo=-np.inf, hi=0.0, count=npairs)
        b.entries(r, self.x, 1.0)
        b.entries(r, self.open[pp], -c_u[pt].astype(float))
        # size >= kmin open (or more: the least group a pattern's rows allow, ``_least_sizes``)
        r = b.rows(lo=0.0, hi=np.inf, count=P)
        b.entries(r, self.size, 1.0)
        b.entries(r, self.open, -self.least_size.astype(float))
        self.structure_rows = (len(c_u), b.nrows)  # a group's structure (``pattern_pruning.relax`` keeps them)
        for model in models:
            for j, column in enumerate(self.table.sensitive):
                if not applies(model, column):
                    continue
                if isinstance(model, LDiversity):
                    self._l_diversity(b, model, j)
                elif isinstance(model, TCloseness):
                    self._t_closeness(b, model, j)
        self.value_cuts = sum(self._value_count_cuts(b, models, j) for j in range(len(self.table.sensitive)))
        self.builder = b
        self.num_cols, self.num_rows = b.ncols, b.nrows

    def _value_pairs(self, j):
        """(pattern, value) keys of each pair for SA column j, and the distinct keys."""
        r = len(self.table.sa_values[j])
        key = self.pair_pattern * r + self.type_sa[self.pair_type, j]
        keys, inv = np.unique(key, return_inverse=True)
        return keys // r, keys % r, inv, r

    def _value_blocks(self, j):
        """``_value_pairs`` and the pairs ordered by key, each key's block starting at ``start[key]``."""
        kp, kv, inv, r = self._value_pairs(j)
        order = np.argsort(inv, kind="stable")
        return kp, kv, inv, r, order, np.concatenate([[0], np.cumsum(np.bincount(inv, minlength=len(kp)))])

    def _key_count(self, inv, nkeys) -> np.ndarray:
        """Rows of the table per (pattern, value) key of ``_value_pairs``: the most X[p,s] can be."""
        return np.bincount(inv, weights=self.type_count[self.pair_type], minlength=nkeys)

    def _l_diversity(self, b, model, j):
        kp, _, inv, _ = self._value_pairs(j)
        num, den = model.l.numerator, model.l.denominator
        if model.form == "frequency":  # num X[p,s] - den size[p] <= 0
            # implied where the pattern's rows hold few of s: num X <= num count open <= den least open <= den size
            count = np.rint(self._key_count(inv, len(kp))).astype(np.int64)
            need = np.asarray(_times(count, num) > _times(self.least_size[kp], den), dtype=bool)
            row_of = np.full(len(kp), -1)
            row_of[need] = b.rows(lo=-np.inf, hi=0.0, count=int(need.sum()))
            sel = np.flatnonzero(need[inv])
            b.entries(row_of[inv[sel]], self.x[sel], float(num))
            b.entries(row_of[need], self.size[kp[need]], -float(den))
            self.implied_rows += int((~need).sum())
        elif model.form == "distinct":
            y = b.cols(cost=0.0, lo=0.0, hi=1.0, integer=True, count=len(kp))
            rows = b.rows(lo=-np.inf, hi=0.0, count=len(kp))  # y - X[p,s] <= 0
            b.entries(rows, y, 1.0)
            b.entries(rows[inv], self.x, -1.0)
            need = math.ceil(model.l)
            rows = b.rows(lo=0.0, hi=np.inf, count=self.num_patterns)  # sum y - l open >= 0
            b.entries(rows[kp], y, 1.0)
            b.entries(rows, self.open, -float(need))
        elif model.form == "recursive":
            a, bb = model.c.numerator, model.c.denominator
            need = int(model.l) - 1
            # X[p,s] as explicit variables, one per (pattern, value) present
            xs = b.cols(cost=0.0, lo=0.0, hi=float(self.table.n), integer=False, count=len(kp))
            rows = b.rows(lo=0.0, hi=0.0, count=len(kp))
            b.entries(rows[inv], self.x, 1.0)
            b.entries(rows, xs, -1.0)
            starts = np.searchsorted(kp, np.arange(self.num_patterns + 1))
            for p in range(self.num_patterns):
                vals = list(range(starts[p], starts[p + 1]))  # indices into xs
                if len(vals) < need + 1:  # fewer than l values: the tail is empty, r1 < 0 impossible
                    row = b.rows(lo=-np.inf, hi=0.0, count=1)
                    b.entries(row, self.open[[p]], 1.0)
                    continue
                for s in vals:
                    for A in itertools.combinations(vals, need):
                        row = b.rows(lo=-np.inf, hi=0.0, count=1)[0]
                        coef = {s: float(bb)}
                        for v in A:
                            coef[v] = coef.get(v, 0.0) + float(a)
                        idx = np.array(list(coef), dtype=np.int64)
                        b.entries(np.full(len(idx), row), xs[idx], np.array(list(coef.values())))
                        b.entries(np.array([row, row]), np.array([self.size[p], self.open[p]]), np.array([-float(a), 1.0]))

    def _reference_counts(self, j):
        """(n, SA value counts) of the table t-closeness compares with, for SA column j."""
        if self.reference is None:
            return self.table.n, np.bincount(self.table.sa_codes[:, j], minlength=len(self.table.sa_values[j]))
        return self.reference[0], np.asarray(self.reference[1][j])

    def value_fractions(self, models, j):
        """(lo, hi): bounds lo_i <= X_i / |G| <= hi_i on the share of each value i of SA column j
        in every group satisfying ``models`` (``shares.value_fractions``)."""
        return shares.value_fractions(models, self.table.sensitive[j], self.table.sa_values[j], *self._reference_counts(j))

    def _least_sizes(self, models) -> np.ndarray:
        """Per pattern, a lower bound on the size of any group it can hold, 0 where it can hold none
        (``shares``: the value shares of l-diversity and t-closeness, and the values absent from
        the pattern's rows under t-closeness); a pattern with 0 is dropped, exactly (a feasible
        group's lowest common ancestor always passes). Adult, 2,000 rows, 6 QIs, k = 5, t = 0.2
        on salary-class: 755 of 2,565 patterns dropped."""
        least = np.full(self.num_patterns, self.kmin, dtype=np.int64)
        for j in range(len(self.table.sensitive)):
            supply = np.zeros((self.num_patterns, len(self.table.sa_values[j])))
            np.add.at(supply, (self.pair_pattern, self.type_sa[self.pair_type, j]), self.type_count[self.pair_type])
            least = shares.column_least_sizes(models, self.table.sensitive[j], self.table.sa_values[j],
                                              *self._reference_counts(j), supply, self.kmin, least)
        return least

    def _drop_patterns(self, keep) -> None:
        """Remove the patterns where ``keep`` is False, with their pairs, and renumber the rest."""
        kept_pair = keep[self.pair_pattern]
        renumber = np.cumsum(keep) - 1
        self.pair_pattern = renumber[self.pair_pattern[kept_pair]]
        self.pair_type = self.pair_type[kept_pair]
        self.pair_cost = self.pair_cost[kept_pair]
        self.num_patterns = int(keep.sum())
        self.num_pairs = len(self.pair_pattern)

    def _value_count_cuts(self, b, models, j) -> int:
        """"Values every group needs" (integer rounding of ``value_fractions``): an open pattern
        holds a group of at least kmin rows, so it holds at least ceil(lo_i kmin) rows of value i
        and at least ceil((1 - hi_i) kmin) rows of other values:
            X[p,i] >= ceil(lo_i kmin) open[p],    size[p] - X[p,i] >= ceil((1 - hi_i) kmin) open[p].
        The LP only asks lo_i kmin open[p] (fractional). Adult, 2,000 rows, 6 QIs, k = 5,
        t = 0.2 on salary-class (q = 0.257): every group needs a row > 50K; LP 2782.5 -> 2813.6.
        The 1e-9 below keeps float error from rounding a whole number up. Returns rows added."""
        lo, hi = self.value_fractions(models, j)
        need_in = np.ceil(lo * self.kmin - 1e-9)
        need_out = np.ceil((1.0 - hi) * self.kmin - 1e-9)
        # only where the rounding adds something (else the LP already has the row's strength)
        more_in = need_in > np.maximum(lo * self.kmin, 0.0) + 1e-9
        more_out = need_out > (1.0 - hi) * self.kmin + 1e-9
        sa = self.type_sa[self.pair_type, j]
        P, added = self.num_patterns, 0
        for i in np.flatnonzero(more_in):  # X[p,i] - c open[p] >= 0, for every pattern
            sel = np.flatnonzero(sa == i)
            rows = b.rows(lo=0.0, hi=np.inf, count=P)
            b.entries(rows[self.pair_pattern[sel]], self.x[sel], 1.0)
            b.entries(rows, self.open, -float(need_in[i]))
            added += P
        kp, kv, inv, _ = self._value_pairs(j)
        # size - X[p,i] - c open >= 0, where p holds value i; implied where the pattern's rows hold few
        # of value i: size - X >= (least - count) open
        implied = self.least_size[kp] - self._key_count(inv, len(kp)) >= need_out[kv]
        self.implied_rows += int((more_out[kv] & implied).sum())
        keys = np.flatnonzero(more_out[kv] & ~implied)
        if keys.size:                       # (elsewhere X[p,i] = 0 and size >= kmin open is stronger)
            row_of = np.full(len(kp), -1)
            row_of[keys] = b.rows(lo=0.0, hi=np.inf, count=keys.size)
            b.entries(row_of[keys], self.size[kp[keys]], 1.0)
            sel = np.flatnonzero(row_of[inv] >= 0)
            b.entries(row_of[inv[sel]], self.x[sel], -1.0)
            b.entries(row_of[keys], self.open[kp[keys]], -need_out[kv[keys]])
            added += keys.size
        return added

    def _t_closeness(self, b, model, j):
        table = self.table
        metric = model.metric.bind(table.sa_values[j], table.sensitive[j])
        r = len(table.sa_values[j])
        if self.reference is None:
            n, N = table.n, np.bincount(table.sa_codes[:, j], minlength=r).astype(float)
        else:
            n, N = self.reference[0], np.asarray(self.reference[1][j], dtype=float)
        sa_of_pair = self.type_sa[self.pair_type, j]
        P = self.num_patterns
        num, den = model.t.numerator, model.t.denominator
        if isinstance(metric, LinearWorkMetric):
            W = work_matrix(metric, r)  # (R, r)
            W = W[np.any(W != 0, axis=1)]
            R = W.shape[0]
            # e's upper bound is implied by the t row below (den sum e <= num scale n size, size <= the
            # table's rows); stated, so that every column is bounded (``lp_bound``'s certificate needs it)
            e_hi = float(num) * metric.scale * n * table.n / float(den) * (1 + 1e-9) + 1.0
            e = b.cols(cost=0.0, lo=0.0, hi=e_hi, integer=False, count=P * R)
            self.t_work.append((e.reshape(P, R), W, j, n, N))
            WN = W @ N
            for sign in (1.0, -1.0):  # e[p,q] - sign * (W D)[p,q] >= 0
                rows = b.rows(lo=0.0, hi=np.inf, count=P * R).reshape(P, R)
                b.entries(rows.ravel(), e, 1.0)
                nz_q, nz_v = np.nonzero(W)
                # pairs x contribute n W[q, sa] to (W D)[p, q]
                for q, v in zip(nz_q, nz_v):
                    sel = np.flatnonzero(sa_of_pair == v)
                    b.entries(rows[self.pair_pattern[sel], q], self.x[sel], -sign * n * W[q, v])
                b.entries(rows.ravel(), np.repeat(self.size, R), np.tile(sign * WN, P))
            rows = b.rows(lo=-np.inf, hi=0.0, count=P)  # den sum e - num scale n size <= 0
            b.entries(np.repeat(rows, R), e, float(den))
            b.entries(rows, self.size, -float(num) * metric.scale * n)
        else:
            D = metric.distance_matrix()
            support = np.flatnonzero(N > 0)
            kp, kv, inv, _ = self._value_pairs(j)
            S = len(support)
            g = b.cols(cost=0.0, lo=0.0, hi=float(table.n), integer=False,  # implied: sum_j g = X <= n
                       count=len(kp) * S).reshape(len(kp), S)
            rows = b.rows(lo=0.0, hi=0.0, count=len(kp))  # sum_j g[p,i,j] = X[p,i]
            b.entries(np.repeat(rows, S), g.ravel(), 1.0)
            b.entries(rows[inv], self.x, -1.0)
            rows = b.rows(lo=0.0, hi=0.0, count=P * S).reshape(P, S)  # n sum_i g[p,i,j] = N_j size[p]
            b.entries(rows[kp].ravel(), g.ravel(), float(n))
            b.entries(rows.ravel(), np.repeat(self.size, S), -np.tile(N[support], P))
            rows = b.rows(lo=-np.inf, hi=0.0, count=P)  # sum d g - t size <= 0
            b.entries(np.repeat(rows[kp], S), g.ravel(), D[np.repeat(kv, S), np.tile(support, len(kp))])
            b.entries(rows, self.size, -float(model.t))

    def cuts(self, time_limit, models=()) -> dict:
        """Add to the MILP the violated cuts of its LP relaxation, of two families.

        Groups inside a support. Every open pattern holds one group of at least kmin rows, all of
        its support (the rows it generalizes), and groups are disjoint. So for any pattern q with
        T_q rows in its support, the patterns p whose support lies inside q's hold at most
        floor(T_q / kmin) groups:

            sum_{p : supp(p) within supp(q)} open[p] <= floor(T_q / kmin)

        (a Chvatal-Gomory rounding of the LP's sum size[p] <= T_q; valid for every model, since
        kmin is the fewest rows any group may have). The LP may break it: patterns with fractional
        opens share a support too small for that many groups. Adult, 2,000 rows, 6 QIs, k = 5:
        4 cuts lift the LP from 1966.28 to 1969.37 and HiGHS then proves the optimum 1974 in 49 s
        instead of 120 s (1,000 rows, k = 10: 3 cuts, 1560.50 -> 1561.71).

        Share facets (l-diversity, t-closeness: ``models``). Each value i of an SA column keeps
        lo_i <= X_i / |G| <= hi_i in every group (``value_fractions``), so (size[p], X[p,i]) of an
        open pattern is an integer point of the set ``shares.hull_facets`` describes, and
        a size[p] + b X[p,i] >= c open[p] holds for each edge (a, b, c) of that set's hull (open
        0: all three are 0). Adult, 2,000 rows, 6 QIs, k = 5, t = 0.2 on salary-class: 684 cuts
        in 6 rounds, LP 2813.61 -> 2843.80.

        Supply facets (SUPPLY_FACETS): the same hull within what pattern p's rows hold -- at most S
        rows of value i and N - S of others, and size[p] >= least_size[p] -- for each pattern the LP
        opens, the most violated edge (``shares.supply_facets``; hulls cached by (least, S, N - S)).
        With two values (t on salary-class) this is the hull of the pattern's whole count vector.
        Adult, 2,000 rows, 6 QIs, t = 0.2: LP 2708.38 / 2846.86 / 3162.02 at k = 2 / 5 / 10, against
        2707.76 / 2843.85 / 3159.95 with the shares' facets alone.

        Composition cuts (t-closeness on a column of 3 to ``composition_cuts.MAX_VALUES`` values):
        a.X[p] >= c open[p], X[p] the pattern's vector of value counts, for the facets (a, c) of
        the hull of the count vectors a whole group can have (``composition_cuts``); per pattern
        the most violated one. The hulls are built once the first LP is solved, and the loop may
        then take COMPOSITION_CUT_FACTOR times ``time_limit``.

        Subset-row cuts (SUBSET_ROW_CUTS, off by default): for three rows alone in their row types,
        per pattern 2 (x_a + x_b - open[p]) or x_a + x_b + x_c - open[p], summed, <= 2
        (``subset_row``), for at most SUBSET_ROW_ROUNDS rounds; kept in ``row_cuts``, and carried
        into the restricted MILPs (SUBSET_ROW_RESTRICTED).

        Loop: solve the LP, add every violated cut, solve again (warm), until none is violated
        or ``time_limit`` is spent (from ``lp_bound``'s optimal LP when it ran: no LP solved twice).
        Returns counts for the statistics; ``lp_certified`` keeps the best bound (units) the LPs'
        duals certify (``lp_bound.certified_bound``); ``lp_duals`` the last LP's, or the last
        optimal LP's once there was one (duals of an LP stopped at the time limit price worse)."""
        import highspy

        from .lp_bound import certified_bound

        started = time.perf_counter()
        P, nt = self.num_patterns, len(self.type_count)
        # composition cuts: their hulls built once the first LP is solved (an LP that does not end
        # in time leaves them unused)
        hulls = None if COMPOSITION_CUTS and self._composition_columns(models) else []
        if (self.kmin <= 1 and hulls == []) or P == 0:
            return {"support_cuts": 0, "share_cuts": 0}
        from scipy.sparse import csr_matrix

        member = csr_matrix((np.ones(self.num_pairs), (self.pair_pattern, self.pair_type)), shape=(P, nt))
        supp = np.asarray(member.sum(axis=1)).ravel()
        cap = np.floor(np.asarray(member @ self.type_count.astype(float)).ravel() / self.kmin)
        if self.kmin <= 1:  # composition cuts alone (t-closeness without k)
            cap[:] = np.inf
        facets = self._share_facets(models) if self.kmin > 1 else []
        supplied = self._supply_blocks(models) if self.kmin > 1 and SUPPLY_FACETS else []
        seen, hull_of = set(), {}  # share facets added (pattern, SA column, value, a, b, c); supply hulls by key
        composed = set()  # (pattern, SA column, cut) already added
        triples, row_rounds = set(), 0  # subset-row cuts: the row triples separated, the rounds that found some
        h = self.relaxation() if self._solved_lp is None else self._solved_lp
        self._solved_lp = None
        added, shared, rounds, first, last = set(), 0, 0, None, None

        def add(cols, vals, lo, hi):
            cols = np.asarray(cols, dtype=np.int32)
            vals = np.asarray(vals, dtype=float)
            h.addRow(lo, hi, len(cols), cols, vals)
            row = self.builder.rows(lo=lo, hi=hi, count=1)
            self.builder.entries(np.full(len(cols), row[0]), cols, vals)

        def add_facet(p, j, i, a, b, c, xs):  # a size[p] + b X[p,i] - c open[p] >= 0, X[p,i] the sum of xs
            add(np.concatenate([[self.size[p], self.open[p]], xs]), np.concatenate([[a, -c], np.full(len(xs), b)]),
                0.0, np.inf)
            self.facet_cuts.append((p, j, i, a, b, c))
            seen.add((p, j, i, a, b, c))

        while True:
            left = time_limit - (time.perf_counter() - started)
            if left <= 0.05:
                break
            h.setOptionValue("time_limit", float(left))
            h.run()
            if hulls is None and h.getModelStatus() == highspy.HighsModelStatus.kOptimal:
                hulls = self._composition_hulls(models)
                if hulls:  # the rounds of composition cuts may take longer (COMPOSITION_CUT_FACTOR)
                    time_limit *= COMPOSITION_CUT_FACTOR
            certified = certified_bound(h)  # a bound of its own, should HiGHS's MILP end before its root LP
            optimal = h.getModelStatus() == highspy.HighsModelStatus.kOptimal
            if h.getSolution().dual_valid and (optimal or not rounds and self.lp_duals is None):
                self.lp_duals = np.asarray(h.getSolution().row_dual, dtype=float)
            if certified is not None and (self.lp_certified is None or certified > self.lp_certified):
                self.lp_certified = certified
            if not optimal:
                break
            last = h.getInfo().objective_function_value
            first = last if first is None else first
            rounds += 1
            col = np.asarray(h.getSolution().col_value)
            opened = col[self.open]
            pos = np.flatnonzero(opened > 1e-9)
            inside = np.asarray((member[pos] @ member.T).todense()) == supp[pos][:, None]  # supp(pos) within supp(q)
            load = opened[pos] @ inside
            violated = [q for q in np.flatnonzero(load > cap + 1e-6) if q not in added]
            if violated:
                within = np.asarray((member @ member[violated].T).todense()) == supp[:, None]  # (P, violated)
                for j, q in enumerate(violated):
                    members = np.flatnonzero(within[:, j])
                    self.support_cuts.append((self.builder.nrows, members, int(cap[q])))
                    add(self.open[members], np.ones(len(members)), -np.inf, float(cap[q]))
                    added.add(q)
            cut = 0
            size = col[self.size]
            for j, i, kp, inv, order, start, keys, abc in facets:  # a size + b X - c open >= 0 where the LP breaks it
                X = np.bincount(inv, weights=col[self.x], minlength=len(kp))[keys]
                p = kp[keys]
                lhs = abc[:, 0, None] * size[p] + abc[:, 1, None] * X - abc[:, 2, None] * opened[p]
                bad = lhs < -1e-6 * np.abs(abc).sum(axis=1)[:, None]
                for f, e in zip(*np.nonzero(bad)):
                    a, b, c = (float(v) for v in abc[f])
                    add_facet(int(p[e]), j, i, a, b, c, self.x[order[start[keys[e]]:start[keys[e] + 1]]])
                    cut += 1
            for j, i, lo, hi, kp, inv, order, start, keys, count, total in supplied:  # the most violated per pattern
                X = np.bincount(inv, weights=col[self.x], minlength=len(kp))[keys]
                p = kp[keys]
                for e in np.flatnonzero((opened[p] > 1e-9) & (self.least_size[p] > 0)):  # (0: a part's hub, free)
                    q, got = int(p[e]), int(count[keys[e]])
                    hull = (j, i, int(self.least_size[q]), got, int(total[q]) - got)  # least, supply, others
                    if hull not in hull_of:
                        hull_of[hull] = np.array(shares.supply_facets(lo, hi, *hull[2:]), dtype=np.int64).reshape(-1, 3)
                    abc = hull_of[hull]
                    if not len(abc):
                        continue
                    norm = np.abs(abc).sum(axis=1)
                    slack = (abc[:, 0] * size[q] + abc[:, 1] * X[e] - abc[:, 2] * opened[q]) / norm
                    f = int(np.argmin(slack))
                    a, b, c = (float(v) for v in abc[f])
                    if slack[f] >= -1e-6 or (q, j, i, a, b, c) in seen:
                        continue
                    add_facet(q, j, i, a, b, c, self.x[order[start[keys[e]]:start[keys[e] + 1]]])
                    cut += 1
            shared += cut
            before = len(composed)
            for j, a, c, blocks in hulls:  # a.X[p] - c open[p] >= 0, the most violated cut per pattern
                kp, kv, inv = blocks[:3]
                X = np.zeros((P, a.shape[1]))
                X[kp, kv] = np.bincount(inv, weights=col[self.x], minlength=len(kp))
                slack = (X @ a.T - opened[:, None] * c[None, :]) / np.abs(a).sum(axis=1)[None, :]
                worst = np.argmin(slack, axis=1)
                for p in np.flatnonzero(slack.min(axis=1) < -1e-6):
                    f = int(worst[p])
                    if (int(p), j, f) in composed:
                        continue
                    composed.add((int(p), j, f))
                    add(*self._composition_row(int(p), a[f], int(c[f]), blocks), 0.0, np.inf)
                    self.composition_rows.append((int(p), j, a[f], int(c[f])))
            rowed = []
            if SUBSET_ROW_CUTS and row_rounds < SUBSET_ROW_ROUNDS:
                rowed = subset_row.separate(self, col, triples)
            for c in rowed:  # sum over patterns of 2 (x_a + x_b - open) or (x_a + x_b + x_c - open) <= 2
                add(*c.entries(self), -np.inf, 2.0)
                self.row_cuts.append(c)
            row_rounds += bool(rowed)
            if not violated and not cut and len(composed) == before and not rowed:
                break
        self.num_rows = self.builder.nrows
        return {"support_cuts": len(added), "share_cuts": shared, "composition_cuts": len(composed),
                "subset_row_cuts": len(self.row_cuts), "cut_rounds": rounds,
                "lp_before_cuts": None if first is None else shown(Fraction(first) / self.denominator),
                "lp_after_cuts": None if last is None else shown(Fraction(last) / self.denominator)}

    def pruning(self):
        """The Lagrangian bounds of ``pattern_pruning`` at the prices of the last LP of ``cuts`` or
        ``lp_bound`` (None: no LP was solved, or ``relax`` declined)."""
        if self.lp_duals is None:
            return None
        return relax(self, self.lp_duals)

    def group_patterns(self, labels):
        """Per group of the release ``labels`` (in label order): (the cheapest pattern of this MILP
        that generalizes every row of the group, or None when none does; the row type of each of its
        rows). A feasible group has one: its rows' lowest common ancestor (``config_lp``'s start,
        ``lp_guided``'s)."""
        unit = np.zeros(self.num_patterns)
        unit[self.pair_pattern] = self.pair_cost
        by_type = np.argsort(self.pair_type, kind="stable")
        type_start = np.searchsorted(self.pair_type[by_type], np.arange(len(self.type_count) + 1))
        _, inverse = np.unique(labels, return_inverse=True)
        order = np.argsort(inverse, kind="stable")
        for rows in np.split(order, np.flatnonzero(np.diff(inverse[order])) + 1):
            types = self.row_type[rows]
            common = None
            for t in np.unique(types):
                here = np.sort(self.pair_pattern[by_type[type_start[t]:type_start[t + 1]]])
                common = here if common is None else np.intersect1d(common, here, assume_unique=True)
            yield (int(common[np.argmin(unit[common])]) if common.size else None), types

    def covers_every_type(self, keep_pairs) -> bool:
        """Whether every row type keeps a pair (else no release uses only the kept pairs)."""
        return bool(np.bincount(self.pair_type[keep_pairs], minlength=len(self.type_count)).min() > 0)

    def restricted(self, keep_pairs, cover=None, free=None) -> "PatternMILP":
        """This MILP with only the pairs where ``keep_pairs`` is True (the patterns left without a
        pair go), built anew with its support cuts over the patterns kept (still valid: a sum of
        fewer opens) and the share facets of the patterns kept (over the pairs kept: a pair gone
        holds no row). ``kept_pairs``: where its pairs sit among this MILP's. ``cover``: the row
        types that must be released (a part of ``components``: its own; default every type);
        ``labels_from`` then does not apply (the part's solution goes back into this MILP's).
        ``free``: patterns (a mask over this MILP's) whose group structure is relaxed — least size
        0, no support cut or share facet over them — a relaxation (``components``' hubs)."""
        sub = copy.copy(self)
        sub.cover = cover
        sub.kept_pairs = np.flatnonzero(keep_pairs)
        sub.pair_pattern, sub.pair_type = self.pair_pattern[keep_pairs], self.pair_type[keep_pairs]
        sub.pair_cost, sub.num_pairs = self.pair_cost[keep_pairs], int(np.count_nonzero(keep_pairs))
        keep = np.bincount(sub.pair_pattern, minlength=self.num_patterns) > 0
        sub._drop_patterns(keep)
        sub.least_size = self.least_size[keep] if free is None else np.where(free[keep], 0, self.least_size[keep])
        sub.lp_certified, sub.lp_duals, sub.lp_last_duals, sub.support_cuts, sub.facet_cuts = None, None, None, [], []
        sub.composition_rows = []
        sub._solved_lp = None
        sub._build(self.models)
        renumber = np.cumsum(keep) - 1
        pair_map = np.full(self.num_pairs, -1, dtype=np.int64)
        pair_map[sub.kept_pairs] = np.arange(sub.num_pairs)
        pattern_map = np.where(keep, renumber, -1)
        sub.row_cuts = [c for c in (cut.restricted(pair_map, pattern_map) for cut in self.row_cuts) if c is not None] \
            if SUBSET_ROW_RESTRICTED else []
        for c in sub.row_cuts:  # valid over any subset of the pairs (``subset_row``)
            cols, vals = c.entries(sub)
            row = sub.builder.rows(lo=-np.inf, hi=2.0, count=1)[0]
            sub.builder.entries(np.full(len(cols), row), cols, vals)
        for _, members, cap in self.support_cuts:
            if free is not None and free[members].any():
                continue
            members = renumber[members[keep[members]]]
            if len(members) > cap:
                row = sub.builder.rows(lo=-np.inf, hi=float(cap), count=1)
                sub.builder.entries(np.full(len(members), row[0]), sub.open[members], 1.0)
        keys = {}  # per SA column: the pairs by (pattern, value) key
        for p, j, i, a, b, c in self.facet_cuts:
            if not keep[p] or (free is not None and free[p]):
                continue
            if j not in keys:
                kp, kv, _, r, order, start = sub._value_blocks(j)
                keys[j] = (kp * r + kv, r, order, start)
            key, r, order, start = keys[j]
            q = int(renumber[p])
            e = int(np.searchsorted(key, q * r + i))
            xs = sub.x[order[start[e]:start[e + 1]]] if e < len(key) and key[e] == q * r + i else sub.x[:0]
            row = sub.builder.rows(lo=0.0, hi=np.inf, count=1)[0]
            sub.builder.entries(np.full(len(xs) + 2, row), np.concatenate([[sub.size[q], sub.open[q]], xs]),
                                np.concatenate([[a, -c], np.full(len(xs), b)]))
        blocks = {}  # per SA column: ``_value_blocks`` of the restricted MILP
        for p, j, a, c in self.composition_rows:
            if not keep[p] or (free is not None and free[p]):
                continue
            if j not in blocks:
                blocks[j] = sub._value_blocks(j)
            cols, vals = sub._composition_row(int(renumber[p]), a, c, blocks[j])
            row = sub.builder.rows(lo=0.0, hi=np.inf, count=1)[0]
            sub.builder.entries(np.full(len(cols), row), cols, vals)
        if self.objective_cut is not None and free is None:
            # any release's groups, each under its pattern p, cost at least their rows' prices plus
            # rc_p each; over a part, its own rows and patterns (they hold its rows alone)
            pi, rc = self.objective_cut
            types = np.arange(len(self.type_count)) if cover is None else np.flatnonzero(cover)
            rc_kept = np.where(rc[keep] >= config_lp.INF, 0, rc[keep])  # no group there: never open
            row = sub.builder.rows(lo=float(int((self.type_count[types].astype(np.int64) * pi[types]).sum())) / SCALE,
                                   hi=np.inf, count=1)[0]
            sub.builder.entries(np.full(sub.num_pairs + sub.num_patterns, row), np.concatenate([sub.x, sub.open]),
                                np.concatenate([sub.pair_cost.astype(float), -rc_kept.astype(float) / SCALE]))
        sub.num_rows = sub.builder.nrows
        return sub

    def relaxation(self):
        """A HiGHS instance of the MILP's LP relaxation as it stands (cuts included), presolve off."""
        import highspy

        h = self.builder.highs()
        n = self.num_cols
        h.changeColsIntegrality(n, np.arange(n, dtype=np.int32), np.full(n, highspy.HighsVarType.kContinuous))
        h.setOptionValue("presolve", "off")
        return h

    def lp_bound(self, time_limit, floor=None) -> tuple[float | None, bool, str]:
        """The LP relaxation by dual simplex for at most ``time_limit`` seconds (None: to the end), here:
        (a certified lower bound in units from the duals it holds when it stops, solved or not —
        ``lp_bound.certified_bound``; None if none —, whether it was solved, the pricing used).

        ``floor`` (units, a bound known already): if after LP_PROBE of the time HiGHS's default
        pricing (dual steepest edge) has not even reached it, the LP starts again with Devex
        pricing for the rest. Adult, 2,000 rows, 9 QIs, t = 0.2: k = 10 reaches 1,672 in 10 s
        against the per-row bound 4,111, then 5157 with Devex by 58 s (steepest edge: 1,850 at 40 s);
        k = 5 and the 5,000-row 6-QI k = 5 case pass the probe (4681 > 3491, 5931 > 3466) and keep
        steepest edge, under which the latter is solved in 27 s (Devex: not in 40 s)."""
        import highspy

        from .lp_bound import certified_bound

        started = time.perf_counter()

        def run(h, seconds):  # HiGHS's time limit counts its own runs; about 0.5 s kept for the certificate
            if seconds is not None:
                h.setOptionValue("time_limit", h.getRunTime() + max(0.01, seconds - 0.5))
            h.run()
            return h.getModelStatus() == highspy.HighsModelStatus.kOptimal

        def left():
            return None if time_limit is None else time_limit - (time.perf_counter() - started)

        h, pricing = self.relaxation(), "steepest edge"  # HiGHS's choice
        if floor is not None and time_limit is not None:
            if not run(h, LP_PROBE * left()) and h.getInfo().objective_function_value < floor:
                h, pricing = self.relaxation(), "devex"
                h.setOptionValue("simplex_dual_edge_weight_strategy", 1)
        solved = run(h, left())
        # the prices it stopped at, solved or not (``lp_guided`` ranks pairs by them)
        self.lp_last_duals = np.asarray(h.getSolution().row_dual, dtype=float) if h.getSolution().dual_valid else None
        if solved and self.lp_last_duals is not None:  # prices for ``pattern_pruning``
            self.lp_duals = self.lp_last_duals
            self._solved_lp = h
        return certified_bound(h), solved, pricing

    def _composition_columns(self, models) -> list:
        """(j, the table's rows of each value) per SA column j that ``composition_cuts`` takes."""
        out = []
        for j, column in enumerate(self.table.sensitive):
            own = np.bincount(self.table.sa_codes[:, j], minlength=len(self.table.sa_values[j]))
            if composition_cuts.takes(models, column, self.table.sa_values[j], own):
                out.append((j, own))
        return out

    def _composition_hulls(self, models) -> list:
        """Per SA column j of ``_composition_columns``: (j, the cuts' a (rows, per value) and c of
        ``composition_cuts.CompositionHull``, ``_value_blocks(j)``); columns without cuts left out."""
        out = []
        for j, own in self._composition_columns(models):
            hull = composition_cuts.CompositionHull(models, self.table.sensitive[j], self.table.sa_values[j],
                                                    *self._reference_counts(j), own, self.kmin, self.table.n)
            a, c = hull.cuts
            if len(c):
                out.append((j, a, c, self._value_blocks(j)))
        return out

    def _composition_row(self, p, a, c, blocks):
        """Columns and coefficients of a.X[p] - c open[p] (``blocks``: ``_value_blocks`` of the cut's
        column; X[p,i] is the sum of the pairs of key (p, i))."""
        kp, kv, _, _, order, start = blocks
        cols, vals = [np.array([self.open[p]])], [np.array([-float(c)])]
        for e in range(int(np.searchsorted(kp, p)), int(np.searchsorted(kp, p, side="right"))):
            if a[kv[e]]:
                xs = self.x[order[start[e]:start[e + 1]]]
                cols.append(xs)
                vals.append(np.full(len(xs), float(a[kv[e]])))
        return np.concatenate(cols), np.concatenate(vals)

    def _share_facets(self, models) -> list:
        """Per SA column j and value i with share bounds: (j, i, pattern of each key (pattern, value) of
        ``_value_pairs``, key of each pair, the pairs ordered by key with each key's start in that
        order, the keys of value i, value i's hull facets (a, b, c) of ``shares.hull_facets``); under
        entropy l-diversity (``models`` may hold it though the MILP poses its relaxation), per value
        i and number r of values among a pattern's rows, the keys of value i on such patterns and the
        facets of ``entropy_cuts.share_extremes``."""
        out = []
        for j in range(len(self.table.sensitive)):
            lo, hi = self.value_fractions(models, j)
            hulls = {}
            for i in np.flatnonzero((lo > 0) | (hi < 1)):
                hulls[int(i)] = shares.hull_facets(float(lo[i]), float(hi[i]), self.kmin, self.table.n)
            if not any(hulls.values()):
                continue
            kp, kv, inv, _, order, start = self._value_blocks(j)
            for i, abc in hulls.items():
                if abc:
                    out.append((j, i, kp, inv, order, start, np.flatnonzero(kv == i), np.array(abc, dtype=np.int64)))
        for model in models:  # entropy l-diversity: facets by the number r of values a pattern's rows hold
            if not entropy_cuts.is_entropy(model):
                continue
            for j, column in enumerate(self.table.sensitive):
                if not applies(model, column):
                    continue
                kp, kv, inv, _, order, start = self._value_blocks(j)
                r_key = np.bincount(kp, minlength=self.num_patterns)[kp]
                for r in np.unique(r_key):
                    abc = shares.facets_of(entropy_cuts.share_extremes(model.l, int(r), int(self.kmin), int(self.table.n)))
                    for i in np.unique(kv[r_key == r]) if abc else ():
                        out.append((j, int(i), kp, inv, order, start, np.flatnonzero((kv == i) & (r_key == r)),
                                    np.array(abc, dtype=np.int64)))
        return out

    def _supply_blocks(self, models) -> list:
        """Per SA column j and value i with share bounds (not entropy l-diversity's): (j, i, lo_i, hi_i,
        ``_value_blocks``'s pattern of each key, key of each pair, pair order and starts, the keys of
        value i, rows of the table per key, rows per pattern): what ``cuts`` needs for the supply facets
        (``shares.supply_facets``) of each pattern the LP opens."""
        out = []
        total = np.bincount(self.pair_pattern, weights=self.type_count[self.pair_type], minlength=self.num_patterns)
        for j in range(len(self.table.sensitive)):
            lo, hi = self.value_fractions(models, j)
            bounded = np.flatnonzero((lo > 0) | (hi < 1))
            if not bounded.size:
                continue
            kp, kv, inv, _, order, start = self._value_blocks(j)
            count = self._key_count(inv, len(kp))
            for i in bounded:
                out.append((j, int(i), float(lo[i]), float(hi[i]), kp, inv, order, start, np.flatnonzero(kv == i),
                            count, total))
        return out

    def labels_from(self, xval) -> np.ndarray | None:
        """Rows of each type handed to its patterns in order (deterministic)."""
        xi = np.rint(xval).astype(np.int64)
        labels = np.empty(self.table.n, dtype=np.int64)
        rows_of_type = np.argsort(self.row_type, kind="stable")
        type_start = np.concatenate([[0], np.cumsum(self.type_count)])
        order = np.lexsort((self.pair_pattern, self.pair_type))
        fill = type_start[:-1].copy()
        for i in order:
            cnt = xi[i]
            if cnt <= 0:
                continue
            t = self.pair_type[i]
            labels[rows_of_type[fill[t]:fill[t] + cnt]] = self.pair_pattern[i]
            fill[t] += cnt
        if not np.array_equal(fill, type_start[1:]):
            return None
        return labels

    def solve(self, time_limit, seed, progress=None, cutoff=None, options=None, stop_after=None, start=None) -> _Solution:
        """``cutoff``: only solutions cheaper than this (units) are wanted (HiGHS's objective_bound:
        it prunes every node whose LP bound exceeds it). With a cutoff, HiGHS's dual bound D proves
        only min(D, cutoff), and "Optimal" may come with a solution at or above the cutoff: on
        Adult's 2,000-row 6-QI k = 5 MILP (optimum 1974), objective_bound 1973.5 came back
        "Optimal" with a solution of 1978 and dual bound 1978 (what it proves: nothing below 1973.5).
        Without a solution below the cutoff the status is "Infeasible" or that "Optimal", or
        "Interrupted by user" once D reaches the cutoff (BOUND_STOP: the run has its answer then).
        ``options``: more HiGHS options (e.g. the heuristic's for its many small regions).
        ``stop_after``: for a model solved in this process, stop at the first solution found
        after so many seconds (``highs_runner.run_here``); ignored for the larger ones.
        ``start``: a feasible value per column (``start_from``) for HiGHS to start from; only
        ``_solve_pruned`` gives one. (The pattern greedy's partition is not handed in: it made
        HiGHS slower — Adult, 500 rows, 9 QIs, k = 2: proof in 21 s instead of 3.6 s, its cut loop
        longer with an incumbent.)
        With ``branch_on_patterns`` set, x[p,u] is continuous and the patterns alone are branched on
        (``_solve_on_patterns``)."""
        settings = {
            "output_flag": False,
            "random_seed": int(seed) % (2**31 - 1),
            "mip_rel_gap": 0.0,
            "mip_abs_gap": 0.999,  # costs are whole numbers of units
            "threads": 1,
            # HiGHS 1.14-1.15.1 presolve returned a wrong optimum ("optimal" 2 where 0 is
            # feasible) on a 5-row instance (tests/data/highs_presolve_regression.mps);
            # 1.12-1.13 were right. Presolve stays off: a slower correct answer.
            "presolve": "off",
        }
        settings |= dict(options or {})
        if cutoff is not None:  # branch and bound prunes every node that cannot beat it
            settings["objective_bound"] = float(cutoff)
        if self.branch_on_patterns:
            return self._solve_on_patterns(time_limit, settings, progress, start, stop_after)
        out = self._run(self.builder, time_limit, settings, progress, stop_after, start)
        if out.status == "Infeasible":  # whole MILP: require_feasible rules this out; ``restricted``: none <= T
            return _Solution(None, None, False, out.status, out.nodes)
        labels = None if out.x is None else self.labels_from(out.x)
        return _Solution(labels, out.dual_bound, out.proved, out.status, out.nodes,
                         None if out.x is None else np.rint(out.x))

    def _run(self, builder, time_limit, settings, progress=None, stop_after=None, start=None):
        """HiGHS on ``builder`` (this MILP or a variant of it, same columns): small ones in this
        process, and every one in a daemon process (lns's ``RegionWorker``), which multiprocessing
        forbids to start children: its larger regions raised there and were lost (Adult, 2,000 rows,
        9 QIs, k = 5, 60 s: 27 of the worker's 569 regions, all it got above 5,000 columns).
        ``progress`` is not reported from a daemon."""
        import multiprocessing as mp

        from .highs_runner import run, run_here

        # with a cutoff (HiGHS's objective_bound), a dual bound that reaches it has answered: no solution
        # below it (BOUND_STOP)
        stop_at = settings.get("objective_bound") if BOUND_STOP else None
        if (self.num_cols <= IN_PROCESS_COLUMNS and progress is None) or mp.current_process().daemon:
            return run_here(builder, self.x, time_limit=time_limit, options=settings, stop_after=stop_after, start=start,
                            stop_at_bound=stop_at)
        return run(builder, self.x, time_limit=time_limit, options=settings, on_progress=progress, start=start,
                   stop_at_bound=stop_at)

    def _variant(self, integer_x=True, closed=None):
        """This MILP's builder with x[p,u] continuous (``integer_x`` False), or with the patterns
        of the mask ``closed`` held empty (open[p] and its x[p,u] fixed at 0)."""
        b = copy.copy(self.builder)
        if not integer_x:
            integ = np.concatenate(b.integ)
            integ[self.x] = 0
            b.integ = [integ]
        if closed is not None:
            hi = np.concatenate(b.hi)
            hi[self.open[closed]] = 0.0
            hi[self.x[closed[self.pair_pattern]]] = 0.0
            b.hi = [hi]
        return b

    def _solve_on_patterns(self, time_limit, settings, progress, start, stop_after=None) -> _Solution:
        """``solve`` with x[p,u] continuous: HiGHS branches on the patterns (open[p]) alone.

        A relaxation of this MILP (every solution of it is one of the relaxed), so its dual bound
        is a bound here and "Infeasible" (none below the cutoff) holds here too. Under k-anonymity
        alone it loses nothing: once the open patterns are fixed, what is left is a transportation
        problem (supplies c_u, each open pattern at least its least size), whose vertices are
        integral, so the relaxed optimum is this MILP's. Under frequency l-diversity the rows
        l X[p,s] <= size[p] can make a vertex fractional. A relaxed solution with a fractional x
        is completed: the same MILP with x integral and every pattern it leaves empty held empty
        (a small MILP); failing that (none below the cutoff), or when the completion costs more
        than the relaxation's bound in whole units (then it is not proved optimal), the whole of it
        with x integral in the time left (from the completion), its bound kept with the
        relaxation's. Only integral solutions come back (``x``, ``labels``), and HiGHS's incumbents
        are not relayed (a fractional one is no release).
        Adult, 2,000 rows, 6 QIs, two threads, the proof steps of ``_solve_pruned`` (target
        U - 1, cutoff U - 1/2), x integral -> continuous: k = 5 28.9 -> 12.4 s, k = 10 27.9 ->
        14.7 s, k = 5 l = 2 44.8 -> 28.3 s, k = 10 l = 2 99.6 -> 33.1 s. Under t-closeness it lost
        (the relaxation's optimum lies below the MILP's: 2,000 rows 6 QIs k = 2 t = 0.2 2715.4
        where 2718 is a release), so it is not used there."""
        started = time.perf_counter()

        def left():
            return None if time_limit is None else max(0.01, time_limit - (time.perf_counter() - started))

        def bounds_only(update):  # a relaxed incumbent is no release
            progress(update | {"incumbent": None})

        relaxed = settings
        if PATTERN_CUTOFF_SLACK is not None and settings.get("objective_bound") is not None:
            # only releases of cost <= m = the whole number below the cutoff are sought, and a node's LP
            # bound b says every release in it costs >= ceil(b): so b > m prunes it. HiGHS infers that
            # from a whole-number objective, which it cannot see with x continuous: it would wait for
            # b >= m + 1/2. The slack keeps a margin far above the 1e-6 that ``_whole_units`` allows.
            m = math.ceil(settings["objective_bound"]) - 1
            slack = max(PATTERN_CUTOFF_SLACK, 1e-5 * abs(m))
            if slack < settings["objective_bound"] - m:
                relaxed = settings | {"objective_bound": m + slack}
        out = self._run(self._variant(integer_x=False), time_limit, relaxed, bounds_only if progress else None,
                        stop_after, start)
        if out.status == "Infeasible" or out.x is None:
            return _Solution(None, out.dual_bound, False, out.status, out.nodes)
        x, status, nodes, bound, proved = out.x, out.status, out.nodes, out.dual_bound, out.proved
        if np.abs(x - np.rint(x)).max() > 1e-6:  # fractional: complete it over the patterns it opens
            wanted = relaxed.get("objective_bound")  # a solution at or above the cutoff is not sought
            if (time_limit is not None and left() < 0.5) or (wanted is not None and out.objective >= wanted):
                return _Solution(None, bound, False, f"{status}; fractional, not completed", nodes)
            opened = np.bincount(self.pair_pattern, weights=x, minlength=self.num_patterns) > 1e-6
            done = self._run(self._variant(closed=~opened), left(), settings)
            nodes += done.nodes
            completed = done.x is not None
            if completed:
                status += f"; completed: {done.status}"
                # optimal here only if the relaxation's bound, in whole units, reaches it; else the
                # whole with x integral from it, for the time left (Adult sample, 88 rows, k = 2,
                # l = 2: relaxation 55, completion 56, optimum 56: without this, no proof at all)
                proved = proved and bound is not None and done.objective <= _whole_units(bound) + 1e-6
            if not completed or (not proved and (time_limit is None or left() >= 0.5)):
                # the whole, x integral, for the time left (from the completion when there is one)
                whole = self._run(self.builder, left(), settings, progress, start=done.x)
                nodes += whole.nodes
                if whole.status == "Infeasible":  # none below the cutoff: exactly what the callers test
                    return _Solution(None, None, False, "Infeasible", nodes)
                status += f"; whole, x integral: {whole.status}"
                if whole.dual_bound is not None:
                    bound = whole.dual_bound if bound is None else max(bound, whole.dual_bound)
                proved = whole.proved
                if whole.x is not None and (not completed or whole.objective < done.objective):
                    done = whole
            if done.x is None:
                return _Solution(None, bound, False, status, nodes)
            x = done.x
        x = np.rint(x)
        return _Solution(self.labels_from(x), bound, proved, status, nodes, x)

    def start_from(self, xpairs) -> np.ndarray | None:
        """A value per column from rows per pair (x), for ``solve(start=...)``: x, open, size, and
        t-closeness's e = |W D| under a linear work metric; None when the MILP has other columns
        (the transport variables of other metrics, distinct and recursive l-diversity's)."""
        col = np.zeros(self.num_cols)
        col[self.x] = xpairs
        size = np.bincount(self.pair_pattern, weights=xpairs, minlength=self.num_patterns)
        col[self.size] = size
        col[self.open] = size > 0
        filled = self.num_pairs + 2 * self.num_patterns
        for e, W, j, n, N in self.t_work:
            X = np.zeros((self.num_patterns, W.shape[1]))
            np.add.at(X, (self.pair_pattern, self.type_sa[self.pair_type, j]), xpairs)
            col[e] = np.abs((n * X - size[:, None] * N[None, :]) @ W.T)
            filled += e.size
        return col if filled == self.num_cols else None


def closed_patterns(pat, typ, combo, combos, bound, type_qi) -> np.ndarray:
    """Per pattern: True if no generalized cell can be specialized without losing a row.

    A pattern p whose matching row types all share the ancestor one level down in
    a generalized column j is dominated: the specialized pattern matches exactly
    the same rows at a lower cost, so an optimal solution never needs p.
    """
    num = int(pat.max()) + 1 if pat.size else 0
    closed = np.ones(num, dtype=bool)
    levels = np.asarray(combos, dtype=np.int64)[combo]  # (pairs, m)
    for j, col in enumerate(bound.columns):
        for lev in range(1, col.height + 1):
            sel = np.flatnonzero(levels[:, j] == lev)
            if not sel.size:
                continue
            below = col.ancestors[lev - 1][type_qi[typ[sel], j]]
            lo = np.full(num, np.iinfo(np.int64).max)
            hi = np.full(num, -1)
            np.minimum.at(lo, pat[sel], below)
            np.maximum.at(hi, pat[sel], below)
            has = hi >= 0
            closed[has & (lo == hi)] = False
    return closed


def work_matrix(metric: LinearWorkMetric, r: int) -> np.ndarray:
    """W with EMD = sum |W D| / scale for D the value differences (equal, ordered, tree)."""
    name = metric.name
    if name == "equal":
        return np.eye(r)
    if name == "ordered":
        W = np.zeros((r, r))
        for pos, v in enumerate(metric.order):
            W[pos:, v] = 1.0  # prefix q sums the values at order positions <= q
        return W
    if name == "hierarchical":
        return metric.below.T.astype(float)
    raise ParameterError(f"no work matrix for metric {name}")
