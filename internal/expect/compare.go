package expect

import (
	"maps"
	"slices"
	"strings"

	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/validate"
)

// Comparison is one key of an expectation compared with an outcome.
type Comparison struct {
	// Path is the key: ["winner"], or ["error", "rule"] for a sub-key.
	Path []string
	// Want and Got are the expected and actual values, each on one line.
	Want, Got string
	// Same is true when the outcome has the expected value.
	Same bool
}

// Key is the key as people read it: "winner", "error.rule".
func (c Comparison) Key() string { return strings.Join(c.Path, ".") }

// Compare compares each key the expectation names with the outcome, in the
// order the keys are written. Sub-keys of error and penalties are compared
// one by one, except that an expected error against no error at all (or the
// other way round) is one comparison of the whole error key.
func Compare(x *record.Expectation, o *validate.Outcome) []Comparison {
	got := Of(o)
	var out []Comparison
	errorDone := false
	for _, key := range x.Keys {
		path := strings.Split(key, ".")
		if path[0] == "error" {
			if errorDone {
				continue
			}
			if c, whole := compareWholeError(x, got, o); whole {
				out = append(out, c)
				errorDone = true
				continue
			}
		}
		c := Comparison{Path: path, Want: x.Written(key), Got: got.Flow(path...)}
		c.Same = same(x, key, o)
		out = append(out, c)
	}
	return out
}

// compareWholeError compares the error key as a whole when one side has no
// error: written "error: null" with an error, or named sub-keys without one.
func compareWholeError(x, got *record.Expectation, o *validate.Outcome) (Comparison, bool) {
	c := Comparison{Path: []string{"error"}, Want: x.Written("error"), Got: got.Flow("error")}
	if x.Has("error") {
		c.Same = o.Error == nil
		return c, true
	}
	return c, o.Error == nil
}

// same reports whether the outcome has the expected value for a key.
func same(x *record.Expectation, key string, o *validate.Outcome) bool {
	switch key {
	case "result":
		return o.Result == x.Result
	case "winner":
		return (o.Winner == nil && x.Winner == nil) ||
			(o.Winner != nil && x.Winner != nil && o.Winner.String() == *x.Winner)
	case "turns":
		return o.Turns == x.Turns
	case "error.turn":
		return o.Error != nil && o.Error.Turn == x.ErrorTurn
	case "error.rule":
		return o.Error != nil && o.Error.Rule == x.ErrorRule
	case "sequences":
		return maps.Equal(o.Sequences.Map(), x.Sequences)
	case "completed":
		return sameSequenceSets(o.Completed, x.Completed)
	case "position":
		return o.Position == x.Position
	case "hand_sizes":
		return maps.Equal(o.HandSizes.Map(), x.Counts[key])
	case "penalties.missed_draws":
		return maps.Equal(nonZeroCounts(o.Penalties.MissedDraws.Map()), nonZeroCounts(x.Counts[key]))
	case "penalties.forfeits":
		return maps.Equal(nonZeroCounts(o.Penalties.Forfeits.Map()), nonZeroCounts(x.Counts[key]))
	}
	return false
}

// sameSequenceSets compares two lists of sequences in any order.
func sameSequenceSets(a, b []record.SequenceEnds) bool {
	less := func(p, q record.SequenceEnds) int {
		return strings.Compare(p.Team+" "+p.From+" "+p.To, q.Team+" "+q.From+" "+q.To)
	}
	a, b = slices.Clone(a), slices.Clone(b)
	slices.SortFunc(a, less)
	slices.SortFunc(b, less)
	return slices.Equal(a, b)
}

// nonZeroCounts drops the zero counts: a player written with 0 penalties is the
// same as a player left out.
func nonZeroCounts(m map[string]int) map[string]int {
	out := map[string]int{}
	for k, v := range m {
		if v != 0 {
			out[k] = v
		}
	}
	return out
}

// Differences are the comparisons that differ.
func Differences(cs []Comparison) []Comparison {
	var out []Comparison
	for _, c := range cs {
		if !c.Same {
			out = append(out, c)
		}
	}
	return out
}
