package cmd

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/seqref/seqref/internal/prose"
	"github.com/seqref/seqref/record"

	"github.com/urfave/cli/v2"

	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/referee"
	"github.com/seqref/seqref/render"
	"github.com/seqref/seqref/rulebook"
	"github.com/seqref/seqref/ruling"
	"github.com/seqref/seqref/validate"
)

func refereeCommand(s Streams) *cli.Command {
	return &cli.Command{
		Name:      "referee",
		Usage:     "rule on one entry of a record: legal or not, the rule, its source, and why",
		ArgsUsage: "FILE | --at SITUATION --entry ENTRY",
		Description: "Rules on entry N of the record (1-based, as error.turn counts; 0 is the setup;\n" +
			"default: the first illegal entry, or the last entry). The ruling opens with its\n" +
			"answer, at most eight lines of at most 72 columns, in players' words: the\n" +
			"verdict (Yes: / No: / Yes, but ...: when the entry is legal and what it was\n" +
			"meant to do does not happen) with what the entry does and the reason, what\n" +
			"the table does now (Now:), and the most specific sentence of the rulebooks\n" +
			"quoted whole with its document and section (or what seqref decides where they are\n" +
			"silent, docs/rules.md D1...), closed by the deciding rule id. --short prints\n" +
			"the answer alone; on fixtures/disputes/locked-sequence-chip.yaml it is:\n\n" +
			refereeHelpAnswer + "\n" +
			"After a blank line comes the detail: the entry in canonical notation, the\n" +
			"verdict with every fact and its rule, the board before the entry, the rule\n" +
			"that decides with its sources, the other rules cited (one line each), the\n" +
			"decisions taken where the documents are silent and how to choose otherwise,\n" +
			"and what happens now. A legal entry rests on its most specific fact (a corner\n" +
			"two teams use, a second sequence, a claim, a dead card...; docs/referee.md);\n" +
			"an illegal one on the rule it breaks. When the record stops at an earlier\n" +
			"illegal entry, the ruling is on that one. Text wraps at the width COLUMNS or\n" +
			"the terminal gives (narrower than 73, the board shows chips without cards).\n\n" +
			"One line names each other ruleset that gives another verdict on the same\n" +
			"question, with the command; --ruleset all adds the full rulings of every\n" +
			"ruleset, replaying the record under each; --ruleset NAME adds one. A record\n" +
			"that is only a start: position and the disputed entry is the usual way to ask.\n\n" +
			"--at SITUATION --entry ENTRY asks without a file: it rules on ENTRY, by the\n" +
			"player to move, at a situation (docs/notation.md, section 6; show, referee\n" +
			"and validate --format json print one) exactly as it rules on that entry of a\n" +
			"record whose start: is the situation, the seats named Ann, Bob, Cat... in turn.\n\n" +
			"Exit status: 0 when the entry is legal, 1 when it is illegal, 2 when the file\n" +
			"is not a record or the command is used wrongly.\n\n" +
			"Examples:\n" +
			"   seqref referee fixtures/disputes/jack-on-corner.yaml\n" +
			"   seqref referee --short fixtures/disputes/locked-sequence-chip.yaml\n" +
			"   seqref referee fixtures/examples/club-night.yaml --turn 1 --ruleset all\n" +
			"   seqref referee --format json fixtures/disputes/dead-then-play.yaml\n" +
			"   seqref referee --at \"*8*/10/10/10/10/10/10/10/10/*8* - standard gb 1 4C,7H\" --entry \"7H@D6\"\n" +
			"   seqref referee --at \"$(seqref show fixtures/examples/club-night.yaml --turn 2 | sed -n 's/^Situation: //p')\" --entry 5H@E5",
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "turn", Usage: "rule on entry `N` (1-based; 0 is the setup)", DefaultText: "the first illegal entry, or the last"},
			&cli.StringFlag{Name: "at", Usage: "rule on an entry at `SITUATION` (docs/notation.md, section 6) instead of a record's; needs --entry"},
			&cli.StringFlag{Name: "entry", Usage: "with --at, the `ENTRY` to rule on, in turn notation, such as \"dead 4C; 7H@C4\""},
			&cli.StringFlag{Name: "ruleset", Usage: "also rule under `RULESET`: all (every other ruleset), " + prose.JoinOr(rulebook.Rulesets())},
			&cli.StringFlag{Name: "format", Value: "text", Usage: "output `FORMAT`: text, or json (the ruling as one object)"},
			&cli.BoolFlag{Name: "short", Usage: "print the answer block alone: at most eight lines of at most 72 columns"},
			colorFlag("draw chips in colour"),
		},
		Action: func(c *cli.Context) error {
			if c.IsSet("at") || c.IsSet("entry") {
				return refereeAt(c, s)
			}
			format, mode, name, err := boardArgs(c)
			if err != nil {
				return err
			}
			rec, lerr := loadRecordFile(name, s)
			if lerr != nil {
				return refereeProblem(c, s, name, lerr, format)
			}
			n := defaultEntry(rec)
			if c.IsSet("turn") {
				n = c.Int("turn")
			}
			r, err := ruling.RuleOn(rec, n)
			if err != nil {
				return usageError("--turn %d: %s: %v", n, displayName(name), err)
			}
			return writeRulings(c, s, referee.Source{File: displayName(name)}, r, format, mode)
		},
	}
}

