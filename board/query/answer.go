package query

import (
	"bytes"
	"strings"

	"github.com/seqref/seqref/referee"
	"github.com/seqref/seqref/ruling"
)

// answerOf is the answer block of a ruling, the lines the page shows first,
// and detailOf the rest of seqref referee's text, shown on request. They
// are the one place where the page takes the referee's words from the
// library (ruling.Ruling.Answer and package referee): the same words as
// seqref referee, from the same code.
func answerOf(r *ruling.Ruling) []string {
	return r.Answer(0)
}

// detailOf is what seqref referee writes after the answer block, for a
// ruling on src.
func detailOf(src referee.Source, r *ruling.Ruling) string {
	p, err := referee.New(src, r, nil)
	if err != nil {
		return err.Error()
	}
	var b bytes.Buffer
	if err := p.WriteText(&b, referee.Options{}); err != nil {
		return err.Error()
	}
	return strings.TrimPrefix(b.String(), strings.Join(p.Answer(0), "\n")+"\n\n")
}
