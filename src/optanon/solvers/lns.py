"""Large tables: pattern greedy, Lagrangian bound and large-neighbourhood search.

Problem: a low-cost partition satisfying k-anonymity, l-diversity (frequency, distinct,
recursive) and t-closeness, under suppression or hierarchies, on tables too large for the
exact MILP (``exact``), with a proven lower bound and the gap.
Method (every step anytime, every partition verified):
  1. the pattern space: every closed pattern over at least kmin rows (``pattern_lp``);
  2. a start: the pattern greedy of Bredereck et al. 2013 (``greedy``), model-aware (a pattern
     opens only when its rows pass l / t), or the simple partitions of ``exact.warm_start``
     when cheaper; for 2-anonymity / frequency 2-diversity also the rounded pair-and-triple
     LP of ``pair_start``, computed first (UCI Adult, k = 2: 19,355 cells in 37 s; without it
     lns ended at 20,296-20,378; with it, medians of 3, 19,287 against the bound 19,180);
  3. the bound: Lagrangian relaxation of the pattern LP by (deflected) subgradient ascent
     (``pattern_lp.lagrangian_bound``; certified in integer arithmetic), never below the
     per-row bound, in a second process (the second core) until it stalls (gains less than
     0.05 % in 10 % of the time limit, STALL);
  4. meanwhile, large-neighbourhood search until the time limit: free a region (the groups
     that hold the rows of a pattern with a low reduced cost), re-solve it exactly with the
     pattern MILP of Liang-Yuan Thm 9 (``exact.PatternMILP``, every model's constraints, cut
     off at the region's present cost), keep it when cheaper. Reduced costs are taken at the
     per-row prices first, then at the ascent's best prices (read from shared memory) at
     each share of the time limit in REFRESH. Once the ascent has stopped, the second process
     re-solves regions too (``RegionWorker``, up to 3 queued; regions sharing a group with a
     queued one wait; on one core beside exact, from when exact lends its core, ``spare_core``).
     Adult k = 5, one run each: 35,340 cells with the ascent to the end,
     35,242 with the second process searching from 61 s (bound 34,251 -> 34,243); with the
     region options REGION_HIGHS too, medians of 3: k = 5 35,150 / 34,243 (2.58 %), k = 20
     53,104 / 51,595 (2.84 %), before 35,368 / 34,251 and 53,226 / 51,615.
Regions under t-closeness (``region_rows``): about REGION_GROUPS_T groups, 160 to 400 rows.
Measured with regions of 160 rows against 400, Adult head, 2,000 rows, 8 QIs, t = 0.2 on
salary-class: inside ``exact`` (60 s, lns beside the MILP), medians of 3 alternated runs, k = 2 /
5 / 10: 4,891 / 5,130 / 5,581 cells against 4,920 / 5,168 / 5,725 (better in all 9 pairs, bounds
4,663 / 4,877 / 5,270 alike); ``--method lns`` k = 10, 60 s, 2 runs each: 5,477 and 5,449 against
5,565 and 5,575 (about 150 groups). All of Adult, k = 5, t = 0.2 on occupation, 120 s (about 300
groups of 100 rows), 2 runs each: 101,046 and 101,059 with 160 rows against 100,780 and 100,652
with 400; the rule gives 400 there (8 groups of about 100 rows; not re-run).
(Tried and dropped: the pattern MILP over all patterns of low reduced cost, warm-started with
the greedy: on UCI Adult, k = 5, HiGHS spent 100 s in root cuts without improving the start.
Measured on Adult k = 5, one run each: regions ordered by the per-row prices only, 35,488
cells; regions of up to 700 rows instead of 400, no better; the bound alone for the first
25 % of the time, 35,373-35,411; the ascent alongside the search from the start, 35,317.)
Guarantee: none on the solution (a heuristic); the lower bound is proven, and the status is
``optimal`` only when cost and bound meet.
Running time: set by the time limit (default 120 s); the pattern space is one group-by per
generalization (2^m under suppression), or beyond ``lcm.MINE_ABOVE`` of them its closed patterns
mined (``lcm``), in time per closed pattern.
"""

from __future__ import annotations

import time
from fractions import Fraction
from types import SimpleNamespace

import numpy as np

