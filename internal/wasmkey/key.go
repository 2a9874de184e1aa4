// Package wasmkey computes the staleness key of the board page's
// WebAssembly (docs/architecture.md, "The board page's WebAssembly"): what
// the compiler reads of every package of this module that the wasm main
// package imports, directly or not, as go list -deps finds them for
// GOOS=js GOARCH=wasm, with the versions of the other modules it imports
// and the build flags.
//
// Of a Go file the key takes its name and its tokens, as go/scanner reads
// them, with the compiler directives (//go:..., //line, //export) and
// without any other comment, so that a comment, a blank line, a change of
// layout or a _test.go file leaves the key as it was; of an embedded file,
// its bytes. It leaves out the Go version, so that it is the same whatever
// Go computes it: a cache of built WebAssembly adds that (internal/wasmtest).
package wasmkey

import (
	"bytes"
	"crypto/sha256"
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

// PatchPackage is the folder, from the module's root, of the patch the
// build applies to yaml.v3 (internal/yamlpatch): its Go files count too.
const PatchPackage = "internal/yamlpatch"

// Flags are the flags of go build for the wasm, part of the key: a change
// of flags makes another wasm.
var Flags = []string{"-trimpath", "-gcflags=all=-l", "-ldflags=-s -w"}

// pkg is what go list -json says of a package.
type pkg struct {
	ImportPath string
	Dir        string
	Standard   bool
	GoFiles    []string
	EmbedFiles []string
	Module     *module
}

// module is a package's module, as go list -json says it.
type module struct {
	Path    string
	Version string
	Replace *module
}

// Key is the staleness key of the wasm built from the module at root: one
// line naming what it covers, then the hash, ending in a newline.
func Key(root string) (string, error) {
	pkgs, err := list(root)
	if err != nil {
		return "", err
	}
	h := sha256.New()
	fmt.Fprintf(h, "flags %s\n", strings.Join(Flags, " "))
	own, files := 0, 0
	for _, p := range pkgs {
		if p.Module == nil || p.Module.Path != Module {
			fmt.Fprintf(h, "package %s of %s\n", p.ImportPath, p.Module.version())
			continue
		}
		own++
		names := append([]string{}, p.GoFiles...)
		sort.Strings(names)
		for _, name := range names {
			code, err := Code(filepath.Join(p.Dir, name))
			if err != nil {
				return "", err
			}
			fmt.Fprintf(h, "go %s/%s %x\n", p.ImportPath, name, sha256.Sum256(code))
			files++
		}
		embeds := append([]string{}, p.EmbedFiles...)
		sort.Strings(embeds)
		for _, name := range embeds {
			data, err := os.ReadFile(filepath.Join(p.Dir, name))
			if err != nil {
				return "", err
			}
			fmt.Fprintf(h, "embed %s/%s %x\n", p.ImportPath, name, sha256.Sum256(bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))))
			files++
		}
	}
	// The patch of yaml.v3 the build applies is part of what it builds.
	patch, err := filepath.Glob(filepath.Join(root, filepath.FromSlash(PatchPackage), "*.go"))
	if err != nil {
		return "", err
	}
	sort.Strings(patch)
	for _, path := range patch {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		code, err := Code(path)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(h, "patch %s/%s %x\n", PatchPackage, filepath.Base(path), sha256.Sum256(code))
		files++
	}
	return fmt.Sprintf("# the code board.wasm.gz is built from: %d files of %d packages of %s, comments left out (internal/wasmkey)\nsha256 %x\n",
		files, own, Module, h.Sum(nil)), nil
}

// version names a module other than this one, as replaced if it is.
func (m *module) version() string {
	if m.Replace != nil {
		return m.Replace.Path + "@" + m.Replace.Version
	}
	return m.Path + "@" + m.Version
}

// list is every package the wasm main package imports, and itself, that
// is not in the standard library, in the order of their import paths.
func list(root string) ([]pkg, error) {
	cmd := exec.Command("go", "list", "-deps", "-json=ImportPath,Dir,Standard,GoFiles,EmbedFiles,Module", Main)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "GOFLAGS=")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list -deps %s: %v: %s", Main, err, strings.TrimSpace(stderr.String()))
	}
	var pkgs []pkg
	dec := json.NewDecoder(bytes.NewReader(out))
	for dec.More() {
		var p pkg
		if err := dec.Decode(&p); err != nil {
			return nil, fmt.Errorf("go list -deps %s: %v", Main, err)
		}
		if p.Standard {
			continue
		}
		if p.Module == nil {
			return nil, fmt.Errorf("go list -deps %s: package %s belongs to no module", Main, p.ImportPath)
		}
		pkgs = append(pkgs, p)
	}
	sort.Slice(pkgs, func(i, j int) bool { return pkgs[i].ImportPath < pkgs[j].ImportPath })
	return pkgs, nil
}
