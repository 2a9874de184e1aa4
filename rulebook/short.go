package rulebook

// shortStatements say every rule in a few words, for a line of its own
// beside the rule id: the "Also cited" list of a ruling.
var shortStatements = map[ID]string{
	"setup-players":      "the ruleset allows that many players",
	"setup-teams":        "up to three play alone, more in 2 or 3 equal teams",
	"setup-seating":      "teammates alternate around the table",
	"setup-hands":        "each hand holds as many cards as the ruleset deals",
	"setup-deck":         "no card more often than the ruleset's deck holds it",
	"setup-start":        "a start: position must be one a game can reach",
	"turn-order":         "play goes around the table in seating order",
	"out-of-turn":        "only the player to move makes an entry",
	"turn-shape":         "a dead card (if any), one play or pass, then the draw",
	"not-in-hand":        "a player uses only cards they hold",
	"card-count":         "no card more often than the deck holds it",
	"pass":               "a player who cannot play passes, and draws nothing",
	"pass-playable":      "no pass while a card can be played",
	"play-normal":        "a normal card places on a space that shows it",
	"play-wild":          "a wild card places on any open space",
	"ambiguous":          "a card written without a space has one open space",
	"no-space":           "a card written without a space needs an open space",
	"corner":             "no chip goes on, or comes off, a free corner",
	"wrong-space":        "a normal card places only where it is shown",
	"occupied":           "a chip goes only on an open space",
	"play-remove":        "a remove card takes an opponent's unlocked chip",
	"wrong-card":         "remove cards only remove, others only place",
	"remove-empty":       "a remove card must take a chip",
	"remove-own":         "a remove card never takes the team's own chip",
	"remove-locked":      "a chip in a completed sequence is locked",
	"dead-card":          "a card with both its spaces covered is dead",
	"not-dead":           "only a dead card may be turned in",
	"dead-twice":         "at most one dead card a turn",
	"draw":               "after a play the player draws",
	"draw-mismatch":      "a card drawn is the top card of the draw pile",
	"reshuffle":          "an empty draw pile is made again from the discards",
	"reshuffle-mismatch": "a reshuffle lists the discards since the last one",
	"missed-draw":        "a draw missed is lost: a penalty, not a fault",
	"table-talk":         "no table talk: each member of the team forfeits a card",
	"sequence":           "five in a line, corners counting, make a sequence",
	"free-corner":        "a corner counts as a chip of every team",
	"second-sequence":    "two sequences of a team share at most one space",
	"claim":              "a record may name the five a placement claims",
	"win":                "a team wins the moment it has the sequences it needs",
	"game-over":          "nothing may follow the winning entry",
	"syntax":             "the file is YAML written in the notation",
	"schema":             "the YAML holds the keys of a record",
	"unreadable":         "the file must exist and be readable",
}

// Short is the rule in a few words, for a line of its own.
func (r Rule) Short() string {
	if s, ok := shortStatements[r.ID]; ok {
		return s
	}
	return r.Statement
}
