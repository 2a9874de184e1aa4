// Package board writes the referee's board: one self-contained HTML page
// (docs/board.md) that sets up a position and rules on a play, records a
// game as it is played, and steps through a record, with the library
// compiled to WebAssembly inside it. The WebAssembly is generated from the
// library by go generate (internal/genwasm) and embedded, so that the
// seqref binary writes a working page; TestWasmStamp fails when the Go
// sources it was built from have changed since (docs/architecture.md).
package board

//go:generate go run ./internal/genwasm
