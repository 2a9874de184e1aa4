package rulebook

import (
	"embed"
	"io/fs"
)

// seedFiles holds the four seed documents the catalogue quotes (see
// seeds/README.md), so that the quotes can be checked and the documents
// printed with nothing beside the binary.
//
//go:embed seeds/*.txt
var seedFiles embed.FS

// SeedDocument returns the text of the seed document with the given file
// name, as a Source names it (SeedSequence...); false when there is no
// such document.
func SeedDocument(file string) (string, bool) {
	if !fs.ValidPath(file) {
		return "", false
	}
	data, err := seedFiles.ReadFile("seeds/" + file)
	if err != nil {
		return "", false
	}
	return string(data), true
}
