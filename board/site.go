package board

import (
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/seqref/seqref/internal/atomicfile"
)

// Site is the board as a static site that any web host serves, and that a
// phone can install as an app (docs/board.md, "The board as a site"): the
// page as index.html, with a web app manifest, its icons, and a service
// worker that keeps them all in the browser's cache at the first visit, so
// that the board opens and rules with the network off from then on. The
// page itself is the same page seqref board writes, with a link to the
// manifest: opened from a file, it works as it always did.
type Site struct {
	files map[string][]byte
}

//go:embed site/sw.js
var serviceWorker string

// The files of a Site, at its root.
const (
	indexFile    = "index.html"
	manifestFile = "manifest.webmanifest"
	workerFile   = "sw.js"
)

// siteHead is what the site's page adds to the page's head: the link to
// its manifest, the colour of the app's title bar, and the registration
// of its service worker (only over HTTP: a page opened from a file has
// none).
const siteHead = `<link rel="manifest" href="` + manifestFile + `">
<meta name="theme-color" content="#1f6f43">
<link rel="icon" type="image/png" sizes="192x192" href="icon-192.png">
<link rel="apple-touch-icon" href="icon-192.png">
<script>` + registerWorker + `</script>
`

// registerWorker is the script the site's page registers its service
// worker with, pinned by its hash in the site's policy (sitePolicy).
const registerWorker = `if ("serviceWorker" in navigator && location.protocol !== "file:") { navigator.serviceWorker.register("` + workerFile + `").catch(function (err) { console.warn("no service worker: " + err); }); }`

// cspMeta starts the content of the page's Content-Security-Policy meta
// element; the site's page allows its manifest and service worker there.
const cspMeta = `http-equiv="Content-Security-Policy" content="`

// sitePolicy is the page's policy for the site: the manifest, the service
// worker and the icons (which the browser loads for the page) may come
// from the site itself, the script that registers the worker runs (pinned
// by its hash), and nothing else changes.
func sitePolicy(policy string) (string, error) {
	const img = "img-src data:"
	if strings.Count(policy, img) != 1 {
		return "", fmt.Errorf("the page's Content-Security-Policy has no %q: %s", img, policy)
	}
	policy = strings.Replace(policy, img, img+" 'self'", 1)
	if strings.Count(policy, "script-src ") != 1 {
		return "", fmt.Errorf("the page's Content-Security-Policy has no script-src: %s", policy)
	}
	policy = strings.Replace(policy, "script-src ", "script-src "+scriptHash(registerWorker)+" ", 1)
	return policy + "; manifest-src 'self'; worker-src 'self'", nil
}

// NewSite makes the site of a page that Page wrote.
func NewSite(page []byte) (*Site, error) {
	html := string(page)
	if !strings.Contains(html, "</head>") {
		return nil, errors.New("the page has no </head>")
	}
	start := strings.Index(html, cspMeta)
	if start < 0 || strings.Count(html, cspMeta) != 1 {
		return nil, errors.New("the page has no Content-Security-Policy meta element")
	}
	start += len(cspMeta)
	end := strings.IndexByte(html[start:], '"')
	if end < 0 {
		return nil, errors.New("the page's Content-Security-Policy meta element does not end")
	}
	policy, err := sitePolicy(html[start : start+end])
	if err != nil {
		return nil, err
	}
	html = html[:start] + policy + html[start+end:]
	html = strings.Replace(html, "</head>", siteHead+"</head>", 1)
	sum := sha256.Sum256([]byte(html))
	s := &Site{files: map[string][]byte{
		indexFile:    []byte(html),
		workerFile:   []byte(strings.Replace(serviceWorker, "/*HASH*/", hex.EncodeToString(sum[:8]), 1)),
		manifestFile: manifest(),
	}}
	for _, size := range iconSizes {
		png, err := iconPNG(size)
		if err != nil {
			return nil, err
		}
		s.files[iconName(size)] = png
	}
	return s, nil
}

// Files lists the names of the site's files, sorted.
func (s *Site) Files() []string {
	names := make([]string, 0, len(s.files))
	for name := range s.files {
		names = append(names, name)
	}
	slices.Sort(names)
	return names
}

// File is the content of one of the site's files, nil for a name it does
// not have.
func (s *Site) File(name string) []byte { return s.files[name] }

// Write writes the site's files into the folder dir, made if missing;
// each file is replaced whole (atomicfile), and no other file is touched.
// The folder is written through its handle, and a symbolic link in it
// that bears one of the site's names is replaced, never written through
// (atomicfile.ReplaceIn), so that a link planted there cannot have a file
// elsewhere overwritten.
func (s *Site) Write(dir string) error {
	root, err := atomicfile.OpenFolder(dir)
	if err != nil {
		return err
	}
	defer root.Close()
	for _, name := range s.Files() {
		if err := atomicfile.ReplaceIn(root, name, filepath.Join(dir, name), s.files[name]); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
	}
	return nil
}

// iconSizes are the sizes of the app's square icons, in pixels: what a
// phone's home screen and an install prompt ask for.
var iconSizes = []int{192, 512}

// iconName is the file name of the icon of a size.
func iconName(size int) string { return fmt.Sprintf("icon-%d.png", size) }

// manifest is the web app manifest: the page opens as an app of its own
// (standalone), at the site's root, in the page's colours.
func manifest() []byte {
	type icon struct {
		Src     string `json:"src"`
		Sizes   string `json:"sizes"`
		Type    string `json:"type"`
		Purpose string `json:"purpose"`
	}
	m := struct {
		Name            string `json:"name"`
		ShortName       string `json:"short_name"`
		Description     string `json:"description"`
		StartURL        string `json:"start_url"`
		Scope           string `json:"scope"`
		Display         string `json:"display"`
		BackgroundColor string `json:"background_color"`
		ThemeColor      string `json:"theme_color"`
		Icons           []icon `json:"icons"`
	}{
		Name:            "seqref board: the referee's board for Sequence",
		ShortName:       "seqref board",
		Description:     "Set up a Sequence position and ask whether a play is allowed, with the rulebook's words; record a game; step through a record. Works offline.",
		StartURL:        "./",
		Scope:           "./",
		Display:         "standalone",
		BackgroundColor: "#ffffff",
		ThemeColor:      "#1f6f43",
	}
	for _, size := range iconSizes {
		m.Icons = append(m.Icons, icon{Src: iconName(size), Sizes: fmt.Sprintf("%dx%d", size, size), Type: "image/png", Purpose: "any maskable"})
	}
	data, _ := json.MarshalIndent(m, "", "  ")
	return append(data, '\n')
}
