package board

import _ "embed"

// wasmGzip is the page's WebAssembly, gzip-compressed, built by go generate
// from board/wasm.
//
//go:embed board.wasm.gz
var wasmGzip []byte

// wasmExec is the Go version's wasm_exec.js, which runs that WebAssembly.
//
//go:embed wasm_exec.js
var wasmExec string

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
