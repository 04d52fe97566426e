"""Setup (3-4 players): components, hands by seat, tokens on caves, mats and trees, the Nutrient Deck (no Walnut
cards with 3 players). ``assess`` checks a position in the ``setup`` phase against these rules."""

from __future__ import annotations

from referee.engine.core.verdict import Ruling
from referee.engine.mycelium.book import BOOK, msg, msg_n
from referee.engine.mycelium.model import Position

PLAYERS = BOOK.rule(
    "mycelium.setup.player-count",
    en="The board side is chosen for 3 or 4 players; 2 or 4 in teams use the Team/2 Player setup.",
    es="El lado del tablero se elige para 3 o 4 jugadores; 2 o 4 por equipos usan la preparación por equipos.",
    nl="De bordkant hoort bij 3 of 4 spelers; 2 of 4 in teams gebruiken de Team/2-spelersopzet.",
    ru="Сторона поля выбирается для 3 или 4 игроков; 2 или 4 в командах — по правилам командного варианта.",
    quotes={"en": ["Flip the board to the correct side for either 3 or 4 players", "1 Game Board\n4 Player Mats"]},
)

PIECES = BOOK.rule(
    "mycelium.setup.pieces",
    en="Each player gets a Player Mat, their 20 Paths and 3 Gatherers, and sits near their Colony.",
    es="Cada jugador recibe un tablero, sus 20 Caminos y 3 Recolectores, y se sienta cerca de su Colonia.",
    nl="Elke speler krijgt een spelersbord, zijn 20 Paden en 3 Verzamelaars, en zit bij zijn Kolonie.",
    ru="Каждый получает планшет, свои 20 Путей и 3 сборщиков и садится возле своей колонии.",
    quotes={
        "en": [
            "Give each player a Player Mat, all of their matching colored Path pieces, and their 3 Gatherer Mushling "
            "pieces\n- Players should sit near their Colony on the board",
            "12 Gatherer Mushling Meeples (3 of each color)",
        ]
    },
)

DECK = BOOK.rule(
    "mycelium.setup.mushling-deck",
    en="All 54 Mushling Cards are shuffled into the Mushling Card Deck near the Mush Room.",
    es="Las 54 cartas Mushling se barajan en el mazo, cerca de la Mush Room.",
    nl="Alle 54 Mushlingkaarten worden geschud tot de stapel, bij de Mush Room.",
    ru="Все 54 карты грибочков перемешиваются в колоду возле Mush Room.",
    quotes={
        "en": [
            "Shuffle all Mushling Cards together to form the Mushling Card Deck\n- Place the deck face-down near the "
            "Mush Room",
            "54 Mushling Cards",
        ]
    },
)

HANDS = BOOK.rule(
    "mycelium.setup.hand-sizes",
    en="Starting hands by seat: 4 cards to the 1st player, 5 to the 2nd, 6 to the 3rd, 7 to the 4th.",
    es="Manos iniciales por puesto: 4 cartas al 1.º, 5 al 2.º, 6 al 3.º y 7 al 4.º.",
    nl="Starthanden per plaats: 4 kaarten voor de 1e speler, 5 voor de 2e, 6 voor de 3e, 7 voor de 4e.",
    ru="Стартовые руки по месту: 4 карты первому, 5 второму, 6 третьему, 7 четвёртому.",
    quotes={
        "en": [
            "Deal 4 Mushling Cards to each player",
            "Deal out additional Mushling Cards as described below:",
            "Deal 1 additional Mushling Card to the 2nd player (5 total), 2 additional Mushling Cards to the 3rd "
            "player (6 total), and 3 additional Mushling Cards to the 4th player (7 total)",
        ]
    },
)

FIRST_PLAYER = BOOK.rule(
    "mycelium.setup.first-player",
    en="The first player is whoever most recently saw a wild mushroom; play goes clockwise from them.",
    es="Empieza quien vio más recientemente una seta silvestre; se juega en sentido horario desde él.",
    nl="De startspeler is wie het laatst een wilde paddenstoel zag; daarna met de klok mee.",
    ru="Первым ходит тот, кто последним видел гриб в природе; далее по часовой стрелке.",
    quotes={
        "en": "The first player should be whoever most recently saw a mushroom in the wild!\n- The game will proceed "
        "clockwise from the 1st player"
    },
)

SPORES = BOOK.rule(
    "mycelium.setup.spore-tokens",
    en="3 Spore Tokens on each Spore Cave and on each Player Mat; the rest of the 50 form the supply.",
    es="3 Esporas en cada Cueva de Esporas y en cada tablero; el resto de las 50 forma la reserva.",
    nl="3 Sporefiches op elke Sporengrot en elk spelersbord; de rest van de 50 is de voorraad.",
    ru="По 3 жетона спор на каждую пещеру и каждый планшет; остальные из 50 — запас.",
    quotes={
        "en": [
            "Place 3 Spore Tokens on each Spore Cave and place 3 Spore Tokens on each Colony's Player Mat\n- Place "
            "all other Spore Tokens near the board to form a supply",
            "50 Spore Tokens",
        ]
    },
)

