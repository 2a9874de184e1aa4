package notation_test

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/seqref/seqref/engine"
)

// Seeded generators of values and of the liberal text forms the parsers
// read, for the property tests.

// newRand returns a generator seeded with seed, so that every run sees the
// same values.
func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0x5e9)) }

// pick returns one of the choices at random.
func pick[T any](r *rand.Rand, choices ...T) T { return choices[r.IntN(len(choices))] }

// rankForms are the ways a rank may be written.
func rankForms(rank engine.Rank) []string {
	switch rank {
	case engine.Ace:
		return []string{"A", "a"}
	case 10:
		return []string{"10", "T", "t"}
	case engine.Jack:
		return []string{"J", "j"}
	case engine.Queen:
		return []string{"Q", "q"}
	case engine.King:
		return []string{"K", "k"}
	}
	return []string{rank.String()}
}

// suitForms are the ways a suit may be written: letters, filled and hollow
// symbols, and symbols with a variation selector.
func suitForms(suit engine.Suit) []string {
	letter := string(suit.Letter())
	filled := string("♠♥♦♣"[suit*3 : suit*3+3])
	hollow := string([]rune("♤♡♢♧")[suit])
	return []string{letter, strings.ToLower(letter), filled, hollow, filled + "\ufe0f", hollow + "\ufe0e"}
}

// liberalCardForms lists every way card c may be written.
func liberalCardForms(c engine.Card) []string {
	switch c {
	case engine.Add:
		return []string{"ADD", "add", "Add", "aDd"}
	case engine.Remove:
		return []string{"REMOVE", "remove", "Remove", "rEMOVe"}
	}
	var out []string
	for _, rank := range rankForms(c.Rank()) {
		for _, suit := range suitForms(c.Suit()) {
			out = append(out, rank+suit)
		}
	}
	return out
}

// randomCard returns any card the engine knows.
func randomCard(r *rand.Rand) engine.Card { return engine.Card(1 + r.IntN(engine.NumCards-1)) }

// randomSpace returns any space of the board.
func randomSpace(r *rand.Rand) engine.Space { return engine.Space(r.IntN(engine.NumSpaces)) }

// cardForm writes c in one of its input forms.
func cardForm(r *rand.Rand, c engine.Card) string { return pick(r, liberalCardForms(c)...) }

// spaceForm writes s with its column in either case.
func spaceForm(r *rand.Rand, s engine.Space) string {
	text := s.String()
	if r.IntN(2) == 0 {
		return strings.ToLower(text)
	}
	return text
}

// keywordForm writes a keyword in a random mix of cases.
func keywordForm(r *rand.Rand, kw string) string {
	b := []byte(kw)
	for i := range b {
		if r.IntN(3) == 0 {
			b[i] = b[i] - 'a' + 'A'
		}
	}
	return string(b)
}

// separator is what may stand between two tokens.
func separator(r *rand.Rand) string {
	return pick(r, " ", " ", "  ", "\t", ";", "; ", " ; ", ",", ", ", " ,", "\n", ";;")
}

// randomAction returns an action of any kind with any card and space: the
// parser reads what the rules would refuse.
func randomAction(r *rand.Rand) engine.Action {
	a := engine.Action{Space: engine.NoSpace}
	switch r.IntN(7) {
	case 0:
		a.Kind, a.Card = engine.TurnInDead, randomCard(r)
	case 1:
		a.Kind, a.Card, a.Space = engine.Place, randomCard(r), randomSpace(r)
	case 2:
		a.Kind, a.Card, a.Space = engine.Take, randomCard(r), randomSpace(r)
	case 3:
		a.Kind, a.Card = engine.PlaceShort, randomCard(r)
	case 4:
		a.Kind = engine.Pass
	case 5:
		a.Kind = engine.Draw
		if r.IntN(4) > 0 {
			a.Card = randomCard(r)
		}
	default:
		a.Kind = engine.NoDraw
	}
	return a
}

