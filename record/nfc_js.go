//go:build js

package record

import "syscall/js"

// nfc is s in Unicode's composed form (NFC). In the browser (the board
// page's WebAssembly) it is the browser's own String.prototype.normalize,
// so that the page carries no normalisation tables of its own.
func nfc(s string) string {
	return js.ValueOf(s).Call("normalize", "NFC").String()
}
