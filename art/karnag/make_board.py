#!/usr/bin/env python3
"""Writes data/karnag/board.json and art/karnag/board.svg from data/karnag/rules.json.

The glade, the druid path, the Cauldron spaces and the gate follow the geometry of
rules.json (size, regions, gate, arrows, entrances, set-up squares), so that a corrected
rules.json gets a matching board: run `python3 art/karnag/make_board.py` from the
repository root. Board units; the SVG's viewBox is the board's size."""
import json
import os

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
RULES = json.load(open(os.path.join(ROOT, "data/karnag/rules.json")))
W, H = RULES["glade_w"], RULES["glade_h"]
S = 40                        # a square
GX, GY = 92, 92               # the glade's top-left corner
SIZE = (1320, 1000)
PATH_N = 2 * (W + H) + 4
REG = [row for row in RULES["regions"].split("/")]
GATE_X, GATE_Y = RULES["gate_x"], RULES["gate_y"]
ARROWS = RULES["gate_arrows"]
ENTRANCES = RULES["cauldron_entrances"]
SETUP = set(RULES["setup_squares"])
PLACES = 3
COLS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

elements = []


def el(i, kind, rect, en, fr):
    elements.append({"id": i, "kind": kind, "rect": [int(v) for v in rect],
                     "label": {"en": en, "fr": fr}})


def path_xy(i):
    """Glade coordinates of path square i (x or y is -1 or w / h)."""
    ring = [(x, -1) for x in range(-1, W + 1)] + [(W, y) for y in range(0, H + 1)] + \
           [(x, H) for x in range(W - 1, -2, -1)] + [(-1, y) for y in range(H - 1, -1, -1)]
    return ring[i]


CORNERS = [0, W + 1, W + H + 2, 2 * W + H + 3]


def cauldron_rect(c):
    px, py = path_xy(ENTRANCES[c])
    x, y = GX + px * S, GY + py * S
    if c == 0:
        return (x - 20, y - 46, 80, 44)
    if c == 1:
        return (x + 44, y - 20, 44, 80)
    if c == 2:
        return (x - 20, y + 44, 80, 44)
    return (x - 48, y - 20, 44, 80)


# ---- layout ------------------------------------------------------------------------
RX, RW = 832, 482              # right column
TILE_Y, TILE_W, TILE_STEP = 712, 130, 136
SEAT_Y, SEAT_H, SEAT_STEP = 268, 138, 146

# backgrounds first: the elements drawn on them come later (and catch the clicks)
for p in range(5):
    y = SEAT_Y + p * SEAT_STEP
    el("seat.%d" % p, "player", (RX, y, RW, SEAT_H),
       "Player %d: VP, mana, gemstones, menhirs" % (p + 1),
       "Joueur %d : PV, mana, gemmes, menhirs" % (p + 1))
for k in range(6):
    el("tile.%d" % k, "tile", (6 + k * TILE_STEP, TILE_Y, TILE_W, 162),
       "Action tile %d" % (k + 1), "Tuile action %d" % (k + 1))
el("score", "score", (6, 666, 814, 40), "Score track", "Piste de score")
el("mana", "mana", (6, 880, 814, 40), "Mana track", "Piste de mana")
el("round", "round", (6, 926, 470, 68), "Round and phase", "Manche et phase")
el("order", "order", (482, 926, 236, 68), "Play order", "Ordre du tour")
el("die", "die", (724, 926, 96, 68), "Die", "Dé")
el("council", "council", (RX, 6, RW, 84), "Sylvan council", "Conseil sylvestre")

for y in range(H):
    for x in range(W):
        el("sq.%d.%d" % (x, y), "square", (GX + x * S, GY + y * S, S, S),
           "Glade square %s%d" % (COLS[x], y + 1), "Case de clairière %s%d" % (COLS[x], y + 1))
def path_name(i, fr):
    """A path square named as the labels name it (karnag_names.c): by the glade square it
    borders and its side, a corner by its compass point; the board prints no numbers."""
    x, y = path_xy(i)
    if i in CORNERS:
        ns = ("nord" if y < 0 else "sud") if fr else ("north" if y < 0 else "south")
        we = ("ouest" if x < 0 else "est") if fr else ("west" if x < 0 else "east")
        return ("coin %s-%s (coin du conseil)" if fr else "%s-%s corner (council corner)") % (ns, we)
    sq = "%s%d" % (COLS[min(max(x, 0), W - 1)], min(max(y, 0), H - 1) + 1)
    side = 0 if y < 0 else 1 if x >= W else 2 if y >= H else 3
    if fr:
        return "%s de %s" % (["au nord", "à l'est", "au sud", "à l'ouest"][side], sq)
    return "%s of %s" % (["north", "east", "south", "west"][side], sq)


for i in range(PATH_N):
    px, py = path_xy(i)
    corner = i in CORNERS
    el("path.%d" % i, "corner" if corner else "path", (GX + px * S, GY + py * S, S, S),
       "Druid path, " + path_name(i, False), "Chemin des druides, " + path_name(i, True))