// actionForm writes a in one of its input forms.
func actionForm(r *rand.Rand, a engine.Action) string {
	switch a.Kind {
	case engine.TurnInDead:
		return keywordForm(r, "dead") + separator(r) + cardForm(r, a.Card)
	case engine.Place:
		return cardForm(r, a.Card) + pick(r, "@", " @ ", "@ ", " @", "\t@\t") + spaceForm(r, a.Space)
	case engine.Take:
		return cardForm(r, a.Card) + pick(r, "x", "X", " x ", " X ", "x ", " x") + spaceForm(r, a.Space)
	case engine.PlaceShort:
		return cardForm(r, a.Card)
	case engine.Pass:
		return keywordForm(r, "pass")
	case engine.Draw:
		card := "?"
		if a.Card != engine.NoCard {
			card = cardForm(r, a.Card)
		}
		return "+" + pick(r, "", "", " ") + card
	case engine.NoDraw:
		return keywordForm(r, "nodraw")
	}
	panic(fmt.Sprintf("no form for action kind %d", a.Kind))
}

// randomTurn returns up to six random actions and a liberal text for them.
func randomTurn(r *rand.Rand) ([]engine.Action, string) {
	n := r.IntN(7)
	actions := make([]engine.Action, n)
	var b strings.Builder
	if r.IntN(4) == 0 {
		b.WriteString(separator(r))
	}
	for i := range actions {
		if i > 0 {
			b.WriteString(separator(r))
		}
		actions[i] = randomAction(r)
		b.WriteString(actionForm(r, actions[i]))
	}
	if r.IntN(4) == 0 {
		b.WriteString(separator(r))
	}
	return actions, b.String()
}

// randomBoard returns a board with a random density of chips of the three
// colours, some of them locked.
func randomBoard(r *rand.Rand) engine.Board {
	var b engine.Board
	density := r.Float64()
	for s := engine.Space(0); s < engine.NumSpaces; s++ {
		if s.IsCorner() || r.Float64() >= density {
			continue
		}
		b.Put(s, engine.Team(r.IntN(engine.MaxTeams)), r.IntN(4) == 0)
	}
	return b
}

// randomLayout returns a board layout that shows the 48 cards that are not
// jacks twice each, shuffled over the spaces that are not corners.
func randomLayout(r *rand.Rand) *engine.Layout {
	var deck []engine.Card
	for c := engine.Card(1); c <= 52; c++ {
		if !c.IsJack() {
			deck = append(deck, c, c)
		}
	}
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	var cards [engine.NumSpaces]engine.Card
	for s := engine.Space(0); s < engine.NumSpaces; s++ {
		if !s.IsCorner() {
			cards[s], deck = deck[0], deck[1:]
		}
	}
	l, err := engine.NewLayout(cards)
	if err != nil {
		panic("random layout: " + err.Error())
	}
	return l
}

// boardForm writes l as a board file in a random mix of what ParseBoard
// reads: any card forms, spaces and tabs, an optional header, optional row
// numbers, comments, blank lines, CRLF line ends and a byte order mark.
func boardForm(r *rand.Rand, l *engine.Layout) string {
	var b strings.Builder
	if r.IntN(5) == 0 {
		b.WriteString("\ufeff")
	}
	eol := pick(r, "\n", "\r\n")
	gap := func() string { return pick(r, " ", "  ", "\t", " \t ") }
	if r.IntN(2) == 0 {
		b.WriteString("# a board" + eol)
	}
	if r.IntN(2) == 0 {
		b.WriteString(gap())
		for col := 0; col < 10; col++ {
			b.WriteString(gap() + spaceForm(r, engine.SpaceAt(col, 0))[:1])
		}
		b.WriteString(eol)
	}
	numbered := r.IntN(2) == 0
	for row := 0; row < 10; row++ {
		if r.IntN(6) == 0 {
			b.WriteString(pick(r, "", "   ", "# between rows") + eol)
		}
		if numbered {
			fmt.Fprintf(&b, "%s%d", gap(), row+1)
		}
		for col := 0; col < 10; col++ {
			name := pick(r, "XX", "xx", "Xx")
			if c := l.Card(engine.SpaceAt(col, row)); c != engine.NoCard {
				name = cardForm(r, c)
			}
			b.WriteString(gap() + name)
		}
		if r.IntN(5) == 0 {
			b.WriteString(gap() + "# row " + fmt.Sprint(row+1))
		}
		b.WriteString(pick(r, "", " ", "\t") + eol)
	}
	return b.String()
}
