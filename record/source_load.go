package record

import "github.com/seqref/seqref/rulebook"

// Load reads the record the source holds: a JSON file, or one document of
// a YAML stream with lines and columns counted in the whole file. It is
// the one way a command or a library user reads a record that Open or
// OpenOne gave. Every problem is a *LoadError, found with errors.As; a
// source whose file cannot be read (Err) gives rule unreadable at line 1,
// column 1.
func (s Source) Load(opt LoadOptions) (*Record, error) {
	switch {
	case s.Err != nil:
		return nil, s.Err.LoadError()
	case s.File == nil:
		return nil, &LoadError{Rule: rulebook.UnreadableRule, Pos: Pos{Line: 1, Col: 1}, Msg: "no file was read"}
	case s.File.Format == JSON:
		if s.Doc != 0 {
			return nil, &LoadError{Rule: rulebook.UnreadableRule, Pos: Pos{Line: 1, Col: 1}, Msg: NoSuchRecord("", s.Doc+1, 1).Msg}
		}
		return LoadJSON(s.File.Docs[0].Data, opt)
	}
	return s.File.Stream.Load(s.Doc, opt)
}

// LoadError is the file's problem as a *LoadError: rule unreadable, at
// line 1, column 1 (where verdicts, which always give a line and a column,
// place a problem of the whole file).
func (e *Error) LoadError() *LoadError {
	return &LoadError{Rule: rulebook.UnreadableRule, Pos: Pos{Line: 1, Col: 1}, Msg: e.Msg}
}
