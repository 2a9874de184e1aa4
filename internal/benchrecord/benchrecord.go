// Package benchrecord is the record that the benchmarks of the loader
// (record) and of validation (validate) read, so that their figures in
// docs/batch.md are of the same text: a game of Sequence as a club
// records it.
package benchrecord

import (
	"bytes"
	"fmt"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/play"
)

// Entries is the length of the record.
const Entries = 60

// Sixty is the record's text: a two-player standard self-play game (greedy
// policy, seed 60) cut to its first Entries entries, with its hands and
// deck, and no expect: block (the self-play block describes the whole
// game).
func Sixty() ([]byte, error) {
	g, err := play.Play(play.Config{Rules: engine.RulesetNamed("standard"), Players: 2, Seed: 60, Policy: play.Greedy})
	if err != nil {
		return nil, err
	}
	if len(g.Entries) < Entries {
		return nil, fmt.Errorf("seed 60 plays %d entries, fewer than %d", len(g.Entries), Entries)
	}
	g.Entries = g.Entries[:Entries]
	var buf bytes.Buffer
	if err := play.WriteRecord(&buf, g); err != nil {
		return nil, err
	}
	data := buf.Bytes()
	if i := bytes.Index(data, []byte("\nexpect:")); i >= 0 {
		data = data[:i+1]
	}
	return data, nil
}
