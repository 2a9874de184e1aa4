package ruling_test

import (
	"os"
	"strings"
	"testing"

	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/ruling"
)

// withEntry is the record at path with the text of its entry old made
// new.
func withEntry(t *testing.T, path, old, new string) *record.Record {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(data), "- "+old+"\n", "- "+new+"\n", 1)
	if old != new && text == string(data) {
		t.Fatalf("%s has no entry %q", path, old)
	}
	rec, err := record.Load([]byte(text), record.LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// TestNoClaimSuggestedThatSeqrefRefuses: a sixth chip put next to a
// sequence completed earlier makes a line of six, but its other five
// (C6-G6) cannot be claimed: not by the sixth chip, nor by the chip that
// completed the sequence. The ruling says so, and suggests no claim; where
// the placement ruled on completes the sequence and the other five could
// be named with it (the dispute which-five-of-six), it still says how, and
// seqref accepts that claim.
func TestNoClaimSuggestedThatSeqrefRefuses(t *testing.T) {
	const path = "testdata/sixth-chip-after-sequence.yaml"
	r := ruleOn(t, loadFile(t, path), 3)
	line := r.LongLine()
	if strings.Contains(line, "(=C6-G6") || !strings.Contains(line, "C6-G6 cannot be claimed") {
		t.Errorf("the ruling on the sixth chip does not say that C6-G6 cannot be claimed:\n%s", line)
	}
	// Either placement naming C6-G6 is refused: the suggestion would be false.
	for _, c := range []struct{ entry, named string }{{"Ann: KH@G6", "Ann: KH@G6 =C6-G6"}, {"Ann: 3H@F6", "Ann: 3H@F6 =C6-G6"}} {
		rec := withEntry(t, path, c.entry, c.named)
		if o := ruling.Judge(rec, path); o.Error == nil || o.Error.Rule != "claim" {
			t.Errorf("%s: seqref does not refuse the claim (%+v)", c.named, o.Error)
		}
	}

	const dispute = "../fixtures/disputes/which-five-of-six.yaml"
	r = ruleOn(t, loadFile(t, dispute), 1)
	if !strings.Contains(r.LongLine(), "name it with the placement that completes it (=C6-G6, D19)") {
		t.Errorf("the ruling on which-five-of-six no longer says how to claim C6-G6:\n%s", r.LongLine())
	}
	// The claim stands, and locks G6, which Bob's jack then may not take.
	if o := ruling.Judge(withEntry(t, dispute, "Ann: 3H@F6", "Ann: 3H@F6 =C6-G6"), dispute); o.Error == nil || o.Error.Turn != 2 || o.Error.Rule != "remove-locked" {
		t.Errorf("3H@F6 =C6-G6, the claim the ruling suggests, does not lock G6: %+v", o.Error)
	}
}

// TestNoChipGoesBackOnACorner: a remove card aimed at the corner A1 took
// no chip off, so taking the entry back puts none back: what the table
// does now says so in the detail and in the answer. A remove card aimed
// at an open space is the same.
func TestNoChipGoesBackOnACorner(t *testing.T) {
	const path = "testdata/jack-at-a-corner.yaml"
	for _, c := range []struct{ entry, space string }{{"Ann: JSxA1", "A1"}, {"Ann: JSxF6", "F6"}} {
		r := ruleOn(t, withEntry(t, path, "Ann: JSxA1", c.entry), 1)
		if r.Legal {
			t.Fatalf("%s: legal", c.entry)
		}
		answer := strings.Join(r.Answer(ruling.AnswerWidth), " ")
		for what, text := range map[string]string{"detail": r.Next(), "answer": answer} {
			if strings.Contains(text, "goes back on") || strings.Contains(text, "chip back") {
				t.Errorf("%s: the %s puts a chip back on %s, where there was none:\n%s", c.entry, what, c.space, text)
			}
		}
		if !strings.Contains(r.Next(), "no chip came off "+c.space) {
			t.Errorf("%s: the detail does not say that no chip came off %s:\n%s", c.entry, c.space, r.Next())
		}
	}
	// Where a chip came off, it goes back.
	r := ruleOn(t, load(t, "standard", `
start:
  position: "*8*/10/10/10/10/1GGGGG4/10/10/10/*8*"
  sequences: [{team: green, from: B6, to: F6}]
  to_move: Bob
turns:
  - Bob: JSxD6
`), 1)
	if !strings.Contains(r.Next(), "the chip goes back on D6") || !strings.Contains(strings.Join(r.Answer(0), " "), "the chip goes back on D6") {
		t.Errorf("the chip taken off D6 does not go back:\n%s\n%s", r.Next(), strings.Join(r.Answer(0), "\n"))
	}
}
