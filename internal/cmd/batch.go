package cmd

import (
	"fmt"
	"runtime"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/internal/batch"
	"github.com/seqref/seqref/validate"
	"github.com/urfave/cli/v2"
)

// batchFlags are the flags of the commands that judge many records.
func batchFlags() []cli.Flag {
	return []cli.Flag{
		&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}, Value: runtime.NumCPU(),
			Usage: "judge `N` records at once", DefaultText: "one per core"},
		&cli.BoolFlag{Name: "summary", Usage: "after the results, print totals by result and by rule id"},
		&cli.IntFlag{Name: "max-bytes", Value: record.DefaultMaxBytes,
			Usage: "a record (a YAML document or a JSON file) larger than `N` bytes is invalid"},
		&cli.IntFlag{Name: "max-file-bytes", Value: batch.DefaultMaxFileBytes,
			Usage: "a YAML file (a stream of records) larger than `N` bytes is invalid, and read no further"},
		&cli.IntFlag{Name: "max-entries", Value: record.DefaultMaxEntries,
			Usage: "a record whose turns: hold more than `N` entries is invalid"},
		&cli.IntFlag{Name: "max-depth", Value: record.DefaultMaxDepth,
			Usage: fmt.Sprintf("a record whose lists and mappings nest more than `N` levels is invalid (%d at most)", record.DefaultMaxDepth)},
	}
}

// limitFlags are the flags of batchFlags that set a limit, and the most
// each may be (0 for none).
var limitFlags = []struct {
	name string
	most int
}{{"max-bytes", 0}, {"max-file-bytes", 0}, {"max-entries", 0}, {"max-depth", record.DefaultMaxDepth}}

// batchLimits reads the limit flags: how to read each record file, and the
// largest YAML file.
func batchLimits(c *cli.Context) (load func(f *record.File) record.LoadOptions, maxFileBytes int, err error) {
	for _, f := range limitFlags {
		n := c.Int(f.name)
		if n < 1 || (f.most > 0 && n > f.most) {
			if f.most > 0 {
				return nil, 0, usageError("--%s must be from 1 to %d, not %d", f.name, f.most, n)
			}
			return nil, 0, usageError("--%s must be at least 1, not %d", f.name, n)
		}
	}
	maxBytes, maxEntries, maxDepth := c.Int("max-bytes"), c.Int("max-entries"), c.Int("max-depth")
	load = func(f *record.File) record.LoadOptions {
		o := loadOptions(f)
		o.MaxBytes, o.MaxEntries, o.MaxDepth = maxBytes, maxEntries, maxDepth
		return o
	}
	return load, c.Int("max-file-bytes"), nil
}

// batchConfig reads the flags of batchFlags.
func batchConfig(c *cli.Context, s Streams) (batch.Config, error) {
	jobs := c.Int("jobs")
	if jobs < 1 {
		return batch.Config{}, usageError("-j must be at least 1, not %d", jobs)
	}
	load, maxFileBytes, err := batchLimits(c)
	if err != nil {
		return batch.Config{}, err
	}
	return batch.Config{
		Options:   batch.Options{Stdin: s.In, Load: load, MaxFileBytes: maxFileBytes},
		Workers:   jobs,
		Progress:  s.Err,
		Output:    s.Out,
		GCPercent: batch.DefaultGCPercent,
	}, nil
}

// validateBatch judges every record under the paths and writes the
// verdicts in order, then the totals when asked; the exit status is the
// worst verdict's.
func validateBatch(c *cli.Context, s Streams, format string) error {
	cfg, err := batchConfig(c, s)
	if err != nil {
		return err
	}
	var totals batch.Totals
	quiet := c.Bool("quiet")
	err = batch.Validate(c.Args().Slice(), cfg, func(v *validate.Outcome) error {
		totals.Add(v)
		switch {
		case quiet && v.Error == nil:
			// -q: a record without a problem says nothing.
			return nil
		case quiet && format == "text":
			writeProblemLine(s.Out, v)
			return nil
		case format == "json":
			_, err := fmt.Fprintf(s.Out, "%s\n", v.JSON())
			return err
		}
		writeVerdictText(s.Out, v)
		return nil
	})
	if err != nil {
		return cli.Exit("cannot write the verdicts: "+err.Error(), ExitInvalid)
	}
	if c.Bool("summary") {
		if format == "json" {
			fmt.Fprintf(s.Out, "%s\n", totals.JSON())
		} else {
			totals.WriteText(s.Out)
		}
	}
	if worst := totals.ExitCode(); worst != 0 {
		return cli.Exit("", worst)
	}
	return nil
}
