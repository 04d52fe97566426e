"""Team and 2 Player variants: teams of diagonal Colonies, the Trade action, no friendly fire, 10 Nutrients per
Colony and 15 per team, shared edges with a teammate, and one player running two Colonies."""

from __future__ import annotations

from referee.catalogues import Msg
from referee.engine.core.position_facts import Unknown
from referee.engine.core.verdict import Ruling
from referee.engine.mycelium.book import BOOK, msg
from referee.engine.mycelium.model import Position, untraced

TEAMS = BOOK.rule(
    "mycelium.team.teams",
    en="Team variant: two teams of two, teammates on diagonal Colonies (Blue and Red vs Green and Beige); turns "
    "alternate between teams.",
    es="Variante por equipos: dos equipos de dos en Colonias diagonales (Azul y Rojo contra Verde y Beige); los "
    "turnos alternan.",
    nl="Teamvariant: twee teams van twee op diagonale Kolonies (Blauw en Rood tegen Groen en Beige); beurten "
    "wisselen per team.",
    ru="Командный вариант: две команды по двое в диагональных колониях (Синий и Красный против Зелёного и "
    "Бежевого); ходы чередуются.",
    quotes={
        "en": [
            "The Team variant divides players into two teams, with 2 players on each team. Your teammate must play "
            "as the Colony diagonally across from you on the board, so the teams will always be: Blue and Red versus "
            "Green and Beige. Follow the same setup and rules as a regular 4 player game but with the "
            "changes/additions listed below:",
            "Proceed in clockwise order according to the Colony placement on the board, but you may sit next to "
            "your teammate\n- Play must alternate between the two teams",
            "No whispering!\n- All communication with your teammate must be done out loud for the other team to hear",
            "See the Team/2 Player Variant on page 12 for the setup for 2 vs 2 or 1 vs 1",
        ]
    },
)

COMBINE = BOOK.rule(
    "mycelium.variants.combine",
    en="Variants are optional and may be combined (Emsporium, Hero Tavern, Team/2 Player).",
    es="Las variantes son opcionales y se pueden combinar (Emsporium, Hero Tavern, Equipos/2 jugadores).",
    nl="Varianten zijn optioneel en combineerbaar (Emsporium, Hero Tavern, Team/2 spelers).",
    ru="Варианты необязательны и сочетаются (Emsporium, Hero Tavern, команды/2 игрока).",
    quotes={
        "en": [
            "try playing with some or all of the variants!",
            "You may also want to try the Team/2 Player variant which may be combined with the other variants.",
        ]
    },
)

# which variants are in play decides many rules; a position that does not say is asked, variant by variant
VARIANT_NAMES = {"emsporium": "Emsporium", "hero_tavern": "Hero Tavern", "team": "Team", "two_player": "2 Player"}
VARIANTS = BOOK.fact(
    "variants",
    "several_of",
    msg("mycelium.fact.variants", "Which variants are in play? (none: an empty list)"),
    rule=COMBINE,
    choices=tuple(VARIANT_NAMES),
    names={  # the variants by the rulebook's names (Emsporium and Hero Tavern are names, kept in every language)
        "emsporium": msg("mycelium.choice.variant-emsporium", "Emsporium"),
        "hero_tavern": msg("mycelium.choice.variant-hero-tavern", "Hero Tavern"),
        "team": msg("mycelium.choice.variant-team", "Team"),
        "two_player": msg("mycelium.choice.variant-two-player", "2 Player"),
    },
)
TEAMMATES = BOOK.fact(
    "mates",
    "several_of",
    msg("mycelium.fact.teammates", "Who is on {player}'s team? (their teammates' colours)"),
    rule=TEAMS,
)


def in_play(pos: Position, name: str) -> bool:
    """Is this variant in play? From ``position.variants`` where it says, else the stated fact ``variants`` (the
    list of those in play), else asked: one question for all of them, as players name the variants they play."""
    from referee.engine.core.position_facts import read_fact

    with untraced():
        stated = {n: getattr(pos.variants, n) for n in VARIANT_NAMES}
    if stated[name] is not None and None in stated.values():
        return getattr(pos.variants, name)  # the position says of this one, not of all: read it, ask nothing
    return name in read_fact(pos, VARIANTS, lambda: _variants(pos))


def stated_in_play(pos: Position, name: str) -> bool:
    """Is this variant in play, as far as the position says, never asking? For a rule that only adds to what
    another rule decides anyway (a better citation, a question the texts leave open): where the position does
    not say, that other rule decides. A stated yes is read (traced) like any variant."""
    from referee.engine.core.position_facts import stated_facts

    with untraced():
        stated = getattr(pos.variants, name) is True or name in (stated_facts(pos).get(VARIANTS.id) or ())
    return stated and in_play(pos, name)


def _variants(pos: Position) -> list[str]:
    values = {n: getattr(pos.variants, n) for n in VARIANT_NAMES}
    if None in values.values():
        raise Unknown
    return [n for n, on in values.items() if on]


