package rulebook_test

import (
	"testing"

	"github.com/seqref/seqref/rulebook"
)

// TestWholeSentences: a quote widens to the whole sentences of its
// document it stands in, and no further.
func TestWholeSentences(t *testing.T) {
	for _, c := range []struct {
		file, quote, want string
	}{
		{rulebook.SeedSequence, "any one of the spaces from the first Sequence may be used as part of the",
			"If two Sequences are required to win, any one of the spaces from the first Sequence may be used as part of the second Sequence."},
		{rulebook.SeedSequence, "take a replacement card (one card per turn)",
			"Place the dead card on the discard pile, announce that it is being turned in as a dead card and take a replacement card (one card per turn)."},
		{rulebook.SeedSequence, "4 players 6 cards each", "4 players 6 cards each"},
		{rulebook.SeedSequenceAlt, "2, 3, 4, 6, 8, 9, 10, or 12 players can play", "2, 3, 4, 6, 8, 9, 10, or 12 players can play"},
		{rulebook.SeedBible, "For 4-6 players: 4 cards each.", "For 4-6 players: 4 cards each."},
		{rulebook.SeedBible, "For 2-3 players: 5 cards each", "For 2-3 players: 5 cards each"},
		{rulebook.SeedRedJacks, "You may reveal it on your turn, discard it, draw a new card, and then take your normal turn.",
			"You may reveal it on your turn, discard it, draw a new card, and then take your normal turn."},
		{rulebook.SeedRedJacks, "If you forget to draw before the next player places their chip",
			"If you forget to draw before the next player places their chip, you lose the right to draw and must finish the game with fewer cards."},
	} {
		s := rulebook.Source{File: c.file, Quote: c.quote}
		if got := s.Whole(); got != c.want {
			t.Errorf("%q widens to\n%q, want\n%q", c.quote, got, c.want)
		}
		if !rulebook.EndsASentence(c.want) {
			t.Errorf("%q does not end a sentence of the documents", c.want)
		}
	}
	if rulebook.EndsASentence("any one of the spaces from the first Sequence may be used as part of the") {
		t.Error("a quote cut in the middle of its sentence ends one")
	}
}

// TestHeadingsThatGovern: in the document without a title, a heading
// stands over its own line or the one paragraph after it; a sentence of
// an untitled paragraph after that is named by the document alone.
func TestHeadingsThatGovern(t *testing.T) {
	for _, c := range []struct {
		section, quote, want string
	}{
		{"NUMBER OF PLAYERS", "2, 3, 4, 6, 8, 9, 10, or 12 players can play", "NUMBER OF PLAYERS"},
		{"Corner Chips", "There are 4 corner chips on the board.", "Corner Chips"},
		{"Corner Chips", "For 3 players or 3 teams, this only requires one sequence.", ""},
		{"Corner Chips", "The one-eyed jacks can be played to remove one of another team’s chip from the board.", ""},
		{"TYPE OF GAME", "Then draw a new card from the draw pile to your hand.", ""},
	} {
		s := rulebook.Source{File: rulebook.SeedSequenceAlt, Section: c.section, Quote: c.quote}
		if got := s.Heading(); got != c.want {
			t.Errorf("%q stands under %q: heading %q, want %q", c.quote, c.section, got, c.want)
		}
	}
	s := rulebook.Source{File: rulebook.SeedSequence, Section: "TABLE TALK, RESHUFFLE", Quote: "When the draw deck becomes depleted during play"}
	if got := s.Heading(); got != s.Section {
		t.Errorf("a titled document's heading governs its whole section: %q", got)
	}
}
