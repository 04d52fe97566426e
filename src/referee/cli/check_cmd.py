"""`referee check`, `referee rules`, `referee new-position`, `referee score`: the engine's face.

Every heading, verdict word and label comes from the message catalogue in the asked language; rule statements
are the tool's own wording in that language; quotes are verbatim, the asked language first.
"""

from __future__ import annotations

import json
from pathlib import Path

import typer
from rich.console import Console
from rich.markup import escape

from referee.adjudicator.check import judge_file
from referee.adjudicator.engines import engine
from referee.adjudicator.move_template import move_template
from referee.adjudicator.rules_report import NOT_MODELLED, rules_report
from referee.adjudicator.schema import position_file_schema, schema_file_name
from referee.adjudicator.score import Scored, score_file
from referee.catalogues import Msg, as_msg
from referee.cli.options import LANG_HELP, complete_game, complete_lang
from referee.cli.output import console, emit_json, handles_input_errors, hanging, id_rows, write_stdout
from referee.engine.core.rules import Rule
from referee.engine.core.verdict import BROKEN, HELD, OPEN, Event, Reason, Verdict
from referee.errors import InputError
from referee.files import STDIN, STDOUT, atomic_write, output_file
from referee.i18n import lang_name, locale_lang, resolve_lang, t
from referee.rulebooks.ids import game_named
from referee.shown import flow, flow_items, shown_name

DETAILS_HELP = "Add each fact's provenance and text; --brief shows quotes as passage ids."
VERDICT_STYLE = {"legal": "bold green", "illegal": "bold red", "undetermined": "bold yellow"}


def verdict_word(verdict: str, lang: str) -> str:
    return t(f"verdict.{verdict}", lang)


def statement_lines(rule: Rule, lang: str) -> list[str]:
    """The rule in the tool's own words, in the asked language (saying so when it had to fall back)."""
    stmt, stmt_lang = rule.statement_in(lang)
    line = f"  [green]{escape(t('check.our_wording', lang))}:[/] {escape(stmt)}"
    if stmt_lang != lang:
        note = t("check.statement_not_in_lang", lang, lang_in=t(f"lang_names_in.{lang}", lang), shown=stmt_lang)
        line += f"  [dim]({escape(note)})[/]"
    return [line]


def only_source_note(rule: Rule, lang: str, key: str = "check.only_source") -> str | None:
    """'No text in Spanish for this rule: the Russian text is the only source.' or None when it has text in lang."""
    return source_note(rule.langs, lang, key)


def source_note(langs: tuple[str, ...] | list[str], lang: str, key: str = "check.only_source") -> str | None:
    if not langs or lang in langs:
        return None
    src = ", ".join(lang_name(code, lang) for code in langs)
    return t(key + ("_many" if len(langs) > 1 else ""), lang, lang_in=t(f"lang_names_in.{lang}", lang), src=src)


def shared_note(rules: list[Rule], lang: str) -> str | None:
    """The note for all the rules at once when every cited rule lacks the asked language in the same way."""
    langs = {r.langs for r in rules if r.quotes}
    if len(rules) < 2 or len(langs) != 1:
        return None
    return source_note(langs.pop(), lang, "check.only_source_all")


def citation_lines(rule: Rule, lang: str, note: bool = True, details: bool = True, brief: bool = False) -> list[str]:
    """Verbatim quotes, the asked language first; when the rule has no text in it, say which one is the source.
    ``brief``: the passage ids only (`referee show ID` prints the quote), for a phone's screen."""
    out = []
    label = escape(t("check.source_quote", lang))
    if brief:
        out.append(f"  [cyan]{label} {', '.join(dict.fromkeys(c.passage_id for c in rule.citations(lang)))}[/]")
    for c in [] if brief else rule.citations(lang):
        out.append(f"  [cyan]{label} {c.passage_id}[/] \\[{c.lang}] «{escape(c.quote)}»")
    # (brief: ids only, so no word on the quotes' language either: on a phone it repeated under every held rule)
    text = only_source_note(rule, lang) if note and not brief else None
    if text:
        out.append(f"  [yellow]{escape(text)}[/]")
    out += [f"  {fact_line(f.to_json(lang), lang, details)}" for f in rule.facts]
    return out


