package ruling

import (
	"fmt"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/prose"
)

// longLine is a line of six to nine of a team's chips (corners count) that
// holds one of its sequences: which five of it are claimed is a point the
// rule documents are silent on (docs/rules.md D10).
type longLine struct {
	team engine.Team
	// spaces are the line's spaces from its top (or left) end.
	spaces []engine.Space
	// claimed is the team's sequence in the line.
	claimed engine.Sequence
	// others are the spaces of the team's other sequences, locked
	// whichever five of the line count.
	others engine.SpaceSet
	// earlier reports whether claimed was made before the entry ruled on
	// (given in the record's start, or completed by an earlier entry):
	// which five count was settled then, and the ruling credits no claim
	// of its own with it.
	earlier bool
}

// lineThrough finds the long line through s of the team whose chip is on
// s, in the game g; false when there is none.
func lineThrough(g *engine.Game, s engine.Space) (longLine, bool) {
	t := g.Board().TeamAt(s)
	if t == engine.NoTeam {
		return longLine{}, false
	}
	mine := g.Board().Chips(t).Union(engine.Corners)
	for d := engine.Row; d <= engine.DownLeft; d++ {
		from := s
		for p := from.Along(d, -1); p != engine.NoSpace && mine.Has(p); p = p.Along(d, -1) {
			from = p
		}
		var line []engine.Space
		for p := from; p != engine.NoSpace && mine.Has(p); p = p.Along(d, 1) {
			line = append(line, p)
		}
		if len(line) < 6 || len(line) > 9 {
			continue
		}
		var in []engine.Sequence
		for _, q := range teamSequences(g.Sequences(), t) {
			if q.Dir == d && q.Mask().Minus(maskOf(line)).IsEmpty() {
				in = append(in, q)
			}
		}
		if len(in) == 1 {
			var others engine.SpaceSet
			for _, q := range teamSequences(g.Sequences(), t) {
				if q != in[0] {
					others = others.Union(q.Mask())
				}
			}
			return longLine{team: t, spaces: line, claimed: in[0], others: others}, true
		}
	}
	return longLine{}, false
}

func maskOf(spaces []engine.Space) engine.SpaceSet {
	var m engine.SpaceSet
	for _, s := range spaces {
		m = m.With(s)
	}
	return m
}

// always are the spaces of the line that every five of it holds: locked
// whichever five are claimed. The rest are locked or not by the claim.
func (l longLine) always() []engine.Space {
	n := len(l.spaces)
	if n-5 > 4 {
		return nil
	}
	return l.spaces[n-5 : 5]
}

// name is the line as players name it: "B6-G6".
func (l longLine) name() string {
	return l.spaces[0].String() + "-" + l.spaces[len(l.spaces)-1].String()
}

// holdsAlways reports whether every five of the line holds s.
func (l longLine) holdsAlways(s engine.Space) bool {
	for _, a := range l.always() {
		if a == s {
			return true
		}
	}
	return false
}

// sentence says which chips of the line are locked whichever five are
// claimed, which are not, which five seqref claims (D10), and how a player
// claims others where one could (instead): "In green's line of six,
// B6-G6, C6-F6 are locked whichever five are claimed; B6 and G6 are not.
// seqref claims B6-F6 (docs/rules.md D10); to claim C6-G6, name it with
// the placement that completes it (=C6-G6, D19)."
func (l longLine) sentence(instead func(engine.Sequence) string) string {
	n := len(l.spaces)
	other := engine.Sequence{Team: l.team, From: l.spaces[n-5], Dir: l.claimed.Dir}
	if other.Mask() == l.claimed.Mask() {
		other.From = l.spaces[0]
	}
	if l.earlier {
		return l.earlierSentence() + " " + upperFirst(instead(other))
	}
	var rest []string
	for _, s := range l.spaces {
		if !l.holdsAlways(s) && !s.IsCorner() && !l.others.Has(s) {
			rest = append(rest, s.String())
		}
	}
	notLocked := ""
	if len(rest) > 0 {
		notLocked = fmt.Sprintf("; %s %s not", prose.JoinAnd(rest), plural(len(rest), "is", "are"))
	}
	return fmt.Sprintf("In %s's line of %s, %s, %s locked whichever five are claimed%s. seqref claims %s (docs/rules.md D10); %s",
		l.team, numberWords[n], l.name(), spanWords(l.always()), notLocked, SequenceName(l.claimed), instead(other))
}

// earlierSentence says, for a line whose sequence was made before the
// entry, that its five are locked and the rest of the line is not: "In
// green's line of six, B6-G6, the sequence B6-F6 was made before this
// turn: B6-F6 are locked; G6 is not."; sentence follows it with how the
// other five could be claimed, or that it cannot.
func (l longLine) earlierSentence() string {
	var locked, rest []engine.Space
	for _, s := range l.spaces {
		switch {
		case l.claimed.Mask().Has(s):
			locked = append(locked, s)
		case !s.IsCorner() && !l.others.Has(s):
			rest = append(rest, s)
		}
	}
	names := make([]string, len(rest))
	for i, s := range rest {
		names[i] = s.String()
	}
	out := fmt.Sprintf("In %s's line of %s, %s, the sequence %s was made before this turn: %s locked",
		l.team, numberWords[len(l.spaces)], l.name(), SequenceName(l.claimed), spanWords(locked))
	if len(rest) > 0 {
		out += fmt.Sprintf("; %s %s not", prose.JoinAnd(names), plural(len(rest), "is", "are"))
	}
	return out + "."
}

// spanWords names consecutive spaces of a line with the verb: "D6 is",
// "D6-F6 are".
func spanWords(sp []engine.Space) string {
	if len(sp) == 1 {
		return sp[0].String() + " is"
	}
	return sp[0].String() + "-" + sp[len(sp)-1].String() + " are"
}

// madeBefore reports whether the sequence q stood before the entry ruled
// on: given in the record's start or completed by an earlier entry.
func (r *Ruling) madeBefore(q engine.Sequence) bool {
	return r.Before != nil && isSequence(q, r.Before.Sequences())
}

var numberWords = map[int]string{6: "six", 7: "seven", 8: "eight", 9: "nine"}

// LongLine says, for a ruling on a chip in a line of six to nine of a
// team's chips that holds one sequence, which chips of the line are locked
// whichever five are claimed, which are not, which five seqref claims
// (docs/rules.md D10) and how to claim others; "" for any other ruling.
func (r *Ruling) LongLine() string {
	if l, _, ok := r.longLineAt(); ok {
		return l.sentence(func(other engine.Sequence) string { return r.insteadWords(l, other) })
	}
	return ""
}

// longLineAt is the long line through the space the ruling is about, and
// that space.
func (r *Ruling) longLineAt() (longLine, engine.Space, bool) {
	if r.Before == nil {
		return longLine{}, engine.NoSpace, false
	}
	for _, s := range r.Spaces() {
		g := r.Before
		if r.After != nil && r.After.Board().TeamAt(s) != engine.NoTeam {
			g = r.After // a placement: the line it makes
		}
		if l, ok := lineThrough(g, s); ok {
			l.earlier = r.madeBefore(l.claimed)
			return l, s, true
		}
	}
	return longLine{}, engine.NoSpace, false
}
