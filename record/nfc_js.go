//go:build js

package record

import "syscall/js"

// nfc is s in Unicode's composed form (NFC). In the browser (the board
// page's WebAssembly) it is the browser's own String.prototype.normalize,
// so that the page carries no normalisation tables of its own; it is
// called through its call method, since syscall/js cannot call a method
// of a string primitive directly. sameName calls it only for names that
// differ in bytes.
func nfc(s string) string {
	normalize := js.Global().Get("String").Get("prototype").Get("normalize")
	return normalize.Call("call", s, "NFC").String()
}
