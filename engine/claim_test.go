package engine_test

import (
	"testing"

	"github.com/seqref/seqref/engine"
)

// diagonal has green on B2, C3, D4 and F6 and blue on J5 and I7 (so 5H has
// one open space, E5): 5H on E5 fills the
// diagonal from the corner A1 to F6, six spaces, so it completes A1-E5 and
// B2-F6, which share four spaces: one sequence, whichever is claimed.
const diagonal = "*8*/1g8/2g7/3g6/9b/5g4/8b1/10/10/*8*"

// TestNamedClaims checks the sequences a record names after a placement
// (=FROM-TO): claimed first, in the order written; the greedy order claims
// the rest; one that cannot be claimed breaks claim.
func TestNamedClaims(t *testing.T) {
	for _, tc := range []struct {
		name   string
		turn   string
		claims string // the sequences claimed, by their ends
		rule   engine.Rule
		detail engine.Detail
		at     int
	}{
		{"greedy from the corner", "5H@E5", "A1-E5", engine.NoRule, 0, 0},
		{"named other window", "5H@E5 =B2-F6", "B2-F6", engine.NoRule, 0, 0},
		{"named ends in either order", "5H@E5 =F6-B2", "B2-F6", engine.NoRule, 0, 0},
		{"named the greedy one", "5H@E5 =A1-E5", "A1-E5", engine.NoRule, 0, 0},
		{"short form named", "5H =B2-F6", "B2-F6", engine.NoRule, 0, 0},
		{"two sharing four spaces", "5H@E5 =B2-F6 =A1-E5", "", engine.WrongClaim, engine.ClaimShares, 2},
		{"not complete", "5H@E5 =C3-G7", "", engine.WrongClaim, engine.ClaimNotFull, 1},
		{"not in a line", "5H@E5 =A1-E6", "", engine.WrongClaim, engine.ClaimNotInLine, 1},
		{"not through the chip", "5H@E5 =A1-A5", "", engine.WrongClaim, engine.ClaimMissesChip, 1},
		{"after a removal", "JSxJ5 =B2-F6", "", engine.TurnShape, engine.ShapeOutOfPlace, 1},
		{"before the placement", "=B2-F6 5H@E5", "", engine.TurnShape, engine.ShapeOutOfPlace, 0},
		{"after the draw", "5H@E5 +? =B2-F6", "", engine.TurnShape, engine.ShapeOutOfPlace, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := game{hands: []string{"5H 3H JS", "?"}, pos: diagonal}.new(t)
			rep, v := g.Turn(0, acts(t, tc.turn))
			if v.Rule != tc.rule || v.Detail != tc.detail {
				t.Fatalf("%q: %s/%d, want %s/%d (%+v)", tc.turn, v.Rule, v.Detail, tc.rule, tc.detail, v)
			}
			if !v.OK() {
				if v.ActionIndex != tc.at {
					t.Errorf("%q: fault at action %d, want %d", tc.turn, v.ActionIndex, tc.at)
				}
				return
			}
			got := ""
			for _, q := range rep.Sequences() {
				got += q.From.String() + "-" + q.To().String()
			}
			if got != tc.claims {
				t.Errorf("%q claims %q, want %q", tc.turn, got, tc.claims)
			}
		})
	}
}

// TestNamedClaimSharesWithSequence checks that a named sequence may share
// at most one space with the team's sequences from before.
func TestNamedClaimSharesWithSequence(t *testing.T) {
	g := game{hands: []string{"3H", "?"}, pos: "*8*/1G8/2G7/3G6/4G5/10/10/10/10/*8*",
		seqs: []engine.StartSequence{{Team: engine.Green, From: space(t, "A1"), To: space(t, "E5")}}}.new(t)
	_, v := g.Turn(0, acts(t, "3H@F6 =B2-F6"))
	if v.Rule != engine.WrongClaim || v.Detail != engine.ClaimShares || v.SequenceIndex() != 0 {
		t.Errorf("B2-F6 beside A1-E5: %s/%d sequence %d, want claim, shares with sequence 0", v.Rule, v.Detail, v.SequenceIndex())
	}
}
