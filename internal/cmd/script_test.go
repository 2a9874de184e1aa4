package cmd_test

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
	"github.com/seqref/seqref/internal/cmd"
	"github.com/seqref/seqref/internal/goldenfile"
	"github.com/seqref/seqref/internal/wasmtest"
)

// TestMain lets the scripts run seqref as a command: the test binary runs
// cmd.Run itself when invoked as "seqref", and it is on the PATH of every
// test (and as "seqref-tty", below). When $SEQREF_EXIT_LOG names a file, each run appends its exit status
// and arguments to it (the help-examples test reads it). The board page it
// writes holds the WebAssembly that $SEQREF_TEST_BOARD_WASM names
// (boardWasmEnv).
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"seqref": func() {
			boardWasmFromEnv()
			code := cmd.Run(os.Args, cmd.Streams{In: os.Stdin, Out: os.Stdout, Err: os.Stderr})
			if log := os.Getenv(exitLogVar); log != "" {
				logExit(log, code, os.Args[1:])
			}
			os.Exit(code)
		},
		// seqref-tty is seqref whose standard output counts as a terminal,
		// for --color=auto: testscript cannot give a command a terminal.
		"seqref-tty": func() {
			boardWasmFromEnv()
			terminal := func() bool { return true }
			os.Exit(cmd.Run(os.Args, cmd.Streams{In: os.Stdin, Out: os.Stdout, Err: os.Stderr, Terminal: terminal}))
		},
	})
}

// TestScripts runs every testdata/script/*.txtar: each command with its
// output and exit status, and its error paths. With -update, a failing cmp
// rewrites the expected file inside the script.
func TestScripts(t *testing.T) {
	testscript.Run(t, scriptParams(t, "testdata/script"))
}

// aloneVar is the environment variable that runs TestScriptsAlone.
const aloneVar = "SEQREF_ALONE"

// TestScriptsAlone runs every testdata/alone/*.txtar as TestScripts runs
// theirs, but only with $SEQREF_ALONE set, as .ci/run sets it in a step of
// its own once go test ./... is over: these scripts count what a loaded
// machine would change, such as a bot's forfeits on time at 100 ms a move,
// and go test ./... runs the packages' tests side by side on every CPU.
func TestScriptsAlone(t *testing.T) {
	if os.Getenv(aloneVar) == "" {
		t.Skipf("counts forfeits on time, so it runs with nothing beside it: %s=1 go test -run '^TestScriptsAlone$' ./internal/cmd (.ci/run does)", aloneVar)
	}
	testscript.Run(t, scriptParams(t, "testdata/alone"))
}

// scriptParams are the parameters of the scripts of dir. The board's
// WebAssembly is built here, in t's goroutine, where t.Fatalf may stop the
// test: Setup runs in each script's own.
func scriptParams(t *testing.T, dir string) testscript.Params {
	name, value, _ := strings.Cut(boardWasmEnv(t), "=")
	return testscript.Params{
		Dir:           dir,
		UpdateScripts: goldenfile.Update(),
		Setup: func(env *testscript.Env) error {
			env.Setenv(name, value)
			// $EXAMPLES: examples/bots, for scripts that run the example bots.
			examples, err := filepath.Abs("../../examples/bots")
			env.Setenv("EXAMPLES", examples)
			return err
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){"crlf": crlf, "islink": islink},
		// [cpus2]: the process may use two CPUs, as seqref match --placement spin needs.
		Condition: func(cond string) (bool, error) {
			if cond == "cpus2" {
				return runtime.NumCPU() >= 2, nil
			}
			return false, fmt.Errorf("unknown condition %q", cond)
		},
	}
}

// crlf is the script command "crlf FILE...": it ends every line of each
// file with \r\n, as a record saved on Windows, on any system (a script's
// files have \n).
func crlf(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) == 0 {
		ts.Fatalf("usage: crlf FILE...")
	}
	for _, name := range args {
		text := strings.ReplaceAll(ts.ReadFile(name), "\r\n", "\n")
		ts.Check(os.WriteFile(ts.MkAbs(name), []byte(strings.ReplaceAll(text, "\n", "\r\n")), 0o644))
	}
}

// islink is the script command "islink FILE": FILE is a symbolic link
// (with !, it is not), as test -L says where there is a test command.
func islink(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 1 {
		ts.Fatalf("usage: islink FILE")
	}
	info, err := os.Lstat(ts.MkAbs(args[0]))
	ts.Check(err)
	if link := info.Mode()&fs.ModeSymlink != 0; link == neg {
		ts.Fatalf("%s is a symbolic link: %v", args[0], link)
	}
}

// boardWasmEnv is the variable that gives the seqref a test runs the board
// page's WebAssembly built from the sources under test (internal/wasmtest),
// as NAME=VALUE; it fails t when that cannot be built.
func boardWasmEnv(t *testing.T) string {
	t.Helper()
	dir, err := wasmtest.Dir()
	if err != nil {
		t.Fatalf("building the board page's WebAssembly from the sources: %v", err)
	}
	return wasmtest.EnvVar + "=" + dir
}

// boardWasmFromEnv gives the board package the WebAssembly that
// $SEQREF_TEST_BOARD_WASM names, in the test binary run as seqref.
func boardWasmFromEnv() {
	if err := wasmtest.FromEnv(); err != nil {
		fmt.Fprintln(os.Stderr, "seqref (test binary):", err)
		os.Exit(cmd.ExitInvalid)
	}
}
