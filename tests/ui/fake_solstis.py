"""A deliberately tiny Solstis-like engine for UI tests: real Russian quotes, every verdict reachable.

The UI must be testable before (and independently of) the real engines: this one has three rules
quoting the real Russian text, and a move that is legal, illegal or undetermined depending on the position.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict

from referee.catalogues import Catalogue
from referee.engine.core.game import GameEngine
from referee.engine.core.position import GamePosition
from referee.engine.core.rules import RuleBook
from referee.engine.core.verdict import Need, Ruling

# its messages have es/nl/ru translations in tests/ui/locale/, but one (the queue event) is left untranslated on
# purpose: the UI must show such a message in English, marked as English
MESSAGES = Catalogue("uitest", Path(__file__).resolve().parent)
msg = MESSAGES.msg

BOOK = RuleBook("solstis")
HAND = BOOK.rule(
    "solstis.uitest.play-from-hand",
    en="On your turn you play a tile from your hand.",
    es="En tu turno juegas una loseta de tu mano.",
    nl="In je beurt speel je een tegel uit je hand.",
    ru="В свой ход вы играете тайл из руки.",
    quotes={"ru": "В свой ход выберите тайл из своей руки и проверьте, происходит ли захват."},
)
CAPTURE = BOOK.rule(
    "solstis.uitest.capture",
    en="A tile captures a face-up queue tile of the same value or colour.",
    es="Una loseta captura una loseta de la cola del mismo valor o color.",
    nl="Een tegel slaat een open tegel uit de rij met dezelfde waarde of kleur.",
    ru="Тайл захватывает открытый тайл очереди того же значения или цвета.",
    quotes={
        "ru": "Если значение или цвет этого тайла совпадают с значением или цветом одного из открытого тайла в очереди"
    },
)
SECOND_CHANCE = BOOK.rule(
    "solstis.uitest.second-chance",
    en="Without a capture the tile joins the queue and you draw from the deck to try again.",
    es="Sin captura, la loseta va a la cola y robas del mazo para intentarlo de nuevo.",
    nl="Zonder slag gaat de tegel naar de rij en trek je van de stapel voor een nieuwe poging.",
    ru="Без захвата тайл уходит в очередь, и вы берёте тайл из колоды для новой попытки.",
    quotes={"ru": "Второй шанс: если выбранный тайл не может произвести захват"},
)


class Position(GamePosition):  # GamePosition: the `facts:` block every engine's position has
    model_config = ConfigDict(extra="forbid")
    hand: list[str]
    queue: list[str] = []
    deck_top: str | None = None


class Play(BaseModel):
    model_config = ConfigDict(extra="forbid")
    type: Literal["play"] = "play"
    tile: str


def _matches(a: str, b: str) -> bool:
    return a[:-1] == b[:-1] or a[-1] == b[-1]  # "7R": value 7, colour R


class FakeSolstis(GameEngine):
    game_id = "solstis"
    rulebook = BOOK
    Position = Position
    Move = Play

    def adjudicate(self, position, move, ruling: Ruling):
        ruling.require(
            move.tile in position.hand,
            HAND,
            msg("uitest.not-in-hand", "tile {tile} is not in the hand", tile=move.tile),
        )
        ruling.because(HAND, msg("uitest.in-hand", "tile {tile} is in the hand", tile=move.tile))
        ruling.used("position.queue", position.queue, msg("uitest.queue-used", "which tiles lie face up in the queue"))
        hit = next((q for q in position.queue if _matches(move.tile, q)), None)
        if hit is None:
            ruling.event(SECOND_CHANCE, msg("uitest.joins-queue", "the tile joins the queue"), tile=move.tile)
            if position.deck_top is None:
                need = Need(msg("uitest.need.deck-top", "Which tile is on top of the deck?"), "position.deck_top")
                ruling.undetermined(SECOND_CHANCE, msg("uitest.deck-unknown", "the next deck tile is unknown"), [need])
            hit = next((q for q in position.queue if _matches(position.deck_top, q)), None)
            if hit is None:
                return position
        ruling.because(CAPTURE, msg("uitest.matches", "{tile} matches {hit}", tile=move.tile, hit=hit))
        ruling.event(CAPTURE, msg("uitest.captures", "captures a queue tile"), tile=hit)
        return position.model_copy(update={"queue": [q for q in position.queue if q != hit]})

    def template(self) -> str:
        return "game: solstis\nposition:\n  hand: [7R]\n  queue: [7B]\nmove:\n  type: play\n  tile: 7R\n"


ENGINE = FakeSolstis()
