package play

import "github.com/seqref/seqref/engine"

// maxHand bounds a hand: the largest deal is seven, and a hand never grows
// past its deal.
const maxHand = 8

// dealer holds the physical cards of a game in fixed arrays (the pile, the
// discards and the hands) and chooses every turn with its policy. Playing a
// turn allocates nothing.
type dealer struct {
	cfg   Config
	rng   rng
	n     int
	teams [engine.MaxPlayers]engine.Team

	// sorted is the deck of deckRules in card order, each card as many
	// times as the deck holds it: the deck before every shuffle.
	sorted    [engine.MaxPile]cardT
	nSorted   int
	deckRules *engine.Ruleset

	pile      [engine.MaxPile]cardT // pile[top:end], top first
	top, end  int
	discards  [engine.MaxPile]cardT
	nDiscards int
	// hands[p] is player p's hand, handN[p] cards in the order they
	// arrived; view[p] is the last copy of it that hand(p) gave out.
	hands [engine.MaxPlayers]handWord
	handN [engine.MaxPlayers]int
	view  [engine.MaxPlayers][maxHand]cardT

	// formed is the order of the pile last formed from the discards, to be
	// written as a reshuffle entry after the entry that formed it.
	formed     [engine.MaxPile]cardT
	nFormed    int
	reshuffled bool

	acts [4]engine.Action // the actions of the current turn
	// undo is the state before the draw after the current turn's play,
	// to take that draw back when the play wins (no draw follows a win).
	undo     drawUndo
	undoAll  bool // undo holds the state before the draw (else the draw took only the top card)
	drewLast bool
	live     [maxHand]cardT  // scratch: the distinct playable cards of a hand
	plays    []engine.Action // scratch for the greedy policy
}

// reset deals a new game from cfg's seed in d's own memory.
func (d *dealer) reset(cfg Config, teams []engine.Team) {
	d.cfg, d.n = cfg, cfg.Players
	d.rng.seed(cfg.Seed)
	copy(d.teams[:], teams)
	if d.plays == nil {
		d.plays = make([]engine.Action, 0, engine.NumSpaces)
	}
	if d.deckRules != cfg.Rules {
		sorted := d.sorted[:0]
		for c := cardT(1); c < engine.NumCards; c++ {
			for i := 0; i < int(cfg.Rules.Copies[c]); i++ {
				sorted = append(sorted, c)
			}
		}
		d.deckRules, d.nSorted = cfg.Rules, len(sorted)
	}
	deck := d.pile[:d.nSorted]
	copy(deck, d.sorted[:d.nSorted])
	d.rng.shuffle(deck)
	deal := int(cfg.Rules.Deal[d.n])
	d.handN = [engine.MaxPlayers]int{}
	d.hands = [engine.MaxPlayers]handWord{}
	for i, p := 0, 0; i < deal*d.n; i++ {
		d.give(p, deck[i])
		if p++; p == d.n {
			p = 0 // round the table: card i goes to player i mod n
		}
	}
	d.top, d.end = deal*d.n, len(deck)
	d.nDiscards, d.nFormed, d.reshuffled = 0, 0, false
}

// cardsLeft reports whether a card could still be drawn: the pile or the
// discards to reshuffle into a new one hold one.
func (d *dealer) cardsLeft() bool { return d.top < d.end || d.nDiscards > 0 }

// hand is player p's hand, in the order the cards arrived: a copy, which
// stays as it is until the next call of hand(p).
func (d *dealer) hand(p int) []cardT {
	d.view[p] = d.hands[p].cards()
	return d.view[p][:d.handN[p]]
}

// pileCards is the draw pile, top first.
func (d *dealer) pileCards() []cardT { return d.pile[d.top:d.end] }

// draw takes the top card of the pile, reshuffling the discards into a new
// pile when it is empty, as the engine does: at once when a draw empties the
// pile, or at the next draw if there was nothing to reshuffle then. It
// returns NoCard when no card is left at all.
func (d *dealer) draw() cardT {
	if d.top == d.end {
		d.reshuffle()
	}
	if d.top == d.end {
		return engine.NoCard
	}
	c := d.pile[d.top]
	d.top++
	if d.top == d.end {
		d.reshuffle()
	}
	return c
}

func (d *dealer) reshuffle() {
	if d.nDiscards == 0 {
		return
	}
	n := copy(d.pile[:], d.discards[:d.nDiscards])
	d.top, d.end, d.nDiscards = 0, n, 0
	d.rng.shuffle(d.pile[:n])
	d.nFormed = copy(d.formed[:], d.pile[:n])
	d.reshuffled = true
}

