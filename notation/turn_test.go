package notation_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
)

func TestParseTurn(t *testing.T) {
	tests := []struct {
		input string
		want  string // the actions, described for act and separated by |
	}{
		// Every action of docs/format.md section 5 in every form.
		{"7H@C4", "place 7H C4"},
		{"7H @ C4", "place 7H C4"},
		{"7H@ C4", "place 7H C4"},
		{"7H @C4", "place 7H C4"},
		{"7h@c4", "place 7H C4"},
		{"TH@J10", "place 10H J10"},
		{"10♥@a2", "place 10H A2"},
		{"JD@E5", "place JD E5"},
		{"ADD@E5", "place ADD E5"},
		{"7H", "short 7H"},
		{"th", "short 10H"},
		{"JSxC4", "take JS C4"},
		{"JS x C4", "take JS C4"},
		{"JSXC4", "take JS C4"},
		{"JS X C4", "take JS C4"},
		{"JSx C4", "take JS C4"},
		{"JS xC4", "take JS C4"},
		{"jsxc4", "take JS C4"},
		{"REMOVExJ10", "take REMOVE J10"},
		{"removexa2", "take REMOVE A2"},
		{"dead 4C", "dead 4C"},
		{"DEAD 4c", "dead 4C"},
		{"pass", "pass"},
		{"PASS", "pass"},
		{"Pass", "pass"},
		{"+QS", "draw QS"},
		{"+ QS", "draw QS"},
		{"+qs", "draw QS"},
		{"+?", "draw ?"},
		{"+ ?", "draw ?"},
		{"nodraw", "nodraw"},
		{"NoDraw", "nodraw"},
		{"NODRAW", "nodraw"},
		// Whole turns, with every separator.
		{"JD@E5 +4D", "place JD E5 | draw 4D"},
		{"dead 4C; 9S@B7", "dead 4C | place 9S B7"},
		{"dead 4C +9H; 9S@B7 +QS", "dead 4C | draw 9H | place 9S B7 | draw QS"},
		{"dead 4C, 9S@B7, +QS", "dead 4C | place 9S B7 | draw QS"},
		{"dead 4C;9S@B7;+QS", "dead 4C | place 9S B7 | draw QS"},
		{"JSxE5 nodraw", "take JS E5 | nodraw"},
		{"7H@D6+QS", "place 7H D6 | draw QS"},
		{"7H+QS", "short 7H | draw QS"},
		{"  7H\t@\tD6 ;; +? ", "place 7H D6 | draw ?"},
		{"7H\n+QS", "short 7H | draw QS"},
		{"7H@D6 +? ", "place 7H D6 | draw ?"},
		{"", ""},
		{" ;, ", ""},
		// The parser reads any list of actions and never judges legality.
		{"JS@E5", "place JS E5"},
		{"7HxE5", "take 7H E5"},
		{"JD", "short JD"},
		{"7H@A1", "place 7H A1"},
		{"pass pass", "pass | pass"},
		{"7H +QS 8H", "short 7H | draw QS | short 8H"},
		{"dead 4C dead 5C", "dead 4C | dead 5C"},
		{"dead JS", "dead JS"},
		{"+QS 7H@C4", "draw QS | place 7H C4"},
		{"nodraw nodraw +? +?", "nodraw | nodraw | draw ? | draw ?"},
		{"pass +QS", "pass | draw QS"},
		// Claims: the ends are kept in board order, the one nearer the top
		// (or the left) first; the engine judges whether they make a sequence.
		{"5H@E5 =B2-F6 +2H", "place 5H E5 | claim B2 F6 | draw 2H"},
		{"5H@E5 = f6-b2", "place 5H E5 | claim B2 F6"},
		{"5H =A5-E5 =E5-I5", "short 5H | claim A5 E5 | claim E5 I5"},
		{"=A1-J10", "claim A1 J10"},
	}
	for _, tc := range tests {
		turn, err := notation.ParseTurn(tc.input)
		if err != nil {
			t.Errorf("ParseTurn(%q): %v", tc.input, err)
			continue
		}
		want := acts(t, tc.want)
		if diff := cmp.Diff(want, turn.Actions); diff != "" {
			t.Errorf("ParseTurn(%q) actions (-want +got):\n%s", tc.input, diff)
		}
		if len(turn.Spans) != len(turn.Actions) {
			t.Errorf("ParseTurn(%q): %d spans for %d actions", tc.input, len(turn.Spans), len(turn.Actions))
		}
	}
}

