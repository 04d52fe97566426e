"""The `referee new-position gnome-hollow` template: a small garden and a legal placement move (the Dutch
text's own example, a 4-tile ring through the stump, whose marker goes to column 4)."""

TEMPLATE = """\
# Gnome Hollow position. Check it with:  referee check this-file.yaml
# Edit the garden, the players and the move; `referee check FILE --move other-move.yaml` tries another move.
game: gnome-hollow
note: >-
  Red places two board tiles and closes a 4-tile ring through the stump that red's gnome claims:
  red harvests its mushrooms and moves the first ring marker to column 4 (one of its 2 slots).
position:
  # GAME-CONFIG: values the texts do not give (player-board slots and bonuses, points, market payouts).
  # These are EXAMPLE values supplied by the user, not rules. They may also live in a file:
  #   config: my-config.yaml      (path relative to this file; see rulebooks/gnome-hollow/config-example.yaml)
  config:
    note: example values, user-supplied (not from the rulebook texts)
    columns:                # ring size -> slots, each slot the list of bonuses it gives
      "3": [[]]
      "4": [[], []]
      "5": [[tile], [flower]]
      "6": [[signpost], ["mushroom:2"]]
      "7+": [[marker], [signpost, flower]]
    track_points: [0, 1, 3, 6, 10, 15, 21, 28, 36]     # by ring markers used, 0..8
    flower_points: [0, 1, 2, 4, 7, 11, 16, 22, 29]     # by distinct flowers, 0..8
    market:                 # colour -> {mushrooms sold: treasure}; 2 is the pair space
      blue: {2: 2, 3: 3, 4: 5, 5: 7, 6: 9, 7: 12}
      pink: {2: 2, 3: 3, 4: 5, 5: 7, 6: 9, 7: 12}
      yellow: {2: 2, 3: 3, 4: 5, 5: 7, 6: 9, 7: 12}
      purple: {2: 2, 3: 3, 4: 5, 5: 7, 6: 9, 7: 12}

  # GEOMETRY (an input: the texts give none). Hex tiles, axial coordinates [q, r]; sides 0-5 clockwise from east:
  #   0 east [q+1,r]  1 north-east [q+1,r-1]  2 north-west [q,r-1]  3 west [q-1,r]  4 south-west [q-1,r+1]
  #   5 south-east [q,r+1].
  # A tile is its white paths: "15:blue 24" = a path joining sides 1 and 5 with a blue mushroom on it, and a
  # bare path joining sides 2 and 4; other sides are green grass. "wild:daisy" = a wildflower tile (path all
  # round). Garden tiles are written as placed; board/bag/storage tiles in their printed orientation
  # (a move turns them with rotation: 0-5 sixth-turns and flip: true for the mirrored back).
  garden:
    - {at: [0, 0], stump: true, tile: "15 24"}
    - {at: [1, -1], tile: "45:blue"}
  players:
    - name: red
      gnomes: [{at: path, tile: [1, -1], path: 0}, {at: supply}]   # red claims the path through [1, -1]
      red_hat: true
      markers: []   # ring markers moved off the track (a part left out is unknown)
      storage: []
      flowers: []
    - name: blue
      gnomes: [{at: supply}, {at: supply}]   # a part left out is unknown: the engine asks for it if it decides
  turn: {player: red, phase: place}       # phase: setup | place | gnome | final | over
  board: ["24:blue", "12:pink", "04", "45:pink 23:yellow", "03:purple", "02:pink", "25:blue", "13:blue"]
  bag: ["01", "35:blue,pink 01:yellow", "12:blue 05:yellow", "45", "03:blue", "05 13", "15:purple 04:purple,pink",
        "34:purple 05", "04:purple 12", "01:purple 24:blue,yellow", "23:pink,purple 05:pink,purple", "12",
        "25:blue 13:pink", "02:purple 45:purple", "45:yellow 13", "05:yellow 13", "24:blue,pink 05:yellow",
        "03:yellow,pink 12:blue,purple", "34:pink 15", "01", "23:blue,purple 01:blue,pink", "12", "45", "04"]
  sunset: ["03:pink 45:yellow", "05 14:pink", "13 25:yellow,yellow", "35:pink,blue 02:blue"]
  signposts: [tile, flower, "mushroom:1", marker]     # signposts not yet in the garden, by the bonus each shows
  wildflowers:          # above the market board, each with its stack of flower tokens (one per player)
    - {kind: bluebell, tokens: 2}
    - {kind: clover, tokens: 2}
    - {kind: daisy, tokens: 2}
    - {kind: foxglove, tokens: 2}
    - {kind: lupine, tokens: 2}
    - {kind: poppy, tokens: 2}
    - {kind: primrose, tokens: 2}
    - {kind: violet, tokens: 2}
  flower_market: {}     # flower stacks at the flower market
  market_blocked: []    # market tokens: [{colour: blue, count: 7}] blocks selling exactly 7 blue
move:
  type: place
  player: red
  tiles:                # two board tiles (index into `board`), plus up to two {from: storage, ...}
    - {from: board, index: 0, at: [1, 0], rotation: 0}
    - {from: board, index: 1, at: [0, 1], rotation: 0}
  consent: []           # players who allow you to extend a path their gnome claims
  rings:                # your choices for each completed ring: slot, take, discard, flower, mushrooms, ...
    - {slot: [0]}
"""
