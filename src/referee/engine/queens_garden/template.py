"""The commented position that `referee new-position queens-garden` prints."""

TEMPLATE = """\
# Azul: Queen's Garden: a position and a move for `referee check` (edit, then run: referee check FILE).
# Hexagons are written colour/pattern (red/rose) or {colour: red, pattern: rose}. Jokers are counted, never named.
game: queens-garden
position:
  # Values the Q&A does not give (pattern values, the scoring board, ...). Either a file path relative to this
  # file (config: my-config.yaml; see rulebooks/queens-garden/config-example.yaml) or a mapping, as here.
  # These are EXAMPLE values: put in your copy's. Every value used is listed in the answer's inputs_used.
  config:
    colours: [red, orange, yellow, green, blue, purple]
    patterns: [rose, lily, star, leaf, sun, moon]
    pattern_values: {rose: 1, lily: 2, star: 3, leaf: 4, sun: 5, moon: 6}   # cost and points of each pattern
    scoring_board: {red: 1, blue: 3, rose: 1, star: 2}   # points per grouped hexagon (evaluated ones only)
    round_stack_size: 4            # the round's stack is refilled to this many tiles, from market.supply
    pass_discard_penalty: pattern  # per hexagon discarded when passing: a number, or "pattern" (its value)
  players:                         # in seat order (turns go round in this order)
    - name: ana
      score: 12                    # the score track
      storage: {tiles: [red/rose, red/lily, blue/lily], extensions: [], jokers: 2}
      # the garden: axial hex coordinates [q, r] are your input (the Q&A has no board map);
      # the six neighbours of [q, r] are [q+1,r] [q-1,r] [q,r+1] [q,r-1] [q+1,r-1] [q-1,r+1]
      garden:
        - {at: [0, 0], hex: red/star}
        - {at: [1, 0], hex: blue/star}
    - name: ben
      score: 10
      storage: {tiles: [], extensions: [], jokers: 3}
      garden: []
  to_move: ana
  passed: []                       # who passed in this Phase 1, in order (the first takes the marker)
  first_player_marker: null
  market:
    display:                       # garden extensions with the tiles on them; an empty one lies face up
      - {extension: green/sun, tiles: [yellow/rose, blue/rose]}
      - {extension: purple/moon, tiles: []}
    round_stack:
      tiles: [orange/rose, red/leaf]
      extensions: [yellow/leaf, blue/moon]   # top first
    supply: [green/star, purple/lily, red/moon]   # refills the round's stack, in draw order
  evaluation: {colours: [red], patterns: [star]}   # what the evaluation marker scores (for `referee score`)
# The move, made by position.to_move (a move may also say `player: ana`). Other kinds:
#   {type: acquire, colour: red}  (or pattern: rose; optional take: [{hex: red/leaf, from: stack}, ...])
#   {type: pass, discard: {tiles: [blue/lily], jokers: 0}}
move:
  type: place
  hex: red/lily                    # from storage; costs its pattern's value (lily: 2)
  pay: [red/rose]                  # more storage tiles discarded: same colour, different patterns
  jokers: 0                        # jokers may stand in for payment tiles
  at: [-1, 0]                      # next to red/star: shares the colour
"""