// TestParseTurnSpans checks where each action stands: its first column and
// its length, in characters.
func TestParseTurnSpans(t *testing.T) {
	tests := []struct {
		input string
		want  []notation.Span
	}{
		{"7H@C4", []notation.Span{{Col: 1, Len: 5}}},
		{"7H @ C4 +QS", []notation.Span{{Col: 1, Len: 7}, {Col: 9, Len: 3}}},
		{"dead 4C; JS x C4 + ? nodraw", []notation.Span{{Col: 1, Len: 7}, {Col: 10, Len: 7}, {Col: 18, Len: 3}, {Col: 22, Len: 6}}},
		{"10♥@J10", []notation.Span{{Col: 1, Len: 7}}},
		{"♥♥ pass", nil}, // not a turn: see TestParseTurnErrors
		{"  pass", []notation.Span{{Col: 3, Len: 4}}},
		{"10♥\ufe0f xC4,+♠\ufe0fQ", nil},
	}
	for _, tc := range tests {
		turn, err := notation.ParseTurn(tc.input)
		if tc.want == nil {
			if err == nil {
				t.Errorf("ParseTurn(%q) = %v, want an error", tc.input, turn.Actions)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParseTurn(%q): %v", tc.input, err)
			continue
		}
		if diff := cmp.Diff(tc.want, turn.Spans); diff != "" {
			t.Errorf("ParseTurn(%q) spans (-want +got):\n%s", tc.input, diff)
		}
	}
}

func TestParseTurnErrors(t *testing.T) {
	tests := []errorCase{
		{"7H->D6", 1, "7H->D6", "an action"},
		{"5H@E5 =", 7, "=", "=FROM-TO"},
		{"5H@E5 =B2", 8, "B2", "=FROM-TO"},
		{"5H@E5 =B2-", 8, "B2-", "=FROM-TO"},
		{"5H@E5 =-F6", 8, "-F6", "=FROM-TO"},
		{"5H@E5 =B2-K6", 11, "K6", "a space such as C4"},
		{"5H@E5 =B2-F6-G7", 11, "F6-G7", "a space such as C4"},
		{"7H@D6 foo", 7, "foo", "an action"},
		{"hello", 1, "hello", "an action"},
		{"7H@", 3, "@", "CARD@SPACE"},
		{"7H @ ", 4, "@", "CARD@SPACE"},
		{"7H@@C4", 4, "@", "CARD@SPACE"},
		{"7H@+QS", 4, "+", "CARD@SPACE"},
		{"7H@K4", 4, "K4", "a space such as C4"},
		{"7H@C11", 4, "C11", "a space such as C4"},
		{"7H @ C0 +QS", 6, "C0", "a space such as C4"},
		{"ZZ@C4", 1, "ZZ", "a card such as"},
		{"pass 1H@C4", 6, "1H", "a card such as"},
		{"@C4", 1, "@", "CARD@SPACE"},
		{"pass @ C4", 6, "@", "CARD@SPACE"},
		{"7H@C4@D5", 6, "@", "CARD@SPACE"},
		{"JSx", 3, "x", "CARDxSPACE"},
		{"JS x ;", 4, "x", "CARDxSPACE"},
		{"JSx+QS", 4, "+", "CARDxSPACE"},
		{"JSxK4", 4, "K4", "a space such as C4"},
		{"xC4", 1, "x", "CARDxSPACE"},
		{"pass X C4", 6, "X", "CARDxSPACE"},
		{"JSxC4xD5", 6, "x", "CARDxSPACE"},
		{"ZZxC4", 1, "ZZ", "a card such as"},
		{"fox", 1, "fo", "a card such as"},
		{"dead", 1, "dead", "dead CARD"},
		{"7H@C4; dead", 8, "dead", "dead CARD"},
		{"dead +QS", 6, "+", "dead CARD"},
		{"dead @C4", 6, "@", "dead CARD"},
		{"dead x", 6, "x", "dead CARD"},
		{"dead 4Z", 6, "4Z", "dead CARD"},
		{"dead pass", 6, "pass", "dead CARD"},
		{"Dead ♣4", 6, "♣4", "dead CARD"},
		{"+", 1, "+", "+CARD or +?"},
		{"7H +", 4, "+", "+CARD or +?"},
		{"++QS", 2, "+", "+CARD or +?"},
		{"+@", 2, "@", "+CARD or +?"},
		{"+ZZ", 2, "ZZ", "+CARD or +?"},
		{"+??", 2, "??", "+CARD or +?"},
		{"?", 1, "?", "an action"},
		{"no draw", 1, "no", "an action"},
		{"passs", 1, "passs", "an action"},
		{"10♥@C4 ♥♥", 8, "♥♥", "an action"},
		{"10♥\ufe0f\ufe0f", 1, "10♥\ufe0f\ufe0f", "an action"},
		{"\xff", 1, "\ufffd", "an action"},
	}
	for _, tc := range tests {
		_, err := notation.ParseTurn(tc.input)
		checkSyntaxError(t, tc, err)
	}
}

func TestFormatTurn(t *testing.T) {
	tests := []struct {
		actions string
		want    string
	}{
		{"place 7H D6", "7H@D6"},
		{"place JD E5 | draw 4D", "JD@E5 +4D"},
		{"dead 4C | place 9S B7", "dead 4C; 9S@B7"},
		{"dead 4C | draw 9H | place 9S B7 | draw QS", "dead 4C +9H; 9S@B7 +QS"},
		{"take JS E5 | nodraw", "JSxE5 nodraw"},
		{"take REMOVE J10 | draw ?", "REMOVExJ10 +?"},
		{"place ADD A2", "ADD@A2"},
		{"short 10H | draw ?", "10H +?"},
		{"pass", "pass"},
		{"dead 4C | pass", "dead 4C; pass"},
		{"dead 4C | draw ? | pass", "dead 4C +?; pass"},
		{"pass | pass", "pass pass"},
		{"", ""},
	}
	for _, tc := range tests {
		actions := acts(t, tc.actions)
		if got := notation.FormatTurn(actions); got != tc.want {
			t.Errorf("FormatTurn(%s) = %q, want %q", tc.actions, got, tc.want)
		}
	}
}

// TestFormatActionEveryAction writes and reads back every action kind with
// every card and every space it can hold.
func TestFormatActionEveryAction(t *testing.T) {
	var all []engine.Action
	none := engine.NoSpace
	all = append(all, engine.Action{Kind: engine.Pass, Space: none}, engine.Action{Kind: engine.NoDraw, Space: none},
		engine.Action{Kind: engine.Draw, Space: none})
	for _, c := range engine.AllCards() {
		all = append(all,
			engine.Action{Kind: engine.TurnInDead, Card: c, Space: none},
			engine.Action{Kind: engine.PlaceShort, Card: c, Space: none},
			engine.Action{Kind: engine.Draw, Card: c, Space: none})
		for s := engine.Space(0); s < engine.NumSpaces; s++ {
			all = append(all, engine.Action{Kind: engine.Place, Card: c, Space: s}, engine.Action{Kind: engine.Take, Card: c, Space: s})
		}
	}
	seen := map[string]bool{}
	for _, a := range all {
		text := notation.FormatAction(a)
		if seen[text] {
			t.Errorf("two actions are written %q", text)
		}
		seen[text] = true
		turn, err := notation.ParseTurn(text)
		if err != nil {
			t.Errorf("ParseTurn(FormatAction(%+v)) = %v", a, err)
			continue
		}
		if len(turn.Actions) != 1 || turn.Actions[0] != a {
			t.Errorf("ParseTurn(%q) = %+v, want [%+v]", text, turn.Actions, a)
			continue
		}
		if want := (notation.Span{Col: 1, Len: len([]rune(text))}); turn.Spans[0] != want {
			t.Errorf("ParseTurn(%q) span %+v, want %+v", text, turn.Spans[0], want)
		}
		if again := notation.FormatTurn(turn.Actions); again != text {
			t.Errorf("FormatTurn(ParseTurn(%q)) = %q", text, again)
		}
	}
	if want := 3 + 54*3 + 54*100*2; len(seen) != want {
		t.Errorf("%d actions written, want %d", len(seen), want)
	}
}
