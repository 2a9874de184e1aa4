package cmd_test

import (
	"os"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
	"github.com/seqref/seqref/cmd"
	"github.com/seqref/seqref/internal/goldenfile"
)

// TestMain lets the scripts run seqref as a command: the test binary runs
// cmd.Run itself when invoked as "seqref".
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"seqref": func() {
			os.Exit(cmd.Run(os.Args, cmd.Streams{In: os.Stdin, Out: os.Stdout, Err: os.Stderr}))
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
	})
}
