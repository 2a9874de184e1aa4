package cmd

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/seqref/seqref/batch"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/atomicfile"
	"github.com/seqref/seqref/match"
	"github.com/seqref/seqref/play"
	"github.com/seqref/seqref/rulebook"
	"github.com/urfave/cli/v2"
)

func matchCommand(s Streams) *cli.Command {
	return &cli.Command{
		Name:      "match",
		Usage:     "referee games between bot programs and print the standings",
		ArgsUsage: " ",
		Description: "Starts a bot with /bin/sh -c for every seat, speaks the protocol of docs/protocol.md\n" +
			"with it, and judges every answer with the rules. A bot that answers an illegal turn,\n" +
			"answers garbage, runs out of time, exits or stops reading loses the game for its team,\n" +
			"and its processes are killed; the match goes on. A bot that ends a game well plays the\n" +
			"next one (--restart starts new bots for every game). Every deal (seed --seed,\n" +
			"--seed + 1, ...) is played with the seat map turned one seat each time, once for every\n" +
			"different turn of it (twice for 1212, four times for 1234), so with --games a multiple\n" +
			"of --players every bot plays every seat as often. With -o, every game is written as a\n" +
			"full-information record that seqref validate, show and render read; the bots and how\n" +
			"the game ended are in its title, event and notes.\n" +
			"The standings give each bot's wins, score with its 95% confidence interval, and, with\n" +
			"two teams, the Elo difference the score implies with its error margin.\n\n" +
			"The seat map (--seats) names the bot of every seat by its place among the --bot flags,\n" +
			"from 1: --players 4 --seats 1212 seats bot 1 on green, bot 2 on blue. Without it, one\n" +
			"bot per team plays all that team's seats, or one bot per player one seat each.\n\n" +
			"A command whose first word is seqref runs this seqref when seqref is not on the PATH.\n\n" +
			"Examples:\n" +
			"   seqref match --bot \"seqref bot greedy\" --bot \"seqref bot random\" --games 100\n" +
			"   seqref match --bot \"python3 examples/bots/random_bot.py\" --bot \"seqref bot greedy\" \\\n" +
			"       --players 4 --games 40 --move-time 200ms -j 2 -o games/",
		Flags: []cli.Flag{
			&cli.StringSliceFlag{Name: "bot", Usage: "a bot's `COMMAND` (twice or more)"},
			&cli.IntFlag{Name: "games", Value: 2, Usage: "number of games `N`"},
			&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "seed `S` of the first deal"},
			&cli.StringFlag{Name: "ruleset", Value: engine.Rulesets[0].Name, Usage: "`RULESET`: " + rulebook.JoinOr(rulebook.Rulesets())},
			&cli.IntFlag{Name: "players", Value: 2, Usage: "number of players `N` (any count the ruleset allows)"},
			&cli.IntFlag{Name: "teams", Usage: "number of teams `N`, 2 or 3", DefaultText: "3 for 3 and 9 players, else 2"},
			&cli.StringFlag{Name: "seats", Usage: "seat map `MAP`: the bot of every seat, such as 1212"},
			&cli.DurationFlag{Name: "move-time", Value: match.DefaultMoveTime, Usage: "time `T` a bot has for each answer"},
			&cli.DurationFlag{Name: "start-time", Value: match.DefaultStartTime, Usage: "time `T` a bot has to start and answer the handshake"},
			&cli.IntFlag{Name: "max-entries", Value: play.DefaultMaxEntries, Usage: "stop a game nobody has won after `N` entries (it is then unfinished)"},
			&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}, Value: 1, Usage: "games `N` played at once"},
			&cli.BoolFlag{Name: "restart", Usage: "start new bots for every game (default: a bot plays game after game until it fails)"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write one record per game into `DIR` (created if missing)"},
			&cli.StringFlag{Name: "format", Value: "text", Usage: "standings `FORMAT`: text or json"},
		},
		Action: func(c *cli.Context) error {
			m, err := matchConfig(c)
			if err != nil {
				return err
			}
			format, err := textOrJSON(c)
			if err != nil {
				return err
			}
			dir := c.String("output")
			if dir != "" {
				if err := os.MkdirAll(dir, 0o755); err != nil {
					return cli.Exit("cannot make the output folder: "+err.Error(), ExitInvalid)
				}
			}
			return runMatch(s, m, dir, format)
		},
	}
}

