package protocol_test

import (
	"bytes"
	"testing"

	"github.com/seqref/seqref/notation"
	"github.com/seqref/seqref/play"
	"github.com/seqref/seqref/protocol"
	"github.com/seqref/seqref/situation"
)

// midGame is what a bot reads before a turn in the middle of a two-player
// game: one seen turn, the situation, the dead cards, the plays and go.
const midGame = "seen 1 KH@G2\n" +
	"situation *g7*/bb4g3/5b4/5g4/4b4g/6bg1g/7g1g/b3bggg1g/3b2gbbb/*3g4* - standard gb 2 4S,10S,10H,AD,5D,6D,5C 65\n" +
	"dead 5D\n" +
	"plays 4S@D1 4S@E9 10S@J2 10S@B6 10H@I2 10H@F7 AD@B10 6D@G3 6D@I10 5C@B2 5C@D4\n" +
	"go\n"

// BenchmarkReadView is a bot's cost of reading a turn's lines.
func BenchmarkReadView(b *testing.B) {
	text := bytes.Repeat([]byte(midGame), 1000)
	b.ReportAllocs()
	for b.Loop() {
		r := protocol.NewReader(bytes.NewReader(text))
		for range 1000 {
			if m, err := r.Next(); err != nil || m.Kind != protocol.Turn {
				b.Fatal(m.Kind, err)
			}
		}
	}
}

// BenchmarkBotTurn is a bot's cost of a turn after reading it: the game
// built from the situation and the greedy policy's choice.
func BenchmarkBotTurn(b *testing.B) {
	m, err := protocol.NewReader(bytes.NewReader([]byte(midGame))).Next()
	if err != nil {
		b.Fatal(err)
	}
	c := play.NewPolicyChooser(play.Random, 1)
	b.ReportAllocs()
	for b.Loop() {
		g, err := situation.NewGame(m.View.Situation)
		if err != nil {
			b.Fatal(err)
		}
		_ = notation.FormatAction(c.Play(g, 1, m.View.Situation.Hand.Cards))
	}
}

// BenchmarkAppendView is the referee's cost of writing a turn's lines.
func BenchmarkAppendView(b *testing.B) {
	m, err := protocol.NewReader(bytes.NewReader([]byte(midGame))).Next()
	if err != nil {
		b.Fatal(err)
	}
	var buf []byte
	b.ReportAllocs()
	for b.Loop() {
		buf = protocol.AppendView(buf[:0], &m.View)
	}
	if string(buf) != midGame {
		b.Fatalf("wrote %q", buf)
	}
}
