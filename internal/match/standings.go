package match

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"sort"
	"strings"
	"unicode/utf8"
)

// Standings are the results of a match so far, by bot.
type Standings struct {
	Games    int        `json:"games"`
	TwoTeams bool       `json:"-"`
	Bots     []BotScore `json:"bots"`
	// SPRT is the sequential test of bot 1 against bot 2, when the match
	// runs one.
	SPRT *SPRTStatus `json:"sprt,omitempty"`
	// Crosstable, kept in a tournament (KeepCrosstable), is what every
	// bot scored against every other; the bots' Elo are then fitted on it
	// (FitElo) instead of read from each one's score.
	Crosstable *Crosstable `json:"crosstable,omitempty"`
	pointsSq   []float64
	seatsSeen  []bool
}

// BotScore is one bot's results. A game's point goes to the team that
// won; an unfinished game shares it between the teams, and a forfeit
// between the teams that did not forfeit. A bot scores its team's share.
type BotScore struct {
	Bot     int     `json:"bot"` // its place among the --bot flags, from 1
	Name    string  `json:"name"`
	Command string  `json:"command"`
	Games   int     `json:"games"`
	Wins    int     `json:"wins"`
	Draws   int     `json:"draws"` // games nobody won that the bot did not lose
	Losses  int     `json:"losses"`
	Points  float64 `json:"points"`
	// Score is the points per game, and ScoreCI95 half the width of its
	// 95 % confidence interval (normal approximation).
	Score     float64 `json:"score"`
	ScoreCI95 float64 `json:"score_ci95"`
	// Elo is the rating difference to the other bots that the score
	// implies, with its 95 % error margin; nil unless the games have two
	// teams, or when the score is 0 or 1. The margin is nil too when the
	// score's interval reaches 0 or 1 (too few games).
	Elo      *float64       `json:"elo"`
	EloError *float64       `json:"elo_error"`
	Forfeits map[string]int `json:"forfeits"` // the games lost by the bot's own fault, by fault
}

// NewStandings starts the standings of a match.
func NewStandings(m *Config) *Standings {
	s := &Standings{TwoTeams: m.teamCount() == 2, pointsSq: make([]float64, len(m.Bots)), seatsSeen: make([]bool, len(m.Bots))}
	for b, cmd := range m.Bots {
		s.Bots = append(s.Bots, BotScore{Bot: b + 1, Name: cmd, Command: cmd, Forfeits: map[string]int{}})
	}
	if m.SPRT != nil {
		s.SPRT = newSPRTStatus(*m.SPRT, m.Turns())
	}
	return s
}

func (m *Config) teamCount() int {
	if m.Teams > 0 {
		return m.Teams
	}
	if m.Players == 3 || m.Players == 9 {
		return 3
	}
	return 2
}

// KeepCrosstable has the standings keep a crosstable, and give the Elo
// fitted on it, as a tournament's do.
func (s *Standings) KeepCrosstable() { s.Crosstable = NewCrosstable(len(s.Bots)) }

// Add counts one game.
func (s *Standings) Add(r *Result) {
	s.Games++
	if s.Crosstable != nil {
		s.Crosstable.Add(r)
	}
	for b := range s.Bots {
		bs := &s.Bots[b]
		var pts float64
		n, won, lost := 0, false, false
		for p, pb := range r.Seats {
			if pb != b {
				continue
			}
			if !s.seatsSeen[b] {
				s.seatsSeen[b], bs.Name = true, r.Names[p]
				s.distinguish()
			}
			t := r.Teams[p]
			pts += r.Points[t]
			n++
			won = won || r.Winner == t
			lost = lost || (r.Winner >= 0 && r.Winner != t) || (r.Fault != nil && r.Teams[r.Faulted] == t)
		}
		if n == 0 {
			continue
		}
		pts /= float64(n)
		if b == 0 && s.SPRT != nil {
			s.SPRT.add(pts)
		}
		bs.Games++
		bs.Points += pts
		s.pointsSq[b] += pts * pts
		switch {
		case won:
			bs.Wins++
		case lost:
			bs.Losses++
		default:
			bs.Draws++
		}
		if r.Fault != nil && r.Seats[r.Faulted] == b {
			bs.Forfeits[faultKey(r.Fault)]++
		}
		s.score(b)
	}
}

// distinguish adds the bot's place among the --bot flags to a name that
// two bots gave, such as two builds of one program: "greedy (bot 2)".
func (s *Standings) distinguish() {
	count := map[string]int{}
	for i := range s.Bots {
		count[strings.TrimSuffix(s.Bots[i].Name, fmt.Sprintf(" (bot %d)", i+1))]++
	}
	for i := range s.Bots {
		bs := &s.Bots[i]
		base := strings.TrimSuffix(bs.Name, fmt.Sprintf(" (bot %d)", i+1))
		bs.Name = base
		if count[base] > 1 {
			bs.Name = fmt.Sprintf("%s (bot %d)", base, i+1)
		}
	}
}

