package notation

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/seqref/seqref/engine"
)

// Situation is everything a player to move needs to know, as one line of
// situation notation (docs/notation.md, section 6): the board, the sequences
// already claimed, the ruleset, the teams in seating order, whose turn it is,
// what is known of that player's hand and, optionally, how many cards are
// left in the draw pile.
//
// The notation does not judge: a Situation may name a sequence that is not
// on its board, or a seat that has no player. Building a game from it, and
// checking that it holds together, is the situation package's job.
type Situation struct {
	Board engine.Board
	// Sequences are the sequences claimed, in the order they were completed,
	// each with its ends in board order (the end nearer the top, or the
	// left, first).
	Sequences []engine.StartSequence
	Rules     *engine.Ruleset
	// Seating is the team of every player, the first to move first.
	Seating []engine.Team
	// ToMove is the seat of the player to move, 0 for the first seat.
	ToMove int
	Hand   SituationHand
	// Pile is the number of cards left in the draw pile, or -1 when it is
	// not known.
	Pile int
}

// SituationHand is what is known of the hand of the player to move: the
// cards known, how many more cards it holds that are not known, and whether
// even that number is unknown.
type SituationHand struct {
	// Cards are the known cards, in Card order.
	Cards []engine.Card
	// Unknown is the number of cards held that are not known.
	Unknown int
	// SizeUnknown is true when the hand may hold further cards, how many
	// not known (written "?").
	SizeUnknown bool
}

// Known reports whether every card of the hand is known.
func (h SituationHand) Known() bool { return h.Unknown == 0 && !h.SizeUnknown }

// What each field of a situation looks like, for error messages.
const (
	expectSituation = "POSITION SEQUENCES RULESET SEATING MOVER HAND [PILE], such as " + EmptyPosition + " - standard gb 1 2S,5H,AD,KC,6C,9D,4H"
	expectSequences = "- for none, or TEAM=FROM-TO for each sequence, joined by commas, such as g=B9-F9,b=A2-E2"
	expectRuleset   = "standard, red-jacks or bible"
	expectSeating   = "the team letter (g, b, r) of every player in seating order, 1 to 12 of them, such as gbgb"
	expectMover     = "the seat to move, 1 for the first seat, such as 1"
	expectHand      = "- for an empty hand, or the cards known and ?N for N cards not known (? alone when how many is not known), joined by commas, such as 2S,5H,AD or 7H,?3"
	expectPile      = "the number of cards in the draw pile, 0 to 104"
)

// situationField is one field of a situation: its text and the 1-based
// column, in characters, where it starts.
type situationField struct {
	text string
	col  int
}

// ParseSituation reads a situation in situation notation: seven fields, the
// last optional, separated by white space. It reads liberally (any white
// space between fields, lower or upper case except in the position, cards in
// any of their forms, the ends of a sequence in either order) and checks
// only the notation, never whether the situation can arise in a game.
func ParseSituation(text string) (Situation, error) {
	if s, ok := parseCanonicalSituation(text); ok {
		return s, nil
	}
	return parseSituation(text)
}

// parseSituation is ParseSituation for every spelling, with errors that
// say where the text goes wrong.
func parseSituation(text string) (Situation, error) {
	fields := splitFields(text)
	s := Situation{Pile: -1}
	if len(fields) < 2 {
		return s, notSituation(text, fields)
	}
	if len(fields) < 6 {
		return s, &SyntaxError{Col: len([]rune(text)) + 1, Problem: "the situation ends after " + fieldName(len(fields)), Expected: expectSituation}
	}
	if len(fields) > 7 {
		f := fields[7]
		return s, &SyntaxError{Col: f.col, Token: f.text, Problem: "a situation has at most seven fields", Expected: expectSituation}
	}
	board, err := ParsePosition(fields[0].text)
	if err != nil {
		return s, shiftError(err, fields[0].col)
	}
	s.Board = board
	for i, read := range [...]func(*Situation, situationField) error{
		readSequences, readRuleset, readSeating, readMover, readHand, readPile,
	} {
		if i+1 < len(fields) {
			if err := read(&s, fields[i+1]); err != nil {
				return s, err
			}
		}
	}
	return s, nil
}

// fieldName names what a situation of n fields ends after.
func fieldName(n int) string {
	names := [...]string{"nothing", "the position", "the sequences", "the ruleset", "the seating", "the mover"}
	return names[n]
}

