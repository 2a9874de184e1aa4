package referee_test

import (
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/referee"
	"github.com/seqref/seqref/ruling"
)

// pageOn rules on the last entry of a two-player standard record whose
// start: and turns: are rest, and makes its page.
func pageOn(rest string) (*referee.Page, error) {
	rec, err := record.Load([]byte(`
sequence: 1
ruleset: standard
players:
  - {name: Ann, team: green}
  - {name: Bob, team: blue}
`+rest), record.LoadOptions{})
	if err != nil {
		return nil, err
	}
	r, err := ruling.RuleOn(rec, len(rec.Turns))
	if err != nil {
		return nil, err
	}
	return referee.New(referee.Source{File: "question.yaml"}, r, nil)
}
