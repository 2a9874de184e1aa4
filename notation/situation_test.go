package notation_test

import (
	"reflect"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
)

// A situation in canonical form: a green sequence B9-F9, blue to move
// (seat 2 of four) with six known cards, 80 cards in the pile.
const canonicalSituation = "*8*/2b7/10/4b5/10/10/10/10/1GGGGG4/*8* g=B9-F9 standard gbgb 2 2S,5H,AD,KC,6C,9D 80"

func TestParseSituationFields(t *testing.T) {
	s, err := notation.ParseSituation(canonicalSituation)
	if err != nil {
		t.Fatal(err)
	}
	board, err := notation.ParsePosition("*8*/2b7/10/4b5/10/10/10/10/1GGGGG4/*8*")
	if err != nil {
		t.Fatal(err)
	}
	want := notation.Situation{
		Board:     board,
		Sequences: []engine.StartSequence{{Team: engine.Green, From: spaceNamed(t, "B9"), To: spaceNamed(t, "F9")}},
		Rules:     engine.StandardRules,
		Seating:   []engine.Team{engine.Green, engine.Blue, engine.Green, engine.Blue},
		ToMove:    1,
		// Cards are kept in Card order: spades, hearts, diamonds, clubs,
		// ace first within a suit.
		Hand: notation.SituationHand{Cards: []engine.Card{
			cardNamed(t, "2S"), cardNamed(t, "5H"), cardNamed(t, "AD"), cardNamed(t, "9D"), cardNamed(t, "6C"), cardNamed(t, "KC"),
		}},
		Pile: 80,
	}
	if !reflect.DeepEqual(s, want) {
		t.Fatalf("ParseSituation(%q) =\n%+v, want\n%+v", canonicalSituation, s, want)
	}
	if !s.Hand.Known() {
		t.Fatal("a hand of six known cards is not Known")
	}
}

func TestSituationCanonical(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{canonicalSituation, "*8*/2b7/10/4b5/10/10/10/10/1GGGGG4/*8* g=B9-F9 standard gbgb 2 2S,5H,AD,9D,6C,KC 80"},
		// Liberal: any white space, any case but in the position, ends in
		// either order, cards in any form and order, "?" items merged.
		{"  " + notation.EmptyPosition + "\t-  STANDARD GB 1 th,a♠,?2,?1 \n", notation.EmptyPosition + " - standard gb 1 AS,10H,?3"},
		{notation.EmptyPosition + " - Red-Jacks gbr 3 ?", notation.EmptyPosition + " - red-jacks gbr 3 ?"},
		{notation.EmptyPosition + " - bible bg 2 7H,?4,? 0", notation.EmptyPosition + " - bible bg 2 7H,? 0"},
		{notation.EmptyPosition + " - bible bg 2 - 104", notation.EmptyPosition + " - bible bg 2 - 104"},
		{notation.EmptyPosition + " - standard gb 1 ?0", notation.EmptyPosition + " - standard gb 1 -"},
		{notation.EmptyPosition + " - standard gb 1 add,REMOVE", notation.EmptyPosition + " - standard gb 1 ADD,REMOVE"},
		{"*8*/10/10/10/10/10/10/10/1GGGGGG3/*8* G=g9-C9,b=A2-E6 standard gb 1 -",
			"*8*/10/10/10/10/10/10/10/1GGGGGG3/*8* g=C9-G9,b=A2-E6 standard gb 1 -"},
		// The notation does not judge: a sequence not on the board, a seat
		// with no player, a red team in a two-player seating all read.
		{notation.EmptyPosition + " r=A1-J10 standard gb 12 JH,JH,JH", notation.EmptyPosition + " r=A1-J10 standard gb 12 JH,JH,JH"},
	} {
		s, err := notation.ParseSituation(tc.in)
		if err != nil {
			t.Errorf("ParseSituation(%q): %v", tc.in, err)
			continue
		}
		if got := notation.FormatSituation(s); got != tc.want {
			t.Errorf("ParseSituation(%q) formats as\n%q, want\n%q", tc.in, got, tc.want)
		}
		checkSituation(t, tc.in, s)
	}
}

func TestParseSituationErrors(t *testing.T) {
	e := notation.EmptyPosition
	n := len(e) // the position is ASCII: its length is its width
	for _, tc := range []errorCase{
		{"", 1, "", "POSITION SEQUENCES"},
		{e + " - standard gb 1", n + 17, "", "POSITION SEQUENCES"},
		{e + " - standard gb 1 - 4 extra", n + 22, "extra", "POSITION"},
		{"*8*/9/10/10/10/10/10/10/10/*8* - standard gb 1 -", 5, "9", "a row of"},
		{e + " g - standard gb 1 -", n + 2, "g", "TEAM=FROM-TO"},
		{e + " x=A1-A5 standard gb 1 -", n + 2, "x", "TEAM=FROM-TO"},
		{e + " g=A1 standard gb 1 -", n + 4, "A1", "TEAM=FROM-TO"},
		{e + " g=A1-A5,b=K1-K5 standard gb 1 -", n + 12, "K1", "a space"},
		{e + " g=A1-A5, standard gb 1 -", n + 10, "", "TEAM=FROM-TO"},
		{e + " - chess gb 1 -", n + 4, "chess", "standard, red-jacks or bible"},
		{e + " - standard gxb 1 -", n + 14, "x", "team letter"},
		{e + " - standard gbgbgbgbgbgbg 1 -", n + 13, "gbgbgbgbgbgbg", "team letter"},
		{e + " - standard gb 0 -", n + 16, "0", "seat"},
		{e + " - standard gb 13 -", n + 16, "13", "seat"},
		{e + " - standard gb 01 -", n + 16, "01", "seat"},
		{e + " - standard gb 1 7H,ZZ", n + 21, "ZZ", "the cards known"},
		{e + " - standard gb 1 7H,,8H", n + 21, "", "the cards known"},
		{e + " - standard gb 1 ?x", n + 18, "?x", "the cards known"},
		{e + " - standard gb 1 ?100,?5", n + 23, "?5", "the cards known"},
		{e + " - standard gb 1 - 105", n + 20, "105", "draw pile"},
		{e + " - standard gb 1 - -1", n + 20, "-1", "draw pile"},
		{e + " - standard gb 1 - +5", n + 20, "+5", "draw pile"},
	} {
		_, err := notation.ParseSituation(tc.input)
		checkSyntaxError(t, tc, err)
		if err != nil {
			checkError(t, "ParseSituation", tc.input, err)
		}
	}
}

// checkSituation checks a situation read from text: its canonical form
// reads back as the same situation and is a fixed point.
func checkSituation(t testing.TB, text string, s notation.Situation) {
	t.Helper()
	canonical := notation.FormatSituation(s)
	again, err := notation.ParseSituation(canonical)
	if err != nil {
		t.Fatalf("ParseSituation(%q): its canonical form %q does not read: %v", text, canonical, err)
	}
	if !reflect.DeepEqual(again, s) {
		t.Fatalf("ParseSituation(%q) = %+v; its canonical form %q reads as %+v", text, s, canonical, again)
	}
	if s.String() != canonical {
		t.Fatalf("Situation.String() = %q, FormatSituation = %q", s.String(), canonical)
	}
}
