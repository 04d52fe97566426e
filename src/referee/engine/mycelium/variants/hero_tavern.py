"""The Hero Tavern (and Legends): spend a Combat Token per Gatherer returning from the Tavern to gain a Hero.
Heroes are face up, used once, not in hand, never stolen, never cancelled. Hero texts come from the position."""

from __future__ import annotations

from referee.engine.core.verdict import Need, Ruling
from referee.engine.mycelium.book import BOOK, msg
from referee.engine.mycelium.model import Position, fact_about, untraced
from referee.engine.mycelium.variants.team import in_play
from referee.engine.mycelium.words import listed

TAVERN_SETUP = BOOK.rule(
    "mycelium.heroes.setup",
    en="Hero Tavern: place its tile, shuffle the Heroes into a deck and display 2 face up.",
    es="Hero Tavern: coloca su loseta, baraja los Héroes en un mazo y muestra 2 boca arriba.",
    nl="Hero Tavern: leg de tegel, schud de Helden tot een stapel en leg er 2 open.",
    ru="Hero Tavern: положите тайл, перемешайте героев в колоду и выложите 2 лицом вверх.",
    quotes={
        "en": [
            "Place the Hero Tavern tile on the board on top of the sword in the stone in the bottom left corner of "
            "the board",
            "Shuffle the Hero Mushling cards to form the Hero Mushling Deck and draw 2 hero Mushling Cards to be "
            "displayed face-up next to the deck",
            "The Hero Tavern variant provides an alternate use for Combat Tokens. Spend Combat Tokens when gathering "
            "from the new Hero Tavern location to recruit a powerful Hero Mushling.",
            "8 Hero Mushling Cards",
        ]
    },
)

TAVERN_PLACE = BOOK.rule(
    "mycelium.heroes.place-on-tavern",
    en="To acquire Heroes a Gatherer must be placed on the Hero Tavern.",
    es="Para conseguir Héroes hay que colocar un Recolector en la Hero Tavern.",
    nl="Om Helden te krijgen moet een Verzamelaar op de Hero Tavern staan.",
    ru="Чтобы получить героев, нужно поставить сборщика в Hero Tavern.",
    quotes={"en": "To acquire Hero Mushling Cards, you must place a Gatherer Mushling on the Hero Tavern"},
)

RECRUIT = BOOK.rule(
    "mycelium.heroes.recruit",
    en="Each Gatherer returning from the Tavern spends 1 Combat Token for 1 Hero (displayed or from the deck); none, "
    "no Hero.",
    es="Cada Recolector que vuelve de la Taberna gasta 1 Ficha de Combate por 1 Héroe (expuesto o del mazo); sin "
    "ficha, sin Héroe.",
    nl="Elke Verzamelaar terug uit de Taverne betaalt 1 gevechtsfiche voor 1 Held (open of van de stapel); geen "
    "fiche, geen Held.",
    ru="Каждый сборщик из таверны тратит 1 жетон боя на 1 героя (открытого или из колоды); нет жетона — нет героя.",
    quotes={
        "en": [
            "You must then spend 1 Combat Token for each Gatherer Mushling returning from the Hero Tavern (during "
            "your Gather Phase)",
            "If you can not spend a Combat Token when a Gatherer Mushling returns from the Hero Tavern, you will not "
            "gain a Hero Mushling Card for that Gatherer Mushling",
            "Gain 1 Hero Mushling Card for each Combat Token spent as described above during your Gather Phase",
            "Players may choose one of the displayed face-up Hero Mushling Cards or draw from the deck\n  - When a "
            "face-up Hero Mushling Card is chosen, immediately replace it with a Hero Mushling Card from the deck",
        ]
    },
)

HERO_USE = BOOK.rule(
    "mycelium.heroes.use-once",
    facts=["hero-cards-not-found"],
    en="A Hero is kept face up, used once for one of its abilities, then goes to the bottom of the Hero deck.",
    es="Un Héroe se muestra boca arriba, se usa una vez por una de sus habilidades y va al fondo del mazo.",
    nl="Een Held ligt open, wordt één keer gebruikt voor één vaardigheid en gaat onder de Heldenstapel.",
    ru="Герой лежит открыто, используется один раз для одной способности и уходит под низ колоды героев.",
    quotes={
        "en": [
            "Hero Mushling Cards you acquire remain face-up in front of you for all players to see",
            "You can only use each Hero Mushling Card once for 1 of the 2 abilities listed on the card\n- Hero "
            "Mushling Cards may have Action and/or Reaction abilities, much like Mushling Cards",
            "After use, the Hero Mushling Card is placed at the bottom of the Hero Mushling Deck",
            "There is only 1 of each Hero Mushling Card; each Hero is unique!",
        ]
    },
)

