#!/bin/bash
# strength.sh - the computer opponents' strength table: win rates of pairings of controllers
# over many games, with 95 % Wilson confidence intervals.
#
#   tools/strength.sh [--games N] [--jobs J] [--until HH:MM] [--pairings a,b,...]
#                     [--pair NAME,GAME,PLAYERS,A,B]... [--out FILE] [--cli PATH]
#                     [--table-only] [--ratings]
#   tools/strength.sh --levels-json OUT [--from RESULTS]... [--date YYYY-MM-DD]
#
# Every pairing plays N games (default 1000) with `nemeton-cli play`, seeds 1..N, the two
# controllers swapping seats every game; a shared win counts half. Solo pairings (Oak, one
# player) count the games the player beats Broichan. Games run J at a time (default: the
# number of cores), interleaved across pairings so that each pairing progresses evenly;
# --until stops starting games at that UTC time (a game still running then is stopped and
# not counted), so the table shows how many games each pairing got. Results go to FILE
# (default strength-results.txt), one line per game; a second run with the same FILE skips
# the games already there, so an interrupted run resumes. --table-only prints the table of
# FILE; --ratings prints, for each game, a rating of every controller on one scale fitted
# over all its pairings in FILE (Bradley-Terry, in Elo points: 400 a tenfold of the odds,
# random at 0). Pairings (default: all):
#   oak-ai-random oak-ai-greedy samhain-ai-random samhain-ai-greedy karnag-ai-random
#   karnag-ai-greedy oak-solo-ai oak-solo-greedy oak-ai40k-ai10k samhain-ai40k-ai10k
#   karnag-ai40k-ai10k skye-ai-random skye-ai-greedy edora-ai-random edora-ai-greedy
#   oak-hard1s-ai10k samhain-hard1s-ai10k karnag-hard1s-ai10k (the first Hard: ai:1s:t2:m0:p0:g0)
#   (all these with the first search, uniform playouts: ai:10000:m0:p0:g0)
#   GAME-greedy-random GAME-easy-greedy GAME-medium-easy GAME-ai10k-medium
#   GAME-hard1s-medium GAME-hard3s-medium GAME-hard10s-medium (the levels' ladder, for each
#   of oak samhain karnag skye edora; Hard N s is ai:Ns, as the client plays it)
#   GAME-mast-m0 GAME-mast-random GAME-mast-greedy GAME-mast40k-10k GAME-hard3s-ai10k
#   oak-solo-mast oak-solo-hard3s oak-mast80-60 oak-mast4k-1k samhain-mast4k-1k (the
#   search with MAST's playouts, ai:N by default; Samhain's and Skye's with ":p0")
#   oak-mast40km30-10k oak-mast40ke35-10k oak-mast40kt2-10k oak-mast40kt4-10k
#   samhain-mast40kt4-10k (variants of ai:40000 tried against ai:10000)
#   samhain-proj-plain samhain-proj40k-10k samhain-proj-random samhain-proj-greedy
#   samhain-proj-hard3s-ai10k (Samhain's cut playouts reading its projected scores)
#   skye-proj-plain skye-proj40k-10k skye-proj-hard3s-ai10k skye-proj-random
#   skye-proj-greedy (Isle of Skye's, the same)
#   oak-keys-10k-g0 oak-keys40k-10k oak-keys-hard3s-ai10k oak-mast20k-10k (Oak's search keys)
#   GAME-cut40k-10k oak-cut10k48-10k samhain-cut40k48-10k (the cut growing with the
#   budget: ai:40000 after 48 where scores are read plain)
#   samhain-trees40k-10k skye-trees40k-10k (ai:40000:t4, four trees of 10,000: ai:40000
#   where scores are projected); skye-tiles40k-10k (the same, placements naming their tile)
#   skye-narrow-wide (Skye's playouts building the hand in order, against :l0),
#   skye-t8-40k-10k (Skye's ai:40000 as eight trees of 5,000)
# --pair adds a pairing of its own (repeatable; B "-" for solo), e.g. to compare playout
# cuts: --pair oak-cut16-full,oak,2,ai:2000:0:16,ai:2000:0:0 (see src/ai/README).
# A time budget (ai:1s, ai:3s:t2) is not deterministic and takes cores of its own: when a
# pairing has one, games run one at a time unless --jobs says otherwise, and its results
# depend on the machine and its load (say which, beside the table).
# --levels-json writes OUT, the measured figures the setup screen shows for its levels
# (data/ui/levels.json): for each game and level (Easy ai:300:30:m0:p0:g0, Medium ai:3000:m0:p0:g0,
# Hard N s ai:Ns or ai:Ns:tK), the pairing of the list that measured it (against a setup level
# before greedy or ai:10000, then the one with most games), its games, wins, share and
# 95 % Wilson interval, the results file and its date (--date, else the date of the file's
# last commit when it is committed unchanged, else the day it was last written). RESULTS
# (repeatable) default to docs/strength/results.txt and docs/strength/hard-results.txt.
set -u

