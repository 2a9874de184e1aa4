package board

import (
	"encoding/base64"
	"errors"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/seqref/seqref/internal/boardwasm"
	"github.com/seqref/seqref/internal/wasmbuild"
	"github.com/seqref/seqref/internal/wasmkey"
)

// TestNoWasmNoPage builds the page without the WebAssembly, as a seqref
// built from a checkout where go generate has not run: no page, but
// ErrNoWasm, whose one line says how to make it. With the generated files
// embedded, the page holds them.
func TestNoWasmNoPage(t *testing.T) {
	defer boardwasm.Set(boardwasm.Set(nil))
	defer func(was fs.FS) { embedded = was }(embedded)
	readme := &fstest.MapFile{Data: []byte("# board/generated\n")}
	for name, files := range map[string]fstest.MapFS{
		"only the README": {"generated/README.md": readme},
		"no wasm_exec.js": {"generated/README.md": readme, "generated/board.wasm.gz": {Data: []byte("wasm")}},
		"an empty wasm":   {"generated/board.wasm.gz": {}, "generated/wasm_exec.js": {Data: []byte("exec")}},
	} {
		embedded = files
		page, err := Page(nil)
		if !errors.Is(err, ErrNoWasm) || page != nil {
			t.Errorf("%s: Page gives %d bytes and %v, want ErrNoWasm", name, len(page), err)
		}
	}
	if msg := ErrNoWasm.Error(); strings.Contains(msg, "\n") || !strings.Contains(msg, "go generate ./board") {
		t.Errorf("ErrNoWasm is not one line naming go generate ./board: %q", msg)
	}

	embedded = fstest.MapFS{"generated/board.wasm.gz": {Data: []byte("wasm")}, "generated/wasm_exec.js": {Data: []byte("/*the runner*/")}}
	page, err := Page(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{base64.StdEncoding.EncodeToString([]byte("wasm")), "/*the runner*/"} {
		if !strings.Contains(string(page), want) {
			t.Errorf("the page does not hold the embedded %q", want)
		}
	}
	boardwasm.Set(&boardwasm.Assets{})
	if _, err := Page(nil); !errors.Is(err, ErrNoWasm) {
		t.Errorf("with a test's empty assets set, Page gives %v, want ErrNoWasm", err)
	}
}

// TestGeneratedWasmFresh checks what this package embeds of
// board/generated: either no WebAssembly and nothing beside it (an
// ordinary commit), or the WebAssembly, wasm_exec.js and the key of the
// code as it is now (a release, or a checkout where go generate ./board
// has run); a stale one fails, saying to run go generate again.
func TestGeneratedWasmFresh(t *testing.T) {
	var have []string
	for _, name := range []string{wasmbuild.GzipFile, wasmbuild.ExecFile, wasmbuild.KeyFile} {
		if _, err := fs.Stat(generated, "generated/"+name); err == nil {
			have = append(have, name)
		}
	}
	switch len(have) {
	case 0:
		defer boardwasm.Set(boardwasm.Set(nil))
		if _, err := Page(nil); !errors.Is(err, ErrNoWasm) {
			t.Errorf("without generated files, Page gives %v, want ErrNoWasm", err)
		}
		return
	case 3:
	default:
		t.Fatalf("board/generated holds only %s of %s, %s and %s: run go generate ./board", strings.Join(have, ", "), wasmbuild.GzipFile, wasmbuild.ExecFile, wasmbuild.KeyFile)
	}
	got, err := fs.ReadFile(generated, "generated/"+wasmbuild.KeyFile)
	if err != nil {
		t.Fatal(err)
	}
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	want, err := wasmkey.Key(root)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Errorf("board/generated/%s is stale: the code it is built from (go list -deps %s) has changed since; run go generate ./board\nbuilt from: %snow:        %s", wasmbuild.GzipFile, wasmkey.Main, got, want)
	}
}