from ..core.cost import CostModel
from ..core.groups import GroupStats
from ..core.models import KAnonymity, LDiversity, TCloseness, require_feasible
from ..core.partition import Result, canonical_labels, make_result
from ..core.table import Table, group_rows
from ..errors import ParameterError
from . import entropy_cuts, exact, group_pricing, pattern_lp, shares
from .bounds import per_row_bound, shown
from .cluster_start import cluster_labels
from .greedy import greedy_labels, group_test
from .highs_runner import poll
from .repair import repair
from .share_greedy import share_greedy_labels

METHOD = "lns"
DEFAULT_TIME = 120.0  # seconds, when no time limit is given
REFRESH = (0.1, 0.2, 0.35, 0.5, 0.7, 0.85)  # shares of the time limit where the search re-orders its regions by the bound's prices
PAIR_SHARE = 0.5  # of the time limit, at most, for the pair-and-triple start (k = 2 / l = 2 only)
REPAIR_SHARE = 0.2  # of the time limit, at most, for the merge repair of the size-only greedy (l / t only)
SHARE_GREEDY_SHARE = 0.45  # the share greedy (t only) ends by this share of the time limit (all of Adult, t = 0.2 on
# occupation: 17 s after 20-25 s of space, starts and merge repair at 120 s)
SPACE_SHARE = 0.5  # of the time limit, at most, for building the pattern space (else the clustering start and the per-row bound)
CLUSTER_SHARE = 0.75  # the greedy clustering, without the space, ends by this share of the time limit
ROW_BOUND_SHARE = 0.9  # the per-row bound, without the space, ends by this share of the time limit (``bounds``)
MAX_ROWS = 400  # rows of one region, at most
REGION_GROUPS_T = 8  # under t-closeness, a region holds about this many of the incumbent's groups (of mean size),
MAX_ROWS_T = 160  # and at least this many rows (at most MAX_ROWS): see ``region_rows``
STALL = (0.1, 0.0005)  # the ascent stops once its bound gained < 0.05 % in the last 10 % of the limit: the second core then searches
# HiGHS options for the regions (a few hundred columns each, thousands of them): without the
# feasibility jump heuristic and with a small cut pool whose cuts age out fast. Replaying 845
# regions of an Adult k = 5 search: 18.5 -> 11.2 ms per region, the same 65 improved;
# 400 of k = 20: 44 -> 31 ms, the same 47.
REGION_HIGHS = {"mip_heuristic_run_feasibility_jump": False, "mip_pool_soft_limit": 10, "mip_lp_age_limit": 2}
SETTLE = 1.0  # seconds before the deadline when the search stops and the background bound is collected
# A region holding a large share of the incumbent's excess over the per-row bound (its cost
# minus its rows' per-row prices, against the same for the whole table) gets more time: up to
# BIG_REGION_TIME[1] times ``sub_time``, at BIG_REGION_TIME[0] times its share (so from a fifth
# of the excess on), and stops at its first solution once ``sub_time`` has passed. On Adult's
# first 1,000 rows, 8 QIs, k = 5, t = 0.2 the pattern greedy leaves one group of 114 rows with
# every cell suppressed (912 of 3,516 cells), and the region that splits it took HiGHS all of its
# 3 s: exact's release there was 2,811-3,265 run to run, now 2,810 (twice). At 2,000 rows the
# same with 20 times the share (from a twentieth of the excess on) ended worse, 5,285-5,300
# against 5,206-5,368: time spent on regions that found nothing; with 5 times, 5,206-5,242.
BIG_REGION_TIME = (5.0, 5.0)