TRADE = BOOK.rule(
    "mycelium.team.trade",
    en="Trade (once per turn, both consenting): swap 1 card or Spore Token with your teammate for 1 of theirs; a "
    "traded card is shown to the other team.",
    es="Intercambio (una vez por turno, con consentimiento): cambia 1 carta o Espora con tu compañero por 1 suya; "
    "la carta intercambiada se enseña al otro equipo.",
    nl="Ruilhandel (eens per beurt, beide akkoord): ruil 1 kaart of Sporefiche met je teamgenoot voor 1 van hem; "
    "een geruilde kaart wordt aan het andere team getoond.",
    ru="Обмен (раз в ход, по согласию): 1 карта или жетон спор на 1 карту или жетон напарника; обмениваемую карту "
    "показывают другой команде.",
    quotes={
        "en": [
            "The Team variant introduces a new Trade action during your Action Phase that may only be used once per "
            "turn",
            "This action allows you and your teammate to exchange 1 of your Mushling Cards/Spore Tokens for 1 of "
            "their Mushling Cards/Spore Tokens, with the following rules:",
            "Both teammates must consent to the Trade\n  - Any Mushling Card being traded must be shown to the other "
            "team, giving them ample time to read the cards",
            "1 Mushling Card/Spore Token must be traded for 1 Mushling Card/Spore Token; you may not Trade if you or "
            "your teammate has no Mushling Cards/Spore Tokens",
        ]
    },
)

NO_FRIENDLY_FIRE = BOOK.rule(
    "mycelium.team.no-friendly-fire",
    en="You cannot attack a teammate's Path.",
    es="No puedes atacar un Camino de tu compañero.",
    nl="Je mag geen Pad van je teamgenoot aanvallen.",
    ru="Нельзя атаковать Путь напарника.",
    quotes={"en": "No Friendly Fire\n- You can not attack a teammate's Path"},
)

MAY_DECLINE = BOOK.rule(
    "mycelium.team.may-decline",
    en="Team variant: a player may choose not to gather a token they would gather.",
    es="Por equipos: un jugador puede no recoger una ficha que recogería.",
    nl="Teamvariant: een speler mag ervoor kiezen een fiche niet te verzamelen.",
    ru="Командный вариант: игрок может не собирать жетон, который собрал бы.",
    quotes={
        "en": "A player may choose not to gather a Spore Token or Nutrient Token when they would otherwise gather it"
    },
)

COLONY_CAP = BOOK.rule(
    "mycelium.team.ten-per-colony",
    en="Team variant: a Colony gathers at most 10 Nutrient Tokens; any excess returns to the supply.",
    es="Por equipos: una Colonia recoge como máximo 10 Nutrientes; el exceso vuelve a la reserva.",
    nl="Teamvariant: een Kolonie verzamelt hoogstens 10 Voedingsfiches; de rest gaat terug naar de voorraad.",
    ru="Командный вариант: колония собирает не более 10 жетонов питания; излишек — в запас.",
    quotes={
        "en": "Each Colony may only gather a maximum of 10 Nutrient Tokens\n  - Any excess Nutrient Tokens gathered "
        "must be returned to the supply"
    },
)

TEAM_END = BOOK.rule(
    "mycelium.team.fifteen-per-team",
    en="Team variant: the first team with 15 Nutrient Tokens combined wins at once.",
    es="Por equipos: gana al instante el primer equipo que sume 15 Nutrientes.",
    nl="Teamvariant: het eerste team met samen 15 Voedingsfiches wint meteen.",
    ru="Командный вариант: первая команда с 15 жетонами питания на двоих сразу побеждает.",
    quotes={
        "en": [
            "Replace the End of Game section of the rules with these conditions:\n  - The first team to acquire a "
            "combined total of 15 Nutrient Tokens immediately wins and the game ends!",
            "Because each Colony can only gather a max of 10 Nutrient Tokens, you and your teammate each have to "
            "earn at least 5 Nutrient Tokens",
        ]
    },
)

NOT_TEAMMATE_SPORES = BOOK.rule(
    "mycelium.team.own-spores-and-items",
    en="You may not spend a teammate's Spore Tokens or use their Emsporium Items.",
    es="No puedes gastar las Esporas de tu compañero ni usar sus objetos del Emsporium.",
    nl="Je mag de Sporefiches van je teamgenoot niet uitgeven en zijn voorwerpen niet gebruiken.",
    ru="Нельзя тратить жетоны спор напарника или пользоваться его предметами.",
    quotes={
        "en": "You may not spend your teammates Spore Tokens\n- You can not use the Emsporium Items your teammate "
        "possesses"
    },
)

SHARE_WITH_TEAMMATE = BOOK.rule(
    "mycelium.team.share-edge",
    en="You may build a Path on the same edge as your teammate.",
    es="Puedes construir un Camino en la misma arista que tu compañero.",
    nl="Je mag een Pad bouwen op dezelfde rand als je teamgenoot.",
    ru="Можно строить Путь на том же ребре, что и напарник.",
    quotes={"en": "You may build a Path on the same edge as your teammate"},
)

