"""`referee schema GAME`: the JSON Schema of a game's position file, for editors (completion, validation)."""

from __future__ import annotations

import json
from pathlib import Path

import typer
from rich.markup import escape

from referee.adjudicator.schema import position_file_schema
from referee.cli.options import complete_game
from referee.cli.output import console, handles_input_errors, write_stdout
from referee.files import STDOUT, atomic_write, output_file
from referee.i18n import locale_lang, t
from referee.rulebooks.ids import game_named
from referee.shown import shown_name


@handles_input_errors
def schema_cmd(
    game: str = typer.Argument(..., help="Game id.", autocompletion=complete_game),
    output: Path | None = typer.Option(None, "--output", "-o", help="Write to this file instead of stdout."),
    force: bool = typer.Option(False, "--force", help="Overwrite --output if it exists."),
    as_json: bool = typer.Option(False, "--json", help="Print JSON only (the schema is JSON either way)."),
) -> None:
    """Print the JSON Schema of GAME's position file (from the engine's models).

    Editors with the YAML language server complete and check fields with it: the templates of
    `referee new-position` start with a `# yaml-language-server: $schema=...` line naming this file.

    Examples:

      referee schema solstis -o referee-solstis.schema.json

      referee new-position solstis > pos.yaml && referee schema solstis -o referee-solstis.schema.json
    """
    game = game_named(game)  # a name or short form ("azul", "Gnome Hollow"): its id
    text = json.dumps(position_file_schema(game), ensure_ascii=False, indent=2) + "\n"
    if output is None or str(output) == STDOUT:
        write_stdout(text)
        return
    atomic_write(output_file(output, force, "--output"), text.encode("utf-8"), shared=True)
    if not as_json:
        console.print(escape(t("new_position.wrote", locale_lang(), file=shown_name(output))))


def register(app: typer.Typer) -> None:
    app.command("schema")(schema_cmd)