HERO_NOT_IN_HAND = BOOK.rule(
    "mycelium.heroes.not-in-hand-size",
    en="Hero cards do not count toward hand size.",
    es="Las cartas de Héroe no cuentan para el tamaño de la mano.",
    nl="Heldenkaarten tellen niet mee voor de handlimiet.",
    ru="Карты героев не учитываются в размере руки.",
    quotes={"en": "Hero Mushling Cards do NOT count as a card in your hand when considering your hand size"},
)

HERO_NOT_STOLEN = BOOK.rule(
    "mycelium.heroes.not-stolen",
    en="A Thief cannot steal a Hero card.",
    es="Un Ladrón no puede robar una carta de Héroe.",
    nl="Een Dief kan geen Heldenkaart stelen.",
    ru="Вор не может украсть карту героя.",
    quotes={
        "en": "Hero Mushling Cards can NOT be stolen by a Thief\n- A Thief specifically steals a regular Mushling Card"
    },
)

HERO_NOT_CANCELLED = BOOK.rule(
    "mycelium.heroes.not-cancelled",
    en="A Fly Agaric cannot cancel a Hero card.",
    es="Un Fly Agaric no puede anular una carta de Héroe.",
    nl="Een Fly Agaric kan een Heldenkaart niet opheffen.",
    ru="Fly Agaric не может отменить карту героя.",
    quotes={
        "en": "A Hero Mushling Card CAN NOT be canceled by Fly Agaric\n- A Fly Agaric specifically cancels regular "
        "Mushling Card abilities"
    },
)

FLYERS = BOOK.rule(
    "mycelium.heroes.flyers",
    en="The Emsporium item Flyers does not affect gathering from the Hero Tavern.",
    es="El objeto Flyers del Emsporium no afecta a recolectar en la Hero Tavern.",
    nl="Het Emsporium-voorwerp Flyers heeft geen invloed op verzamelen in de Hero Tavern.",
    ru="Предмет Emsporium «Flyers» не влияет на сбор в Hero Tavern.",
    quotes={"en": 'The Emsporium item "Flyers" does not affect gathering from The Hero Tavern'},
)

LEGENDS = BOOK.rule(
    "mycelium.heroes.legends",
    en="Legends: deal 2 Heroes to each player, who keeps 1; each starts with that Hero.",
    es="Leyendas: reparte 2 Héroes a cada jugador, que se queda 1; cada uno empieza con ese Héroe.",
    nl="Legenden: elke speler krijgt 2 Helden en houdt er 1; ieder begint met die Held.",
    ru="Легенды: каждому раздают 2 героя, он оставляет одного и начинает с ним.",
    quotes={
        "en": [
            "After Shuffling the Hero Mushling Cards, deal 2 Hero Mushling Cards to each player",
            "Each player must decide which Hero Mushling Card they want to keep, and return the other card to the deck",
            "Shuffle the unchosen and remaining Hero Mushling Cards and proceed with the rest of The Hero Tavern "
            "setup normally",
            "Each Player will start the game with their chosen Hero Mushling Card!",
        ]
    },
)


NO_TAVERN = msg("mycelium.heroes.no-tavern", "no Hero Tavern in play")


def _no_token(colour: str, claimed: str | None, ruling: Ruling) -> None:
    """A Gatherer back from the Tavern with no Combat Token to spend gains no Hero; a move that takes one for
    it (``claimed``) takes what the rule denies."""
    if claimed is not None:
        ruling.illegal(
            RECRUIT,
            msg(
                "mycelium.heroes.no-token-for",
                "{player} has no Combat Token left for {hero}: that Gatherer gains no Hero",
                player=colour,
                hero=claimed,
            ),
        )
    ruling.event(
        RECRUIT,
        msg("mycelium.heroes.no-token", "{player} has no Combat Token: this Gatherer gains no Hero", player=colour),
    )


NO_HERO_LEFT = Need(
    msg(
        "mycelium.need.no-hero-left",
        "What does a Gatherer back from the Hero Tavern get when no Hero is left face up or in the Hero deck?",
    ),
    None,
    "rule",
)


def _no_hero_left(colour: str, ruling: Ruling) -> None:
    """Every Hero is recruited and none used yet: the text gives a Hero per Combat Token "displayed or from the
    deck" and says nothing of neither being there; the Gather Phase itself cannot be refused, so it is open."""
    ruling.undetermined(
        RECRUIT,
        msg(
            "mycelium.heroes.none-left",
            "no Hero is left face up or in the Hero deck; the text does not say what {player}'s Gatherer gets then",
            player=colour,
        ),
        needs=[NO_HERO_LEFT],
    )


