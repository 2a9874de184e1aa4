package board

import (
	"context"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/net/netutil"
)

// The bounds that keep one client from holding the server
// (docs/reading.md, "Serving the board"), as nginx's limit_conn and
// keepalive_requests and keepalive_time do.
const (
	// MaxConnectionsPerClient is the most connections open at once from
	// one client address; a further one is closed as soon as it is
	// accepted, so that it holds none of the MaxConnections.
	MaxConnectionsPerClient = 8
	// maxRequestsPerConnection is how many requests one kept-alive
	// connection is answered; the last answer closes it.
	maxRequestsPerConnection = 100
	// maxConnectionTime is how long one connection is kept alive: the
	// first answer after it closes the connection, so that a client that
	// sends a request just before each idle timeout still gives up its
	// place, and one waiting for a place gets it.
	maxConnectionTime = 60 * time.Second
)

// limits are the bounds serve holds connections to.
type limits struct {
	total, perClient int           // connections open at once
	requests         int           // answered on one connection
	lifetime         time.Duration // of one connection
}

// defaultLimits are the bounds of Serve.
var defaultLimits = limits{total: MaxConnections, perClient: MaxConnectionsPerClient, requests: maxRequestsPerConnection, lifetime: maxConnectionTime}

// serve serves srv on ln within lim: at most lim.total connections at
// once (the next waits to be accepted), at most lim.perClient of them from
// one address (any more is closed at once), and each kept alive for at
// most lim.requests requests and lim.lifetime.
func serve(srv *http.Server, ln net.Listener, lim limits) error {
	srv.ConnContext = func(ctx context.Context, c net.Conn) context.Context {
		return context.WithValue(ctx, connKey{}, &connUse{start: time.Now()})
	}
	srv.Handler = keepAliveBound(srv.Handler, lim)
	return srv.Serve(&perClient{Listener: netutil.LimitListener(ln, lim.total), max: lim.perClient, open: map[string]int{}})
}

// connKey is the context key of a connection's connUse.
type connKey struct{}

// connUse is what a connection has had: when it was accepted, and how
// many requests it sent.
type connUse struct {
	start    time.Time
	requests atomic.Int64
}

// keepAliveBound is h with the answer that ends a connection's bound
// (lim.requests requests, or lim.lifetime since it was accepted) sent with
// "Connection: close", so that the server closes it after.
func keepAliveBound(h http.Handler, lim limits) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if use, ok := r.Context().Value(connKey{}).(*connUse); ok {
			n := use.requests.Add(1)
			if n >= int64(lim.requests) || time.Since(use.start) >= lim.lifetime {
				w.Header().Set("Connection", "close")
			}
		}
		h.ServeHTTP(w, r)
	})
}

// perClient is a listener that closes, as soon as it is accepted, a
// connection from an address that has max open already.
type perClient struct {
	net.Listener
	max  int
	mu   sync.Mutex
	open map[string]int // connections open, by client address
}

// Accept is the next connection from an address under its bound.
func (l *perClient) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		host := clientHost(c)
		l.mu.Lock()
		over := l.open[host] >= l.max
		if !over {
			l.open[host]++
		}
		l.mu.Unlock()
		if over {
			c.Close()
			continue
		}
		return &countedConn{Conn: c, release: func() { l.release(host) }}, nil
	}
}

// release counts a connection from host closed.
func (l *perClient) release(host string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.open[host]--; l.open[host] <= 0 {
		delete(l.open, host)
	}
}

// clientHost is the address a connection comes from, without its port.
func clientHost(c net.Conn) string {
	host, _, err := net.SplitHostPort(c.RemoteAddr().String())
	if err != nil {
		return c.RemoteAddr().String()
	}
	return host
}

// countedConn is a connection that tells its listener once when it is
// closed.
type countedConn struct {
	net.Conn
	once    sync.Once
	release func()
}

func (c *countedConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(c.release)
	return err
}
