package wasmkey

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestCommentLeavesKey copies the sources of the page's WebAssembly to a
// temporary module and edits them there: a comment, blank lines and a
// _test.go file leave the key as it was, so nothing needs regenerating;
// code, a compiler directive or an embedded file changes it.
func TestCommentLeavesKey(t *testing.T) {
	root := moduleRoot(t)
	want, err := Key(root)
	if err != nil {
		t.Fatal(err)
	}
	dir := copyModule(t, root)
	key := func() string {
		t.Helper()
		k, err := Key(dir)
		if err != nil {
			t.Fatal(err)
		}
		return k
	}
	if got := key(); got != want {
		t.Fatalf("the copy's key differs from the module's:\n%s\n%s", got, want)
	}
	play := filepath.Join(dir, "engine", "play.go")
	src := read(t, play)

	write(t, play, "// A comment the test adds before the package clause.\n\n"+
		strings.Replace(src, "\nfunc ", "\n// A doc comment the test adds.\n\n\nfunc ", 1)+
		"\n/* a block comment\n   over two lines */\n// and a line comment at the end\n")
	write(t, filepath.Join(dir, "engine", "added_test.go"), "package engine\n\nfunc addedByTheTest() int { return 1 }\n")
	if got := key(); got != want {
		t.Errorf("comments, blank lines and a _test.go file changed the key:\n%s\nwas\n%s", got, want)
	}

	for _, c := range []struct{ what, file, old, new string }{
		{"a declaration", "engine/play.go", "", "\nvar addedByTheTest = 1\n"},
		{"a directive", "engine/play.go", "\nfunc ", "\n//go:noinline\nfunc "},
		{"a changed comparison", "engine/play.go", " == ", " != "},
		{"an embedded file", embedded(t, root), "", "\n"},
		{"a change to the patch of yaml.v3", "internal/yamlpatch/floats.go", " == ", " != "},
	} {
		path := filepath.Join(dir, c.file)
		was := read(t, path)
		if c.old == "" {
			write(t, path, was+c.new)
		} else if !strings.Contains(was, c.old) {
			t.Fatalf("%s holds no %q", c.file, c.old)
		} else {
			write(t, path, strings.Replace(was, c.old, c.new, 1))
		}
		if got := key(); got == want {
			t.Errorf("%s added to %s left the key as it was", c.what, c.file)
		}
		write(t, path, was)
	}
	if got := key(); got != want {
		t.Errorf("with every change undone, the key is\n%s\nnot\n%s", got, want)
	}
}

// moduleRoot is the folder of this module's go.mod.
func moduleRoot(t *testing.T) string {
	t.Helper()
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		t.Fatalf("go env GOMOD: %v", err)
	}
	return filepath.Dir(strings.TrimSpace(string(out)))
}

// copyModule copies go.mod, go.sum and the files of every package of the
// module that the key covers (its Go files, tests included, and embedded
// files, and the patch of yaml.v3) into a temporary folder.
func copyModule(t *testing.T, root string) string {
	t.Helper()
	pkgs, err := list(root)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	files := []string{"go.mod", "go.sum"}
	patch, err := os.ReadDir(filepath.Join(root, filepath.FromSlash(PatchPackage)))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range patch {
		files = append(files, filepath.Join(filepath.FromSlash(PatchPackage), e.Name()))
	}
	for _, p := range pkgs {
		if p.Module.Path != Module {
			continue
		}
		rel, err := filepath.Rel(root, p.Dir)
		if err != nil {
			t.Fatal(err)
		}
		entries, err := os.ReadDir(p.Dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			if e.Type().IsRegular() {
				files = append(files, filepath.Join(rel, e.Name()))
			}
		}
		for _, name := range p.EmbedFiles {
			files = append(files, filepath.Join(rel, name))
		}
	}
	for _, name := range files {
		if err := os.MkdirAll(filepath.Join(dir, filepath.Dir(name)), 0o755); err != nil {
			t.Fatal(err)
		}
		write(t, filepath.Join(dir, name), read(t, filepath.Join(root, name)))
	}
	return dir
}

// embedded is the first embedded file of a package the key covers,
// relative to the module's root.
func embedded(t *testing.T, root string) string {
	t.Helper()
	pkgs, err := list(root)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range pkgs {
		if p.Module.Path == Module && len(p.EmbedFiles) > 0 {
			rel, err := filepath.Rel(root, filepath.Join(p.Dir, p.EmbedFiles[0]))
			if err != nil {
				t.Fatal(err)
			}
			return rel
		}
	}
	t.Fatal("no package the key covers embeds a file")
	return ""
}

func read(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}
