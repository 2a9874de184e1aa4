package cmd

import (
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/seqref/seqref/internal/rewrite"
	"github.com/seqref/seqref/record"
	"github.com/seqref/seqref/ruling"
	"github.com/urfave/cli/v2"
)

func annotateCommand(s Streams) *cli.Command {
	return &cli.Command{
		Name:      "annotate",
		Usage:     "write a record back with a comment on each entry saying what happened",
		ArgsUsage: "FILE",
		Description: "Replays the record and writes it back with comment lines \"# seqref: ...\" above\n" +
			"each entry of turns:, saying what the notation does not show: dead cards held\n" +
			"in every known hand and whether one was turned in, where a placement written\n" +
			"without its space went, whose chip a remove card took, cards drawn that the\n" +
			"record does not write, penalties, reshuffles, completed sequences and the win;\n" +
			"for an illegal entry the error and its rule id, and nothing after it. Every\n" +
			"other byte of the file stays as it was, and the comments of an earlier run are\n" +
			"replaced, so annotating twice gives the same file. docs/annotate.md has an\n" +
			"example. \"-\" reads standard input.\n\n" +
			"Exit status: 0 when the record is win or unfinished, 1 when it is illegal, 2\n" +
			"when it cannot be read or written, or the command is used wrongly.\n\n" +
			"Examples:\n" +
			"   seqref annotate fixtures/examples/club-night.yaml\n" +
			"   cp fixtures/examples/club-night.yaml game.yaml && seqref annotate -w game.yaml\n" +
			"   seqref annotate --format json fixtures/disputes/dead-then-play.yaml",
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "w", Usage: "write the annotated record back to FILE (atomically) instead of standard output"},
			&cli.StringFlag{Name: "format", Value: "text", Usage: "output `FORMAT`: text (the annotated record) or json (one object of facts per entry)"},
		},
		Action: func(c *cli.Context) error {
			format, write := c.String("format"), c.Bool("w")
			switch {
			case format != "text" && format != "json":
				return usageError("--format must be text or json, not %q", format)
			case c.NArg() != 1:
				return usageError("annotate needs exactly one FILE (or - for standard input), not %d", c.NArg())
			case write && format == "json":
				return usageError("-w writes the annotated record; it cannot be used with --format json")
			}
			name := c.Args().First()
			src, oerr := record.OpenOne(name, openOptions(s))
			switch {
			case oerr != nil:
				return recordProblem(name, oerr)
			case write && src.Path == StdinName:
				return usageError("-w needs a file to write, not standard input")
			case format == "text" && src.File.Format == record.JSON:
				return usageError("annotate cannot write %s: a JSON record has no comments to hold \"# seqref:\" lines (--format json gives the same facts as data)", displayName(name))
			}
			rec, err := src.Load(loadOptions(src.File))
			if err != nil {
				return recordProblem(name, err)
			}
			if format == "json" {
				facts := ruling.Annotate(rec)
				for i := range facts {
					fmt.Fprintf(s.Out, "%s\n", facts[i].JSON())
				}
				return illegalExit(facts)
			}
			out, facts, aerr := annotateDocument(src, rec)
			if aerr != nil {
				return cli.Exit(fmt.Sprintf("%s: cannot annotate: %v", displayName(name), aerr), ExitInvalid)
			}
			if write {
				if werr := writeRecordFile(src.File, out); werr != nil {
					return cli.Exit(writeProblem(src.Path, werr), ExitInvalid)
				}
			} else if _, werr := s.Out.Write(out); werr != nil {
				return cli.Exit(werr.Error(), ExitInvalid)
			}
			return illegalExit(facts)
		},
	}
}

// annotateDocument is the text of the source's file with the source's
// record annotated (rewrite.Annotate): in a stream, only its document
// changes, and the other documents and the text between them stay byte
// for byte. rec is the record, read from the whole file.
func annotateDocument(src record.Source, rec *record.Record) ([]byte, []ruling.EntryFacts, error) {
	doc := src.Document()
	if src.File.Multiple() {
		// Comments go where the entries stand in the document's own text.
		var err error
		if rec, err = record.Load(doc.Data, loadOptions(src.File)); err != nil {
			return nil, nil, err
		}
	}
	facts := ruling.Annotate(rec)
	out, err := rewrite.Annotate(doc.Data, rec, facts)
	if err != nil {
		return nil, nil, err
	}
	pieces := make([][]byte, len(src.File.Docs))
	for i, d := range src.File.Docs {
		pieces[i] = d.Data
	}
	pieces[src.Doc] = out
	whole, err := spliceChecked(src.File, src.File.Stream, pieces)
	return whole, facts, err
}

// illegalExit is exit status 1 when an entry (or the setup) broke a rule.
func illegalExit(facts []ruling.EntryFacts) error {
	for _, f := range facts {
		if f.Error != nil {
			return cli.Exit("", ExitIllegal)
		}
	}
	return nil
}

// unwrapPath drops the operation and path Go puts in front of a file
// system error, leaving its reason: "permission denied".
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}
