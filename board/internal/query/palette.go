package query

import (
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
)

// Put is the situation with kind put on a space, as one tap of the
// board page's palette does (docs/board.md, "Setting up a position"):
// "g", "b" or "r" a chip of that team, the upper-case letter the chip
// locked in a completed sequence, "" an empty space. The sequences claimed
// follow the locked chips, as with Cycle. A corner, an unknown kind or
// text that is not a situation is given back as it is.
func Put(text, space, kind string) string {
	s, sp, ok := situationAt(text, space)
	if !ok {
		return text
	}
	team, locked, ok := kindOf(kind)
	if !ok {
		return text
	}
	s.Board.Clear(sp)
	if team != engine.NoTeam {
		s.Board.Put(sp, team, locked)
	}
	s.Sequences = lockedSequences(&s.Board, s.Sequences)
	return notation.FormatSituation(s)
}

// Mark is the situation with the five spaces from one end to the other
// made a completed sequence of a team ("g", "b" or "r"): a locked chip of
// the team on each space but the corners (an end may be a corner). Ends
// that are not five spaces apart in a line leave the situation as it is.
func Mark(text, from, to, team string) string {
	s, err := notation.ParseSituation(text)
	a, aerr := notation.ParseSpace(from)
	b, berr := notation.ParseSpace(to)
	t, _, known := kindOf(team)
	if err != nil || aerr != nil || berr != nil || !known || t == engine.NoTeam {
		return text
	}
	seq, ok := engine.SequenceBetween(t, a, b)
	if !ok {
		return text
	}
	for _, sp := range seq.Spaces() {
		if !sp.IsCorner() {
			s.Board.Clear(sp)
			s.Board.Put(sp, t, true)
		}
	}
	s.Sequences = lockedSequences(&s.Board, s.Sequences)
	return notation.FormatSituation(s)
}

// situationAt reads a situation and a space that is not a corner.
func situationAt(text, space string) (notation.Situation, engine.Space, bool) {
	s, err := notation.ParseSituation(text)
	if err != nil {
		return s, 0, false
	}
	sp, err := notation.ParseSpace(space)
	if err != nil || sp.IsCorner() {
		return s, 0, false
	}
	return s, sp, true
}

// kindOf reads a palette kind: the team (NoTeam for "") and whether the
// chip is locked.
func kindOf(kind string) (engine.Team, bool, bool) {
	if kind == "" {
		return engine.NoTeam, false, true
	}
	for t := engine.Green; t <= engine.Red; t++ {
		switch kind {
		case string(t.Letter()):
			return t, false, true
		case string(t.Letter() - 'a' + 'A'):
			return t, true, true
		}
	}
	return engine.NoTeam, false, false
}
