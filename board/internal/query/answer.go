package query

import (
	"bytes"

	"github.com/seqref/seqref/referee"
	"github.com/seqref/seqref/ruling"
)

// detailOf is what seqref referee writes after the answer block, for a
// ruling on src (referee.Page.WriteDetail), at most width columns wide (0:
// as seqref referee writes it). The answer itself the page draws from its
// parts (ruling.AnswerParts), the same words as seqref referee's answer
// block, laid out and wrapped by the browser.
func detailOf(src referee.Source, r *ruling.Ruling, width int) string {
	p, err := referee.New(src, r, nil)
	if err != nil {
		return err.Error()
	}
	var b bytes.Buffer
	if err := p.WriteDetail(&b, referee.Options{Width: width}); err != nil {
		return err.Error()
	}
	return b.String()
}
