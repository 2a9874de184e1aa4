// Package board writes the referee's board: one self-contained HTML page
// (docs/board.md) that sets up a position and rules on a play, records a
// game as it is played, and steps through a record, with the library
// compiled to WebAssembly inside it. The WebAssembly is generated from the
// library by go generate (internal/genwasm) into board/generated and
// embedded, so that the seqref binary of a release writes a working page;
// git ignores it but on a release's tagged commit, and a seqref built
// without it refuses to write the page with ErrNoWasm
// (docs/architecture.md, "The board page's WebAssembly").
package board

//go:generate go run ./internal/genwasm
