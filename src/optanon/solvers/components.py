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


class Combined:
    """The outcome of the parts solved one by one, as ``exact._Solution`` reads it: ``x`` rows per
    kept pair (in the order of ``np.flatnonzero(keep)``) when every part has a solution, else
    None; ``labels`` the release they make; ``dual_bound`` the sum of the parts' whole-unit bounds;
    ``num_patterns`` and ``num_cols`` summed over the parts' MILPs."""

    def __init__(self, labels, dual_bound, proved, status_text, nodes, x, num_patterns=0, num_cols=0):
        self.labels, self.dual_bound, self.proved, self.status_text, self.nodes, self.x = \
            labels, dual_bound, proved, status_text, nodes, x
        self.num_patterns, self.num_cols = num_patterns, num_cols


def solve_parts(milp, keep, masks, seconds, seed, options, proof_options, xfull, whole_units) -> Combined:
    """Solve ``milp`` restricted to ``keep`` part by part (``masks`` from ``parts``), each with
    HiGHS ``options``, and ``proof_options`` too when it starts from ``xfull`` (a solution per pair
    of ``milp``, or None; ``PatternMILP.start_from``). ``whole_units``: the rounding of a HiGHS
    bound up to whole units (``exact._whole_units``). A part without any solution (HiGHS:
    "Infeasible") makes the whole restricted MILP infeasible."""
    started = time.perf_counter()
    x = np.zeros(milp.num_pairs)
    bound, proved, solved, nodes, texts, patterns, cols = 0, True, True, 0, [], 0, 0
    for mask in masks:
        left = None if seconds is None else max(0.01, seconds - (time.perf_counter() - started))
        sub = milp.restricted(mask, cover=np.bincount(milp.pair_type[mask], minlength=len(milp.type_count)) > 0)
        patterns, cols = patterns + sub.num_patterns, cols + sub.num_cols
        start = None if xfull is None else sub.start_from(xfull[sub.kept_pairs])
        sol = sub.solve(left, seed, None, options=options | (proof_options if start is not None else {}), start=start)
        nodes += sol.nodes
        if sol.status_text == "Infeasible":
            return Combined(None, None, False, "Infeasible", nodes, None, patterns, cols)
        texts.append(sol.status_text)
        bound += 0 if sol.dual_bound is None else whole_units(sol.dual_bound)
        proved &= bool(sol.proved)
        if sol.x is None:
            solved = False
        else:
            x[sub.kept_pairs] = sol.x
    labels = milp.labels_from(x) if solved else None
    text = f"{len(masks)} parts: " + ", ".join(f"{texts.count(t)} {t}" for t in sorted(set(texts)))
    return Combined(labels, float(bound), proved, text, nodes, x[keep] if solved else None, patterns, cols)
