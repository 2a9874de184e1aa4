package protocol

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
)

// Kind is the kind of a message a bot reads.
type Kind uint8

// The messages a bot reads.
const (
	Hello Kind = iota + 1 // seqref VERSION
	Start                 // game ...: Message.Game is set
	Turn                  // the lines up to go: Message.View is set
	End                   // end ...: Message.Text is the rest of the line
	Quit                  // quit, or the end of the input
)

// Message is one message from the referee.
type Message struct {
	Kind    Kind
	Version int
	Game    GameStart
	View    View
	Text    string
}

// Reader reads the referee's messages, as a bot does. Lines it does not
// know are skipped, so that a later version may add lines.
type Reader struct {
	sc   *bufio.Scanner
	line int
}

// NewReader reads messages from r.
func NewReader(r io.Reader) *Reader {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 4096), 1<<20)
	return &Reader{sc: sc}
}

// Next reads the next message; at the end of the input it returns Quit.
func (r *Reader) Next() (Message, error) {
	var m Message
	for r.sc.Scan() {
		r.line++
		word, rest, _ := strings.Cut(strings.TrimSpace(r.sc.Text()), " ")
		rest = strings.TrimSpace(rest)
		done, err := r.take(&m, word, rest)
		if err != nil {
			return m, fmt.Errorf("line %d: %s: %w", r.line, word, err)
		}
		if done {
			return m, nil
		}
	}
	if err := r.sc.Err(); err != nil {
		return m, err
	}
	return Message{Kind: Quit}, nil
}

// take reads one line into m and reports whether it ends a message.
func (r *Reader) take(m *Message, word, rest string) (bool, error) {
	v := &m.View
	var err error
	switch word {
	case WordHello:
		m.Kind = Hello
		m.Version, err = strconv.Atoi(rest)
		return true, err
	case WordGame:
		m.Kind = Start
		return true, readGame(&m.Game, rest)
	case WordEnd:
		m.Kind, m.Text = End, rest
		return true, nil
	case WordQuit:
		m.Kind = Quit
		return true, nil
	case WordGo:
		m.Kind = Turn
		return true, nil
	case WordSeen:
		s, err := readSeen(rest)
		v.Seen = append(v.Seen, s)
		return false, err
	case WordSituation:
		v.Situation, err = notation.ParseSituation(rest)
	case WordDead:
		v.Dead, err = readCards(rest)
	case WordPlays:
		v.Plays, err = readPlays(rest)
	case WordTime:
		v.Time, err = readTime(rest)
	}
	return false, err
}

// readGame reads RULESET SEATING SEAT [NEED]: a referee that does not
// write NEED (before it was added) leaves it to the ruleset, and words after
// it are left for later versions.
func readGame(g *GameStart, rest string) error {
	f := strings.Fields(rest)
	if len(f) < 3 {
		return fmt.Errorf("want RULESET SEATING SEAT NEED, got %q", rest)
	}
	if g.Rules = engine.RulesetNamed(f[0]); g.Rules == nil {
		return fmt.Errorf("unknown ruleset %q", f[0])
	}
	for _, letter := range f[1] {
		t := teamOfLetter(letter)
		if t == engine.NoTeam {
			return fmt.Errorf("unknown team %q in the seating %q", letter, f[1])
		}
		g.Teams = append(g.Teams, t)
	}
	seat, err := strconv.Atoi(f[2])
	if err != nil || seat < 1 || seat > len(g.Teams) {
		return fmt.Errorf("bad seat %q", f[2])
	}
	g.Seat = seat - 1
	g.Need = NeedOf(g.Rules, g.Teams)
	if len(f) > 3 {
		if g.Need, err = strconv.Atoi(f[3]); err != nil || g.Need < 1 {
			return fmt.Errorf("bad number of sequences %q", f[3])
		}
	}
	return nil
}

// teamOfLetter is the team a seating letter names, or NoTeam.
func teamOfLetter(r rune) engine.Team {
	for t := engine.Team(0); t < engine.MaxTeams; t++ {
		if rune(t.Letter()) == r {
			return t
		}
	}
	return engine.NoTeam
}

func readSeen(rest string) (Seen, error) {
	if rest == WordReshuffle {
		return Seen{Seat: -1}, nil
	}
	seat, turn, _ := strings.Cut(rest, " ")
	n, err := strconv.Atoi(seat)
	if err != nil || n < 1 {
		return Seen{}, fmt.Errorf("bad seat %q", seat)
	}
	t, err := notation.ParseTurn(turn)
	return Seen{Seat: n - 1, Actions: t.Actions}, err
}

func readCards(rest string) ([]engine.Card, error) {
	var out []engine.Card
	for _, f := range strings.Fields(rest) {
		c, err := notation.ParseCard(f)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// readPlays reads a plays line. Every word of the referee's is one play,
// CARD@SPACE or CARDxSPACE in canonical notation, read here word by word;
// a line that holds anything else is read as a turn, which it then is.
func readPlays(rest string) ([]engine.Action, error) {
	out := make([]engine.Action, 0, strings.Count(rest, " ")+1)
	for word := range strings.FieldsSeq(rest) {
		a, ok := readPlay(word)
		if !ok {
			t, err := notation.ParseTurn(rest)
			return t.Actions, err
		}
		out = append(out, a)
	}
	return out, nil
}

// readPlay reads one play in canonical notation, or says it is not one.
func readPlay(word string) (engine.Action, bool) {
	i := strings.IndexAny(word, "@x")
	if i < 0 {
		return engine.Action{}, false
	}
	kind := engine.Place
	if word[i] == 'x' {
		kind = engine.Take
	}
	c, err := notation.ParseCard(word[:i])
	if err != nil {
		return engine.Action{}, false
	}
	sp, err := notation.ParseSpace(word[i+1:])
	if err != nil {
		return engine.Action{}, false
	}
	return engine.Action{Kind: kind, Card: c, Space: sp}, true
}
