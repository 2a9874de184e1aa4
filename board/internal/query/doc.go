// Package query is what the referee's board page (package board) asks of
// the library: the view of a situation with its legal plays, rulings on an
// entry, records opened and stepped through, and a game recorded entry by
// entry. Every answer is a plain value that encodes as JSON; the page's
// WebAssembly (board/wasm) only passes text in and JSON out, so that the
// page shows the library's own words and judgements, computed by the same
// code as the command line's.
package query
