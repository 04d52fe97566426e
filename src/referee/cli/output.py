"""Shared CLI plumbing: one console for people, plain JSON for machines, one-line errors with exit 2.

Errors for people are printed in the UI language (the command's ``--lang`` when it is a valid one, else the
locale's); the JSON error keeps the English text so scripts can match on it.
"""

from __future__ import annotations

import errno
import functools
import os
import stat
import sys
from collections.abc import Callable
from typing import Any, NoReturn

from referee.errors import InputError
from referee.shown import json_for

# The consoles and layouts (consoles.py) import rich: loaded when first used, so `referee ask --json`, which
# prints only JSON, never imports rich (~50 ms of its start).
_RICH = ("SafeConsole", "console", "err_console", "MIN_TEXT_COLUMNS", "hanging", "id_rows")


def __getattr__(name: str) -> Any:
    if name in _RICH:
        from referee.cli import consoles

        return getattr(consoles, name)
    raise AttributeError(f"module 'referee.cli.output' has no attribute {name!r}")


def escape_markup(text: str) -> str:
    from rich.markup import escape

    return escape(text)


def tolerate_narrow_streams() -> None:
    """On a stdout or stderr whose encoding cannot write every letter (a Latin-1 or ASCII locale,
    PYTHONIOENCODING=latin-1), what it cannot write is shown as '?' instead of ending the command: a Russian
    answer, a box line or a quote there was an internal error, exit 70. JSON is escaped instead (json_for)."""
    for stream in (sys.stdout, sys.stderr):  # stderr is Python's backslashreplace already, unless set otherwise
        encoding = (getattr(stream, "encoding", None) or "").lower().replace("-", "").replace("_", "")
        strict = getattr(stream, "errors", "") == "strict"
        if encoding.startswith("utf") or not strict or not hasattr(stream, "reconfigure"):
            continue
        try:
            stream.reconfigure(errors="replace")
        except (ValueError, OSError):  # a closed or detached stream: nothing will be written there anyway
            continue


def emit_json(data: Any) -> None:
    """JSON only on stdout: no colour, no progress, nothing else."""
    write_stdout(json_for(sys.stdout, data, indent=2) + "\n")


def write_stdout(text: str) -> None:
    """``text`` on stdout, all of it or an OSError: one large buffered write to a file on a full disk (or past
    ``ulimit -f``) wrote what fitted and dropped the rest unsaid, half a JSON document and exit 0. Through the
    descriptor, a short write is followed by another, which the system refuses with its reason."""
    sys.stdout.flush()
    try:
        fd = sys.stdout.fileno()
    except (AttributeError, ValueError, OSError):  # no descriptor (a test's captured stdout)
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    data = memoryview(text.encode(sys.stdout.encoding or "utf-8", "replace"))
    while data:
        n = os.write(fd, data)
        if n <= 0:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        data = data[n:]


def fail(message: str, code: int = 2, as_json: bool = False, lang: str | None = None, **extra: Any) -> NoReturn:
    from referee.i18n import t

    if as_json:
        try:
            emit_json({"error": message, **extra})
        except OSError:  # stdout refused (a full disk): the line on stderr below still says it
            quiet_stdout()
    label = escape_markup(t("error", lang))
    from referee.cli.consoles import err_console

    err_console.print(f"[bold red]{label}[/] {escape_markup(message)}", markup=True, soft_wrap=True)
    import typer  # here, not at the top: `referee ask` runs without typer until it refuses something

    raise typer.Exit(code)


def ui_lang(lang: Any) -> str:
    """The UI language for a command's ``--lang`` value; an invalid value falls back to the locale's."""
    from referee.i18n import locale_lang
    from referee.languages import known

    return known(lang) or locale_lang()


# What the system refuses (a full or read-only disk, no permission), not what the user gave and no bug: a file
# of the tool's own (the index cache) written on a full disk was "internal error: OSError", exit 70, --json empty
SYSTEM_REFUSALS = frozenset(
    {errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EROFS, errno.EACCES, errno.EPERM, errno.EIO}
)


