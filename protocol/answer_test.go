package protocol_test

import (
	"testing"

	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/protocol"
)

// TestAnswers writes a bot's answers as seqref bot does and reads them back
// as the referee does.
func TestAnswers(t *testing.T) {
	for _, text := range []string{"7H@D6", "JSxE5", "dead 4C; 7H@D6", "dead 4C", "pass", "5H@E5 =B2-F6"} {
		turn, err := notation.ParseTurn(text)
		if err != nil {
			t.Fatal(err)
		}
		line := string(protocol.AppendAnswer(nil, turn.Actions))
		if line != text+"\n" {
			t.Errorf("wrote %q, want %q", line, text+"\n")
		}
		got, err := protocol.ReadAnswer(line[:len(line)-1])
		if err != nil || notation.FormatTurn(got) != text {
			t.Errorf("read %q as %v, %v", line, got, err)
		}
	}
	if got, err := protocol.ReadAnswer("I resign"); err == nil {
		t.Errorf("read garbage as %v", got)
	}
	if got, err := protocol.ReadAnswer(""); err != nil || len(got) != 0 {
		t.Errorf("read an empty line as %v, %v; want no actions", got, err)
	}
}

// TestHandshake writes and reads the bot's answer to the handshake.
func TestHandshake(t *testing.T) {
	if got := string(protocol.AppendHandshake(nil, "greedy 2.0")); got != "bot greedy 2.0\n" {
		t.Errorf("wrote %q", got)
	}
	for line, want := range map[string]struct {
		name string
		ok   bool
	}{
		"bot greedy 2.0": {"greedy 2.0", true},
		"bot":            {"", true},
		"bot   spaced  ": {"spaced", true},
		"robot x":        {"", false},
		"7H@D6":          {"", false},
	} {
		name, ok := protocol.ReadHandshake(line)
		if ok != want.ok || (ok && name != want.name) {
			t.Errorf("ReadHandshake(%q) = %q, %v; want %q, %v", line, name, ok, want.name, want.ok)
		}
	}
}
