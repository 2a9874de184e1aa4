package cmd

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/internal/atomicfile"
	"github.com/seqref/seqref/internal/prose"
	"github.com/seqref/seqref/play"
	"github.com/seqref/seqref/rulebook"
	"github.com/urfave/cli/v2"
)

func playCommand(s Streams) *cli.Command {
	return &cli.Command{
		Name:      "play",
		Usage:     "play complete games by self-play and write them as records",
		ArgsUsage: " ",
		Description: "Plays games from a seeded shuffle and writes each as a full-information record:\n" +
			"the starting hands, the deck, every draw and every reshuffle, and an expect: block\n" +
			"with the outcome, so anyone can re-check every move with seqref validate or test.\n" +
			"Game i of --count N uses seed --seed + i; the same seed gives the same bytes.\n" +
			"Without -o the records go to standard output as one YAML stream (--- between them);\n" +
			"with -o DIR each is a file named RULESET-NNp-POLICY-SEED.yaml, the seed padded to\n" +
			"three digits as puzzle pads its numbers (standard-02p-greedy-007.yaml). A file that\n" +
			"is there already is never replaced: play -o then stops before it writes any game.\n\n" +
			"Policies: random plays a random playable card on a random legal target; greedy wins\n" +
			"now if it can, blocks an opponent's sequence that one more chip would complete, else\n" +
			"extends its best line, and keeps its jacks for when they are needed.\n\n" +
			"Examples:\n" +
			"   seqref play --players 4 --seed 7\n" +
			"   seqref play --ruleset bible --players 3 --policy greedy --count 100 -o corpus/",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "ruleset", Value: engine.Rulesets[0].Name, Usage: "`RULESET`: " + prose.JoinOr(rulebook.Rulesets())},
			&cli.IntFlag{Name: "players", Value: 2, Usage: "number of players `N` (any count the ruleset allows)"},
			&cli.IntFlag{Name: "teams", Usage: "number of teams `N`, 2 or 3", DefaultText: "3 for 3 and 9 players, else 2"},
			&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "seed `S` of the first game"},
			&cli.IntFlag{Name: "count", Value: 1, Usage: "number of games `N`"},
			&cli.StringFlag{Name: "policy", Value: "random", Usage: "`POLICY`: random or greedy"},
			&cli.IntFlag{Name: "max-entries", Value: play.DefaultMaxEntries, Usage: "stop a game nobody has won after `N` entries (it is then unfinished)"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write one file per game into `DIR` (created if missing)"},
		},
		Action: func(c *cli.Context) error {
			cfg, err := playConfig(c)
			if err != nil {
				return err
			}
			count := c.Int("count")
			if count < 1 {
				return usageError("--count must be at least 1, not %d", count)
			}
			if c.NArg() > 0 {
				return usageError("play takes no arguments, only flags (see seqref help play)")
			}
			dir := c.String("output")
			if dir != "" {
				if err := atomicfile.MkdirAll(dir); err != nil {
					return cli.Exit("cannot make the output folder: "+err.Error(), ExitInvalid)
				}
				if err := noGameThere(dir, cfg, c.Uint64("seed"), count); err != nil {
					return err
				}
			}
			for i := 0; i < count; i++ {
				cfg.Seed = c.Uint64("seed") + uint64(i)
				if err := writeGame(s, cfg, dir, i); err != nil {
					return err
				}
			}
			return nil
		},
	}
}

// playConfig reads and checks the flags that choose the games.
func playConfig(c *cli.Context) (play.Config, error) {
	rules, err := rulesetFlag(c)
	if err != nil {
		return play.Config{}, err
	}
	policy, err := play.PolicyNamed(c.String("policy"))
	if err != nil {
		return play.Config{}, usageError("%v", err)
	}
	if c.Int("max-entries") < 1 {
		return play.Config{}, usageError("--max-entries must be at least 1")
	}
	cfg := play.Config{Rules: rules, Players: c.Int("players"), Teams: c.Int("teams"), Policy: policy, MaxEntries: c.Int("max-entries")}
	if _, err := play.TeamsFor(rules, cfg.Players, cfg.Teams); err != nil {
		return play.Config{}, usageError("%v", err)
	}
	return cfg, nil
}

// rulesetFlag reads --ruleset.
func rulesetFlag(c *cli.Context) (*engine.Ruleset, error) {
	rules := engine.RulesetNamed(c.String("ruleset"))
	if rules == nil {
		return nil, usageError("unknown ruleset %q; the rulesets are %s", c.String("ruleset"), prose.JoinAnd(rulebook.Rulesets()))
	}
	return rules, nil
}

// writeGame plays one game and writes its record: to its own file in dir,
// or to standard output as the i-th document of a YAML stream.
func writeGame(s Streams, cfg play.Config, dir string, i int) error {
	g, err := play.Play(cfg)
	if err != nil {
		return cli.Exit(err.Error(), ExitIllegal)
	}
	var buf bytes.Buffer
	if err := play.WriteRecord(&buf, g); err != nil {
		return err
	}
	if dir == "" {
		if i > 0 {
			fmt.Fprintln(s.Out, "---")
		}
		_, err := s.Out.Write(buf.Bytes())
		return err
	}
	if err := atomicfile.WriteNew(filepath.Join(dir, gameFileName(cfg)), buf.Bytes()); err != nil {
		return cli.Exit(err.Error(), ExitInvalid)
	}
	return nil
}

// gameFileName is the name of the file of a game of play -o. The seed is
// padded to three digits, as puzzle numbers its files, so that ls lists
// games 1 to 999 in order.
func gameFileName(cfg play.Config) string {
	return fmt.Sprintf("%s-%02dp-%s-%03d.yaml", cfg.Rules.Name, cfg.Players, cfg.Policy, cfg.Seed)
}

// noGameThere makes sure that none of the count games from seed has its
// file in dir already: play -o never replaces a record, and it says so
// before it writes any.
func noGameThere(dir string, cfg play.Config, seed uint64, count int) error {
	for i := 0; i < count; i++ {
		cfg.Seed = seed + uint64(i)
		name := filepath.Join(dir, gameFileName(cfg))
		if _, err := os.Lstat(name); err == nil {
			return cli.Exit(fmt.Sprintf("%s is there already, and play -o never replaces a record: "+
				"give another folder with -o, or other seeds with --seed (the file names hold the seed)", name), ExitInvalid)
		}
	}
	return nil
}
