"""`--help` in the user's language (`--lang` on the command line, else the locale), as every other message.

typer renders help in English whatever the locale: its panel titles are module constants and click's help
texts are the commands' docstrings. This wraps typer's renderer once per process: before a page is drawn, the
click objects it reads (made anew for every run, so nothing leaks into the next) get the catalogue's words
(``cli_help`` in ``locales/<lang>.yaml``): each command's summary and prose, each parameter's help, the panel
titles, "Usage:", "[default: ...]" and "[required]". What a catalogue lacks stays English; examples (the
paragraphs from "Examples:" on) stay as written, they are commands to type.
"""

from __future__ import annotations

import inspect
import sys
from typing import Any

from referee.cli.usage_errors import asked_lang
from referee.i18n import has, t

NARROW = 60  # below this many columns typer's tables cut option names and their help to a few letters
EXAMPLES = {"Examples:": "cli_help.examples", "Example:": "cli_help.example"}  # the word -> its catalogue key
# typer.rich_utils' constant -> the catalogue key of its words
CONSTANTS = {
    "ARGUMENTS_PANEL_TITLE": "cli_help.arguments",
    "OPTIONS_PANEL_TITLE": "cli_help.options",
    "COMMANDS_PANEL_TITLE": "cli_help.commands_panel",
    "DEFAULT_STRING": "cli_help.default",
    "REQUIRED_LONG_STRING": "cli_help.required",
}


def one_line(paragraph: str) -> str:
    """A paragraph on one line for rich to wrap at the terminal's width; one with an indented line (an
    example, a table) keeps its lines."""
    lines = paragraph.splitlines()
    if paragraph.startswith("\b") or any(line[:1].isspace() for line in lines):
        return paragraph
    return " ".join(line.strip() for line in lines)


def reflowed(doc: str) -> str:
    """A docstring as help: its paragraphs on one line each, and escaped (the help is rich markup, where
    "[held]" was a style tag and vanished from `check -h`)."""
    from rich.markup import escape as markup_escape

    return markup_escape("\n\n".join(one_line(p) for p in inspect.cleandoc(doc).split("\n\n")))


def command_help(name: str, english: str, lang: str) -> str:
    """The help of command ``name`` in ``lang``: the catalogue's summary and prose, then the English help's
    examples; English where the catalogue has no summary, and English prose where it has no ``more``."""
    key = f"cli_help.commands.{name}"
    if lang == "en" or not has(f"{key}.summary", lang):
        return english
    paragraphs = english.split("\n\n")
    cut = next((i for i, p in enumerate(paragraphs) if p.startswith(tuple(EXAMPLES))), len(paragraphs))
    prose, examples = paragraphs[1:cut], paragraphs[cut:]
    if has(f"{key}.more", lang):
        prose = [reflowed(p) for p in t(f"{key}.more", lang).split("\n\n")]
    for word, word_key in EXAMPLES.items():
        examples = [t(word_key, lang) + p[len(word) :] if p.startswith(word) else p for p in examples]
    return "\n\n".join([reflowed(t(f"{key}.summary", lang)), *prose, *examples])


def localize(obj: Any, ctx: Any, lang: str) -> None:
    """The click command ``obj`` (and the commands a group lists) and its parameters in ``lang``."""
    name = ctx.info_name if ctx.parent is not None else "referee"
    if ctx.parent is not None and ctx.parent.parent is not None:
        name = f"{ctx.parent.info_name} {name}"  # `index build`
    obj.help = command_help(name, obj.help or "", lang)
    for sub_name, sub in getattr(obj, "commands", {}).items():
        full = sub_name if name == "referee" else f"{name} {sub_name}"
        if has(f"cli_help.commands.{full}.summary", lang):
            sub.short_help = reflowed(t(f"cli_help.commands.{full}.summary", lang))
    for param in obj.get_params(ctx):  # the help option too, made and kept by this call
        key = "cli_help.help_option" if param.name == "help" else f"cli_help.commands.{name}.params.{param.name}"
        if getattr(param, "help", None) and has(key, lang):
            param.help = t(key, lang)
    usage = obj.get_usage
    obj.get_usage = lambda c: usage(c).replace("Usage:", t("usage.label", lang), 1)


def narrow(obj: Any, ctx: Any, markup_mode: Any, console: Any) -> None:
    """The help on a phone's terminal: each option's names on a line of their own and its help indented under
    them, the commands likewise; typer's tables cut the names there ("--ga…", "[requ…" at 40 columns)."""
    from rich.padding import Padding
    from rich.text import Text
    from typer import rich_utils

    console.print(Padding(Text(obj.get_usage(ctx)), (1, 0, 1, 0)))
    if obj.help:
        console.print(Padding(rich_utils._get_help_text(obj=obj, markup_mode=markup_mode), (0, 0, 1, 0)))
    params = [p for p in obj.get_params(ctx) if not getattr(p, "hidden", False)]
    for title, kind in ((rich_utils.ARGUMENTS_PANEL_TITLE, "argument"), (rich_utils.OPTIONS_PANEL_TITLE, "option")):
        chosen = [p for p in params if p.param_type_name == kind]
        if chosen:
            console.print(Text(title, style="bold"))
        for p in chosen:
            names = ", ".join([*p.opts, *p.secondary_opts]) if kind == "option" else argument_name(p)
            console.print(Text(names, style="bold cyan"))
            help_text = rich_utils._get_parameter_help(param=p, ctx=ctx, markup_mode=markup_mode)
            console.print(Padding(help_text, (0, 0, 0, 2)))
    commands = [obj.get_command(ctx, n) for n in getattr(obj, "list_commands", lambda c: [])(ctx)]
    shown = [c for c in commands if c is not None and not c.hidden]
    if shown:
        console.print(Text(rich_utils.COMMANDS_PANEL_TITLE, style="bold"))
    for c in shown:
        console.print(Text(c.name or "", style="bold cyan"))
        summary = rich_utils._make_command_help(help_text=c.short_help or c.help or "", markup_mode=markup_mode)
        console.print(Padding(summary, (0, 0, 0, 2)))


def argument_name(param: Any) -> str:
    """An argument's name as the usage line shows it: click's ``human_readable_name``, which the click that
    newer typer releases vendor no longer has (it was an AttributeError on every narrow help)."""
    name = getattr(param, "human_readable_name", None) or getattr(param, "display_name_raw", None)
    return str(name or (param.name or "").upper())


def install() -> None:
    """typer's help renderer wrapped to speak the user's language (once per process)."""
    from typer import rich_utils

    if getattr(rich_utils.rich_format_help, "speaks_the_locale", False):
        return
    english = {name: getattr(rich_utils, name) for name in CONSTANTS}
    render = rich_utils.rich_format_help

    def rich_format_help(*, obj: Any, ctx: Any, markup_mode: Any) -> None:
        lang = asked_lang(sys.argv[1:])
        localize(obj, ctx, lang)
        for constant, key in CONSTANTS.items():
            setattr(rich_utils, constant, t(key, lang) if lang != "en" and has(key, lang) else english[constant])
        try:
            console = rich_utils._get_rich_console()
            if console.width < NARROW:
                narrow(obj, ctx, markup_mode, console)
            else:
                render(obj=obj, ctx=ctx, markup_mode=markup_mode)
        finally:
            for constant, value in english.items():
                setattr(rich_utils, constant, value)

    rich_format_help.speaks_the_locale = True  # type: ignore[attr-defined]
    rich_utils.rich_format_help = rich_format_help


__all__ = ["command_help", "install", "localize", "narrow", "one_line", "reflowed"]
