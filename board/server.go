package board

import (
	"net"
	"net/http"
	"strings"
	"time"
)

// The bounds of Server, for a page served to the phones of a local
// network: every phase of a connection has a time limit, and only so many
// connections are open at once (docs/board.md, "Serving the page").
const (
	// readHeaderTimeout bounds the reading of a request's headers.
	readHeaderTimeout = 5 * time.Second
	// readTimeout bounds the reading of a whole request (the page takes
	// no body).
	readTimeout = 10 * time.Second
	// writeTimeout bounds the writing of a response, from the end of the
	// request's headers: the page is 1.5 MB, which a slow phone on a
	// local network takes a few seconds to read.
	writeTimeout = 60 * time.Second
	// idleTimeout is how long a kept-alive connection waits for its next
	// request before it is closed.
	idleTimeout = 30 * time.Second
	// MaxConnections is the most connections open at once; more wait to
	// be accepted.
	MaxConnections = 64
	// maxHeaderBytes bounds a request's headers.
	maxHeaderBytes = 16 << 10
)

// Server is the HTTP server of seqref board --serve: h behind a check of
// the Host header (checkHost), with the timeouts above. Serve runs it.
func Server(h http.Handler, listen string) *http.Server {
	return &http.Server{
		Handler:           checkHost(h, listen),
		ReadHeaderTimeout: readHeaderTimeout,
		ReadTimeout:       readTimeout,
		WriteTimeout:      writeTimeout,
		IdleTimeout:       idleTimeout,
		MaxHeaderBytes:    maxHeaderBytes,
	}
}

// checkHost passes on the requests whose Host header names this server:
// an IP address (of any interface: one a phone on the network reaches),
// localhost, or the host name of listen (the address --serve was given,
// host:port). A request for any other name is refused with 421
// Misdirected Request: a page of another site whose name was made to
// resolve to this machine (DNS rebinding) cannot read the page or the
// record in it.
func checkHost(h http.Handler, listen string) http.Handler {
	named, _, err := net.SplitHostPort(listen)
	if err != nil {
		named = ""
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !hostAllowed(r.Host, named) {
			http.Error(w, "this server answers only to its address or localhost", http.StatusMisdirectedRequest)
			return
		}
		h.ServeHTTP(w, r)
	})
}

// hostAllowed reports whether a Host header (host, or host:port) is an IP
// address, localhost, or named.
func hostAllowed(header, named string) bool {
	host, _, err := net.SplitHostPort(header)
	if err != nil {
		host = header
	}
	host = strings.TrimSuffix(strings.TrimPrefix(host, "["), "]")
	switch {
	case host == "":
		return false
	case net.ParseIP(host) != nil:
		return true
	case strings.EqualFold(host, "localhost"), strings.EqualFold(host, "localhost."):
		return true
	}
	return named != "" && net.ParseIP(named) == nil && strings.EqualFold(strings.TrimSuffix(host, "."), strings.TrimSuffix(named, "."))
}

// Serve serves h on ln as Server does, accepting at most MaxConnections
// connections at once (the next waits until one closes), at most
// MaxConnectionsPerClient from one address, each kept alive for a bounded
// number of requests and time, until ln is closed. listen is the address
// --serve was given, for checkHost.
func Serve(ln net.Listener, h http.Handler, listen string) error {
	return serve(Server(h, listen), ln, defaultLimits)
}
