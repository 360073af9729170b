"""Run HiGHS on a MILP in a child process that can be stopped at a hard deadline.

HiGHS honours its own time limit inside simplex and branch and bound, but some
phases (presolve, cut separation) were measured here to overrun a 30 s limit by
80 s or more, and ``cancelSolve`` does not reach them. So the solve runs in a
forked child; improving solutions and the dual bound stream back through a pipe
(HiGHS callbacks), and at the deadline the parent kills the child and keeps the
best solution and bound it has received. Without a time limit the child runs to
the end.
"""

from __future__ import annotations

import multiprocessing as mp
import os
import signal
import sys
import time
from dataclasses import dataclass

import numpy as np

GRACE = 1.0  # seconds past the deadline before the child is killed
BOUND_EVERY = 0.25  # seconds between dual-bound messages
POLL_PIECE = 3600.0  # the longest single wait on a pipe (``poll``)


def poll(conn, seconds, tick=None, every=POLL_PIECE) -> bool:
    """``conn.poll(seconds)`` for any wait: None waits for ever, and a wait longer than the operating
    system takes in one call (--time-limit 1e9 overflowed it: "timeout is too large") is waited out
    in pieces of POLL_PIECE seconds. ``tick``: called after each piece of ``every`` seconds (at most
    POLL_PIECE) that ends without data, but the last (``exact``'s progress while it waits for lns)."""
    if seconds is None and tick is None:
        return conn.poll(None)
    piece = min(every, POLL_PIECE)
    end = None if seconds is None else time.monotonic() + max(0.0, seconds)
    while True:
        left = None if end is None else end - time.monotonic()
        if conn.poll(piece if left is None else max(0.0, min(left, piece))):
            return True
        if left is not None and left <= piece:
            return False
        if tick is not None:
            tick()


def _fresh_scheduler() -> None:
    """In a forked child: HiGHS's thread scheduler inherited from the parent has no worker
    threads left, and HiGHS >= 1.16 refuses to run when the 'threads' option differs from the
    scheduler's count ("scheduler already initialized"); every forked process (the MILP
    children here, lns's region worker, exact's lns beside) starts with a fresh one."""
    highspy = sys.modules.get("highspy")
    if highspy is not None and hasattr(highspy.Highs, "resetGlobalScheduler"):
        highspy.Highs.resetGlobalScheduler(True)


def _stop_workers() -> None:
    """In the parent, just before a fork: stop HiGHS's worker threads (the next solve here starts
    new ones). A fork copies the memory of live worker threads, locks included, but not the
    threads, and a child that inherited a lock held by one of them hung in _fresh_scheduler (seen
    once in the test suite on HiGHS 1.16: a forked MILP child of the exact solver, waiting
    forever); with no worker alive at the fork there is no such lock to inherit."""
    highspy = sys.modules.get("highspy")
    if highspy is not None and hasattr(highspy.Highs, "resetGlobalScheduler"):
        highspy.Highs.resetGlobalScheduler(True)


os.register_at_fork(before=_stop_workers, after_in_child=_fresh_scheduler)


