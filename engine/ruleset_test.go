package engine_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/engine"
)

func TestRulesetDecks(t *testing.T) {
	for _, r := range engine.Rulesets {
		total := 0
		for c := engine.Card(0); c < engine.NumCards; c++ {
			total += int(r.Copies[c])
			if (r.Copies[c] > 0) != (r.Kind(c) != engine.NotInDeck) {
				t.Errorf("%s: %v has %d copies but kind %v", r.Name, c, r.Copies[c], r.Kind(c))
			}
		}
		if total != r.DeckSize {
			t.Errorf("%s: the deck holds %d cards, DeckSize says %d", r.Name, total, r.DeckSize)
		}
	}
	if engine.StandardRules.DeckSize != 104 || engine.BibleRules.DeckSize != 100 {
		t.Errorf("deck sizes: standard %d, bible %d; want 104 and 100", engine.StandardRules.DeckSize, engine.BibleRules.DeckSize)
	}
}

func TestRulesetJacks(t *testing.T) {
	kinds := func(r *engine.Ruleset, names ...string) []engine.CardKind {
		var out []engine.CardKind
		for _, n := range names {
			out = append(out, r.Kind(card(t, n)))
		}
		return out
	}
	W, R, N, X := engine.Wild, engine.Removal, engine.Normal, engine.NotInDeck
	for _, tc := range []struct {
		r    *engine.Ruleset
		want []engine.CardKind
	}{
		// JD JC JH JS ADD REMOVE 7H
		{engine.StandardRules, []engine.CardKind{W, W, R, R, X, X, N}},
		{engine.RedJacksRules, []engine.CardKind{W, R, W, R, X, X, N}},
		{engine.BibleRules, []engine.CardKind{X, X, X, X, W, R, N}},
	} {
		got := kinds(tc.r, "JD", "JC", "JH", "JS", "ADD", "REMOVE", "7H")
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s kinds (-want +got):\n%s", tc.r.Name, diff)
		}
	}
}

func TestRulesetDealAndWin(t *testing.T) {
	seq := map[int]int{2: 7, 3: 6, 4: 6, 6: 5, 8: 4, 9: 4, 10: 3, 12: 3}
	bible := map[int]int{2: 5, 3: 5, 4: 4, 6: 4}
	for n := 0; n <= engine.MaxPlayers; n++ {
		for _, r := range engine.Rulesets {
			want := seq[n]
			if r == engine.BibleRules {
				want = bible[n]
			}
			if int(r.Deal[n]) != want || r.AllowsPlayers(n) != (want > 0) {
				t.Errorf("%s with %d players: deal %d (allowed %v), want %d", r.Name, n, r.Deal[n], r.AllowsPlayers(n), want)
			}
		}
	}
	for _, tc := range []struct {
		r           *engine.Ruleset
		teams, want int
	}{
		{engine.StandardRules, 2, 2}, {engine.StandardRules, 3, 1},
		{engine.RedJacksRules, 2, 2}, {engine.RedJacksRules, 3, 1},
		{engine.BibleRules, 2, 1}, {engine.BibleRules, 3, 1},
	} {
		if got := tc.r.SequencesToWin(tc.teams); got != tc.want {
			t.Errorf("%s, %d teams: %d sequences to win, want %d", tc.r.Name, tc.teams, got, tc.want)
		}
	}
}
