package expect

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seqref/seqref/validate"
)

// TestSeats: lists of counts that each name only some players still give
// one order that keeps each list's order.
func TestSeats(t *testing.T) {
	pc := func(names ...string) validate.PlayerCounts {
		var out validate.PlayerCounts
		for _, n := range names {
			out = append(out, validate.PlayerCount{Player: n, Count: 1})
		}
		return out
	}
	cases := []struct {
		lists []validate.PlayerCounts
		want  []string
	}{
		{[]validate.PlayerCounts{pc("Ann", "Bob", "Cat"), pc("Bob"), pc()}, []string{"Ann", "Bob", "Cat"}},
		{[]validate.PlayerCounts{pc("Ann", "Dan"), pc("Bob", "Dan"), pc("Ann", "Bob")}, []string{"Ann", "Bob", "Dan"}},
		{[]validate.PlayerCounts{pc(), pc("Cat", "Dan"), pc("Bob", "Cat")}, []string{"Bob", "Cat", "Dan"}},
	}
	for _, c := range cases {
		if diff := cmp.Diff(c.want, seats(c.lists...)); diff != "" {
			t.Errorf("seats of %v (-want +got):\n%s", c.lists, diff)
		}
	}
}
