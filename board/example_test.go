package board_test

import (
	"fmt"
	"net/http/httptest"

	"github.com/seqref/seqref/board"
)

// The page as seqref board --serve serves it: only at /, only to a Host
// that is an IP address, localhost or the name it was given, with a policy
// that forbids framing it. (board.Page gives the page itself; here a
// stand-in, since the page needs the generated WebAssembly.)
func ExampleServer() {
	h, err := board.Handler([]byte("<!doctype html><title>board</title>"))
	if err != nil {
		fmt.Println(err)
		return
	}
	srv := board.Server(h, "0.0.0.0:8080")
	for _, ask := range []struct{ host, path string }{
		{"192.168.1.20:8080", "/"},
		{"localhost:8080", "/board.wasm"},
		{"rebound.example:8080", "/"},
	} {
		req := httptest.NewRequest("GET", ask.path, nil)
		req.Host = ask.host
		w := httptest.NewRecorder()
		srv.Handler.ServeHTTP(w, req)
		fmt.Println(ask.host, ask.path, w.Code)
	}
	fmt.Println(srv.IdleTimeout, board.MaxConnections)
	// Output:
	// 192.168.1.20:8080 / 200
	// localhost:8080 /board.wasm 404
	// rebound.example:8080 / 421
	// 30s 64
}