SIDES_EN = ["north", "east", "south", "west"]
SIDES_FR = ["nord", "est", "sud", "ouest"]
for c in range(4):
    el("cauldron.%d" % c, "cauldron", cauldron_rect(c), "Cauldron space, %s side" % SIDES_EN[c],
       "Chaudron, côté %s" % SIDES_FR[c])
for k in range(6):
    for r in range(2):
        for i in range(PLACES):
            el("slot.%d.%d.%d" % (k, r, i), "slot",
               (6 + k * TILE_STEP + 3 + i * 42, TILE_Y + 68 + r * 47, 40, 44),
               "Tile %d, %s action, place %d" % (k + 1, ["main", "secondary"][r], i + 1),
               "Tuile %d, action %s, place %d" % (k + 1, ["principale", "secondaire"][r], i + 1))
TRACK_EN = ["Capture", "Move", "Council", "Gem moves", "Mana"]
TRACK_FR = ["Capture", "Déplacement", "Conseil", "Gemmes", "Mana"]
for p in range(5):
    y = SEAT_Y + p * SEAT_STEP
    for t in range(5):
        el("track.%d.%d" % (p, t), "track", (RX + 4 + t * 95.6, y + 38, 92, 46),
           "Player %d: %s knowledge track" % (p + 1, TRACK_EN[t]),
           "Joueur %d : piste de savoir %s" % (p + 1, TRACK_FR[t]))
    for k in range(3):
        el("druid.%d.%d" % (p, k), "druid", (RX + 4 + k * 66, y + 90, 62, 44),
           "Player %d: druid %d" % (p + 1, k + 1), "Joueur %d : druide %d" % (p + 1, k + 1))
    el("reserve.%d" % p, "reserve", (RX + 204, y + 90, 136, 44),
       "Player %d: captured creatures" % (p + 1), "Joueur %d : créatures capturées" % (p + 1))
    el("hand.%d" % p, "hand", (RX + 340, y + 90, 138, 44),
       "Player %d: Power cards" % (p + 1), "Joueur %d : cartes Pouvoir" % (p + 1))
el("deck", "deck", (RX, 96, 104, 118), "Power deck", "Pioche Pouvoir")
for i in range(4):
    el("drawn.%d" % i, "card", (RX + 110 + i * 94, 96, 90, 118),
       "Drawn card %d" % (i + 1), "Carte piochée %d" % (i + 1))
el("done", "button", (RX, 220, 236, 42), "Done / decline", "Terminé / refuser")
el("action", "button", (RX + 246, 220, 236, 42), "Perform the action", "Faire l'action")

board = {"_comment": "Karnag board, written by art/karnag/make_board.py from rules.json: the "
         "glade (sq.X.Y) inside the druid path (path.N clockwise from the top-left corner), "
         "the four Cauldron spaces, the score and mana tracks, the six action tiles with "
         "their cube places, the council, the Power cards and the five players' boards. "
         "Board units.", "size": list(SIZE), "elements": elements}
with open(os.path.join(ROOT, "data/karnag/board.json"), "w") as f:
    json.dump(board, f, indent=1, ensure_ascii=False)
    f.write("\n")

# ---- the board art --------------------------------------------------------------------
REGION_FILL = {"g": "#9fb39a", "l": "#b7a783", "d": "#8e7456", "K": "#8e7456"}
out = []
o = out.append
o('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d">'
  % (SIZE[0], SIZE[1], SIZE[0], SIZE[1]))
o('<!-- Karnag board: misty grey-green glade with its three scoring regions, the dark chasm '
  'of Ker Ys in the middle, the druid path of flagstones around it, the Cauldron spaces. '
  'Written by make_board.py. -->')
o('<defs>'
  '<radialGradient id="mist" cx="50%" cy="50%" r="60%"><stop offset="0" stop-color="#c4d2bf"/>'
  '<stop offset="1" stop-color="#6f8a72"/></radialGradient>'
  '<radialGradient id="chasm" cx="50%" cy="50%" r="55%"><stop offset="0" stop-color="#05040a"/>'
  '<stop offset="0.6" stop-color="#1d1826"/><stop offset="1" stop-color="#3d3342"/></radialGradient>'
  '<linearGradient id="stone" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b9b4a4"/>'
  '<stop offset="1" stop-color="#8d887a"/></linearGradient>'
  '<linearGradient id="stone_dark" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8c8676"/>'
  '<stop offset="1" stop-color="#676152"/></linearGradient>'
  '<linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6b4a2b"/>'
  '<stop offset="1" stop-color="#4a3019"/></linearGradient>'
  '</defs>')
# the glade's frame and the mist around the path
o('<rect x="%d" y="%d" width="%d" height="%d" rx="18" fill="url(#mist)" stroke="#2f3b2c" stroke-width="4"/>'
  % (GX - S - 10, GY - S - 10, (W + 2) * S + 20, (H + 2) * S + 20))
# regions
for y in range(H):
    for x in range(W):
        o('<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>'
          % (GX + x * S, GY + y * S, S, S, REGION_FILL[REG[y][x]]))
