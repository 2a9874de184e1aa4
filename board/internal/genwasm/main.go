// Command genwasm builds the board page's WebAssembly from the library (go
// generate in package board): it compiles board/wasm for GOOS=js
// GOARCH=wasm, writes it gzip-compressed to board.wasm.gz with the Go
// version's wasm_exec.js beside it, and the stamp of the sources it was
// built from to board.wasm.stamp (docs/architecture.md).
package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/seqref/seqref/board/internal/stamp"
	"github.com/seqref/seqref/internal/atomicfile"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "genwasm:", err)
		os.Exit(1)
	}
}

// run builds the wasm in the current folder, which go generate makes the
// board package's.
func run() error {
	root, err := goOut("env", "GOMOD")
	if err != nil {
		return err
	}
	root = filepath.Dir(root)
	tmp, err := os.MkdirTemp("", "seqref-wasm")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	wasm := filepath.Join(tmp, "board.wasm")
	args := append(append([]string{"build"}, stamp.Flags...), "-o", wasm, stamp.Main)
	build := exec.Command("go", args...)
	build.Dir = root
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	build.Stdout, build.Stderr = os.Stderr, os.Stderr
	if err := build.Run(); err != nil {
		return fmt.Errorf("go build %s: %v", stamp.Main, err)
	}
	plain, err := os.ReadFile(wasm)
	if err != nil {
		return err
	}
	var packed bytes.Buffer
	zw, err := gzip.NewWriterLevel(&packed, gzip.BestCompression)
	if err != nil {
		return err
	}
	if _, err := zw.Write(plain); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	goroot, err := goOut("env", "GOROOT")
	if err != nil {
		return err
	}
	execJS, err := os.ReadFile(filepath.Join(goroot, "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		return err
	}
	st, err := stamp.Compute(root)
	if err != nil {
		return err
	}
	for name, data := range map[string][]byte{"board.wasm.gz": packed.Bytes(), "wasm_exec.js": execJS, stamp.File: []byte(st)} {
		if err := atomicfile.Write(name, data); err != nil {
			return err
		}
	}
	fmt.Fprintf(os.Stderr, "genwasm: board.wasm.gz %d bytes (%d plain)\n", packed.Len(), len(plain))
	return nil
}

// goOut runs the go command and returns what it prints, trimmed.
func goOut(args ...string) (string, error) {
	out, err := exec.Command("go", args...).Output()
	if err != nil {
		return "", fmt.Errorf("go %s: %v", strings.Join(args, " "), err)
	}
	return strings.TrimSpace(string(out)), nil
}
