"""A lower bound from any dual vector of an LP, solved or stopped: weak duality, certified.

Used by ``exact`` on MILPs too large for HiGHS to finish its root LP within the time limit
(HiGHS's MILP reports no bound at all until it has): the LP relaxation alone is run by dual
simplex, and whatever row duals y it holds when it stops (optimal, or at the time limit with a
dual-feasible basis: dual simplex's objective climbs toward the LP optimum) give a bound.

Guarantee (Lagrangian / weak duality). For the LP min c x, L <= A x <= U, l <= x <= u, every
y gives, with reduced costs r = c - A^T y,
    g(y) = sum_i (y_i L_i if y_i > 0 else y_i U_i) + sum_j min(r_j l_j, r_j u_j) <= LP <= MILP,
since for every x in the box and every s = A x in [L, U]: c x = r x + y s >= g(y). A y_i whose
sign meets an infinite row bound is set to 0 first (still a valid y); a column without the
finite bound its reduced cost needs makes g = -inf (no bound). Floating point: g is computed in
float64 and lowered by 1e-9 times the sum of the magnitudes of every term it adds or that
enters a reduced cost (a bound on the rounding error many times over; float64 rounds to 1.1e-16
relative per operation). Running time: one sparse product A^T y.
"""

from __future__ import annotations

import numpy as np


def certified_bound(highs) -> float | None:
    """g(y) of the row duals HiGHS holds now (after ``run``, solved or stopped), lowered by its
    rounding allowance; None when no finite bound follows (no duals, or an unbounded column)."""
    from scipy.sparse import csc_matrix, csr_matrix

    solution = highs.getSolution()
    if not solution.dual_valid:
        return None
    lp = highs.getLp()
    m = lp.a_matrix_
    parts = (np.asarray(m.value_, dtype=float), np.asarray(m.index_), np.asarray(m.start_))
    if m.format_ == type(m.format_).kRowwise:
        A = csr_matrix(parts, shape=(lp.num_row_, lp.num_col_))
    else:
        A = csc_matrix(parts, shape=(lp.num_row_, lp.num_col_))
    return dual_bound(lp.col_cost_, lp.col_lower_, lp.col_upper_, A, lp.row_lower_, lp.row_upper_, solution.row_dual)


def dual_bound(c, l, u, A, rl, ru, y) -> float | None:
    """g(y) for the LP min c x, rl <= A x <= ru, l <= x <= u (A a scipy sparse matrix, infinite
    bounds as +-inf or +-1e30 and beyond) and any row prices y, lowered by the rounding allowance;
    None when a column lacks the finite bound its reduced cost needs."""
    inf = 1e30  # HiGHS's infinity is 1e30 or more
    c, l, u, rl, ru, y = (np.asarray(v, dtype=float) for v in (c, l, u, rl, ru, y))
    if len(y) != A.shape[0] or not np.all(np.isfinite(y)):
        return None
    y = np.where(((y > 0) & (rl <= -inf)) | ((y < 0) & (ru >= inf)), 0.0, y)
    r = c - A.T @ y
    row_side = np.where(y > 0, rl, np.where(y < 0, ru, 0.0))
    col_side = np.where(r > 0, l, np.where(r < 0, u, 0.0))  # where the minimum over [l, u] sits
    if np.any(np.abs(col_side) >= inf):
        return None
    row_terms, col_terms = y * row_side, r * col_side
    g = row_terms.sum() + col_terms.sum()
    magnitude = np.abs(row_terms).sum() + np.abs(col_side) @ (np.abs(c) + abs(A).T @ np.abs(y))
    return float(g - 1e-9 * (magnitude + 1.0))
