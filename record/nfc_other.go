//go:build !js

package record

import "golang.org/x/text/unicode/norm"

// nfc is s in Unicode's composed form (NFC); s itself, without a copy,
// when it is already.
func nfc(s string) string { return norm.NFC.String(s) }