COMBAT = BOOK.rule(
    "mycelium.setup.combat-tokens",
    en="All 16 Combat Tokens start in the supply.",
    es="Las 16 Fichas de Combate empiezan en la reserva.",
    nl="Alle 16 gevechtsfiches beginnen in de voorraad.",
    ru="Все 16 жетонов боя в начале лежат в запасе.",
    quotes={"en": ["Place all Combat Tokens near the board to form a supply", "16 Combat Tokens"]},
)

NUTRIENTS = BOOK.rule(
    "mycelium.setup.nutrient-tokens",
    en="1 Nutrient Token on the Center Tree and on each Nutrient Tree; the rest of the 45 form the supply.",
    es="1 Nutriente en el Árbol Central y en cada Árbol de Nutrientes; el resto de los 45 forma la reserva.",
    nl="1 Voedingsfiche op de Centrale Boom en op elke Voedingsboom; de rest van de 45 is de voorraad.",
    ru="1 жетон питания на центральное дерево и на каждое дерево питания; остальные из 45 — запас.",
    quotes={
        "en": [
            "Place 1 Nutrient Token on the Center Tree and each Nutrient Tree\n- Place all other Nutrient Tokens near "
            "the board to form a supply",
            "45 Nutrient Cubes",
        ]
    },
)

NUTRIENT_DECK = BOOK.rule(
    "mycelium.setup.nutrient-deck",
    en="Shuffle the 17 Nutrient Cards into the Nutrient Deck; with 3 players remove all 3 Walnut cards.",
    es="Baraja las 17 cartas de Nutrientes; con 3 jugadores quita las 3 cartas de Walnut.",
    nl="Schud de 17 Voedingskaarten tot de stapel; met 3 spelers gaan alle 3 Walnut-kaarten eruit.",
    ru="Перемешайте 17 карт питания в колоду; при 3 игроках уберите все 3 карты Walnut.",
    quotes={
        "en": [
            "Shuffle all Nutrient Cards together to form the Nutrient Deck (In 3 player games, remove all 3 of the "
            "Walnut cards)\n- Place the deck face-down near the board with the Nutrient Deck Guide Card near it for "
            "all to view",
            "17 Nutrient Cards",
            "1 Nutrient Deck Guide Card",
        ]
    },
)

LOCATIONS = BOOK.rule(
    "mycelium.board.locations",
    facts=["board-map-not-found"],
    en="Board locations: Nutrient Trees (Oak, Walnut, Birch, Pine), the Willow Center Tree, Spore Caves, the Mush "
    "Room, Colonies.",
    es="Lugares: Árboles de Nutrientes (Oak, Walnut, Birch, Pine), el Árbol Central Willow, Cuevas de Esporas, la "
    "Mush Room, Colonias.",
    nl="Locaties: Voedingsbomen (Oak, Walnut, Birch, Pine), de Centrale Boom Willow, Sporengrotten, de Mush Room, "
    "Kolonies.",
    ru="Места: деревья питания (Oak, Walnut, Birch, Pine), центральное дерево Willow, пещеры спор, Mush Room, колонии.",
    quotes={
        "en": "Oak Nutrient Tree, Walnut Nutrient Tree, Player Colony\nBirch Nutrient Tree, Spore Cave, The Mush Room\n"
        "Pine Nutrient Tree, Willow Center Tree"
    },
)

HAND_BY_SEAT = {1: 4, 2: 5, 3: 6, 4: 7}


def is_walnut(pos: Position, name: str) -> bool:
    spec = pos.nutrient_cards.get(name)
    return "walnut" in name.lower() or bool(spec and (spec.tree or "").lower() == "walnut")


def assess_setup(pos: Position, ruling: Ruling) -> None:
    """Is this a correct starting position? Each check that holds is a reason; the first that fails decides."""
    from referee.engine.mycelium.variants.hero_tavern import LEGENDS

    n = len(pos.players)
    _check_colonies(pos, n, ruling)
    _check_player_mats(pos, ruling)
    _check_decks_and_board(pos, n, ruling)
    _variants_setup(pos, ruling)
    if pos.variants.hero_tavern and pos.hero_tavern is not None and any(p.heroes for p in pos.players):
        for p in pos.players:
            ruling.require(
                len(p.heroes) == 1,
                LEGENDS,
                msg("mycelium.heroes.legends-one", "Legends: {player} must start with 1 chosen Hero", player=p.colour),
            )
        ruling.because(LEGENDS, msg("mycelium.heroes.legends-ok", "each player starts with their chosen Hero"))


