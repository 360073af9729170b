"""``--config release.toml``: every option of ``optanon anonymize`` from a TOML file.

A release is repeated exactly by keeping its configuration in a file. The keys are
the command's long option names without the dashes (``time-limit`` or
``time_limit``), plus ``data`` for the input; options given on the command line
override the file. Values take their natural TOML types::

    data = "visits.csv"            # or: sql = "SELECT ... FROM 'visits.parquet'"
    qi = ["zipcode", "age", "sex"] # a list, or "zipcode,age,sex"
    sensitive = "disease"
    k = 5
    l = 2
    t = 0.2                        # read as the exact decimal 1/5
    drop = ["name", "ssn"]
    output = "release.csv"
    report = "release.html"
    seed = 7
    shuffle = true
    [hierarchy]
    age = "hierarchies/age.csv"

Relative paths are relative to the working directory, exactly as on the command line
(DuckDB resolves the files named in a query the same way). An unknown key, or a value
of the wrong type, is an error (exit 2) that names the closest known key.
"""

from __future__ import annotations

import argparse
import difflib
import tomllib
from pathlib import Path

from .errors import InputError, ParameterError

#: options that never come from a file
EXCLUDED = {"help", "config", "version"}


def options_of(parser: argparse.ArgumentParser) -> dict:
    """{key: argparse action} for every option of ``parser`` a config may set."""
    out = {}
    for action in parser._actions:  # argparse has no public accessor for its actions
        if action.option_strings:
            longs = [o for o in action.option_strings if o.startswith("--") and not o.startswith("--no-")]
            key = longs[0][2:] if longs else action.dest  # -k, -l, -c, -t: the key is the letter
        else:
            key = action.dest
        if key not in EXCLUDED and action.dest not in EXCLUDED:
            out[key] = action
    return out


def load_config(path, parser: argparse.ArgumentParser) -> dict:
    """{argparse dest: value in command-line form} from the TOML file at ``path``."""
    path = Path(path)
    if not path.is_file():
        raise InputError(f"config file not found: {path}")
    try:
        with open(path, "rb") as fh:
            doc = tomllib.load(fh)
    except tomllib.TOMLDecodeError as exc:
        raise InputError(f"{path}: not valid TOML ({exc})") from None
    except UnicodeDecodeError:
        raise InputError(f"{path}: not valid UTF-8 (TOML files are UTF-8)") from None
    options = options_of(parser)
    out = {}
    for raw_key, value in doc.items():
        key = raw_key.replace("_", "-")
        if key not in options:
            close = difflib.get_close_matches(key, list(options), n=1, cutoff=0.6)
            hint = f"; did you mean '{close[0]}'?" if close else f"; known keys: {', '.join(sorted(options))}"
            raise ParameterError(f"{path}: unknown key '{raw_key}'{hint}")
        action = options[key]
        out[action.dest] = _convert(path, raw_key, value, action)
    return out


def _convert(path, key, value, action):
    def bad(expected):
        return ParameterError(f"{path}: '{key}' must be {expected}, got {type(value).__name__} {value!r}")

    if isinstance(action, argparse.BooleanOptionalAction) or action.nargs == 0:
        if not isinstance(value, bool):
            raise bad("true or false")
        return value
    if isinstance(action, argparse._AppendAction):  # --hierarchy COL=PATH, repeatable
        if isinstance(value, dict):
            if not all(isinstance(v, str) for v in value.values()):
                raise bad("a table of column = \"path\"")
            return [f"{col}={p}" for col, p in value.items()]
        if isinstance(value, str):
            return [value]
        if isinstance(value, list) and all(isinstance(v, str) for v in value):
            return list(value)
        raise bad("a table of column = \"path\"")
    if isinstance(value, bool):
        raise bad("a number or text")
    if isinstance(value, list):
        if not all(isinstance(v, str) for v in value):
            raise bad("a list of column names")
        value = ",".join(value)
    elif isinstance(value, (int, float, str)):
        value = str(value)
    else:
        raise bad("a number or text")
    if action.choices is not None and value not in action.choices:
        raise ParameterError(f"{path}: '{key}' must be one of {', '.join(map(str, action.choices))}, got '{value}'")
    return value


def apply_config(args, parser: argparse.ArgumentParser, path) -> None:
    """Fill every option not given on the command line (None) from the file."""
    for dest, value in load_config(path, parser).items():
        if getattr(args, dest, None) is None:
            setattr(args, dest, value)
