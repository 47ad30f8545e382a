#!/usr/bin/env bash
# Plays a table of 2048 games for docs/performance.md one game a part, so that a set which takes
# hours (32 games a player at 100 ms a move: about 12 hours on 2 cores) can be played across
# sittings and stopped at any time. Each game is `tilesolve play -first G-1 -games 1` of the same
# seed, so the parts are the games a single `-games N` run plays, numbered as there.
#
#   scripts/play-table.sh DIR build  first: builds DIR/tilesolve from this tree and copies the
#                                    network in (the commit goes to DIR/COMMIT), so every game of
#                                    the set is played by the same build whatever the tree does
#   scripts/play-table.sh DIR CORE   one worker on that core (taskset); start one a core
#   scripts/play-table.sh DIR stop   the workers finish the games they play and start no more
#   scripts/play-table.sh DIR clean  after a stop: drops the claims of games left unfinished (a
#                                    log without its "mean:" line), and the stop; a claim with no
#                                    log stays: it holds a game played elsewhere (a machine before)
#   scripts/play-table.sh DIR sum    a line per player: games, 16384 and 32768, means
#
# DIR holds a log a game (PLAYER-G.log; done when it has its "mean:" line) and a claim a game in
# play (claim-PLAYER-G, made with mkdir, so workers never play the same game). The players
# alternate, so a stop leaves both with about as many games. Settings, with their defaults:
#   MS=100  SEED=1009  GAMES=32  PLAYERS="learned heuristic" (the -eval of each)
set -u
usage="usage: scripts/play-table.sh DIR build|CORE|stop|clean|sum"
dir=$(realpath -m "${1:?$usage}")
what=${2:?$usage}
root=$(dirname "$(realpath "$0")")/.. # the tree the build comes from
ms=${MS:-100} seed=${SEED:-1009} games=${GAMES:-32} players=${PLAYERS:-learned heuristic}
net=2048-4x6.ntuple # the shipped network, as resources/ has it

if [ "$what" = build ]; then
  mkdir -p "$dir" && cd "$root" || exit 1
  CGO_ENABLED=0 go build -o "$dir/tilesolve" ./cmd/tilesolve && cp "resources/$net" "$dir/" &&
    git describe --always --dirty >"$dir/COMMIT" || exit 1
  echo "play-table: $dir/tilesolve at $(cat "$dir/COMMIT")"
  exit 0
fi
cd "$dir" || exit 1

case $what in
stop)
  touch stop
  ;;
clean)
  rm -f stop
  for c in claim-*; do
    [ -d "$c" ] || continue
    log=${c#claim-}.log
    if [ -e "$log" ] && ! grep -q '^mean:' "$log"; then rmdir "$c"; fi
  done
  ;;
sum)
  for p in $players; do
    cat "$p"-*.log 2>/dev/null | awk -v p="$p" '
      /^game / { n++; if ($4 >= 16384) a++; if ($4 >= 32768) b++; s += $6; m += $8 }
      /^search:/ { gsub(",", ""); d += $4; r += $5 }
      END { if (n) printf "%s: %d games, 16384 in %d, 32768 in %d, mean score %.0f, mean moves %.0f, mean depth %.2f, %.2f M nodes/s a game\n", p, n, a, b, s/n, m/n, d/n, r/n }'
  done
  ;;
*[!0-9]* | "")
  echo "play-table: $what is no core number; $usage" >&2
  exit 2
  ;;
*)
  [ -x tilesolve ] || { echo "play-table: no $dir/tilesolve: run scripts/play-table.sh $dir build" >&2; exit 1; }
  for g in $(seq 1 "$games"); do
    for p in $players; do
      [ -e stop ] && exit 0
      grep -q '^mean:' "$p-$g.log" 2>/dev/null && continue
      mkdir "claim-$p-$g" 2>/dev/null || continue
      weights=()
      [ "$p" = learned ] && weights=(-weights "$net")
      taskset -c "$what" ./tilesolve play -rules classic -player expectimax -eval "$p" "${weights[@]}" \
        -ms "$ms" -first $((g - 1)) -games 1 -j 1 -seed "$seed" >"$p-$g.log" 2>&1
    done
  done
  ;;
esac
