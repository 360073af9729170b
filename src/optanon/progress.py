"""The progress display of ``optanon anonymize`` on standard error.

``ProgressDisplay`` is the ``progress`` callback the solvers already call (a dict with
any of ``phase``, ``incumbent``, ``bound``, ``gap``, ``elapsed``, ...; the interface is
unchanged), plus ``phase(name)`` for the command's own steps (reading, solving,
writing, report). On a terminal it is one live line drawn by rich — spinner, phase,
incumbent cost, lower bound, gap, elapsed time — erased when the command ends. When
standard error is not a terminal (a log, a pipe, CI) it shows nothing, so that an
error stays the one line ``optanon: error: ...`` and logs hold no control
characters; the final figures are on standard output anyway. ``enabled=False``
(``--quiet``) shows nothing. It never shows data values: only phase names, costs and
times.
"""

from __future__ import annotations

import sys
import time


def _fmt(x) -> str:
    if x is None:
        return "-"
    x = float(x)
    return f"{x:,.0f}" if x == int(x) else f"{x:,.2f}"


class ProgressDisplay:
    """A callable progress sink: ``display(update_dict)``; use as a context manager."""

    def __init__(self, stream=None, *, enabled: bool = True, live: bool | None = None):
        self.stream = stream if stream is not None else sys.stderr
        self.enabled = enabled
        self.live = (hasattr(self.stream, "isatty") and self.stream.isatty()) if live is None else live
        self.started = time.perf_counter()
        self.state = {"phase": "starting", "incumbent": None, "bound": None, "gap": None}
        self._live = None
        self._spinner = None

    # ---- context -------------------------------------------------------------------------------
    def __enter__(self):
        if self.enabled and self.live:
            from rich.console import Console
            from rich.live import Live

            console = Console(file=self.stream, stderr=self.stream is sys.stderr)
            self._live = Live(self._render(), console=console, refresh_per_second=4, transient=True,
                              get_renderable=self._render)
            self._live.__enter__()
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    def close(self) -> None:
        if self._live is not None:
            live, self._live = self._live, None
            live.__exit__(None, None, None)

    # ---- updates -------------------------------------------------------------------------------
    def phase(self, name: str) -> None:
        """The command's own step (reading, solving, writing...)."""
        self({"phase": name})

    def __call__(self, update: dict) -> None:
        if not isinstance(update, dict):
            return
        if not self.enabled:  # the phase still, for the message of an interrupt (``--quiet`` too)
            if update.get("phase") is not None:
                self.state["phase"] = update["phase"]
            return
        for key in ("phase", "incumbent", "bound", "gap"):
            if key in update and update[key] is not None:
                self.state[key] = update[key]
        inc, bnd = self.state["incumbent"], self.state["bound"]
        if "gap" not in update and inc is not None and bnd is not None:
            self.state["gap"] = (float(inc) - float(bnd)) / float(inc) if float(inc) else 0.0
        if self._live is not None:
            self._live.refresh()

    def line(self) -> str:
        s = self.state
        parts = [str(s["phase"])]
        if s["incumbent"] is not None:
            parts.append(f"incumbent {_fmt(s['incumbent'])}")
        if s["bound"] is not None:
            parts.append(f"bound {_fmt(s['bound'])}")
        if s["gap"] is not None:
            parts.append(f"gap {float(s['gap']):.2%}")
        parts.append(f"{time.perf_counter() - self.started:.1f} s")
        return " | ".join(parts)

    def _render(self):
        # one spinner for the whole run, its text renewed: a new one each refresh would start
        # from its first frame every time, and never turn
        from rich.spinner import Spinner

        if self._spinner is None:
            self._spinner = Spinner("dots")
        self._spinner.update(text=self.line())
        return self._spinner
