package ruling_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/rulebook"
)

// TestTheDecidingRuleLeads: a legal entry rests on the most specific rule
// among its facts, not on the placing rule every play rests on, and names
// the decisions it rests on where the rule documents are silent.
func TestTheDecidingRuleLeads(t *testing.T) {
	for _, c := range []struct {
		name, ruleset, record string
		play, deciding        rulebook.ID
		decisions             []string
	}{
		{"a plain play", "standard", `
turns:
  - Ann: 7H@D6
`, rulebook.PlayNormal, rulebook.PlayNormal, nil},
		{"a second sequence sharing one space", "standard", `
start: {position: "*8*/10/10/10/10/1GGGGGggg1/10/10/10/*8*", sequences: [{team: green, from: B6, to: F6}], to_move: Ann}
turns:
  - Ann: 2D@J6
`, rulebook.PlayNormal, rulebook.SecondSequence, nil},
		{"a sixth chip in a row", "standard", `
start: {position: "*8*/10/10/10/10/1GGGGG4/10/10/10/*8*", sequences: [{team: green, from: B6, to: F6}], to_move: Ann}
turns:
  - Ann: KH@G6
`, rulebook.PlayNormal, rulebook.SecondSequence, nil},
		{"six at once: the fixed order claims", "standard", `
start: {position: "*8*/10/10/10/10/1gggg1g3/10/10/10/*8*", to_move: Ann}
turns:
  - Ann: 3H@F6
`, rulebook.PlayNormal, rulebook.SecondSequence, []string{rulebook.GreedyClaim}},
		{"the sixth chip taken", "standard", `
start: {position: "*8*/10/10/10/10/1gggg1g3/10/10/10/*8*", to_move: Ann}
turns:
  - Ann: 3H@F6
  - Bob: JSxG6
`, rulebook.PlayRemove, rulebook.SequenceRule, []string{rulebook.GreedyClaim}},
		{"a named five", "standard", `
start: {position: "*8*/10/10/10/10/1gggg1g3/10/10/10/*8*", to_move: Ann}
turns:
  - Ann: 3H@F6 =C6-G6
`, rulebook.PlayNormal, rulebook.IDOf(engine.WrongClaim), []string{rulebook.NamedClaims}},
		{"the win", "bible", `
start: {position: "*ggg5*/10/10/10/10/10/10/10/10/*8*", to_move: Ann}
turns:
  - Ann: 5S@E1
`, rulebook.PlayNormal, rulebook.WinRule, nil},
		{"a corner, one of two", "standard", `
start: {position: "*ggg5*/10/10/10/10/10/10/10/10/*8*", to_move: Ann}
turns:
  - Ann: 5S@E1
`, rulebook.PlayNormal, rulebook.FreeCorner, nil},
		{"a winning sequence through a corner the other team uses", "standard", `
start:
  position: "*BBBB4*/1g8/2g7/3g6/10/10/10/10/10/*GGGGG3*"
  sequences: [{team: blue, from: A1, to: E1}, {team: green, from: B10, to: F10}]
  to_move: Ann
turns:
  - Ann: 5H@E5
`, rulebook.PlayNormal, rulebook.FreeCorner, nil},
		{"no draw after a jack", "standard", `
start: {position: "*8*/10/10/10/10/3b6/10/10/10/*8*", to_move: Ann}
turns:
  - Ann: JSxD6 nodraw
`, rulebook.PlayRemove, rulebook.DrawCard, []string{rulebook.MissedDrawTime}},
		{"a missed draw", "standard", `
turns:
  - Ann: 7H@D6 nodraw
`, rulebook.PlayNormal, rulebook.MissedDraw, []string{rulebook.MissedDrawTime}},
		{"the jack of hearts", "standard", `
start: {position: "*8*/10/10/10/10/3b6/10/10/10/*8*", to_move: Ann}
turns:
  - Ann: JHxD6
`, rulebook.PlayRemove, rulebook.PlayRemove, []string{rulebook.JackEyes}},
		{"a red jack", "red-jacks", `
start: {position: "*8*/10/10/10/10/3b6/10/10/10/*8*", to_move: Ann}
turns:
  - Ann: JH@E5
`, rulebook.PlayWild, rulebook.PlayWild, nil},
		{"a pass under bible", "bible", `
hands: {Ann: [4C]}
start: {position: "*8*/2b7/10/4g5/10/10/10/10/10/*8*", to_move: Ann}
turns:
  - Ann: pass
`, rulebook.PassTurn, rulebook.PassTurn, []string{rulebook.PassEverywhere}},
	} {
		t.Run(c.name, func(t *testing.T) {
			rec := load(t, c.ruleset, c.record)
			r := ruleOn(t, rec, len(rec.Turns))
			if !r.Legal || r.Play != c.play || r.Rule != c.deciding {
				t.Fatalf("ruled legal %v, play [%s], deciding [%s]; want legal, [%s], [%s]\n%+v", r.Legal, r.Play, r.Rule, c.play, c.deciding, r.Reasons)
			}
			if !slices.Equal(r.Decisions, c.decisions) {
				t.Errorf("decisions %v, want %v", r.Decisions, c.decisions)
			}
			if slices.Contains(r.Cited(), r.Rule) {
				t.Errorf("the deciding rule %s is also among the cited %v", r.Rule, r.Cited())
			}
		})
	}
}

