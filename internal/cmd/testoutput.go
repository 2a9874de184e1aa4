package cmd

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"regexp"
	"time"
)

// testOutput is how seqref test reports (docs/golden-tests.md, "Output for
// scripts"): by default the lines of the records that fail or were updated,
// then "N passed, N failed"; -v adds a PASS line for every record that
// passes; -q leaves out the closing line when nothing failed; -json writes
// events in the shape of go test -json instead. update and run are what
// is tested: --update, and -run's pattern (nil: every record).
type testOutput struct {
	update                bool
	run                   *regexp.Regexp
	quiet, verbose, jsonl bool
	started               time.Time
}

// testEvent is one event of test -json, shaped as go test -json's
// (cmd/test2json): Time, Action (run, output, pass, fail), Test (the
// record's name, left out for the events of the whole run), Elapsed (in
// seconds, for pass and fail) and Output (one line, with its newline).
type testEvent struct {
	Time    time.Time `json:"Time"`
	Action  string    `json:"Action"`
	Test    string    `json:"Test,omitempty"`
	Elapsed *float64  `json:"Elapsed,omitempty"`
	Output  string    `json:"Output,omitempty"`
}

// write writes what testing one file came to.
func (o testOutput) write(w io.Writer, t testedFile) error {
	switch {
	case o.jsonl:
		for _, r := range t.records {
			if err := o.events(w, r); err != nil {
				return err
			}
		}
		return nil
	case o.verbose:
		var b bytes.Buffer
		for _, r := range t.records {
			if r.result == filePassed {
				fmt.Fprintf(&b, "PASS %s\n", r.name)
			}
			b.Write(r.out)
		}
		_, err := w.Write(b.Bytes())
		return err
	}
	_, err := w.Write(t.out)
	return err
}

// events writes the events of one record: run, each of its lines as
// output, then pass or fail.
func (o testOutput) events(w io.Writer, r testedRecord) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	now := time.Now()
	if err := enc.Encode(testEvent{Time: now, Action: "run", Test: r.name}); err != nil {
		return err
	}
	for _, line := range bytes.SplitAfter(r.out, []byte("\n")) {
		if len(line) > 0 {
			if err := enc.Encode(testEvent{Time: now, Action: "output", Test: r.name, Output: string(line)}); err != nil {
				return err
			}
		}
	}
	action := "pass"
	if r.result == fileFailed {
		action = "fail"
	}
	elapsed := r.elapsed.Seconds()
	return enc.Encode(testEvent{Time: now, Action: action, Test: r.name, Elapsed: &elapsed})
}

// closing writes the end of the run: "N passed, N failed" (left out by
// -q when nothing failed), or for -json that line as output and the
// run's pass or fail event.
func (o testOutput) closing(w io.Writer, passed, failed int) error {
	line := fmt.Sprintf("%d passed, %d failed\n", passed, failed)
	if !o.jsonl {
		if o.quiet && failed == 0 {
			return nil
		}
		_, err := io.WriteString(w, line)
		return err
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	now := time.Now()
	if err := enc.Encode(testEvent{Time: now, Action: "output", Output: line}); err != nil {
		return err
	}
	action := "pass"
	if failed > 0 {
		action = "fail"
	}
	elapsed := now.Sub(o.started).Seconds()
	return enc.Encode(testEvent{Time: now, Action: action, Elapsed: &elapsed})
}
