"""Turns the devset2 writer's files (quotes of the settling sentence, no passage ids) into the dev-set
format bench/retrieval.py reads: each quote is located, whitespace-blind, in its game's bundled texts and
replaced by the ids of the passages it overlaps. Mechanical: no question is judged here.

    python bench/devset2/from_quotes.py /work/devset2     # writes bench/devset2/questions.yaml, unanswerable.yaml
    python bench/devset2/from_quotes.py bench/devset3/writer bench/devset3   # the third writer's, the same way

A quote found in no passage stops the script, naming it. The writer's game key "azul-queens-garden" is the
project's "queens-garden".
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import yaml

from referee.rulebooks import corpus

HERE = Path(__file__).resolve().parent
GAME_IDS = {"azul-queens-garden": "queens-garden"}


def _squeeze(text: str) -> tuple[str, list[int]]:
    """``text`` with every run of white space made one space, and for each kept character its offset."""
    out, where = [], []
    prev_space = False
    for i, ch in enumerate(text):
        space = ch.isspace()
        if space and prev_space:
            continue
        out.append(" " if space else ch)
        where.append(i)
        prev_space = space
    return "".join(out), where


def passages_of_quote(game: str, quote: str) -> list[str]:
    """Ids of the passages of ``game`` that the quote overlaps, in text order (every text of the game)."""
    wanted = " ".join(quote.split())
    ids: list[str] = []
    for src in corpus.games()[game].sources:
        text = src.path.read_text(encoding="utf-8")
        flat, where = _squeeze(text)
        for m in re.finditer(re.escape(wanted), flat):
            start, end = where[m.start()], where[m.end() - 1] + 1
            for p in corpus.passages(game, src.lang):
                if p.start < end and start < p.end and p.passage_id not in ids:
                    ids.append(p.passage_id)
    return ids


def convert(folder: Path, out_dir: Path = HERE) -> None:
    data = _items(folder / "questions.yaml")
    out = []
    for q in data:
        game = GAME_IDS.get(q["game"], q["game"])
        gold: list[str] = []
        for quote in [q["quote"], *q.get("quote_alt", [])]:
            found = passages_of_quote(game, quote)
            if not found:
                sys.exit(f"{folder / 'questions.yaml'}: quote not found in {game}'s texts: {quote!r}")
            gold += [g for g in found if g not in gold]
        out.append({"lang": q["lang"], "game": game, "q": q["q"], "gold": gold})
    silent = _items(folder / "unanswerable.yaml")
    for q in silent:
        if q.get("game"):
            q["game"] = GAME_IDS.get(q["game"], q["game"])
    _write(out_dir / "questions.yaml", "answerable: gold = the passages each quote overlaps", out)
    _write(out_dir / "unanswerable.yaml", "unanswerable: no passage settles them", silent)


def _items(path: Path) -> list[dict]:
    """The questions of a writer's file: a ``questions:`` mapping (devset2) or a bare list (devset3)."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    return data["questions"] if isinstance(data, dict) else data


def _write(path: Path, what: str, questions: list[dict]) -> None:
    name = path.parent.name
    head = f"# {name}, {what} (made by bench/devset2/from_quotes.py from the writer's files; see README.md)\n"
    lines = ["questions:"] + [
        f"  - {yaml.safe_dump(q, allow_unicode=True, default_flow_style=True, width=10**6).strip()}" for q in questions
    ]
    path.write_text(head + "\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    convert(
        Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/work/devset2"),
        Path(sys.argv[2]) if len(sys.argv) > 2 else HERE,
    )
