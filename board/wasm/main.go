//go:build js && wasm

// Command wasm is the WebAssembly of the referee's board page: it puts the
// functions of package query on the page's global seqref object, each
// taking text and giving back a plain object, and then waits for calls.
// The page's state lives here, in one query.Desk (the Ask tab) and one
// query.Book (the Record tab); the page's script draws what they answer.
// go generate in package board builds it (docs/architecture.md).
package main

import (
	"syscall/js"

	"github.com/seqref/seqref/board/internal/link"
	"github.com/seqref/seqref/board/internal/query"
)

func main() {
	api := js.Global().Get("Object").New()
	export(api, "look", func(a []js.Value) any { return query.Look(a[0].String()) })
	export(api, "open", func(a []js.Value) any { return query.Open(a[0].String(), []byte(a[1].String())) })
	export(api, "replay", func(a []js.Value) any {
		return query.Replay(a[0].String(), []byte(a[1].String()), a[2].Int(), a[3].Int())
	})
	export(api, "share", func(a []js.Value) any {
		s := link.State{Tab: a[0].String(), Situation: a[1].String(), Entry: a[2].String(), Name: a[4].String(), Doc: a[5].Int(), Frame: a[6].Int()}
		return query.Share(s, a[3].String(), a[7].String())
	})
	export(api, "readLink", func(a []js.Value) any { return query.ReadLink(a[0].String()) })
	exportDesk(api, query.NewDesk(""))
	exportBook(api, &query.Book{})
	js.Global().Set("seqref", api)
	if ready := js.Global().Get("seqrefReady"); ready.Type() == js.TypeFunction {
		ready.Invoke()
	}
	select {}
}

// exportDesk puts the Ask tab's desk on api: each call answers the
// desk's state.
func exportDesk(api js.Value, d *query.Desk) {
	export(api, "deskLook", func(a []js.Value) any { d.Width(a[1].Int()); return d.Look(a[0].String()) })
	export(api, "deskState", func([]js.Value) any { return d.State() })
	export(api, "deskTool", func(a []js.Value) any { return d.Tool(a[0].String()) })
	export(api, "deskTap", func(a []js.Value) any { return d.Tap(a[0].String()) })
	export(api, "deskCard", func(a []js.Value) any { return d.Card(a[0].String()) })
	export(api, "deskDead", func([]js.Value) any { return d.Dead() })
	export(api, "deskPass", func([]js.Value) any { return d.Pass() })
	export(api, "deskEntry", func(a []js.Value) any { return d.Entry(a[0].String()) })
	export(api, "deskClear", func([]js.Value) any { return d.Clear() })
	export(api, "deskMark", func(a []js.Value) any { return d.MarkLine(a[0].String(), a[1].String(), a[2].String()) })
}

// exportBook puts the Record tab's book on api: each call answers the
// book's state, with the entry being built and its ruling.
func exportBook(api js.Value, b *query.Book) {
	export(api, "bookStart", func(a []js.Value) any { return b.Start(a[0].String()) })
	export(api, "bookRestore", func(a []js.Value) any {
		redo := make([]string, a[1].Length())
		for i := range redo {
			redo[i] = a[1].Index(i).String()
		}
		if !b.Restore(a[0].String(), redo) {
			return nil
		}
		return b.State()
	})
	export(api, "bookContinue", func(a []js.Value) any {
		return b.Continue(a[0].String(), []byte(a[1].String()), a[2].Int())
	})
	export(api, "bookCard", func(a []js.Value) any { return b.Card(a[0].String()) })
	export(api, "bookTap", func(a []js.Value) any { return b.Tap(a[0].String()) })
	export(api, "bookDead", func([]js.Value) any { return b.Dead() })
	export(api, "bookDraw", func([]js.Value) any { return b.Draw() })
	export(api, "bookPass", func([]js.Value) any { return b.Pass() })
	export(api, "bookType", func(a []js.Value) any { return b.Type(a[0].String()) })
	export(api, "bookRecord", func(a []js.Value) any { return b.Record(a[0].Int()) })
	export(api, "bookUndo", func([]js.Value) any { b.Undo(); return b.State() })
	export(api, "bookRedo", func([]js.Value) any { b.Redo(); return b.State() })
	export(api, "bookJump", func(a []js.Value) any { return b.Jump(a[0].Int()) })
	export(api, "bookRename", func(a []js.Value) any { return b.Rename(a[0].Int(), a[1].String()) })
	export(api, "bookState", func([]js.Value) any { return b.State() })
}

// export puts f on api under name: the page passes strings (and numbers)
// and gets f's answer as a JavaScript value (toJS).
func export(api js.Value, name string, f func([]js.Value) any) {
	api.Set(name, js.FuncOf(func(_ js.Value, args []js.Value) any {
		return toJS(f(args))
	}))
}