// runMatch plays the match, writing records and a progress line as games
// end, and the standings at the end.
func runMatch(s Streams, m *match.Config, dir, format string) error {
	st := match.NewStandings(m)
	progress := batch.IsTerminal(s.Err)
	var shown time.Time
	err := m.Run(func(r *match.Result) error {
		st.Add(r)
		if progress && (time.Since(shown) > 100*time.Millisecond || st.Games == m.Games) {
			fmt.Fprintf(s.Err, "\r\033[K%s", st.Progress(m.Games))
			shown = time.Now()
		}
		if dir == "" {
			return nil
		}
		name := filepath.Join(dir, fmt.Sprintf("game-%04d.yaml", r.GameIndex+1))
		return atomicfile.Write(name, r.Record)
	})
	if progress {
		fmt.Fprint(s.Err, "\r\033[K")
	}
	if err != nil {
		return cli.Exit(err.Error(), ExitInvalid)
	}
	if format == "json" {
		return st.WriteJSON(s.Out)
	}
	return st.WriteText(s.Out)
}

// matchConfig reads and checks the flags of a match.
func matchConfig(c *cli.Context) (*match.Config, error) {
	if c.NArg() > 0 {
		return nil, usageError("match takes no arguments, only flags (see seqref help match)")
	}
	bots := c.StringSlice("bot")
	if len(bots) < 2 {
		return nil, usageError("match needs two --bot COMMAND or more")
	}
	rules, err := rulesetFlag(c)
	if err != nil {
		return nil, err
	}
	m := &match.Config{
		Bots: bots, Rules: rules, Players: c.Int("players"), Teams: c.Int("teams"),
		Games: c.Int("games"), Seed: c.Uint64("seed"), MoveTime: c.Duration("move-time"),
		StartTime: c.Duration("start-time"), MaxEntries: c.Int("max-entries"), Parallel: c.Int("jobs"),
		Restart: c.Bool("restart"),
	}
	for _, b := range bots {
		m.Commands = append(m.Commands, ownSeqref(b))
	}
	teams, err := play.TeamsFor(rules, m.Players, m.Teams)
	if err != nil {
		return nil, usageError("%v", err)
	}
	switch {
	case m.Games < 1:
		return nil, usageError("--games must be at least 1, not %d", m.Games)
	case m.Parallel < 1:
		return nil, usageError("-j must be at least 1, not %d", m.Parallel)
	case m.MoveTime <= 0 || m.StartTime <= 0:
		return nil, usageError("--move-time and --start-time must be more than 0")
	case m.MaxEntries < 1:
		return nil, usageError("--max-entries must be at least 1")
	}
	m.Seats, err = seatMap(c.String("seats"), len(bots), m.Players, countTeams(teams))
	if err != nil {
		return nil, usageError("%v", err)
	}
	return m, nil
}

// seatMap reads --seats, or gives the default map.
func seatMap(text string, bots, players, teams int) ([]int, error) {
	if text == "" {
		return match.DefaultSeats(bots, players, teams)
	}
	if len(text) != players {
		return nil, fmt.Errorf("--seats %q names %d seats, not %d", text, len(text), players)
	}
	seats := make([]int, players)
	used := make([]bool, bots)
	for p, r := range []byte(text) {
		b := int(r) - '1'
		if b < 0 || b >= bots {
			return nil, fmt.Errorf("--seats %q: seat %d names bot %q; the bots are 1 to %d", text, p+1, string(r), bots)
		}
		seats[p], used[b] = b, true
	}
	for b, ok := range used {
		if !ok {
			return nil, fmt.Errorf("--seats %q gives bot %d no seat", text, b+1)
		}
	}
	return seats, nil
}

func countTeams(teams []engine.Team) int {
	n := 0
	for i, t := range teams {
		if int(t) == i {
			n++
		}
	}
	return n
}

// ownSeqref makes a command that starts with the word seqref run this
// executable when no seqref is on the PATH, so that the built-in bots work
// from go run and from a build that was not installed.
func ownSeqref(command string) string {
	rest, ok := strings.CutPrefix(command, "seqref ")
	if !ok {
		return command
	}
	if _, err := exec.LookPath("seqref"); err == nil {
		return command
	}
	self, err := os.Executable()
	if err != nil {
		return command
	}
	return "'" + strings.ReplaceAll(self, "'", `'\''`) + "' " + rest
}
