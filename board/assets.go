package board

import (
	"embed"
	"errors"
	"io/fs"

	"github.com/seqref/seqref/internal/boardwasm"
)

// generated is the folder go generate writes the page's WebAssembly into
// (board/generated): in a release, the WebAssembly gzip-compressed,
// wasm_exec.js and their key; elsewhere only its README, as git ignores
// the rest (docs/architecture.md).
//
//go:embed generated
var generated embed.FS

// embedded is the folder of the generated files; a test replaces it.
var embedded fs.FS = generated

// ErrNoWasm is the error of Page in a seqref built without the page's
// WebAssembly, from a checkout where go generate ./board has not run.
var ErrNoWasm = errors.New("this seqref was built without the board's WebAssembly: install a release (go install github.com/seqref/seqref@latest), or run go generate ./board in its sources and build it again")

// assets are the WebAssembly and wasm_exec.js of the page: those a test
// set (internal/boardwasm), or else the embedded ones; ErrNoWasm when
// there are none.
func assets() (boardwasm.Assets, error) {
	if a := boardwasm.Get(); a != nil {
		if len(a.Gzip) == 0 || a.Exec == "" {
			return boardwasm.Assets{}, ErrNoWasm
		}
		return *a, nil
	}
	gz, err := fs.ReadFile(embedded, "generated/board.wasm.gz")
	if errors.Is(err, fs.ErrNotExist) || (err == nil && len(gz) == 0) {
		return boardwasm.Assets{}, ErrNoWasm
	}
	if err != nil {
		return boardwasm.Assets{}, err
	}
	exec, err := fs.ReadFile(embedded, "generated/wasm_exec.js")
	if errors.Is(err, fs.ErrNotExist) {
		return boardwasm.Assets{}, ErrNoWasm
	}
	if err != nil {
		return boardwasm.Assets{}, err
	}
	return boardwasm.Assets{Gzip: gz, Exec: string(exec)}, nil
}

// pageHTML, pageCSS and pageJS are the page itself: its HTML with markers
// where Write puts the rest, its style sheet and its script.
var (
	//go:embed page/page.html
	pageHTML string
	//go:embed page/page.css
	pageCSS string
	//go:embed page/page.js
	pageJS string
)
