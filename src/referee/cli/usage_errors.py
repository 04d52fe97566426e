"""A command line typer refuses (a missing argument, an unknown option, a bad value), told in the user's
language: typer's own box stayed English in every locale. click raises its UsageError in English; the usage
line is click's, its label and the hint are the catalogue's, and the problem goes through the locales'
``errors`` patterns (the ``usage_*`` ids match click's stable phrases) as every other input error does."""

from __future__ import annotations

import sys
from typing import Any

from referee.i18n import locale_lang, t, translate_error
from referee.shown import shown


def usage_error_text(e: Any, lang: str) -> str:
    """The lines shown for click's UsageError ``e``: the usage, the hint naming the command's help, the problem."""
    lines = []
    ctx = getattr(e, "ctx", None)
    if ctx is not None:
        usage = ctx.get_usage()
        lines.append(usage.replace("Usage:", t("usage.label", lang), 1))
        lines.append(t("usage.try", lang, help=f"{ctx.command_path} -h"))
    problem = translate_error(e.format_message(), lang)
    lines.append(f"{t('error', lang)} {problem}")
    return shown("\n".join(lines)) + "\n"


def show_usage_error(e: Any, args: list[str]) -> None:
    """Writes ``e`` to stderr in the language of ``--lang`` on the command line (if valid), else the locale's."""
    sys.stderr.write(usage_error_text(e, asked_lang(args)))


def asked_lang(args: list[str]) -> str:
    from referee.languages import known

    for i, a in enumerate(args):
        value = a.split("=", 1)[1] if a.startswith(("--lang=", "-l=")) else None
        if a in ("--lang", "-l") and i + 1 < len(args):
            value = args[i + 1]
        code = known(value)
        if code is not None:
            return code
    return locale_lang()
