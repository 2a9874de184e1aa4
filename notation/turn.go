package notation

import (
	"strings"

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

const expectAction = "an action: CARD@SPACE, CARDxSPACE, CARD, dead CARD, pass, +CARD, +? or nodraw"

// ParseTurn reads the actions of one turn (FORMAT.md section 5). It reads any
// list of actions; whether they make a legal turn is for the engine to judge.
func ParseTurn(text string) (Turn, error) {
	p := turnParser{lx: lex(text)}
	for p.i < len(p.lx) {
		if err := p.action(); err != nil {
			return Turn{}, err
		}
	}
	return p.turn, nil
}

type turnParser struct {
	lx   []lexeme
	i    int
	turn Turn
}

func (p *turnParser) add(a engine.Action, first, last lexeme) {
	p.turn.Actions = append(p.turn.Actions, a)
	end := last.col + len([]rune(last.text))
	p.turn.Spans = append(p.turn.Spans, Span{Col: first.col, Len: end - first.col})
}

// next returns the lexeme after the current one, if any.
func (p *turnParser) next() (lexeme, bool) {
	if p.i+1 < len(p.lx) {
		return p.lx[p.i+1], true
	}
	return lexeme{}, false
}

func (p *turnParser) action() error {
	lx := p.lx[p.i]
	switch strings.ToLower(lx.text) {
	case "dead":
		card, ok := p.next()
		if !ok || card.text == "@" || card.text == "+" {
			return &SyntaxError{Col: lx.col, Token: lx.text, Problem: "dead needs the card turned in", Expected: "dead CARD, such as dead 4C"}
		}
		c, err := cardAt(card)
		if err != nil {
			return err
		}
		p.add(engine.Action{Kind: engine.TurnInDead, Card: c, Space: engine.NoSpace}, lx, card)
		p.i += 2
		return nil
	case "pass":
		p.add(engine.Action{Kind: engine.Pass, Space: engine.NoSpace}, lx, lx)
		p.i++
		return nil
	case "nodraw":
		p.add(engine.Action{Kind: engine.NoDraw, Space: engine.NoSpace}, lx, lx)
		p.i++
		return nil
	case "+":
		card, ok := p.next()
		if !ok || card.text == "@" || card.text == "+" {
			return &SyntaxError{Col: lx.col, Token: lx.text, Problem: "a draw needs its card", Expected: "+CARD or +?"}
		}
		a := engine.Action{Kind: engine.Draw, Space: engine.NoSpace}
		if card.text != "?" {
			c, err := cardAt(card)
			if err != nil {
				err.(*SyntaxError).Expected = "+CARD or +?"
				return err
			}
			a.Card = c
		}
		p.add(a, lx, card)
		p.i += 2
		return nil
	case "@":
		return &SyntaxError{Col: lx.col, Token: lx.text, Problem: "a placement needs its card before @", Expected: "CARD@SPACE, such as 7H@C4"}
	}
	return p.play(lx)
}

// play reads CARD@SPACE, CARDxSPACE (also with the @ or x apart) or CARD.
func (p *turnParser) play(lx lexeme) error {
	if at, ok := p.next(); ok && at.text == "@" {
		return p.withSpace(lx, engine.Place)
	}
	if x, ok := p.next(); ok && strings.EqualFold(x.text, "x") {
		return p.withSpace(lx, engine.Take)
	}
	if i := strings.IndexAny(lx.text, "xX"); i >= 0 {
		card := lexeme{text: lx.text[:i], col: lx.col}
		space := lexeme{text: lx.text[i+1:], col: lx.col + len([]rune(lx.text[:i+1]))}
		if card.text == "" {
			return &SyntaxError{Col: lx.col, Token: lx.text, Problem: "a removal needs its card before x", Expected: "CARDxSPACE, such as JSxC4"}
		}
		if space.text == "" {
			return &SyntaxError{Col: lx.col, Token: lx.text, Problem: "a removal needs its space after x", Expected: "CARDxSPACE, such as JSxC4"}
		}
		c, err := cardAt(card)
		if err != nil {
			return err
		}
		s, err := spaceAt(space)
		if err != nil {
			return err
		}
		p.add(engine.Action{Kind: engine.Take, Card: c, Space: s}, lx, lx)
		p.i++
		return nil
	}
	c, problem := readCard(lx.text)
	if problem != "" {
		return &SyntaxError{Col: lx.col, Token: lx.text, Problem: "not an action", Expected: expectAction}
	}
	p.add(engine.Action{Kind: engine.PlaceShort, Card: c, Space: engine.NoSpace}, lx, lx)
	p.i++
	return nil
}

// withSpace reads CARD, a separate "@" or "x", and SPACE.
func (p *turnParser) withSpace(card lexeme, kind engine.ActionKind) error {
	c, err := cardAt(card)
	if err != nil {
		return err
	}
	op := p.lx[p.i+1]
	if p.i+2 >= len(p.lx) {
		return &SyntaxError{Col: op.col, Token: op.text, Problem: "needs a space after it", Expected: expectSpace}
	}
	space := p.lx[p.i+2]
	s, err := spaceAt(space)
	if err != nil {
		return err
	}
	p.add(engine.Action{Kind: kind, Card: c, Space: s}, card, space)
	p.i += 3
	return nil
}

func cardAt(lx lexeme) (engine.Card, error) {
	c, problem := readCard(lx.text)
	if problem != "" {
		return engine.NoCard, &SyntaxError{Col: lx.col, Token: lx.text, Problem: problem, Expected: expectCard}
	}
	return c, nil
}

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
