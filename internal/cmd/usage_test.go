package cmd

import (
	"errors"
	"testing"

	"github.com/urfave/cli/v2"
)

func TestUsageErrorLine(t *testing.T) {
	for _, tc := range []struct {
		err  *usageErr
		want string
	}{
		{&usageErr{command: "render", msg: "--format must be svg or html"}, "seqref render: --format must be svg or html"},
		{&usageErr{command: "annotate", msg: "annotate needs exactly one FILE"}, "seqref: annotate needs exactly one FILE"},
		{&usageErr{msg: `unknown command "x"`}, `seqref: unknown command "x"`},
		{&usageErr{command: "rules", msg: "unknown rule id\n  written on\n  three lines"}, "seqref rules: unknown rule id written on three lines"},
		{&usageErr{command: "referee", msg: `--entry "  Bob:   7H@Z9": column 13: "Z9"`}, `seqref referee: --entry "  Bob:   7H@Z9": column 13: "Z9"`},
	} {
		if got := tc.err.line(); got != tc.want {
			t.Errorf("line() = %q, want %q", got, tc.want)
		}
	}
}

func TestFlagErrorGuesses(t *testing.T) {
	flags := []cli.Flag{
		&cli.IntFlag{Name: "turn"},
		&cli.StringFlag{Name: "output", Aliases: []string{"o"}},
		&cli.StringFlag{Name: "out", Hidden: true},
	}
	for _, tc := range []struct{ parse, want string }{
		{"flag provided but not defined: -trun", "flag provided but not defined: -trun; did you mean --turn? (see seqref help render)"},
		{"flag provided but not defined: -outptu", "flag provided but not defined: -outptu; did you mean --output? (see seqref help render)"},
		{"flag provided but not defined: -zzzzzz", "flag provided but not defined: -zzzzzz (see seqref help render)"},
		{`invalid value "x" for flag -turn: parse error`, `invalid value "x" for flag -turn: parse error (see seqref help render)`},
	} {
		err := flagError("render", flags, errors.New(tc.parse))
		var ue *usageErr
		if !errors.As(err, &ue) || ue.command != "render" || ue.msg != tc.want || ue.ExitCode() != ExitInvalid {
			t.Errorf("flagError(%q) = %#v, want render: %q, exit 2", tc.parse, err, tc.want)
		}
	}
}

func TestExitStatusIsZeroOneOrTwo(t *testing.T) {
	for code, want := range map[int]int{0: 0, 1: 1, 2: 2, 3: 2, 127: 2, -1: 2} {
		if got := exitStatus(code); got != want {
			t.Errorf("exitStatus(%d) = %d, want %d", code, got, want)
		}
	}
}
