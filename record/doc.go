// Package record owns what a record is and how one is read: the record
// file a user names (a file, a folder, "-" for standard input, or FILE#N
// for the Nth record of a YAML stream), the splitting of a YAML stream
// into its documents, and the record model, its decoders and its encoder.
//
// It judges nothing: replaying a record against the rules is the work of
// the packages that import it. docs/format.md describes the record format.
package record
