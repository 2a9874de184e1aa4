package cmd

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/rogpeppe/go-internal/diff"
	"github.com/seqref/seqref/record"
	"github.com/urfave/cli/v2"
)

func fmtCommand(s Streams) *cli.Command {
	return &cli.Command{
		Name:      "fmt",
		Usage:     "write records in canonical form, as gofmt does for Go",
		ArgsUsage: "[PATH...]",
		Description: "Writes cards and spaces in canonical case (T as 10, suit symbols as letters),\n" +
			"every turn in canonical notation, and a placement written without its space\n" +
			"with the space it went to, where the replay makes it unique (up to the first\n" +
			"illegal entry). Only those values change: keys, comments, quoting and layout\n" +
			"stay as they were, and the verdict never changes; the spaces and tabs that end\n" +
			"lines go, but for lines of | and > blocks. docs/annotate.md says what is\n" +
			"canonicalised and what is never touched. A folder gives its *.yaml, *.yml and\n" +
			"*.json files, recursively, sorted, as gofmt -l . does; \"-\" or no PATH reads\n" +
			"standard input. Without a flag, prints the formatted records.\n\n" +
			"Exit status: 0, or 2 when a file cannot be read, is not a record or cannot be\n" +
			"written, or the command is used wrongly; the other files are still formatted.\n\n" +
			"Examples:\n" +
			"   seqref fmt fixtures/examples/club-night.yaml\n" +
			"   seqref fmt -l fixtures/games\n" +
			"   seqref fmt -d fixtures/disputes/dead-then-play.yaml\n" +
			"   cp fixtures/disputes/dead-then-play.yaml game.yaml && seqref fmt -w game.yaml",
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "l", Usage: "list the files whose formatting differs"},
			&cli.BoolFlag{Name: "d", Usage: "print a unified diff of the changes"},
			&cli.BoolFlag{Name: "w", Usage: "write the formatted record back to its file (atomically)"},
		},
		Action: func(c *cli.Context) error {
			opt := fmtOptions{list: c.Bool("l"), diff: c.Bool("d"), write: c.Bool("w")}
			names := c.Args().Slice()
			if len(names) == 0 {
				names = []string{StdinName}
			}
			for _, name := range names {
				if opt.write && name == StdinName {
					return usageError("-w needs files to write, not standard input")
				}
			}
			if err := noRecords(names); err != nil {
				return err
			}
			status := ExitOK
			for p := range record.Walk(names) {
				err := formatFile(p, opt, s)
				if err != nil {
					fmt.Fprintln(s.Err, "seqref: "+err.Error())
					status = ExitInvalid
				}
			}
			if status != ExitOK {
				return cli.Exit("", status)
			}
			return nil
		},
	}
}

// fmtOptions are the flags of seqref fmt.
type fmtOptions struct {
	list, diff, write bool
}

// formatFile formats one file and does with it what the flags say.
func formatFile(p record.Path, opt fmtOptions, s Streams) error {
	file, doc, err := openForFormat(p, s)
	if err != nil {
		return err
	}
	if opt.write && file.Path == StdinName {
		return usageError("-w needs files to write, not standard input")
	}
	data := file.Text()
	out, err := formatRecords(file, doc)
	if err != nil {
		return err
	}
	name := file.Path
	changed := !bytes.Equal(data, out)
	if opt.list && changed {
		fmt.Fprintln(s.Out, displayName(name))
	}
	if opt.diff && changed {
		s.Out.Write(diff.Diff(displayName(name)+".orig", data, displayName(name), out))
	}
	if opt.write && changed {
		if err := writeRecordFile(file, out); err != nil {
			return errors.New(writeProblem(name, err))
		}
	}
	if !opt.list && !opt.diff && !opt.write {
		s.Out.Write(out)
	}
	return nil
}