here=$(cd "$(dirname "$0")/.." && pwd)
games=1000
jobs=""
until_hm=""
only=""
extra=""
out=strength-results.txt
cli=${NEMETON_CLI:-}
table_only=0
levels_out=""
from=""
levels_date=""
while [ $# -gt 0 ]; do
  case "$1" in
    --games) games=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --until) until_hm=$2; shift 2 ;;
    --pairings) only=$2; shift 2 ;;
    --pair) extra="$extra$(echo "$2" | tr ',' ' ')
"; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --cli) cli=$2; shift 2 ;;
    --table-only) table_only=1; shift ;;
    --ratings) table_only=2; shift ;;
    --levels-json) levels_out=$2; table_only=3; shift 2 ;;
    --from) from="$from$2
"; shift 2 ;;
    --date) levels_date=$2; shift 2 ;;
    -h|--help) sed -n '2,39p' "$0"; exit 0 ;;
    *) echo "strength.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done
if [ -z "$cli" ]; then
  for c in "$here/build-release/src/cli/nemeton-cli" "$here/build/src/cli/nemeton-cli"; do
    [ -x "$c" ] && { cli=$c; break; }
  done
fi

# name game players controller-under-test opponent (solo: no opponent)
# The first search (uniform playouts, ":m0:p0:g0"): the pairings of results.txt's first tables.
pairings="oak-ai-random oak 2 ai:10000:m0:p0:g0 random
oak-ai-greedy oak 2 ai:10000:m0:p0:g0 greedy
samhain-ai-random samhain 2 ai:10000:m0:p0:g0 random
samhain-ai-greedy samhain 2 ai:10000:m0:p0:g0 greedy
karnag-ai-random karnag 2 ai:10000:m0:p0:g0 random
karnag-ai-greedy karnag 2 ai:10000:m0:p0:g0 greedy
oak-solo-ai oak 1 ai:10000:m0:p0:g0 -
oak-solo-greedy oak 1 greedy -
oak-ai40k-ai10k oak 2 ai:40000:0:24:m0:p0:g0 ai:10000:m0:p0:g0
samhain-ai40k-ai10k samhain 2 ai:40000:0:24:m0:p0:g0 ai:10000:m0:p0:g0
karnag-ai40k-ai10k karnag 2 ai:40000:0:24:m0:p0:g0 ai:10000:m0:p0:g0
skye-ai-random skye 2 ai:10000:m0:p0:g0 random
skye-ai-greedy skye 2 ai:10000:m0:p0:g0 greedy
edora-ai-random edora 2 ai:10000:m0:p0:g0 random
edora-ai-greedy edora 2 ai:10000:m0:p0:g0 greedy
oak-hard1s-ai10k oak 2 ai:1s:t2:m0:p0:g0 ai:10000:m0:p0:g0
samhain-hard1s-ai10k samhain 2 ai:1s:t2:m0:p0:g0 ai:10000:m0:p0:g0
karnag-hard1s-ai10k karnag 2 ai:1s:t2:m0:p0:g0 ai:10000:m0:p0:g0"
# The ladder of the setup's levels in every game, each against the one below it, so that the
# ratings (--ratings) rest on close games and not only on clean sweeps: greedy against
# random, Easy (ai:300:30:m0:p0:g0) against greedy, Medium (ai:3000:m0:p0:g0) against Easy, the first
# search's ai:10000 against Medium, and Hard at each of its times (ai:Ns, every core, as the
# client plays it) against Medium.
for g in oak samhain karnag skye edora; do
  pairings="$pairings
