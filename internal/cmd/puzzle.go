package cmd

import (
	"fmt"

	"github.com/seqref/seqref/puzzle"
	"github.com/seqref/seqref/record"
	"github.com/urfave/cli/v2"
)

func puzzleCommand(s Streams) *cli.Command {
	return &cli.Command{
		Name:      "puzzle",
		Usage:     "make rules puzzles with exactly one right answer, or check them",
		ArgsUsage: "[--check FILE...]",
		Description: "Makes puzzles from positions of real self-play games (docs/puzzles.md). Each\n" +
			"puzzle is a record that seqref validate accepts: the position, the hand of the\n" +
			"player to move, a question, a puzzle: block with the answer, the answer's turn\n" +
			"and the expect: block it gives. Kinds: win, block, dead, legal, count. Every\n" +
			"answer is checked to be the only one before the puzzle is written; the same\n" +
			"seed gives the same bytes. Without -o the puzzles go to standard output as a\n" +
			"YAML stream separated by ---; with -o DIR each is written to DIR/KIND-NNN.yaml,\n" +
			"numbered after the puzzles of its kind already there: no file is replaced.\n\n" +
			"With --check, confirms each FILE's answer and that it is the only one: one line\n" +
			"per failure, then \"N passed, N failed\".\n\n" +
			"Exit status: 0 on success, 1 when a puzzle fails its check, 2 when a file cannot\n" +
			"be read as a record or the command is used wrongly.\n\n" +
			"Examples:\n" +
			"   seqref puzzle --kind win --seed 7 --count 3\n" +
			"   seqref puzzle --kind legal --difficulty hard --count 50 -o puzzles/legal\n" +
			"   seqref puzzle --check fixtures/puzzles/legal/*.yaml",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "kind", Usage: "the `KIND` of puzzle: win, block, dead, legal or count"},
			&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "seed `S` of the batch"},
			&cli.IntFlag{Name: "count", Value: 1, Usage: "how many puzzles (`N`)"},
			&cli.StringFlag{Name: "difficulty", Usage: "easy or hard (`LEVEL`); without it a batch alternates easy and hard"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write one file per puzzle to `DIR`"},
			// --out was this flag's name before every command spelled it
			// -o/--output; scripts may still use it.
			&cli.StringFlag{Name: "out", Hidden: true},
			&cli.BoolFlag{Name: "check", Usage: "check the puzzle FILEs instead of making puzzles"},
		},
		Action: func(c *cli.Context) error {
			if c.Bool("check") {
				if c.NArg() == 0 {
					return usageError("puzzle --check needs at least one FILE")
				}
				return checkPuzzles(s, c.Args().Slice())
			}
			return makePuzzles(s, c)
		},
	}
}

// makePuzzles generates the puzzles the flags ask for.
func makePuzzles(s Streams, c *cli.Context) error {
	if c.NArg() > 0 {
		return usageError("puzzle takes FILE arguments only with --check")
	}
	if !c.IsSet("kind") {
		return usageError("puzzle needs --kind: win, block, dead, legal or count")
	}
	kind, err := puzzle.KindNamed(c.String("kind"))
	if err != nil {
		return usageError("%v", err)
	}
	d, err := puzzle.DifficultyNamed(c.String("difficulty"))
	if err != nil {
		return usageError("%v", err)
	}
	if c.Int("count") < 1 {
		return usageError("--count must be 1 or more, not %d", c.Int("count"))
	}
	puzzles, err := puzzle.Generate(puzzle.Options{Kind: kind, Seed: c.Uint64("seed"), Count: c.Int("count"), Difficulty: d})
	if err != nil {
		return cli.Exit(err.Error(), ExitIllegal)
	}
	dir := c.String("output")
	if c.IsSet("out") {
		if c.IsSet("output") {
			return usageError("-o/--output and --out are the same flag; give it once")
		}
		dir = c.String("out")
	}
	if dir != "" {
		if err := puzzle.WriteDir(dir, puzzles); err != nil {
			return cli.Exit(fmt.Sprintf("cannot write the puzzles: %v", err), ExitInvalid)
		}
		return nil
	}
	for i, pz := range puzzles {
		if i > 0 {
			fmt.Fprintln(s.Out, "---")
		}
		s.Out.Write(pz.Record())
	}
	return nil
}

// checkPuzzles checks the puzzles the names give (record.Open: files,
// FILE#N, folders, streams, JSON): one line per failure, then a summary.
func checkPuzzles(s Streams, names []string) error {
	if err := noRecords(names); err != nil {
		return err
	}
	passed, failed, worst := 0, 0, ExitOK
	for src := range record.Open(names, openOptions(s)) {
		code, msg := checkPuzzleSource(src)
		if code == ExitOK {
			passed++
			continue
		}
		failed++
		worst = max(worst, code)
		fmt.Fprintln(s.Out, msg)
	}
	fmt.Fprintf(s.Out, "%d passed, %d failed\n", passed, failed)
	if worst != ExitOK {
		return cli.Exit("", worst)
	}
	return nil
}

// checkPuzzleSource checks one puzzle and returns the exit status it calls for
// and, on a failure, "NAME:LINE:COL: message".
func checkPuzzleSource(src record.Source) (int, string) {
	rec, err := src.Load(loadOptions(src.File))
	if err != nil {
		return ExitInvalid, loadProblem(src.Name, err)
	}
	if err := puzzle.Check(rec); err != nil {
		return ExitIllegal, src.Name + ":" + err.Error()
	}
	return ExitOK, ""
}
