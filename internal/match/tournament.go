package match

import (
	"fmt"
	"slices"
)

// Schedule is how a tournament pairs its bots.
type Schedule uint8

// The schedules.
const (
	// RoundRobin plays every pair of bots.
	RoundRobin Schedule = iota + 1
	// Gauntlet plays the first bot against each of the others, and no
	// other pair.
	Gauntlet
)

// Schedules are the names of the schedules, as --tournament takes them.
var Schedules = []string{"round-robin", "gauntlet"}

// ParseSchedule reads a schedule's name.
func ParseSchedule(name string) (Schedule, error) {
	if i := slices.Index(Schedules, name); i >= 0 {
		return Schedule(i + 1), nil
	}
	return 0, fmt.Errorf("unknown tournament %q: round-robin or gauntlet", name)
}

func (s Schedule) String() string { return Schedules[s-1] }

// Pairings are the matches of a tournament of n bots, in the order they
// are played: bot A (the first of the pairing's seat map) against bot B.
func (s Schedule) Pairings(n int) [][2]int {
	var out [][2]int
	for a := 0; a < n; a++ {
		for b := a + 1; b < n; b++ {
			if s == RoundRobin || a == 0 {
				out = append(out, [2]int{a, b})
			}
		}
	}
	return out
}

// Part makes a match one pairing of a tournament: its records and forfeit
// lines number its games and bots as the tournament's.
type Part struct {
	Bots      []int // the place of each of the match's bots among the tournament's
	FirstGame int   // the tournament's index of the match's first game
	Games     int   // the tournament's games
}

// Tournament is a match of more than two bots played as two-bot matches
// (docs/match.md, "Tournaments"): for every pairing of the schedule,
// Config.Games games between its two bots, every deal with the seats
// turned, with Config.Seats the seat map of a pairing (0 for its first
// bot, 1 for its second). Config.Bots are all the bots; Config.SPRT must
// be nil.
type Tournament struct {
	Config
	Schedule Schedule

	// run plays one pairing; Config.Run unless a test replaces it.
	run func(m *Config, done func(*Result) error) error
}

// Games is the number of games of the whole tournament.
func (t *Tournament) Games() int {
	return t.Config.Games * len(t.Schedule.Pairings(len(t.Bots)))
}

// Run plays the pairings one after the other, each Parallel games at a
// time, and calls done with every game in the order of the tournament,
// with its GameIndex counted over the whole tournament and its Seats
// naming the tournament's bots. It stops at the first error done returns.
func (t *Tournament) Run(done func(*Result) error) error {
	if t.SPRT != nil {
		return fmt.Errorf("an SPRT tests two bots, not a tournament")
	}
	run := t.run
	if run == nil {
		run = (*Config).Run
	}
	total := t.Games()
	for k, pair := range t.Schedule.Pairings(len(t.Bots)) {
		m := t.Config
		m.Bots = []string{t.Bots[pair[0]], t.Bots[pair[1]]}
		if t.Commands != nil {
			m.Commands = []string{t.Commands[pair[0]], t.Commands[pair[1]]}
		}
		first := k * t.Config.Games
		m.Part = &Part{Bots: pair[:], FirstGame: first, Games: total}
		err := run(&m, func(r *Result) error {
			for p, b := range r.Seats {
				r.Seats[p] = pair[b]
			}
			r.GameIndex += first
			return done(r)
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// botNumber is bot b's place among the --bot flags, from 1: its index,
// or in a tournament's pairing its index among the tournament's bots.
func (m *Config) botNumber(b int) int {
	if m.Part != nil {
		return m.Part.Bots[b] + 1
	}
	return b + 1
}
