package query

import (
	"bytes"

	"github.com/seqref/seqref/referee"
	"github.com/seqref/seqref/ruling"
)

// answerOf is the answer block of a ruling, the lines the page shows first,
// and detailOf the rest of seqref referee's text, shown on request, both
// at most width columns wide (0: as seqref referee writes them). They are
// the one place where the page takes the referee's words from the library
// (ruling.Ruling.Answer and package referee): the same words as seqref
// referee, from the same code, wrapped to the page's width.
func answerOf(r *ruling.Ruling, width int) []string {
	return r.Answer(width)
}

// detailOf is what seqref referee writes after the answer block, for a
// ruling on src (referee.Page.WriteDetail).
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