$g-greedy-random $g 2 greedy random
$g-easy-greedy $g 2 ai:300:30:m0:p0:g0 greedy
$g-medium-easy $g 2 ai:3000:m0:p0:g0 ai:300:30:m0:p0:g0
$g-ai10k-medium $g 2 ai:10000:m0:p0:g0 ai:3000:m0:p0:g0
$g-hard1s-medium $g 2 ai:1s ai:3000:m0:p0:g0
$g-hard3s-medium $g 2 ai:3s ai:3000:m0:p0:g0
$g-hard10s-medium $g 2 ai:10s ai:3000:m0:p0:g0"
done
# The search with MAST's playouts (the default since 27 November 2026): against the first
# search at the same budget, against random and greedy, four times the iterations against
# ai:10000, and Hard as the client plays it at 3 seconds (every core of a 2-core machine)
# against the first search's ai:10000 (issue 20's goals; search-results.txt).
# Samhain's and Skye's games there were played before their cut playouts read their
# projected scores (below): their specs say ":p0", which plays them the same; the other
# games have no projection, so ":p0" changes nothing there.
for g in oak samhain karnag skye edora; do
  p=""
  case $g in samhain | skye) p=":p0" ;; oak) p=":g0" ;; esac
  pairings="$pairings
$g-mast-m0 $g 2 ai:10000$p ai:10000:m0:p0:g0
$g-mast-random $g 2 ai:10000$p random
$g-mast-greedy $g 2 ai:10000$p greedy
$g-mast40k-10k $g 2 ai:40000:0:24$p ai:10000$p
$g-hard3s-ai10k $g 2 ai:3s:t2$p ai:10000:m0:p0:g0"
done
pairings="$pairings
oak-solo-mast oak 1 ai:10000:g0 -
oak-solo-hard3s oak 1 ai:3s:t2:g0 -
oak-mast80-60 oak 2 ai:10000:m80:g0 ai:10000:g0
oak-mast4k-1k oak 2 ai:4000:g0 ai:1000:g0
samhain-mast4k-1k samhain 2 ai:4000:p0 ai:1000:p0
oak-mast40km30-10k oak 2 ai:40000:0:24:m30:g0 ai:10000:g0
oak-mast40ke35-10k oak 2 ai:40000:0:24:e35:g0 ai:10000:g0
oak-mast40kt2-10k oak 2 ai:40000:0:24:t2:g0 ai:10000:g0
oak-mast40kt4-10k oak 2 ai:40000:0:24:t4:g0 ai:10000:g0
samhain-mast40kt4-10k samhain 2 ai:40000:0:24:t4:p0 ai:10000:p0"
# Samhain's projected scores at the cut (the default since 27 November 2026, later;
# projection-results.txt): against the same search on plain scores, four times the
# iterations, random and greedy, and Hard at 3 seconds against the first search.
pairings="$pairings
samhain-proj-plain samhain 2 ai:10000 ai:10000:p0
samhain-proj40k-10k samhain 2 ai:40000:0:24 ai:10000
samhain-proj-random samhain 2 ai:10000 random
samhain-proj-greedy samhain 2 ai:10000 greedy
samhain-proj-hard3s-ai10k samhain 2 ai:3s:t2 ai:10000:m0:p0:g0"
# Isle of Skye's projected scores at the cut (projection-results.txt): against the same
# search on plain scores, four times the iterations, Hard at 3 seconds; and, as issue 20's
# goals read them (search-results.txt), today's ai:10000 against random and greedy.
pairings="$pairings
skye-proj-plain skye 2 ai:10000 ai:10000:p0
skye-proj40k-10k skye 2 ai:40000:0:24 ai:10000
skye-proj-hard3s-ai10k skye 2 ai:3s:t2 ai:10000:m0:p0:g0
skye-proj-random skye 2 ai:10000 random
skye-proj-greedy skye 2 ai:10000 greedy"
# Oak's search keys (a refresh's orders one choice; search-results.txt): against the same
# search telling them apart, four times the iterations, Hard at 3 seconds against the
# first search; and twice the iterations without them.
pairings="$pairings
oak-keys-10k-g0 oak 2 ai:10000 ai:10000:g0
oak-keys40k-10k oak 2 ai:40000:0:24 ai:10000
oak-keys-hard3s-ai10k oak 2 ai:3s:t2 ai:10000:m0:p0:g0
oak-mast20k-10k oak 2 ai:20000:0:24:g0 ai:10000:g0"
# The cut that grows with the iteration budget (ai:40000 cuts after 48 actions since 27
# November 2026, latest, where the scores are read plain: Oak, Karnag, Edora; Samhain's and
# Skye's ai:40000 cut after 24 and, since 28 November 2026, search four trees of 10,000, as
# in GAME-trees40k-10k; search-results.txt): four times the iterations against ai:10000 in
# every game, the longer cut alone at ai:10000 in Oak, and in Samhain despite its
# projection.
for g in oak samhain karnag skye edora; do
  pairings="$pairings
