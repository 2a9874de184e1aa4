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

// Play plays one game.
func Play(cfg Config) (*Game, error) { return playGame(cfg, nil) }

// playGame plays one game; check, when not nil, is called after every entry
// and stops the game with its error.
func playGame(cfg Config, check func(*dealer, *engine.Game) error) (*Game, error) {
	teams, err := TeamsFor(cfg.Rules, cfg.Players, cfg.Teams)
	if err != nil {
		return nil, err
	}
	if cfg.MaxEntries == 0 {
		cfg.MaxEntries = DefaultMaxEntries
	}
	d := newDealer(cfg, teams)
	out := &Game{Config: cfg, Teams: teams, Hands: d.startHands(), Deck: append([]cardT(nil), d.pile...)}
	g, v := engine.NewGame(engine.Setup{Rules: cfg.Rules, Teams: teams, Hands: out.Hands, Deck: out.Deck, DeckKnown: true})
	if !v.OK() {
		return nil, fmt.Errorf("play: the engine rejects the deal: %s", v.Rule)
	}
	for len(out.Entries) < cfg.MaxEntries && g.Winner() == engine.NoTeam && !g.Blocked() {
		p := g.ToMove()
		acts := d.turn(g, p)
		if _, v := g.Turn(p, acts); !v.OK() {
			return nil, fmt.Errorf("play: seed %d, entry %d: the engine rejects %v: %s", cfg.Seed, len(out.Entries)+1, acts, v.Rule)
		}
		out.Entries = append(out.Entries, Entry{Player: p, Actions: acts})
		if d.formed != nil && g.Winner() == engine.NoTeam {
			if v := g.Reshuffle(d.formed); !v.OK() {
				return nil, fmt.Errorf("play: seed %d, entry %d: the engine rejects the reshuffle: %s", cfg.Seed, len(out.Entries)+1, v.Rule)
			}
			out.Entries = append(out.Entries, Entry{Player: -1, Reshuffle: d.formed})
		}
		d.formed = nil
		if check != nil {
			if err := check(d, g); err != nil {
				return nil, fmt.Errorf("play: seed %d, entry %d: %v", cfg.Seed, len(out.Entries), err)
			}
		}
	}
	out.Final = g
	return out, nil
}
