package board_test

import (
	"net"
	"net/http"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/seqref/seqref/board"
	"github.com/seqref/seqref/internal/browsertest"
	"github.com/seqref/seqref/internal/wasmtest"
)

// TestSiteInstallsAndRulesOffline serves the board as a site on a
// loopback address, as seqref board --serve does, opens it in Chromium,
// and checks what makes it an app: Chromium finds nothing that keeps it
// from being installed, its service worker takes control, and with the
// server stopped and the network off a reload still opens the board and
// rules (docs/board.md, "The board as a site").
func TestSiteInstallsAndRulesOffline(t *testing.T) {
	browsertest.Need(t)
	wasmtest.Use(t)
	srv, addr, served := serveLoopback(t, siteHandler(t))
	url := "http://" + addr + "/"

	b := newBrowser(t, t.TempDir(), 412, 915)
	b.run(chromedp.Navigate(url))
	b.waitReady()
	// The service worker takes control of the page once it has cached the
	// site's files (clients.claim).
	if _, err := chromedp.Run(b.Ctx, chromedp.Poll[bool](`navigator.serviceWorker.controller !== null && navigator.serviceWorker.controller.state === "activated"`, chromedp.WithPollingTimeout(60*time.Second))); err != nil {
		b.CheckConsole()
		t.Fatalf("the service worker never took control of the page: %v", err)
	}
	res, err := chromedp.Call(b.Ctx, page.GetInstallabilityErrors, cdp.Empty{})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range res.InstallabilityErrors {
		t.Errorf("Chromium would not install the site: %s %v", e.ErrorID, e.ErrorArguments)
	}

	// Offline: the server stopped, its connections closed, and the browser
	// cut off from the network, the service worker's requests included.
	if err := srv.Close(); err != nil {
		t.Fatal(err)
	}
	if err := <-served; err != http.ErrServerClosed {
		t.Fatalf("the server ended with %v", err)
	}
	if _, err := chromedp.Call(b.Ctx, network.Enable, network.EnableParams{}); err != nil {
		t.Fatal(err)
	}
	offline := true
	if _, err := chromedp.Call(b.Ctx, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
		EmulateOfflineServiceWorker: &offline,
		MatchedNetworkConditions:    []*network.Conditions{{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}},
	}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(b.Ctx, network.OverrideNetworkState, network.OverrideNetworkStateParams{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}); err != nil {
		t.Fatal(err)
	}
	if _, err := http.Get(url); err == nil {
		t.Fatalf("the server still answers at %s", url)
	}
	b.run(chromedp.Reload())
	b.waitReady()
	if online := eval[bool](b, `navigator.onLine`); online {
		t.Error("the browser still says it is online")
	}
	verdict := eval[string](b, `(function () {
		window.seqref.deskLook("*8*/10/10/10/10/10/10/10/10/*8* - standard gb 1 7H,4C", 60);
		return window.seqref.deskEntry("7H@D6").ruling.verdict;
	})()`)
	if verdict != "legal" {
		t.Errorf("offline, a ruling on 7H@D6 says %q, want legal", verdict)
	}
	b.CheckConsole()
}

// TestSiteWorkerNeverShadowsAnotherServer: after one visit to the site
// served at an address, with seqref stopped and another program serving
// that address, the browser shows the other program, after a reload and
// a new visit alike. Before, the service worker answered navigations from
// its cache first, and kept showing the board (a hostile record's page
// too) over whatever served the address next.
func TestSiteWorkerNeverShadowsAnotherServer(t *testing.T) {
	browsertest.Need(t)
	wasmtest.Use(t)
	srv, addr, served := serveLoopback(t, siteHandler(t))
	url := "http://" + addr + "/"

	b := newBrowser(t, t.TempDir(), 412, 915)
	b.run(chromedp.Navigate(url))
	b.waitReady()
	if _, err := chromedp.Run(b.Ctx, chromedp.Poll[bool](`navigator.serviceWorker.controller !== null && navigator.serviceWorker.controller.state === "activated"`, chromedp.WithPollingTimeout(60*time.Second))); err != nil {
		b.CheckConsole()
		t.Fatalf("the service worker never took control of the page: %v", err)
	}
	if err := srv.Close(); err != nil {
		t.Fatal(err)
	}
	<-served

	// Another program at the same address.
	other, err := net.Listen("tcp", addr)
	if err != nil {
		t.Skipf("cannot listen at %s again: %v", addr, err)
	}
	otherSrv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte("<!doctype html><title>another program</title><p>another program"))
	})}
	go otherSrv.Serve(other)
	defer otherSrv.Close()

	for _, step := range []struct {
		what   string
		action chromedp.Action[chromedp.Void]
	}{
		{"a reload", chromedp.Reload()},
		{"a new visit", chromedp.Navigate(url + "?again")},
	} {
		b.run(step.action)
		if _, err := chromedp.Run(b.Ctx, chromedp.Poll[bool](`document.readyState === "complete"`, chromedp.WithPollingTimeout(30*time.Second))); err != nil {
			t.Fatalf("%s: %v", step.what, err)
		}
		if title := eval[string](b, `document.title`); title != "another program" {
			t.Errorf("after %s, with another program at %s, the browser shows %q, want the other program", step.what, addr, title)
		}
	}
}

// siteHandler serves the board's site, made from the page seqref board
// writes, as --site and the published site lay it out.
func siteHandler(t *testing.T) http.Handler {
	t.Helper()
	wasmtest.Use(t)
	pg, err := board.Page(nil)
	if err != nil {
		t.Fatal(err)
	}
	site, err := board.NewSite(pg)
	if err != nil {
		t.Fatal(err)
	}
	h, err := site.Handler()
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// serveLoopback serves h as seqref board --serve does, on a loopback
// address: the server, its address, and where Serve's result arrives once
// the server is closed (which the test's end does too).
func serveLoopback(t *testing.T, h http.Handler) (*http.Server, string, <-chan error) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := board.Server(h, ln.Addr().String())
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	t.Cleanup(func() { srv.Close() })
	return srv, ln.Addr().String(), served
}