TWO_PLAYER = BOOK.rule(
    "mycelium.team.two-player",
    en="2 players: each runs 2 Colonies of one team with separate mats, pieces and hands; count as 4 players.",
    es="2 jugadores: cada uno lleva 2 Colonias de un equipo con tableros, piezas y manos separados; cuenta como 4.",
    nl="2 spelers: elk speelt 2 Kolonies van één team met aparte borden, stukken en handen; tel als 4 spelers.",
    ru="2 игрока: каждый ведёт 2 колонии одной команды с отдельными планшетами, фишками и руками; считать как 4.",
    quotes={
        "en": [
            "The Team and 2 Player variants follow the same rules and setup as each other. If you are only playing "
            "with 2 players, each player will be in control of 2 separate Colonies",
            "Follow all rule changes described in the Team variant above, but with the following exceptions:",
            "Each player will be playing the role of 2 separate Colonies on the same team",
            "For all Mushling Cards and setup, treat the game as if it is a 4 player game (ex. Veiled Lady would "
            "view 4 Nutrient Cards)",
            "You may look at both your Mushling Card hands at any time\n- "
            "You must keep them separate from each other and only take Actions with the corresponding hand during "
            "your Colony's turn\n- You may play Mushling Cards with Reaction abilities from either hand when "
            "applicable",
        ]
    },
)


def team_total(pos: Position, colour: str) -> int:
    """The Nutrient Tokens of the colour's team (their own and their teammates')."""
    from referee.engine.mycelium.gather import nutrients_held

    return sum(nutrients_held(pos, c) for c in sorted([colour, *pos.teammates(colour)]))


HOLDS = BOOK.fact(
    "holds",
    "yes_no",
    msg("mycelium.fact.holds-to-trade", "Does {player} hold {card} to trade?"),
    rule=TRADE,
)


def _has_to_trade(pos: Position, who: str, thing: str) -> bool:
    """The one fact the Trade turns on for each side: a Spore Token on the mat, or the card in hand (a hand
    with unknown cards ('?') may hold it)."""
    from referee.engine.mycelium.build import spores_on_mat
    from referee.engine.mycelium.model import UNKNOWN, fact_about

    if thing == "spore":
        return spores_on_mat(pos, who) > 0
    held = lambda: thing in pos.hand_of(who) or UNKNOWN in pos.hand_of(who)  # noqa: E731
    return fact_about(pos, HOLDS, (who, thing), held, player=who, card=thing)


def _swap(pos: Position, colour: str, move) -> None:
    """The traded card or Spore Token changes mats/hands on the working copy, where it describes them."""
    from referee.engine.mycelium.draw import to_hand
    from referee.engine.mycelium.model import UNKNOWN

    with untraced():
        for src, dst, thing in ((colour, move.teammate, move.give), (move.teammate, colour, move.receive)):
            giver, taker = pos.described(src), pos.described(dst)
            if thing == "spore":
                if giver is not None:
                    giver.spore_tokens -= 1
                if taker is not None:
                    taker.spore_tokens += 1
                continue
            if giver is not None and giver.hand is not None:
                giver.hand.remove(thing if thing in giver.hand else UNKNOWN)
            if taker is not None:
                to_hand(pos, dst, thing)


def resolve_trade(pos: Position, colour: str, move, ruling: Ruling) -> None:
    from referee.engine.mycelium.cards import CARDS
    from referee.engine.mycelium.phases import no_player

    ruling.require(
        in_play(pos, "team"),
        TRADE,
        msg("mycelium.team.trade-variant-only", "the Trade action exists only in the Team / 2 Player variant"),
    )
    ruling.require(
        not pos.traded_this_turn,
        TRADE,
        msg("mycelium.team.traded", "{player} has already traded this turn", player=colour),
    )
    ruling.require(pos.has_player(move.teammate), TRADE, no_player(move.teammate))
    ruling.require(
        move.teammate in pos.teammates(colour),
        TRADE,
        msg("mycelium.team.not-teammate", "{other} is not {player}'s teammate", other=move.teammate, player=colour),
    )
    ruling.require(move.consent, TRADE, msg("mycelium.team.consent", "both teammates must consent to the Trade"))
    for who, thing in ((colour, move.give), (move.teammate, move.receive)):
        if thing != "spore":
            ruling.require(
                thing in CARDS,
                TRADE,
                msg("mycelium.team.trade-what", "{thing} is neither 'spore' nor a Mushling Card", thing=thing),
            )
        ruling.require(
            _has_to_trade(pos, who, thing),
            TRADE,
            msg("mycelium.team.no-spore-to-trade", "{player} has no Spore Token to trade", player=who)
            if thing == "spore"
            else msg("mycelium.team.no-card-to-trade", "{player} has no {card} to trade", player=who, card=thing),
        )
    _swap(pos, colour, move)
    pos.traded_this_turn = True
    ruling.event(
        TRADE,
        msg(
            "mycelium.team.trades",
            "{player} trades {give} for {other}'s {receive} (cards shown to all)",
            player=colour,
            give=_traded(move.give),
            other=move.teammate,
            receive=_traded(move.receive),
        ),
    )


def _traded(thing: str) -> Msg | str:
    """A card by its name; a Spore Token in the reader's words."""
    return msg("mycelium.team.a-spore-token", "a Spore Token") if thing == "spore" else thing