// refereeHelpAnswer is the answer block seqref referee --short prints on
// fixtures/disputes/locked-sequence-chip.yaml, as seqref help referee shows
// it (TestRefereeHelpShowsAnAnswer keeps the two the same).
const refereeHelpAnswer = `No: Bob may not take green's chip off D6 with J♠. The green chip at D6
  is part of the completed sequence B6-F6 and cannot be removed.
Now: Bob takes back J♠ (the chip goes back on D6) and plays the turn
  again.
“A chip cannot be removed if it is already part of a completed Sequence.
  Once a Sequence is achieved by a player or a team, it cannot be
  broken.” (Game Rules, RVers of Idaho: “The jacks”) [remove-locked]
`

// writeRulings writes a ruling, with the other rulesets' rulings that
// --ruleset asks for and those that rule otherwise, in the format asked
// for (or its answer block alone with --short), and exits 1 when the entry
// is illegal.
func writeRulings(c *cli.Context, s Streams, src referee.Source, r *ruling.Ruling, format string, mode render.ColorMode) error {
	others, err := otherRulesets(r.Rules, c.String("ruleset"))
	if err != nil {
		return usageError("%v", err)
	}
	page, err := referee.New(src, r, others)
	if err != nil {
		return err
	}
	switch {
	case format == "json":
		err = writeJSON(s.Out, page.JSON())
	case c.Bool("short"):
		err = writeLines(s.Out, page.Answer(s.width()))
	default:
		err = page.WriteText(s.Out, referee.Options{Style: render.Style{Color: s.useColor(mode)}, Width: s.width()})
	}
	if err != nil {
		return err
	}
	if !r.Legal {
		return cli.Exit("", ExitIllegal)
	}
	return nil
}

// writeLines writes lines of text.
func writeLines(w io.Writer, lines []string) error {
	for _, line := range lines {
		if _, err := fmt.Fprintln(w, line); err != nil {
			return err
		}
	}
	return nil
}

// defaultEntry is the entry to rule on when none is asked for: the first
// illegal one, or the last.
func defaultEntry(rec *record.Record) int {
	rp := validate.Play(rec, nil)
	if !rp.Violation.OK() {
		return rp.At
	}
	return len(rec.Turns)
}

// otherRulesets are the rulesets --ruleset asks to rule under besides the
// record's own.
func otherRulesets(own *engine.Ruleset, flag string) ([]*engine.Ruleset, error) {
	switch flag {
	case "":
		return nil, nil
	case "all":
		return referee.AllRulesetsBut(own), nil
	}
	r := engine.RulesetNamed(flag)
	if r == nil {
		return nil, fmt.Errorf("--ruleset must be all, %s, not %q", strings.Join(rulebook.Rulesets(), ", "), flag)
	}
	if r == own {
		return nil, nil
	}
	return []*engine.Ruleset{r}, nil
}

// refereeProblem rules on a record that cannot be read: in text, a file
// that cannot be read at all is one line on standard error, as in every
// command; any other problem, and every problem in JSON, is a ruling of
// its own (writeInvalidRuling).
func refereeProblem(c *cli.Context, s Streams, name string, err error, format string) error {
	var le *record.LoadError
	var oe *record.Error
	switch {
	case errors.As(err, &le) && (le.Rule != rulebook.UnreadableRule || format == "json"):
		return writeInvalidRuling(c, s, displayName(name), le, format)
	case format == "json" && errors.As(err, &oe) && oe.Rule != "":
		return writeInvalidRuling(c, s, displayName(name), oe.LoadError(), format)
	}
	return recordProblem(name, err)
}

// writeInvalidRuling rules on a file that is not a record: where and why,
// the rule, and exit status 2.
func writeInvalidRuling(c *cli.Context, s Streams, file string, e *record.LoadError, format string) error {
	var err error
	switch {
	case format == "json":
		err = writeJSON(s.Out, referee.InvalidJSON(file, e))
	case c.Bool("short"):
		err = writeLines(s.Out, referee.InvalidAnswer(file, e, s.width()))
	default:
		err = referee.WriteInvalid(s.Out, file, e, referee.Options{Width: s.width()})
	}
	if err != nil {
		return err
	}
	return cli.Exit("", ExitInvalid)
}