def system_refusal(e: OSError) -> InputError | None:
    """The one-line refusal naming the file the system refused, or None for an OSError that is a bug."""
    if e.errno not in SYSTEM_REFUSALS or isinstance(e, BrokenPipeError):
        return None
    why = (e.strerror or os.strerror(e.errno or 0)).lower()
    if _stdout_refused(e):
        return InputError(f"cannot write the output ({why})")
    if e.filename:
        return InputError(f"refused by the system ({why})", str(e.filename))
    # a write through an open file names none: the places the tool writes are named instead
    from referee.rulebooks.paths import user_cache_dir, user_data_dir

    dirs = f"{str(user_cache_dir())!r}, {str(user_data_dir())!r}"
    return InputError(f"refused by the system ({why}) writing the output or in the cache or data dir ({dirs})")


def _stdout_refused(e: OSError) -> bool:
    """True when stdout is what the system refuses: a write still buffered fails again, or its disk is full."""
    try:
        sys.stdout.flush()
    except OSError:
        return True
    try:
        fd = sys.stdout.fileno()  # a file on a full disk (a pipe's or a terminal's fs has no blocks at all)
        if e.errno == errno.EFBIG:  # past the file size limit (ulimit -f): stdout's file, when it is one
            return stat.S_ISREG(os.fstat(fd).st_mode)
        return e.errno == errno.ENOSPC and stat.S_ISREG(os.fstat(fd).st_mode) and os.fstatvfs(fd).f_bavail == 0
    except (OSError, ValueError, AttributeError):  # no descriptor (a test's captured stdout)
        return False


def quiet_stdout() -> None:
    """Points a refused stdout at the null device: what is still buffered, and the interpreter's last flush,
    would fail on it again (a traceback after the one-line refusal)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
        sys.stdout.flush()
    except (OSError, ValueError, AttributeError):
        pass


def handles_input_errors(fn: Callable) -> Callable:
    """Turn InputError, a refusal of the system (a full disk) and a broken pipe into a one-line message and
    exit code 2 (0 for the pipe), never a traceback."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        _warned.clear()  # each command run says each skipped game once
        try:
            try:
                return fn(*args, **kwargs)
            except OSError as e:
                refused = system_refusal(e)
                if refused is None:
                    raise
                raise refused from None
        except InputError as e:
            from referee.i18n import translate_error

            lang = ui_lang(kwargs.get("ui_lang") or kwargs.get("lang"))
            problem = e.to_json()
            # the JSON keeps the English message (stable for scripts); people read it in their language
            fail(translate_error(str(e), lang), 2, as_json=bool(kwargs.get("as_json")), lang=lang, **problem)
        except BrokenPipeError:
            import typer

            quiet_stdout()  # else the last flush fails again and click exits 1, the code of an illegal move
            raise typer.Exit(0) from None
        finally:
            warn_skipped_games(ui_lang(kwargs.get("ui_lang") or kwargs.get("lang")))
            _flush_or_quiet()

    return wrapper


def _flush_or_quiet() -> None:
    """Flush what the command printed now: a reader that closed the pipe early (`| head -1`) leaves the exit code
    the command's own (a verdict's 0, 1 or 3), not click's 1 for a broken pipe at its own flush."""
    try:
        sys.stdout.flush()
    except BrokenPipeError:
        quiet_stdout()
    except (OSError, ValueError, AttributeError):
        pass


_warned: set[str] = set()


def warn_skipped_games(lang: str | None = None) -> None:
    """One line on stderr for each of the user's games left out because its game.yaml is bad (once a run).
    Only the user's games can be skipped: with none added, the corpus is not loaded just to say nothing
    (a question answered from the shipped index never loads it)."""
    from referee.rulebooks.paths import user_rulebooks_dir

    try:
        root = user_rulebooks_dir()
        if not root.is_dir() or not any(p.is_dir() for p in root.iterdir()):
            return
    except (InputError, OSError):  # a data dir no folder can be (said by the command itself), or unreadable
        return
    from referee.i18n import t, translate_error
    from referee.rulebooks.corpus import skipped_games

    for e in skipped_games():
        if str(e) not in _warned:
            _warned.add(str(e))
            line = t("game_skipped", lang, problem=translate_error(str(e), lang))
            from referee.cli.consoles import err_console

            err_console.print(f"[yellow]{escape_markup(line)}[/]", soft_wrap=True)