$g-cut40k-10k $g 2 ai:40000 ai:10000"
done
pairings="$pairings
oak-cut10k48-10k oak 2 ai:10000:0:48 ai:10000
samhain-cut40k48-10k samhain 2 ai:40000:0:48 ai:10000"
# Four trees of 10,000 where the scores are projected (ai:40000 in Samhain and Skye since
# 28 November 2026; search-results.txt), spelled out so that the pairing keeps its meaning.
pairings="$pairings
samhain-trees40k-10k samhain 2 ai:40000:t4 ai:10000
skye-trees40k-10k skye 2 ai:40000:t4 ai:10000"
# The same in Skye once a placement names its tile rather than its slot in the hand (29
# November 2026; search-results.txt): the spec is skye-trees40k-10k's, the searches not.
pairings="$pairings
skye-tiles40k-10k skye 2 ai:40000:t4 ai:10000"
# Skye's playouts building the hand's tiles in order (nm_game.playout_legal, the default
# since 29 November 2026) against the same search choosing among every placement of every
# tile of the hand (search-results.txt).
pairings="$pairings
skye-narrow-wide skye 2 ai:10000 ai:10000:l0"
# Eight trees of 5,000 rather than four of 10,000 for Skye's ai:40000 (29 November 2026,
# stop 39; search-results.txt): whether more sampled worlds help where so much is hidden.
pairings="$pairings
skye-t8-40k-10k skye 2 ai:40000:t8 ai:10000"
if [ -n "$only" ]; then
  pairings=$(echo "$pairings" | awk -v only=",$only," 'index(only, "," $1 ",") > 0')
fi
if [ -n "$extra" ]; then
  if [ -n "$only" ]; then pairings="$pairings
$extra"; else pairings=$extra; fi
  pairings=$(echo "$pairings" | sed '/^$/d')
fi

