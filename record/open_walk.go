package record

import (
	"io/fs"
	"iter"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/seqref/seqref/internal/regular"
)

// extensions are the endings of the files a folder is searched for.
var extensions = []string{".yaml", ".yml", ".json"}

// StdinName is the path that stands for standard input.
const StdinName = "-"

// Path is a file to read: as named, or found in a folder. Err is set when a
// folder could not be read; Name is then the folder.
type Path struct {
	Name  string
	Named bool // named by the caller, not found in a folder
	// Doc is N when the caller named FILE#N, the N-th record (from 1) of
	// the file Name; 0 for every record of the file.
	Doc int
	Err error

	// root is the folder named that the file was found in, opened by
	// handle, and rel the file's name inside it; root is nil for a file
	// named.
	root *os.Root
	rel  string
}

// Walk yields the files that names name, in order: a name that is a
// folder gives its files whose names end in one of extensions, recursively
// and sorted by their whole path (folders whose names start with a dot
// are left out); a pattern such as "games/*.yaml" that the shell did not
// expand (a name that is not a file and holds *, ? or [) gives what it
// matches, sorted, each as if named; FILE#N (a name that is not a file,
// ending in # and a number from 1) gives FILE with Doc N; any other name,
// even one that does not exist, is yielded as it is, for its reader to
// say why it cannot be read. A file named is yielded each time it is
// named; a file found in a folder is skipped when it was named before or
// found in a folder walked earlier, and a folder inside one walked earlier
// is skipped. Folders are read as the walk reaches them, so memory does
// not grow with the number of files, only with the size of one folder.
func Walk(names []string) iter.Seq[Path] {
	return func(yield func(Path) bool) {
		var w walker
		for _, name := range names {
			if path, n, ok := numbered(name); ok {
				w.name(path)
				if !yield(Path{Name: path, Named: true, Doc: n}) {
					return
				}
				continue
			}
			for _, p := range expand(name) {
				if !w.walk(p, yield) {
					return
				}
			}
		}
	}
}

// walker is the state of a walk: the paths yielded so far, to yield each
// file found in a folder once.
type walker struct {
	named, walked []string // cleaned paths
}

// covered reports whether a cleaned path was named or lies in a folder
// walked already.
func (w *walker) covered(p string) bool {
	if slices.Contains(w.named, p) {
		return true
	}
	for _, d := range w.walked {
		if within(p, d) {
			return true
		}
	}
	return false
}

// name records a path named and yielded as it is.
func (w *walker) name(p string) { w.named = append(w.named, filepath.Clean(p)) }

// walk yields the files of one path (see Walk); it returns false when
// yield asked to stop.
func (w *walker) walk(p string, yield func(Path) bool) bool {
	clean := filepath.Clean(p)
	info, err := os.Stat(p)
	if p == StdinName || err != nil || !info.IsDir() {
		w.name(p)
		return yield(Path{Name: p, Named: true})
	}
	if w.covered(clean) {
		return true
	}
	seen := func(f string) bool { return w.covered(filepath.Clean(f)) }
	root, err := os.OpenRoot(p)
	if err != nil {
		w.walked = append(w.walked, clean)
		return yield(Path{Name: p, Err: err})
	}
	if !walkFolder(folder{root: root, name: p}, ".", seen, yield) {
		return false
	}
	w.walked = append(w.walked, clean)
	return true
}

// within reports whether the cleaned path p is dir or inside it.
func within(p, dir string) bool {
	if dir == "." {
		return !filepath.IsAbs(p) && p != ".." && !strings.HasPrefix(p, ".."+string(filepath.Separator))
	}
	return p == dir || strings.HasPrefix(p, dir+string(filepath.Separator))
}

// folder is a folder named for a walk, opened by handle: every file
// found in it is listed, checked and read through root, so that no link,
// even one swapped in while seqref runs, can lead out of it.
type folder struct {
	root *os.Root
	name string // as named
}

// walkFolder yields the record files under the folder rel of f in sorted
// order, leaving out those seen reports as yielded already; it returns
// false when yield asked to stop. A record file that is not a regular
// file, or a link that leads out of the folder named or to anything but a
// regular file, is yielded with Err saying why it is not read
// (foundFileProblem).
func walkFolder(f folder, rel string, seen func(string) bool, yield func(Path) bool) bool {
	dir := filepath.Join(f.name, rel)
	entries, err := fs.ReadDir(f.root.FS(), filepath.ToSlash(rel))
	if err != nil {
		return yield(Path{Name: dir, Err: regular.Outside(dir, err)})
	}
	// A folder sorts as its name and a slash, so that the files come in
	// the order of their whole paths: "a.yaml" before "a/b.yaml". The slash
	// on Windows too, where names are joined with a backslash, so that a
	// folder gives its files in the same order on every system.
	key := func(e fs.DirEntry) string {
		if e.IsDir() {
			return e.Name() + "/"
		}
		return e.Name()
	}
	slices.SortFunc(entries, func(a, b fs.DirEntry) int { return strings.Compare(key(a), key(b)) })
	for _, e := range entries {
		path := filepath.Join(dir, e.Name())
		name := filepath.Join(rel, e.Name())
		if e.IsDir() {
			if strings.HasPrefix(e.Name(), ".") {
				continue
			}
			if !walkFolder(f, name, seen, yield) {
				return false
			}
			continue
		}
		if !IsRecordFile(e.Name()) || seen(path) {
			continue
		}
		p := Path{Name: path, root: f.root, rel: name}
		p.Err = foundFileProblem(f.root, name, path, e.Type())
		if !yield(p) {
			return false
		}
	}
	return true
}

// IsRecordFile reports whether a file name ends in one of extensions.
func IsRecordFile(name string) bool {
	ext := filepath.Ext(name)
	for _, e := range extensions {
		if strings.EqualFold(ext, e) {
			return true
		}
	}
	return false
}
