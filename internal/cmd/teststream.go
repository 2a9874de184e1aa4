package cmd

import (
	"bytes"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"time"

	"github.com/seqref/seqref/internal/expect"

	"github.com/seqref/seqref/record"

	"github.com/seqref/seqref/ruling"
	"github.com/seqref/seqref/validate"
)

// testStream tests each record of a YAML stream against the expectation
// in its own document, naming it FILE#N as validate does. A document
// without an expectation is left out, unless the file was named (then it
// fails, or with update gets a full block). With update, the expectations
// of every failing document are rewritten in one write of the file, after
// the whole new file has been checked. A file named FILE#N has only its
// N-th record tested (and updated): the others stay byte for byte.
func testStream(w io.Writer, f goldenFile, s *record.Stream, update bool, run *regexp.Regexp, opt record.LoadOptions) testedFile {
	var t testedFile
	var pieces [][]byte // the new documents, with update
	if update {
		pieces = make([][]byte, len(s.Docs))
		for i, d := range s.Docs {
			pieces[i] = d.Data
		}
	}
	var changes []string
	var changed []int // the records (in t.records) whose blocks are rewritten
	from, to := 0, len(s.Docs)
	if f.doc > 0 {
		// FILE#N, or one record of a stream (eachRecord): that one only.
		from, to = f.doc-1, f.doc
	}
	for i := from; i < to; i++ {
		d := s.Docs[i]
		if !runMatches(run, docName(displayName(f.path), i)) {
			continue
		}
		start := time.Now()
		out := streamOutcome(s, i, opt)
		r := recordText{path: f.path, name: docName(displayName(f.path), i), text: d.Data, line: d.Line - 1, opt: opt}
		var lines bytes.Buffer
		res, text, what := testRecord(io.MultiWriter(w, &lines), r, out, f.named, update)
		switch res {
		case filePassed:
			t.passed++
		case fileFailed:
			t.failed++
		}
		if res != fileSkipped {
			t.outcomes = append(t.outcomes, out)
			t.records = append(t.records, testedRecord{name: r.name, result: res, out: lines.Bytes(), elapsed: time.Since(start)})
		}
		if text != nil && update {
			pieces[i] = text
			changes = append(changes, r.name+": "+what)
			changed = append(changed, len(t.records)-1)
		}
	}
	if len(changes) == 0 {
		return t
	}
	text := spliceDocuments(s, pieces)
	line := ""
	if err := checkStreamUpdate(f.path, text, len(s.Docs), f.doc, opt); err != nil {
		line = fmt.Sprintf("FAIL %s: cannot update the expect: blocks: %v\n", displayName(f.path), err)
	} else if err := writeRecordFile(f.file, text); err != nil {
		line = fmt.Sprintf("FAIL %s; the expect: blocks are not updated\n", writeProblem(f.path, err))
		t.unwritten = 1
	}
	if line != "" {
		io.WriteString(w, line)
		t.passed -= len(changes)
		t.failed += len(changes)
		for k, i := range changed {
			t.records[i].result = fileFailed
			if k == 0 {
				t.records[i].out = append(t.records[i].out, line...)
			}
		}
		return t
	}
	for k, c := range changes {
		line := "updated " + c + "\n"
		io.WriteString(w, line)
		t.records[changed[k]].out = append(t.records[changed[k]].out, line...)
	}
	return t
}

// docName names the i-th document (0-based) of a stream: FILE#N.
func docName(path string, i int) string { return path + "#" + strconv.Itoa(i+1) }

// streamOutcome replays the i-th record of a stream.
func streamOutcome(s *record.Stream, i int, opt record.LoadOptions) *validate.Outcome {
	rec, err := s.Load(i, opt)
	if err != nil {
		return validate.Invalid("", err)
	}
	return ruling.Judge(rec, "")
}

// spliceDocuments is the stream's text with each document's text replaced
// by its piece: what stands between and around the documents (markers,
// comments) stays.
func spliceDocuments(s *record.Stream, pieces [][]byte) []byte {
	data := s.Text()
	var out bytes.Buffer
	at := 0
	for i, d := range s.Docs {
		out.Write(data[at:d.Offset])
		out.Write(pieces[i])
		at = d.Offset + len(d.Data)
	}
	out.Write(data[at:])
	return out.Bytes()
}

// checkStreamUpdate makes sure a rewritten stream still holds its
// documents, and that each that has an expectation meets it; only the
// doc-th (from 1) when doc is not 0, the others being left as they were.
func checkStreamUpdate(path string, text []byte, docs, doc int, opt record.LoadOptions) error {
	s := record.NewStream(text)
	if len(s.Docs) != docs {
		return fmt.Errorf("the rewritten file holds %d documents, not %d", len(s.Docs), docs)
	}
	for i, d := range s.Docs {
		if doc > 0 && i != doc-1 {
			continue
		}
		exp, gerr := readExpectation(path, d.Data)
		if gerr != nil {
			return gerr
		}
		if exp == nil {
			continue
		}
		out := streamOutcome(s, i, opt)
		if diffs := expect.Differences(expect.Compare(exp.expectation, out)); len(diffs) > 0 {
			return fmt.Errorf("%s: the rewritten block still differs: %s", docName(path, i), describeDifferences(diffs, path, out))
		}
	}
	return nil
}
