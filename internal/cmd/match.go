package cmd

import (
	"errors"
	"fmt"
	"github.com/seqref/seqref/internal/safetext"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/atomicfile"
	"github.com/seqref/seqref/internal/batch"
	"github.com/seqref/seqref/internal/match"
	"github.com/seqref/seqref/internal/prose"
	"github.com/seqref/seqref/play"
	"github.com/seqref/seqref/rulebook"
	"github.com/seqref/seqref/situation"
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
			"the game ended are in its title, event and notes. The files are game-0001.yaml on;\n" +
			"a folder that holds games already gets the new ones after them (game-0003.yaml after\n" +
			"game-0002.yaml): no file is ever replaced.\n" +
			"The standings give each bot's wins, score with its 95% confidence interval, and, with\n" +
			"two teams, the Elo difference the score implies with its error margin.\n" +
			"--sprt elo0=0,elo1=10,alpha=0.05,beta=0.05 plays until a sequential probability ratio\n" +
			"test of bot 1 against bot 2 decides (pentanomial on the deals played with the seats\n" +
			"turned, logistic Elo, as fastchess; docs/match.md) and says which hypothesis it accepted.\n" +
			"A bot's lines that begin with info are not answers; -v shows them on standard error.\n" +
			"Before every go the bot is told its time: --move-time, or with --clock T+I a game clock of\n" +
			"T for each seat, I added after each answer (docs/protocol.md, \"Time\").\n" +
			"More bots than one game seats play a round-robin of two-bot matches of --games games\n" +
			"each (--tournament gauntlet: bot 1 against each other), ranked by an Elo fitted on all\n" +
			"the games at once, with a crosstable. Where standard error is not a terminal, the\n" +
			"standings are written there every 100 games as the match goes (--report N).\n\n" +
			"The seat map (--seats) names the bot of every seat by its place among the --bot flags,\n" +
			"from 1: --players 4 --seats 1212 seats bot 1 on green, bot 2 on blue. Without it, one\n" +
			"bot per team plays all that team's seats, or one bot per player one seat each.\n\n" +
			"A command whose first word is seqref runs this seqref when seqref is not on the PATH.\n" +
			"A bot that cannot start, or fails its handshake, in its first game stops the match\n" +
			"before any game is scored (exit status 2). Every forfeit prints one line on standard\n" +
			"error: the game, the bot, the seat, and what the bot answered or which limit it passed.\n\n" +
			"Examples:\n" +
			"   seqref match --bot \"seqref bot greedy\" --bot \"seqref bot random\" --games 100\n" +
			"   seqref match --bot \"seqref bot greedy\" --bot \"seqref bot random\" --sprt elo0=0,elo1=10\n" +
			"   seqref match --bot \"seqref bot window\" --bot \"seqref bot greedy\" --bot \"seqref bot random\" --games 20\n" +
			"   seqref match --bot \"python3 examples/bots/random_bot.py\" --bot \"seqref bot greedy\" \\\n" +
			"       --players 4 --games 40 --move-time 200ms -j 2 -o games/",
		Flags: []cli.Flag{
			&cli.StringSliceFlag{Name: "bot", Usage: "a bot's `COMMAND` (twice or more)"},
			&cli.IntFlag{Name: "games", Value: 2, Usage: "number of games `N`"},
			&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "seed `S` of the first deal"},
			&cli.StringFlag{Name: "ruleset", Value: engine.Rulesets[0].Name, Usage: "`RULESET`: " + prose.JoinOr(rulebook.Rulesets())},
			&cli.IntFlag{Name: "players", Value: 2, Usage: "number of players `N` (any count the ruleset allows)"},
			&cli.IntFlag{Name: "teams", Usage: "number of teams `N`, 2 or 3", DefaultText: "3 for 3 and 9 players, else 2"},
			&cli.StringFlag{Name: "seats", Usage: "seat map `MAP`: the bot of every seat, such as 1212"},
			&cli.DurationFlag{Name: "move-time", Value: match.DefaultMoveTime, Usage: "time `T` a bot has for each answer"},
			&cli.StringFlag{Name: "clock", Usage: "a game clock `T+I` for every seat, such as 60s+0.5s: T at the start of a game, I added after each answer (with --move-time too, each answer has both limits)"},
			&cli.DurationFlag{Name: "start-time", Value: match.DefaultStartTime, Usage: "time `T` a bot has to start and answer the handshake"},
			&cli.IntFlag{Name: "max-entries", Value: play.DefaultMaxEntries, Usage: "stop a game nobody has won after `N` entries (it is then unfinished)"},
			&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}, Value: 1, Usage: "games `N` played at once"},
			&cli.StringFlag{Name: "placement", Usage: "how each game's processes are placed on CPUs, `HOW`: none (wherever the kernel runs them), pin (the game, its bots and the referee's side, on one CPU, game N of -j on the Nth) or spin (two CPUs a game, the referee's side on one and the bots on the other, both busy-waiting for lines; docs/match.md, \"Speed\"); pin and spin need Linux, and give a game's bots one CPU", DefaultText: "spin where this process may use two CPUs for each of the -j games, else pin where it may use two, else none: the fastest measured with quick bots"},
			&cli.BoolFlag{Name: "restart", Usage: "start new bots for every game (default: a bot plays game after game until it fails)"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write one record per game into `DIR` (created if missing)"},
			&cli.StringFlag{Name: "format", Value: "text", Usage: "standings `FORMAT`: text or json"},
			&cli.StringFlag{Name: "tournament", Usage: "`KIND` of tournament of more than two bots, each pairing a match of --games games: round-robin (every pair) or gauntlet (bot 1 against each other)", DefaultText: "round-robin when the bots do not fit one game's seats"},
			&cli.StringFlag{Name: "sprt", Usage: "sequential test `TEST` of bot 1 against bot 2, elo0=E0,elo1=E1,alpha=A,beta=B: play until it decides, at most --games games (default 20000)"},
			&cli.IntFlag{Name: "report", Usage: "write the standings (and the SPRT's LLR) on standard error every `N` games, 0 for never", DefaultText: "100 when standard error is not a terminal, else never: the progress line shows them"},
			&cli.BoolFlag{Name: "verbose", Aliases: []string{"v"}, Usage: "show the bots' info lines on standard error"},
		},
		Action: func(c *cli.Context) error {
			m, tour, err := matchConfig(c)
			if err != nil {
				return err
			}
			format, err := textOrJSON(c)
			if err != nil {
				return err
			}
			dir := c.String("output")
			if dir != "" {
				if err := atomicfile.MkdirAll(dir); err != nil {
					return cli.Exit("cannot make the output folder: "+err.Error(), ExitInvalid)
				}
			}
			if c.Bool("verbose") {
				m.Info = infoPrinter(s)
			}
			m.NoRecords = dir == ""
			if c.Int("report") < 0 {
				return usageError("--report must be 0 or more, not %d", c.Int("report"))
			}
			run := matchRun{Config: m, Run: m.Run, Games: m.Games, Standings: match.NewStandings(m)}
			if tour != nil {
				tour.Config = *m
				run = matchRun{Config: &tour.Config, Run: tour.Run, Games: tour.Games(), Standings: match.NewStandings(&tour.Config)}
				run.Standings.KeepCrosstable()
			}
			return runMatch(s, run, dir, format, c.IsSet("report"), c.Int("report"))
		},
	}
}