def solve(table, models, cost_model=None, *, time_limit=None, seed=0, progress=None, one_core=False,
          spare_core=None, build_space=True, publish=None) -> Result:
    """``one_core``: no second process (the bound first, then the search): for a caller that
    keeps the other core busy (``exact`` runs its MILP beside lns). ``spare_core``: with
    ``one_core``, an event the caller sets once it leaves its core idle; from then on a second
    process re-solves regions too (``RegionWorker``), as after the ascent without ``one_core``.
    ``build_space=False``: no pattern space is tried (``exact`` found its closed patterns too many
    to mine in more time than lns has). ``publish``: ``Incumbent``'s, each verified release as lns
    takes it."""
    started = time.perf_counter()
    cost_model = cost_model or CostModel()
    for model in models:
        if entropy_cuts.is_entropy(model):
            raise ParameterError("entropy l-diversity is not linear: the heuristic's bound and regions cannot pose it; "
                                 "use --method exact (the pattern MILP with entropy cuts)")
        if not isinstance(model, (KAnonymity, LDiversity, TCloseness)):
            raise ParameterError(f"the heuristic does not know the model {model!r}")
    require_feasible(table, models)
    limit = DEFAULT_TIME if time_limit is None else float(time_limit)
    kmin = exact.PatternMILP.min_group_size(models)
    bound = cost_model.bind(table)
    stats: dict = {"time_limit": limit}

    def say(phase, **more):
        if progress:
            progress({"phase": phase, "elapsed": time.perf_counter() - started, **more})

    # k = 2 / l = 2: the pair-and-triple start first, while the whole PAIR_SHARE is left for it
    pair = _pair_start(table, models, bound, started + PAIR_SHARE * limit)
    # until stop 49 t-closeness without k got the simple start at once (a 100 % gap on 21 rows)
    grouping = exact.groups_needed(models)
    say("lns: pattern space")
    try:
        if grouping and not build_space:
            raise pattern_lp.TooLarge("the exact MILP's closed patterns were not mined in more time than this")
        space = (pattern_space(table, models, bound, kmin, priced=not one_core, deadline=started + SPACE_SHARE * limit)
                 if grouping else None)
    except pattern_lp.TooLarge as exc:
        space, stats["pattern_space"] = None, f"not built: {exc}"
    if space is not None and table.sa_codes.shape[1]:
        stats["patterns_without_group"] = int((space.least == 0).sum())
        if space.priced is not None:
            stats["types_by_sensitive_value"] = len(space.priced[0].counts)
    labels = exact.warm_start(table, models, cost_model)
    if space is not None:
        shim = SimpleNamespace(pair_pattern=space.pair_pattern.astype(np.int64), pair_type=space.pair_type.astype(np.int64),
                               pair_cost=space.unit[space.pair_pattern], kmin=kmin, type_count=space.counts,
                               row_type=space.row_type, num_patterns=space.num_patterns)
        fits = group_test(table, models, space.row_type, space.counts)
        greedy = greedy_labels(shim, fits)
        if exact.satisfies(table, models, greedy) and _units(table, greedy, bound) < _units(table, labels, bound):
            labels, stats["start"] = greedy, "pattern greedy"
        if fits is not None:  # l / t: also the size-only greedy with its failing groups merged (``repair``)
            merged = repair(table, models, greedy_labels(shim), bound, deadline=started + REPAIR_SHARE * limit)
            if merged is not None and exact.satisfies(table, models, merged) \
                    and _units(table, merged, bound) < _units(table, labels, bound):
                labels, stats["start"] = merged, "pattern greedy, failing groups merged (repair)"
        if fits is not None and any(isinstance(m, TCloseness) for m in models):
            # t-closeness: also the share greedy. Not under l alone: all of Adult, l = 2 on occupation,
            # it starts at 25,084 against 27,281 yet the search ended at 22,859 against 22,368-22,372
            began = time.perf_counter()
            shared = share_greedy_labels(table, models, shim.pair_pattern, shim.pair_type, space.unit, kmin,
                                         space.row_type, space.counts, bound, deadline=started + SHARE_GREEDY_SHARE * limit)
            stats["share_greedy"] = {"seconds": round(time.perf_counter() - began, 2), "ended": shared is not None}
            if shared is not None and exact.satisfies(table, models, shared) \
                    and _units(table, shared, bound) < _units(table, labels, bound):
                labels, stats["start"] = shared, "share greedy (share_greedy)"
        del shim  # its int64 copies of the pairs are the largest arrays of the run
    if space is None and grouping:  # no pattern space (many QIs): the greedy clustering (``cluster_start``)
        clustered = cluster_labels(table, kmin, bound, deadline=started + CLUSTER_SHARE * limit)
        if clustered is not None and not exact.satisfies(table, models, clustered):
            clustered = repair(table, models, clustered, bound, deadline=started + CLUSTER_SHARE * limit)
        if clustered is not None and exact.satisfies(table, models, clustered) \
                and _units(table, clustered, bound) < _units(table, labels, bound):
            labels, stats["start"] = clustered, "greedy clustering (cluster_start)"
    if pair is not None and _units(table, pair, bound) < _units(table, labels, bound):
        labels, stats["start"] = pair, "pair-and-triple LP, rounded (pair_start)"
    stats.setdefault("start", "simple partition (exact.warm_start)")
    inc = Incumbent(table, models, bound, labels, publish)
    stats["start_cost"] = inc.cost / bound.denominator
    say("lns: start", incumbent=inc.cost / bound.denominator)

    lower = (per_row_bound(table, kmin, cost_model, deadline=started + ROW_BOUND_SHARE * limit) if space is None
             else space.per_row_bound(bound.denominator))
    stats["per_row_bound"] = float(lower)
    if space is not None and lower < Fraction(inc.cost, bound.denominator):
        lower = _search(table, models, cost_model, inc, space, lower, stats, started, limit, progress, one_core,
                        spare_core)
    status = "optimal" if lower == Fraction(inc.cost, bound.denominator) else "feasible"  # make_result refuses lower > cost
    res = make_result(table, inc.final(), models, cost_model, lower_bound=lower, status=status, method=METHOD,
                      started=started, stats=stats)
    say("lns: done", incumbent=float(res.cost), bound=float(res.lower_bound), gap=res.gap)
    return res


