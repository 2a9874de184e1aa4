//go:build js

package record

import (
	"sync"
	"syscall/js"
)

// normalize is the browser's String.prototype.normalize, called through
// its call method: a method of a string primitive cannot be called
// directly from Go (syscall/js reflects on objects only).
var normalize = sync.OnceValue(func() js.Value {
	return js.Global().Get("String").Get("prototype").Get("normalize")
})

// nfc is s in Unicode's composed form (NFC). In the browser (the board
// page's WebAssembly) it is the browser's own String.prototype.normalize,
// so that the page carries no normalisation tables of its own.
func nfc(s string) string {
	return normalize().Call("call", s, "NFC").String()
}
