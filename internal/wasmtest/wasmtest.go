// Package wasmtest gives the tests the board page's WebAssembly built from
// the sources of the commit under test (docs/architecture.md, "The board
// page's WebAssembly"), so that a rule changed in the library can never
// pass the page's tests with a stale page. It builds it once per test
// process, or finds it in a cache keyed by the code it is built from and
// the Go version (internal/wasmkey), and hands it to the board package
// (internal/boardwasm).
package wasmtest

import (
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/seqref/seqref/internal/boardwasm"
	"github.com/seqref/seqref/internal/wasmbuild"
)

// EnvVar names, in the environment of a command that a test binary runs
// as seqref (testscript), the folder of the WebAssembly it uses, or None.
const EnvVar = "SEQREF_TEST_BOARD_WASM"

// None, as $SEQREF_TEST_BOARD_WASM, makes the command a seqref built
// without the WebAssembly.
const None = "none"

var (
	once     sync.Once
	builtDir string
	buildErr error
)

// Dir is the folder of the WebAssembly built from the sources of the
// module the test runs in: built at the first call of the process, or
// found in the cache.
func Dir() (string, error) {
	once.Do(func() { builtDir, buildErr = cached() })
	return builtDir, buildErr
}

// Use gives the board package the WebAssembly of Dir for the rest of the
// test process; it fails t when it cannot be built.
func Use(t testing.TB) {
	t.Helper()
	dir, err := Dir()
	if err != nil {
		t.Fatalf("building the board page's WebAssembly from the sources: %v", err)
	}
	a, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	boardwasm.Set(a)
}

// Load reads the WebAssembly and wasm_exec.js of a folder that Dir
// returned.
func Load(dir string) (*boardwasm.Assets, error) {
	gz, err := os.ReadFile(filepath.Join(dir, wasmbuild.GzipFile))
	if err != nil {
		return nil, err
	}
	exec, err := os.ReadFile(filepath.Join(dir, wasmbuild.ExecFile))
	if err != nil {
		return nil, err
	}
	return &boardwasm.Assets{Gzip: gz, Exec: string(exec)}, nil
}

// FromEnv gives the board package what $SEQREF_TEST_BOARD_WASM names, when
// it is set: the WebAssembly of a folder, or none. A test binary run as
// seqref calls it first.
func FromEnv() error {
	dir := os.Getenv(EnvVar)
	switch dir {
	case "":
		return nil
	case None:
		boardwasm.Set(&boardwasm.Assets{})
		return nil
	}
	a, err := Load(dir)
	if err != nil {
		return fmt.Errorf("$%s: %v", EnvVar, err)
	}
	boardwasm.Set(a)
	return nil
}

// entry is the name of the cache's folder for a key and a Go version.
func entry(key, goVersion string) string {
	return fmt.Sprintf("%x", sha256.Sum256([]byte(goVersion+"\n"+key)))[:24]
}
