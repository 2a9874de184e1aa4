package validate

import "github.com/seqref/seqref/record"

// LoadSource reads the record a source holds (record.Open): a JSON file,
// or one document of a YAML stream, with lines and columns counted in the
// whole file. A source whose file cannot be read gives its error as a
// *LoadError of rule unreadable.
func LoadSource(src record.Source, opt record.LoadOptions) (*record.Record, error) {
	if src.Err != nil {
		return nil, UnreadableError(src.Err)
	}
	return LoadDocument(src.File, src.Doc, opt, nil)
}

// LoadDocument reads the i-th record (0-based) of a file. A YAML file's
// documents are loaded through s, the file's stream, when it is not nil:
// loading several documents of one file through one stream reads the
// file's lines once.
func LoadDocument(f *record.File, i int, opt record.LoadOptions, s *Stream) (*record.Record, error) {
	if f.Format == record.JSON {
		return record.LoadJSON(f.Docs[i].Data, opt)
	}
	if s == nil {
		s = StreamOf(f.Stream)
	}
	return s.Load(i, opt)
}

// UnreadableError is a file that cannot be read, as a *LoadError: rule
// unreadable, at line 1, column 1 (where verdicts, which always give a
// line and a column, place a problem of the whole file).
func UnreadableError(e *record.Error) *record.LoadError {
	return &record.LoadError{Rule: record.RuleUnreadable, Pos: record.Pos{Line: 1, Col: 1}, Msg: e.Msg}
}