// splitFields splits text at runs of white space.
func splitFields(text string) []situationField {
	var out []situationField
	start, startCol, col := -1, 0, 0
	for i, r := range text {
		col++
		if unicode.IsSpace(r) {
			if start >= 0 {
				out = append(out, situationField{text: tokenText(text[start:i]), col: startCol})
				start = -1
			}
			continue
		}
		if start < 0 {
			start, startCol = i, col
		}
	}
	if start >= 0 {
		out = append(out, situationField{text: tokenText(text[start:]), col: startCol})
	}
	return out
}

// shiftError moves the column of a syntax error in a field to the column of
// the whole situation.
func shiftError(err error, col int) error {
	var se *SyntaxError
	if errors.As(err, &se) {
		moved := *se
		moved.Col += col - 1
		return &moved
	}
	return err
}

// parts splits a field at commas, each part with its column.
func parts(f situationField) []situationField {
	var out []situationField
	col := f.col
	for _, p := range strings.Split(f.text, ",") {
		out = append(out, situationField{text: p, col: col})
		col += len([]rune(p)) + 1
	}
	return out
}

func readSequences(s *Situation, f situationField) error {
	if f.text == "-" {
		return nil
	}
	for _, p := range parts(f) {
		q, err := readClaimed(p)
		if err != nil {
			return err
		}
		s.Sequences = append(s.Sequences, q)
	}
	return nil
}

// readClaimed reads TEAM=FROM-TO.
func readClaimed(p situationField) (engine.StartSequence, error) {
	fail := func(col int, tok, problem string) error {
		return &SyntaxError{Col: col, Token: tok, Problem: problem, Expected: expectSequences}
	}
	eq := strings.IndexByte(p.text, '=')
	if eq < 0 {
		return engine.StartSequence{}, fail(p.col, p.text, "a sequence is its team and its two ends, such as g=B9-F9")
	}
	team, ok := teamOf(p.text[:eq])
	if !ok {
		return engine.StartSequence{}, fail(p.col, p.text[:eq], "not a team: g, b or r")
	}
	ends := p.text[eq+1:]
	endsCol := p.col + len([]rune(p.text[:eq+1]))
	dash := strings.IndexByte(ends, '-')
	if dash <= 0 || dash == len(ends)-1 {
		return engine.StartSequence{}, fail(endsCol, ends, "a sequence names its two ends, joined by -")
	}
	from, err := spaceAt(lexeme{text: ends[:dash], col: endsCol})
	if err != nil {
		return engine.StartSequence{}, err
	}
	to, err := spaceAt(lexeme{text: ends[dash+1:], col: endsCol + len([]rune(ends[:dash+1]))})
	if err != nil {
		return engine.StartSequence{}, err
	}
	if to < from {
		from, to = to, from
	}
	return engine.StartSequence{Team: team, From: from, To: to}, nil
}

// teamOf reads a team letter, g, b or r, in either case.
func teamOf(text string) (engine.Team, bool) {
	if len(text) != 1 {
		return engine.NoTeam, false
	}
	i := strings.IndexByte("gbr", text[0]|0x20)
	if i < 0 {
		return engine.NoTeam, false
	}
	return engine.Team(i), true
}

func readRuleset(s *Situation, f situationField) error {
	for _, r := range engine.Rulesets {
		if equalFoldASCII(f.text, r.Name) {
			s.Rules = r
			return nil
		}
	}
	return &SyntaxError{Col: f.col, Token: f.text, Problem: "not a ruleset", Expected: expectRuleset}
}

func readSeating(s *Situation, f situationField) error {
	runes := []rune(f.text)
	if len(runes) > engine.MaxPlayers {
		return &SyntaxError{Col: f.col, Token: f.text, Problem: "more than 12 players", Expected: expectSeating}
	}
	for i, r := range runes {
		t, ok := teamOf(string(r))
		if !ok {
			return &SyntaxError{Col: f.col + i, Token: string(r), Problem: "not a team: g, b or r", Expected: expectSeating}
		}
		s.Seating = append(s.Seating, t)
	}
	return nil
}

func readMover(s *Situation, f situationField) error {
	n, ok := smallNumber(f.text, engine.MaxPlayers)
	if !ok || n == 0 {
		return &SyntaxError{Col: f.col, Token: f.text, Problem: "not a seat: a number from 1 to 12", Expected: expectMover}
	}
	s.ToMove = n - 1
	return nil
}

