package cmd

import (
	"fmt"
	"runtime"

	"github.com/seqref/seqref/batch"
	"github.com/seqref/seqref/validate"
	"github.com/urfave/cli/v2"
)

// batchFlags are the flags of the commands that judge many records.
func batchFlags() []cli.Flag {
	return []cli.Flag{
		&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}, Value: runtime.NumCPU(),
			Usage: "judge `N` records at once (default: one per core)"},
		&cli.BoolFlag{Name: "summary", Usage: "after the results, print totals by result and by rule id"},
	}
}

// batchConfig reads the flags of batchFlags.
func batchConfig(c *cli.Context, s Streams) (batch.Config, error) {
	jobs := c.Int("jobs")
	if jobs < 1 {
		return batch.Config{}, usageError("-j must be at least 1, not %d", jobs)
	}
	return batch.Config{
		Options:   batch.Options{Stdin: s.In, Load: loadOptions},
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
	err = batch.Validate(c.Args().Slice(), cfg, func(v *validate.Verdict) error {
		totals.Add(v)
		if format == "json" {
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