def pattern_space(table, models, bound, kmin, priced=True, deadline=None):
    """The pattern space of the bound and of the search (types: the distinct QI vectors), its
    least group sizes set (``shares``).

    When the models ask of one sensitive column what ``group_pricing`` prices (share caps of
    frequency l-diversity and t-closeness, the deficit of equal-distance t-closeness), a second
    space typed by (QI vector, value of that column) with that pricing rides along
    (``space.priced``: (that space, each of its types' QI type)): the ascent turns to it once
    the plain one stalls, for the bound only (Adult, 8 QIs, k = 5, on occupation: t = 0.2
    38,172 -> 42,669 after 60 + 120 s of ascent alone; l = 2 21,040 -> 21,334 after 60 + 60 s).
    The search keeps the QI types and the plain prices: typed by SA value too, its releases came
    out worse (Adult l = 2, single runs: 22,231-22,275 against 22,076-22,146 before and 22,145
    now). ``priced=False``, or a typed space too large (``pattern_lp.TooLarge``): no second space
    (lns on one core runs the plain ascent alone). ``deadline``: ``pattern_lp.TooLarge`` once it
    passes before the plain space is built (the typed one is then left out)."""
    space = pattern_lp.PatternSpace(table.vectors, table.counts, bound, kmin, deadline)
    space.row_type = table.row_vector
    if not table.sa_codes.shape[1]:
        return space
    space.set_least_sizes(least_group_sizes(table, models, space))
    for j in range(len(table.sensitive) if priced else 0):
        pricing = group_pricing.GroupPricing.for_table(table, models, j)
        if pricing is not None:
            both = np.concatenate([table.codes, table.sa_codes[:, [j]]], axis=1)
            row_type, typed, counts = group_rows(both, table.cards + [len(table.sa_values[j])])
            pricing.type_sa = typed[:, -1].astype(np.int64)
            try:
                typed_space = pattern_lp.PatternSpace(np.ascontiguousarray(typed[:, :-1]), counts, bound, kmin, deadline)
            except pattern_lp.TooLarge:
                break  # the bound stays the plain one
            typed_space.row_type = row_type
            typed_space.set_least_sizes(least_group_sizes(table, models, typed_space))
            typed_space.set_group_pricing(pricing)
            qi_type = np.empty(len(counts), dtype=np.int64)
            qi_type[row_type] = table.row_vector
            space.priced = (typed_space, qi_type)
            break
    return space


def _row_type(table, space) -> np.ndarray:
    """Each row's type in ``space`` (its QI vector unless ``pattern_space`` typed it by an SA value too)."""
    return table.row_vector if space.row_type is None else space.row_type


