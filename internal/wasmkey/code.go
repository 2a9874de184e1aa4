package wasmkey

import (
	"bytes"
	"fmt"
	"go/scanner"
	"go/token"
	"os"
	"strings"
)

// Code is what the compiler reads of the Go file at path: one token a
// line, its kind and, for a name, a literal or a directive, its text.
// Comments other than directives are left out, and so are the positions:
// a comment, a blank line or a change of layout leaves Code as it was.
func Code(path string) ([]byte, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	file := fset.AddFile(path, -1, len(src))
	var errs scanner.ErrorList
	var s scanner.Scanner
	s.Init(file, src, errs.Add, scanner.ScanComments)
	var out bytes.Buffer
	for {
		_, tok, lit := s.Scan()
		if tok == token.EOF {
			break
		}
		switch {
		case tok == token.COMMENT:
			if directive(lit) {
				fmt.Fprintf(&out, "directive %s\n", strings.TrimRight(lit, " \t\r"))
			}
		case tok == token.SEMICOLON:
			out.WriteString(";\n") // the same whether written or inserted at a line's end
		case tok == token.IDENT || tok.IsLiteral():
			fmt.Fprintf(&out, "%s %s\n", tok, lit)
		default:
			fmt.Fprintf(&out, "%s\n", tok)
		}
	}
	if len(errs) > 0 {
		errs.Sort()
		return nil, errs[0]
	}
	return out.Bytes(), nil
}

// directive reports whether a comment tells the compiler something: a
// //go: directive (go:embed, go:build, go:linkname...), a line directive
// or a cgo export.
func directive(comment string) bool {
	for _, prefix := range []string{"//go:", "//line ", "/*line ", "//export "} {
		if strings.HasPrefix(comment, prefix) {
			return true
		}
	}
	return false
}
