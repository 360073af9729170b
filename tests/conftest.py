from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "src" / "optanon" / "examples" / "hospital.csv"


@pytest.fixture
def example():
    return EXAMPLE


@pytest.fixture
def run_cli(capsys):
    """Run the CLI in-process; return (exit status, stdout, stderr)."""
    from optanon.cli import main

    def run(*argv):
        try:
            status = main([str(a) for a in argv])
        except SystemExit as exc:  # argparse usage errors
            status = exc.code
        out = capsys.readouterr()
        return status, out.out, out.err

    return run
