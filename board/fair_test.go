package board

import (
	"bufio"
	"io"
	"net"
	"net/http"
	"testing"
	"time"
)

// dialFrom dials addr from the loopback address from, or skips the test
// where the system has no such loopback address (only Linux routes all of
// 127.0.0.0/8 to itself).
func dialFrom(t *testing.T, from, addr string) net.Conn {
	t.Helper()
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}, Timeout: 5 * time.Second}
	conn, err := d.Dial("tcp", addr)
	if err != nil {
		t.Skipf("cannot dial from %s here: %v", from, err)
	}
	return conn
}

// TestServeOneClientCannotHoldIt reproduces the attack of issue 48: one
// client opens 64 kept-alive connections (each would send a request every
// 20 s, under the 30 s idle timeout). Before the bound per client, they
// filled the 64 connections Serve takes, and every other client waited for
// as long as they stayed; now the client keeps MaxConnectionsPerClient of
// them, and another client is served at once.
func TestServeOneClientCannotHoldIt(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go Serve(ln, ok, "127.0.0.1:0")
	addr := ln.Addr().String()

	held := 0
	for range MaxConnections {
		conn, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		io.WriteString(conn, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
		conn.SetReadDeadline(time.Now().Add(300 * time.Millisecond))
		if resp, err := http.ReadResponse(bufio.NewReader(conn), nil); err == nil {
			io.Copy(io.Discard, resp.Body)
			held++
		}
	}
	if held > MaxConnectionsPerClient {
		t.Errorf("one client holds %d connections, more than the %d it may", held, MaxConnectionsPerClient)
	}

	other := dialFrom(t, "127.0.0.2", addr)
	defer other.Close()
	io.WriteString(other, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
	other.SetReadDeadline(time.Now().Add(5 * time.Second))
	resp, err := http.ReadResponse(bufio.NewReader(other), nil)
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("another client, while one holds %d connections: %v, %v; want it served", held, resp, err)
	}
}

// TestServeBoundsKeepAlive: a kept-alive connection is closed after its
// bound of requests or of time, so that a client that keeps sending
// requests under the idle timeout still gives up its place.
func TestServeBoundsKeepAlive(t *testing.T) {
	for _, lim := range []limits{
		{total: 4, perClient: 4, requests: 3, lifetime: time.Hour},
		{total: 4, perClient: 4, requests: 1000, lifetime: 300 * time.Millisecond},
	} {
		srv := Server(ok, "127.0.0.1:0")
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		go serve(srv, ln, lim)
		conn, err := net.Dial("tcp", ln.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		r := bufio.NewReader(conn)
		closed := false
		start := time.Now()
		for i := 0; i < 50 && !closed; i++ {
			if _, err := io.WriteString(conn, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"); err != nil {
				closed = true
				break
			}
			conn.SetReadDeadline(time.Now().Add(5 * time.Second))
			resp, err := http.ReadResponse(r, nil)
			if err != nil {
				closed = true
				break
			}
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			closed = resp.Close
			time.Sleep(20 * time.Millisecond)
		}
		if !closed {
			t.Errorf("%+v: the connection was kept after 50 requests over %v", lim, time.Since(start))
		}
		conn.Close()
		srv.Close()
	}
}
