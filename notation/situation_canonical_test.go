package notation_test

import (
	"reflect"
	"slices"
	"testing"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/play"
	"github.com/seqref/seqref/situation"
)

// TestCanonicalSituation: every situation of whole games, as the
// referee writes it before each turn (chips locked in sequences, hands
// with jacks, every ruleset, two to four players), is read by the fast
// path, to what the general parser reads.
func TestCanonicalSituation(t *testing.T) {
	seen, sequences := 0, 0
	for _, tc := range []struct {
		rules   *engine.Ruleset
		players int
	}{{engine.StandardRules, 2}, {engine.RedJacksRules, 3}, {engine.BibleRules, 4}} {
		for seed := uint64(1); seed <= 6; seed++ {
			table, err := play.NewTable(play.Config{Rules: tc.rules, Players: tc.players, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			chooser := play.NewPolicyChooser(play.Greedy, seed)
			for g := table.Game(); !table.Over(); {
				p := g.ToMove()
				hand := slices.Sorted(slices.Values(table.Hand(p)))
				s := situation.Of(g)
				s.Hand = notation.SituationHand{Cards: hand}
				s.Pile = table.PileSize()
				text := notation.FormatSituation(s)
				sameAsGeneral(t, text, true)
				seen++
				if len(g.Sequences()) > 0 {
					sequences++
				}
				table.Turn(p, []engine.Action{chooser.Play(g, p, hand)})
				if v := table.Illegal(); !v.OK() {
					t.Fatalf("greedy played against %s", v.Rule)
				}
			}
		}
	}
	if seen < 500 || sequences < 20 {
		t.Fatalf("only %d situations, %d with a sequence", seen, sequences)
	}
}

// TestCanonicalSituationOtherSpellings: a situation the referee would not write
// (other spacing or case, cards not known, a bad field) is left to
// the general parser, and read as that reads it, error and all.
func TestCanonicalSituationOtherSpellings(t *testing.T) {
	for _, text := range []string{
		"*8*/10/10/10/10/10/10/10/10/*8* - standard gb 1 2S,5H,AD,KC,6C,9D,4H",
		"*8*/10/10/10/10/10/10/10/10/*8* - standard gb 1 2S,5H,AD,KC,6C,9D,4H 80",
		"*8*/10/10/10/10/10/10/10/10/*8* - standard gb 1 -",
		"*g7*/bb4g3/5b4/5g4/4b4g/6bg1g/7g1g/b3bggg1g/3b2gbbb/*3g4* - standard gb 2 4S,10S,10H,AD,5D,6D,5C 65",
		"*GGGGG3*/10/10/10/10/10/10/10/10/*8* g=B1-F1 standard gb 2 4S 65",
		"*GGGGG3*/10/10/10/10/10/10/10/10/*8* g=F1-B1 standard gb 2 4S 65",
		"*8*/10/10/10/10/10/10/10/10/*8*  - standard gb 1 2S",
		"*8*/10/10/10/10/10/10/10/10/*8* - Standard GB 1 2s,5h",
		"*8*/10/10/10/10/10/10/10/10/*8* - standard gb 1 7H,?3",
		"*8*/10/10/10/10/10/10/10/10/*8* - standard gb 1 ?",
		"*8*/10/10/10/10/10/10/10/10/*8* - standard gb 1 2S 105",
		"*8*/10/10/10/10/10/10/10/10/*8* - standard gb 0 2S",
		"*8*/10/10/10/10/10/10/10/10/*8* - standard gb 01 2S",
		"*8*/10/10/10/10/10/10/10/10/*8* - standard gx 1 2S",
		"*8*/10/10/10/10/10/10/10/10/*8* - chess gb 1 2S",
		"*8*/10/10/10/10/10/10/10/10/*8* - standard gb 1 2S 80 more",
		"*8*/10/10/10/10/10/10/10/10/*8* - standard gb 1",
		"*8*/10/10/10/10/10/10/10/10/*8*\t- standard gb 1 2S",
		"*8*/10/10/10/10/10/10/10/10/*8* - standard gb 1 2S,♥5",
		"*8*/55/10/10/10/10/10/10/10/*8* - standard gb 1 2S",
		"*8*/0/10/10/10/10/10/10/10/*8* - standard gb 1 2S",
		"*8*/100/10/10/10/10/10/10/10/*8* - standard gb 1 2S",
		"*9/10/10/10/10/10/10/10/10/*8* - standard gb 1 2S",
		"*8*/10/10/10/10/10/10/10/10/*8*/10 - standard gb 1 2S",
		"*8*/10/10/10/10/10/10/10/*8* - standard gb 1 2S",
		"*8*/*9/10/10/10/10/10/10/10/*8* - standard gb 1 2S",
		"g8*/10/10/10/10/10/10/10/10/*8* - standard gb 1 2S",
		"*8*/10/10/10/10/10/10/10/10/*8* g=B1 standard gb 1 2S",
		"*8*/10/10/10/10/10/10/10/10/*8* x=B1-F1 standard gb 1 2S",
		"*8*/10/10/10/10/10/10/10/10/*8* g=B1-Z1 standard gb 1 2S",
		"*8*/10/10/10/10/10/10/10/10/*8* - standard gbgbgbgbgbgbg 1 2S",
		"",
	} {
		sameAsGeneral(t, text, false)
	}
}

// FuzzCanonicalSituation: whatever the fast path reads, the general parser
// reads the same.
func FuzzCanonicalSituation(f *testing.F) {
	f.Add("*g7*/bb4g3/5b4/5g4/4b4g/6bg1g/7g1g/b3bggg1g/3b2gbbb/*3g4* - standard gb 2 4S,10S,10H,AD,5D,6D,5C 65")
	f.Add("*GGGGG3*/10/10/10/10/10/10/10/10/*8* g=B1-F1,b=A2-A6 red-jacks gbr 3 -")
	f.Fuzz(func(t *testing.T, text string) {
		sameAsGeneral(t, text, false)
	})
}

// sameAsGeneral checks that ParseSituation reads text as the general
// parser does, and, when fast, that it takes the fast path.
func sameAsGeneral(t *testing.T, text string, fast bool) {
	t.Helper()
	want, wantErr := notation.ParseSituationGeneral(text)
	got, err := notation.ParseSituation(text)
	if !reflect.DeepEqual(got, want) || !reflect.DeepEqual(err, wantErr) {
		t.Fatalf("%q: read %+v, %v; the general parser reads %+v, %v", text, got, err, want, wantErr)
	}
	if s, ok := notation.ParseCanonicalSituation(text); ok && (wantErr != nil || !reflect.DeepEqual(s, want)) {
		t.Fatalf("%q: the fast path read %+v; the general parser reads %+v, %v", text, s, want, wantErr)
	} else if fast && !ok {
		t.Fatalf("%q: not read by the fast path", text)
	}
}