// TestIllegalRulingsSayWhatForbidsItAndWhatNow: an illegal ruling names the
// shape a rule document forbids in so many words, the decisions it rests
// on, and what the table does now.
func TestIllegalRulingsSayWhatForbidsItAndWhatNow(t *testing.T) {
	for _, c := range []struct {
		name, record string
		rule         rulebook.ID
		shape        rulebook.Shape
		decisions    []string
		next         string
	}{
		{"remove, then place there", `
hands: {Ann: [JS, 7H]}
start: {position: "*8*/10/10/10/10/3b6/10/10/10/*8*", to_move: Ann}
turns:
  - Ann: JSxD6 7H@D6
`, "turn-shape", rulebook.RemoveThenPlace, nil,
			"7H@D6 is taken back: the chip comes off and Ann keeps 7H. JSxD6 stands: Ann draws for the play, and Bob plays next."},
		{"two draws after a missed one", `
turns:
  - Ann: 7H@D6 nodraw
  - Bob: 2S@B1 +?
  - Ann: 9S@B7 +? +?
`, "turn-shape", rulebook.DrawAfterMissed, nil,
			"+? (an extra draw) is taken back: the card goes back on top of the draw pile. The card Ann missed earlier stays lost: Ann plays on with fewer cards. 9S@B7 +? stands, and Bob plays next."},
		{"a wrong space, with the draw for it", `
turns:
  - Ann: 7H@C4 +QS
`, "wrong-space", "", nil, "+QS (the draw for the play) is taken back"},
		{"two draws", `
turns:
  - Ann: 9S@B7 +? +?
`, "turn-shape", rulebook.SecondDraw, nil, "9S@B7 +? stands, and Bob plays next."},
		{"a dead card and no play", `
start: {position: "*8*/2b7/10/4g5/10/10/10/10/10/*8*", to_move: Ann}
turns:
  - Ann: dead 4C +9S
`, "turn-shape", rulebook.DeadWithoutPlay, nil, "dead 4C +9S stands"},
		{"a second dead card", `
start: {position: "*8*/2b7/10/4g3b1/10/10/3b6/10/10/*8*", to_move: Ann}
turns:
  - Ann: dead 4C +8H; dead 8H; 2S@B1
`, "dead-twice", rulebook.SecondDead, nil,
			"dead 8H is taken back: Ann keeps 8H (it is not turned in); 2S@B1 is taken back: the chip comes off and Ann keeps 2S. dead 4C +8H stands, and Ann finishes the turn"},
		{"a play after the win", `
start: {position: "*ggg5*/10/10/10/10/1GGGGG4/10/10/10/*8*", sequences: [{team: green, from: B6, to: F6}], to_move: Ann}
turns:
  - Ann: 5S@E1
  - Bob: 9S@B7
`, "game-over", rulebook.AfterWin, nil, "Entry 2 does not count, nor does anything after it: the game stands as it ended, won by green."},
		{"out of turn", `
turns:
  - Bob: 2S@B1
`, "out-of-turn", "", nil, "Bob's entry is taken back whole"},
		{"a locked chip only one claim locks", `
start: {position: "*8*/10/10/10/10/1gggg1g3/10/10/10/*8*", to_move: Ann}
turns:
  - Ann: 3H@F6
  - Bob: JCxB6
`, "wrong-card", "", []string{rulebook.JackEyes}, "JCxB6 is taken back: the chip goes back on B6 and Bob keeps JC."},
		{"a locked end chip", `
start: {position: "*8*/10/10/10/10/1gggg1g3/10/10/10/*8*", to_move: Ann}
turns:
  - Ann: 3H@F6
  - Bob: JSxB6
`, "remove-locked", "", []string{rulebook.GreedyClaim}, "Bob plays the turn again"},
	} {
		t.Run(c.name, func(t *testing.T) {
			rec := load(t, "standard", c.record)
			r := ruleOn(t, rec, len(rec.Turns))
			if r.Legal || r.Rule != c.rule || r.Shape != c.shape {
				t.Fatalf("ruled legal %v [%s] shape %q (%s); want illegal [%s] shape %q", r.Legal, r.Rule, r.Shape, r.Message, c.rule, c.shape)
			}
			if !slices.Equal(r.Decisions, c.decisions) {
				t.Errorf("decisions %v, want %v", r.Decisions, c.decisions)
			}
			if got := r.Next(); !strings.Contains(got, c.next) {
				t.Errorf("next step %q, want it to say %q", got, c.next)
			}
		})
	}
}