def least_group_sizes(table, models, space) -> np.ndarray:
    """Per pattern of ``space``, a lower bound on the size of a group under it that meets the
    models on the sensitive values (0: none can), from the SA values of its rows (``shares``:
    value shares of l-diversity and t-closeness, values absent under t-closeness). The
    Lagrangian bound then prices only groups that could be feasible: Adult, k = 5, t = 0.2 on
    occupation, 8 QIs: 48,117 of 74,192 patterns hold no group, bound 19,821 -> 37,924 (0.3 s)."""
    from scipy.sparse import csr_matrix

    least = np.full(space.num_patterns, space.kmin, dtype=np.int64)
    member = csr_matrix((np.ones(len(space.pair_type)), (space.pair_pattern, space.pair_type)),
                        shape=(space.num_patterns, len(space.counts)))
    for j, column in enumerate(table.sensitive):
        values, r = table.sa_values[j], len(table.sa_values[j])
        counts = np.bincount(table.sa_codes[:, j], minlength=r)
        by_type = csr_matrix((np.ones(table.n), (_row_type(table, space), table.sa_codes[:, j])),
                             shape=(len(space.counts), r))
        supply = np.asarray((member @ by_type).todense())
        least = shares.column_least_sizes(models, column, values, table.n, counts, supply, space.kmin, least)
    return least


def _search(table, models, cost_model, inc, space, lower, stats, started, limit, progress, one_core=False,
            spare_core=None) -> Fraction:
    """Steps 3 and 4 on both cores: the subgradient ascent in a second process while this one
    searches, its regions ordered first by the per-row prices, then, at each of REFRESH (shares
    of the time limit), by the ascent's best prices so far. Once the ascent stalls (STALL), the
    second process re-solves regions for the search (``RegionWorker``). ``one_core``: the ascent
    first, then the search, with a second process for regions only once ``spare_core`` is set.
    Returns the best bound."""
    den, end = inc.bound.denominator, started + limit - SETTLE
    counters: dict = {}
    seen: set = set()
    helper: list = []  # the RegionWorker, once started

    def search(prices, until, spare=None):
        for key, value in improve(table, models, cost_model, inc, space, space.reduced_costs(prices), until,
                                  progress=progress, started=started, seen=seen, spare=spare).items():
            counters[key] = counters.get(key, 0) + value

    def spare_when(ready):
        """The second core for regions once ``ready()`` (None before, or if it cannot fork)."""
        def spare():
            if not helper and ready():
                try:
                    helper.append(RegionWorker(table, models, cost_model, _reference(table)))
                    stats["second_process_searching_from"] = round(time.perf_counter() - started, 1)
                except OSError:
                    helper.append(None)
            return helper[0] if helper else None
        return spare

    try:
        background = None if one_core else pattern_lp.BackgroundBound(
            space, den, target=inc.cost, time_limit=max(0.0, end - time.perf_counter()), stall=(STALL[0] * limit, STALL[1]))
    except OSError:  # no second process (e.g. a resource limit): the bound first, then the search
        background = None
    try:
        if background is None:  # one core: the ascent first, then the search
            lag = pattern_lp.lagrangian_bound(space, den, target=inc.cost, progress=progress, priced=False,
                                              time_limit=max(0.0, started + REFRESH[0] * limit - time.perf_counter()))
            stats |= {"lagrangian_bound": shown(lag.lower_bound), "subgradient_iterations": lag.iterations}
            lower = max(lower, lag.lower_bound)
            if Fraction(inc.cost, den) > lower:
                search(lag.prices, end, None if spare_core is None else spare_when(spare_core.is_set))
        else:
            spare = spare_when(background.finished)
            prices, version = space.per_row_prices(), 0
            for until in [t for t in (started + r * limit for r in REFRESH) if t < end] + [end]:
                search(prices, until, spare)
                got, now = background.latest_prices()
                if now != version:
                    prices, version = got, now
                if background.best is not None:
                    if progress:
                        progress({"phase": "lns: bound", "elapsed": time.perf_counter() - started,
                                  "incumbent": inc.cost / den, "bound": float(max(lower, background.best[0]))})
                    if background.best[0] >= Fraction(inc.cost, den):
                        break  # proven optimal
    finally:
        if helper and helper[0] is not None:
            # a region failing there is otherwise silent (a daemon's HiGHS could not fork: 5 % of its
            # regions lost unseen until stop 43)
            stats["lns_region_errors"] = helper[0].errors
            if helper[0].first_error:
                stats["lns_region_error"] = helper[0].first_error
            helper[0].close()
    if background is not None:
        more = background.result(wait=max(0.0, started + limit - time.perf_counter()))
        if more is not None:
            stats |= {"lagrangian_bound": float(more[0]), "subgradient_iterations": more[1]}
            lower = max(lower, more[0])
    stats |= counters
    return lower


def _reference(table):
    """(rows, SA value counts per sensitive column) of the whole table: t-closeness's reference."""
    return table.n, [np.bincount(table.sa_codes[:, j], minlength=len(v)) for j, v in enumerate(table.sa_values)]


