"""`referee games`, `referee passages`, `referee show`: the texts as citable passages.

Headings speak the locale's language (these commands' --lang filters passages, it does not pick the UI);
the passages themselves are always verbatim.
"""

from __future__ import annotations

import typer
from rich.console import RenderableType
from rich.markup import escape
from rich.panel import Panel
from rich.table import Table

from referee.cli.options import complete_game, complete_lang
from referee.cli.output import console, emit_json, handles_input_errors, hanging, id_rows
from referee.errors import InputError, suggest
from referee.i18n import locale_lang, resolve_lang, t
from referee.rulebooks import games, passage_index, passages
from referee.rulebooks.ids import check_known_game, check_text_lang, game_named
from referee.rulebooks.paths import bundled_text


def check_game(game: str | None, field: str = "GAME") -> None:
    """An optional game argument: absent, or a well-formed id of a known game (see rulebooks.ids)."""
    if game is not None:
        check_known_game(game, field)


def check_lang(lang: str | None, field: str = "--lang") -> None:
    if lang is not None:
        check_text_lang(lang, field)


@handles_input_errors
def games_cmd(
    as_json: bool = typer.Option(False, "--json", help="Print JSON only."),
    lang: str | None = typer.Option(
        None,
        "--lang",
        "-l",
        help="Language of the names and headings (default: your locale's).",
        autocompletion=complete_lang,
    ),
) -> None:
    """List the games, their languages and sources.

    Examples:

      referee games

      referee games --lang ru

      referee games --json
    """
    ui = resolve_lang(lang)  # the names' language, as every other --lang that speaks: 'nl-NL' is nl
    rows = []
    for g in games().values():
        rows.append(
            {
                "game": g.id,
                "names": g.names,
                "players": g.players,
                "sources": [
                    {"lang": s.lang, "kind": s.kind, "file": s.path.name, "user_added": s.user_added} for s in g.sources
                ],
                "passages": len(passages(g.id)),
            }
        )
    if as_json:
        emit_json({"games": rows})
        return
    console.print(_games_table(rows, ui))


def _games_table(rows: list[dict], ui: str) -> RenderableType:
    """The games as a table where the ids fit whole, else one block per game under its id (at 30 columns the
    table cut every id to 'gn…', and the id is what the user types next)."""
    cols = ("game", "name", "players", "langs", "passages")
    cells = []
    for r in rows:
        pl = r["players"]
        name = escape(r["names"].get(ui) or r["names"].get("en", ""))
        langs = ", ".join(s["lang"] for s in r["sources"])
        cells.append((r["game"], name, _players(pl), langs, str(r["passages"])))
    id_width = max((len(c[0]) for c in cells), default=0)
    if console.width >= id_width + 50:
        table = Table(title=t("passages.games_title", ui))
        table.add_column(t("passages.col_game", ui), no_wrap=True)
        for col in cols[1:]:
            table.add_column(t(f"passages.col_{col}", ui))
        for c in cells:
            table.add_row(*c)
        return table
    out = [f"[bold]{escape(t('passages.games_title', ui))}[/]"]
    for c in cells:
        out.append(f"[cyan]{escape(c[0])}[/]")
        out += [f"  {t(f'passages.col_{col}', ui)}: {v}" for col, v in zip(cols[1:], c[1:], strict=True)]
    return hanging(out)


@handles_input_errors
def passages_cmd(
    game: str | None = typer.Argument(
        None, help="Game id (mycelium, solstis, gnome-hollow, queens-garden).", autocompletion=complete_game
    ),
    only_lang: str | None = typer.Option(
        None, "--lang", "-l", help="Only passages in this language.", autocompletion=complete_lang
    ),
    as_json: bool = typer.Option(False, "--json", help="Print JSON only."),
) -> None:
    """List passages with their stable ids.

    Examples:

      referee passages solstis

      referee passages gnome-hollow --lang nl --json
    """
    game = game_named(game)  # a name or short form ("azul", "Gnome Hollow"): its id
    ui = locale_lang()
    check_game(game)
    check_lang(only_lang)
    ps = passages(game, only_lang)
    if as_json:
        emit_json({"passages": [p.to_json() for p in ps]})
        return
    rows = []
    for p in ps:
        short = p.text if len(p.text) <= 110 else p.text[:107] + "..."
        rows.append((p.passage_id, escape(short.replace("\n", " "))))
    console.print(id_rows(rows, t("passages.col_id", ui), t("passages.col_text", ui)))
    console.print(t("passages.count", ui, n=len(ps)))


@handles_input_errors
def show_cmd(
    passage_id: str = typer.Argument(..., help="A passage id, e.g. mycelium/en/build-a-path/5."),
    as_json: bool = typer.Option(False, "--json", help="Print JSON only."),
) -> None:
    """Show one passage verbatim, with where it sits in its source.

    Examples:

      referee show solstis/ru/poryadok-khoda/3

      referee show mycelium/en/build-a-path/5 --json
    """
    ui = locale_lang()
    index = passage_index()
    p = index.get(passage_id)
    if p is None:
        raise InputError(f"no passage {passage_id!r}{suggest(passage_id, list(index))}", field="PASSAGE_ID")
    if as_json:
        emit_json(p.to_json())
        return
    section = escape(p.section) or escape(t("passages.no_section", ui))
    # the title is the id alone (never cut at 80 columns); where it sits is the first line
    where = f"[dim]{p.lang}, {section}, {t('passages.chars', ui)} {p.start}-{p.end}[/]"
    if not bundled_text(p.game, p.lang):  # a translation being checked is not the rules: said as in `ask`
        where += f" · [yellow]{escape(t('ask.yours', ui))}[/]"
    console.print(Panel(f"{where}\n{escape(p.text)}", title=f"[cyan]{p.passage_id}[/]", title_align="left"))


def register(app: typer.Typer) -> None:
    app.command("games")(games_cmd)
    app.command("passages")(passages_cmd)
    app.command("show")(show_cmd)


def _players(pl: dict) -> str:
    """A range ("2-4"), or one count when the game is for exactly that many (Solstis: "2")."""
    low, high = pl.get("min", "?"), pl.get("max", "?")
    return str(low) if low == high else f"{low}-{high}"
