package referee_test

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/seqref/seqref/referee"
	"github.com/seqref/seqref/ruling"
)

// TestTheTextOpensWithTheAnswer: the text of a page opens with its answer
// at the width asked, then a blank line; the JSON carries the answer at
// its widest; for a ruling that needs no other ruleset nothing is named.
func TestTheTextOpensWithTheAnswer(t *testing.T) {
	page, err := pageOn(`
hands:
  Ann: [4C, 9S]
start:
  position: "*8*/2b7/10/4g5/10/10/10/10/10/*8*"
  to_move: Ann
turns:
  - Ann: dead 4C +7H
`)
	if err != nil {
		t.Fatal(err)
	}
	r := page.Ruling
	for _, width := range []int{0, 40} {
		var out bytes.Buffer
		if err := page.WriteText(&out, referee.Options{Width: width}); err != nil {
			t.Fatal(err)
		}
		answer := page.Answer(width)
		var detail bytes.Buffer
		if err := page.WriteDetail(&detail, referee.Options{Width: width}); err != nil {
			t.Fatal(err)
		}
		if want := strings.Join(answer, "\n") + "\n\n" + detail.String(); out.String() != want {
			t.Errorf("width %d: the text is not the answer, a blank line and the detail:\n%s", width, out.String())
		}
	}
	js := page.JSON()
	if !slices.Equal(js.Answer, r.Answer(ruling.AnswerWidth)) || js.Verdict != "illegal" || js.Rule != "turn-shape" {
		t.Errorf("JSON answer %q, verdict %s [%s]", js.Answer, js.Verdict, js.Rule)
	}
	// The exchange was legal and stands (D20); only the play is missing.
	if !strings.Contains(strings.Join(strings.Fields(strings.Join(js.Answer, " ")), " "), "turning in 4♣ as dead and drawing 7♥ stands") {
		t.Errorf("the answer does not keep the dead-card exchange:\n%s", strings.Join(js.Answer, "\n"))
	}
}