def fact_line(fact: dict, lang: str, details: bool) -> str:
    """A fact (its JSON) in ``lang``: our translation where there is one, the sheet's English and the provenance
    with --details; else its English under a label that says so, and when that is left out (no --details) how to
    see it: a Russian verdict showed "fact (in English; --details shows it) capture-match" under every rule."""
    ours = fact.get("text_translated")
    if ours:
        label = f"[magenta]{escape(t('check.fact_ours', lang))} {fact['fact_id']}[/]"
        english = f" [dim]({escape(fact['provenance'])}: {escape(fact['text'])})[/]" if details else ""
        return f"{label}: {escape(ours['text'])}{english}"
    label = f"[magenta]{escape(fact_label(lang, details))} {fact['fact_id']}[/]"
    return f"{label} ({escape(fact['provenance'])}): {escape(fact['text'])}" if details else label


def fact_label(lang: str, details: bool) -> str:
    """A fact's label: its text is English (game-facts.md), so elsewhere the label says so."""
    if lang == "en":
        return t("check.fact", lang)
    return t("check.fact_en" if details else "check.fact_en_hidden", lang)


def detail_line(message: Msg | str, lang: str, indent: str = "  ") -> str:
    """An engine message in ``lang``; one its catalogue lacks shows in English, marked as such."""
    m = as_msg(message)
    text = m.render(lang)
    if m.translated(lang) or not any(ch.isspace() for ch in text.strip()):
        return f"{indent}{escape(text)}"  # in lang, or a field path / value: no language to mark
    return f"{indent}[dim]{escape(t('check.detail', lang))}: {escape(text)}[/]"


def _data(data: dict) -> str:
    return flow_items(data)


def show_details(details: bool | None, lang: str) -> bool:
    """Facts' provenance (English notes from game-facts.md): shown in English, elsewhere when asked (--details)."""
    return lang == "en" if details is None else details


def render_verdict(
    v: Verdict, lang: str | None, out: Console | None = None, details: bool | None = None, no_move: bool = False
) -> None:
    """A verdict for people, every heading and label in ``lang``; quotes stay verbatim. ``no_move``: the file
    gave none, so only the position was checked (a legal one is not "the move is allowed")."""
    lang = lang or locale_lang()
    # one print of the whole answer: rich's per-call cost would dominate a warm table-mode answer
    lines = verdict_lines(v, lang, show_details(details, lang), brief=details is False, no_move=no_move)
    (out or console).print(hanging(lines))


ROLE_STYLE = {BROKEN: "bold red", OPEN: "bold yellow", HELD: "green"}


def verdict_lines(v: Verdict, lang: str, details: bool = True, brief: bool = False, no_move: bool = False) -> list[str]:
    """The verdict as rich-markup lines; without ``details``, no English engine prose outside English."""
    help_key = "legal_no_move" if no_move and v.verdict == "legal" else v.verdict
    word, help_text = verdict_word(v.verdict, lang), t(f"verdict_help.{help_key}", lang)
    lines = [f"[{VERDICT_STYLE[v.verdict]}]{escape(word)}[/]  {escape(help_text)}  ({v.game})"]
    if v.reasons:
        lines.append(f"\n[bold]{escape(t('check.why', lang))}[/]")
        lines.append(f"  [dim]{escape(t('check.roles_legend', lang))}[/]")
    lines += reason_lines(v.reasons, lang, details, brief)
    lines += event_lines(v.events, lang, details, brief)
    return lines + tail_lines(v, lang, details)