# The table: pairing, games, wins of the controller under test, rate, 95 % Wilson interval.
table() {
  [ -f "$out" ] || { echo "no results in $out"; return; }
  echo "$pairings" | awk -v file="$out" '
    BEGIN { while ((getline l < file) > 0) { k = split(l, f, " "); n[f[1]]++; w[f[1]] += f[5];
                                              if (k >= 6) { mn[f[1]]++; ms[f[1]] += f[6] } } }
    {
      name = $1; vs = ($5 == "-") ? "Broichan (solo)" : $5;
      printf "%-22s %-8s %-13s vs %-16s", name, $2, $4, vs;
      k = n[name] + 0;
      if (k == 0) { printf " %6s\n", "0 games"; next }
      p = w[name] / k; z = 1.96;
      c = (p + z*z/(2*k)) / (1 + z*z/k);
      h = z * sqrt(p*(1-p)/k + z*z/(4*k*k)) / (1 + z*z/k);
      printf " %5d games  %6.1f %%  [%5.1f, %5.1f]", k, 100*p, 100*(c-h), 100*(c+h);
      if (mn[name] > 0) printf "  %+6.1f (%d)", ms[name] / mn[name], mn[name];
      printf "\n";
    }' | { printf "%-22s %-8s %-13s    %-16s %12s  %8s  %-14s  %s\n" pairing game player opponent \
             count "win rate" "95 % interval" "mean margin (games)"; cat; }
}
# The ratings: for each game, the Bradley-Terry strengths r of its controllers fitted to
# every pairing's games in FILE by the minorize-maximize iteration (r_i = wins_i / sum over
# opponents of games_ij / (r_i + r_j)); each pairing also counts one drawn game, so that a
# controller that won all its games gets a finite rating. Printed as Elo points, 400 *
# log10(r / r_random) (the first controller of the game when random is not in it), with
# the games each rests on. Broichan stands for Oak's solo automaton.
ratings() {
  [ -f "$out" ] || { echo "no results in $out"; return; }
  echo "$pairings" | awk -v file="$out" '
    BEGIN { while ((getline l < file) > 0) { split(l, f, " "); n[f[1]]++; w[f[1]] += f[5] } }
    {
      name = $1; g = $2; a = $4; b = ($5 == "-") ? "Broichan" : $5;
      if (!(name in n)) next;
      if (!((g SUBSEP a) in seen)) { seen[g SUBSEP a] = 1; who[g, ++np[g]] = a }
      if (!((g SUBSEP b) in seen)) { seen[g SUBSEP b] = 1; who[g, ++np[g]] = b }
      if (!(g in gorder)) { gorder[g] = ++ng; gname[ng] = g }
      W[g, a] += w[name] + 0.5; W[g, b] += n[name] - w[name] + 0.5;
      N[g, a, b] += n[name] + 1; N[g, b, a] += n[name] + 1; G[g, a] += n[name]; G[g, b] += n[name];
    }
    END {
      if (!ng) { print "no games of these pairings in " file; exit }
      printf "%-8s %-16s %8s %8s\n", "game", "controller", "games", "rating";
      for (k = 1; k <= ng; k++) {
        g = gname[k]; m = np[g];
        for (i = 1; i <= m; i++) r[i] = 1;
        for (it = 0; it < 2000; it++) {
          for (i = 1; i <= m; i++) {
            den = 0;
            for (j = 1; j <= m; j++) if (j != i && N[g, who[g, i], who[g, j]] > 0)
              den += N[g, who[g, i], who[g, j]] / (r[i] + r[j]);
            nr[i] = den > 0 ? W[g, who[g, i]] / den : r[i];
          }
          lg = 0; for (i = 1; i <= m; i++) lg += log(nr[i]);
          for (i = 1; i <= m; i++) r[i] = nr[i] / exp(lg / m);
        }
        ref = 1; for (i = 1; i <= m; i++) if (who[g, i] == "random") ref = i;
        # Only controllers linked to the reference by a chain of pairings share its scale.
        for (i = 1; i <= m; i++) linked[i] = (i == ref);
        for (grew = 1; grew; ) {
          grew = 0;
          for (i = 1; i <= m; i++) if (!linked[i])
            for (j = 1; j <= m; j++) if (linked[j] && N[g, who[g, i], who[g, j]] > 0) { linked[i] = 1; grew = 1; break }
        }
        for (i = 1; i <= m; i++)
          if (linked[i]) printf "%-8s %-16s %8d %8.0f\n", g, who[g, i], G[g, who[g, i]], 400 * log(r[i] / r[ref]) / log(10);
          else printf "%-8s %-16s %8d %8s  (no pairing links it to %s)\n", g, who[g, i], G[g, who[g, i]], "-", who[g, ref];
      }
    }'
}
# The levels' figures as JSON (see --levels-json above). Reads the pairing list on stdin;
# the results files and their dates come as "file<TAB>date" lines in the variable files.
levels_json() {
  awk -v files="$1" '
    function lvl(s) {
      if (s == "random" || s == "greedy") return s;
      if (s == "ai:300:30:m0:p0:g0") return "easy";
      if (s == "ai:3000:m0:p0:g0") return "medium";
      if (s == "ai:10000:m0:p0:g0") return "ai10k";
      if (s ~ /^ai:(1|3|10)s(:t[0-9]+)?$/) { sub(/^ai:/, "", s); sub(/s.*/, "", s); return "hard:" s }
      return "";
    }
    function setup(l) { return l == "random" || l == "easy" || l == "medium" || l ~ /^hard:/ }
    function key(l, field,   t) {
      if (l !~ /^hard:/) return sprintf("\"%s\": \"%s\"", field, l);
      t = l; sub(/^hard:/, "", t);
      return sprintf("\"%s\": \"hard\", \"%s\": %d", field, field == "level" ? "seconds" : "against_seconds", t);
    }
    BEGIN {
      nf = split(files, fl, "\n");
      for (i = 1; i <= nf; i++) {
        if (fl[i] == "") continue;
        split(fl[i], fd, "\t");
        while ((getline l < fd[1]) > 0) {
          split(l, f, " ");
          if (f[1] == "") continue;
          n[f[1]]++; w[f[1]] += f[5];
          if (!(f[1] in src)) { src[f[1]] = fd[1]; day[f[1]] = fd[2] }
        }
        close(fd[1]);
      }
      order = "easy medium hard:1 hard:3 hard:10"; nl = split(order, lo, " ");
    }
    {
      name = $1; g = $2; a = lvl($4); b = lvl($5);
      if ($5 == "-" || a == "" || a == "random" || !setup(a) || b == "" || !(name in n)) next;
      if (!(g in gseen)) { gseen[g] = 1; gname[++ng] = g }
      k = g SUBSEP a; cls = setup(b) ? 1 : 0;
      if (!(k in best) || cls > bcls[k] || (cls == bcls[k] && n[name] > n[best[k]])) {
        best[k] = name; bcls[k] = cls; vs[k] = b;
      }
    }
    END {
      printf "{\n  \"_comment\": \"Made by tools/strength.sh --levels-json from the strength results files (docs/strength/README.md); do not edit by hand. Per game, the measured figures of the computer levels of the setup screen: the share of the wins (a shared win counts half) and its 95 %% Wilson interval, in percent.\"";
      for (gi = 1; gi <= ng; gi++) {
        g = gname[gi]; first = 1;
        for (li = 1; li <= nl; li++) {
          k = g SUBSEP lo[li];
          if (!(k in best)) continue;
          name = best[k]; m = n[name]; p = w[name] / m; z = 1.96;
          c = (p + z*z/(2*m)) / (1 + z*z/m);
          h = z * sqrt(p*(1-p)/m + z*z/(4*m*m)) / (1 + z*z/m);
          lo95 = 100*(c-h); hi95 = 100*(c+h); if (lo95 < 0) lo95 = 0; if (hi95 > 100) hi95 = 100;
          printf "%s\n    {%s, %s, \"pairing\": \"%s\", \"games\": %d, \"wins\": %g, \"share\": %.1f, \"interval\": [%.1f, %.1f], \"date\": \"%s\", \"file\": \"%s\"}",
            first ? sprintf(",\n  \"%s\": [", g) : ",", key(lo[li], "level"), key(vs[k], "against"),
            name, m, w[name], 100*p, lo95, hi95, day[name], src[name];
          first = 0;
        }
        if (!first) printf "\n  ]";
      }
      printf "\n}\n";
    }'
}
if [ "$table_only" = 3 ]; then
  [ -n "$from" ] || from="docs/strength/results.txt
