package board

import (
	"bytes"
	"compress/gzip"
	"net/http"
	"strconv"
	"strings"
)

// contentSecurityPolicy is the policy the page is served with: the page's
// own (its meta element holds the same sources), what the site adds (its
// manifest and service worker, from the site itself), and no framing by
// any other page, which a meta element cannot say.
const contentSecurityPolicy = "default-src 'none'; script-src 'unsafe-inline' 'wasm-unsafe-eval'; style-src 'unsafe-inline'; img-src data: 'self'; manifest-src 'self'; worker-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

// Handler serves the page at / and nothing else: any other path is 404,
// any method but GET and HEAD 405. The page goes out gzip-compressed to a
// browser that accepts it, with the headers of contentSecurityPolicy,
// nosniff and no referrer. It does not check the Host header: Server
// does.
func Handler(page []byte) (http.Handler, error) {
	return filesHandler(map[string]servedFile{"/": {page, "text/html; charset=utf-8"}})
}

// Handler serves the site as a web host would, its index.html at /: the
// same as Handler for the page, and the site's other files at their names.
func (s *Site) Handler() (http.Handler, error) {
	files := map[string]servedFile{}
	for name, data := range s.files {
		path := "/" + name
		if name == indexFile {
			path = "/"
		}
		files[path] = servedFile{data, contentType(name)}
	}
	return filesHandler(files)
}

// servedFile is a file a handler serves, and its type.
type servedFile struct {
	data []byte
	typ  string
}

// contentType is the Content-Type of a site's file, by its name.
func contentType(name string) string {
	switch {
	case strings.HasSuffix(name, ".html"):
		return "text/html; charset=utf-8"
	case strings.HasSuffix(name, ".js"):
		return "text/javascript; charset=utf-8"
	case strings.HasSuffix(name, ".webmanifest"):
		return "application/manifest+json"
	case strings.HasSuffix(name, ".png"):
		return "image/png"
	}
	return "application/octet-stream"
}

// filesHandler serves files by their exact paths, GET and HEAD only, each
// text file gzip-compressed to a browser that accepts it.
func filesHandler(files map[string]servedFile) (http.Handler, error) {
	zipped := map[string][]byte{}
	for path, f := range files {
		if strings.HasPrefix(f.typ, "image/") {
			continue
		}
		packed, err := gzipped(f.data)
		if err != nil {
			return nil, err
		}
		zipped[path] = packed
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f, ok := files[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		h := w.Header()
		h.Set("Content-Type", f.typ)
		h.Set("Vary", "Accept-Encoding")
		h.Set("Cache-Control", "no-cache")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		if strings.HasPrefix(f.typ, "text/html") {
			h.Set("Content-Security-Policy", strings.Replace(contentSecurityPolicy, inlineScripts, scriptSources(f.data), 1))
		}
		body := f.data
		if packed, ok := zipped[r.URL.Path]; ok && acceptsGzip(r.Header.Get("Accept-Encoding")) {
			h.Set("Content-Encoding", "gzip")
			body = packed
		}
		h.Set("Content-Length", strconv.Itoa(len(body)))
		if r.Method == http.MethodHead {
			return
		}
		_, _ = w.Write(body)
	}), nil
}

// gzipped is data gzip-compressed at the best compression.
func gzipped(data []byte) ([]byte, error) {
	var packed bytes.Buffer
	zw, err := gzip.NewWriterLevel(&packed, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(data); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return packed.Bytes(), nil
}

// acceptsGzip reports whether an Accept-Encoding header takes gzip.
func acceptsGzip(header string) bool {
	for _, part := range strings.Split(header, ",") {
		name, q, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(name), "gzip") {
			return strings.ReplaceAll(strings.TrimSpace(q), " ", "") != "q=0"
		}
	}
	return false
}