def reason_lines(reasons: list[Reason], lang: str, details: bool, brief: bool = False) -> list[str]:
    """The deciding rule first, marked broken or left open; then the rules that held, under their own heading.
    ``brief``: only the deciding rules keep their quotes; the rules that held and the exceptions show ids."""
    lines: list[str] = []
    once = shared_note([r.rule for r in reasons], lang)
    if once:
        lines.append(f"[yellow]{escape(once)}[/]")
    for n, r in enumerate(reasons, 1):
        if not r.decides and n > 1 and reasons[n - 2].decides:
            lines.append(f"\n[bold]{escape(t('check.held', lang))}[/]")
        role = f"[{ROLE_STYLE[r.role]}]\\[{escape(t(f'check.role_{r.role}', lang))}][/]"
        lines.append(f"\n[bold]{n}.[/] {role} [bold]{escape(t('check.rule', lang))} {escape(r.rule.id)}[/]")
        lines.append(detail_line(r.message, lang))
        short = brief and not r.decides
        lines += statement_lines(r.rule, lang) + citation_lines(r.rule, lang, once is None, details, short)
        lines += exception_lines(r, lang, brief)
    return lines


def exception_lines(r: Reason, lang: str, brief: bool = False) -> list[str]:
    """The rules that would have allowed the refused move ("unless ..."), their quotes, and what is missing."""
    if not r.exceptions:
        return []
    lines = [f"  [bold]{escape(t('check.unless', lang))}[/]"]
    for x in r.exceptions:
        lines.append(f"   - [bold]{escape(x.rule.id)}[/]: {escape(x.rule.statement_in(lang)[0])}")
        quotes = citation_lines(x.rule, lang, False, False, brief)
        lines += ["  " + c for c in quotes if "«" in c or brief and c.lstrip().startswith("[cyan]")]
        lines.append(detail_line(x.lacks, lang, "     [yellow]" + escape(t("check.lacks", lang)) + ":[/] "))
    return lines


def event_quote_lines(rule: Rule, lang: str, brief: bool) -> list[str]:
    """An event's basis: its rule's quotes in the asked language (else in the languages that have it)."""
    cites = rule.citations(lang)
    cites = [c for c in cites if c.lang == lang] or cites
    label = escape(t("check.source_quote", lang))
    if brief:
        return [f"     [cyan]{label} {', '.join(dict.fromkeys(c.passage_id for c in cites))}[/]"]
    return [f"     [cyan]{label} {c.passage_id}[/] \\[{c.lang}] «{escape(c.quote)}»" for c in cites]


def event_lines(events: list[Event], lang: str, details: bool, brief: bool) -> list[str]:
    if not events:
        return []
    lines = [f"\n[bold]{escape(t('check.events', lang))}[/]"]
    for i, e in enumerate(events, 1):
        # the event's data (its keys and ids: "spirit: groundhog", "points: -3") in English: with the details only
        data = _data(e.data) if details else ""
        what = detail_line(e.what, lang, f"  {i}. ")
        lines.append(f"{what}  [dim]({e.rule.id}{'; ' + escape(data) if data else ''})[/]")
        lines += event_quote_lines(e.rule, lang, brief)
    return lines


def tail_lines(v: Verdict, lang: str, details: bool) -> list[str]:
    """Inputs taken from the position, what would decide an open question, and the --details hint."""
    lines: list[str] = []
    if v.inputs_used:
        lines.append(f"\n[bold]{escape(t('check.inputs_used', lang))}[/]")
        for i in v.inputs_used:
            lines.append(f"  {escape(i.field)} = {escape(flow(i.value))}")
            lines.append(detail_line(i.why, lang, "    "))
    if v.needs:
        lines.append(f"\n[bold]{escape(t('check.needs', lang))}[/]")
        for n in v.needs:
            names = n.choice_names()
            choices = f"  [dim]({escape(', '.join(map(str, n.choices)))})[/]" if n.choices and not names else ""
            field = f"  [dim]{escape(n.fact)}[/]" if n.fact else ""
            lines.append(detail_line(n.question, lang, "  - ") + choices + field)
            # each choice's value (what a file writes) beside its meaning in the reader's language
            if names:
                lines += [
                    f"      [dim]{escape(str(c))}:[/] {escape(m.render(lang))}"
                    for c, m in zip(n.choices, names, strict=True)
                ]
    return lines