// errDecided stops a match whose SPRT has decided.
var errDecided = errors.New("the SPRT has decided")

// infoPrinter shows a bot's info line on standard error, with the game
// and the player: "game 3, Bob: info depth 2".
func infoPrinter(s Streams) func(game, seat int, line string) {
	var mu sync.Mutex
	return func(game, seat int, line string) {
		mu.Lock()
		defer mu.Unlock()
		fmt.Fprintf(s.Err, "game %d, %s: %s\n", game+1, situation.Names[seat], safetext.Quote(line))
	}
}

// matchRun is a match or a tournament to play: its configuration (all its
// bots), how to play it, its number of games and its standings.
type matchRun struct {
	Config    *match.Config
	Run       func(done func(*match.Result) error) error
	Games     int
	Standings *match.Standings
}

// runMatch plays the match, writing records and a progress line as games
// end, and the standings at the end.
func runMatch(s Streams, run matchRun, dir, format string, reportGiven bool, report int) error {
	m, st, games := run.Config, run.Standings, run.Games
	first, err := firstGameNumber(dir)
	if err != nil {
		return cli.Exit("cannot read the output folder: "+err.Error(), ExitInvalid)
	}
	progress := batch.IsTerminal(s.Err)
	every := reportEvery(reportGiven, report, progress)
	var shown time.Time
	started := make([]bool, len(m.Bots)) // the bots that have passed a handshake
	err = run.Run(func(r *match.Result) error {
		if r.Fault != nil {
			if err := m.StartFailure(r, !started[r.Seats[r.Faulted]]); err != nil {
				return err
			}
		}
		for _, b := range r.Seats {
			started[b] = true
		}
		st.Add(r)
		if line := m.ForfeitLine(r); line != "" {
			if progress {
				fmt.Fprint(s.Err, "\r\033[K")
			}
			fmt.Fprintln(s.Err, "seqref match: forfeit: "+line)
		}
		if every > 0 && st.Games%every == 0 && st.Games < games {
			if progress {
				fmt.Fprint(s.Err, "\r\033[K")
			}
			if err := writeReport(s.Err, st, games); err != nil {
				return err
			}
		}
		if progress && (time.Since(shown) > 100*time.Millisecond || st.Games == games) {
			fmt.Fprintf(s.Err, "\r\033[K%s", st.Progress(games))
			shown = time.Now()
		}
		if dir != "" {
			name := filepath.Join(dir, fmt.Sprintf("game-%04d.yaml", first+r.GameIndex))
			if err := atomicfile.WriteNew(name, r.Record); err != nil {
				return err
			}
		}
		if st.SPRT != nil && st.SPRT.Decision != match.Undecided {
			return errDecided
		}
		return nil
	})
	if progress {
		fmt.Fprint(s.Err, "\r\033[K")
	}
	if err != nil && err != errDecided {
		return cli.Exit(err.Error(), ExitInvalid)
	}
	if format == "json" {
		return st.WriteJSON(s.Out)
	}
	return st.WriteText(s.Out)
}

