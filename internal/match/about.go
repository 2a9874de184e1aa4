package match

import (
	"fmt"
	"github.com/seqref/seqref/internal/safetext"
	"strings"

	"github.com/seqref/seqref/play"
	"github.com/seqref/seqref/situation"
)

// about is what a game's record says about the match: the title names the
// game and its bots, the event the match, the notes who sat where and how
// the game ended. These are the record format's own keys, so every reader
// of records reads match records.
func (m *Config) about(res *Result) play.About {
	var vs []string
	for p, b := range res.Seats {
		if !contains(res.Seats[:p], b) {
			vs = append(vs, res.Names[p])
		}
	}
	number, games := res.GameIndex+1, m.Games
	if m.Part != nil {
		number, games = m.Part.FirstGame+res.GameIndex+1, m.Part.Games
	}
	title := fmt.Sprintf("seqref match, game %d of %d: %s", number, games, strings.Join(vs, " vs "))
	event := fmt.Sprintf("seqref match, %s, %d players, %d games from seed %d, %s", m.Rules.Name, m.Players, m.Games, m.Seed, m.timeText())
	var notes strings.Builder
	for p, b := range res.Seats {
		fmt.Fprintf(&notes, "%s (%s): ", situation.Names[p], res.Teams[p])
		if res.Names[p] != m.Bots[b] {
			fmt.Fprintf(&notes, "%s, ", res.Names[p])
		}
		fmt.Fprintf(&notes, "bot %d (%s). ", m.botNumber(b), safetext.Quote(m.Bots[b]))
	}
	switch {
	case res.Fault != nil:
		p := res.Faulted
		fmt.Fprintf(&notes, "%s %s; %s loses.", situation.Names[p], res.Fault.Words(), res.Teams[p])
	case res.Winner >= 0:
		fmt.Fprintf(&notes, "%s wins.", res.Winner)
	case res.Entries >= m.maxEntries():
		fmt.Fprintf(&notes, "Stopped unfinished after %d entries.", res.Entries)
	default:
		notes.WriteString("Blocked: no card is left and nobody can play.")
	}
	return play.About{Title: title, Event: event, Notes: notes.String()}
}

func contains(seats []int, b int) bool {
	for _, x := range seats {
		if x == b {
			return true
		}
	}
	return false
}

// timeText is the match's time limits in words: "1s a move", "clock
// 5s+50ms", or both.
func (m *Config) timeText() string {
	switch {
	case m.Clock <= 0:
		return fmt.Sprintf("%v a move", m.moveTime())
	case m.MoveTime > 0:
		return fmt.Sprintf("clock %s, %v a move", m.ClockText(), m.MoveTime)
	}
	return "clock " + m.ClockText()
}
