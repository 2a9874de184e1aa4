package board

import (
	"bufio"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// ok is a handler that answers "ok".
var ok = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "ok") })

// TestCheckHost: the server answers to its address, to any IP address and
// to localhost, and refuses any other name with 421, as a page of another
// site would send after rebinding its name to this machine.
func TestCheckHost(t *testing.T) {
	cases := []struct {
		listen, host string
		want         int
	}{
		{"127.0.0.1:8080", "127.0.0.1:8080", 200},
		{"127.0.0.1:8080", "localhost:8080", 200},
		{"127.0.0.1:8080", "LOCALHOST", 200},
		{"0.0.0.0:8080", "192.168.1.20:8080", 200},
		{":8080", "[::1]:8080", 200},
		{"referee.lan:8080", "referee.lan:8080", 200},
		{"referee.lan:8080", "REFEREE.LAN.", 200},
		{"127.0.0.1:8080", "evil.example:8080", http.StatusMisdirectedRequest},
		{"127.0.0.1:8080", "evil.example", http.StatusMisdirectedRequest},
		{"referee.lan:8080", "referee.lan.evil.example", http.StatusMisdirectedRequest},
		{"127.0.0.1:8080", "", http.StatusMisdirectedRequest},
	}
	for _, c := range cases {
		req := httptest.NewRequest("GET", "/", nil)
		req.Host = c.host
		w := httptest.NewRecorder()
		checkHost(ok, c.listen).ServeHTTP(w, req)
		if w.Code != c.want {
			t.Errorf("listening at %s, Host %q: %d, want %d", c.listen, c.host, w.Code, c.want)
		}
	}
}

// TestHandlerHeaders: the page goes out with a Content-Security-Policy
// that forbids framing, nosniff and no referrer.
func TestHandlerHeaders(t *testing.T) {
	h, err := Handler([]byte("<!doctype html><title>board</title>"))
	if err != nil {
		t.Fatal(err)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest("GET", "/", nil))
	got := w.Result().Header
	if csp := got.Get("Content-Security-Policy"); !strings.Contains(csp, "frame-ancestors 'none'") || !strings.Contains(csp, "default-src 'none'") {
		t.Errorf("Content-Security-Policy %q: want default-src 'none' and frame-ancestors 'none'", csp)
	}
	for key, want := range map[string]string{"X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer"} {
		if v := got.Get(key); v != want {
			t.Errorf("%s: %q, want %q", key, v, want)
		}
	}
}

// TestServerTimeouts: Server sets a limit on every phase of a connection.
func TestServerTimeouts(t *testing.T) {
	s := Server(ok, "127.0.0.1:0")
	if s.ReadHeaderTimeout <= 0 || s.ReadTimeout <= 0 || s.WriteTimeout <= 0 || s.IdleTimeout <= 0 || s.MaxHeaderBytes <= 0 {
		t.Errorf("a phase without a limit: %+v", s)
	}
}

// listen serves srv on a loopback port with Serve's bound on connections,
// and gives its address.
func listen(t *testing.T, srv *http.Server, max int) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	lim := defaultLimits
	lim.total = max
	go serve(srv, ln, lim)
	t.Cleanup(func() { srv.Close() })
	return ln.Addr().String()
}

// get sends a keep-alive request for / on conn and reads the answer.
func get(t *testing.T, conn net.Conn, r *bufio.Reader) *http.Response {
	t.Helper()
	if _, err := io.WriteString(conn, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"); err != nil {
		t.Fatal(err)
	}
	resp, err := http.ReadResponse(r, nil)
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp
}

// TestServerClosesIdleConnections: a kept-alive connection that sends no
// next request is closed by the server once the idle time is up.
func TestServerClosesIdleConnections(t *testing.T) {
	srv := Server(ok, "127.0.0.1:0")
	srv.IdleTimeout = 200 * time.Millisecond
	conn, err := net.Dial("tcp", listen(t, srv, MaxConnections))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	r := bufio.NewReader(conn)
	if resp := get(t, conn, r); resp.StatusCode != 200 {
		t.Fatalf("GET /: %d", resp.StatusCode)
	}
	// The server closes the connection: the read ends with EOF long before
	// this deadline, which is shorter than the server's readTimeout (that
	// Go would take for the idle time if the server set none).
	conn.SetReadDeadline(time.Now().Add(srv.ReadTimeout / 2))
	if _, err := r.ReadByte(); !errors.Is(err, io.EOF) {
		t.Fatalf("after the idle time, reading gave %v, want EOF: the server kept the connection", err)
	}
}

// TestServeBoundsConnections: with the bound reached, a further connection
// is not served until one of the others closes.
func TestServeBoundsConnections(t *testing.T) {
	const max = 3
	addr := listen(t, Server(ok, "127.0.0.1:0"), max)
	var open []net.Conn
	for range max {
		conn, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		get(t, conn, bufio.NewReader(conn))
		open = append(open, conn)
	}
	extra, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer extra.Close()
	io.WriteString(extra, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
	extra.SetReadDeadline(time.Now().Add(300 * time.Millisecond))
	r := bufio.NewReader(extra)
	if _, err := r.ReadByte(); err == nil {
		t.Fatalf("a connection past the bound of %d was served", max)
	}
	open[0].Close()
	extra.SetReadDeadline(time.Now().Add(30 * time.Second))
	resp, err := http.ReadResponse(r, nil)
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("once a connection closed, the waiting one got %v, %v", resp, err)
	}
}
