package engine

// Rule is a rule id of docs/format.md section 8, in the order of its table, which
// is the order of precedence when one action breaks several rules.
type Rule uint8

// The rule ids. NoRule means nothing was broken.
const (
	NoRule Rule = iota
	SetupPlayers
	SetupTeams
	SetupSeating
	SetupHands
	SetupDeck
	SetupStart
	GameOver
	OutOfTurn
	TurnShape
	DeadTwice
	NotInHand
	CardCount
	NotDead
	WrongCard
	Ambiguous
	NoSpaceOpen
	CornerSpace
	WrongSpace
	Occupied
	RemoveEmpty
	RemoveOwn
	RemoveLocked
	PassPlayable
	DrawMismatch
	ReshuffleMismatch
	// WrongClaim is added by seqref: a sequence a record names (=FROM-TO)
	// that the placement does not complete or may not claim.
	WrongClaim
	numRules
)

var ruleIDs = [numRules]string{
	"", "setup-players", "setup-teams", "setup-seating", "setup-hands", "setup-deck",
	"setup-start", "game-over", "out-of-turn", "turn-shape", "dead-twice", "not-in-hand",
	"card-count", "not-dead", "wrong-card", "ambiguous", "no-space", "corner",
	"wrong-space", "occupied", "remove-empty", "remove-own", "remove-locked",
	"pass-playable", "draw-mismatch", "reshuffle-mismatch", "claim",
}

// String is the rule id as written in verdicts: "remove-own".
func (r Rule) String() string {
	if r >= numRules {
		return "unknown"
	}
	return ruleIDs[r]
}

// AllRules lists every rule the engine judges, in precedence order.
func AllRules() []Rule {
	out := make([]Rule, 0, numRules-1)
	for r := Rule(1); r < numRules; r++ {
		out = append(out, r)
	}
	return out
}

// RuleNamed returns the rule with the given id, or NoRule.
func RuleNamed(id string) Rule {
	for r := Rule(1); r < numRules; r++ {
		if ruleIDs[r] == id {
			return r
		}
	}
	return NoRule
}
