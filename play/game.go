package play

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
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

// Entry is one entry of a generated record: a player's turn, or a reshuffle
// (Player -1) giving the order of the new draw pile.
type Entry struct {
	Player    int
	Actions   []engine.Action
	Reshuffle []engine.Card
}

// Transcript is a game played, with everything needed to write its record:
// the deal and every entry.
type Transcript struct {
	Config  Config
	Teams   []engine.Team
	Hands   [][]engine.Card // the starting hands, by seat
	Deck    []engine.Card   // the draw pile after the deal, top first
	Entries []Entry
	// Final is the engine's game after the last entry (after the last
	// legal one when Illegal is set).
	Final *engine.Game
	// Illegal is the rule the last entry broke, for a game whose turns
	// came from bots (Table); the zero Violation otherwise.
	Illegal engine.Violation
}

// TeamsFor returns the seating of n players in the given number of teams
// (0 for the default), or an error when the ruleset does not allow it.
func TeamsFor(r *engine.Ruleset, n, teams int) ([]engine.Team, error) {
	var seats [engine.MaxPlayers]engine.Team
	if err := seatTeams(seats[:], r, n, teams); err != nil {
		return nil, err
	}
	return append([]engine.Team(nil), seats[:n]...), nil
}

// seatTeams writes the seating of n players into dst, teammates
// alternating: player i is on team i mod teams.
func seatTeams(dst []engine.Team, r *engine.Ruleset, n, teams int) error {
	if !r.AllowsPlayers(n) {
		return fmt.Errorf("%s is for %s players, not %d", r.Name, countList(r.PlayerCounts()), n)
	}
	if teams == 0 {
		teams = 2
		if n == 3 || n == 9 {
			teams = 3
		}
	}
	if teams < 2 || teams > 3 || n%teams != 0 || n <= 3 && teams != n {
		return fmt.Errorf("%d players cannot play in %d equal teams", n, teams)
	}
	if r.ThreeTeamsOnlyAlone && teams == 3 && n != 3 {
		return fmt.Errorf("%s uses three colours only with three players", r.Name)
	}
	for i := 0; i < n; i++ {
		dst[i] = engine.Team(i % teams)
	}
	return nil
}

// Play plays one game and keeps every entry, for writing its record.
func Play(cfg Config) (*Transcript, error) { return playGame(cfg, nil) }

// Result is how a game ended, without its entries.
type Result struct {
	Winner  engine.Team // NoTeam when nobody won
	Entries int         // entries played, reshuffle entries included
	Moves   int         // the players' entries: Entries without the reshuffles
	Blocked bool        // no card was left and nobody could play
}

// Simulate plays one game without keeping its entries. See Simulator.
func Simulate(cfg Config) (Result, error) {
	var s Simulator
	return s.Simulate(cfg)
}

// Simulator plays games one after another in the same memory, without
// keeping their entries: every rule is still judged by the engine, but after
// the first game nothing is allocated. It is the fast path for corpus
// statistics and benchmarks. The zero value is ready to use.
type Simulator struct {
	d     dealer
	g     engine.Game
	teams [engine.MaxPlayers]engine.Team
	hands [engine.MaxPlayers][]engine.Card
	moves int // the players' entries of the last game
}

// Simulate plays one game.
func (s *Simulator) Simulate(cfg Config) (Result, error) {
	n, err := s.run(cfg, nil, nil)
	if err != nil {
		return Result{}, err
	}
	return Result{Winner: s.g.Winner(), Entries: n, Moves: s.moves, Blocked: s.g.Blocked()}, nil
}

// playGame plays one game and keeps its entries; check, when not nil, is
// called after every entry and stops the game with its error.
func playGame(cfg Config, check func(*dealer, *engine.Game) error) (*Transcript, error) {
	s := new(Simulator)
	rec := &Transcript{Config: cfg}
	if _, err := s.run(cfg, rec, check); err != nil {
		return nil, err
	}
	rec.Final = &s.g
	return rec, nil
}

// run plays one game in s's memory and returns the number of entries. rec,
// when not nil, receives the setup and every entry; check, when not nil, is
// called after every entry and stops the game with its error.
func (s *Simulator) run(cfg Config, rec *Transcript, check func(*dealer, *engine.Game) error) (int, error) {
	n := cfg.Players
	if err := seatTeams(s.teams[:], cfg.Rules, n, cfg.Teams); err != nil {
		return 0, err
	}
	if cfg.MaxEntries == 0 {
		cfg.MaxEntries = DefaultMaxEntries
	}
	d, g := &s.d, &s.g
	d.reset(cfg, s.teams[:n])
	for p := 0; p < n; p++ {
		s.hands[p] = d.hand(p)
	}
	setup := engine.Setup{Rules: cfg.Rules, Teams: s.teams[:n], Hands: s.hands[:n], Deck: d.pileCards(), DeckKnown: true}
	if rec != nil {
		rec.Teams = append([]engine.Team(nil), setup.Teams...)
		rec.Hands = make([][]engine.Card, n)
		for p := range rec.Hands {
			rec.Hands[p] = append([]engine.Card(nil), setup.Hands[p]...)
		}
		rec.Deck = append([]engine.Card(nil), setup.Deck...)
	}
	if v := g.Init(setup); !v.OK() {
		return 0, fmt.Errorf("play: the engine rejects the deal: %s", v.Rule)
	}
	entries := 0
	s.moves = 0
	// Only when no card is left can the game be blocked; the dealer, whose
	// cards are the engine's (TestEngineAgreesWithDealer), says when.
	for entries < cfg.MaxEntries && g.Winner() == engine.NoTeam && (d.cardsLeft() || !g.Blocked()) {
		p := g.ToMove()
		acts := d.turn(g, p)
		// Push skips Turn's copy for undoing an illegal entry (an illegal
		// entry here ends the game with an error anyway) and the report.
		if rule := g.Push(p, acts).Rule; rule != engine.NoRule {
			return 0, fmt.Errorf("play: seed %d, entry %d: the engine rejects %s: %s", cfg.Seed, entries+1, notation.FormatTurn(acts), rule)
		}
		if g.Winner() != engine.NoTeam {
			acts = d.undoDraw(p, acts)
		}
		entries++
		s.moves++
		if rec != nil {
			rec.Entries = append(rec.Entries, Entry{Player: p, Actions: append([]engine.Action(nil), acts...)})
		}
		if d.reshuffled && g.Winner() == engine.NoTeam {
			formed := d.formed[:d.nFormed]
			if v := g.Reshuffle(formed); !v.OK() {
				return 0, fmt.Errorf("play: seed %d, entry %d: the engine rejects the reshuffle: %s", cfg.Seed, entries+1, v.Rule)
			}
			entries++
			if rec != nil {
				rec.Entries = append(rec.Entries, Entry{Player: -1, Reshuffle: append([]cardT(nil), formed...)})
			}
		}
		d.reshuffled = false
		if check != nil {
			if err := check(d, g); err != nil {
				return 0, fmt.Errorf("play: seed %d, entry %d: %v", cfg.Seed, entries, err)
			}
		}
	}
	return entries, nil
}

// countList writes numbers as "2, 3 or 4".
func countList(ns []int) string {
	var b strings.Builder
	for i, n := range ns {
		switch {
		case i == 0:
		case i == len(ns)-1:
			b.WriteString(" or ")
		default:
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(n))
	}
	return b.String()
}
