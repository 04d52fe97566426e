"""`referee check`, `referee rules`, `referee new-position`, `referee score`: the engine's face."""

from __future__ import annotations

from pathlib import Path

import typer
from rich.markup import escape
from rich.table import Table

from referee.adjudicator.check import check_file, read_position
from referee.cli.output import console, emit_json, handles_input_errors
from referee.cli.passages_cmd import check_lang
from referee.engine.core.errors import InputError
from referee.engine.core.verdict import Ruling, Stop, Verdict
from referee.engine.registry import ENGINES, engine_for
from referee.rulebooks import passages

VERDICT_STYLE = {"legal": "bold green", "illegal": "bold red", "undetermined": "bold yellow"}


def render_verdict(v: Verdict, lang: str | None) -> None:
    console.print(f"[{VERDICT_STYLE[v.verdict]}]{v.verdict.upper()}[/]  ({v.game})")
    for r in v.reasons:
        stmt, _ = r.rule.statement_in(lang or "en")
        console.print(f"\n[bold]{escape(r.rule.id)}[/]: {escape(r.message)}")
        console.print(f"  [dim]{escape(stmt)}[/]")
        for c in r.rule.citations(lang):
            console.print(f"  [cyan]{c.passage_id}[/] [{c.lang}] «{escape(c.quote)}»")
        for f in r.rule.facts:
            console.print(f"  [magenta]fact {f.fact_id}[/] ({escape(f.provenance)}): {escape(f.text)}")
    if v.events:
        console.print("\n[bold]What happens[/]")
        for i, e in enumerate(v.events, 1):
            data = ", ".join(f"{k}={val}" for k, val in e.data.items())
            console.print(f"  {i}. {escape(e.what)}  [dim]({e.rule.id}{'; ' + escape(data) if data else ''})[/]")
    if v.inputs_used:
        console.print("\n[bold]Taken from the position (the texts do not give it)[/]")
        for i in v.inputs_used:
            console.print(f"  {escape(i.field)} = {escape(str(i.value))}  [dim]{escape(i.why)}[/]")
    if v.needs:
        console.print("\n[bold]Would decide it[/]")
        for n in v.needs:
            console.print(f"  - {escape(n)}")


def register(app: typer.Typer) -> None:
    @app.command("check")
    @handles_input_errors
    def check_cmd(
        position: Path = typer.Argument(..., help="Position file (YAML or JSON), e.g. from `referee new-position`."),
        move: Path | None = typer.Option(None, "--move", "-m", help="Move file; default: the position's `move`."),
        lang: str | None = typer.Option(None, "--lang", "-l", help="Citations in this language first."),
        as_json: bool = typer.Option(False, "--json", help="Print JSON only."),
    ) -> None:
        """Adjudicate a move: legal / illegal / undetermined, each reason quoting the rulebook.

        Exit code: 0 legal, 1 illegal, 3 undetermined, 2 bad input.

        Examples:

          referee new-position mycelium > pos.yaml && referee check pos.yaml

          referee check pos.yaml --move attack.yaml --lang en --json
        """
        check_lang(lang)
        verdict = check_file(position, move)
        if as_json:
            emit_json(verdict.to_json(lang))
        else:
            render_verdict(verdict, lang)
        raise typer.Exit(verdict.exit_code)

    @app.command("rules")
    @handles_input_errors
    def rules_cmd(
        game: str = typer.Argument(..., help="Game id."),
        lang: str | None = typer.Option(None, "--lang", "-l", help="Statements and citations in this language first."),
        as_json: bool = typer.Option(False, "--json", help="Print JSON only."),
    ) -> None:
        """The engine's rules of a game, each with its quotes, and the passages no rule covers (and why).

        Example: referee rules mycelium --json
        """
        check_lang(lang)
        engine = engine_for(game, field="GAME")
        book = engine.rulebook
        cited = book.cited_passages()
        uncovered = [
            {"passage_id": p.passage_id, "why": book.not_rules.get(p.passage_id, "not modelled yet")}
            for p in passages(game, include_user=False)
            if p.passage_id not in cited
        ]
        if as_json:
            emit_json({"game": game, "rules": [r.to_json(lang) for r in book], "uncovered": uncovered})
            return
        table = Table(title=f"{game}: {len(book)} rules", show_lines=True)
        table.add_column("rule", style="bold", no_wrap=True)
        table.add_column("statement and quotes")
        for r in book:
            stmt, _ = r.statement_in(lang or "en")
            quotes = "\n".join(f"[cyan]{c.passage_id}[/] «{escape(c.quote)}»" for c in r.citations(lang))
            table.add_row(r.id, f"{escape(stmt)}\n{quotes}")
        console.print(table)
        total = len(passages(game, include_user=False))
        console.print(f"passages cited: {total - len(uncovered)}/{total}")
        for u in uncovered:
            console.print(f"  [dim]{u['passage_id']}: {escape(u['why'])}[/]")

    @app.command("new-position")
    @handles_input_errors
    def new_position_cmd(
        game: str = typer.Argument(..., help="Game id."),
        output: Path | None = typer.Option(None, "--output", "-o", help="Write to this file instead of stdout."),
        force: bool = typer.Option(False, "--force", help="Overwrite --output if it exists."),
    ) -> None:
        """Print a commented position template (with a move) to edit and pass to `referee check`.

        Example: referee new-position solstis -o my-game.yaml
        """
        engine = engine_for(game, field="GAME")
        text = engine.template()
        if output is None:
            typer.echo(text, nl=False)
            return
        if output.exists() and not force:
            raise InputError("file exists; pass --force to overwrite it", str(output))
        output.write_text(text, encoding="utf-8")
        console.print(f"wrote {output}")

    @app.command("score")
    @handles_input_errors
    def score_cmd(
        position: Path = typer.Argument(..., help="Position file at the end of a game."),
        lang: str | None = typer.Option(None, "--lang", "-l", help="Citations in this language first."),
        as_json: bool = typer.Option(False, "--json", help="Print JSON only."),
    ) -> None:
        """Final score of a position, each line with the rule that gives it.

        Example: referee score end-of-game.yaml --json
        """
        check_lang(lang)
        engine, pos, _ = read_position(position)
        ruling = Ruling(engine.rulebook)
        try:
            scores = engine.score(pos, ruling)
        except Stop:
            scores = None
        if scores is None and ruling.verdict == "legal":
            raise InputError(f"{engine.game_id} has no end-of-game scoring in its texts", str(position))
        verdict = ruling.result(engine.game_id)
        if as_json:
            emit_json({**verdict.to_json(lang), "scores": scores})
        else:
            render_verdict(verdict, lang)
            if scores:
                console.print("\n[bold]Scores[/]")
                for player, total in scores.items():
                    console.print(f"  {escape(str(player))}: {total}")
        raise typer.Exit(0 if scores is not None else verdict.exit_code)


__all__ = ["register", "render_verdict", "ENGINES"]
