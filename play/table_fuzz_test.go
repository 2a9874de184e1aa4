package play

import (
	"bytes"
	"testing"

	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/rulebook"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/ruling"
)

// FuzzTableTurn plays any answers a bot could give, one a turn, on a
// seeded deal: never a panic, the dealer and the engine always hold the
// same cards after a legal turn, and an illegal turn ends the game with a
// record that seqref validate finds illegal at that entry, by that rule.
func FuzzTableTurn(f *testing.F) {
	f.Add(uint64(1), "dead 4C; 7H@D6\n7H\npass\nJSxE5 +?\n5H@E5 =A1-E5 nodraw")
	f.Add(uint64(2), "dead 2H\n+QS\n9D@H5 +9D")
	f.Fuzz(func(t *testing.T, seed uint64, answers string) {
		table, err := NewTable(Config{Rules: engine.StandardRules, Players: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range bytes.Split([]byte(answers), []byte("\n")) {
			turn, err := notation.ParseTurn(string(line))
			if err != nil || len(turn.Actions) == 0 || table.Over() { // the referee takes neither for a turn
				continue
			}
			p := table.Game().ToMove()
			if a := turn.Actions; len(a) == 1 && a[0].Kind == engine.TurnInDead && table.TurnInDead(p, a[0].Card) {
				continue
			}
			table.Turn(p, turn.Actions)
			if v := table.Illegal(); !v.OK() {
				var rec bytes.Buffer
				if err := WriteRecordWith(&rec, table.Record(), About{Title: "fuzz"}); err != nil {
					t.Fatal(err)
				}
				r, err := record.Load(rec.Bytes(), record.LoadOptions{})
				if err != nil {
					t.Fatalf("after %q the record does not read: %v\n%s", line, err, rec.Bytes())
				}
				o := ruling.Judge(r, "")
				if o.Result != record.Illegal || o.Error.Rule != rulebook.IDOf(v.Rule) || o.Error.Turn != len(table.Record().Entries) {
					t.Fatalf("after %q the table says %s, validate says %s %+v\n%s", line, v.Rule, o.Result, o.Error, rec.Bytes())
				}
				return
			}
			if table.Game().Hand(p).Known() {
				if err := sameCards(&table.d, table.Game()); err != nil {
					t.Fatalf("after %q: %v", line, err)
				}
			}
		}
	})
}