def _pair_start(table, models, bound, deadline):
    """For 2-anonymity / frequency 2-diversity: ``pair_start``'s partition (verified), else None."""
    from . import matching, pair_start

    try:
        kmin, diverse = matching.scope(models)
    except ParameterError:
        return None
    if kmin != 2 or (diverse and table.sa_codes.shape[1] != 1):
        return None
    labels = pair_start.start(table, diverse, bound, deadline=deadline)
    return labels if labels is not None and exact.satisfies(table, models, labels) else None


def _groups_hold(table, models, rows, labels, reference) -> bool:
    """Every group of ``labels`` (a partition of ``rows``) satisfies the models, t relative to the whole table."""
    lab, g = canonical_labels(labels)
    dense = []
    for j, values in enumerate(table.sa_values):
        h = np.zeros((g, len(values)), dtype=np.int64)
        np.add.at(h, (lab, table.sa_codes[rows, j]), 1)
        dense.append(h)
    stats = GroupStats.from_dense(table.n, np.bincount(lab, minlength=g), dense, reference[1], table.sensitive)
    return all(bool(m.holds(table, stats).all()) for m in models)


def sub_table(table, rows) -> Table:
    """The rows ``rows`` of ``table`` with the same dictionaries (no frame: never released)."""
    codes = table.codes[rows]
    row_vector, vectors, counts = group_rows(codes, table.cards)
    return Table(None, table.qi, table.sensitive, codes, table.values, row_vector, vectors, counts,
                 table.sa_codes[rows], table.sa_values)


class Incumbent:
    """A verified partition kept as labels, with each group's cost in units. ``publish``: called
    with (labels, cost in cost units) each time the partition changes (``exact`` shows lns's
    release while it runs beside, and keeps it if it stops lns early)."""

    def __init__(self, table, models, bound, labels, publish=None):
        self.table, self.models, self.bound = table, models, bound
        self.publish = publish
        self.set(labels)

    def set(self, labels):
        self.labels, self.g = canonical_labels(labels)
        level, _ = self.bound.generalize(self.table.codes, self.labels, self.g)
        self.sizes = np.bincount(self.labels, minlength=self.g)
        self.group_cost = self.bound.row_units(level) * self.sizes
        self.cost = int(self.group_cost.sum())
        order = np.argsort(self.labels, kind="stable")
        self.rows_of = list(np.split(order, np.cumsum(self.sizes)[:-1]))
        self._published()

    def _published(self) -> None:
        if self.publish is not None:
            self.publish(self.labels, self.cost / self.bound.denominator)

    def replace_if_cheaper(self, rows, sub_labels) -> bool:
        """Release ``rows`` (the whole groups of a region) in the groups ``sub_labels`` if they
        cost less than the region's present groups; returns whether it did. The region's old
        groups stay as empty ids; labels are made canonical again by ``final``."""
        sub_labels, new = canonical_labels(sub_labels)
        old = np.unique(self.labels[rows])
        level, _ = self.bound.generalize(self.table.codes[rows], sub_labels, new)
        sizes = np.bincount(sub_labels, minlength=new)
        cost = self.bound.row_units(level) * sizes
        if int(cost.sum()) >= int(self.group_cost[old].sum()):
            return False
        self.cost += int(cost.sum()) - int(self.group_cost[old].sum())
        self.sizes[old] = 0
        self.group_cost[old] = 0
        for gid in old:
            self.rows_of[gid] = rows[:0]
        order = np.argsort(sub_labels, kind="stable")
        self.rows_of.extend(np.split(rows[order], np.cumsum(sizes)[:-1]))
        self.labels[rows] = self.g + sub_labels
        self.sizes = np.concatenate([self.sizes, sizes])
        self.group_cost = np.concatenate([self.group_cost, cost])
        self.g += new
        self._published()
        return True

    def final(self) -> np.ndarray:
        return canonical_labels(self.labels)[0]


