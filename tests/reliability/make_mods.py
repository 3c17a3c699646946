#!/usr/bin/env python3
"""make_mods.py DATA OUT - writes issue 15's hostile mods into OUT, each made from today's
Oak data so that it holds exactly one fault (the reproducers of ../shared/repro/reliability
were written against older data)."""
import json
import os
import sys

data, out = sys.argv[1], sys.argv[2]


def load(name):
    with open(os.path.join(data, "oak", name + ".json"), encoding="utf-8") as f:
        return json.load(f)


def mod(name, files):
    os.makedirs(os.path.join(out, name), exist_ok=True)
    with open(os.path.join(out, name, "mod.json"), "w", encoding="utf-8") as f:
        json.dump({"name": name}, f)
    for rel, text in files.items():
        path = os.path.join(out, name, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)


creature = load("creatures")[0]
assembly = load("assembly")[0]

# An effect list that is empty: valid, and no memcpy from NULL (UBSan).
empty = dict(assembly)
empty["act1"] = []
mod("empty-effect", {"oak/assembly.json": json.dumps([empty])})

# Art names that leave the art folder.
bad_art = []
for i, art in enumerate(["../../../../etc/x", "/etc/x", "a/../../x", "a\\x", "c:x", "a//x", "./x"]):
    c = dict(creature)
    c["art"] = art
    bad_art.append(c)
for i, c in enumerate(bad_art):  # one id each: overlay them over the first creatures
    c["id"] = load("creatures")[i]["id"]
mod("art-traversal", {"oak/creatures.json": json.dumps(bad_art)})

# A key given twice: the second "vp" would be ignored.
text = json.dumps([creature])
mod("dup-key", {"oak/creatures.json": text[:-2] + ', "vp": 99}]'})

# A misspelled kind file, an unknown game folder.
mod("typo-kind", {"oak/creaturs.json": json.dumps([{"id": creature["id"], "vp": 5}])})
mod("unknown-game-dir", {"notagame/creatures.json": "[]"})

# Errors in a mod's rules.json and board.json name the mod's files.
mod("rules-wrong-file", {"oak/rules.json": json.dumps({"rounds": 1000})})
mod("board-wrong-file", {"oak/board.json": json.dumps({"size": [0, 0]})})

# Scale (points 3 and 4): 20,000 creatures; a board of 50,000 more elements; a 57 MB save
# of zeros (under the 64 MB limit of saves).
if len(sys.argv) > 3 and sys.argv[3] == "big":
    many = [dict(creature, id="zz%05d" % i) for i in range(20000)]
    mod("many-creatures", {"oak/creatures.json": json.dumps(many)})
    with open(os.path.join(data, "oak", "board.json"), encoding="utf-8") as f:
        board = json.load(f)
    els = board["elements"] + [{"id": "x.%d" % i, "kind": "deco", "rect": [1, 1, 2, 2]}
                               for i in range(50000)]
    mod("many-elements", {"oak/board.json": json.dumps({"elements": els})})
    with open(os.path.join(out, "zeros.json"), "w", encoding="utf-8") as f:
        f.write('{"format": "nemeton-save", "version": 1, "game": "oak", "seed": 1, '
                '"setup": {"players": 2}, "actions": [')
        f.write(", ".join(["0"] * 19000000))
        f.write("]}")
