package moves_test

import (
	"testing"

	"github.com/seqref/seqref/moves"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/situation"
)

// Counts worked out by hand, as perft tables are for chess: the cheapest
// way to see a move generator go wrong.
func TestCounts(t *testing.T) {
	empty := notation.EmptyPosition + " - "
	club := "*8*/1gb3b3/2g3b3/3gg1b3/4b5/b4g4/10/3b6/1GGGGG4/*8* g=B9-F9 "
	for _, tc := range []struct {
		situation  string
		plays      int
		dead       int
		pass, over bool
	}{
		// Seven normal cards, each on its two open spaces.
		{empty + "standard gb 1 2S,3S,4S,5S,6S,7S,8S", 14, 0, false, false},
		// Two copies of a card are one card to play.
		{empty + "standard gb 1 7H,7H", 2, 0, false, false},
		// A wild card on every space but the four corners.
		{empty + "standard gb 1 JD", 96, 0, false, false},
		{empty + "red-jacks gb 1 JH", 96, 0, false, false},
		{empty + "bible gb 1 ADD", 96, 0, false, false},
		// A remove card with no chip to take: no play, and a pass is legal.
		{empty + "standard gb 1 JH", 0, 0, true, false},
		{empty + "red-jacks gb 1 JS", 0, 0, true, false},
		{empty + "bible gb 1 REMOVE", 0, 0, true, false},
		// A hand not known: every card of the deck, 96 for each of the two
		// wild jacks and 2 for each of the 48 normal cards.
		{empty + "standard gb 2 ?", 288, 0, true, false},
		// club-night.yaml before its first entry: JS takes any of the seven
		// unlocked blue chips (C2 G2 G3 G4 E5 A6 D8); 2S on B1 or G9, KS on
		// B4 or J4, 5H only on I7 (E5 is covered), 9D on H5 or F10, QC only
		// on A7 (D8 is covered); 4C is dead (C2 and E4 covered).
		{club + "standard gb 1 4C,JS,5H,9D,QC,2S,KS", 15, 1, false, false},
		// Only dead cards: none to play, and a pass is legal.
		{club + "standard gb 1 4C", 0, 1, true, false},
		// A won game: nothing may be played.
		{"*8*/10/10/10/10/1GGGGG4/1GGGGG4/10/10/*8* g=B6-F6,g=B7-F7 standard gb 2 7H", 0, 0, false, true},
	} {
		s, err := notation.ParseSituation(tc.situation)
		if err != nil {
			t.Fatal(err)
		}
		g, err := situation.NewGame(s)
		if err != nil {
			t.Fatalf("%s: %v", tc.situation, err)
		}
		l := moves.List(g)
		if len(l.Plays) != tc.plays || len(l.Dead) != tc.dead || l.Pass != tc.pass || l.Over != tc.over {
			t.Errorf("%s: %d plays, %d dead, pass %v, over %v; want %d, %d, %v, %v",
				tc.situation, len(l.Plays), len(l.Dead), l.Pass, l.Over, tc.plays, tc.dead, tc.pass, tc.over)
		}
	}
}
