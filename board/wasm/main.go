//go:build js && wasm

// Command wasm is the WebAssembly of the referee's board page: it puts the
// functions of package query on the page's global seqref object, each
// taking text and giving back a plain object, and then waits for calls. go
// generate in package board builds it (docs/architecture.md).
package main

import (
	"syscall/js"

	"github.com/seqref/seqref/board/internal/query"
)

func main() {
	api := js.Global().Get("Object").New()
	export(api, "look", func(a []js.Value) any { return query.Look(a[0].String()) })
	export(api, "cycle", func(a []js.Value) any { return query.Cycle(a[0].String(), a[1].String()) })
	export(api, "rule", func(a []js.Value) any { return query.Rule(a[0].String(), a[1].String(), a[2].Int()) })
	export(api, "open", func(a []js.Value) any { return query.Open(a[0].String(), []byte(a[1].String())) })
	export(api, "replay", func(a []js.Value) any {
		return query.Replay(a[0].String(), []byte(a[1].String()), a[2].Int(), a[3].Int())
	})
	export(api, "newRecording", func(a []js.Value) any { return query.NewRecording(a[0].String()) })
	export(api, "resume", func(a []js.Value) any { return query.Resume(a[0].String()) })
	export(api, "add", func(a []js.Value) any { return query.Add(a[0].String(), a[1].String(), a[2].Int()) })
	js.Global().Set("seqref", api)
	if ready := js.Global().Get("seqrefReady"); ready.Type() == js.TypeFunction {
		ready.Invoke()
	}
	select {}
}

// export puts f on api under name: the page passes strings (and numbers)
// and gets f's answer as a JavaScript value (toJS).
func export(api js.Value, name string, f func([]js.Value) any) {
	api.Set(name, js.FuncOf(func(_ js.Value, args []js.Value) any {
		return toJS(f(args))
	}))
}
