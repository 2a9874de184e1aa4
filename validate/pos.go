package validate

import "github.com/seqref/seqref/record"

// Pos is a line and column in a record file (record.Pos).
type Pos = record.Pos
