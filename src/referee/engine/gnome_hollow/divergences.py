"""Where the Spanish summary and the Dutch walkthrough differ, as the engine met it while modelling them
(material for the translation cross-check; every quote is verbatim, a test checks it).

``kind``: "only-es" / "only-nl" (one text states it, the other is silent), "differs" (both state it, not the
same way), "wording" (the same rule, said differently). ``engine`` says what the engine does about it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Divergence:
    rule_id: str
    kind: str
    es: str | None
    nl: str | None
    note: str
    engine: str


DIVERGENCES: tuple[Divergence, ...] = (
    Divergence(
        "gnome-hollow.gnomes.claim-path",
        "only-es",
        "Reclamar un Camino de Hongo - Puedes mover un Gnomo a un Camino de Hongo no reclamado",
        "2. Bezoek de bloemenmarkt",
        "the nl list of gnome moves starts at 2.: move 1 (claim a path or an unclaimed finished ring) is missing",
        "claiming follows the es text alone",
    ),
    Divergence(
        "gnome-hollow.rings.other-players-ring",
        "differs",
        "Quien sea dueño del Anillo recoge todos los hongos en él.",
        "krijgt je niets, de desbetreffende speler werkt in zijn volgende beurt deze voltooide ring af. Ter "
        "herinnering leg je de gnoom van die speler plat",
        "es: the owner collects (no timing); nl: the completer gets nothing, the gnome is laid flat and the "
        "owner resolves the ring in their next turn",
        "the nl timing: resolved at the start of the owner's next placement",
    ),
    Divergence(
        "gnome-hollow.gnomes.market-payout",
        "differs",
        "Por cada venta, vende tantos hongos de un tipo como desees",
        "per kleur (rij) en per kolom staat aangegeven hoeveel paddenstoelen je kan verkopen",
        "es: sell as many of a type as you like; nl: the market board's columns say how many can be sold",
        "a sale's count must be a column of the game-config's market row, else undetermined",
    ),
    Divergence(
        "gnome-hollow.wildflowers.bonus-2-4-6",
        "differs",
        "por ejemplo, tu 2º Marcador del juego",
        "Verplaats je jouw 2de, 4de of 6de ringmarkeersteen, dan krijg je een veldbloemtegel.",
        "es gives only an example (the 2nd marker); nl lists the 2nd, 4th and 6th",
        "the nl list",
    ),
    Divergence(
        "gnome-hollow.wildflowers.exhausted",
        "wording",
        "Cuando se agote el suministro de losetas de Flor Silvestre, aún ganarás el bono de la flor de esta.",
        "Als er geen veldbloemtegel meer beschikbaar is, pak je in plaats daarvan een bloemfiche uit de markt.",
        "es: you still gain that wildflower's flower; nl: take a flower token from the market instead",
        "a flower the player lacks, from the flower market",
    ),
    Divergence(
        "gnome-hollow.wildflowers.no-restrictions",
        "differs",
        "también no tienen restricciones de colocación",
        "mogen tegen elke tegel in de tuin gelegd worden, zonder eventueel toestemming te vragen aan een andere speler",
        "es: no placement restrictions at all; nl: against any tile, without asking permission",
        "adjacency still applies (both texts place it in the garden); edges, consent and joining do not",
    ),
    Divergence(
        "gnome-hollow.storage.one-wildflower",
        "only-es",
        "Solo puedes tener una Flor Silvestre en tu almacenamiento en todo momento.",
        "(inclusief veldbloemtegels)",
        "es: at most one wildflower in storage; nl only says wildflowers count toward the limit of 2",
        "both limits apply",
    ),
    Divergence(
        "gnome-hollow.bonuses.columns",
        "differs",
        "ganar el bono correspondiente, si lo hay",
        "Als je een ringmarkeersteen hebt verplaatst naar de kolom met getal 5, 6 of 7+ dan krijg je 1 of meer "
        "onmiddellijke bonussen.",
        "es: the slot's bonus, if any; nl: bonuses come from the 5, 6 and 7+ columns",
        "the game-config's slots give the bonuses; without a config, columns 3 and 4 give none",
    ),
    Divergence(
        "gnome-hollow.place.consent",
        "wording",
        "Si tu loseta extiende el anillo de otro jugador, debes obtener su permiso.",
        "Als je bij het leggen een ring/pad verlengd die geclaimd is door een andere speler",
        "es speaks of another player's ring; nl of a claimed ring or path",
        "any path a gnome of another player claims",
    ),
    Divergence(
        "gnome-hollow.gnomes.market-pair-never-blocked",
        "wording",
        "El espacio de Par es NUNCA bloqueado",
        "Kolom 1 blijft immers altijd beschikbaar.",
        "es calls it the pair space; nl calls it column 1 (selling only 2 of a kind)",
        "selling exactly 2 never places a token",
    ),
    Divergence(
        "gnome-hollow.bonuses.signpost",
        "differs",
        "colocar un nuevo cartel en el Anillo que acabas de completar y usar su efecto inmediatamente",
        "Je mag ook onmiddellijk de bonus nemen die er op staat.",
        "es: place it and use its effect; nl: you may also take its bonus at once",
        "the effect is taken",
    ),
    Divergence(
        "gnome-hollow.bonuses.tile",
        "only-nl",
        "Loseta - Elige una loseta del mercado y colócala en tu Almacenamiento Personal",
        "Pak daarna een nieuwe tegel uit de zak om het aanbod weer aan te vullen.",
        "nl adds the refill from the bag after the tile bonus",
        "the board is refilled",
    ),
    Divergence(
        "gnome-hollow.place.no-joining-claimed-paths",
        "only-es",
        "Si dos caminos están incompletos y ambos tienen gnomos en ellos, NO PUEDEN ser conectados.",
        None,
        "nl lists placement rules A-C without this one",
        "applied (es)",
    ),
    Divergence(
        "gnome-hollow.place.refill",
        "only-nl",
        None,
        "Nadat je 2 tegels hebt gekozen, vul je het aanbod tuintegels weer aan met 2 willekeurige tegels uit de zak.",
        "es does not say how the 8 available tiles are refilled",
        "applied (nl)",
    ),
    Divergence(
        "gnome-hollow.end.triggers",
        "only-es",
        "El juego puede terminar de 3 maneras",
        "We nemen nog 2 tuintegels per speler uit de zak en leggen die onder de zonsondergangtegel.",
        "the end, the last activations and scoring are only in es; nl sets up the sunset tiles but never says "
        "what they do",
        "es end rules; the sunset tiles are set aside and never drawn",
    ),
)
