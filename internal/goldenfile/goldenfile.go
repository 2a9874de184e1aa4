// Package goldenfile holds what the project's golden-file tests share: the
// -update flag, which rewrites golden files under testdata/ from the actual
// output instead of comparing with them (go test ./... -update; review the
// diff like code).
package goldenfile

import "flag"

func init() {
	// A test package may register -update itself; then it is that flag.
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "rewrite the golden files in testdata/")
	}
}

// Update reports whether the tests run with -update.
func Update() bool {
	f := flag.Lookup("update")
	return f != nil && f.Value.String() == "true"
}