// firstGameNumber is the number of the first game's file in dir: 1, or
// one after the last game-NNNN.yaml there, so that a second match into the
// same folder adds its games after the first one's and replaces none.
func firstGameNumber(dir string) (int, error) {
	if dir == "" {
		return 1, nil
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return 0, err
	}
	last := 0
	for _, e := range entries {
		digits, ok := strings.CutPrefix(strings.TrimSuffix(e.Name(), ".yaml"), "game-")
		if n, err := strconv.Atoi(digits); ok && err == nil && strings.HasSuffix(e.Name(), ".yaml") && n > last {
			last = n
		}
	}
	return last + 1, nil
}

// matchConfig reads and checks the flags of a match, and of the
// tournament it is when it is one (else nil): the tournament's pairings
// are then played as the match says, with its seat map of two bots.
func matchConfig(c *cli.Context) (*match.Config, *match.Tournament, error) {
	if c.NArg() > 0 {
		return nil, nil, usageError("match takes no arguments, only flags (see seqref help match)")
	}
	bots := c.StringSlice("bot")
	if len(bots) < 2 {
		return nil, nil, usageError("match needs two --bot COMMAND or more")
	}
	rules, err := rulesetFlag(c)
	if err != nil {
		return nil, nil, err
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
	if c.IsSet("clock") {
		if m.Clock, m.Increment, err = parseClock(c.String("clock")); err != nil {
			return nil, nil, usageError("%v", err)
		}
		if !c.IsSet("move-time") {
			m.MoveTime = 0 // the clock alone
		}
	}
	teams, err := play.TeamsFor(rules, m.Players, m.Teams)
	if err != nil {
		return nil, nil, usageError("%v", err)
	}
	switch {
	case m.Games < 1:
		return nil, nil, usageError("--games must be at least 1, not %d", m.Games)
	case m.Parallel < 1:
		return nil, nil, usageError("-j must be at least 1, not %d", m.Parallel)
	case m.MoveTime <= 0 && m.Clock <= 0 || m.MoveTime < 0 || m.StartTime <= 0:
		return nil, nil, usageError("--move-time and --start-time must be more than 0")
	case m.MaxEntries < 1:
		return nil, nil, usageError("--max-entries must be at least 1")
	}
	if m.Placement, err = placementFlag(c, m.Parallel); err != nil {
		return nil, nil, err
	}
	tour, err := tournamentFlag(c, len(bots), m.Players, countTeams(teams))
	if err != nil {
		return nil, nil, err
	}
	seatBots := len(bots)
	if tour != nil {
		seatBots = 2 // the seat map of a pairing
	}
	m.Seats, err = seatMap(c.String("seats"), seatBots, m.Players, countTeams(teams))
	if err != nil {
		return nil, nil, usageError("%v", err)
	}
	if c.IsSet("sprt") {
		if err := sprtFlag(c, m, countTeams(teams)); err != nil {
			return nil, nil, err
		}
	}
	return m, tour, nil
}

// placementFlag reads --placement, or chooses the placement when it is not
// given: match.DefaultPlacement of the games played at once, on this
// machine. A placement given that the machine cannot give is a usage error.
func placementFlag(c *cli.Context, parallel int) (match.Placement, error) {
	if !c.IsSet("placement") {
		return match.DefaultPlacement(parallel), nil
	}
	name := c.String("placement")
	p, err := match.ParsePlacement(name)
	if err != nil {
		return 0, usageError("--placement must be none, pin or spin, not %q", name)
	}
	m := match.Config{Placement: p, Parallel: parallel}
	if err := m.CheckPlacement(); err != nil {
		return 0, usageError("--%v", err)
	}
	return p, nil
}

// sprtFlag reads --sprt into the match: a test needs two bots and two
// teams, and plays at most --games games, 20000 unless given.
func sprtFlag(c *cli.Context, m *match.Config, teams int) error {
	test, err := match.ParseSPRT(c.String("sprt"))
	if err != nil {
		return usageError("%v", err)
	}
	if len(m.Bots) != 2 || teams != 2 {
		return usageError("--sprt tests bot 1 against bot 2: it needs two bots and two teams, not %d bots and %d teams", len(m.Bots), teams)
	}
	m.SPRT = &test
	if !c.IsSet("games") {
		m.Games = 20000
	}
	return nil
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