# soft region borders
for y in range(H):
    for x in range(W):
        r = REG[y][x]
        if x + 1 < W and REG[y][x + 1] != r and "K" not in (r, REG[y][x + 1]):
            o('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#4a3a26" stroke-width="3"/>'
              % (GX + (x + 1) * S, GY + y * S, GX + (x + 1) * S, GY + (y + 1) * S))
        if y + 1 < H and REG[y + 1][x] != r and "K" not in (r, REG[y + 1][x]):
            o('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#4a3a26" stroke-width="3"/>'
              % (GX + x * S, GY + (y + 1) * S, GX + (x + 1) * S, GY + (y + 1) * S))
# grid
for x in range(W + 1):
    o('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#3c4a38" stroke-opacity="0.35" stroke-width="1"/>'
      % (GX + x * S, GY, GX + x * S, GY + H * S))
for y in range(H + 1):
    o('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#3c4a38" stroke-opacity="0.35" stroke-width="1"/>'
      % (GX, GY + y * S, GX + W * S, GY + y * S))
o('<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#2f3b2c" stroke-width="3"/>'
  % (GX, GY, W * S, H * S))
# the chasm of Ker Ys
cx, cy = GX + GATE_X * S, GY + GATE_Y * S
o('<rect x="%d" y="%d" width="%d" height="%d" rx="10" fill="url(#chasm)" stroke="#120e16" stroke-width="3"/>'
  % (cx - 4, cy - 4, 2 * S + 8, 2 * S + 8))
o('<path d="M%d %d q12 10 6 24 q-8 14 4 30 M%d %d q-10 14 -2 26" stroke="#5a4a66" stroke-width="2" fill="none"/>'
  % (cx + 22, cy + 6, cx + 60, cy + 12))
# the gate squares' arrows
AX = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
for i, (dx, dy) in enumerate([(0, 0), (1, 0), (1, 1), (0, 1)]):
    mx, my = cx + dx * S + S / 2, cy + dy * S + S / 2
    ax, ay = AX[ARROWS[i]]
    tx, ty = mx + ax * 15, my + ay * 15
    bx, by = mx - ax * 9, my - ay * 9
    px, py = -ay, ax
    o('<path d="M%.1f %.1f L%.1f %.1f M%.1f %.1f L%.1f %.1f L%.1f %.1f" stroke="#d9a93a" '
      'stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>'
      % (bx, by, tx, ty, tx - ax * 7 + px * 6, ty - ay * 7 + py * 6, tx, ty,
         tx - ax * 7 - px * 6, ty - ay * 7 - py * 6))
# the druid path: flagstones, the set-up ones darker, the corners with the council sign
for i in range(PATH_N):
    px, py = path_xy(i)
    x, y = GX + px * S, GY + py * S
    fill = "url(#stone_dark)" if i in SETUP else "url(#stone)"
    o('<rect x="%d" y="%d" width="%d" height="%d" rx="5" fill="%s" stroke="#4b4638" stroke-width="1.5"/>'
      % (x + 2, y + 2, S - 4, S - 4, fill))
    if i in CORNERS:
        o('<circle cx="%d" cy="%d" r="12" fill="none" stroke="#2e5a3a" stroke-width="2.5"/>'
          % (x + S / 2, y + S / 2))
        for k in range(3):
            import math
            a = math.pi / 2 + k * 2 * math.pi / 3
            o('<circle cx="%.1f" cy="%.1f" r="3.2" fill="#2e5a3a"/>'
              % (x + S / 2 + 6 * math.cos(a), y + S / 2 - 6 * math.sin(a)))
# Cauldron spaces
for c in range(4):
    x, y, w, h = cauldron_rect(c)
    o('<rect x="%d" y="%d" width="%d" height="%d" rx="8" fill="#2b2420" stroke="#d9a93a" stroke-width="2"/>'
      % (x, y, w, h))
    # the entrance: a short gold mark from the path square
    px, py = path_xy(ENTRANCES[c])
    ex, ey = GX + px * S + S / 2, GY + py * S + S / 2
    if c == 0:
        o('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#d9a93a" stroke-width="3"/>' % (ex, ey - 20, ex, ey - 26))
    elif c == 1:
        o('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#d9a93a" stroke-width="3"/>' % (ex + 20, ey, ex + 26, ey))
    elif c == 2:
        o('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#d9a93a" stroke-width="3"/>' % (ex, ey + 20, ex, ey + 26))
    else:
        o('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#d9a93a" stroke-width="3"/>' % (ex - 20, ey, ex - 26, ey))
# the council: a round stone table under a canopy of leaves
o('<rect x="%d" y="6" width="%d" height="84" rx="14" fill="#3c5a3e" stroke="#d9a93a" stroke-width="2"/>'
  % (RX, RW))
o('<ellipse cx="%d" cy="48" rx="%d" ry="30" fill="url(#stone)" stroke="#4b4638" stroke-width="2" opacity="0.55"/>'
  % (RX + RW / 2, RW / 2 - 20))
o('</svg>')
with open(os.path.join(ROOT, "art/karnag/board.svg"), "w") as f:
    f.write("\n".join(out) + "\n")
print("board.json: %d elements; board.svg written" % len(elements))
