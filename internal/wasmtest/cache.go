package wasmtest

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/seqref/seqref/internal/wasmbuild"
	"github.com/seqref/seqref/internal/wasmkey"
)

// Of the cache: how long a folder unused is kept, and how long a lock is
// waited for before it is taken for a crashed test's.
const (
	keep      = 5 * 24 * time.Hour
	staleLock = 5 * time.Minute
)

// cacheRoot is the cache's folder: seqref/board-wasm in the user's cache
// folder, or in the temporary folder when there is none.
func cacheRoot() string {
	base, err := os.UserCacheDir()
	if err != nil {
		base = os.TempDir()
	}
	return filepath.Join(base, "seqref", "board-wasm")
}

// cached is the folder of the WebAssembly of the sources as they are now,
// built into the cache unless it is there already. One test process
// builds it while the others that need the same wait, holding a lock file
// beside it.
func cached() (string, error) {
	root, err := wasmbuild.Root(".")
	if err != nil {
		return "", err
	}
	key, err := wasmkey.Key(root)
	if err != nil {
		return "", err
	}
	goVersion, err := wasmbuild.GoVersion(root)
	if err != nil {
		return "", err
	}
	cache := cacheRoot()
	if err := os.MkdirAll(cache, 0o755); err != nil {
		return "", err
	}
	dir := filepath.Join(cache, entry(key, goVersion))
	if holds(dir, key) {
		return dir, nil
	}
	unlock, err := lock(dir + ".lock")
	if err != nil {
		return "", err
	}
	defer unlock()
	if holds(dir, key) {
		return dir, nil
	}
	tmp, err := os.MkdirTemp(cache, "building-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(tmp)
	built, _, err := wasmbuild.Build(root, tmp)
	if err != nil {
		return "", err
	}
	if built != key {
		return "", fmt.Errorf("the sources changed while the WebAssembly was being built from them")
	}
	if holds(dir, key) { // built by a process that took a lock it thought stale
		return dir, nil
	}
	if err := os.RemoveAll(dir); err != nil {
		return "", err
	}
	if err := os.Rename(tmp, dir); err != nil {
		return "", err
	}
	prune(cache, dir)
	return dir, nil
}

// holds reports whether dir holds the WebAssembly of key, and marks it
// used.
func holds(dir, key string) bool {
	got, err := os.ReadFile(filepath.Join(dir, wasmbuild.KeyFile))
	if err != nil || string(got) != key {
		return false
	}
	now := time.Now()
	_ = os.Chtimes(dir, now, now)
	return true
}

// lock takes the lock file path, waiting while another process holds it,
// and returns what releases it.
func lock(path string) (unlock func(), err error) {
	for {
		f, err := os.OpenFile(path, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644)
		if err == nil {
			f.Close()
			return func() { os.Remove(path) }, nil
		}
		if !errors.Is(err, fs.ErrExist) {
			return nil, err
		}
		if info, err := os.Stat(path); err == nil && time.Since(info.ModTime()) > staleLock {
			os.Remove(path)
			continue
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// prune removes the cache's folders, other than dir, unused for longer
// than keep.
func prune(cache, dir string) {
	entries, err := os.ReadDir(cache)
	if err != nil {
		return
	}
	for _, e := range entries {
		path := filepath.Join(cache, e.Name())
		info, err := e.Info()
		if err != nil || !e.IsDir() || path == dir || time.Since(info.ModTime()) < keep {
			continue
		}
		os.RemoveAll(path)
	}
}
