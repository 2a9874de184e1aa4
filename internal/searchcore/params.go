package searchcore

import "github.com/seqref/seqref/engine"

// Params are the searcher's tuning: how its playouts search and how far
// they play. DefaultParams are those of seqref bot strong, measured in
// docs/strong-bot.md; the lab (internal/searchlab) sets others to measure
// them.
type Params struct {
	// ReplyPlies is how many turns after the candidate a playout of a
	// two-player game searches by shallow minimax instead of playing them
	// with the playout policy: 0 plays the policy's round, 1 lets the next
	// player choose, among all its plays of its dealt hand, the one that
	// leaves the position worst for the searcher's team, 2 lets the
	// searcher then answer that with its best, and so on, up to MaxPlies.
	// The position is then evaluated as evaluate does.
	ReplyPlies int
	// ReplyPliesFour and ReplyTopFour are the minimax of a four-player game
	// (two teams): ReplyPliesFour turns after the candidate (4 is the whole
	// round: the next opponent, the partner, the other opponent, the
	// player), each turn choosing among the ReplyTopFour plays of its dealt
	// hand with the highest staticScore. ReplyPliesFour 0 plays the
	// policy's round. Games of 3, 6, 8, 9, 10 or 12 players always play
	// the policy's round: a round of their turns is too many plies.
	ReplyPliesFour, ReplyTopFour int
	// ReplyJacks is how many spaces a wild or remove jack is tried on in
	// the minimax: those with the highest placeScore or removeScore.
	ReplyJacks int
	// Horizon is how many rounds of turns a playout that plays the policy
	// plays before the position is evaluated; MaxTurns plays to the end.
	Horizon int
	// Peek, when not nil, gives every playout the true hands (indexed by
	// seat) and pile, top first, instead of a random deal of the unseen
	// cards: what the search would gain from knowing them
	// (docs/strong-bot.md, "How far a bot can go"). A player at the table
	// has no such knowledge; DefaultParams leaves it nil.
	Peek func() (hands [][]engine.Card, pile []engine.Card)
}

// DefaultParams are the tuning of seqref bot strong (docs/strong-bot.md):
// two plies of minimax after the candidate in a two-player game, the whole
// round among the two best plays of each turn in a four-player game, three
// spaces of each jack, and one round of the policy otherwise. At 1000
// playouts a move the four-player minimax scored 65.0 % against the window
// bot where the policy's round scored 63.4 % (the same 1000 games); more
// rounds of the policy, or playing to the end, measured no stronger and
// cost more.
func DefaultParams() Params {
	return Params{ReplyPlies: 2, ReplyPliesFour: 4, ReplyTopFour: 2, ReplyJacks: 3, Horizon: 1}
}
