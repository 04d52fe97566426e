"""A tiny partial Solstis-like game for the guided dispute's UI tests: every part of its position is optional,
its checks read rule-level facts (one of each kind), and its rules quote the real Russian text.

The real engines become partial in their own time (#17); the dialogue, the terminal, the phone page and the
bench must work for any game, so they are tested on this one, standing in for Solstis (``dispute_game``
fixture). A capture is settled in three questions after the move: is the tile in your hand, how many queue
tiles match it, and by what (number, colour); without a match, one more: does the deck's top tile match.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from referee.catalogues import Catalogue
from referee.engine.core.game import GameEngine
from referee.engine.core.position import GamePosition
from referee.engine.core.position_facts import known, read_fact
from referee.engine.core.rules import RuleBook
from referee.engine.core.verdict import Ruling

MESSAGES = Catalogue("disputetest", Path(__file__).resolve().parent)
msg = MESSAGES.msg

BOOK = RuleBook("solstis")
HAND = BOOK.rule(
    "solstis.disputetest.play-from-hand",
    en="On your turn you play a tile from your hand.",
    es="En tu turno juegas una loseta de tu mano.",
    nl="In je beurt speel je een tegel uit je hand.",
    ru="В свой ход вы играете тайл из руки.",
    quotes={"ru": "В свой ход выберите тайл из своей руки и проверьте, происходит ли захват."},
)
CAPTURE = BOOK.rule(
    "solstis.disputetest.capture",
    en="A tile captures a face-up queue tile of the same value or colour.",
    es="Una loseta captura una loseta de la cola del mismo valor o color.",
    nl="Een tegel slaat een open tegel uit de rij met dezelfde waarde of kleur.",
    ru="Тайл захватывает открытый тайл очереди того же значения или цвета.",
    quotes={
        "ru": "Если значение или цвет этого тайла совпадают с значением или цветом одного из открытого тайла в очереди"
    },
)
SECOND_CHANCE = BOOK.rule(
    "solstis.disputetest.second-chance",
    en="Without a capture the tile joins the queue and you draw from the deck to try again.",
    es="Sin captura, la loseta va a la cola y robas del mazo para intentarlo de nuevo.",
    nl="Zonder slag gaat de tegel naar de rij en trek je van de stapel voor een nieuwe poging.",
    ru="Без захвата тайл уходит в очередь, и вы берёте тайл из колоды для новой попытки.",
    quotes={"ru": "Второй шанс: если выбранный тайл не может произвести захват"},
)

IN_HAND = BOOK.fact("in-hand", "yes_no", msg("disputetest.fact.in-hand", "Is the tile in your hand?"), rule=HAND)
MATCHES = BOOK.fact(
    "queue-matches",
    "number",
    msg("disputetest.fact.queue-matches", "How many face-up queue tiles match it by value or colour?"),
    rule=CAPTURE,
)
MATCHED_BY = BOOK.fact(
    "matched-by",
    "several_of",
    msg("disputetest.fact.matched-by", "What does it match?"),
    rule=CAPTURE,
    choices=("value", "colour"),
)
DECK_MATCHES = BOOK.fact(
    "deck-top-matches",
    "yes_no",
    msg("disputetest.fact.deck-top-matches", "Does the tile drawn from the deck match a queue tile?"),
    rule=SECOND_CHANCE,
)


class Position(GamePosition):
    model_config = ConfigDict(extra="forbid")
    hand: list[str] | None = None
    queue: list[str] | None = None


class Play(BaseModel):
    model_config = ConfigDict(extra="forbid")
    type: Literal["play"]
    tile: str = Field(pattern=r"^\d{1,2}[A-Z]$", description="the tile played, value and colour (7R)")


class Pass(BaseModel):
    model_config = ConfigDict(extra="forbid")
    type: Literal["pass"]


def _matching(tile: str, queue: list[str]) -> list[str]:
    return [q for q in queue if q[:-1] == tile[:-1] or q[-1] == tile[-1]]  # "7R": value 7, colour R


class DisputeSolstis(GameEngine):
    game_id = "solstis"
    rulebook = BOOK
    Position = Position
    Move = Annotated[Play | Pass, Field(discriminator="type")]

    def adjudicate(self, position, move, ruling: Ruling):
        if move.type == "pass":
            return position
        in_hand = read_fact(position, IN_HAND, lambda: move.tile in known(position.hand))
        ruling.require(in_hand, HAND, msg("disputetest.not-in-hand", "the tile is not in the hand"))
        ruling.because(HAND, msg("disputetest.in-hand", "the tile is in the hand"))
        n = read_fact(position, MATCHES, lambda: len(_matching(move.tile, known(position.queue))))
        if n == 0:
            ruling.event(SECOND_CHANCE, msg("disputetest.joins-queue", "the tile joins the queue"))
            if not read_fact(position, DECK_MATCHES):
                return position
        else:
            by = read_fact(position, MATCHED_BY)
            ruling.require(bool(by), CAPTURE, msg("disputetest.no-match", "it matches neither value nor colour"))
        ruling.because(CAPTURE, msg("disputetest.matches", "it matches a queue tile"))
        ruling.event(CAPTURE, msg("disputetest.captures", "captures a queue tile"))
        return position

    def template(self) -> str:
        return "game: solstis\nposition: {}\nmove:\n  type: play\n  tile: 7R\n"


ENGINE = DisputeSolstis()
