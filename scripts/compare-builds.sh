#!/usr/bin/env bash
# compare-builds.sh OLD NEW: build two commits of this repository side by side (git worktrees in a
# temporary folder) and run, old and new alternating in each round, the figures docs/performance.md
# keeps: the Korf 100 (bench sliding -n 4), the DeepCubeA dev sets (35- and 48-puzzle, when
# ../shared/data has them), the 2048 beam to 65536 from a lone 2, and Go benchmarks of the engine.
# It prints a table of the old and new figures and new/old (below 1 is better for every row).
#
# Settings (environment):
#   ROUNDS=2            rounds, each old then new (the order swaps every round)
#   DCA_COUNT=10        DeepCubeA states a round (of 100); 0 skips them
#   DCA_CLOCK=cpu       the fast solver's clock when both builds take -clock (cpu: the figures of
#                       an idle machine on a loaded one); a build without -clock runs both on wall
#   BENCH="..."         Go benchmarks, "packages:pattern:benchtime" words (packages: a comma list, for
#                       a benchmark that moved between packages; each build runs it where it has
#                       that folder); empty BENCH skips them
#   GOMAXPROCS=2        pinned for every run
#   SHARED_DATA=../shared/data, COMPARE_CACHE=$HOME/.cache/tilesolve-compare (the databases)
set -euo pipefail
if [ $# -ne 2 ]; then
	echo "usage: scripts/compare-builds.sh OLD NEW   (commits, branches or tags)" >&2
	exit 2
fi
repo=$(cd "$(dirname "$0")/.." && pwd)
rounds=${ROUNDS:-2}
dca_count=${DCA_COUNT:-10}
dca_clock=${DCA_CLOCK:-cpu}
bench=${BENCH-./board:Board4Swipe:0.5s ./pdb:Estimate/663$:0.5s ./play:Expectimax4:1s ./solver:BestFirst4/16384:10x ./solver:IDA4x4:1x ./solver,./reduction:SlidingBeam:1x ./solver:Reduction:1x}
shared=${SHARED_DATA:-$repo/../shared/data}
export GOMAXPROCS=${GOMAXPROCS:-2}
export XDG_CACHE_HOME=${COMPARE_CACHE:-$HOME/.cache/tilesolve-compare}
mkdir -p "$XDG_CACHE_HOME"

tmp=$(mktemp -d /tmp/tilesolve-compare.XXXXXX)
cleanup() {
	for side in old new; do
		[ -d "$tmp/$side" ] && git -C "$repo" worktree remove --force "$tmp/$side" >/dev/null 2>&1
	done
	rm -rf "$tmp"
}
trap cleanup EXIT

for side in old new; do
	rev=$1
	[ $side = new ] && rev=$2
	commit=$(git -C "$repo" rev-parse --short "$rev^{commit}")
	echo "# $side: $rev ($commit), building" >&2
	git -C "$repo" worktree add --detach "$tmp/$side" "$commit" >/dev/null 2>&1
	(cd "$tmp/$side" && CGO_ENABLED=0 go build -o "$tmp/$side.bin" ./cmd/tilesolve)
	declare "${side}_commit=$commit"
done

# Each figure is appended as "name side value" to $tmp/figures; the table averages the rounds.
record() { echo "$1 $2 $3" >>"$tmp/figures"; }

clock_args=()
if [ "$dca_clock" != wall ] && "$tmp/old.bin" bench deepcubea -h 2>&1 | grep -q -- -clock &&
	"$tmp/new.bin" bench deepcubea -h 2>&1 | grep -q -- -clock; then
	clock_args=(-clock "$dca_clock")
fi

run_side() { # side round
	local side=$1 bin="$tmp/$1.bin" out
	# Korf 100: seconds a board (mean).
	out=$("$bin" bench sliding -n 4 -count 100 -seed 1 | grep '^total:')
	record korf100-s-a-board "$side" "$(sed -E 's/.*seconds mean ([0-9.]+).*/\1/' <<<"$out")"
	# The 2048 beam from a lone 2 to 65536: seconds and moves.
	local t0 t1
	t0=$(date +%s.%N)
	out=$("$bin" solve -quiet -goal 65536 -algo beam "$tmp/$side/cmd/tilesolve/testdata/lone-two.txt" 2>/dev/null || true)
	t1=$(date +%s.%N)
	record 65536-beam-s "$side" "$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')"
	record 65536-beam-moves "$side" "$(sed -nE 's/^Number of moves: ([0-9]+).*/\1/p' <<<"$out")"
	# DeepCubeA: the improved length over DeepCubeA's (mean), the first answer's too.
	if [ "$dca_count" -gt 0 ]; then
		for set in dev35 dev48; do
			[ -f "$shared/deepcubea/$set.txt" ] || continue
			out=$("$bin" bench deepcubea -count "$dca_count" "${clock_args[@]}" "$shared/deepcubea/$set.txt" | grep '^mean over')
			record "$set-improved-x-dca" "$side" "$(sed -E 's/.*improved ([0-9.]+) x.*/\1/' <<<"$out")"
			record "$set-first-x-dca" "$side" "$(sed -E 's/.*first ([0-9.]+) x DeepCubeA.*/\1/' <<<"$out")"
		done
	fi
	# Go benchmarks, one run a round, in the build's own worktree.
	local spec pkg pattern benchtime
	for spec in $bench; do
		IFS=: read -r pkg pattern benchtime <<<"$spec"
		for pkg in ${pkg//,/ }; do
			[ -d "$tmp/$side/$pkg" ] || continue
			(cd "$tmp/$side" && CGO_ENABLED=0 go test -run '^$' -bench "$pattern" -benchtime "${benchtime:-1x}" -benchmem "$pkg" 2>/dev/null |
				grep -E '^Benchmark' >>"$tmp/bench-$side.txt") || true
		done
	done
}

if [ ! -f "$shared/deepcubea/dev35.txt" ] && [ "$dca_count" -gt 0 ]; then
	echo "# no DeepCubeA states in $shared/deepcubea: those rows are skipped" >&2
fi
for ((r = 1; r <= rounds; r++)); do
	order="old new"
	((r % 2 == 0)) && order="new old"
	for side in $order; do
		echo "# round $r of $rounds: $side (load $(cut -d' ' -f1 /proc/loadavg))" >&2
		run_side "$side"
	done
done

# Go benchmarks: ns/op of each, averaged over the rounds, as figures of their own.
for side in old new; do
	[ -f "$tmp/bench-$side.txt" ] || continue
	awk -v side=$side '{ for (i = 3; i < NF; i++) if ($(i+1) == "ns/op") { sub(/-[0-9]+$/, "", $1); print $1 "-ns/op", side, $i } }' \
		"$tmp/bench-$side.txt" >>"$tmp/figures"
done

echo
echo "old: $1 ($old_commit)   new: $2 ($new_commit)   $rounds rounds alternating, GOMAXPROCS=$GOMAXPROCS, DeepCubeA ${dca_count} states a round${clock_args:+, -clock $dca_clock}"
awk '
	{ key = $1; if (!(key in seen)) { seen[key] = 1; keys[++n] = key }
	  if ($3 != "") { sum[key, $2] += $3; cnt[key, $2]++ } }
	END {
		printf "%-44s %14s %14s %8s\n", "figure (lower is better)", "old", "new", "new/old"
		for (i = 1; i <= n; i++) {
			k = keys[i]
			if (!cnt[k, "old"] || !cnt[k, "new"]) { printf "%-44s %14s %14s %8s\n", k, cnt[k, "old"] ? sum[k, "old"] / cnt[k, "old"] : "-", cnt[k, "new"] ? sum[k, "new"] / cnt[k, "new"] : "-", "-"; continue }
			o = sum[k, "old"] / cnt[k, "old"]; w = sum[k, "new"] / cnt[k, "new"]
			printf "%-44s %14.6g %14.6g %8.3f\n", k, o, w, o ? w / o : 0
		}
	}' "$tmp/figures"

# benchstat, when the module proxy can give it, says which benchmark differences are noise.
if [ -s "$tmp/bench-old.txt" ] && [ -s "$tmp/bench-new.txt" ] && [ "$rounds" -ge 2 ]; then
	echo
	(cd "$tmp" && go run golang.org/x/perf/cmd/benchstat@latest bench-old.txt bench-new.txt 2>/dev/null) ||
		echo "(benchstat not available: the ratios above are the means' ratios)"
fi
