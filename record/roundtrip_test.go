package record_test

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/seqref/seqref/engine"
	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/record"
	"gopkg.in/yaml.v3"
)

// optionsFor reads board files relative to the record's folder, as the
// commands do.
func optionsFor(path string) record.LoadOptions {
	dir := filepath.Dir(path)
	return record.LoadOptions{ReadBoard: func(name string) ([]byte, error) {
		if !filepath.IsAbs(name) {
			name = filepath.Join(dir, name)
		}
		return os.ReadFile(name)
	}}
}

// sameRecord compares what records say, not where or how they say it:
// positions, the text of turns as written and the columns of actions (the
// encoder writes canonical notation), and the order of the expect: keys
// (the encoder writes them in canonical order) are left out; YAML values
// compare by what they read as.
var sameRecord = cmp.Options{
	cmp.Comparer(func(a, b record.Pos) bool { return true }),
	cmp.Comparer(func(a, b *engine.Ruleset) bool { return a == b }),
	cmp.Comparer(func(a, b *engine.Layout) bool { return a == b || a != nil && b != nil && *a == *b }),
	cmp.Comparer(func(a, b *yaml.Node) bool { return reflect.DeepEqual(nodeValue(a), nodeValue(b)) }),
	cmp.Comparer(func(a, b *record.LoadError) bool { return (a == nil) == (b == nil) && (a == nil || a.Rule == b.Rule) }),
	cmpopts.IgnoreFields(record.Entry{}, "Text"),
	cmpopts.IgnoreUnexported(record.Entry{}),
	// The expect: block as written and its values, by what they read as.
	cmp.Exporter(func(t reflect.Type) bool {
		return t == reflect.TypeFor[record.Record]() || t == reflect.TypeFor[record.Expectation]()
	}),
	cmpopts.IgnoreFields(notation.Turn{}, "Spans"),
	cmpopts.EquateEmpty(),
	cmpopts.EquateComparable(engine.Board{}),
	cmpopts.SortSlices(func(a, b string) bool { return a < b }), // expect: keys come back in canonical order
}

// nodeValue is what a YAML node reads as.
func nodeValue(n *yaml.Node) any {
	if n == nil {
		return nil
	}
	var v any
	if err := n.Decode(&v); err != nil {
		return err.Error()
	}
	return v
}

// TestRoundTrip: for every record of the fixtures, decoding, encoding and
// decoding again gives the same record, in YAML and in JSON, and encoding
// the record decoded again gives the same bytes.
func TestRoundTrip(t *testing.T) {
	var paths []string
	err := filepath.WalkDir("../fixtures", func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".yaml") {
			paths = append(paths, path)
		}
		return err
	})
	if err != nil || len(paths) == 0 {
		t.Fatalf("no fixtures: %v", err)
	}
	tried := 0
	for _, path := range paths {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		s := record.NewStream(data)
		for i := range s.Docs {
			opt := optionsFor(path)
			rec, err := s.Load(i, opt)
			if err != nil {
				continue // an invalid record has nothing to encode
			}
			tried++
			for _, f := range []record.Format{record.YAML, record.JSON} {
				name := path + "#" + string(rune('1'+i)) + " as " + f.String()
				var enc bytes.Buffer
				if err := f.Encode(&enc, rec); err != nil {
					t.Fatalf("%s: encode: %v", name, err)
				}
				again, err := f.Load(enc.Bytes(), opt)
				if err != nil {
					t.Errorf("%s: the encoded record does not read: %v\n%s", name, err, enc.Bytes())
					continue
				}
				if diff := cmp.Diff(rec, again, sameRecord); diff != "" {
					t.Errorf("%s: decode, encode, decode changed the record (-before +after):\n%s\n%s", name, diff, enc.Bytes())
				}
				var twice bytes.Buffer
				if err := f.Encode(&twice, again); err != nil || !bytes.Equal(enc.Bytes(), twice.Bytes()) {
					t.Errorf("%s: encoding the record read back gives other bytes (%v):\n%s", name, err, cmp.Diff(enc.String(), twice.String()))
				}
			}
		}
	}
	if tried < 100 {
		t.Errorf("only %d records of the fixtures read", tried)
	}
}
