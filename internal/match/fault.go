package match

import (
	"github.com/seqref/seqref/internal/safetext"
	"strings"

	"github.com/seqref/seqref/engine"
)

// FaultKind is how a bot lost a game by its own fault.
type FaultKind uint8

// The faults. Each loses the game for the bot's team.
const (
	NoFault  FaultKind = iota
	Illegal            // answered a turn the rules forbid
	Garbage            // answered something that is not a turn, or no handshake
	TimedOut           // did not answer within the time limit
	Crashed            // exited, or could not be started
	Closed             // closed its output
	Deaf               // did not read its input
)

var faultNames = [...]string{"", "illegal", "garbage", "timeout", "crash", "closed", "deaf"}

// String is the fault's name in standings and JSON.
func (k FaultKind) String() string { return faultNames[k] }

// Fault is why a bot lost.
type Fault struct {
	Kind   FaultKind
	Rule   engine.Rule // the rule broken, for Illegal
	Answer string      // what the bot answered, when it answered
	Detail string      // more, in words
	// Start is set when the fault came before the game's first move:
	// starting the program, the handshake, or telling it the game (the
	// time limit is then StartTime or, for the game line, MoveTime).
	Start bool
	// Clock is set when a bot timed out on its game clock rather than the
	// time a move.
	Clock bool
}

// Words says the fault in words, for the record's notes and the log.
func (f *Fault) Words() string {
	s := ""
	switch f.Kind {
	case Illegal:
		s = "answered " + quote(f.Answer) + ", illegal [" + f.Rule.String() + "]"
	case Garbage:
		s = "answered garbage"
		if f.Answer != "" {
			s += " " + quote(f.Answer)
		}
	case TimedOut:
		s = "did not answer in time"
	case Crashed:
		s = "crashed"
	case Closed:
		s = "closed its output"
	case Deaf:
		s = "stopped reading its input"
	}
	if f.Detail != "" {
		s += " (" + strings.TrimPrefix(f.Detail, "; ") + ")"
	}
	return s
}

// quote quotes a bot's answer, cut to 60 bytes, with every character that
// could act on a terminal escaped (safetext.Quoted).
func quote(s string) string {
	if len(s) > 60 {
		return safetext.Quoted(s[:60] + "…")
	}
	return safetext.Quoted(s)
}