def improve(table, models, cost_model, inc: Incumbent, space, reduced, deadline, *, max_rows=None,
            sub_time=3.0, progress=None, started=None, seen: set | None = None, spare=None) -> dict:
    """Large-neighbourhood search on ``inc`` until ``deadline``, or until a whole pass over the
    candidate regions improves nothing; returns counters.

    Regions, most promising first: for each pattern in order of the reduced cost of its best
    group at the Lagrangian prices, the incumbent's groups that hold rows under it (costliest
    per row first, up to ``max_rows`` rows, by default ``region_rows``). Each region is re-solved exactly by the pattern
    MILP on its rows (HiGHS, at most ``sub_time`` seconds) and replaced when cheaper.
    ``seen``: the regions solved already (kept across calls; a region is solved again only
    once its groups have changed).
    ``spare``: a callable returning a ``RegionWorker`` (the second core) or None; while it has
    a region, no region sharing a group with it is chosen here, so its answer still applies.
    A region with a large share of the incumbent's excess over the per-row bound gets up to
    BIG_REGION_TIME[1] times ``sub_time``.
    """
    if max_rows is None:
        max_rows = region_rows(table, models, inc)
    sizes = np.diff(np.r_[space.start, len(space.pair_type)])
    order = np.argsort(reduced, kind="stable")
    row_type = _row_type(table, space)
    type_rows = np.argsort(row_type, kind="stable")
    type_start = np.r_[0, np.cumsum(space.counts)]
    reference = _reference(table)
    floor = space.per_row_prices()[row_type]  # each row's per-row price (scaled units)
    floor_total = int(floor.sum())
    tried = improved = passes = handed = 0
    seen = set() if seen is None else seen

    def accept(region, labels) -> bool:
        nonlocal improved
        if labels is None or not _groups_hold(table, models, region, labels, reference):
            return False
        if not inc.replace_if_cheaper(region, labels):
            return False
        improved += 1
        if progress:
            progress({"phase": "lns", "incumbent": inc.cost / inc.bound.denominator,
                      "elapsed": None if started is None else time.perf_counter() - started})
        return True

    worker = None
    while time.perf_counter() < deadline:
        passes += 1
        gained = False
        for q in order:
            if time.perf_counter() >= deadline:
                break
            worker = spare() if spare is not None else None
            while worker is not None and worker.jobs:
                got = worker.collect(0.0)
                if got is None:
                    break
                gained |= accept(*got)
            types = space.pair_type[space.start[q]:space.start[q] + sizes[q]]
            rows = np.concatenate([type_rows[type_start[v]:type_start[v + 1]] for v in types])
            groups = np.unique(inc.labels[rows])
            groups = groups[np.argsort(-inc.group_cost[groups] / inc.sizes[groups], kind="stable")]
            groups = groups[np.cumsum(inc.sizes[groups]) <= max_rows]
            before = int(inc.group_cost[groups].sum())
            if len(groups) < 2 or before == 0:
                continue
            if worker is not None and worker.holds(groups):
                continue  # part of the region is being re-solved in the second process: later
            region = np.sort(np.concatenate([inc.rows_of[gid] for gid in groups]))
            key = hash(region.tobytes())
            if key in seen:  # this region was solved already and has not changed since
                continue
            seen.add(key)
            tried += 1
            excess = before * pattern_lp.SCALE - int(floor[region].sum())
            share = excess / max(1, inc.cost * pattern_lp.SCALE - floor_total)
            region_time = sub_time * min(BIG_REGION_TIME[1], max(1.0, BIG_REGION_TIME[0] * share))
            stop_after = sub_time if region_time > sub_time else None
            if worker is not None and worker.idle():
                worker.submit(region, groups, before - 0.5, (region_time, stop_after), deadline)
                handed += 1
                continue
            seconds = max(0.05, min(region_time, deadline - time.perf_counter()))
            labels = solve_region(table, models, cost_model, region, reference, before - 0.5, seconds, stop_after)
            gained |= accept(region, labels)
        while worker is not None and worker.jobs:  # a pass ends with its last region
            got = worker.collect(max(0.0, deadline - time.perf_counter()))
            if got is None:
                break
            gained |= accept(*got)
        if not gained:
            break
    return {"lns_regions": tried, "lns_regions_second_process": handed, "lns_improvements": improved, "lns_passes": passes}