// take moves card c, which player p's hand holds (the policies choose
// from the hand), from the hand to the discards. The hand keeps its order:
// the cards after the one taken move up.
func (d *dealer) take(p int, c cardT) {
	d.hands[p], _ = d.hands[p].without(c)
	d.handN[p]--
	d.discards[d.nDiscards] = c
	d.nDiscards++
}

// give puts a drawn card into player p's hand.
func (d *dealer) give(p int, c cardT) {
	d.hands[p] = d.hands[p].with(d.handN[p], c)
	d.handN[p]++
}

// turn plays player p's turn: a dead card if the hand holds one, then the
// policy's play (or a pass), then the draw, every draw written. The actions
// are valid until the next turn.
func (d *dealer) turn(g *engine.Game, p int) []engine.Action {
	n := 0
	held := d.hands[p].held()
	if dead := held & g.DeadSet(); dead != 0 {
		n = d.turnInDead(p, dead)
		held = d.hands[p].held()
	}
	team := d.teams[p]
	live := held & g.PlayableSet(team)
	if live == 0 {
		d.acts[n] = engine.Action{Kind: engine.Pass, Space: engine.NoSpace}
		return d.acts[:n+1]
	}
	// Policy.choose written out for a hand held as a word: this is the
	// rollout's inner loop.
	a := &d.acts[n&3]
	if d.cfg.Policy == Random {
		*a = randomPlay(d, g, d.hands[p].nthDistinct(live, d.rng.intn(live.Len())), team)
	} else {
		*a = greedy(d, g, p, d.hands[p].appendDistinct(d.live[:0], live))
	}
	d.take(p, a.Card)
	n++
	// Only a draw that empties the pile reshuffles, and only then is there
	// more to take back than the card: the whole state is saved only then.
	var c cardT
	if d.undoAll = d.end-d.top <= 1; d.undoAll {
		d.undo = drawUndo{top: d.top, end: d.end, nDiscards: d.nDiscards, nFormed: d.nFormed, reshuffled: d.reshuffled, rng: d.rng}
		c = d.draw()
	} else {
		c = d.pile[d.top] // a card stays after it: draw's plain case
		d.top++
	}
	d.drewLast = false
	if c != engine.NoCard {
		d.undo.card, d.drewLast = c, true
		d.give(p, c)
		d.acts[n&3] = engine.Action{Kind: engine.Draw, Card: c, Space: engine.NoSpace}
		n++
	}
	return d.acts[:n]
}

// turnInDead turns in one of player p's dead cards, chosen at random among
// the distinct ones in dead, and draws its replacement; it writes the
// actions at the start of the turn's and returns how many it wrote.
func (d *dealer) turnInDead(p int, dead engine.CardSet) int {
	c := d.hands[p].nthDistinct(dead, d.rng.intn(dead.Len()))
	d.take(p, c)
	d.acts[0] = engine.Action{Kind: engine.TurnInDead, Card: c, Space: engine.NoSpace}
	if r := d.draw(); r != engine.NoCard {
		d.give(p, r)
		d.acts[1] = engine.Action{Kind: engine.Draw, Card: r, Space: engine.NoSpace}
		return 2
	}
	return 1
}

// drawUndo is what the draw after a play changes in the dealer.
type drawUndo struct {
	top, end, nDiscards, nFormed int
	reshuffled                   bool
	rng                          rng
	card                         cardT
}

// undoDraw takes back the draw after the play of player p's turn, when the
// play won: the game ends at the winning placement (docs/format.md section 4), so
// no draw is made. The engine does not judge a draw written there; taking
// it back here, only on the last entry, is cheaper than asking before
// every draw whether the play wins. It returns the actions without it.
func (d *dealer) undoDraw(p int, acts []engine.Action) []engine.Action {
	if !d.drewLast {
		return acts
	}
	if !d.undoAll {
		d.top-- // the card is still there
	} else {
		u := d.undo
		d.top, d.end, d.nDiscards, d.nFormed, d.reshuffled, d.rng = u.top, u.end, u.nDiscards, u.nFormed, u.reshuffled, u.rng
		if d.top < d.end {
			d.pile[d.top] = u.card // a reshuffle may have written over it
		}
	}
	d.handN[p]--
	d.hands[p] &^= 0xff << (8 * d.handN[p]) // the card drawn, the last
	d.drewLast = false
	return acts[:len(acts)-1]
}
