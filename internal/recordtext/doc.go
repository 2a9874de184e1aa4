// Package recordtext reads the text of a record file below the level of
// the record model: the position map of its lines and columns (Text), the
// translation of yaml.v3's errors into errors at the problem, the JSON
// reader that gives the YAML nodes a record is loaded from, and the finder
// of a file's expect: block. Package record loads records through it, and
// seqref's own tools (internal/rewrite, internal/cmd) read and edit a
// file's nodes with it; none of it is record's public API. docs/format.md
// describes the record format, docs/reading.md how a record's text is read.
package recordtext
