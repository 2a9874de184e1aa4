package cmd_test

import (
	"fmt"
	"os"
	"runtime"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
	"github.com/seqref/seqref/internal/cmd"
	"github.com/seqref/seqref/internal/goldenfile"
)

// TestMain lets the scripts run seqref as a command: the test binary runs
// cmd.Run itself when invoked as "seqref", and it is on the PATH of every
// test (and as "seqref-tty", below). When $SEQREF_EXIT_LOG names a file, each run appends its exit status
// and arguments to it (the help-examples test reads it).
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"seqref": func() {
			code := cmd.Run(os.Args, cmd.Streams{In: os.Stdin, Out: os.Stdout, Err: os.Stderr})
			if log := os.Getenv(exitLogVar); log != "" {
				logExit(log, code, os.Args[1:])
			}
			os.Exit(code)
		},
		// seqref-tty is seqref whose standard output counts as a terminal,
		// for --color=auto: testscript cannot give a command a terminal.
		"seqref-tty": func() {
			terminal := func() bool { return true }
			os.Exit(cmd.Run(os.Args, cmd.Streams{In: os.Stdin, Out: os.Stdout, Err: os.Stderr, Terminal: terminal}))
		},
	})
}

// TestScripts runs every testdata/script/*.txtar: each command with its
// output and exit status, and its error paths. With -update, a failing cmp
// rewrites the expected file inside the script.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir:           "testdata/script",
		UpdateScripts: goldenfile.Update(),
		// [cpus2]: the process may use two CPUs, as seqref match --spin needs.
		Condition: func(cond string) (bool, error) {
			if cond == "cpus2" {
				return runtime.NumCPU() >= 2, nil
			}
			return false, fmt.Errorf("unknown condition %q", cond)
		},
	})
}
