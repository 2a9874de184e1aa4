// Package boardwasm is how a test gives the board package the WebAssembly
// it built from the sources under test (internal/wasmtest), in place of the
// one the binary embeds (docs/architecture.md, "The board page's
// WebAssembly"): the board tests drive the page of the commit under test,
// never a stale one. Nothing but a test sets it.
package boardwasm

import "sync"

// Assets are what the page needs besides itself: the WebAssembly,
// gzip-compressed, and the wasm_exec.js of the Go that built it. Assets
// with no WebAssembly stand for a seqref built without one.
type Assets struct {
	Gzip []byte
	Exec string
}

var (
	mu      sync.Mutex
	current *Assets
)

// Set makes a the assets of every page written from now on, or, when a is
// nil, the embedded ones again; it returns the assets set before.
func Set(a *Assets) (previous *Assets) {
	mu.Lock()
	defer mu.Unlock()
	previous, current = current, a
	return previous
}

// Get is the assets Set set, or nil.
func Get() *Assets {
	mu.Lock()
	defer mu.Unlock()
	return current
}