docs/strength/hard-results.txt"
  list=""
  while read -r f; do
    [ -n "$f" ] || continue
    path=$f
    [ -f "$path" ] || [ ! -f "$here/$f" ] || path=$here/$f
    [ -f "$path" ] || { echo "strength.sh: no results file $f" >&2; exit 2; }
    case "$path" in "$here"/*) shown=${path#"$here"/} ;; *) shown=$f ;; esac
    d=$levels_date
    if [ -z "$d" ] && git -C "$here" ls-files --error-unmatch -- "$shown" >/dev/null 2>&1 &&
       git -C "$here" diff --quiet HEAD -- "$shown" 2>/dev/null; then
      d=$(git -C "$here" log -1 --format=%cs -- "$shown")
    fi
    [ -n "$d" ] || d=$(date -u -r "$path" +%F)
    # awk reads the file by the name shown when that is where it is.
    list="$list$path	$d
"
  done <<< "$from"
  json=$(echo "$pairings" | levels_json "$list") || exit 1
  # The file names as shown: relative to the source tree.
  json=$(echo "$json" | sed "s|\"file\": \"$here/|\"file\": \"|")
  if [ "$levels_out" = "-" ]; then echo "$json"; else echo "$json" > "$levels_out"; fi
  exit 0
fi
if [ "$table_only" = 1 ]; then table; exit 0; fi
if [ "$table_only" = 2 ]; then ratings; exit 0; fi
if [ -z "$jobs" ]; then
  # Timed searches use the cores themselves: one game at a time.
  if echo "$pairings" | awk '{ print $4; print $5 }' | grep -Eq '^ai:[0-9]+m?s(:|$)'; then jobs=1
  else jobs=$(nproc 2>/dev/null || echo 1); fi
fi
[ -x "$cli" ] || { echo "strength.sh: no nemeton-cli (build first, or --cli PATH)" >&2; exit 2; }

deadline=0
if [ -n "$until_hm" ]; then
  deadline=$(date -u -d "$until_hm" +%s) || exit 2
  [ "$deadline" -le "$(date -u +%s)" ] && deadline=$((deadline + 86400))
fi
touch "$out"

# One game: prints "pairing seed game seat share margin" (share of the win of the controller
# under test: 1, 0.5 or 0; its points less the best other score, Broichan's in solo), or
# nothing when it did not finish before the deadline. Older files have no margin.
one() {
  local name=$1 game=$2 players=$3 a=$4 b=$5 i=$6 seat bots limit=""
  if [ "$deadline" -gt 0 ]; then
    local left=$((deadline - $(date -u +%s)))
    [ "$left" -le 0 ] && return 0
    # --foreground: timeout would otherwise put the game in a process group of its own,
    # out of reach of the trap below that stops the games when this script is stopped.
    limit="timeout --foreground $left"
  fi
  if [ "$b" = "-" ]; then seat=0; bots=$a
  elif [ $((i % 2)) -eq 0 ]; then seat=0; bots="$a,$b"
  else seat=1; bots="$b,$a"; fi
  local line
  line=$($limit "$cli" play --game "$game" --players "$players" --seed "$i" --bots "$bots" 2>/dev/null) || return 0
  local winners scores
  winners=$(echo "$line" | sed -n 's/.*"winners":\[\([^]]*\)\].*/\1/p')
  scores=$(echo "$line" | sed -n 's/.*"scores":\[\([^]]*\)\].*/\1/p')
  [ -n "$winners" ] || return 0
  echo "$winners" | awk -F, -v seat="$seat" -v name="$name" -v i="$i" -v g="$game" -v sc="$scores" '
    { n = NF; won = 0; for (k = 1; k <= NF; k++) if ($k + 0 == seat) won = 1;
      m = split(sc, s, ","); margin = "";
      if (m > seat + 1 || (m > 1 && m == seat + 1)) {
        best = ""; for (k = 1; k <= m; k++) if (k != seat + 1 && (best == "" || s[k] + 0 > best)) best = s[k] + 0;
        margin = " " (s[seat + 1] - best) }
      printf "%s %d %s %d %s%s\n", name, i, g, seat, won ? (n == 1 ? "1" : "0.5") : "0", margin }' >> "$out"
}
export -f one
export cli out deadline

# Games not played yet, interleaved across pairings. They run in a process group of their
# own (set -m), so that stopping this script stops the games too.
set -m
{
  for i in $(seq 1 "$games"); do
    echo "$pairings" | while read -r name game players a b; do
      grep -q "^$name $i " "$out" 2>/dev/null || echo "$name $game $players $a $b $i"
    done
  done | xargs -P "$jobs" -L 1 bash -c 'one "$@"' _
} &
runner=$!
trap 'kill -TERM -- -$runner 2>/dev/null; exit 130' INT TERM HUP
wait "$runner"
trap - INT TERM HUP
table