def region_rows(table, models, inc: Incumbent) -> int:
    """Rows of one region, at most: MAX_ROWS; under t-closeness REGION_GROUPS_T times the
    incumbent's mean group size, within [MAX_ROWS_T, MAX_ROWS]. A region's MILP under t carries
    transport variables for each pattern and re-solves slowly (Adult, 2,000 rows, 8 QIs: about
    0.75 s a region, 78 % of it in HiGHS): where groups are small, more and smaller regions win;
    where they are large (all of Adult), a small region holds too few groups to re-partition."""
    if not any(isinstance(m, TCloseness) for m in models):
        return MAX_ROWS
    groups = max(1, int(np.count_nonzero(inc.sizes)))
    return int(min(MAX_ROWS, max(MAX_ROWS_T, REGION_GROUPS_T * table.n // groups)))


def solve_region(table, models, cost_model, region, reference, cutoff, seconds, stop_after=None):
    """Labels (over ``region``) of the pattern MILP's best partition of these rows below
    ``cutoff`` units, or None (none found, or the region is too large to pose). ``stop_after``:
    seconds after which HiGHS stops at its first such partition (``seconds`` is then for finding one)."""
    sub = sub_table(table, region)
    try:  # t-closeness compares each group with the whole table, not with the region
        milp = exact.PatternMILP(sub, models, cost_model, reference=reference, deadline=time.perf_counter() + seconds)
    except exact.TooLarge:
        return None
    return milp.solve(seconds, 0, cutoff=cutoff, options=REGION_HIGHS, stop_after=stop_after).labels


def _region_child(conn, table, models, cost_model, reference) -> None:
    from .highs_runner import quiet_child

    quiet_child()
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        if job is None:
            return
        region, cutoff, (region_time, stop_after), deadline = job
        seconds = max(0.05, min(region_time, deadline - time.perf_counter()))
        try:
            labels, error = solve_region(table, models, cost_model, region, reference, cutoff, seconds, stop_after), None
        except Exception as exc:  # noqa: BLE001 -- the search goes on without this region; the parent counts it
            labels, error = None, f"{type(exc).__name__}: {exc}"
        conn.send((labels, error))


class RegionWorker:
    """A forked process that re-solves regions (``solve_region``) for the search, up to DEPTH
    queued so that it never waits for the parent.

    The parent keeps the groups of queued regions out of its own regions until their answers
    are collected, so each answer can be applied as it is (after the checks, by
    ``Incumbent.replace_if_cheaper``).
    """

    DEPTH = 3

    def __init__(self, table, models, cost_model, reference):
        import multiprocessing as mp

        ctx = mp.get_context("fork")
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=_region_child, args=(child, table, models, cost_model, reference), daemon=True)
        self.proc.start()
        child.close()
        self.jobs: list = []  # (region rows, their groups as a set), in the order sent
        self.busy: set = set()  # the groups of all queued regions
        self.alive = True
        self.errors = 0  # regions whose solve raised here (answered None), and the first message
        self.first_error = None

    def idle(self) -> bool:
        """Room for one more region."""
        return self.alive and len(self.jobs) < self.DEPTH

    def holds(self, groups) -> bool:
        return not self.busy.isdisjoint(groups.tolist())

    def submit(self, region, groups, cutoff, times, deadline) -> None:
        """``times``: (the region's time limit, ``solve_region``'s ``stop_after``)."""
        try:
            self.conn.send((region, cutoff, times, deadline))
        except (BrokenPipeError, OSError):  # the process died: the search goes on alone
            self.alive = False
            return
        self.jobs.append((region, set(groups.tolist())))
        self.busy |= self.jobs[-1][1]

    def collect(self, wait: float):
        """(region, labels or None) of the oldest queued region once answered within ``wait`` s, else None."""
        if not self.jobs:
            return None
        try:
            if not poll(self.conn, wait):
                return None
            labels, error = self.conn.recv()
        except (EOFError, OSError):  # the process died: the search goes on alone
            self.alive, labels, error = False, None, None
        if error is not None:
            self.errors += 1
            self.first_error = self.first_error or error
        region, groups = self.jobs.pop(0)
        self.busy -= groups
        return region, labels

    def close(self) -> None:
        try:
            self.conn.send(None)
        except (BrokenPipeError, OSError):
            pass
        self.proc.join(timeout=1)
        if self.proc.is_alive():
            self.proc.kill()
            self.proc.join(timeout=5)
        self.conn.close()
        self.alive = False


def _units(table, labels, bound) -> int:
    lab, g = canonical_labels(labels)
    level, _ = bound.generalize(table.codes, lab, g)
    return bound.units_of(level, np.bincount(lab, minlength=g))
