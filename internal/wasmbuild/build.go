// Package wasmbuild builds the board page's WebAssembly from the sources of
// this module (docs/architecture.md, "The board page's WebAssembly"): it
// compiles board/wasm for GOOS=js GOARCH=wasm with the go command on the
// PATH, with yaml.v3 patched (internal/yamlpatch), and writes three files
// into a folder: the WebAssembly
// gzip-compressed, the wasm_exec.js of the Go that built it, and the
// staleness key of the sources it was built from (internal/wasmkey). go
// generate ./board writes them into board/generated; the tests into a
// cache (internal/wasmtest).
package wasmbuild

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/seqref/seqref/internal/atomicfile"
	"github.com/seqref/seqref/internal/wasmkey"
	"github.com/seqref/seqref/internal/yamlpatch"
)

// The files Build writes.
const (
	GzipFile = "board.wasm.gz"
	ExecFile = "wasm_exec.js"
	KeyFile  = "board.wasm.key"
)

// Build builds the WebAssembly of the module at root into dir, which must
// exist, and returns its key and its size gzip-compressed. The key is
// computed before the build: sources changed while it runs make a key
// that is already stale, never one that looks fresh.
func Build(root, dir string) (key string, size int, err error) {
	key, err = wasmkey.Key(root)
	if err != nil {
		return "", 0, err
	}
	tmp, err := os.MkdirTemp("", "seqref-wasm")
	if err != nil {
		return "", 0, err
	}
	defer os.RemoveAll(tmp)
	// yaml.v3 without its regular expressions, which would link the regexp
	// package and the Unicode tables into the page (internal/yamlpatch).
	modfile, err := yamlpatch.Apply(root, tmp)
	if err != nil {
		return "", 0, err
	}
	wasm := filepath.Join(tmp, "board.wasm")
	args := append(append([]string{"build", "-modfile=" + modfile}, wasmkey.Flags...), "-o", wasm, wasmkey.Main)
	build := exec.Command("go", args...)
	build.Dir = root
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "GOFLAGS=")
	var stderr bytes.Buffer
	build.Stderr = &stderr
	if err := build.Run(); err != nil {
		return "", 0, fmt.Errorf("GOOS=js GOARCH=wasm go build %s: %v: %s", wasmkey.Main, err, strings.TrimSpace(stderr.String()))
	}
	plain, err := os.ReadFile(wasm)
	if err != nil {
		return "", 0, err
	}
	packed, err := compress(plain)
	if err != nil {
		return "", 0, err
	}
	goroot, err := goEnv(root, "GOROOT")
	if err != nil {
		return "", 0, err
	}
	execJS, err := os.ReadFile(filepath.Join(goroot, "lib", "wasm", ExecFile))
	if err != nil {
		return "", 0, err
	}
	// The key last: a folder with a key holds the files it is the key of.
	for _, f := range []struct {
		name string
		data []byte
	}{{GzipFile, packed}, {ExecFile, execJS}, {KeyFile, []byte(key)}} {
		if err := atomicfile.Write(filepath.Join(dir, f.name), f.data); err != nil {
			return "", 0, err
		}
	}
	return key, len(packed), nil
}

// compress is data gzip-compressed at the best compression.
func compress(data []byte) ([]byte, error) {
	var packed bytes.Buffer
	zw, err := gzip.NewWriterLevel(&packed, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(data); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return packed.Bytes(), nil
}

// goEnv is what go env says of one variable, run in dir.
func goEnv(dir, name string) (string, error) {
	cmd := exec.Command("go", "env", name)
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("go env %s: %v", name, err)
	}
	return strings.TrimSpace(string(out)), nil
}

// Root is the folder of the go.mod of the module dir is in.
func Root(dir string) (string, error) {
	gomod, err := goEnv(dir, "GOMOD")
	if err != nil {
		return "", err
	}
	if gomod == "" || gomod == os.DevNull {
		return "", fmt.Errorf("%s is in no Go module", dir)
	}
	return filepath.Dir(gomod), nil
}

// GoVersion is the version of the go command that Build runs in dir.
func GoVersion(dir string) (string, error) {
	return goEnv(dir, "GOVERSION")
}
