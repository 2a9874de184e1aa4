// Package docs holds seqref's manual, the Markdown pages of this folder;
// the pages seqref help prints (the topics of internal/cmd) are embedded,
// so that the binary prints them to a referee who has nothing else, and
// only those: the rest are read in the repository.
package docs

import (
	"embed"
	"io/fs"
)

//go:embed notation.md format.md rules.md cli.md reading.md
var pages embed.FS

// Page returns the text of the embedded page with the given file name,
// such as "notation.md".
func Page(name string) ([]byte, error) {
	return fs.ReadFile(pages, name)
}

// Pages lists the file names of the embedded pages, sorted.
func Pages() []string {
	names, _ := fs.Glob(pages, "*.md")
	return names
}
