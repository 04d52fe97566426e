"""Passages no rule cites, and why: flavour text, strategy tips, pointers to other sections, variant
introductions and the table of contents. (Card texts repeated word for word under two cards are cited by each
card's own rule, pinned to its section: see cards.py.)"""

from referee.engine.mycelium.book import BOOK

FLAVOUR = "flavour text (describes the card's character, no rule)"
TIP = "strategy tip: advice on playing well, no rule"
TOC = "table of contents"

BOOK.explain_uncovered(
    {
        "mycelium/en/table-of-contents/1": TOC,
        "mycelium/en/table-of-contents/2": TOC,
        "mycelium/en/table-of-contents/3": TOC,
        "mycelium/en/explore-phase/3": TIP + " (where to place Gatherers first; the placement rule is "
        "mycelium/en/explore-phase/2, bonding mycelium/en/gather-phase/2)",
        "mycelium/en/explore-phase/5": "introduces the two placement examples (mycelium/en/explore-phase/7 and /8, "
        "cited as examples), no rule",
        "mycelium/en/explore-phase/6": TIP + " (points to the two placement pictures)",
        "mycelium/en/use-a-mushling-card-action-ability/4": TIP,
        "mycelium/en/build-a-path/7": "pointer to the Build Example (cited by mycelium.build.example-penny-bun)",
        "mycelium/en/build-a-path/8": TIP + " (build to bond; bonded Paths: mycelium/en/gather-phase/2)",
        "mycelium/en/exchange-mushling-cards/2": TIP + " (look through the discard pile before Exchanging)",
        "mycelium/en/mushling-card-types/2": "pointer to the Mushling Type Guide (cited by mycelium.cards.types)",
        "mycelium/en/attack/10": "pointer to the Combat Example (cited by mycelium.attack.example)",
        "mycelium/en/place-phase/2": TIP + " (plan Gatherers one turn ahead)",
        "mycelium/en/the-emsporium-variant/2": "recommendation: which players the variant suits, no rule",
        "mycelium/en/the-hero-tavern-variant/1": "variant introduction, no rule (the Combat Token cost is ruled in "
        "mycelium/en/acquiring-hero-mushling-cards/1)",
        "mycelium/en/bonus-legends-variant/1": "variant introduction, no rule (the Legends setup follows in "
        "mycelium/en/bonus-legends-variant/2 to /5)",
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
