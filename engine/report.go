package engine

// Report says what an entry did that its notation does not show: where a
// short-form placement went, whose chip came off, the cards drawn when they
// are known, reshuffles, penalties and sequences.
type Report struct {
	Player    int
	Dead      Card  // the card turned in as dead, or NoCard
	DeadDraw  Card  // its replacement, NoCard when not known
	Card      Card  // the card played, NoCard for a pass
	Space     Space // where the chip went or came off, NoSpace for a pass
	Removed   Team  // whose chip came off, NoTeam for a placement
	Drew      Card  // the card drawn after the play, NoCard when not known or none
	DrawnNone bool  // no card was left to draw, so none was drawn or owed
	// MissedDraw is true for the nodraw penalty: the player plays on with one
	// card fewer.
	MissedDraw bool
	// Reshuffles is how many times the discards became a new pile during the
	// entry.
	Reshuffles int
	// seqs are the sequences the placement completed, in the order they
	// were claimed; nSeqs says how many.
	seqs  [8]Sequence
	nSeqs int
	Won   bool // the entry won the game
}

// Sequences lists the sequences the entry completed, in the order they were
// claimed (empty for an entry that completed none). The slice shares the
// report's memory: it allocates nothing.
func (r *Report) Sequences() []Sequence { return r.seqs[:r.nSeqs] }

// Completed is how many sequences the entry completed.
func (r *Report) Completed() int { return r.nSeqs }