def _check_colonies(pos: Position, n: int, ruling: Ruling) -> None:
    """How many Colonies (in two alternating teams for the Team variant), seated 1..n."""
    from referee.engine.mycelium.variants.team import TEAMS

    if pos.variants.team:
        ruling.require(
            n == 4,
            TEAMS,
            msg("mycelium.team.four-colonies", "the Team / 2 Player variant plays 4 Colonies, not {n}", n=n),
        )
        order = [p.team for p in pos.by_seat()]
        ruling.require(
            None not in order and all(order[i] != order[i + 1] for i in range(3)) and len(set(order)) == 2,
            TEAMS,
            msg(
                "mycelium.team.alternate",
                "two teams of two whose turns alternate; by seat the teams are {teams}",
                teams=[str(t) for t in order],
            ),
        )
        team_of = {p.colour.lower(): p.team for p in pos.players if p.colour is not None}
        if {"blue", "red", "green", "beige"} <= set(team_of):
            ruling.require(
                team_of["blue"] == team_of["red"] and team_of["green"] == team_of["beige"],
                TEAMS,
                msg("mycelium.team.diagonal", "teammates sit diagonally: Blue and Red versus Green and Beige"),
            )
        ruling.because(TEAMS, msg("mycelium.team.ok", "4 Colonies in two teams, turns alternating"))
    else:
        ruling.require(
            n in (3, 4),
            PLAYERS,
            msg_n(
                "mycelium.setup.player-count",
                "{n} Colony: the setup is for 3 or 4 players (2 play the team variant)",
                "{n} Colonies: the setup is for 3 or 4 players (2 play the team variant)",
                n,
            ),
        )
        ruling.because(PLAYERS, msg_n("mycelium.setup.players", "{n} player", "{n} players", n))
    seats = sorted(p.seat for p in pos.players)
    ruling.require(
        seats == list(range(1, n + 1)),
        FIRST_PLAYER,
        msg("mycelium.setup.seats", "seats must be 1..{n}, got {seats}", n=n, seats=[str(s) for s in seats]),
    )
    ruling.because(
        FIRST_PLAYER,
        msg(
            "mycelium.setup.first-player",
            "{player} is the first player; play goes clockwise by seat",
            player=pos.by_seat()[0].colour,
        ),
    )


def _check_player_mats(pos: Position, ruling: Ruling) -> None:
    """Each player's deal by seat, 3 Spore Tokens, no Combat or Nutrient Token, no Path built."""
    for p in pos.by_seat():
        want = HAND_BY_SEAT[p.seat]
        ruling.require(
            len(p.hand) == want,
            HANDS,
            msg_n(
                "mycelium.setup.hand-size",
                "{player} (seat {seat}) holds {n} card; the deal gives {want}",
                "{player} (seat {seat}) holds {n} cards; the deal gives {want}",
                len(p.hand),
                player=p.colour,
                seat=p.seat,
                want=want,
            ),
        )
        ruling.require(
            p.spore_tokens == 3,
            SPORES,
            msg_n(
                "mycelium.setup.mat-spores",
                "{player}'s Player Mat holds {n} Spore Token, not 3",
                "{player}'s Player Mat holds {n} Spore Tokens, not 3",
                p.spore_tokens,
                player=p.colour,
            ),
        )
        _starts_empty(pos, p, ruling)
    if not any(p.gatherers for p in pos.players):
        ruling.because(
            PIECES, msg("mycelium.setup.no-paths-gatherers-home", "no Path built yet; every Gatherer at its Colony")
        )
    else:
        ruling.because(PIECES, msg("mycelium.setup.no-paths", "no Path built yet"))
    ruling.because(COMBAT, msg("mycelium.setup.combat-in-supply", "all Combat Tokens in the supply"))


def _starts_empty(pos: Position, p, ruling: Ruling) -> None:
    """No Combat or Nutrient Token on a mat at setup, and no Path built."""
    ruling.require(
        p.combat_tokens == 0,
        COMBAT,
        msg(
            "mycelium.setup.combat-tokens", "{player} starts with Combat Tokens; all are in the supply", player=p.colour
        ),
    )
    ruling.require(
        p.nutrient_tokens == 0,
        NUTRIENTS,
        msg("mycelium.setup.nutrient-tokens", "{player} starts with Nutrient Tokens", player=p.colour),
    )
    ruling.require(
        len(pos.placed_paths(p.colour)) == 0,
        PIECES,
        msg("mycelium.setup.paths-built", "{player} has Paths on the board at setup", player=p.colour),
    )