def score_lines(scored: Scored, lang: str, details: bool) -> list[str]:
    """`referee score`: the final score and each player's total first, then every line with its rule and quote."""
    lines = [f"[bold]{escape(t('check.final_score', lang))}[/]  ({scored.verdict.game})"]
    for player, total in (scored.scores or {}).items():
        lines.append(f"  [bold]{escape(str(player))}: {total}[/]")
    if scored.verdict.reasons:
        lines.append(f"\n[bold]{escape(t('check.score_lines', lang))}[/]")
    for n, r in enumerate(scored.verdict.reasons, 1):
        lines.append(f"\n[bold]{n}. {escape(t('check.rule', lang))} {escape(r.rule.id)}[/]")
        lines.append(detail_line(r.message, lang))
        lines += statement_lines(r.rule, lang) + citation_lines(r.rule, lang, True, details)
    return lines + event_lines(scored.verdict.events, lang, details, False) + tail_lines(scored.verdict, lang, details)


@handles_input_errors
def check_cmd(
    position: Path = typer.Argument(
        ..., help="Position file (YAML or JSON), e.g. from `referee new-position`; - reads it from standard input."
    ),
    move: Path | None = typer.Option(None, "--move", "-m", help="Move file; default: the position's `move`."),
    lang: str | None = typer.Option(None, "--lang", "-l", help=LANG_HELP, autocompletion=complete_lang),
    details: bool | None = typer.Option(None, "--details/--brief", help=DETAILS_HELP),
    as_json: bool = typer.Option(False, "--json", help="Print JSON only."),
) -> None:
    """Adjudicate a move: legal / illegal / undetermined, each reason and event quoting the rulebook.

    The deciding reason comes first, marked [broken] (the rule the move breaks) or [left open] (the texts do
    not settle it; JSON role "undetermined"); the rules that [held] follow. --brief keeps the deciding rule's
    quotes, the others as passage ids.

    Exit code: 0 legal, 1 illegal, 3 undetermined, 2 bad input.

    Examples:

      referee new-position solstis > pos.yaml && referee check pos.yaml --lang ru

      referee check pos.yaml --move capture.yaml --lang es

      referee check pos.yaml --json | jq .verdict
    """
    ui = resolve_lang(lang)
    if move is not None and str(move) == STDIN and str(position) == STDIN:  # one standard input, read once
        raise InputError("the position already reads standard input; give the move as a file", STDIN, "--move")
    verdict, moved = judge_file(position, move)
    if as_json:
        emit_json(verdict.to_json(lang))
    else:
        render_verdict(verdict, ui, details=details, no_move=moved is None)
    raise typer.Exit(verdict.exit_code)


@handles_input_errors
def rules_cmd(
    game: str = typer.Argument(..., help="Game id.", autocompletion=complete_game),
    lang: str | None = typer.Option(None, "--lang", "-l", help=LANG_HELP, autocompletion=complete_lang),
    as_json: bool = typer.Option(False, "--json", help="Print JSON only."),
) -> None:
    """The engine's rules of a game, each with its quotes, and the passages no rule covers (and why).

    Examples:

      referee rules mycelium --lang ru

      referee rules solstis --json
    """
    game = game_named(game)  # a name or short form ("azul", "Gnome Hollow"): its id
    ui = resolve_lang(lang)
    report = rules_report(game, lang)
    if as_json:
        emit_json(report)
        return
    book = engine(game, field="GAME").rulebook
    rows = []
    for r in book:
        stmt, _ = r.statement_in(ui)
        quotes = "".join(f"\n[cyan]{c.passage_id}[/] «{escape(c.quote)}»" for c in r.citations(ui))
        rows.append((r.id, escape(stmt) + quotes))
    title = t("rules.title", ui, game=game, n=len(book))
    console.print(id_rows(rows, t("rules.col_rule", ui), t("rules.col_statement", ui), title, lines=True))
    uncovered, total = report["uncovered"], report["passages_total"]
    console.print(t("rules.cited", ui, cited=total - len(uncovered), total=total))
    for u in uncovered:
        why = t("rules.not_modelled", ui) if u["why"] == NOT_MODELLED else u["why"]
        console.print(f"  [dim]{u['passage_id']}: {escape(why)}[/]")
    console.print(sentence_lines(report["sentences"], ui))