// TestSetupInPlayersWords: a broken setup is said as players see it, with
// the rule they broke and how to put it right; the verdict keeps its words.
func TestSetupInPlayersWords(t *testing.T) {
	for _, c := range []struct {
		name, players string
		rule          rulebook.ID
		message, next string
	}{
		{"partners side by side", "Ann green, Cat green, Bob blue, Dan blue", "setup-seating",
			"Ann and Cat (both green) sit next to each other; teammates must alternate with opponents around the table, every 2nd seat the same team, for example Ann, Bob, Cat, Dan",
			"The players change seats before the first turn: Ann, Bob, Cat, Dan."},
		{"three teams out of order", "Ann green, Bob blue, Cat red, Dan green, Eve red, Fay blue", "setup-seating",
			"sits 3 seats after", "Ann, Bob, Cat, Dan, Fay, Eve."},
		{"unequal teams", "Ann green, Bob blue, Cat red, Dan green", "setup-teams",
			"with 4 players no one plays alone: green has 2 players (Ann and Dan), blue 1 (Bob), red 1 (Cat)",
			"up to three play alone, more in two or three teams of equal size"},
		{"unequal teams, none alone", "Ann green, Bob blue, Cat green, Dan blue, Eve green, Fay green", "setup-teams",
			"the teams are unequal: green has 4 players (Ann, Cat, Eve and Fay), blue 2 (Bob and Dan); more than three players play in two or three teams of equal size",
			"up to three play alone, more in two or three teams of equal size"},
		{"five players", "Ann green, Bob blue, Cat red, Dan green, Eve blue", "setup-players",
			"5 players cannot play the standard game", "play with 2, 3, 4, 6, 8, 9, 10 or 12 players"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var b strings.Builder
			b.WriteString("sequence: 1\nruleset: standard\nplayers:\n")
			for _, p := range strings.Split(c.players, ", ") {
				f := strings.Fields(p)
				b.WriteString("  - {name: " + f[0] + ", team: " + f[1] + "}\n")
			}
			b.WriteString("turns: []\n")
			rec, err := record.Load([]byte(b.String()), record.LoadOptions{})
			if err != nil {
				t.Fatal(err)
			}
			r := ruleOn(t, rec, 0)
			if r.Legal || r.Rule != c.rule {
				t.Fatalf("ruled legal %v [%s], want illegal [%s]", r.Legal, r.Rule, c.rule)
			}
			if !strings.Contains(r.Message, c.message) {
				t.Errorf("message %q, want it to say %q", r.Message, c.message)
			}
			if !strings.Contains(r.Next(), c.next) {
				t.Errorf("next step %q, want it to say %q", r.Next(), c.next)
			}
		})
	}
}

// TestSilentDocumentsNameTheDecision: under bible, whose document says
// nothing of passing, a refused pass rests on decision D18, and the rule is
// quoted from no other ruleset's document.
func TestSilentDocumentsNameTheDecision(t *testing.T) {
	rec := load(t, "bible", `
hands: {Ann: [ADD, 4C]}
start: {position: "*8*/10/10/10/10/10/10/10/10/*8*", to_move: Ann}
turns:
  - Ann: pass
`)
	r := ruleOn(t, rec, 1)
	if r.Legal || r.Rule != rulebook.IDOf(engine.PassPlayable) {
		t.Fatalf("ruled legal %v [%s], want illegal [pass-playable]", r.Legal, r.Rule)
	}
	if !slices.Equal(r.Decisions, []string{rulebook.PassEverywhere}) {
		t.Errorf("decisions %v, want [%s]", r.Decisions, rulebook.PassEverywhere)
	}
	if got := r.Statement().SourcesFor(r.Rules); len(got) != 0 {
		t.Errorf("a bible ruling quotes %v", got)
	}
}
