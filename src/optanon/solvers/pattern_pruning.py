"""Lagrangian pruning of the pattern MILP: the (pattern, row type) pairs a cheaper release can use.

Method: Lagrangian relaxation (Geoffrion 1974) of the k-anonymity pattern MILP of ``exact``
(Liang-Yuan Thm 9), used as reduced-cost fixing at the level of whole groups; the same principle
as the pruning of ``matching`` (step 4), here with prices from the MILP's LP relaxation.
Relax the cover rows (sum_p x[p,u] = c_u, price y_u per row of type u) and the support cuts of
``PatternMILP.cuts`` (sum_{p in q} open[p] <= cap_q, multiplier lam_q >= 0). What is left
splits by pattern: each pattern p holds no group or one group G of at least l_p rows it
generalizes (l_p = ``least_size``, k for k-anonymity, where every such group passes), so

    L(y, lam) = sum_u c_u y_u - sum_q lam_q cap_q + sum_p min(0, rho_p) <= OPT,
    rho_p = min_{G under p, |G| >= l_p} sum_{v in G} (cost(p) - y_v) + sum_{q containing p} lam_q,

and rho_p is explicit: every row whose term cost(p) - y_v is negative, filled up to l_p rows
with the least of the others. A release that puts a row of type u under p is a solution of the
same relaxation with p holding a group that contains u, so it costs at least

    L_pu = L - min(0, rho_p) + rho_p(u),  rho_p(u) the least such group's term (u's row added,
                                           in place of the dearest filler row if there was one).

Guarantee: every release of cost <= T, written with each group under its lowest common ancestor
(the MILP solution of the same cost), puts rows only on pairs with L_pu <= T. The MILP restricted
to those pairs (``PatternMILP.restricted``) holds all of them: its optimum, when <= T, is the
optimum of the whole; when it is above T, or the restricted MILP has no solution, OPT >= T + 1
(costs are whole units). (A restricted solution may hold a group under a pattern above its
rows' ancestor, the ancestor's pairs pruned: its release then costs less than its objective,
never more.) Any prices give valid bounds; here they are the row duals of the last LP
of ``PatternMILP.cuts``, rounded to multiples of 2^-20 units, and every term is an exact integer
(int64), so the pruning never rests on floating point. At LP-optimal prices L equals the LP
value (the relaxed problem is the LP's Dantzig-Wolfe form: for k-anonymity a pattern's group
polytope is integral).
Scope: k-anonymity alone (under l-diversity or t-closeness a pattern's best group depends on its
rows' sensitive values, which this does not price).
Running time: one sort of the pairs by (pattern, term), O(pairs log pairs), then linear.

Measured (Adult, 2,000 rows, 6 QIs, k = 10, LP 2657.24, optimum 2664): with T = 2663 the
restricted MILP keeps 341 of 1,602 patterns and 15,942 of 46,333 columns, and HiGHS proves it
has nothing below 2664 in 42 s, where the whole MILP took 121 s with the same start.
"""

from __future__ import annotations

import numpy as np

SCALE = 1 << 20  # prices are multiples of 1 / SCALE units
INFEASIBLE = np.iinfo(np.int64).max // 4  # the term of a pattern that cannot hold a group


class Pruning:
    """The Lagrangian bounds of one PatternMILP at given prices (all in units x SCALE, int64).

    ``bound``: L; ``pair_bound[i]``: L_pu of the MILP's pair i (pattern ``pair_pattern[i]``,
    type ``pair_type[i]``)."""

    def __init__(self, milp, cover_duals, cut_duals=(), cut_rows=()):
        """``cover_duals``: a price per row type (units per row, any sign); ``cut_duals``: the
        duals of the support cuts (<= 0 for a row sum <= cap in a minimisation), ``cut_rows``:
        per cut, (patterns it sums, cap)."""
        y = np.rint(np.asarray(cover_duals, dtype=float) * SCALE).astype(np.int64)
        counts = milp.type_count.astype(np.int64)
        pp, pt = milp.pair_pattern, milp.pair_type
        P = milp.num_patterns
        extra = np.zeros(P, dtype=np.int64)  # sum of the cut multipliers of each pattern
        constant = int(counts @ y)
        for dual, (patterns, cap) in zip(cut_duals, cut_rows):
            lam = int(np.rint(max(0.0, -float(dual)) * SCALE))
            if lam:
                extra[np.asarray(patterns, dtype=np.int64)] += lam
                constant -= lam * int(cap)
        term = np.asarray(milp.pair_cost, dtype=np.int64) * SCALE - y[pt]
        order = np.lexsort((term, pp))
        tp, tt, tn = pp[order], term[order], counts[pt[order]]
        start = np.searchsorted(tp, np.arange(P + 1))
        need = np.asarray(milp.least_size, dtype=np.int64)
        neg = tt < 0
        neg_rows = _sums(tp, np.where(neg, tn, 0), P)
        neg_sum = _sums(tp, np.where(neg, tt * tn, 0), P)
        # fillers: the non-negative terms of a pattern, ascending (they follow its negative ones)
        running = np.concatenate([[0], np.cumsum(np.where(neg, 0, tn))])
        within = running[:-1] - running[start[:-1]][tp]  # non-negative rows earlier in the same pattern
        short = np.maximum(need - neg_rows, 0)  # filler rows each pattern still needs
        take = np.where(neg, 0, np.clip(short[tp] - within, 0, tn))
        fill_sum = _sums(tp, take * tt, P)
        available = _sums(tp, tn, P)
        last = np.full(P, -1, dtype=np.int64)  # the dearest filler row's term (-1: no filler)
        has = take > 0
        np.maximum.at(last, tp[has], tt[has])
        rho = neg_sum + fill_sum + extra
        rho[available < need] = INFEASIBLE
        inside = neg | has
        forced = np.where(inside, rho[tp],
                          np.where(short[tp] > 0, rho[tp] + tt - np.maximum(last[tp], 0), rho[tp] + tt))
        forced[rho[tp] >= INFEASIBLE] = INFEASIBLE
        self.bound = constant + int(np.minimum(rho, 0).sum())
        pair_bound = np.empty(len(pp), dtype=np.int64)
        pair_bound[order] = self.bound - np.minimum(rho[tp], 0) + forced
        self.pair_bound = pair_bound

    def floor_target(self) -> int:
        """The least whole number of units >= L: no release costs less."""
        return -((-self.bound) // SCALE)

    def keep(self, target: int) -> np.ndarray:
        """Pairs a release of cost <= ``target`` units can use."""
        return self.pair_bound <= int(target) * SCALE


def _sums(index, values, n) -> np.ndarray:
    """Exact int64 sums of ``values`` per ``index`` (np.bincount would go through float64)."""
    out = np.zeros(n, dtype=np.int64)
    np.add.at(out, index, np.asarray(values, dtype=np.int64))
    return out
