"""Passages no rule cites, and why: flavour text, strategy tips, pointers to other sections, variant
introductions and the table of contents. (Card texts repeated word for word under two cards are cited by each
card's own rule, pinned to its section: see cards.py.)"""

from referee.engine.mycelium.book import BOOK

FLAVOUR = "flavour text (describes the card's character, no rule)"
TIP = "strategy tip, no rule"
POINTER = "pointer to another section, no rule"
INTRO = "variant introduction or recommendation, no rule"

BOOK.explain_uncovered(
    {
        "mycelium/en/table-of-contents/1": "table of contents",
        "mycelium/en/table-of-contents/2": "table of contents",
        "mycelium/en/table-of-contents/3": "table of contents",
        "mycelium/en/explore-phase/3": TIP,
        "mycelium/en/explore-phase/5": POINTER + " (introduces two placement examples)",
        "mycelium/en/explore-phase/6": TIP,
        "mycelium/en/use-a-mushling-card-action-ability/4": TIP,
        "mycelium/en/build-a-path/7": POINTER,
        "mycelium/en/build-a-path/8": TIP,
        "mycelium/en/exchange-mushling-cards/2": TIP,
        "mycelium/en/mushling-card-types/2": POINTER,
        "mycelium/en/attack/10": POINTER,
        "mycelium/en/place-phase/2": TIP,
        "mycelium/en/the-emsporium-variant/2": INTRO,
        "mycelium/en/the-hero-tavern-variant/1": INTRO,
        "mycelium/en/bonus-legends-variant/1": INTRO,
        **{
            f"mycelium/en/{slug}": FLAVOUR
            for slug in [
                "amethyst-deceiver-warrior/3",
                "chicken-of-the-woods-warrior/3",
                "common-puffball-warrior/2",
                "death-cap-warrior/2",
                "liberty-cap-warrior/2",
                "bird-s-nest-scout/2",
                "parrot-toadstool-scout/3",
                "russula-scout/2",
                "veiled-lady-wizard/2",
                "fly-agaric-enforcer/2",
                "inky-cap-enforcer/2",
                "penny-bun-enforcer/2",
                "blue-oyster-reinforcement/2",
                "pink-oyster-reinforcement/2",
                "chanterelle-builder/3",
                "wood-blewit-builder/3",
                "night-light-worker/2",
                "yellow-morel-worker/2",
                "magic-mushling-wizard/2",
                "truffle-wizard/2",
                "witch-s-hat-wizard/2",
                "parasol-thief/3",
                "shiitake-thief/3",
            ]
        },
    }
)
