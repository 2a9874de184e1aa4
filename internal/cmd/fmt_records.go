package cmd

import (
	"errors"
	"fmt"

	"github.com/seqref/seqref/internal/rewrite"
	"github.com/seqref/seqref/record"
)

// openForFormat reads a file that fmt is given (record.Walk): FILE, "-",
// a file found in a folder, or FILE#N, whose N-th record alone is then
// formatted (doc is N, 0 for every record).
func openForFormat(p record.Path, s Streams) (*record.File, int, error) {
	if p.Err != nil {
		return nil, 0, record.Unreadable(displayName(p.Name), p.Err)
	}
	file, err := record.ReadPath(p, openOptions(s))
	if err != nil {
		return nil, 0, err
	}
	if p.Doc > len(file.Docs) {
		return nil, 0, record.NoSuchRecord(displayName(p.Name), p.Doc, len(file.Docs))
	}
	return file, p.Doc, nil
}

// formatRecords is the text of a file with its records in canonical form
// (rewrite.Format): every record of a stream, each in its own document,
// or only the doc-th (from 1) when doc is not 0; the other documents and
// the text between documents stay byte for byte. A record that cannot be
// read is an error naming it (FILE#N in a stream) with its line and
// column in the file. A JSON file must read back as the same JSON
// record.
func formatRecords(file *record.File, doc int) ([]byte, error) {
	opt := loadOptions(file)
	stream := file.Stream
	pieces := make([][]byte, len(file.Docs))
	for i, d := range file.Docs {
		pieces[i] = d.Data
		if doc > 0 && i != doc-1 {
			continue
		}
		name := displayName(file.Path)
		if file.Multiple() || doc > 0 {
			name = docName(name, i)
		}
		if _, err := (record.Source{Path: file.Path, Name: name, File: file, Doc: i}).Load(opt); err != nil {
			return nil, errors.New(loadProblem(name, err))
		}
		out, err := rewrite.Format(d.Data, file.Format, opt)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", name, err)
		}
		if file.Format == record.JSON {
			if _, err := record.LoadJSON(out, opt); err != nil {
				return nil, fmt.Errorf("%s: cannot format: the formatted record would not read back as JSON: %v", name, err)
			}
		}
		pieces[i] = out
	}
	return spliceChecked(file, stream, pieces)
}

// spliceChecked is the file's text with each document's text replaced by
// its piece (spliceDocuments), made sure to split into as many documents
// as the file: text that would not read back is never written.
func spliceChecked(file *record.File, stream *record.Stream, pieces [][]byte) ([]byte, error) {
	out := spliceDocuments(stream, pieces)
	if file.Format == record.YAML {
		if n, want := len(record.NewStream(out).Docs), len(file.Docs); n != want {
			return nil, fmt.Errorf("%s: the rewritten file would hold %d records, not %d", displayName(file.Path), n, want)
		}
	}
	return out, nil
}