def _which_displayed(display: list[str], ruling: Ruling) -> None:
    """The move names no Hero and the deck is empty: only a displayed one can be chosen, and the choice is the
    player's ("choose one of the displayed face-up Hero Mushling Cards")."""
    ruling.undetermined(
        RECRUIT,
        msg("mycelium.heroes.which-displayed", "the Hero deck is empty and the move names no displayed Hero"),
        needs=[
            Need(
                msg("mycelium.need.which-hero", "Which displayed Hero does the Gatherer bring back?"),
                "move.heroes",
                "one_of",
                tuple(display),
            )
        ],
    )


def recruit(pos: Position, colour: str, k: int, move, ruling: Ruling) -> None:
    ruling.require(in_play(pos, "hero_tavern") and pos.hero_tavern is not None, TAVERN_PLACE, NO_TAVERN)
    me = pos.player(colour)
    tavern = pos.hero_tavern
    choices = list(getattr(move, "heroes", []) or [])
    if "Flyers" in me.items:
        ruling.because(
            FLYERS, msg("mycelium.heroes.flyers", "{player}'s Flyers do not change the Hero Tavern", player=colour)
        )
    for i in range(k):
        if me.combat_tokens < 1:
            _no_token(colour, choices[i] if i < len(choices) else None, ruling)
            continue
        if not tavern.deck and not tavern.display:
            _no_hero_left(colour, ruling)
        if i >= len(choices) and not tavern.deck:
            _which_displayed(tavern.display, ruling)
        pick = choices[i] if i < len(choices) else "deck"
        if pick == "deck":
            ruling.require(bool(tavern.deck), RECRUIT, msg("mycelium.heroes.deck-empty", "the Hero deck is empty"))
            hero = tavern.deck.pop(0)
        else:
            ruling.require(
                pick in tavern.display,
                RECRUIT,
                msg(
                    "mycelium.heroes.not-displayed",
                    "{hero} is not displayed ({shown})",
                    hero=pick,
                    shown=listed(tavern.display),
                ),
            )
            tavern.display.remove(pick)
            hero = pick
            if tavern.deck:
                tavern.display.append(tavern.deck.pop(0))
        me.combat_tokens -= 1
        pos.supply.combat_tokens = (pos.supply.combat_tokens or 0) + 1
        me.heroes.append(hero)
        ruling.event(
            RECRUIT,
            msg(
                "mycelium.heroes.gains",
                "{player} spends a Combat Token and gains the Hero {hero}",
                player=colour,
                hero=hero,
            ),
            hero=hero,
        )


OWNS_HERO = BOOK.fact(
    "owns-hero",
    "yes_no",
    msg("mycelium.fact.owns-hero", "Does {player} own the Hero {hero} (recruited, not yet used)?"),
    rule=HERO_USE,
)


def resolve_use_hero(pos: Position, colour: str, move, ruling: Ruling) -> None:
    from referee.engine.mycelium.cards import cancel_chain

    ruling.require(in_play(pos, "hero_tavern"), HERO_USE, NO_TAVERN)
    owns = lambda: move.hero in pos.player(colour).heroes  # noqa: E731
    ruling.require(
        fact_about(pos, OWNS_HERO, (colour, move.hero), owns, player=colour, hero=move.hero),
        HERO_USE,
        msg("mycelium.heroes.not-owned", "{player} has no Hero {hero}", player=colour, hero=move.hero),
    )
    cancel_chain(
        pos, move.cancelled_by, ruling, msg("mycelium.heroes.the-hero", "the Hero {hero}", hero=move.hero), hero=True
    )
    # the Hero cards are not in the texts: the card's own words, from the position or asked as they are written
    text = pos.hero_tavern.cards.get(move.hero) if pos.hero_tavern is not None else None
    if text is None:
        ruling.undetermined(
            HERO_USE,
            msg("mycelium.heroes.no-text", "the position does not give {hero}'s card text", hero=move.hero),
            needs=[
                Need(
                    msg("mycelium.need.hero-text", "What does the Hero card {hero} say?", hero=move.hero),
                    f"position.hero_tavern.cards.{move.hero}",
                    "text",
                )
            ],
        )
    ruling.used(
        f"position.hero_tavern.cards.{move.hero}",
        text,
        msg("mycelium.input.hero-cards", "Hero cards are not in the texts"),
    )
    with untraced():  # the Hero goes to the bottom of the deck, on the working copy where it describes them
        me = pos.described(colour)
        if me is not None and move.hero in me.heroes:
            me.heroes.remove(move.hero)
        if pos.hero_tavern is not None:
            pos.hero_tavern.deck.append(move.hero)
    ruling.event(
        HERO_USE,
        msg(
            "mycelium.heroes.uses",
            "{player} uses {hero} (ability {ability}); it goes to the bottom of the deck",
            player=colour,
            hero=move.hero,
            ability=move.ability,
        ),
    )
