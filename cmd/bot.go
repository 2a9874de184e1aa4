package cmd

import (
	"github.com/seqref/seqref/bot"
	"github.com/seqref/seqref/play"
	"github.com/urfave/cli/v2"
)

func botCommand(s Streams) *cli.Command {
	return &cli.Command{
		Name:      "bot",
		Usage:     "play as a bot over standard input and output (random or greedy)",
		ArgsUsage: "POLICY",
		Description: "Speaks the bot protocol of docs/protocol.md on standard input and output, choosing\n" +
			"every turn with a self-play policy (see seqref help play): random or greedy. It is\n" +
			"what seqref match runs for --bot \"seqref bot greedy\", and a bot to measure yours against.\n\n" +
			"Examples:\n" +
			"   seqref match --bot \"seqref bot greedy\" --bot \"seqref bot random\" --games 100\n" +
			"   printf 'seqref 1\\nquit\\n' | seqref bot random",
		Flags: []cli.Flag{
			&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "seed `S` of the bot's random choices"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return usageError("bot takes one policy, random or greedy (see seqref help bot)")
			}
			policy, err := play.PolicyNamed(c.Args().First())
			if err != nil {
				return usageError("%v", err)
			}
			if err := bot.Run(botInput(s.In), s.Out, policy, c.Uint64("seed")); err != nil {
				return cli.Exit("bot: "+err.Error(), ExitInvalid)
			}
			return nil
		},
	}
}
