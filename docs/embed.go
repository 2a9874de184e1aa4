// Package docs holds seqref's manual, the Markdown pages of this folder,
// embedded so that the binary prints them (seqref help TOPIC) to a referee
// who has nothing else.
package docs

import (
	"embed"
	"io/fs"
)

//go:embed *.md
var pages embed.FS

// Page returns the text of the page with the given file name, such as
// "notation.md".
func Page(name string) ([]byte, error) {
	return fs.ReadFile(pages, name)
}
