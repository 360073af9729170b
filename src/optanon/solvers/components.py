"""Decomposition of a restricted pattern MILP into independent parts (exact).

Where: ``exact._solve_pruned``, on the MILP of Liang-Yuan Thm 9 restricted to the (pattern, row
type) pairs a cheaper release can use (``pattern_pruning``). Issue 4, item 2: decomposition into
independent parts where the structure allows.

Method. In the pattern MILP a row type's cover row (sum_p x[p,u] = c_u) involves only that type's
pairs, and every row of a pattern (size, linking, least size, l-diversity, t-closeness, value
counts, share facets) only that pattern's pairs and columns. So the connected components of the
bipartite graph patterns - row types, linked by the kept pairs, are independent MILPs: a solution
of the whole is the union of one solution per part, its cost the sum of theirs, so the optimum is
the sum of the parts' optima and the sum of the parts' lower bounds is a lower bound. The support
cuts of ``PatternMILP.cuts`` (sum of open[p] over some patterns <= cap) may span parts: each part
keeps the sum over its own patterns, still valid (fewer non-negative terms), so no integer
solution is lost and none is added. Pruning is what disconnects the graph: the all-``*`` pattern
generalizes every row and links everything in the whole MILP, but a release that groups far-apart
rows under a wide pattern costs too much to stay below the target.
Hubs (k-anonymity alone). Often one pattern still holds the graph together: the all-``*`` pattern
(the root under hierarchies), which any row can go to — in a table pooled from sites that share
no value, each site's outliers. ``plan`` relaxes such hubs (patterns whose kept pairs reach every
row type): each part gets its own copy of every hub over its own row types, without the hub's
group structure (least size 0, no support cut over it). Every solution of the whole splits into
solutions of the parts (a hub's group split by part), so this is a relaxation: the sum of the
parts' bounds is still a lower bound, and a part without a solution still proves the whole has
none. A joint solution whose pooled hub groups are empty or at least of their least size is a
solution of the whole, optimal when every part's is; otherwise the MILP is solved whole in the
time left. (Under l-diversity or t-closeness a hub's group would need its rows' sensitive values
pooled across the parts: no hub is relaxed there.)
Guarantee: exact — the same optimum, the same proofs, as the restricted MILP solved as one.
Running time: one connected-components pass over the kept pairs, O(pairs); then one HiGHS run
per part (small parts together, ``BATCH_PAIRS``), smallest first, each with the time the earlier
ones left. Solving the parts apart spares the branch and bound a search over the product of the
parts' trees; with a time limit a part that ends unsolved bounds the whole by its own dual bound
(0 if it has none: costs are >= 0).
"""

from __future__ import annotations

import time

import numpy as np


# Parts with fewer pairs are solved together, up to about this many pairs a MILP: a HiGHS run and
# a MILP built for each of hundreds of tiny parts would cost more than the search they spare.
BATCH_PAIRS = 1_000


def parts(milp, keep) -> list[np.ndarray]:
    """The independent parts of ``milp`` restricted to the pairs where ``keep`` is True: the
    connected components that hold a pair, smallest first (by pairs, then by first pair:
    deterministic), the small ones gathered into batches of at least BATCH_PAIRS pairs (the last
    may hold fewer); one boolean mask over ``milp``'s pairs per batch."""
    from scipy.sparse import coo_matrix
    from scipy.sparse.csgraph import connected_components

    idx = np.flatnonzero(keep)
    if idx.size == 0:
        return []
    P, U = milp.num_patterns, len(milp.type_count)
    pp, pt = milp.pair_pattern[idx], milp.pair_type[idx]
    g = coo_matrix((np.ones(idx.size), (pp, P + pt)), shape=(P + U, P + U))
    _, label = connected_components(g, directed=False)
    comp = label[pp]  # the part of each kept pair
    names, first, size = np.unique(comp, return_index=True, return_counts=True)
    order = np.lexsort((first, size))
    batch = np.empty(len(names), dtype=np.int64)  # small parts solved together, BATCH_PAIRS pairs a MILP
    held, current = 0, 0
    for i in order:
        if held >= BATCH_PAIRS:
            held, current = 0, current + 1
        batch[i], held = current, held + size[i]
    of_pair = batch[np.searchsorted(names, comp)]
    out = []
    for b in range(current + 1):
        mask = np.zeros(milp.num_pairs, dtype=bool)
        mask[idx[of_pair == b]] = True
        out.append(mask)
    return out


