package terminal

import (
	"bytes"
	"io"
	"os"
	"testing"
)

func TestNotTerminals(t *testing.T) {
	null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer null.Close()
	file, err := os.Create(t.TempDir() + "/out")
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	for name, w := range map[string]io.Writer{"/dev/null": null, "a file": file, "a buffer": &bytes.Buffer{}} {
		if Is(w) {
			t.Errorf("%s counts as a terminal", name)
		}
	}
}