def quiet_child() -> None:
    """First thing in every worker process forked here (the MILP child, lns beside the MILP, lns's
    region worker, the Lagrangian bound's worker): Ctrl-C (SIGINT, sent to the whole process group)
    and the parent's terminate() (SIGTERM) end the worker at once, by the system's default action.
    It inherited the parent's Python handlers, so it raised KeyboardInterrupt (the CLI turns
    SIGTERM into one) and printed its traceback under the CLI's one-line message. The parent
    handles the interrupt: it removes temporary files and exits 130."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


@dataclass
class Outcome:
    status: str  # HiGHS model status text, or 'Killed at the time limit'
    proved: bool  # HiGHS proved optimality (within mip_abs_gap)
    dual_bound: float | None
    objective: float | None
    x: np.ndarray | None  # values of the requested columns in the best solution
    nodes: int


def _give_start(h, start) -> None:
    """Hand HiGHS a feasible solution (a value per column) to start from."""
    import highspy

    if start is not None:
        sol = highspy.HighsSolution()
        sol.col_value = np.asarray(start, dtype=float)
        sol.value_valid = True
        h.setSolution(sol)


def _bound_reached(out, stop_at_bound) -> bool:
    """Whether HiGHS's dual bound has reached ``stop_at_bound`` (None: never): the run may stop.
    Not when it is infinite: the search tree is then empty and HiGHS ends by itself, "Infeasible"
    under a cutoff. Interrupted there instead, it reported no dual bound (in this process) and the
    last one streamed before it (a child): Adult sample, 45 rows, k = 5, t = 0.3, cutoff 98.5,
    "Interrupted by user" with 96.64 where the run alone said "Infeasible" (nothing below 98.5)."""
    return stop_at_bound is not None and stop_at_bound <= float(out.mip_dual_bound) < np.inf


def _child(conn, builder, options, cols, start=None, stop_at_bound=None):
    quiet_child()
    import highspy

    h = builder.highs()
    for key, value in options.items():
        h.setOptionValue(key, value)
    _give_start(h, start)
    last = [0.0]

    def callback(kind, message, out, data_in, user):
        try:
            if kind == highspy.cb.HighsCallbackType.kCallbackMipImprovingSolution:
                conn.send(("sol", float(out.objective_function_value), np.asarray(out.mip_solution)[cols].copy()))
            elif kind == highspy.cb.HighsCallbackType.kCallbackMipInterrupt:
                stop = _bound_reached(out, stop_at_bound)
                data_in.user_interrupt |= stop
                now = time.perf_counter()
                if stop or now - last[0] >= BOUND_EVERY:  # the bound it stopped at is the run's (``run``)
                    last[0] = now
                    conn.send(("bound", float(out.mip_dual_bound)))
        except (BrokenPipeError, OSError):
            pass

    h.setCallback(callback, None)
    h.startCallback(highspy.cb.HighsCallbackType.kCallbackMipImprovingSolution)
    h.startCallback(highspy.cb.HighsCallbackType.kCallbackMipInterrupt)
    h.run()
    conn.send(("done", *_finished(h, cols)))
    conn.close()


def run_here(builder, cols, *, time_limit=None, options=None, stop_after=None, start=None, stop_at_bound=None) -> Outcome:
    """Solve a small MILP in this process (no fork: milliseconds instead of a tenth of a second).

    For models small enough that HiGHS's own time limit is trusted (the overruns seen here
    were in presolve and cut separation on models with hundreds of thousands of columns).
    ``stop_after``: seconds after which the run also stops at its first solution (a HiGHS
    callback interrupts it): the time limit is then for a run that has found nothing yet.
    ``start``: a feasible value per column for HiGHS to start from (``setSolution``).
    ``stop_at_bound``: the run stops once HiGHS's dual bound reaches it (``PatternMILP._run``: with a
    cutoff there, the run's whole answer: no solution below it).
    """
    h = builder.highs()
    for key, value in dict(options or {}).items():
        if key != "threads":  # in this process HiGHS keeps the scheduler it has (>= 1.16 refuses another count)
            h.setOptionValue(key, value)
    if time_limit is not None:
        h.setOptionValue("time_limit", float(max(time_limit, 0.01)))
    _give_start(h, start)
    stopped_at = [-np.inf]  # the dual bound at which ``stop_at_bound`` stopped the run: HiGHS's final one may be lower
    if stop_after is not None or stop_at_bound is not None:
        import highspy

        found, soft = [False], None if stop_after is None else time.perf_counter() + stop_after

        def callback(kind, message, out, data_in, user):
            if kind == highspy.cb.HighsCallbackType.kCallbackMipImprovingSolution:
                found[0] = True
            elif _bound_reached(out, stop_at_bound):
                stopped_at[0] = max(stopped_at[0], float(out.mip_dual_bound))
                data_in.user_interrupt = True
            elif found[0] and soft is not None and time.perf_counter() >= soft:
                data_in.user_interrupt = True

        h.setCallback(callback, None)
        h.startCallback(highspy.cb.HighsCallbackType.kCallbackMipImprovingSolution)
        h.startCallback(highspy.cb.HighsCallbackType.kCallbackMipInterrupt)
    h.run()
    status, proved, dual, objective, x, nodes = _finished(h, cols)
    if np.isfinite(stopped_at[0]):
        dual = stopped_at[0] if dual is None else max(dual, stopped_at[0])
    return Outcome(status, proved, dual, objective, x, nodes)


def _finished(h, cols) -> tuple:
    """(status text, proved optimal, dual bound, objective, values of ``cols``, nodes) of a finished run."""
    import highspy

    status = h.getModelStatus()
    info = h.getInfo()
    x = np.asarray(h.getSolution().col_value)[np.asarray(cols)].copy() if info.primal_solution_status == 2 else None
    dual = float(info.mip_dual_bound) if np.isfinite(info.mip_dual_bound) else None
    return (h.modelStatusToString(status), status == highspy.HighsModelStatus.kOptimal, dual,
            float(info.objective_function_value) if x is not None else None, x, int(info.mip_node_count))


def run(builder, cols, *, time_limit=None, options=None, on_progress=None, start=None, stop_at_bound=None) -> Outcome:
    """Solve ``builder``'s MILP; return the best solution (its ``cols``) and the proven bound.
    ``start``: a feasible value per column for HiGHS to start from. ``stop_at_bound``: the child
    stops HiGHS once its dual bound reaches it (as ``run_here``)."""
    if not _BANNER_SHOWN:  # the version checked here, not only in the child: one message, exit 2
        quiet_highs()
    options = dict(options or {})
    if time_limit is not None:
        options["time_limit"] = float(max(time_limit, 0.01))
    ctx = mp.get_context("fork")
    parent, child = ctx.Pipe(duplex=False)
    proc = ctx.Process(target=_child, args=(child, builder, options, np.asarray(cols), start, stop_at_bound), daemon=True)
    started = time.perf_counter()
    proc.start()
    child.close()
    best_obj, best_x, dual = None, None, None
    deadline = None if time_limit is None else started + time_limit + GRACE
    try:
        while True:
            wait = None if deadline is None else max(0.0, deadline - time.perf_counter())
            if not poll(parent, wait):
                proc.kill()
                return Outcome("Killed at the time limit", False, dual, best_obj, best_x, 0)
            try:
                msg = parent.recv()
            except EOFError:  # the child died without a final message
                return Outcome("HiGHS process ended unexpectedly", False, dual, best_obj, best_x, 0)
            if msg[0] == "sol":
                if best_obj is None or msg[1] < best_obj:
                    best_obj, best_x = msg[1], msg[2]
                    if on_progress:
                        on_progress({"incumbent": best_obj, "bound": dual})
            elif msg[0] == "bound":
                if np.isfinite(msg[1]) and (dual is None or msg[1] > dual):
                    dual = msg[1]
                    if on_progress:
                        on_progress({"incumbent": best_obj, "bound": dual})
            else:
                _, status, proved, final_dual, obj, x, nodes = msg
                if final_dual is not None:
                    dual = final_dual if dual is None else max(dual, final_dual)
                if x is not None and (best_obj is None or obj <= best_obj):
                    best_obj, best_x = obj, x
                return Outcome(status, proved, dual, best_obj, best_x, nodes)
    finally:
        if proc.is_alive():
            proc.kill()
        proc.join(timeout=5)
        parent.close()


_BANNER_SHOWN = False
# HiGHS before 1.16 was measured calling a non-optimal solution optimal (README, "HiGHS versions";
# pyproject.toml requires highspy >= 1.16): an installation that bypassed that floor (pip --no-deps,
# a system package) is refused at the first HiGHS made in each process, with one message (exit 2)
MIN_HIGHS = (1, 16)


def _check_version(h) -> None:
    from ..errors import SetupError

    found = (h.versionMajor(), h.versionMinor())
    if found < MIN_HIGHS:
        raise SetupError(f"HiGHS {h.version()} is installed; optanon needs highspy >= {MIN_HIGHS[0]}.{MIN_HIGHS[1]} "
                         f"(older HiGHS was measured calling a non-optimal solution optimal): "
                         f"pip install 'highspy>={MIN_HIGHS[0]}.{MIN_HIGHS[1]}'")


def quiet_highs():
    """A ``highspy.Highs`` with its output off. HiGHS >= 1.16 prints a banner to the process's
    standard output on the first construction, before any option can be set; it would corrupt
    ``--json`` on stdout, so that first construction runs with file descriptor 1 on /dev/null."""
    import highspy

    global _BANNER_SHOWN
    if _BANNER_SHOWN:
        h = highspy.Highs()
    else:
        if sys.stdout is not None:  # None when Python started with stdout closed
            sys.stdout.flush()
        saved, null = os.dup(1), os.open(os.devnull, os.O_WRONLY)  # the CLI keeps 0-2 open (cli.main)
        try:
            os.dup2(null, 1)
            h = highspy.Highs()
        finally:
            os.dup2(saved, 1)
            os.close(saved)
            os.close(null)
        _check_version(h)
        _BANNER_SHOWN = True
    h.setOptionValue("output_flag", False)
    return h


class Builder:
    """Collects a sparse MILP column by column and row by row."""

    def __init__(self):
        self.cost, self.lo, self.hi, self.integ = [], [], [], []
        self.rlo, self.rhi = [], []
        self.er, self.ec, self.ev = [], [], []
        self.ncols = self.nrows = 0

    def cols(self, cost, lo, hi, integer, count=None) -> np.ndarray:
        if count is None:
            count = len(np.atleast_1d(hi)) if np.ndim(hi) else len(np.atleast_1d(cost))
        idx = np.arange(self.ncols, self.ncols + count)
        self.cost.append(np.broadcast_to(np.asarray(cost, float), (count,)))
        self.lo.append(np.broadcast_to(np.asarray(lo, float), (count,)))
        self.hi.append(np.broadcast_to(np.asarray(hi, float), (count,)))
        self.integ.append(np.full(count, 1 if integer else 0, dtype=np.int32))
        self.ncols += count
        return idx

    def rows(self, lo, hi, count=None) -> np.ndarray:
        if count is None:
            count = len(np.atleast_1d(lo))
        idx = np.arange(self.nrows, self.nrows + count)
        self.rlo.append(np.broadcast_to(np.asarray(lo, float), (count,)))
        self.rhi.append(np.broadcast_to(np.asarray(hi, float), (count,)))
        self.nrows += count
        return idx

    def entries(self, rows, cols, vals) -> None:
        rows, cols = np.asarray(rows, np.int64), np.asarray(cols, np.int64)
        self.er.append(rows)
        self.ec.append(cols)
        self.ev.append(np.broadcast_to(np.asarray(vals, float), rows.shape))

    def matrix(self):
        """The constraint matrix, rows x columns (scipy CSR, duplicate entries summed)."""
        from scipy.sparse import coo_matrix

        A = coo_matrix((np.concatenate(self.ev), (np.concatenate(self.er), np.concatenate(self.ec))),
                       shape=(self.nrows, self.ncols)).tocsr()
        A.sum_duplicates()
        return A

    def highs(self):
        import highspy

        inf = highspy.kHighsInf
        lp = highspy.HighsLp()
        lp.num_col_, lp.num_row_ = self.ncols, self.nrows
        lp.col_cost_ = np.concatenate(self.cost)
        lp.col_lower_ = np.concatenate(self.lo)
        lp.col_upper_ = np.where(np.isinf(np.concatenate(self.hi)), inf, np.concatenate(self.hi))
        rlo, rhi = np.concatenate(self.rlo), np.concatenate(self.rhi)
        lp.row_lower_ = np.where(np.isinf(rlo), -inf, rlo)
        lp.row_upper_ = np.where(np.isinf(rhi), inf, rhi)
        A = self.matrix().tocsc()
        lp.a_matrix_.format_ = highspy.MatrixFormat.kColwise
        lp.a_matrix_.start_ = A.indptr.astype(np.int32)
        lp.a_matrix_.index_ = A.indices.astype(np.int32)
        lp.a_matrix_.value_ = A.data
        lp.integrality_ = [highspy.HighsVarType.kInteger if i else highspy.HighsVarType.kContinuous for i in np.concatenate(self.integ)]
        h = quiet_highs()
        h.passModel(lp)
        return h