def plan(milp, keep, hubs=False) -> tuple[list[np.ndarray], np.ndarray | None]:
    """The parts to solve (``parts``) and, when they come from relaxing hubs, the hub patterns
    (a mask over ``milp``'s patterns; None: the parts are exact as they are). With ``hubs`` (for
    k-anonymity alone) and the kept pairs in one piece: the patterns whose kept pairs reach every
    row type (the all-``*`` pattern, the root under hierarchies) are left out of the graph; if it
    then falls apart, each part gets its own copy of every hub, over the part's row types, free of
    the hub's group structure (``PatternMILP.restricted(free=...)``: least size 0, no cut over it)."""
    split = parts(milp, keep)
    if len(split) > 1 or not hubs:
        return split, None
    types = len(milp.type_count)
    hub = np.bincount(milp.pair_pattern[keep], minlength=milp.num_patterns) == types
    if not hub.any():
        return split, None
    hub_pair = keep & hub[milp.pair_pattern]
    rest = parts(milp, keep & ~hub_pair)
    if len(rest) <= 1:
        return split, None
    part_of = np.zeros(types, dtype=np.int64)  # a type with only hub pairs goes with the first part
    for i, mask in enumerate(rest):
        part_of[milp.pair_type[mask]] = i
    return [mask | (hub_pair & (part_of[milp.pair_type] == i)) for i, mask in enumerate(rest)], hub


class Combined:
    """The outcome of a restricted MILP solved whole or in parts, as ``exact._Solution`` reads it:
    ``labels`` the release of its solution; ``x`` rows per kept pair (in the order of
    ``np.flatnonzero(keep)``) when there is one, else None; ``dual_bound`` a lower bound on its
    optimum (units), None when none is known; ``parts`` how many MILPs it was solved as;
    ``num_patterns`` and ``num_cols`` summed over them."""

    def __init__(self, labels, dual_bound, proved, status_text, nodes, x, num_patterns=0, num_cols=0, parts=1):
        self.labels, self.dual_bound, self.proved, self.status_text, self.nodes, self.x = \
            labels, dual_bound, proved, status_text, nodes, x
        self.num_patterns, self.num_cols, self.parts = num_patterns, num_cols, parts


def _solve_one(milp, mask, seconds, seed, options, proof_options, xfull, progress=None, cover=None, free=None,
               cutoff=None):
    """``milp.restricted(mask, cover, free)`` and HiGHS's answer on it, started from ``xfull``
    (with ``proof_options`` then) when it gives one; with ``cutoff`` (units), instead, only its
    solutions cheaper than the cutoff are sought (HiGHS's objective_bound, no start; ``proof_options``
    when there is an ``xfull``, the root heuristics being still wanted when the best release came
    from no MILP): its dual bound D then proves only min(D, cutoff), "Infeasible" that none is cheaper."""
    sub = milp.restricted(mask, cover=cover, free=free)
    if cutoff is not None:
        return sub, sub.solve(seconds, seed, progress, options=options | (proof_options if xfull is not None else {}),
                              cutoff=cutoff)
    start = None if xfull is None else sub.start_from(xfull[sub.kept_pairs])
    sol = sub.solve(seconds, seed, progress, options=options | (proof_options if start is not None else {}), start=start)
    return sub, sol


