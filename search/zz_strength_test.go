package search

import (
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/duel"
	"github.com/seqref/seqref/play"
)

// TestZZStrength is a measurement, run only when SEQREF_ZZ is set to the
// number of games: the searcher (SEQREF_ZZ_PLAYOUTS playouts a move, 1000
// by default, or SEQREF_ZZ_MS milliseconds of search a move) against greedy
// or the window bot (SEQREF_ZZ_OPP=window), two players, the deals of seeds
// 1 to games/2 each played twice with the teams turned, as score does. It
// logs the searcher's points and its mean time a move.
func TestZZStrength(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("SEQREF_ZZ"))
	if games <= 0 {
		t.Skip("a measurement: set SEQREF_ZZ to the number of games")
	}
	playouts, _ := strconv.Atoi(os.Getenv("SEQREF_ZZ_PLAYOUTS"))
	ms, _ := strconv.Atoi(os.Getenv("SEQREF_ZZ_MS"))
	cfg := Config{Playouts: playouts, MoveTime: time.Duration(ms) * time.Millisecond}
	if cfg.Playouts == 0 && cfg.MoveTime == 0 {
		cfg.Playouts = 1000
	}
	opp := os.Getenv("SEQREF_ZZ_OPP")
	if v, err := strconv.Atoi(os.Getenv("SEQREF_ZZ_PLIES")); err == nil {
		defer func(n int) { replyPlies = n }(replyPlies)
		replyPlies = v
	}
	if v, err := strconv.Atoi(os.Getenv("SEQREF_ZZ_JACKS")); err == nil {
		defer func(n int) { replyJacks = n }(replyJacks)
		replyJacks = v
	}
	points, moves, spent := 0.0, 0, time.Duration(0)
	for i := 0; i < games; i++ {
		me := engine.Team(i % 2)
		seats := make([]duel.Chooser, 2)
		for p := range seats {
			switch {
			case engine.Team(p%2) == me:
				seats[p] = &zzTimed{Searcher: New(cfg, uint64(i)), moves: &moves, spent: &spent}
			case opp == "window":
				seats[p] = zzWindow{}
			default:
				seats[p] = play.NewChooser(play.Greedy, uint64(i))
			}
		}
		table, err := duel.Play(engine.StandardRules, uint64(i/2+1), seats)
		if err != nil {
			t.Fatal(err)
		}
		points += duel.Points(table.Game(), me)
	}
	t.Logf("vs %s, %+v, plies %d, jacks %d: %.1f of %d = %.1f %%, %.2f ms a move", opp, cfg, replyPlies, replyJacks, points, games, 100*points/float64(games), float64(spent.Microseconds())/1000/float64(max(moves, 1)))
}

// zzTimed is a searcher whose plays are timed.
type zzTimed struct {
	*Searcher
	moves *int
	spent *time.Duration
}

// Play is the searcher's play, timed.
func (z *zzTimed) Play(g *engine.Game, p int, hand []engine.Card) engine.Action {
	start := time.Now()
	a := z.Searcher.Play(g, p, hand)
	*z.spent += time.Since(start)
	*z.moves++
	return a
}

// zzWindow is the window bot of examples/bots/windowbot, in process.
type zzWindow struct{}

// Reseed does nothing: the window bot makes no random choice.
func (zzWindow) Reseed(uint64) {}

// Dead is the first dead card of the hand.
func (zzWindow) Dead(g *engine.Game, p int, hand []engine.Card) (engine.Card, bool) {
	for _, c := range hand {
		if g.DeadSet().Has(c) {
			return c, true
		}
	}
	return engine.NoCard, false
}

// Play is the window bot's choice among the legal plays.
func (zzWindow) Play(g *engine.Game, p int, hand []engine.Card) engine.Action {
	return zzChoose(g, g.AppendPlays(nil, p))
}

// Scores of the window bot; higher is better.
const (
	zzWin         = 1 << 40
	zzComplete    = 1 << 30
	zzOwnWeight   = 10
	zzBlockWeight = 11
	zzJackCost    = 2000
)

// zzWorth is a window's worth to a team by its chips in it.
var zzWorth = [6]int{1, 4, 16, 64, 1000, 1000}

// zzChoose is the window bot's choose.
func zzChoose(g *engine.Game, plays []engine.Action) engine.Action {
	best, bestScore := engine.Action{Kind: engine.Pass, Space: engine.NoSpace}, -1<<62
	team := g.TeamOf(g.ToMove())
	for _, a := range plays {
		score := 0
		if a.Kind == engine.Take {
			score = zzTakeScore(g, a.Space)
		} else {
			score = zzPlaceScore(g, a.Space, team)
		}
		if g.Rules().Kind(a.Card) != engine.Normal {
			score -= zzJackCost
		}
		if score > bestScore {
			best, bestScore = a, score
		}
	}
	return best
}

// zzPlaceScore is the window bot's placeScore.
func zzPlaceScore(g *engine.Game, s engine.Space, team engine.Team) int {
	claims := g.Claims(s, team)
	if n := claims.Len(); n > 0 {
		if g.SequenceCount(team)+n >= g.Need() {
			return zzWin
		}
		return zzComplete
	}
	score := zzOwnWeight * zzWindowsWorth(g, s, team, 0)
	for _, o := range g.Teams() {
		if o != team {
			score += zzBlockWeight * zzWindowsWorth(g, s, o, 0)
		}
	}
	return score
}

// zzTakeScore is the window bot's takeScore.
func zzTakeScore(g *engine.Game, s engine.Space) int {
	return zzBlockWeight * zzWindowsWorth(g, s, g.Board().TeamAt(s), 1)
}

// zzWindowsWorth is the window bot's windowsWorth.
func zzWindowsWorth(g *engine.Game, s engine.Space, t engine.Team, on int) int {
	b := g.Board()
	mine := b.Chips(t).Union(engine.Corners).Without(s)
	others := b.Occupied().Minus(b.Chips(t))
	sum := 0
	for _, w := range zzLines[s] {
		if w.Intersect(others).IsEmpty() {
			sum += zzWorth[w.Intersect(mine).Len()+on]
		}
	}
	return sum
}

// zzLines[s] are the five-space windows through s, as the window bot's
// lines.
var zzLines = func() (out [engine.NumSpaces][]engine.SpaceSet) {
	dirs := [][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}}
	for s := engine.Space(0); s < engine.NumSpaces; s++ {
		for _, d := range dirs {
			for back := 0; back < 5; back++ {
				var w engine.SpaceSet
				for i := -back; i < 5-back; i++ {
					x := engine.SpaceAt(s.Col()+i*d[0], s.Row()+i*d[1])
					if x == engine.NoSpace {
						w = engine.SpaceSet{}
						break
					}
					w = w.With(x)
				}
				if !w.IsEmpty() {
					out[s] = append(out[s], w)
				}
			}
		}
	}
	return out
}()
