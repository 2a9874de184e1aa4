package expect

import (
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/validate"
)

// Of is the outcome as an expectation: every key a full expect: block has
// (docs/golden-tests.md), in the order of record.ExpectKeys, with error and
// penalties named by their sub-keys. An invalid record has only result and
// error; error is named only when there is one. The counts by player follow
// the record's seating order. record.Expectation's EncodeBlock, EncodeFlow
// and EncodeJSONValue write it as text.
func Of(o *validate.Outcome) *record.Expectation {
	x := &record.Expectation{Result: o.Result, Winner: colour(o.Winner), Turns: o.Turns, Position: o.Position,
		Sequences: o.Sequences.Map(), Completed: o.Completed, Counts: map[string]map[string]int{}}
	x.Seats = seats(o.HandSizes, o.Penalties.MissedDraws, o.Penalties.Forfeits)
	x.Counts["hand_sizes"] = o.HandSizes.Map()
	x.Counts["penalties.missed_draws"] = o.Penalties.MissedDraws.Map()
	x.Counts["penalties.forfeits"] = o.Penalties.Forfeits.Map()
	for _, k := range record.ExpectKeys() {
		switch {
		case o.Result == record.Invalid && k != "result" && k != "error":
		case k == "error":
			if o.Error != nil {
				x.ErrorTurn, x.ErrorRule = o.Error.Turn, o.Error.Rule
				x.Keys = append(x.Keys, "error.turn", "error.rule")
			}
		case k == "penalties":
			x.Keys = append(x.Keys, "penalties.missed_draws", "penalties.forfeits")
		default:
			x.Keys = append(x.Keys, k)
		}
	}
	return x
}

// seats puts the players of lists of counts, each in seating order, in one
// order that keeps the order of every list: a player comes after every
// player before it in any list, and players with no order between them
// come in the order they are first named.
func seats(lists ...validate.PlayerCounts) []string {
	var names []string
	before := map[string]map[string]bool{}
	for _, l := range lists {
		for i, c := range l {
			if before[c.Player] == nil {
				before[c.Player] = map[string]bool{}
				names = append(names, c.Player)
			}
			if i > 0 {
				before[c.Player][l[i-1].Player] = true
			}
		}
	}
	var out []string
	placed := map[string]bool{}
	for len(out) < len(names) {
		progress := false
		for _, n := range names {
			if placed[n] || !allPlaced(before[n], placed) {
				continue
			}
			out, placed[n], progress = append(out, n), true, true
			break
		}
		if !progress { // not one seating order: keep the rest as first named
			for _, n := range names {
				if !placed[n] {
					out, placed[n] = append(out, n), true
				}
			}
		}
	}
	return out
}

func allPlaced(names map[string]bool, placed map[string]bool) bool {
	for n := range names {
		if !placed[n] {
			return false
		}
	}
	return true
}

// colour is a winner's colour as an expectation writes it, nil for none.
func colour(t *engine.Team) *string {
	if t == nil {
		return nil
	}
	s := t.String()
	return &s
}
