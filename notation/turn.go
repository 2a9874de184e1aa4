package notation

import (
	"strings"
	"unicode/utf8"

	"github.com/seqref/seqref/engine"
)

// Span is where an action stands in the text it was read from: the 1-based
// column of its first character and its length, both in characters.
type Span struct {
	Col, Len int
}

// Turn is a parsed turn: its actions in the order written and where each
// stands in the text.
type Turn struct {
	Actions []engine.Action
	Spans   []Span
}

const expectAction = "an action: CARD@SPACE, CARDxSPACE, CARD, dead CARD, pass, +CARD, +?, nodraw or =SPACE-SPACE"

// ParseTurn reads the actions of one turn (docs/format.md section 5). It reads any
// list of actions; whether they make a legal turn is for the engine to judge.
func ParseTurn(text string) (Turn, error) { return readTurn(text, nil) }

// readTurn reads a turn, taking the memory for its actions and spans from
// blocks when blocks is not nil, and allocating exactly what it needs
// otherwise.
func readTurn(text string, blocks *TurnReader) (Turn, error) {
	var buf [12]lexeme // room for the lexemes of a usual turn, without allocating
	p := turnParser{lx: lexInto(buf[:0], text)}
	n := len(p.lx)
	if n == 0 {
		return Turn{}, nil
	}
	var turn Turn
	if blocks != nil {
		turn = blocks.carve(n)
	} else {
		turn = Turn{Actions: make([]engine.Action, 0, n), Spans: make([]Span, 0, n)}
	}
	for p.i < n {
		if err := p.action(); err != nil {
			return Turn{}, err
		}
		turn.Actions = append(turn.Actions, p.act)
		turn.Spans = append(turn.Spans, p.span)
	}
	if blocks != nil {
		// A turn has fewer actions than lexemes: its slices end at its
		// last action, so that appending to them copies rather than
		// writing over the turns read next.
		k := len(turn.Actions)
		blocks.commit(k)
		turn.Actions, turn.Spans = turn.Actions[:k:k], turn.Spans[:k:k]
	}
	return turn, nil
}

// turnParser reads the lexemes of a turn, one action at a time. It holds
// no memory of its own beyond the action just read, so that it stays on
// the stack of readTurn.
type turnParser struct {
	lx   []lexeme
	i    int
	act  engine.Action // the action just read
	span Span          // and where it stands
}

// add records the action just read, from the lexemes first to last.
func (p *turnParser) add(a engine.Action, first, last lexeme) {
	end := last.col + utf8.RuneCountInString(last.text)
	p.act, p.span = a, Span{Col: first.col, Len: end - first.col}
}

// action reads the action that starts at the current lexeme.
func (p *turnParser) action() error {
	lx := p.lx[p.i]
	switch {
	case lx.text == "+":
		return p.draw(lx)
	case lx.text == "=":
		return p.claim(lx)
	case lx.text == "@":
		return &SyntaxError{Col: lx.col, Token: lx.text, Problem: "a placement needs its card before @", Expected: expectPlace}
	case lx.isRemoval():
		return &SyntaxError{Col: lx.col, Token: lx.text, Problem: "a removal needs its card before x", Expected: expectTake}
	case equalFoldASCII(lx.text, "dead"):
		return p.dead(lx)
	case equalFoldASCII(lx.text, "pass"):
		p.add(engine.Action{Kind: engine.Pass, Space: engine.NoSpace}, lx, lx)
		p.i++
		return nil
	case equalFoldASCII(lx.text, "nodraw"):
		p.add(engine.Action{Kind: engine.NoDraw, Space: engine.NoSpace}, lx, lx)
		p.i++
		return nil
	}
	return p.play(lx)
}

// What each action looks like, for error messages.
const (
	expectPlace = "CARD@SPACE, such as 7H@C4"
	expectTake  = "CARDxSPACE, such as JSxC4"
	expectDead  = "dead CARD, such as dead 4C"
	expectDraw  = "+CARD or +?"
	expectClaim = "=FROM-TO, the two ends of the sequence claimed, such as =B2-F6"
)

// operand returns the word after the current lexeme, which needs one: a
// SyntaxError at the current lexeme when the text ends, or at the next one
// when it is an operator.
func (p *turnParser) operand(problem, expected string) (lexeme, error) {
	at := p.lx[p.i]
	if p.i+1 < len(p.lx) {
		at = p.lx[p.i+1]
		if !at.isOperator() {
			return at, nil
		}
	}
	return lexeme{}, &SyntaxError{Col: at.col, Token: at.text, Problem: problem, Expected: expected}
}

// dead reads "dead CARD".
func (p *turnParser) dead(kw lexeme) error {
	card, err := p.operand("dead needs the card turned in after it", expectDead)
	if err != nil {
		return err
	}
	c, err := cardAt(card, expectDead)
	if err != nil {
		return err
	}
	p.add(engine.Action{Kind: engine.TurnInDead, Card: c, Space: engine.NoSpace}, kw, card)
	p.i += 2
	return nil
}

