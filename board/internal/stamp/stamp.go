// Package stamp computes what the board page's WebAssembly is built from: a
// hash over the Go source and embedded files of every package of this
// module that the wasm main package imports, directly or not, as go list
// -deps finds them for GOOS=js GOARCH=wasm, and the build flags. It is the
// same whatever version of Go computes it, so a stale wasm is found by the
// sources it was built from, not by its bytes.
package stamp

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

// Module is the module whose sources count.
const Module = "github.com/seqref/seqref"

// Main is the wasm main package.
const Main = Module + "/board/wasm"

// Flags are the flags of go build for the wasm, part of the stamp: a
// change of flags makes another wasm.
var Flags = []string{"-trimpath", "-gcflags=all=-l", "-ldflags=-s -w"}

// File is where the stamp is kept, beside the compressed wasm, in the
// board package's folder.
const File = "board.wasm.stamp"

// pkg is what go list -json says of a package.
type pkg struct {
	ImportPath string
	Dir        string
	GoFiles    []string
	EmbedFiles []string
	Module     *struct{ Path string }
}

// Compute is the stamp of the wasm built from the module at root: one line
// naming what it hashes, then the hash.
func Compute(root string) (string, error) {
	cmd := exec.Command("go", "list", "-deps", "-json=ImportPath,Dir,GoFiles,EmbedFiles,Module", Main)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "GOFLAGS=")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("go list -deps %s: %v: %s", Main, err, strings.TrimSpace(stderr.String()))
	}
	var pkgs []pkg
	dec := json.NewDecoder(bytes.NewReader(out))
	for dec.More() {
		var p pkg
		if err := dec.Decode(&p); err != nil {
			return "", fmt.Errorf("go list -deps %s: %v", Main, err)
		}
		if p.Module != nil && p.Module.Path == Module {
			pkgs = append(pkgs, p)
		}
	}
	sort.Slice(pkgs, func(i, j int) bool { return pkgs[i].ImportPath < pkgs[j].ImportPath })
	h := sha256.New()
	fmt.Fprintf(h, "flags %s\n", strings.Join(Flags, " "))
	files := 0
	for _, p := range pkgs {
		names := append(append([]string{}, p.GoFiles...), p.EmbedFiles...)
		sort.Strings(names)
		for _, name := range names {
			data, err := os.ReadFile(filepath.Join(p.Dir, name))
			if err != nil {
				return "", err
			}
			sum := sha256.Sum256(bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n")))
			fmt.Fprintf(h, "%s/%s %x\n", p.ImportPath, name, sum)
			files++
		}
	}
	return fmt.Sprintf("# the Go sources board.wasm.gz is built from: %d files of %d packages of %s (board/internal/stamp)\nsha256 %s\n",
		files, len(pkgs), Module, hex.EncodeToString(h.Sum(nil))), nil
}
