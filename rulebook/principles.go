package rulebook

// The ids of the rules that are not violations: the principles a referee
// cites for a legal entry, and the two penalties. The ids of violations are
// the engine's (engine.Rule.String) and syntax, schema and unreadable.
const (
	TurnOrder      = "turn-order"      // play goes in seating order
	PlayNormal     = "play-normal"     // a normal card places on a space that shows it
	PlayWild       = "play-wild"       // a wild card places on any open space
	PlayRemove     = "play-remove"     // a remove card takes an opponent's unlocked chip
	PassTurn       = "pass"            // a pass when no card can be played
	DeadCard       = "dead-card"       // a dead card may be turned in
	DrawCard       = "draw"            // the draw after a play
	ReshufflePile  = "reshuffle"       // the discards become the new pile
	MissedDraw     = "missed-draw"     // nodraw: one card fewer, a penalty
	TableTalk      = "table-talk"      // every member forfeits a card, a penalty
	SequenceRule   = "sequence"        // five in a line count and lock
	FreeCorner     = "free-corner"     // corners count for every team
	SecondSequence = "second-sequence" // two sequences share at most one space
	WinRule        = "win"             // the sequences a team needs
)

// The ids of problems that make a file no record (result invalid).
const (
	SyntaxRule     = "syntax"
	SchemaRule     = "schema"
	UnreadableRule = "unreadable"
)