// draw reads "+CARD" or "+?".
func (p *turnParser) draw(plus lexeme) error {
	card, err := p.operand("a draw needs its card, or ?, after +", expectDraw)
	if err != nil {
		return err
	}
	a := engine.Action{Kind: engine.Draw, Space: engine.NoSpace}
	if card.text != "?" {
		if a.Card, err = cardAt(card, expectDraw); err != nil {
			return err
		}
	}
	p.add(a, plus, card)
	p.i += 2
	return nil
}

// claim reads "=FROM-TO", a sequence the placement claims. The ends are
// stored in board order (the one nearer the top, or the left, first), so
// "=F6-B2" and "=B2-F6" are the same claim; whether they make a sequence is
// for the engine to judge.
func (p *turnParser) claim(eq lexeme) error {
	ends, err := p.operand("a claim needs its sequence after =", expectClaim)
	if err != nil {
		return err
	}
	dash := strings.IndexByte(ends.text, '-')
	if dash <= 0 || dash == len(ends.text)-1 {
		return &SyntaxError{Col: ends.col, Token: ends.text, Problem: "a claim names the two ends of the sequence, joined by -", Expected: expectClaim}
	}
	from, err := spaceAt(lexeme{text: ends.text[:dash], col: ends.col})
	if err != nil {
		return err
	}
	to, err := spaceAt(lexeme{text: ends.text[dash+1:], col: ends.col + len([]rune(ends.text[:dash+1]))})
	if err != nil {
		return err
	}
	if to < from {
		from, to = to, from
	}
	p.add(engine.Action{Kind: engine.Claim, Space: from, To: to}, eq, ends)
	p.i += 2
	return nil
}

// play reads CARD@SPACE, CARDxSPACE (the operator touching either side or
// neither) or CARD alone.
func (p *turnParser) play(card lexeme) error {
	if p.i+1 < len(p.lx) {
		switch op := p.lx[p.i+1]; {
		case op.text == "@":
			return p.withSpace(card, engine.Place, "a placement needs its space after @", expectPlace)
		case op.isRemoval():
			return p.withSpace(card, engine.Take, "a removal needs its space after x", expectTake)
		}
	}
	c, problem := readCard(card.text)
	if problem != "" {
		return &SyntaxError{Col: card.col, Token: card.text, Problem: "not an action", Expected: expectAction}
	}
	p.add(engine.Action{Kind: engine.PlaceShort, Card: c, Space: engine.NoSpace}, card, card)
	p.i++
	return nil
}

// withSpace reads CARD, the operator "@" or "x" after it, and SPACE.
func (p *turnParser) withSpace(card lexeme, kind engine.ActionKind, problem, expected string) error {
	c, err := cardAt(card, expectCard)
	if err != nil {
		return err
	}
	p.i++
	space, err := p.operand(problem, expected)
	if err != nil {
		return err
	}
	s, err := spaceAt(space)
	if err != nil {
		return err
	}
	p.add(engine.Action{Kind: kind, Card: c, Space: s}, card, space)
	p.i += 2
	return nil
}

// cardAt reads the card of a lexeme; expected goes into its SyntaxError.
func cardAt(lx lexeme, expected string) (engine.Card, error) {
	c, problem := readCard(lx.text)
	if problem != "" {
		return engine.NoCard, &SyntaxError{Col: lx.col, Token: lx.text, Problem: problem, Expected: expected}
	}
	return c, nil
}

// spaceAt reads the space of a lexeme.
func spaceAt(lx lexeme) (engine.Space, error) {
	s, problem := readSpace(lx.text)
	if problem != "" {
		return engine.NoSpace, &SyntaxError{Col: lx.col, Token: lx.text, Problem: problem, Expected: expectSpace}
	}
	return s, nil
}

// FormatAction writes one action in canonical notation.
func FormatAction(a engine.Action) string {
	switch a.Kind {
	case engine.TurnInDead:
		return "dead " + a.Card.String()
	case engine.Place:
		return a.Card.String() + "@" + a.Space.String()
	case engine.Take:
		return a.Card.String() + "x" + a.Space.String()
	case engine.PlaceShort:
		return a.Card.String()
	case engine.Pass:
		return "pass"
	case engine.Draw:
		if a.Card == engine.NoCard {
			return "+?"
		}
		return "+" + a.Card.String()
	case engine.NoDraw:
		return "nodraw"
	case engine.Claim:
		return "=" + a.Space.String() + "-" + a.To.String()
	}
	return "?"
}

// FormatTurn writes a turn in canonical notation: actions separated by one
// space, and "; " after the dead-card part (the dead card and its draw):
// "dead 4C +9H; 9S@B7 +QS".
func FormatTurn(actions []engine.Action) string {
	var b strings.Builder
	for i, a := range actions {
		if i > 0 {
			prev := actions[i-1]
			endsDead := prev.Kind == engine.TurnInDead && a.Kind != engine.Draw ||
				prev.Kind == engine.Draw && i >= 2 && actions[i-2].Kind == engine.TurnInDead
			if endsDead {
				b.WriteString("; ")
			} else {
				b.WriteByte(' ')
			}
		}
		b.WriteString(FormatAction(a))
	}
	return b.String()
}
