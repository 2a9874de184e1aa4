// Command genwasm builds the board page's WebAssembly from the library (go
// generate in package board): it compiles board/wasm for GOOS=js
// GOARCH=wasm and writes it gzip-compressed, with the Go version's
// wasm_exec.js and the key of the code it was built from, into
// board/generated, which the board package embeds (internal/wasmbuild,
// docs/architecture.md). Git ignores those files; a release commits them.
package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/seqref/seqref/internal/wasmbuild"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "genwasm:", err)
		os.Exit(1)
	}
}

// run builds the wasm into generated/ under the current folder, which go
// generate makes the board package's.
func run() error {
	root, err := wasmbuild.Root(".")
	if err != nil {
		return err
	}
	key, size, err := wasmbuild.Build(root, "generated")
	if err != nil {
		return err
	}
	_, sum, _ := strings.Cut(strings.TrimSpace(key), "\n")
	fmt.Fprintf(os.Stderr, "genwasm: board/generated/%s %d bytes, %s\n", wasmbuild.GzipFile, size, sum)
	return nil
}
