package notation

import (
	"slices"
	"strings"

	"github.com/seqref/seqref/engine"
)

// The canonical spelling of a situation (AppendSituation's) is read here
// byte by byte, with no string for each field or square, before the general
// parser is tried: a bot reads a situation every turn of a match, and the
// general parser, which reads every spelling and says where a text goes
// wrong, was half of a bot's cost of reading a turn (docs/match-speed.md,
// "Where the time goes now"). What the fast path reads, it reads as the
// general parser does (FuzzCanonicalSituation); anything else it leaves to
// the general parser.

// parseCanonicalSituation reads a situation in canonical notation: single
// spaces between fields, lower-case ruleset and team letters, a known hand
// of cards. It reports false for anything else, to be read by
// the general parser; what it reads, it reads as that does.
func parseCanonicalSituation(text string) (Situation, bool) {
	s := Situation{Pile: -1}
	for i := range len(text) {
		if text[i] <= ' ' && text[i] != ' ' || text[i] >= 0x7f {
			return s, false // white space other than a space, or not ASCII
		}
	}
	var fields [7]string
	n := 0
	for field := range strings.SplitSeq(text, " ") {
		if n == len(fields) || field == "" {
			return s, false
		}
		fields[n] = field
		n++
	}
	if n < 6 {
		return s, false
	}
	var ok bool
	if s.Board, ok = canonicalPosition(fields[0]); !ok {
		return s, false
	}
	if s.Sequences, ok = canonicalSequences(fields[1]); !ok {
		return s, false
	}
	for _, r := range engine.Rulesets {
		if r.Name == fields[2] {
			s.Rules = r
		}
	}
	if s.Seating, ok = canonicalSeating(fields[3]); s.Rules == nil || !ok {
		return s, false
	}
	mover, ok := smallNumber(fields[4], engine.MaxPlayers)
	if !ok || mover == 0 {
		return s, false
	}
	s.ToMove = mover - 1
	if s.Hand.Cards, ok = canonicalHand(fields[5]); !ok {
		return s, false
	}
	if n == 7 {
		if s.Pile, ok = smallNumber(fields[6], engine.MaxPile); !ok {
			return s, false
		}
	}
	return s, true
}

// canonicalPosition reads a board in position notation: ten rows separated by /,
// * on the corners and nowhere else, g, b, r (G, B, R when locked) for a
// chip, and 1 to 10 for a run of empty spaces that covers no corner.
func canonicalPosition(text string) (engine.Board, bool) {
	var b engine.Board
	row, col := 0, 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case c == '/':
			if col != 10 || row == 9 {
				return b, false
			}
			row, col = row+1, 0
		case c >= '1' && c <= '9':
			n := int(c - '0')
			if c == '1' && i+1 < len(text) && text[i+1] == '0' {
				n = 10
				i++
			}
			if i+1 < len(text) && text[i+1] >= '0' && text[i+1] <= '9' {
				return b, false // a count is one number
			}
			if col+n > 10 {
				return b, false
			}
			for k := col; k < col+n; k++ {
				if engine.SpaceAt(k, row).IsCorner() {
					return b, false
				}
			}
			col += n
		default:
			if col == 10 {
				return b, false
			}
			s := engine.SpaceAt(col, row)
			t := strings.IndexByte("gbrGBR", c)
			switch {
			case c == '*' && s.IsCorner():
			case t >= 0 && !s.IsCorner():
				b.Put(s, engine.Team(t%3), t >= 3)
			default:
				return b, false
			}
			col++
		}
	}
	return b, row == 9 && col == 10
}

// canonicalSequences reads - for none, or TEAM=FROM-TO for every sequence,
// joined by commas, each with its ends in board order.
func canonicalSequences(text string) ([]engine.StartSequence, bool) {
	if text == "-" {
		return nil, true
	}
	out := make([]engine.StartSequence, 0, strings.Count(text, ",")+1)
	for part := range strings.SplitSeq(text, ",") {
		if len(part) < 2 || part[1] != '=' {
			return nil, false
		}
		team := strings.IndexByte("gbr", part[0])
		from, to, found := strings.Cut(part[2:], "-")
		if team < 0 || !found {
			return nil, false
		}
		a, err := ParseSpace(from)
		if err != nil {
			return nil, false
		}
		b, err := ParseSpace(to)
		if err != nil {
			return nil, false
		}
		out = append(out, engine.StartSequence{Team: engine.Team(team), From: min(a, b), To: max(a, b)})
	}
	return out, true
}

// canonicalSeating reads the team letter of every seat, 1 to 12 of them.
func canonicalSeating(text string) ([]engine.Team, bool) {
	if len(text) > engine.MaxPlayers {
		return nil, false
	}
	out := make([]engine.Team, len(text))
	for i := range len(text) {
		t := strings.IndexByte("gbr", text[i])
		if t < 0 {
			return nil, false
		}
		out[i] = engine.Team(t)
	}
	return out, true
}

// canonicalHand reads - for an empty hand, or cards joined by commas; a hand
// with cards not known (?) is left to the general parser.
func canonicalHand(text string) ([]engine.Card, bool) {
	if text == "-" {
		return nil, true
	}
	out := make([]engine.Card, 0, strings.Count(text, ",")+1)
	for part := range strings.SplitSeq(text, ",") {
		if strings.HasPrefix(part, "?") {
			return nil, false
		}
		c, err := ParseCard(part)
		if err != nil {
			return nil, false
		}
		out = append(out, c)
	}
	slices.Sort(out)
	return out, true
}