def solve_restricted(milp, keep, seconds, seed, options, proof_options, xfull, whole_units, progress=None,
                     split=True, hubs=False, target=None, cutoff=None) -> Combined:
    """``milp`` restricted to ``keep``, solved exactly: in its independent parts when it has some
    (``plan``; ``split`` False: never), else whole (``progress``: HiGHS's updates, whole only).
    ``options``: HiGHS's, with ``proof_options`` too for a MILP that starts from ``xfull`` (a
    solution per pair of ``milp``, or None). ``whole_units``: a HiGHS bound rounded up to whole
    units (``exact._whole_units``).
    Status "Infeasible": no solution at all. When hubs were relaxed and the parts' joint solution
    leaves a hub's group short of its least size, the MILP is solved whole in the time left,
    keeping the larger bound (the relaxation's is one) — unless that bound is above ``target``
    already (the pruning's step then has its answer: nothing <= target).
    ``cutoff`` (a proof step: only solutions cheaper than it matter): a MILP solved whole seeks only
    those (``_solve_one``), and its dual bound is then a bound only up to the cutoff (the caller
    takes min(bound, target + 1)); parts keep the start."""
    started = time.perf_counter()
    masks, free = plan(milp, keep, hubs) if split else ([], None)
    if len(masks) > 1:
        got = _solve_parts(milp, keep, masks, seconds, seed, options, proof_options, xfull, whole_units, free)
        if got.x is not None or got.status_text == "Infeasible" or free is None \
                or (target is not None and got.dual_bound > target):
            return got
        seconds = None if seconds is None else seconds - (time.perf_counter() - started)
        if seconds is not None and seconds < 0.5:
            return got
        whole = solve_restricted(milp, keep, seconds, seed, options, proof_options, xfull, whole_units, progress,
                                 split=False, cutoff=cutoff)
        if got.dual_bound is not None and (whole.dual_bound is None or got.dual_bound > whole.dual_bound) \
                and whole.status_text != "Infeasible":
            whole.dual_bound = got.dual_bound
        whole.status_text = f"{got.status_text}; whole: {whole.status_text}"
        return whole
    sub, sol = _solve_one(milp, keep, seconds, seed, options, proof_options, xfull, progress, cutoff=cutoff)
    return Combined(sol.labels, sol.dual_bound, sol.proved, sol.status_text, sol.nodes, sol.x, sub.num_patterns,
                    sub.num_cols)


def _solve_parts(milp, keep, masks, seconds, seed, options, proof_options, xfull, whole_units, free) -> Combined:
    """The parts (``masks``) one by one, smallest first, each with the time the earlier ones left.
    A part without any solution makes the whole infeasible (the parts, hubs relaxed or not, hold
    every solution of the whole). The bound: the sum of the parts' whole-unit bounds (0 for a part
    with none: costs are >= 0). A joint solution is returned only if it is one of the whole: with
    hubs relaxed, every hub's pooled group empty or of its least size at least."""
    started = time.perf_counter()
    x = np.zeros(milp.num_pairs)
    bound, proved, solved, nodes, texts, patterns, cols = 0, True, True, 0, [], 0, 0
    for mask in masks:
        left = None if seconds is None else max(0.01, seconds - (time.perf_counter() - started))
        cover = np.bincount(milp.pair_type[mask], minlength=len(milp.type_count)) > 0
        sub, sol = _solve_one(milp, mask, left, seed, options, proof_options, xfull, cover=cover, free=free)
        patterns, cols = patterns + sub.num_patterns, cols + sub.num_cols
        nodes += sol.nodes
        if sol.status_text == "Infeasible":
            return Combined(None, None, False, "Infeasible", nodes, None, patterns, cols, len(masks))
        texts.append(sol.status_text)
        bound += 0 if sol.dual_bound is None else whole_units(sol.dual_bound)
        proved &= bool(sol.proved)
        if sol.x is None:
            solved = False
        else:
            x[sub.kept_pairs] = sol.x
    text = f"{len(masks)} parts{' (hubs relaxed)' if free is not None else ''}: " + \
        ", ".join(f"{texts.count(t)} {t}" for t in sorted(set(texts)))
    if solved and free is not None:
        pooled = np.bincount(milp.pair_pattern, weights=x, minlength=milp.num_patterns)
        short = free & (pooled > 0.5) & (pooled < milp.least_size - 0.5)
        if short.any():
            solved, proved = False, False
            text += f"; {int(short.sum())} hub group(s) short of their least size"
    labels = milp.labels_from(x) if solved else None
    return Combined(labels, float(bound), proved and solved, text, nodes, x[keep] if solved else None, patterns, cols,
                    len(masks))
