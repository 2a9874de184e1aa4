// Package match referees games between bot programs (seqref match), as
// cutechess-cli does for chess engines: it starts the bots, speaks the
// protocol of package protocol with them, judges every answer with the
// engine, enforces the time limit, and keeps the standings. A bot that
// answers illegally, too late, with garbage, or not at all loses the game
// for its team; the match goes on and no process of it is left behind.
package match

import (
	"fmt"
	"sync"
	"time"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/play"
)

// Config is a match.
type Config struct {
	// Bots are the commands of the bots as given, run with /bin/sh -c.
	Bots []string
	// Commands are the commands run instead of Bots, one for each, when not
	// nil: records and standings name the bots as given.
	Commands []string
	Rules    *engine.Ruleset
	Players  int
	// Teams is the number of teams, 0 for play's default.
	Teams int
	// Seats is the seat map: the bot of every seat in the first game of
	// every deal. Game i shifts it by i mod Turns() seats.
	Seats []int
	Games int
	Seed  uint64
	// MoveTime is the time a bot has for each answer; StartTime for the
	// handshake, which includes starting the program. With a Clock and no
	// MoveTime, an answer has no limit of its own.
	MoveTime, StartTime time.Duration
	// Clock, when more than 0, is every seat's game clock at the start of
	// a game: each answer's time is taken from it, from go to the answer,
	// a bot whose clock runs out forfeits on time, and Increment is added
	// after each answer in time (docs/protocol.md, "Time").
	Clock, Increment time.Duration
	// MaxEntries ends a game nobody has won (play.DefaultMaxEntries when 0).
	MaxEntries int
	// Parallel is the number of games played at once (1 when 0).
	Parallel int
	// Restart starts new bots for every game. Otherwise a bot that ended
	// a game without fault plays the next game of its worker, as chess
	// engines do under cutechess-cli: it is told the new game, and quit
	// only at the end of the match.
	Restart bool
	// Info, when set, is given every info line a bot writes (docs/protocol.md)
	// with the game's number (from 0) and the seat (from 0) that wrote it. It
	// is called from the goroutines that play the games, so at once when
	// Parallel is more than 1.
	Info func(game, seat int, line string)
	// NoRecords leaves Result.Record nil: writing a game's record costs
	// about a sixth of the referee's time.
	NoRecords bool
	// Placement is how the games' processes are placed on CPUs: PlaceNone
	// (the zero value), PlacePin or PlaceSpin. Run refuses a placement the
	// machine cannot give (CheckPlacement). seqref match gives
	// DefaultPlacement unless --placement is given.
	Placement Placement
	// SPRT, when set, is the sequential test of bot 1 against bot 2 that the
	// standings keep (two bots, two teams); Games is then the most games the
	// match plays, and the caller stops it at a decision (Run's done).
	SPRT *SPRT
	// Part, when set, makes the match one pairing of a Tournament.
	Part *Part
}

// showInfo is what shows the info lines of seat p in game i, nil when the
// match does not show them.
func (m *Config) showInfo(i, p int) func(string) {
	if m.Info == nil {
		return nil
	}
	return func(line string) { m.Info(i, p, line) }
}

// Defaults of Config.
const (
	DefaultMoveTime  = time.Second
	DefaultStartTime = 10 * time.Second
	// QuitGrace is how long a bot has to exit after the game before its
	// process group is killed.
	QuitGrace = 500 * time.Millisecond
)

// command is the command run for bot b.
func (m *Config) command(b int) string {
	if m.Commands != nil {
		return m.Commands[b]
	}
	return m.Bots[b]
}

func (m *Config) moveTime() time.Duration  { return orDefault(m.MoveTime, DefaultMoveTime) }
func (m *Config) startTime() time.Duration { return orDefault(m.StartTime, DefaultStartTime) }
func (m *Config) quitGrace() time.Duration { return min(QuitGrace, m.moveTime()) }

func (m *Config) maxEntries() int {
	if m.MaxEntries > 0 {
		return m.MaxEntries
	}
	return play.DefaultMaxEntries
}

func orDefault(d, def time.Duration) time.Duration {
	if d > 0 {
		return d
	}
	return def
}

// DefaultSeats is the seat map when none is given: with one bot per team,
// every bot plays all the seats of its team; with one bot per player,
// every bot plays one seat. Otherwise there is none.
func DefaultSeats(bots, players, teams int) ([]int, error) {
	seats := make([]int, players)
	switch bots {
	case teams:
		for p := range seats {
			seats[p] = p % teams
		}
	case players:
		for p := range seats {
			seats[p] = p
		}
	default:
		return nil, fmt.Errorf("%d bots for %d players in %d teams: give a seat map with --seats", bots, players, teams)
	}
	return seats, nil
}

// Deal is the seed and seat map of game i: every deal is played once for
// every different turn of the seat map (Turns), turned by one seat each
// time, so that over a multiple of Turns games every bot plays every seat
// as often, with the same cards, and no deal is played twice with the same
// seats (by bots that choose from the deal, that would be the same game
// twice).
func (m *Config) Deal(i int) (uint64, []int) {
	n, turns := m.Players, m.Turns()
	shift := i % turns
	seats := make([]int, n)
	for p := range seats {
		seats[p] = m.Seats[(p+n-shift)%n]
	}
	return m.Seed + uint64(i/turns), seats
}

// Turns is the number of different seat maps the seat map gives when it is
// turned one seat at a time: Players for 1234, 2 for 1212 and for 12.
func (m *Config) Turns() int {
	n := len(m.Seats)
	for t := 1; t < n; t++ {
		if n%t == 0 && periodic(m.Seats, t) {
			return t
		}
	}
	return max(n, 1)
}

// periodic reports whether seats repeats every t seats.
func periodic(seats []int, t int) bool {
	for p := t; p < len(seats); p++ {
		if seats[p] != seats[p-t] {
			return false
		}
	}
	return true
}

// Run plays the match, Parallel games at a time, and calls done with every
// game in the order of their numbers (from one goroutine): the match stops
// at the first error done returns.
func (m *Config) Run(done func(*Result) error) error {
	if _, err := play.TeamsFor(m.Rules, m.Players, m.Teams); err != nil {
		return err
	}
	if err := m.CheckPlacement(); err != nil {
		return err
	}
	workers := max(1, m.Parallel)
	var cpus []int
	if m.Placement != PlaceNone {
		cpus = allowedCPUs()
	}
	places := make([]placement, workers)
	for w := range places {
		places[w] = m.place(w, cpus)
	}
	if m.Placement == PlaceSpin {
		defer pinReferee(places)()
	}
	next := make(chan int)
	results := make(chan *Result, workers)
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			idle := pool{place: places[w]}
			idle.place.enter()
			for i := range next {
				seed, seats := m.Deal(i)
				results <- m.playGame(i, seed, seats, &idle)
			}
			idle.stop(m.quitGrace())
		}()
	}
	go func() {
		defer close(next)
		for i := 0; i < m.Games; i++ {
			select {
			case next <- i:
			case <-stop:
				return
			}
		}
	}()
	go func() {
		wg.Wait()
		close(results)
	}()
	pending := map[int]*Result{}
	want := 0
	var err error
	for r := range results {
		pending[r.GameIndex] = r
		for err == nil && pending[want] != nil {
			err = done(pending[want])
			delete(pending, want)
			want++
			if err != nil {
				close(stop)
			}
		}
	}
	return err
}
