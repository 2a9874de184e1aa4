package query

import (
	"strings"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
)

// entry is the entry being built on the Record tab, tap by tap, in turn
// notation; the Book judges it when it is recorded (Book.Record).
type entry struct {
	text    string
	dead    bool // the next card named is turned in as dead
	draw    bool // the next card named is drawn
	refused bool // the entry was refused: the next tap starts anew
	ruling  *Ruling
}

// Card names a card: drawn after Draw, turned in after Dead, or else the
// card of the next play, in place of a card named before it.
func (b *Book) Card(card string) BookState {
	e := &b.entry
	e.restart()
	switch {
	case e.draw:
		e.draw = false
		// a card drawn for a dead card goes before the "; " that ends it
		if t := strings.TrimRight(e.text, " "); strings.HasSuffix(t, ";") {
			e.text = strings.TrimSuffix(t, ";") + " +" + card + "; "
		} else {
			e.text = t + " +" + card
		}
	case e.dead:
		e.dead = false
		e.text += "dead " + card + "; "
	default:
		e.text = e.text[:lastAction(e.text)] + card
	}
	return b.State()
}

// Tap is a tap of a space: the card named last played there (or taking
// its chip), or else the card the space shows played there.
func (b *Book) Tap(space string) BookState {
	e := &b.entry
	e.restart()
	s, err := notation.ParseSituation(b.now.Situation)
	sp, serr := notation.ParseSpace(space)
	if err != nil || serr != nil {
		return b.State()
	}
	text := strings.TrimRight(e.text, " ")
	if strings.HasSuffix(text, ";") {
		text += " "
	}
	if _, err := notation.ParseCard(text[lastAction(text):]); err == nil && !strings.HasSuffix(text, " ") {
		if !sp.IsCorner() && s.Board.TeamAt(sp) != engine.NoTeam {
			e.text = text + "x" + space
		} else {
			e.text = text + "@" + space
		}
		return b.State()
	}
	if sp.IsCorner() {
		return b.State()
	}
	if text != "" && !strings.HasSuffix(text, "; ") {
		text += "; "
	}
	e.text = text + engine.StandardLayout.Card(sp).String() + "@" + space
	return b.State()
}

// lastAction is where the last action of an entry's text starts: after
// its last "; ", or after a player's name.
func lastAction(text string) int {
	i := strings.LastIndexAny(text, ";:")
	if i < 0 {
		return 0
	}
	for i+1 < len(text) && text[i+1] == ' ' {
		i++
	}
	return i + 1
}

// Dead says that the next card named is turned in as dead; again, it
// takes that back.
func (b *Book) Dead() BookState {
	b.entry.restart()
	b.entry.dead = !b.entry.dead
	return b.State()
}

// Draw says that the next card named is the card drawn; again, it takes
// that back.
func (b *Book) Draw() BookState {
	b.entry.restart()
	b.entry.draw = !b.entry.draw
	return b.State()
}

// Pass ends the entry with a pass, after a dead card turned in, or alone.
func (b *Book) Pass() BookState {
	e := &b.entry
	e.restart()
	if !strings.HasSuffix(strings.TrimRight(e.text, " "), ";") {
		e.text = ""
	}
	e.text += "pass"
	return b.State()
}

// Type sets the entry as typed (turn notation, "Bob: 5C@B2" naming the
// player).
func (b *Book) Type(text string) BookState {
	b.entry = entry{text: text}
	return b.State()
}

// Record judges the entry being built as the next of the game (Add): a
// legal one is recorded and a new entry starts; an illegal one is refused
// with its ruling and stays to be put right, but the next tap starts a
// new entry.
func (b *Book) Record(width int) BookState {
	text := strings.TrimSpace(b.entry.text)
	if text == "" {
		return b.State()
	}
	a := b.Add(text, width)
	b.entry = entry{text: b.entry.text, ruling: &a.Ruling, refused: !a.Accepted}
	if a.Accepted {
		b.entry.text = ""
	}
	return b.State()
}

// restart starts a new entry after one that was refused.
func (e *entry) restart() {
	if e.refused {
		*e = entry{}
	}
}
