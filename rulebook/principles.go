package rulebook

// The ids of the rules that are not violations: the principles a referee
// cites for a legal entry, and the two penalties. The ids of violations are
// the engine's (engine.Rule.String) and syntax, schema and unreadable.
const (
	TurnOrder      ID = "turn-order"      // play goes in seating order
	PlayNormal     ID = "play-normal"     // a normal card places on a space that shows it
	PlayWild       ID = "play-wild"       // a wild card places on any open space
	PlayRemove     ID = "play-remove"     // a remove card takes an opponent's unlocked chip
	PassTurn       ID = "pass"            // a pass when no card can be played
	DeadCard       ID = "dead-card"       // a dead card may be turned in
	DrawCard       ID = "draw"            // the draw after a play
	ReshufflePile  ID = "reshuffle"       // the discards become the new pile
	MissedDraw     ID = "missed-draw"     // nodraw: one card fewer, a penalty
	TableTalk      ID = "table-talk"      // every member forfeits a card, a penalty
	SequenceRule   ID = "sequence"        // five in a line count and lock
	FreeCorner     ID = "free-corner"     // corners count for every team
	SecondSequence ID = "second-sequence" // two sequences share at most one space
	WinRule        ID = "win"             // the sequences a team needs
)

// The ids of problems that make a file no record (result invalid).
const (
	SyntaxRule     ID = "syntax"
	SchemaRule     ID = "schema"
	UnreadableRule ID = "unreadable"
)