def sentence_lines(s: dict, ui: str) -> str:
    """Rule-bearing sentences quoted, and the ones no rule quotes yet (each with its passage)."""
    head = t("rules.sentences", ui, quoted=s["quoted"], n=s["rule_bearing"], pct=f"{100 * s['coverage']:.1f}%")
    declared = t("rules.not_rule_sentences", ui, n=len(s["not_rules"]))
    lines = [f"[bold]{escape(head)}[/]", f"  [dim]{escape(declared)}[/]"]
    lines += [f"  [yellow]{u['passage_id']}[/]: «{escape(u['sentence'])}»" for u in s["uncovered"]]
    return "\n".join(lines)


TEMPLATE_LANG_HELP = "Language of the template's comments: en, es, nl, ru (default: the locale's); keys as they are."


@handles_input_errors
def new_position_cmd(
    game: str = typer.Argument(..., help="Game id.", autocompletion=complete_game),
    output: Path | None = typer.Option(None, "--output", "-o", help="Write to this file instead of stdout."),
    force: bool = typer.Option(False, "--force", help="Overwrite --output if it exists."),
    move: str | None = typer.Option(None, "--move", "-m", help="A minimal template for this move type only."),
    lang: str | None = typer.Option(
        None,
        "--lang",
        "-l",
        help="Language of the template's comments (the keys stay English).",
        autocompletion=complete_lang,
    ),
) -> None:
    """Print a commented position template (with a move) to edit and pass to `referee check`.

    With --move TYPE: the least that move needs -- its fields (required ones marked), an empty position, and,
    commented, the facts its rules may ask (state them to skip the questions).

    Examples:

      referee new-position solstis -o my-game.yaml

      referee new-position mycelium > pos.yaml && referee check pos.yaml

      referee new-position mycelium --move attack -o attack.yaml

      referee new-position gnome-hollow --lang nl -o positie.yaml
    """
    game = game_named(game)  # a name or short form ("azul", "Gnome Hollow"): its id
    ui = resolve_lang(lang)
    if move is not None:
        text = move_template(game, move, ui)
    else:
        # editors with the YAML language server complete and check the fields from the schema this line names
        text = f"# yaml-language-server: $schema={schema_file_name(game)}\n" + engine(game, field="GAME").template_in(
            ui
        )
    if output is None or str(output) == STDOUT:
        write_stdout(text)
        return
    atomic_write(output_file(output, force, "--output"), text.encode("utf-8"), shared=True)
    console.print(escape(t("new_position.wrote", ui, file=shown_name(output))))
    schema = output.parent / schema_file_name(game)
    if not schema.exists():  # the file the first line names, beside the template; never overwritten
        atomic_write(schema, (json.dumps(position_file_schema(game), ensure_ascii=False, indent=2) + "\n").encode())
        console.print(escape(t("new_position.wrote", ui, file=shown_name(schema))))


@handles_input_errors
def score_cmd(
    position: Path = typer.Argument(..., help="Position file at the end of a game."),
    lang: str | None = typer.Option(None, "--lang", "-l", help=LANG_HELP, autocompletion=complete_lang),
    as_json: bool = typer.Option(False, "--json", help="Print JSON only."),
) -> None:
    """Final score of a position, each line with the rule that gives it.

    Examples:

      referee score end-of-game.yaml --lang nl

      referee score end-of-game.yaml --json
    """
    ui = resolve_lang(lang)
    scored = score_file(position)
    if as_json:
        emit_json({**scored.verdict.to_json(lang), "scores": scored.scores})
    elif scored.scores is None:
        render_verdict(scored.verdict, ui)  # it cannot be scored: the verdict says why
    else:
        console.print(hanging(score_lines(scored, ui, show_details(None, ui))))
    raise typer.Exit(scored.exit_code)


def register(app: typer.Typer) -> None:
    app.command("check")(check_cmd)
    app.command("rules")(rules_cmd)
    app.command("new-position")(new_position_cmd)
    app.command("score")(score_cmd)


__all__ = ["register", "render_verdict"]
