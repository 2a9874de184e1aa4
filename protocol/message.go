package protocol

import (
	"strconv"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
)

// Version is the protocol version this seqref speaks.
const Version = 1

// The words that start the lines of the protocol (docs/protocol.md).
const (
	WordHello     = "seqref"    // seqref 1: the handshake
	WordBot       = "bot"       // bot NAME: the bot's answer to the handshake
	WordGame      = "game"      // game RULESET SEATING SEAT: a new game
	WordSeen      = "seen"      // seen SEAT TURN, or seen reshuffle
	WordSituation = "situation" // situation SITUATION: the game before the bot's turn
	WordDead      = "dead"      // dead CARD...: the dead cards of the hand
	WordPlays     = "plays"     // plays PLAY...: every legal play of the hand
	WordGo        = "go"        // go: answer with a turn
	WordEnd       = "end"       // end RESULT...: the game is over
	WordQuit      = "quit"      // quit: exit
	WordReshuffle = "reshuffle" // seen reshuffle: the discards became the pile
	WordInfo      = "info"      // info TEXT: a bot's line that the referee does not read as an answer
)

// GameStart is what a bot is told when a game starts (the game line). Seats are numbered from
// 0 here and from 1 in the protocol's text, as in situation notation.
type GameStart struct {
	Rules *engine.Ruleset
	Seat  int           // the bot's seat, 0 moving first
	Teams []engine.Team // the team of every seat
	// Need is the number of sequences a team needs to win: the game line's
	// fourth word, or, from a referee that does not write it, what the
	// ruleset says for the number of teams (NeedOf).
	Need int
}

// NeedOf is the number of sequences a team needs to win under rules with
// the seating teams: two with two teams, one with three, and one under
// bible whatever the number of teams.
func NeedOf(rules *engine.Ruleset, teams []engine.Team) int {
	var seen [engine.MaxTeams]bool
	n := 0
	for _, t := range teams {
		if t >= 0 && int(t) < len(seen) && !seen[t] {
			seen[t] = true
			n++
		}
	}
	return rules.SequencesToWin(n)
}

// Seen is an entry of the game that the bot did not make: a turn of
// another player without its draws, or a reshuffle (Seat -1), without the
// order of the new pile.
type Seen struct {
	Seat    int
	Actions []engine.Action
}

// View is what a bot sees before its turn.
type View struct {
	Seen []Seen
	// Situation is the game as the bot sees it (docs/notation.md, section
	// 6): the board, the sequences, the seating, its own hand, the pile.
	Situation notation.Situation
	Dead      []engine.Card   // the dead cards of the hand
	Plays     []engine.Action // every legal play of the hand
	// Time is the time the bot has for its answer (the time line; zero
	// from a referee that does not send one).
	Time Time
}

// AppendHello appends the handshake.
func AppendHello(dst []byte) []byte {
	return append(strconv.AppendInt(append(dst, WordHello+" "...), Version, 10), '\n')
}

// AppendGame appends the line that starts a game: the ruleset, the
// seating, the bot's seat from 1, and the number of sequences that win
// (g.Need, or NeedOf when it is 0).
func AppendGame(dst []byte, g *GameStart) []byte {
	dst = append(dst, WordGame+" "...)
	dst = append(dst, g.Rules.Name...)
	dst = append(dst, ' ')
	for _, t := range g.Teams {
		dst = append(dst, t.Letter())
	}
	dst = append(dst, ' ')
	dst = strconv.AppendInt(dst, int64(g.Seat+1), 10)
	need := g.Need
	if need <= 0 {
		need = NeedOf(g.Rules, g.Teams)
	}
	dst = strconv.AppendInt(append(dst, ' '), int64(need), 10)
	return append(dst, '\n')
}

// AppendView appends the lines before a bot's turn, ending with the time
// line (when v.Time says anything) and go.
func AppendView(dst []byte, v *View) []byte {
	dst = AppendSeen(dst, v.Seen)
	dst = append(dst, WordSituation+" "...)
	dst = notation.AppendSituation(dst, v.Situation)
	dst = append(dst, "\n"+WordDead...)
	for _, c := range v.Dead {
		dst = append(append(dst, ' '), c.String()...)
	}
	dst = append(dst, "\n"+WordPlays...)
	for _, a := range v.Plays {
		dst = appendPlay(append(dst, ' '), a)
	}
	dst = AppendTime(append(dst, '\n'), v.Time)
	return append(dst, WordGo+"\n"...)
}

// AppendSeen appends a seen line for every entry.
func AppendSeen(dst []byte, seen []Seen) []byte {
	for _, s := range seen {
		dst = append(dst, WordSeen+" "...)
		if s.Seat < 0 {
			dst = append(dst, WordReshuffle+"\n"...)
			continue
		}
		dst = strconv.AppendInt(dst, int64(s.Seat+1), 10)
		dst = append(dst, ' ')
		dst = append(dst, notation.FormatTurn(s.Actions)...)
		dst = append(dst, '\n')
	}
	return dst
}

// AppendEnd appends the line that ends a game: the result (win, unfinished
// or forfeit) and words that say more.
func AppendEnd(dst []byte, result string) []byte {
	return append(append(append(dst, WordEnd+" "...), result...), '\n')
}

// AppendQuit appends the line that tells a bot to exit.
func AppendQuit(dst []byte) []byte { return append(dst, WordQuit+"\n"...) }

// appendPlay appends a play as notation.FormatAction writes it, without
// making a string: CARD@SPACE or CARDxSPACE.
func appendPlay(dst []byte, a engine.Action) []byte {
	switch a.Kind {
	case engine.Place:
		return append(append(append(dst, a.Card.String()...), '@'), a.Space.String()...)
	case engine.Take:
		return append(append(append(dst, a.Card.String()...), 'x'), a.Space.String()...)
	}
	return append(dst, notation.FormatAction(a)...)
}
