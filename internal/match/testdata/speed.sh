#!/bin/sh
# speed.sh measures the games per second of seqref match between two seqref
# builds side by side (docs/match.md, "Speed"):
#
#   internal/match/testdata/speed.sh BASE NEW [ROUNDS [GAMES]]
#
# BASE and NEW are seqref binaries (go build -o DIR/seqref . at each commit).
# Each round plays GAMES games (400 by default) of
#
#   seqref match --bot "seqref bot random" --bot "seqref bot random" --games GAMES
#
# with BASE, then with NEW --placement none (no game placed on a CPU), NEW
# --placement pin (each game on one CPU), NEW --placement spin (two CPUs for
# the game, both sides busy-waiting) and NEW as it is by default (spin, pin or
# none, as the CPUs it may use and -j say), one right after the other, so
# that the five see about the same load from the rest of the machine; each
# build plays with its own bots (its folder comes first on the PATH), and
# NEW must know --placement. It prints every round's games per second and
# ratios to BASE, then the medians over the ROUNDS rounds (7 by default) of
# each, and the load average before and after. The standings of the runs
# must be the same, byte for byte: the script stops when they are not.
set -eu

if [ $# -lt 2 ]; then
	echo "usage: speed.sh BASE NEW [ROUNDS [GAMES]]" >&2
	exit 2
fi
base=$1 new=$2 rounds=${3:-7} games=${4:-400}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/base" "$work/new"
ln -s "$(realpath "$base")" "$work/base/seqref"
ln -s "$(realpath "$new")" "$work/new/seqref"

# run NAME BUILD [FLAGS...] plays the match and prints its games per second.
run() {
	name=$1 build=$2
	shift 2
	start=$(date +%s%N)
	PATH="$work/$build:$PATH" seqref match --bot "seqref bot random" --bot "seqref bot random" \
		--games "$games" "$@" >"$work/$name.out"
	end=$(date +%s%N)
	if ! cmp -s "$work/base.out" "$work/$name.out"; then
		echo "speed.sh: the standings of $name differ from the base's" >&2
		exit 1
	fi
	awk -v g="$games" -v ns=$((end - start)) 'BEGIN { printf "%.0f", g / (ns / 1e9) }'
}

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "round base new,none new,pin new,spin new new,none/base new,pin/base new,spin/base new/base"
for r in $(seq "$rounds"); do
	b=$(run base base)
	f=$(run none new --placement none)
	p=$(run pin new --placement pin)
	s=$(run spin new --placement spin)
	n=$(run new new)
	awk -v r="$r" -v b="$b" -v f="$f" -v p="$p" -v s="$s" -v n="$n" \
		'BEGIN { printf "%d %d %d %d %d %d %.2f %.2f %.2f %.2f\n", r, b, f, p, s, n, f / b, p / b, s / b, n / b }' >>"$work/rounds"
	tail -n 1 "$work/rounds"
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
# The median of every column over the rounds.
for col in 2 3 4 5 6 7 8 9 10; do
	cut -d' ' -f"$col" "$work/rounds" | sort -n |
		awk '{ v[NR] = $1 } END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%s ", m }'
done | awk '{ printf "median base %d, new --placement none %d (%.2fx), new --placement pin %d (%.2fx), new --placement spin %d (%.2fx), new (its default) %d (%.2fx) games/s\n", $1, $2, $6, $3, $7, $4, $8, $5, $9 }'
