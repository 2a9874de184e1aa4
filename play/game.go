package play

import (
	"fmt"

	"github.com/seqref/seqref/engine"
)

type cardT = engine.Card

// Config says which game to play.
type Config struct {
	Rules   *engine.Ruleset
	Players int
	// Teams is the number of teams: 0 chooses three for three and nine
	// players and two otherwise.
	Teams  int
	Seed   uint64
	Policy Policy
	// MaxEntries ends a game that has not been won after this many entries
	// (0 means DefaultMaxEntries); the record is then unfinished.
	MaxEntries int
}

// DefaultMaxEntries bounds a self-play game.
const DefaultMaxEntries = 1500

// Names are the players' names, by seat.
var Names = []string{"Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lou"}

// Entry is one entry of a generated record: a player's turn, or a reshuffle
// (Player -1) giving the order of the new draw pile.
type Entry struct {
	Player    int
	Actions   []engine.Action
	Reshuffle []engine.Card
}

// Game is a generated game with everything needed to write its record.
type Game struct {
	Config  Config
	Teams   []engine.Team
	Hands   [][]engine.Card // the starting hands, by seat
	Deck    []engine.Card   // the draw pile after the deal, top first
	Entries []Entry
	// Final is the engine's game after the last entry.
	Final *engine.Game

	entries int // entries played, kept or not
}

// TeamsFor returns the seating of n players in the given number of teams
// (0 for the default), or an error when the ruleset does not allow it.
func TeamsFor(r *engine.Ruleset, n, teams int) ([]engine.Team, error) {
	if !r.AllowsPlayers(n) {
		return nil, fmt.Errorf("%s is for %v players, not %d", r.Name, r.PlayerCounts(), n)
	}
	if teams == 0 {
		teams = 2
		if n == 3 || n == 9 {
			teams = 3
		}
	}
	if teams < 2 || teams > 3 || n%teams != 0 || n <= 3 && teams != n {
		return nil, fmt.Errorf("%d players cannot play in %d equal teams", n, teams)
	}
	if r.ThreeTeamsOnlyAlone && teams == 3 && n != 3 {
		return nil, fmt.Errorf("%s uses three colours only with three players", r.Name)
	}
	out := make([]engine.Team, n)
	for i := range out {
		out[i] = engine.Team(i % teams)
	}
	return out, nil
}

// Play plays one game and keeps every entry, for writing its record.
func Play(cfg Config) (*Game, error) { return playGame(cfg, true, nil) }

// Outcome is how a game ended, without its entries.
type Outcome struct {
	Winner  engine.Team // NoTeam when nobody won
	Entries int         // entries played, reshuffle entries included
	Blocked bool        // no card was left and nobody could play
}

// Simulate plays one game without keeping its entries: every rule is still
// judged by the engine, but nothing is allocated per entry. It is the fast
// path for corpora statistics and benchmarks.
func Simulate(cfg Config) (Outcome, error) {
	g, err := playGame(cfg, false, nil)
	if err != nil {
		return Outcome{}, err
	}
	return Outcome{Winner: g.Final.Winner(), Entries: g.entries, Blocked: g.Final.Blocked()}, nil
}

// playGame plays one game, keeping its entries when record is true; check,
// when not nil, is called after every entry and stops the game with its
// error.
func playGame(cfg Config, record bool, check func(*dealer, *engine.Game) error) (*Game, error) {
	teams, err := TeamsFor(cfg.Rules, cfg.Players, cfg.Teams)
	if err != nil {
		return nil, err
	}
	if cfg.MaxEntries == 0 {
		cfg.MaxEntries = DefaultMaxEntries
	}
	d := newDealer(cfg, teams)
	out := &Game{Config: cfg, Teams: teams, Hands: make([][]engine.Card, cfg.Players)}
	for p := range out.Hands {
		out.Hands[p] = d.hand(p)
	}
	out.Deck = d.pileCards()
	if record {
		for p := range out.Hands {
			out.Hands[p] = append([]cardT(nil), out.Hands[p]...)
		}
		out.Deck = append([]cardT(nil), out.Deck...)
	}
	g, v := engine.NewGame(engine.Setup{Rules: cfg.Rules, Teams: teams, Hands: out.Hands, Deck: out.Deck, DeckKnown: true})
	if !v.OK() {
		return nil, fmt.Errorf("play: the engine rejects the deal: %s", v.Rule)
	}
	for out.entries < cfg.MaxEntries && g.Winner() == engine.NoTeam && !g.Blocked() {
		p := g.ToMove()
		acts := d.turn(g, p)
		if _, v := g.Turn(p, acts); !v.OK() {
			return nil, fmt.Errorf("play: seed %d, entry %d: the engine rejects %v: %s", cfg.Seed, out.entries+1, acts, v.Rule)
		}
		out.entries++
		if record {
			out.Entries = append(out.Entries, Entry{Player: p, Actions: append([]engine.Action(nil), acts...)})
		}
		if d.reshuffled && g.Winner() == engine.NoTeam {
			formed := d.formed[:d.nFormed]
			if v := g.Reshuffle(formed); !v.OK() {
				return nil, fmt.Errorf("play: seed %d, entry %d: the engine rejects the reshuffle: %s", cfg.Seed, out.entries+1, v.Rule)
			}
			out.entries++
			if record {
				out.Entries = append(out.Entries, Entry{Player: -1, Reshuffle: append([]cardT(nil), formed...)})
			}
		}
		d.reshuffled = false
		if check != nil {
			if err := check(d, g); err != nil {
				return nil, fmt.Errorf("play: seed %d, entry %d: %v", cfg.Seed, out.entries, err)
			}
		}
	}
	out.Final = g
	return out, nil
}
