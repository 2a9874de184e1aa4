// Package yamlpatch makes the copy of yaml.v3 that the board page's
// WebAssembly is built with: yaml.v3 with its two regular expressions
// replaced by the matchers of floats.go, which say the same (a test tries
// every short string, and a fuzz target any string). yaml.v3 compiles them
// when it starts, which links the regexp package and every Unicode table
// into the page: 116 kB of its 1.5 MB gzip-compressed. The command-line
// seqref keeps yaml.v3 as it is (docs/architecture.md, "The board page's
// WebAssembly").
package yamlpatch

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// Module is the module the patch replaces.
const Module = "gopkg.in/yaml.v3"

//go:embed floats.go
var floatsGo string

// edits are the lines of yaml.v3 the patch replaces, by file: each must be
// there, once, or the patch fails (a new yaml.v3 needs the patch looked at
// again).
var edits = map[string][][2]string{
	"resolve.go": {
		{"var yamlStyleFloat = regexp.MustCompile(`^[-+]?(\\.[0-9]+|[0-9]+(\\.[0-9]*)?)([eE][-+]?[0-9]+)?$`)", "var yamlStyleFloat = floatPattern(StyleFloat)"},
		{"\t\"regexp\"\n", ""},
	},
	"encode.go": {
		{"var base60float = regexp.MustCompile(`^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\\.[0-9_]*)?$`)", "var base60float = floatPattern(Base60Float)"},
		{"\t\"regexp\"\n", ""},
	},
}

// pattern is what the patched files call on the matchers in place of
// *regexp.Regexp.
const pattern = `
// floatPattern is a matcher of seqref's in place of a regular expression.
type floatPattern func(string) bool

// MatchString reports whether s matches.
func (p floatPattern) MatchString(s string) bool { return p(s) }
`

// Apply writes into dir a copy of the yaml.v3 that the module at root
// requires, patched, and beside it wasm.mod, the module's go.mod with a
// replace directive for the copy (and wasm.sum, its go.sum); it returns
// the path of wasm.mod, for go build -modfile.
func Apply(root, dir string) (string, error) {
	src, err := moduleDir(root)
	if err != nil {
		return "", err
	}
	dst := filepath.Join(dir, "yaml.v3")
	if err := os.MkdirAll(dst, 0o755); err != nil {
		return "", err
	}
	entries, err := os.ReadDir(src)
	if err != nil {
		return "", err
	}
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || strings.HasSuffix(name, "_test.go") {
			continue
		}
		data, err := os.ReadFile(filepath.Join(src, name))
		if err != nil {
			return "", err
		}
		text := string(data)
		for _, edit := range edits[name] {
			if strings.Count(text, edit[0]) != 1 {
				return "", fmt.Errorf("%s/%s: the line to patch is not there once: %q (a new yaml.v3? see internal/yamlpatch)", Module, name, edit[0])
			}
			text = strings.Replace(text, edit[0], edit[1], 1)
		}
		if edits[name] != nil && strings.Contains(text, "regexp.") {
			return "", fmt.Errorf("%s/%s: still uses regexp after the patch", Module, name)
		}
		if err := os.WriteFile(filepath.Join(dst, name), []byte(text), 0o644); err != nil {
			return "", err
		}
	}
	floats := strings.Replace(floatsGo, "package yamlpatch", "package yaml", 1) + pattern
	if err := os.WriteFile(filepath.Join(dst, "seqref_floats.go"), []byte(floats), 0o644); err != nil {
		return "", err
	}
	return writeModfile(root, dir, dst)
}

// writeModfile writes dir/wasm.mod and dir/wasm.sum: the module's go.mod
// with yaml.v3 replaced by the copy at dst, and its go.sum.
func writeModfile(root, dir, dst string) (string, error) {
	gomod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		return "", err
	}
	gosum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		return "", err
	}
	mod := filepath.Join(dir, "wasm.mod")
	text := string(gomod) + "\nreplace " + Module + " => " + dst + "\n"
	if err := os.WriteFile(mod, []byte(text), 0o644); err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(dir, "wasm.sum"), gosum, 0o644); err != nil {
		return "", err
	}
	return mod, nil
}

// moduleDir is the folder of the yaml.v3 the module at root requires, in
// the module cache (downloaded if it is not there yet).
func moduleDir(root string) (string, error) {
	cmd := exec.Command("go", "mod", "download", "-json", Module)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOFLAGS=")
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("go mod download %s: %v", Module, err)
	}
	var m struct{ Dir, Error string }
	if err := json.Unmarshal(out, &m); err != nil {
		return "", fmt.Errorf("go mod download %s: %v", Module, err)
	}
	if m.Error != "" || m.Dir == "" {
		return "", fmt.Errorf("go mod download %s: %s", Module, m.Error)
	}
	return m.Dir, nil
}
