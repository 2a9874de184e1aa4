package cmd

import (
	"bytes"
	"net"
	"strings"
	"testing"

	"github.com/seqref/seqref/internal/wasmtest"
)

// TestBoardServeRefusesABusyAddress asks board --serve for an address
// another listener holds: a clear error and exit status 2.
func TestBoardServeRefusesABusyAddress(t *testing.T) {
	wasmtest.Use(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Skipf("cannot listen on the loopback: %v", err)
	}
	defer ln.Close()
	addr := ln.Addr().String()
	var out, errs bytes.Buffer
	code := Run([]string{"seqref", "board", "--serve", addr}, Streams{In: strings.NewReader(""), Out: &out, Err: &errs})
	want := "seqref: board --serve " + addr + ": cannot listen there: listen tcp " + addr + ": bind: address already in use\n"
	if code != ExitInvalid || errs.String() != want || out.Len() != 0 {
		t.Errorf("exit %d, stdout %q, stderr %q; want exit %d and %q", code, out.String(), errs.String(), ExitInvalid, want)
	}
}