def _check_decks_and_board(pos: Position, n: int, ruling: Ruling) -> None:
    """The Mushling deck and hands, tokens on caves and trees, and the Walnut cards out for 3 players."""
    if pos.mushling_deck:
        cards = sum(len(p.hand) for p in pos.players) + len(pos.mushling_deck) + len(pos.mushling_discard)
        ruling.require(
            not pos.mushling_discard, DECK, msg("mycelium.setup.discard-empty", "the discard pile is empty at setup")
        )
        ruling.because(
            DECK,
            msg_n(
                "mycelium.setup.deck-count",
                "{n} Mushling Card dealt and in the deck (54 in the box)",
                "{n} Mushling Cards dealt and in the deck (54 in the box)",
                cards,
            ),
        )
    hands = [f"{p.colour} {len(p.hand)}" for p in pos.by_seat()]
    ruling.because(HANDS, msg("mycelium.setup.hands", "hands: {hands}", hands=hands))
    for loc_id, loc in pos.board.locations.items():
        if loc.kind == "spore-cave":
            ruling.require(
                loc.spores == 3,
                SPORES,
                msg_n(
                    "mycelium.setup.cave-spores",
                    "Spore Cave {cave} holds {n} Spore Token, not 3",
                    "Spore Cave {cave} holds {n} Spore Tokens, not 3",
                    loc.spores,
                    cave=loc_id,
                ),
            )
        if loc.kind in ("nutrient-tree", "center-tree"):
            ruling.require(
                loc.nutrients == 1,
                NUTRIENTS,
                msg_n(
                    "mycelium.setup.tree-nutrients",
                    "{location} holds {n} Nutrient Token, not 1",
                    "{location} holds {n} Nutrient Tokens, not 1",
                    loc.nutrients,
                    location=loc_id,
                ),
            )
    ruling.because(SPORES, msg("mycelium.setup.spores-ok", "3 Spore Tokens on each Spore Cave and each Player Mat"))
    ruling.because(
        NUTRIENTS, msg("mycelium.setup.nutrients-ok", "1 Nutrient Token on each Nutrient Tree and the Center Tree")
    )
    _check_walnuts(pos, n, ruling)


def _check_walnuts(pos: Position, n: int, ruling: Ruling) -> None:
    """The Walnut cards out of the Nutrient Deck for 3 players; for any other count, why they stay."""
    if n == 3 and not pos.variants.team:
        walnuts = [c for c in pos.nutrient_deck or [] if is_walnut(pos, c)]
        ruling.require(
            not walnuts,
            NUTRIENT_DECK,
            msg("mycelium.setup.walnuts", "3 players: the Walnut cards must be removed ({cards})", cards=walnuts),
        )
        ruling.because(
            NUTRIENT_DECK, msg("mycelium.setup.no-walnuts", "3 players: no Walnut card in the Nutrient Deck")
        )
    else:  # the Walnut cards leave only a 3 player game: say why they stay, as a player with 4 asks
        ruling.because(
            NUTRIENT_DECK,
            msg(
                "mycelium.setup.walnuts-stay",
                "not a 3 player game: the Walnut cards stay in the Nutrient Deck",
            ),
        )


def _variants_setup(pos: Position, ruling: Ruling) -> None:
    from referee.engine.mycelium.variants.emsporium import SHOP
    from referee.engine.mycelium.variants.hero_tavern import TAVERN_SETUP
    from referee.engine.mycelium.variants.team import COMBINE

    on = [name for name, flag in pos.variants.model_dump().items() if flag]
    if len(on) > 1:
        ruling.because(COMBINE, msg("mycelium.variants.combined", "variants combined: {variants}", variants=on))
    if pos.variants.emsporium:
        shop = pos.emsporium.shop if pos.emsporium else []
        ruling.require(
            len(shop) == 5,
            SHOP,
            msg("mycelium.emsporium.shop-five", "the shop shows 5 items face up, not {n}", n=len(shop)),
        )
        ruling.because(SHOP, msg("mycelium.emsporium.shop-ok", "5 items in the shop"))
    if pos.variants.hero_tavern:
        shown = pos.hero_tavern.display if pos.hero_tavern else []
        ruling.require(
            len(shown) == 2,
            TAVERN_SETUP,
            msg("mycelium.heroes.display-two", "2 Heroes are displayed face up, not {n}", n=len(shown)),
        )
        ruling.require(
            any(loc.kind == "hero-tavern" for loc in pos.board.locations.values()),
            TAVERN_SETUP,
            msg(
                "mycelium.heroes.tile-placed",
                "the Hero Tavern tile is placed on the board (a location of kind hero-tavern)",
            ),
        )
        ruling.because(
            TAVERN_SETUP, msg("mycelium.heroes.setup-ok", "the Hero Tavern is on the board with 2 Heroes displayed")
        )
