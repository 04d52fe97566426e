"""`referee new-position mycelium`: a small but real board and a build move that `referee check` judges legal."""

TEMPLATE = """\
# Mycelium position. Run: referee check this-file.yaml
# Every part is optional: leave out what you do not know, and the engine asks what the move needs.
# The rulebook has no board map: describe the part of the board you need. A location has a kind
# (nutrient-tree, center-tree, spore-cave, mush-room, colony, hero-tavern) and its tokens; an edge lists
# the locations it borders and the edges it touches (adjoining edges = connected Paths); each Colony has
# permanent Paths printed on the board.
game: mycelium
position:
  phase: action            # setup, explore, nutrient, action, gather, place, draw, over
  active: blue             # whose turn it is
  variants: {emsporium: false, hero_tavern: false, team: false, two_player: false}   # which variants are played
  board:
    locations:
      colony-blue: {kind: colony, colony_of: blue}
      colony-red: {kind: colony, colony_of: red}
      colony-green: {kind: colony, colony_of: green}
      cave-blue: {kind: spore-cave, spores: 3}
      cave-red: {kind: spore-cave, spores: 3}
      birch: {kind: nutrient-tree, tree: birch, nutrients: 1}
      willow: {kind: center-tree, tree: willow, nutrients: 1}
      mush-room: {kind: mush-room}
    edges:
      b1: {borders: [colony-blue, cave-blue]}
      b2: {borders: [colony-blue], touches: [b1]}
      r1: {borders: [colony-red, cave-red]}
      r2: {borders: [colony-red], touches: [r1]}
      g1: {borders: [colony-green]}
      e1: {borders: [birch], touches: [b2]}
      e2: {borders: [birch, willow], touches: [e1]}
      e3: {borders: [willow], touches: [e2, r2]}
      e4: {borders: [willow], touches: [e3, g1]}
    permanent_paths: {blue: [b1, b2], red: [r1, r2], green: [g1]}
  paths:                   # Paths built so far: edge -> colours (or list them under a player: paths: [e3])
    e3: [red]
  players:                 # seat 1 is the first player; play goes clockwise by seat (default: list order)
                           # hand: card names; "?" = a card you do not know
    - {colour: blue, seat: 1, hand: [Parasol, Wood Blewit, Yellow Morel, Death Cap], spore_tokens: 3,
       gatherers: [birch, mush-room, cave-blue]}
    - {colour: red, seat: 2, hand: [Penny Bun, Blue Oyster, Liberty Cap, Truffle, Russula], spore_tokens: 3}
    - {colour: green, seat: 3, hand: [Fly Agaric, Shiitake, Chanterelle, Veiled Lady, Pink Oyster, Inky Cap],
       spore_tokens: 3}
  mushling_deck: [Russula, Night Light, Common Puffball]   # top first (optional)
  # supply: omitted = the rest of the 50 Spore, 45 Nutrient and 16 Combat Tokens
# The move: Blue builds a Path on e1 (next to their permanent Path b2), paying 1 Spore Token (3 Spore Value).
# Other moves (replace the move below with one of these; every field is checked):
#   {type: exchange, cards: [Night Light, Yellow Morel], then: spawn, cave: cave-red}    # or then: draw
#   {type: use_action, card: Yellow Morel, cave: cave-blue}                              # a card's Action
#   {type: use_action, card: Wood Blewit, ability: 1, pair_with: Chanterelle, paths: [e1, e2]}
#   {type: use_action, card: Parrot Toadstool, ability: 2,
#    attack: {type: attack, target: e3, attacker_card: Death Cap}}
#   {type: attack, target: e3, attacker_card: Parasol, defender_card: Liberty Cap,     # defender_card: null =
#    boosts: [{by: blue, side: attacker, card: Blue Oyster},                           #   no card defends
#             {by: red, side: defender, combat_token: true}],
#    stolen: {blue: Truffle}, free_path: e4,                                           # random steal, Liberty Cap
#    cancel_attacker_card: [{player: green}]}                                          # Fly Agaric(s), in order
#   {type: build, paths: [e1, e2], pay_with: {spore_tokens: 2},
#    reactions: [{after: e2, player: red, card: Penny Bun, cancelled_by: [{player: blue}]}]}  # or Inky Cap + give
#   {type: nutrient_card, birds_nests: [{player: red, gatherers: [birch]}]}   # needs position.nutrient_cards
#   {type: gather}   {type: place, gatherers: [birch, mush-room, cave-blue]}   {type: draw, discard: [Truffle]}
#   {type: buy, items: [Pickaxe], pay_with: {cards: [Blue Oyster]}}          # needs variants.emsporium + items
#   {type: trade, teammate: red, give: Death Cap, receive: spore}              # needs variants.team + player.team
#   {type: use_hero, hero: Hero A}                                             # needs variants.hero_tavern
# Variant data the texts lack comes from the position, e.g.
#   variants: {emsporium: true}
#   emsporium: {shop: [Pickaxe, Sword], items: {Pickaxe: {price: 2, spawn: 1}, Sword: {price: 4, combat: 1}}}
#   nutrient_deck: [Birch 1]   nutrient_cards: {Birch 1: {tree: birch, place_nutrients: [birch]}}
move:
  type: build
  paths: [e1]
  pay_with: {spore_tokens: 1}
"""
