package match

import (
	"fmt"
	"github.com/seqref/seqref/internal/safetext"

	"github.com/seqref/seqref/situation"
)

// ForfeitLine says in one line why the game was forfeited, for the log of
// a match: the game, the bot (its number among the bots and its command),
// the seat, and what the bot answered (cut to 60 bytes), or which time
// limit it passed, and whether at the handshake or on a move. It is "" for
// a game that was not forfeited.
//
//	game 3: bot 1 (python3 bot.py), seat 2 (Bob, blue): did not answer within --move-time 1s, on a move
func (m *Config) ForfeitLine(r *Result) string {
	f := r.Fault
	if f == nil {
		return ""
	}
	p := r.Faulted
	b := r.Seats[p]
	where := "on a move"
	if f.Start {
		where = "at the handshake"
	}
	return fmt.Sprintf("game %d: bot %d (%s), seat %d (%s, %s): %s, %s",
		r.GameIndex+1, b+1, quoteCut(m.Bots[b]), p+1, situation.Names[p], r.Teams[p], m.faultWords(f), where)
}

// faultWords is the fault in words (Fault.Words), with the time limit a
// bot that timed out passed.
func (m *Config) faultWords(f *Fault) string {
	switch f.Kind {
	case TimedOut:
		return fmt.Sprintf("did not answer within %s", m.limit(f))
	case Deaf:
		return fmt.Sprintf("did not read its input within %s", m.limit(f))
	}
	return f.Words()
}

// limit is the time limit a bot that timed out passed, named by its flag.
func (m *Config) limit(f *Fault) string {
	if f.Start {
		return fmt.Sprintf("--start-time %v", m.startTime())
	}
	if f.Clock {
		return "its clock, --clock " + m.ClockText()
	}
	return fmt.Sprintf("--move-time %v", m.moveTime())
}

// quoteCut is a bot's command cut to 60 bytes, for one line, with every
// character that could act on a terminal escaped (safetext.Quote).
func quoteCut(s string) string {
	if len(s) > 60 {
		return safetext.Quote(s[:60] + "…")
	}
	return safetext.Quote(s)
}

// CannotStart is the error of a match stopped because a bot failed to
// start, or failed its handshake, in its first game: no later game would
// go better.
type CannotStart struct {
	Bot     int    // the bot, an index into Config.Bots
	Command string // its command, as given
	Reason  string // the fault in words
}

func (e *CannotStart) Error() string {
	return fmt.Sprintf("bot %d (%s) cannot start: it %s, at the handshake of its first game; no game is played",
		e.Bot+1, safetext.Quote(e.Command), e.Reason)
}

// StartFailure is the error that stops the match when game r was forfeited
// at the handshake by a bot that has never passed one (first is false
// for it), else nil.
func (m *Config) StartFailure(r *Result, first bool) *CannotStart {
	if r.Fault == nil || !r.Fault.Start || !first {
		return nil
	}
	b := r.Seats[r.Faulted]
	return &CannotStart{Bot: b, Command: m.Bots[b], Reason: m.faultWords(r.Fault)}
}