func faultKey(f *Fault) string {
	if f.Kind == Illegal {
		return "illegal " + f.Rule.String()
	}
	return f.Kind.String()
}

// score works out bot b's score, interval and Elo difference.
func (s *Standings) score(b int) {
	bs := &s.Bots[b]
	n := float64(bs.Games)
	bs.Score = bs.Points / n
	variance := max(0, s.pointsSq[b]/n-bs.Score*bs.Score)
	bs.ScoreCI95 = 1.96 * math.Sqrt(variance/n)
	bs.Elo, bs.EloError = nil, nil
	if !s.TwoTeams || bs.Score <= 0 || bs.Score >= 1 || s.Crosstable != nil {
		return
	}
	elo := eloOf(bs.Score)
	bs.Elo = &elo
	lo, hi := bs.Score-bs.ScoreCI95, bs.Score+bs.ScoreCI95
	if lo <= 0 || hi >= 1 {
		return // the interval reaches a score no Elo difference gives
	}
	margin := (eloOf(hi) - eloOf(lo)) / 2
	bs.EloError = &margin
}

// eloOf is the Elo difference that gives the expected score s.
func eloOf(s float64) float64 {
	e := -400 * math.Log10(1/s-1)
	if e == 0 {
		return 0 // not -0, which prints as "-0"
	}
	return e
}

// Progress is the one-line summary shown on a terminal while the match
// runs: games played, then each bot's wins, score and Elo difference.
func (s *Standings) Progress(total int) string {
	s.fitElo()
	var b strings.Builder
	fmt.Fprintf(&b, "game %d/%d", s.Games, total)
	for i := range s.Bots {
		bs := &s.Bots[i]
		fmt.Fprintf(&b, "  %s: %d wins, %s", bs.Name, bs.Wins, bs.scoreText())
		if elo := bs.eloText(); elo != "-" {
			b.WriteString(", Elo " + elo)
		}
	}
	if s.SPRT != nil {
		fmt.Fprintf(&b, "  LLR %.2f (%.2f, %.2f)", s.SPRT.LLR, s.SPRT.Lower, s.SPRT.Upper)
	}
	return b.String()
}

func (bs *BotScore) scoreText() string {
	return fmt.Sprintf("%.1f%% ± %.1f%%", 100*bs.Score, 100*bs.ScoreCI95)
}

func (bs *BotScore) eloText() string {
	switch {
	case bs.EloError != nil:
		return fmt.Sprintf("%+.0f ± %.0f", *bs.Elo, *bs.EloError)
	case bs.Elo != nil:
		return fmt.Sprintf("%+.0f ± inf", *bs.Elo)
	}
	return "-"
}

// WriteText writes the standings as a table, best score first; in a
// tournament, best fitted Elo first, and then the crosstable.
func (s *Standings) WriteText(w io.Writer) error {
	s.fitElo()
	order := make([]int, len(s.Bots))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool { return s.better(order[i], order[j]) })
	var b strings.Builder
	width := 20
	for i := range s.Bots {
		width = max(width, utf8.RuneCountInString(s.Bots[i].Name))
	}
	fmt.Fprintf(&b, "%-4s %-*s %6s %5s %6s %6s  %-16s %-14s %s\n", "rank", width, "bot", "games", "wins", "draws", "losses", "score", "Elo", "forfeits")
	for rank, i := range order {
		bs := &s.Bots[i]
		name := bs.Name + strings.Repeat(" ", width-utf8.RuneCountInString(bs.Name))
		fmt.Fprintf(&b, "%-4d %s %6d %5d %6d %6d  %-16s %-14s %s\n", rank+1, name, bs.Games, bs.Wins, bs.Draws, bs.Losses, bs.scoreText(), bs.eloText(), forfeitText(bs.Forfeits))
	}
	if s.SPRT != nil {
		b.WriteString(s.SPRT.text() + "\n")
	}
	if _, err := io.WriteString(w, b.String()); err != nil || s.Crosstable == nil {
		return err
	}
	names := make([]string, len(s.Bots))
	for i := range s.Bots {
		names[i] = s.Bots[i].Name
	}
	if _, err := io.WriteString(w, "\n"); err != nil {
		return err
	}
	return s.Crosstable.WriteText(w, names, order)
}

func forfeitText(f map[string]int) string {
	if len(f) == 0 {
		return "-"
	}
	keys := make([]string, 0, len(f))
	for k := range f {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s %d", k, f[k])
	}
	return strings.Join(parts, ", ")
}

// WriteJSON writes the standings as JSON.
func (s *Standings) WriteJSON(w io.Writer) error {
	s.fitElo()
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(s)
}
