package protocol

import (
	"slices"
	"strings"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
)

// readSituation reads a situation line's text. The referee writes it in
// canonical notation (notation.AppendSituation), which is read here byte by
// byte, with no string for each field or square: a bot reads one every
// turn, and notation's general parser, which reads every spelling and says
// where a text goes wrong, was half of a bot's cost of reading a turn
// (docs/match.md, "Speed"). Any other text is read by
// notation.ParseSituation, which also says what is wrong with it.
func readSituation(text string) (notation.Situation, error) {
	if s, ok := readCanonicalSituation(text); ok {
		return s, nil
	}
	return notation.ParseSituation(text)
}

// readCanonicalSituation reads a situation in canonical notation: single
// spaces between fields, lower-case ruleset and team letters, a known hand
// of cards. It reports false for anything else, to be read by
// notation.ParseSituation; what it reads, it reads as that does.
func readCanonicalSituation(text string) (notation.Situation, bool) {
	s := notation.Situation{Pile: -1}
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
	if s.Board, ok = readPosition(fields[0]); !ok {
		return s, false
	}
	if s.Sequences, ok = readSequences(fields[1]); !ok {
		return s, false
	}
	for _, r := range engine.Rulesets {
		if r.Name == fields[2] {
			s.Rules = r
		}
	}
	if s.Seating, ok = readSeating(fields[3]); s.Rules == nil || !ok {
		return s, false
	}
	mover, ok := smallNumber(fields[4], engine.MaxPlayers)
	if !ok || mover == 0 {
		return s, false
	}
	s.ToMove = mover - 1
	if s.Hand.Cards, ok = readHand(fields[5]); !ok {
		return s, false
	}
	if n == 7 {
		if s.Pile, ok = smallNumber(fields[6], engine.MaxPile); !ok {
			return s, false
		}
	}
	return s, true
}

// readPosition reads a board in position notation: ten rows separated by /,
// * on the corners and nowhere else, g, b, r (G, B, R when locked) for a
// chip, and 1 to 10 for a run of empty spaces that covers no corner.
func readPosition(text string) (engine.Board, bool) {
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

// readSequences reads - for none, or TEAM=FROM-TO for every sequence,
// joined by commas, each with its ends in board order.
func readSequences(text string) ([]engine.StartSequence, bool) {
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
		a, err := notation.ParseSpace(from)
		if err != nil {
			return nil, false
		}
		b, err := notation.ParseSpace(to)
		if err != nil {
			return nil, false
		}
		out = append(out, engine.StartSequence{Team: engine.Team(team), From: min(a, b), To: max(a, b)})
	}
	return out, true
}

// readSeating reads the team letter of every seat, 1 to 12 of them.
func readSeating(text string) ([]engine.Team, bool) {
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

// readHand reads - for an empty hand, or cards joined by commas; a hand
// with cards not known (?) is left to notation.ParseSituation.
func readHand(text string) ([]engine.Card, bool) {
	if text == "-" {
		return nil, true
	}
	out := make([]engine.Card, 0, strings.Count(text, ",")+1)
	for part := range strings.SplitSeq(text, ",") {
		if strings.HasPrefix(part, "?") {
			return nil, false
		}
		c, err := notation.ParseCard(part)
		if err != nil {
			return nil, false
		}
		out = append(out, c)
	}
	slices.Sort(out)
	return out, true
}

// smallNumber reads a number from 0 to limit written without leading zeros.
func smallNumber(text string, limit int) (int, bool) {
	if text == "" || len(text) > 3 || (len(text) > 1 && text[0] == '0') {
		return 0, false
	}
	n := 0
	for i := range len(text) {
		if text[i] < '0' || text[i] > '9' {
			return 0, false
		}
		n = n*10 + int(text[i]-'0')
	}
	return n, n <= limit
}