func readHand(s *Situation, f situationField) error {
	if f.text == "-" {
		return nil
	}
	h := &s.Hand
	for _, p := range parts(f) {
		if strings.HasPrefix(p.text, "?") {
			if p.text == "?" {
				h.SizeUnknown = true
				continue
			}
			n, ok := smallNumber(p.text[1:], engine.MaxPile-h.Unknown)
			if !ok {
				return &SyntaxError{Col: p.col, Token: p.text, Problem: "? is followed by how many cards are not known, at most 104 in all", Expected: expectHand}
			}
			h.Unknown += n
			continue
		}
		c, problem := readCard(p.text)
		if problem != "" {
			return &SyntaxError{Col: p.col, Token: p.text, Problem: problem, Expected: expectHand}
		}
		h.Cards = append(h.Cards, c)
	}
	slices.Sort(h.Cards)
	if h.SizeUnknown {
		// "7H,?3,?" is 7H and at least three more: as much as "7H,?" says.
		h.Unknown = 0
	}
	return nil
}

func readPile(s *Situation, f situationField) error {
	n, ok := smallNumber(f.text, engine.MaxPile)
	if !ok {
		return &SyntaxError{Col: f.col, Token: f.text, Problem: "not a number of cards", Expected: expectPile}
	}
	s.Pile = n
	return nil
}

// smallNumber reads a number from 0 to limit written without leading zeros.
func smallNumber(text string, limit int) (int, bool) {
	if text == "" || len(text) > 3 || (len(text) > 1 && text[0] == '0') {
		return 0, false
	}
	n, err := strconv.Atoi(text)
	if err != nil || n < 0 || n > limit || text[0] == '+' {
		return 0, false
	}
	return n, true
}

// FormatSituation writes a situation in canonical notation: single spaces
// between fields, lower-case ruleset and teams, each sequence's ends in board
// order, the hand's known cards in Card order then ?N or ?, and the pile's
// size only when it is known.
func FormatSituation(s Situation) string { return string(AppendSituation(nil, s)) }

// AppendSituation appends the situation in canonical notation, as
// FormatSituation writes it, to dst: the referee writes one on every turn.
func AppendSituation(dst []byte, s Situation) []byte {
	dst = s.Board.Append(dst)
	dst = append(dst, ' ')
	if len(s.Sequences) == 0 {
		dst = append(dst, '-')
	}
	for i, q := range s.Sequences {
		if i > 0 {
			dst = append(dst, ',')
		}
		from, to := q.From, q.To
		if to < from {
			from, to = to, from
		}
		dst = append(dst, q.Team.Letter(), '=')
		dst = append(append(append(dst, from.String()...), '-'), to.String()...)
	}
	dst = append(dst, ' ')
	if s.Rules != nil {
		dst = append(dst, s.Rules.Name...)
	}
	dst = append(dst, ' ')
	for _, t := range s.Seating {
		dst = append(dst, t.Letter())
	}
	dst = append(strconv.AppendInt(append(dst, ' '), int64(s.ToMove+1), 10), ' ')
	dst = appendSituationHand(dst, s.Hand)
	if s.Pile >= 0 {
		dst = strconv.AppendInt(append(dst, ' '), int64(s.Pile), 10)
	}
	return dst
}

// String is the situation in canonical notation.
func (s Situation) String() string { return FormatSituation(s) }

// appendSituationHand appends the hand: its cards in card order, then ?
// or ?N for the cards not known, separated by commas; - for none.
func appendSituationHand(dst []byte, h SituationHand) []byte {
	cards := h.Cards
	if !slices.IsSorted(cards) {
		cards = slices.Sorted(slices.Values(cards))
	}
	start := len(dst)
	for _, c := range cards {
		if len(dst) > start {
			dst = append(dst, ',')
		}
		dst = append(dst, c.String()...)
	}
	if h.SizeUnknown || h.Unknown > 0 {
		if len(dst) > start {
			dst = append(dst, ',')
		}
		dst = append(dst, '?')
		if !h.SizeUnknown {
			dst = strconv.AppendInt(dst, int64(h.Unknown), 10)
		}
	}
	if len(dst) == start {
		dst = append(dst, '-')
	}
	return dst
}
