package cmd

import (
	"strconv"

	"github.com/seqref/seqref/bot"
	"github.com/seqref/seqref/examples/bots/windowbot/window"
	"github.com/seqref/seqref/internal/botinput"
	"github.com/seqref/seqref/internal/match"
	"github.com/seqref/seqref/play"
	"github.com/seqref/seqref/search"
	"github.com/urfave/cli/v2"
)

// strongBot is the name of the searching bot, beside the self-play
// policies; windowBot the window heuristic of examples/bots/windowbot, the
// reference bot between greedy and strong (docs/match.md, "Reference
// bots").
const (
	strongBot = "strong"
	windowBot = "window"
)

func botCommand(s Streams) *cli.Command {
	return &cli.Command{
		Name:      "bot",
		Usage:     "play as a bot over standard input and output (random, greedy, window or strong)",
		ArgsUsage: "POLICY",
		Description: "Speaks the bot protocol of docs/protocol.md on standard input and output, choosing\n" +
			"every turn with a self-play policy (see seqref help play), random or greedy, with\n" +
			"window, the heuristic of examples/bots/windowbot (stronger than greedy), or with\n" +
			"strong, a Monte Carlo search that plays every candidate out many times from deals of\n" +
			"the cards it has not seen (docs/match.md, \"Reference bots\"). It is what seqref match\n" +
			"runs for --bot \"seqref bot greedy\", and a bot to measure yours against.\n\n" +
			"strong searches --playouts N playouts a move (reproducible with --seed), or for 30 percent\n" +
			"of --move-time T a move, whichever ends first; with neither, " + strconv.Itoa(search.DefaultPlayouts) + " playouts. It also\n" +
			"searches for at most 30 percent of the time the referee tells it before every move\n" +
			"(seqref match's --move-time, or a share of its --clock), unless --playouts is given:\n" +
			"with no flag it keeps to the match's time.\n\n" +
			"Examples:\n" +
			"   seqref match --bot \"seqref bot greedy\" --bot \"seqref bot random\" --games 100\n" +
			"   seqref match --bot \"seqref bot strong\" --bot \"seqref bot greedy\" --clock 60s+0.5s\n" +
			"   printf 'seqref 1\\nquit\\n' | seqref bot random",
		Flags: []cli.Flag{
			&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "seed `S` of the bot's random choices"},
			&cli.IntFlag{Name: "playouts", Usage: "strong: `N` playouts a move"},
			&cli.DurationFlag{Name: "move-time", Usage: "strong: the time `T` a move may take (it searches for 30 percent of it)"},
			&cli.BoolFlag{Name: "spin", EnvVars: []string{match.SpinEnv}, Usage: "busy-wait for the referee's lines on a pipe, yielding the CPU (seqref match --placement spin sets " + match.SpinEnv + "=1)"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return usageError("bot takes one policy, random, greedy, window or strong (see seqref help bot)")
			}
			name, seed := c.Args().First(), c.Uint64("seed")
			in, err := botinput.For(s.In, c.Bool("spin"))
			if err != nil {
				return cli.Exit("bot: "+err.Error(), ExitInvalid)
			}
			if name == strongBot {
				if c.Int("playouts") < 0 || c.Duration("move-time") < 0 {
					return usageError("--playouts and --move-time must not be negative")
				}
				// --playouts N is N playouts whatever the referee tells the bot,
				// so that the games are the same on every run.
				cfg := search.Config{Playouts: c.Int("playouts"), MoveTime: c.Duration("move-time"), Untimed: c.IsSet("playouts")}
				err = bot.RunChooser(in, s.Out, strongBot, search.New(cfg, seed), seed)
			} else if c.IsSet("playouts") || c.IsSet("move-time") {
				return usageError("--playouts and --move-time are for the strong bot")
			} else if name == windowBot {
				err = bot.RunChooser(in, s.Out, windowBot, window.Seat{}, seed)
			} else {
				policy, perr := play.PolicyNamed(name)
				if perr != nil {
					return usageError("unknown policy %q; the policies are random, greedy, window and strong", name)
				}
				err = bot.Run(in, s.Out, policy, seed)
			}
			if err != nil {
				return cli.Exit("bot: "+err.Error(), ExitInvalid)
			}
			return nil
		},
	}
}
