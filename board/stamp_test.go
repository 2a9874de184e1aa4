package board

import (
	"os"
	"testing"

	"github.com/seqref/seqref/board/internal/stamp"
)

// TestWasmStamp fails when the Go sources the committed WebAssembly was
// built from have changed since: board.wasm.stamp, written by go generate,
// must be the stamp of the sources as they are now.
func TestWasmStamp(t *testing.T) {
	want, err := stamp.Compute("..")
	if err != nil {
		t.Fatalf("computing the stamp: %v", err)
	}
	got, err := os.ReadFile(stamp.File)
	if err != nil {
		t.Fatalf("%v: run go generate ./board (or go generate ./...) to build the page's WebAssembly", err)
	}
	if string(got) != want {
		t.Errorf("board.wasm.gz is stale: the Go sources it is built from (go list -deps %s) have changed since it was built; run go generate ./board (or go generate ./...) and commit board.wasm.gz, wasm_exec.js and board.wasm.stamp\ncommitted: %swant:      %s", stamp.Main, got, want)
	}
}
