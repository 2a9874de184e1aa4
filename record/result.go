package record

import "slices"

// Result is the outcome of validating a record (docs/format.md section 8).
type Result string

// The results.
const (
	Win        Result = "win"        // a team completed what it needs
	Unfinished Result = "unfinished" // every entry legal, nobody has won yet
	Illegal    Result = "illegal"    // an entry broke a rule
	Invalid    Result = "invalid"    // the file cannot be read as a record
)

// ExitCode is the exit status for a result: 0 for win and unfinished, 1 for
// illegal, 2 for invalid.
func (r Result) ExitCode() int {
	switch r {
	case Illegal:
		return 1
	case Invalid:
		return 2
	}
	return 0
}

// SequenceEnds is a completed sequence: its team and its two end spaces,
// From the end nearest the top (for a row, the left end), as in start:.
type SequenceEnds struct {
	Team string `json:"team"`
	From string `json:"from"`
	To   string `json:"to"`
}

// ExpectKeys are the keys an expect: block may hold, in the order a full
// block is written.
func ExpectKeys() []string { return slices.Clone(expectKeys) }

// expectKeys are ExpectKeys.
var expectKeys = []string{"result", "winner", "turns", "error", "sequences", "completed",
	"position", "hand_sizes", "penalties"}

// expectErrorKeys and expectPenaltyKeys are the sub-keys of the expect:
// keys error and penalties, which hold mappings of their own.
var (
	expectErrorKeys   = []string{"turn", "rule"}
	expectPenaltyKeys = []string{"missed_draws", "forfeits"}
)
